import { frames } from './src/sentences/index';
import { sentenceQuestions, shapes } from './src/sentences/questions';
const langs = ['english','french','german','spanish','dutch','portuguese'] as const;
let seed = Number(process.argv[2] ?? 37);
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
for (const l of langs) {
  const all = [...frames(l)];
  let got = 0;
  while (got < 5) {
    const f = all[Math.floor(rnd() * all.length)];
    const order = [...shapes].sort(() => rnd() - 0.5);
    for (const sh of order) {
      const q = sentenceQuestions(l, f, sh).next();
      if (!q.done) { got++; const v = q.value; console.log(`[${l}/${v.shape}] ${v.question}\n   ✔ ${v.correct}${v.wrong ? `\n   ✘ ${v.wrong.join(' | ')}` : ''}${v.variants?.length ? `\n   also(${v.variants.length}): ${v.variants.slice(0, 20).join(' | ')}` : ''}`); break; }
    }
  }
}
