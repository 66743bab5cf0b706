/**
 * Daniel D. Weston's Sango–English lexicon (data/lexicon.ts, Apache License 2.0): its rows in the
 * official orthography, with an English gloss confirmed by both of its English columns, and the 1,000
 * commonest everyday words the bank teaches (no names, no religious or mythical terms, no alternative
 * spellings, no affixes).
 */
import { frequencyBand, frequencyRank } from '../lexicon';
import { holdsVulgar } from '../vulgar';
import { lexiconCsv } from './weston-lexicon/lexicon';

export interface SangoEntry {
  /** The official orthography: tones marked, ɛ and ɔ written e and o (the lexicon's Heightless column, cased). */
  spelling: string;
  heightless: string;
  pos: string;
  feature: string;
  category: string;
  /** 1 = most common … 9 = rare. */
  frequency: number;
  translation: string;
  definition: string;
}

const cells = (line: string) => [...line.matchAll(/"([^"]*)"|(-?\d+)/g)].map((m) => m[1] ?? m[2]);

/** The orthography a Sango reader writes: the lexicon marks open ɛ and ɔ, which the official spelling does not. */
export const official = (lemma: string) =>
  lemma.replace(/ɛ/g, 'e').replace(/ɔ/g, 'o').replace(/Ɛ/g, 'E').replace(/Ɔ/g, 'O').normalize('NFC');

let rows: SangoEntry[] | undefined;
/** Every row of the lexicon but the author's copyright row. */
export function sangoLexicon(): SangoEntry[] {
  rows ??= lexiconCsv
    .split('\n')
    .filter((line) => line.startsWith('"'))
    .slice(1) // the header
    .map(cells)
    .filter((row) => row[2]) // the author's copyright row is the only one without a lemma
    .map((row) => {
      const [, heightless, lemma, , pos, feature, category, frequency, translation, definition] = row;
      return {
        spelling: official(lemma),
        heightless,
        // A verbal noun (VerbForm=Vnoun: këngö, rejection) is taught as the noun it is.
        pos: feature.includes('VerbForm=Vnoun') ? 'NOUN' : pos,
        feature,
        category: category.trim(),
        frequency: Number(frequency),
        translation,
        definition,
      };
    });
  return rows;
}

/** The definition without its notes ([lit: …], [Fr: …], [plural]). */
const plainDefinition = (definition: string) =>
  definition
    .replace(/\[[^\]]*\]:?/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const filler = new Set([
  'to',
  'a',
  'an',
  'the',
  'be',
  'of',
  'one',
  'oneself',
  'up',
  'out',
  'in',
  'on',
  'with',
  'for',
  'at',
]);
/** The content words of an English text. */
export const contentWords = (text: string) =>
  (text.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => !filler.has(w));

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? []);

/**
 * The English shown for a row: the first sense of its definition, one to three words of it (“hear,
 * listen”), kept only where the short translation column says the same (each word of its first
 * alternative stands in the definition): the two English columns agree.
 */
export function glossOf(e: SangoEntry): string | undefined {
  const sense = plainDefinition(e.definition).split(';')[0];
  // An affix (“inter-”, “-ology”) is no English word; a hyphen inside a phrase (“be-saved”) is the lexicon's space.
  const items = sense
    .split(',')
    .map((s) => s.replace(/\(.*?\)/g, '').trim())
    .filter((s) => s && !/^-|-$/.test(s))
    .map((s) => s.replace(/(\p{L})-(\p{L})/gu, '$1 $2'));
  if (!items.length) return undefined;
  const first = e.translation.split('-or-')[0].split('-');
  const defined = wordsOf(plainDefinition(e.definition));
  if (!first.every((w) => defined.has(w.toLowerCase()))) return undefined;
  let gloss = items[0];
  for (const item of items.slice(1)) if (`${gloss}, ${item}`.length <= 24) gloss += `, ${item}`;
  if (!/^[a-z][a-z' ,-]*$/.test(gloss)) return undefined; // a name, a note or a symbol: not an everyday gloss
  return e.pos === 'VERB' && !/^(be|must|can|may|should) /.test(`${gloss} `) ? `to ${gloss}` : gloss;
}

/** Kinds of row that are not everyday words: names, faith and myth, other spellings of a word. */
const notEveryday = new Set(['COUNTRY', 'ALT SP FOR', 'ALT WORD FOR', 'GOD', 'MYTH', '']);
const taughtKinds = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

export interface SangoWord extends SangoEntry {
  gloss: string;
  /** The level it is read at (1–5): see `wordLevel`. */
  level: number;
}

/**
 * A word's level: its frequency class, raised by one for each word a compound adds to its head (the lexicon
 * gives a compound its head's class: mû-lêgë-na, “give road to”, to authorize, is class 1 as mû, to give, is)
 * and by one where its English is a rare word (beyond the 6,000 commonest of the English list), at most 5.
 */
export function wordLevel(e: SangoEntry, gloss: string): number {
  const parts = e.spelling.split('-').length;
  const english = contentWords(gloss.split(',')[0]);
  const rare = english.some((w) => frequencyBand(frequencyRank('english', w)) >= 4);
  return Math.min(5, e.frequency + parts - 1 + (rare ? 1 : 0));
}

let everyday: SangoWord[] | undefined;
/**
 * How common a word's English is: the rank of the rarest content word of its gloss's first sense in the bank's
 * English word list (OpenSubtitles), so that inside one of the lexicon's frequency classes an umbrella, a candle or
 * a spider comes before water drumming or a waterbuck.
 */
const englishRank = (gloss: string) =>
  Math.max(0, ...contentWords(gloss.split(',')[0]).map((w) => frequencyRank('english', w)));

/**
 * The 1,000 commonest everyday words: nouns, verbs, adjectives and adverbs by the lexicon's frequency
 * class, inside a class by how common their English is (the 1,000 cut through class 4: its 343 words taken
 * alphabetically let in bakûtu, water drumming, before an umbrella), then alphabetically; one row per
 * spelling and gloss.
 */
export function everydayWords(count = 1000): SangoWord[] {
  if (!everyday) {
    const seen = new Set<string>();
    const out: SangoWord[] = [];
    const ordered = sangoLexicon()
      .filter((e) => taughtKinds.has(e.pos) && !notEveryday.has(e.category) && e.frequency <= 6)
      .filter((e) => !/^-|-$|⸚/.test(e.spelling) && !/^[A-Z]/.test(e.spelling))
      .sort((a, b) => a.frequency - b.frequency || (a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0));
    for (const e of ordered) {
      const gloss = glossOf(e);
      // No word about sex or a vulgar one in a course for every age (vulgar.ts checks the English).
      if (!gloss || seen.has(`${e.spelling}|${gloss}`) || /\bsex/.test(gloss) || holdsVulgar('english', gloss))
        continue;
      seen.add(`${e.spelling}|${gloss}`);
      out.push({ ...e, gloss, level: wordLevel(e, gloss) });
    }
    const rank = new Map(out.map((w) => [w, englishRank(w.gloss)]));
    // A stable sort: alphabetical where the class and the English rank are the same.
    everyday = out.sort((a, b) => a.frequency - b.frequency || rank.get(a)! - rank.get(b)!);
  }
  return everyday.slice(0, count);
}

/** Every spelling of the lexicon (each taught word is checked against it), with its rows. */
let bySpelling: Map<string, SangoEntry[]> | undefined;
export function spellings(): Map<string, SangoEntry[]> {
  if (!bySpelling) {
    bySpelling = new Map();
    for (const e of sangoLexicon()) bySpelling.set(e.spelling, [...(bySpelling.get(e.spelling) ?? []), e]);
  }
  return bySpelling;
}
