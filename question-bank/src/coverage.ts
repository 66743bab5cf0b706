/**
 * `npx tsx question-bank/src/coverage.ts [--seed]`: the coverage tables of docs/question-bank.md,
 * counted from a real generation of the bank (the same stream the import writes to the log).
 */
import { maxLevel, practiceLanguages } from '@lebe/domain';
import { generateBank } from './generate';

const target = process.argv.includes('--seed') ? 'seed' : 'full';
const kinds = new Map<string, Map<string, number>>();
const levels = new Map<string, number[]>();
const started = performance.now();
let total = 0;
for (const { fields: f } of generateBank({ target })) {
  total++;
  const kind = `${f.questionType} / ${f.knowledgeType}`;
  if (!kinds.has(kind)) kinds.set(kind, new Map());
  const row = kinds.get(kind)!;
  row.set(f.targetLanguage, (row.get(f.targetLanguage) ?? 0) + 1);
  if (!levels.has(f.targetLanguage)) levels.set(f.targetLanguage, Array(11).fill(0));
  levels.get(f.targetLanguage)![f.level]++;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const n = (x: number | undefined) => (x ? x.toLocaleString('en') : '—');
const langs = [...practiceLanguages];
console.log(
  `${target} bank: ${n(total)} questions, generated in ${seconds} s (Node ${process.versions.node}, ICU ${process.versions.icu}, CLDR ${process.versions.cldr})\n`,
);
console.log(`| question type / knowledge type | ${langs.join(' | ')} |`);
console.log(`|---|${langs.map(() => '---:').join('|')}|`);
for (const [kind, row] of [...kinds].sort())
  console.log(`| ${kind} | ${langs.map((l) => n(row.get(l))).join(' | ')} |`);
const sums = langs.map((l) => levels.get(l)?.reduce((a, b) => a + b, 0));
console.log(`| **total** | ${sums.map((s) => `**${n(s)}**`).join(' | ')} |\n`);
console.log(`| level | ${langs.join(' | ')} |`);
console.log(`|---|${langs.map(() => '---:').join('|')}|`);
for (let level = 1; level <= 10; level++)
  console.log(
    `| ${level} | ${langs.map((l) => (level > maxLevel(l) ? '(max ' + maxLevel(l) + ')' : n(levels.get(l)?.[level]))).join(' | ')} |`,
  );
