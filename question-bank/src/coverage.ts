/**
 * `npx tsx question-bank/src/coverage.ts [--seed]`: the tables of docs/question-bank.md, counted from a
 * real generation of the bank (the same stream the import writes to the log): questions per kind of
 * question and language, and per level the count with three measures of difficulty that the level
 * formulas do not read directly: the median frequency rank of the rarest word of the right answer, the
 * share of typed answers and the mean length of the right answer in words.
 */
import { maxLevel, practiceLanguages } from '@lebe/domain';
import { kindOf } from './composition';
import { generateBank } from './generate';
import { frequencyRank, rankedLanguages } from './lexicon';

const target = process.argv.includes('--seed') ? 'seed' : 'full';
const kinds = new Map<string, Map<string, number>>();
type Cell = { n: number; ranks: number[]; typed: number; words: number };
const levels = new Map<string, Cell[]>();
const started = performance.now();
let total = 0;
for (const { fields: f } of generateBank({ target })) {
  total++;
  const kind = `${kindOf(f)}: ${f.questionType} / ${f.knowledgeType}`;
  if (!kinds.has(kind)) kinds.set(kind, new Map());
  const row = kinds.get(kind)!;
  row.set(f.targetLanguage, (row.get(f.targetLanguage) ?? 0) + 1);
  if (!levels.has(f.targetLanguage))
    levels.set(
      f.targetLanguage,
      Array.from({ length: 11 }, () => ({ n: 0, ranks: [], typed: 0, words: 0 })),
    );
  const cell = levels.get(f.targetLanguage)![f.level];
  const answer = f.answers.find((a) => a.isCorrect)!.text;
  const words = answer.split(/[^\p{L}]+/u).filter((w) => w.length > 1);
  cell.n++;
  cell.typed += f.answers.length === 1 ? 1 : 0;
  cell.words += answer.split(/\s+/).length;
  // The language whose words the answer holds: English for a meaning read in English.
  const language =
    f.questionType === 'multiple_choice' && f.knowledgeType === 'translation' ? 'english' : f.targetLanguage;
  if (rankedLanguages.includes(language) && words.length && cell.n % 7 === 0)
    cell.ranks.push(Math.max(...words.map((w) => Math.min(60000, frequencyRank(language, w)))));
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const n = (x: number | undefined) => (x ? x.toLocaleString('en') : '—');
const langs = [...practiceLanguages];
console.log(
  `${target} bank: ${n(total)} questions, generated in ${seconds} s (Node ${process.versions.node}, ICU ${process.versions.icu}, CLDR ${process.versions.cldr})\n`,
);
console.log(`| kind: question type / knowledge type | ${langs.join(' | ')} |`);
console.log(`|---|${langs.map(() => '---:').join('|')}|`);
for (const [kind, row] of [...kinds].sort())
  console.log(`| ${kind} | ${langs.map((l) => n(row.get(l))).join(' | ')} |`);
const sums = langs.map((l) => levels.get(l)?.reduce((a, b) => a + b.n, 0));
console.log(`| **total** | ${sums.map((s) => `**${n(s)}**`).join(' | ')} |\n`);
const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
console.log('Per level: questions / median rank of the rarest answer word / typed share / answer words\n');
console.log(`| level | ${langs.join(' | ')} |`);
console.log(`|---|${langs.map(() => '---').join('|')}|`);
for (let level = 1; level <= 10; level++)
  console.log(
    `| ${level} | ${langs
      .map((l) => {
        if (level > maxLevel(l)) return `(max ${maxLevel(l)})`;
        const c = levels.get(l)?.[level];
        if (!c?.n) return '—';
        const r = median(c.ranks);
        return `${n(c.n)} / ${Number.isNaN(r) ? '·' : r >= 60000 ? 'rare' : n(r)} / ${Math.round((100 * c.typed) / c.n)} % / ${(c.words / c.n).toFixed(1)}`;
      })
      .join(' | ')} |`,
  );
