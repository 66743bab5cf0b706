import { emojiDrafts } from './src/emoji';
import { annotations } from './src/data';
const ds = [...emojiDrafts('seed', ['english','french','german','spanish','dutch','portuguese'])];
const typed = ds.filter(d => d.questionType === 'fill_in_the_blank');
const byL: Record<string, string[]> = {};
for (const d of typed) (byL[d.language] ??= []).push(`${d.level}:${d.fullQuestion.replace(/^.*— \w+: /, '')}${d.variants?.length ? '{' + d.variants + '}' : ''}`);
for (const [l, xs] of Object.entries(byL)) console.log(l, xs.length, xs.filter(x => x.includes(' ') || x.includes('{')).slice(0, 80).join(', '));
const lv: Record<string, number> = {}; for (const d of ds) lv[d.level] = (lv[d.level] ?? 0) + 1; console.log(lv, ds.length);
