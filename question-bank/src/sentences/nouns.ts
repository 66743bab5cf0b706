/**
 * The nouns of the sentences: pictures whose CLDR emoji name is one plain word in all six sentence
 * languages (🍌 banana, banane, Banane, plátano, banaan, banana), grouped by theme. The words are
 * CLDR's; the plurals are German's from german-pos-dict and the others' by each language's rules,
 * kept only where the language's word list attests exactly the form made (a second spelling it also
 * attests, English “mangos” beside “mangoes”, is accepted as a variant).
 */
import { annotations, germanNouns } from '../data';
import { bestRank, frequencyRank } from '../lexicon';

/**
 * A form is made only where the language's word list attests it (the OpenSubtitles lists: real use,
 * and small enough to keep at hand); the tests check every word of every sentence against the
 * spelling dictionary besides.
 */
const attested = (language: SentenceLanguage, word: string) => frequencyRank(language, word) < Infinity;

export type Theme = 'produce' | 'food' | 'animals' | 'wildlife' | 'travel' | 'school' | 'home' | 'clothes' | 'people';
export const sentenceLanguages = ['english', 'french', 'german', 'spanish', 'dutch', 'portuguese'] as const;
export type SentenceLanguage = (typeof sentenceLanguages)[number];
const cldrLocale: Record<SentenceLanguage, string> = {
  english: 'en',
  french: 'fr',
  german: 'de',
  spanish: 'es',
  dutch: 'nl',
  portuguese: 'pt',
};

/** Pictures by theme. A picture missing a clean word in a language is left out of that language. */
const themes: Record<Theme, string> = {
  produce: '🍌🍐🍅🍋🥕🥒🧅🍓🍑🥭🍊🍉🍍🥑🍆🫒🍈',
  food: '🥚🍪🍔🧇🥐', // no 🥪: German and French write the English plural two ways (Sandwiches, sandwichs)
  animals: '🐕🐈🐎🐄🐦🐟🐇🦆🐔🐖🐐🐓', // pets and farm animals: one has, sells or wants them
  wildlife: '🐁🐘🐒🐸🐢🦋🐜🕷🦉', // one sees them
  travel: '🚆🚌🚕🚲✈🚢🚜🚁',
  school: '🖊✏📓📰📅',
  home: '🔑🥄🕯✉📦🔨🪞🧺🪣🧽🔋', // no 🧼: “soaps” is no plural one buys or counts
  clothes: '🧥👗',
  people: '👨👩👦👧',
};

export interface Noun {
  emoji: string;
  theme: Theme;
  singular: string;
  plural: string;
  /** Other plural spellings the dictionary accepts. */
  pluralVariants: string[];
  /** French M/F, German M/F/N where the data gives it. */
  gender?: 'M' | 'F' | 'N';
  /** The noun's frequency rank (the commoner of its singular and plural). */
  rank: number;
}

const irregularEnglish: Record<string, string> = {
  mouse: 'mice',
  fish: 'fish',
  sheep: 'sheep',
  knife: 'knives',
  man: 'men',
  woman: 'women',
};

function pluralCandidates(language: SentenceLanguage, w: string): string[] {
  const stripAccent = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0301]/g, '')
      .normalize('NFC');
  switch (language) {
    case 'english':
      if (irregularEnglish[w]) return [irregularEnglish[w]];
      if (/[^aeiou]y$/.test(w)) return [`${w.slice(0, -1)}ies`];
      if (/(s|x|z|ch|sh)$/.test(w)) return [`${w}es`];
      if (/o$/.test(w)) return [`${w}es`, `${w}s`];
      return [`${w}s`];
    case 'french':
      if (/[sxz]$/.test(w)) return [w];
      if (/(eau|eu)$/.test(w)) return [`${w}x`];
      if (/al$/.test(w)) return [`${w.slice(0, -2)}aux`];
      return [`${w}s`];
    case 'spanish':
      if (/[aeiouéó]$/.test(w)) return [`${w}s`];
      if (/z$/.test(w)) return [`${w.slice(0, -1)}ces`];
      // The written accent goes where the stress moves off it (limón → limones), stays where it does not (sándwich → sándwiches).
      return [/[áéíóú][^aeiouáéíóú]*$/.test(w) ? `${stripAccent(w)}es` : `${w}es`];
    case 'portuguese':
      // Loanwords (waffle, croissant) have no Portuguese plural rule: not asked.
      if (/[kwy]/.test(w) || /[^aeiouãõrzslm]$/.test(w)) return [];
      if (/ão$/.test(w)) return ['ões', 'ães', 'ãos'].map((e) => w.slice(0, -2) + e);
      if (/m$/.test(w)) return [`${w.slice(0, -1)}ns`];
      if (/[aeo]l$/.test(w)) return [`${w.slice(0, -1)}is`.replace(/el(?=is$)/, 'é').replace(/ol(?=is$)/, 'ó')];
      if (/[rzs]$/.test(w)) return [`${w}es`];
      return [`${w}s`];
    case 'dutch':
      return [dutchPlural(w)];
    default:
      return [];
  }
}

/**
 * Dutch plurals by the spelling rules: -s after an unstressed -el/-em/-en/-er/-je and after -e, -'s after
 * another vowel, else -en, a long vowel written single in the open syllable (banaan → bananen) and a
 * short one's consonant doubled (kat → katten). Irregular ones (ei → eieren) are listed.
 */
const dutchIrregular: Record<string, string> = {
  ei: 'eieren',
  koe: 'koeien',
  kind: 'kinderen',
  schip: 'schepen',
  stad: 'steden',
};
function dutchPlural(w: string): string {
  if (dutchIrregular[w]) return dutchIrregular[w];
  if (/ui$/.test(w)) return `${w}en`;
  if (/[aeiou].*[^aeiou]e[lmnr]$/.test(w) || /(je|e)$/.test(w)) return `${w}s`;
  if (/[aiouy]$/.test(w)) return `${w}'s`;
  const long = /^(|.*[^aeiou])(aa|ee|oo|uu)([^aeiou])$/.exec(w);
  if (long) return `${long[1]}${long[2][0]}${long[3]}en`.replace(/f(?=en$)/, 'v').replace(/(?<=[aeiou])s(?=en$)/, 'z');
  if (/(^|[^aeiou])[aeiou][bdfgklmnprst]$/.test(w)) return `${w}${w.slice(-1)}en`;
  return `${w}en`;
}

function plurals(language: SentenceLanguage, singular: string): string[] {
  if (language === 'german') {
    const plural = germanNouns()[singular]?.NOM?.PLU;
    return plural ? [plural] : [];
  }
  return [...new Set(pluralCandidates(language, singular))].filter((p) => attested(language, p));
}

/**
 * Where CLDR's name is not the word a teacher keys: German 🐇 is “Hase”, a hare (FreeDict deu-eng: Hase →
 * European hare; Kaninchen → domestic rabbit), so a rabbit is keyed Kaninchen and Hasen accepted (other-words.ts);
 * Portuguese 🐸 is “sapo”, a toad (FreeDict por-eng: sapo → toad, rã → frog; eng-por: frog → rã), so a frog is rã.
 */
const keyed: Partial<Record<SentenceLanguage, Record<string, string>>> = {
  german: { '🐇': 'Kaninchen' },
  portuguese: { '🐸': 'rã' },
};

const cache = new Map<string, Noun[]>();

/** The theme nouns of a language: CLDR's word, its plural and its gender where the data has them. */
export function nouns(language: SentenceLanguage, genders?: (word: string) => 'M' | 'F' | 'N' | undefined): Noun[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const table = annotations(cldrLocale[language]) ?? {};
  const out: Noun[] = [];
  for (const [theme, pictures] of Object.entries(themes) as [Theme, string][]) {
    for (const emoji of pictures.match(/\p{Extended_Pictographic}/gu) ?? []) {
      const name = keyed[language]?.[emoji] ?? (table[emoji] ?? table[`${emoji}\uFE0F`])?.tts?.[0]?.normalize('NFC');
      if (!name || !/^\p{L}+(-\p{L}+)?$/u.test(name) || !attested(language, name)) continue;
      const found = plurals(language, name);
      if (found.length === 0) continue;
      const ranked = found.sort((a, b) => bestRank(language, [a]) - bestRank(language, [b]));
      out.push({
        emoji,
        theme,
        singular: name,
        plural: ranked[0],
        pluralVariants: ranked.slice(1),
        gender: genders?.(name),
        rank: bestRank(language, [name, ...found]),
      });
    }
  }
  cache.set(language, out);
  return out;
}

export const cldrLocales = cldrLocale;
