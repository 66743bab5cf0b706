/**
 * The measured lexicon: word frequency ranks (OpenSubtitles word lists as @zxcvbn-ts ships them) and
 * the Hunspell spelling dictionaries of each language (as cspell ships them), loaded lazily and once.
 * A rank is the word's place in the list of the language (1 = commonest); a word the list does not
 * hold is “rare”. The dictionaries are the independent source every generated word is checked against.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeTrie } from 'cspell-trie-lib';

const require = createRequire(import.meta.url);

const frequencyPackages: Record<string, string> = {
  english: '@zxcvbn-ts/language-en',
  french: '@zxcvbn-ts/language-fr',
  german: '@zxcvbn-ts/language-de',
  spanish: '@zxcvbn-ts/language-es-es',
  dutch: '@zxcvbn-ts/language-nl-be',
  portuguese: '@zxcvbn-ts/language-pt-br',
};

/** Languages with a frequency list (Dzongkha and Sango have none). */
export const rankedLanguages = Object.keys(frequencyPackages);

const ranks = new Map<string, Map<string, number>>();
function rankTable(language: string): Map<string, number> {
  let table = ranks.get(language);
  if (!table) {
    table = new Map();
    const pkg = frequencyPackages[language];
    if (pkg) {
      const words = require(`${pkg}/src/commonWords.json`) as string[];
      words.forEach((w, i) => {
        const key = w.toLowerCase();
        if (!table!.has(key)) table!.set(key, i + 1);
      });
    }
    ranks.set(language, table);
  }
  return table;
}

/** The words of a language's frequency list, commonest first. */
export const frequentWords = (language: string) => [...rankTable(language).keys()];

/** The word's frequency rank in its language (1 = commonest), or Infinity when the list lacks it. */
export function frequencyRank(language: string, word: string): number {
  return (word && rankTable(language).get(word.toLowerCase())) || Infinity;
}

/** The best rank of any of the words (a verb is as common as its commonest form). */
export const bestRank = (language: string, words: Iterable<string>) => {
  let best = Infinity;
  for (const w of words) best = Math.min(best, frequencyRank(language, w));
  return best;
};

/**
 * Frequency band 0–5 of a rank: the first feature of every level. 0: the 500 commonest words,
 * 1: to 1,500, 2: to 3,000, 3: to 6,000, 4: to 12,000, 5: rarer or not in the list.
 */
export function frequencyBand(rank: number): number {
  return rank <= 500 ? 0 : rank <= 1500 ? 1 : rank <= 3000 ? 2 : rank <= 6000 ? 3 : rank <= 12000 ? 4 : 5;
}

const dictionaryFiles: Record<string, [pkg: string, file: string]> = {
  english: ['@cspell/dict-en_us', 'en_US.trie.gz'],
  french: ['@cspell/dict-fr-fr', 'fr-fr.trie.gz'],
  german: ['@cspell/dict-de-de', 'de_DE.trie.gz'],
  spanish: ['@cspell/dict-es-es', 'Spanish.trie.gz'],
  dutch: ['@cspell/dict-nl-nl', 'Dutch.trie.gz'],
  portuguese: ['@cspell/dict-pt-br', 'pt_BR.trie.gz'],
};

export interface SpellingDictionary {
  /** Exactly this spelling, accents and case included (“Brot”, not “brot”; “espío”, not “espio”). */
  has(word: string): boolean;
  words(): Iterable<string>;
}

const dictionaries = new Map<string, SpellingDictionary>();
export function spelling(language: string): SpellingDictionary {
  let d = dictionaries.get(language);
  if (!d) {
    const [pkg, file] = dictionaryFiles[language];
    const trie = decodeTrie(gunzipSync(readFileSync(join(dirname(require.resolve(`${pkg}/cspell-ext.json`)), file))));
    const cache = new Map<string, boolean>();
    d = {
      has: (word) => {
        let known = cache.get(word);
        if (known === undefined) cache.set(word, (known = trie.hasWord(word, true)));
        return known;
      },
      // Entries starting with “~” are cspell's accent- and case-free lookup copies, not words.
      words: () => [...trie.words()].filter((w) => !w.startsWith('~')),
    };
    dictionaries.set(language, d);
    // At most two decoded at once (see forgetSpelling): the oldest goes.
    if (dictionaries.size > 2) dictionaries.delete(dictionaries.keys().next().value!);
  }
  return d;
}

/**
 * Lets a dictionary go once a source is done with it: the six decoded dictionaries take about 750 MB
 * together, one at most 200 MB, and first start must stay light, so at most two are kept at a time.
 */
export function forgetSpelling(language?: string) {
  if (language) dictionaries.delete(language);
  else dictionaries.clear();
}

/** Every word of a text is spelt as the language's dictionary spells it (a word at the start may be capitalised). */
export function spelledRight(language: string, text: string): boolean {
  const dictionary = spelling(language);
  const words = text.split(/[\s.,!?;:¿¡]+/).filter(Boolean);
  return words.every((w, i) => {
    if (dictionary.has(w)) return true;
    const lower = w[0].toLowerCase() + w.slice(1);
    if (i === 0 && dictionary.has(lower)) return true;
    // Elided French words (j’ai, l’homme, n’achète) are checked part by part.
    if (language === 'french' && /['’]/.test(w))
      return w.split(/['’]/).every((part, j) => j === 0 || dictionary.has(part));
    return false;
  });
}
