/**
 * `npx tsx question-bank/src/check-bank.ts [--seed] [--language dutch …]`: runs the mechanical checks (checks.ts) over the
 * whole full bank (or the seed), streaming, and prints per language the size, the composition (sentence,
 * word, phrase, drill), the mean level, the teacher's measures per language (measures.ts: look-alikes,
 * dates, unconfirmed emoji names, vulgar words, corrupt strings, currencies and verb tables by level,
 * different sentences, repeated prompts), the glossary's coverage of the sentences' words per language
 * (glossary-coverage.ts) and the defects found with examples. Exits 1 on any defect, a seed measure out of its
 * bound (`measureFailures`), a short glossary, or a whole seed outside 40,000–100,000 questions (a useful first start).
 * The tests run the same checks on a few languages' banks (generate.unit.test.ts); this is where the whole bank is
 * checked.
 */
import { parseArgs } from 'node:util';
import { defects } from './checks';
import { generateBank } from './generate';
import { kindOf } from './composition';
import { measureFailures, measures, measuresTable } from './measures';
import { glossaryCoverage, minimumCoverage } from './glossary-coverage';

const { values } = parseArgs({
  options: { seed: { type: 'boolean' }, language: { type: 'string', multiple: true } },
});
const target = values.seed ? 'seed' : 'full';
const started = performance.now();
const rows = new Map<string, Record<string, number>>();
const found = new Map<string, string[]>();
let total = 0;
const measured = measures();
const glossed = glossaryCoverage();
// One language's bank is the same alone as within the whole bank (a level is the item's own).
for (const q of generateBank({ target, languages: values.language })) {
  total++;
  measured.add(q);
  glossed.add(q);
  const f = q.fields;
  const row = rows.get(f.targetLanguage) ?? rows.set(f.targetLanguage, { total: 0, levels: 0 }).get(f.targetLanguage)!;
  row.total++;
  row.levels += f.level;
  const kind = kindOf(f);
  row[kind] = (row[kind] ?? 0) + 1;
  for (const d of defects(q)) {
    const list = found.get(d) ?? found.set(d, []).get(d)!;
    list.push(
      `${f.targetLanguage}: ${f.question} → ${f.answers.map((a) => (a.isCorrect ? `[${a.text}]` : a.text)).join(' | ')}`,
    );
  }
}
console.log(
  `${target} bank: ${total.toLocaleString('en')} questions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  '| language | questions | sentence | word | phrase | drill | mean level |\n|---|---:|---:|---:|---:|---:|---:|',
);
const pct = (n = 0, of: number) => `${((100 * n) / of).toFixed(1)} %`;
for (const [language, r] of [...rows].sort())
  console.log(
    `| ${language} | ${r.total.toLocaleString('en')} | ${pct(r.sentence, r.total)} | ${pct(r.word, r.total)} | ${pct(r.phrase, r.total)} | ${pct(r.drill, r.total)} | ${(r.levels / r.total).toFixed(2)} |`,
  );
console.log(`\nThe teacher's measures (measures.ts), ${target} bank:\n\n${measuresTable(measured.rows())}\n`);
console.log(
  `The glossary (words you can tap), share of the sentences' words it knows, ${target} bank:\n\n${glossed.table()}\n`,
);
for (const language of glossed.short())
  console.log(
    `SHORT glossary ${language}: ${(100 * glossed.share(language)).toFixed(1)} % < ${100 * minimumCoverage} %`,
  );
if (glossed.short().length) process.exitCode = 1;
// The bounds are the seed's (what a first start serves); the full bank's measures are printed above.
const failures = target === 'seed' ? measureFailures(measured.rows()) : [];
if (target === 'seed' && !values.language && (total < 40_000 || total > 100_000))
  failures.push(`the seed holds ${total} questions, not 40,000–100,000`);
for (const failure of failures) console.log(`FAILED measure ${failure}`);
if (failures.length) process.exitCode = 1;
for (const [d, list] of found) console.log(`DEFECT ${d}: ${list.length}\n  ${list.slice(0, 10).join('\n  ')}`);
if (found.size) process.exitCode = 1;
