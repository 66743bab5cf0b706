/**
 * Spelling likeness: how much two words look alike to a learner who knows neither (Allemagne and
 * Germany do not; Argentine and Argentina do). A choice is “answerable by spelling alone” when the right
 * answer is the one choice that looks like the word asked about: the bank chooses wrong answers that
 * look like the right one, and does not make an item whose right answer still stands out.
 */

/**
 * A pure function of a string, remembered: lookAlikes compares every name of a pool with each right answer,
 * so the same strings are normalised again and again (the seed's generation spent a sixth of its time here).
 * Forgotten past 50,000 strings: the full bank's givenAway meets each sentence once.
 */
function remembered<T>(f: (s: string) => T): (s: string) => T {
  const seen = new Map<string, T>();
  return (s) => {
    let value = seen.get(s);
    if (value === undefined) {
      if (seen.size >= 50_000) seen.clear();
      seen.set(s, (value = f(s)));
    }
    return value;
  };
}

/** Lower case, no accents, letters only: what the eye compares. */
const plain = remembered((s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ''),
);
const codePoints = remembered((s: string) => [...s]);

// Read once: under Jest (a vm context) every read of the global Math is a slow lookup, here once a cell.
const { min } = Math;

/** Levenshtein distance in code points. */
export function distance(a: string, b: string): number {
  const [x, y] = [codePoints(a), codePoints(b)];
  let row = Int32Array.from({ length: y.length + 1 }, (_, j) => j);
  let next = new Int32Array(y.length + 1);
  for (let i = 0; i < x.length; i++) {
    next[0] = i + 1;
    for (let j = 0; j < y.length; j++) next[j + 1] = min(row[j + 1] + 1, next[j] + 1, row[j] + (x[i] === y[j] ? 0 : 1));
    [row, next] = [next, row];
  }
  return row[y.length];
}

/** 1 for the same spelling (accents and case aside), 0 for nothing in common. */
export function likeness(a: string, b: string): number {
  const [x, y] = [plain(a), plain(b)];
  const longest = Math.max(codePoints(x).length, codePoints(y).length);
  return longest ? 1 - distance(x, y) / longest : 0;
}

/** The letters two words share from their start (Canary, Canarische: 5). */
function sharedStart(a: string, b: string): number {
  const [x, y] = [codePoints(a), codePoints(b)];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

const wordsOf = remembered((s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= 4),
);

/**
 * How much two names look alike to the eye, word by word as well as whole: “Canarische Eilanden” and “Canary
 * Islands” differ as wholes but share a word's first five letters, which gives the key away among names that
 * share nothing (strict reading of 28 Nov). A shared start counts from four letters, over the shorter word.
 */
export function resemblance(a: string, b: string): number {
  let best = likeness(a, b);
  for (const x of wordsOf(a))
    for (const y of wordsOf(b)) {
      const start = sharedStart(x, y);
      const shorter = Math.min(codePoints(x).length, codePoints(y).length);
      best = Math.max(best, likeness(x, y), start >= 4 ? start / shorter : 0);
    }
  return best;
}

/** How far ahead of every wrong answer the right one must look like the prompt to give itself away. */
export const giveAwayMargin = 0.2;
/** How much the right answer must look like the prompt at all to give itself away. */
export const giveAwayFloor = 0.5;

/**
 * Whether the right answer is the one choice that looks like the word asked about (the prompt's term):
 * it looks like it (≥ 0.5) and clearly more than every wrong answer does (by 0.2 or more).
 */
export function givenAway(term: string, right: string, wrong: readonly string[]): boolean {
  const key = resemblance(term, right);
  if (key < giveAwayFloor) return false;
  return wrong.every((w) => key - resemblance(term, w) >= giveAwayMargin);
}

const everyWord = remembered((s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean),
);

/**
 * Whether `text` is `right` with words added (“iglesia celebrando boda” for “iglesia”, Guinée-Bissau for Guinée):
 * beside the key it says which option is the plain word asked for (strict reading of 29 Nov (c), sp3).
 */
export function holdsKey(text: string, right: string): boolean {
  const [words, key] = [everyWord(text), everyWord(right)];
  return words.length > key.length && key.length > 0 && key.every((w) => words.includes(w));
}

/**
 * Up to `count` wrong answers from `pool` that look like the right answer or like the prompt's term
 * (close spelling, then the same length class), in a fixed order: a look-alike key is then one among
 * look-alikes. Never the key with words added.
 */
export function lookAlikes(pool: Iterable<string>, right: string, term: string, count = 3): string[] {
  const length = [...right].length;
  const scored: { text: string; score: number }[] = [];
  for (const text of pool) {
    if (!text || text === right || holdsKey(text, right)) continue;
    const lengthClass = Math.abs([...text].length - length) / Math.max(length, 1);
    scored.push({ text, score: Math.max(resemblance(text, right), resemblance(text, term)) - 0.3 * lengthClass });
  }
  scored.sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : 1));
  return [...new Set(scored.map((s) => s.text))].slice(0, count);
}

/** The term a question asks about: its first quoted text (“Germany”), or undefined. */
export const termOf = (question: string) => /“([^”]+)”/.exec(question)?.[1];
