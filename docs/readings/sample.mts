// The sample of a strict reading (29 Nov 2026 (b) and (c)): 25 seed questions per language, stratified by
// question type × level (strata in random order, one random question from each in turn), mulberry32.
// Run from the repository root: npx tsx docs/readings/sample.mts <seed> [languages, comma-separated]
import { generateBank, bankVersion } from '../../question-bank/src/index.ts';

const seed = Number(process.argv[2] ?? Date.now());
function mulberry32(a: number) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(seed >>> 0);
const pick = <T,>(list: T[]) => list.splice(Math.floor(rnd() * list.length), 1)[0];
const languages = (process.argv[3] ?? 'spanish,portuguese,sango,dzongkha').split(',');
const bank = [...generateBank({ target: 'seed', languages })];
console.log(`seed ${seed} · bankVersion ${bankVersion} · ${bank.length} questions`);
for (const language of languages) {
  const strata = new Map<string, typeof bank>();
  for (const q of bank.filter((x) => x.fields.targetLanguage === language)) {
    const key = `${q.fields.questionType} L${q.fields.level}`;
    strata.set(key, [...(strata.get(key) ?? []), q]);
  }
  const order = [...strata.keys()].sort();
  const shuffled: string[] = [];
  while (order.length) shuffled.push(pick(order));
  console.log(
    `\n## ${language}: ${[...strata.values()].reduce((n, l) => n + l.length, 0)} questions, ${shuffled.length} strata`,
  );
  const drawn: typeof bank = [];
  while (drawn.length < 25 && shuffled.some((k) => strata.get(k)!.length)) {
    for (const k of shuffled) if (drawn.length < 25 && strata.get(k)!.length) drawn.push(pick(strata.get(k)!));
  }
  drawn.sort((a, b) => a.fields.level - b.fields.level || a.fields.questionType.localeCompare(b.fields.questionType));
  for (const q of drawn) {
    const f = q.fields;
    console.log(`- ${q.id} L${f.level} ${f.questionType}/ · ${f.category}`);
    console.log(`  Q: ${f.question}`);
    if (f.fullQuestion && f.fullQuestion !== f.question) console.log(`  FQ: ${f.fullQuestion}`);
    console.log(
      `  A: ${f.answers.map((a) => (a.isCorrect ? '✔ ' : '✘ ') + a.text + (a.variants?.length ? ` {also: ${a.variants.join(' / ')}}` : '')).join('   ')}`,
    );
  }
}
