/**
 * `npx tsx question-bank/src/audit.ts [--per 100] [--full] [--language french]`: a random sample of the
 * bank per language, printed as a reviewer reads it (question, choices with the right one marked, the
 * accepted spellings, level and source), for a linguist to read. The sample is drawn by a hash of the
 * ids, so the same bank gives the same sample.
 */
import { parseArgs } from 'node:util';
import { rank, type GeneratedQuestion } from './common';
import { generateBank } from './generate';

const { values } = parseArgs({
  options: {
    per: { type: 'string' },
    full: { type: 'boolean' },
    language: { type: 'string' },
    salt: { type: 'string' },
  },
});
const per = Number(values.per ?? 100);
const salt = values.salt ?? '';
// Keep the `per` questions of each language with the smallest hash: a uniform sample in one pass.
const samples = new Map<string, { key: number; q: GeneratedQuestion }[]>();
for (const q of generateBank({ target: values.full ? 'full' : 'seed' })) {
  const language = q.fields.targetLanguage;
  if (values.language && language !== values.language) continue;
  const list = samples.get(language) ?? samples.set(language, []).get(language)!;
  const key = rank(salt + q.id);
  if (list.length < per || key < list[list.length - 1].key) {
    list.push({ key, q });
    list.sort((a, b) => a.key - b.key);
    if (list.length > per) list.pop();
  }
}
for (const [language, list] of samples) {
  console.log(`\n=== ${language} (${list.length}) ===`);
  for (const { q } of list.sort((a, b) => a.q.fields.level - b.q.fields.level)) {
    const f = q.fields;
    const answers = f.answers
      .map(
        (a) =>
          `${a.isCorrect ? '✔' : '✘'} ${a.text}${a.variants?.length ? ` {also: ${a.variants.join(' / ')}}` : ''}${a.fragment ? ` [${a.fragment}]` : ''}`,
      )
      .join('   ');
    console.log(`L${f.level} ${f.questionType}/${f.knowledgeType} · ${f.category}\n   ${f.question}\n   ${answers}`);
  }
}
