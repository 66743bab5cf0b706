/**
 * Particles: the articles a noun takes, from the noun genders of german-pos-dict (German der/die/das)
 * and Lefff (French le/la, un/une), plus German plurals as vocabulary. Difficulty features: everyday
 * nouns (those CLDR's emoji keywords use) first; nouns whose ending gives the gender away (-ung, -heit,
 * -chen; -tion, -ette, -ment) easier than the rest; length (long compounds); typing harder than choosing.
 * Nominalised adjectives and participles (der/die Erblindete) are left out: their gender depends on
 * who is meant, so the question would have two right answers.
 */
import type { BankTarget, Draft } from './common';
import * as frenchNumber from 'n2words/fr-FR';
import { citations } from './citations';
import { frenchNounGenders, frenchVerbs, germanNouns } from './data';
import { frequencyBand, frequencyRank, spelling } from './lexicon';

const germanArticles = { M: 'der', F: 'die', N: 'das' } as const;
const germanRule = /(ung|heit|keit|schaft|chen|lein|ion|tät|ismus|ment|um)$/;
const ambiguousGerman = /(nde|ndere|ete|tete|ene|ere|ste|te|ige|iche|che)$/;

function* german(target: BankTarget): Generator<Draft> {
  const shared = { language: 'german', citation: citations.germanNouns };
  for (const [noun, entry] of Object.entries(germanNouns())) {
    const gender = entry.G;
    if (!gender || !/^\p{Lu}\p{Ll}+$/u.test(noun) || (ambiguousGerman.test(noun) && !germanRule.test(noun))) continue;
    if (gender === 'N' && noun.endsWith('en')) continue; // nominalised infinitives (das Laufen) flood the list
    const rank = frequencyRank('german', noun);
    if (rank > (target === 'seed' ? 3000 : 12000)) continue;
    const article = germanArticles[gender];
    const raw = 1 + frequencyBand(rank) * 0.8 + (germanRule.test(noun) ? 0 : 1);
    yield {
      ...shared,
      level: raw,
      question: `Which definite article does the German noun “${noun}” take (nominative singular)?`,
      fullQuestion: `${article} ${noun}`,
      correct: article,
      wrong: ['der', 'die', 'das', 'den'].filter((a) => a !== article).slice(0, 3),
      questionType: 'multiple_choice',
      knowledgeType: 'particles',
      category: 'definite article',
    };
    yield {
      ...shared,
      level: raw + 1,
      question: `Fill in the definite article (nominative singular): ___ ${noun}`,
      fullQuestion: `${article} ${noun}`,
      correct: article,
      questionType: 'fill_in_the_blank',
      knowledgeType: 'particles',
      category: 'definite article',
    };
    // A diminutive in -chen or -lein keeps its form in the plural (Duden: das Fräulein, die Fräulein; the
    // data's “Fräuleins” is colloquial), so there is no plural to ask.
    const plural = /(chen|lein)$/.test(noun) ? noun : entry.NOM?.PLU;
    if (plural && plural !== noun)
      yield {
        ...shared,
        // An umlaut in the plural (Baum → Bäume) cannot be guessed from the singular.
        level: raw + 2 + (plural.slice(0, noun.length - 1) === noun.slice(0, -1) ? 0 : 1),
        question: `Type the plural of “${article} ${noun}”: die ___`,
        fullQuestion: `${article} ${noun} → die ${plural}`,
        correct: plural,
        questionType: 'fill_in_the_blank',
        knowledgeType: 'vocabulary',
        category: 'plural',
      };
  }
}

const frenchRule = /(tion|sion|ette|ure|ence|ance|té|ment|age|isme|eau|oir)$/;

/**
 * Lefff lists participles and adjectives used as nouns (un venu, un profond): a word that is a past
 * participle, or whose other-gender form is a word too (ami/amie, profond/profonde: the gender follows
 * who is meant), is not asked, since its article is not the noun's alone. Checked with the French dictionary.
 */
/** Number words are nouns only as digits' names (un sept): not a gender to learn. */
const numberWords = new Set(Array.from({ length: 101 }, (_, n) => frenchNumber.toCardinal(n)));

/**
 * Adjectives whose feminine is not the word + e (Grevisse, Le Bon Usage § 533: beau, bel, belle; nouveau, nouvel,
 * nouvelle; fou, fol, folle; mou, mol, molle; vieux, vieil, vieille; jumeau, jumelle), Lefff's nouns only as
 * nominalised adjectives: their article follows who is meant (strict readings 29d fr2, 29e fr4: beau, belle).
 */
const irregularFeminines = new Set(
  [
    'beau bel belle',
    'nouveau nouvel nouvelle',
    'fou fol folle',
    'mou mol molle',
    'vieux vieil vieille',
    'jumeau jumelle',
  ]
    .join(' ')
    .split(' '),
);

function frenchDoubtful(noun: string, participles: Set<string>): boolean {
  const dictionary = spelling('french');
  return (
    participles.has(noun) ||
    numberWords.has(noun) ||
    dictionary.has(`${noun}e`) ||
    (noun.endsWith('e') && dictionary.has(noun.slice(0, -1))) ||
    irregularFeminines.has(noun)
  );
}

function* french(target: BankTarget): Generator<Draft> {
  const participles = new Set(Object.values(frenchVerbs()).flatMap((t) => t.K ?? []));
  const shared = { language: 'french', citation: citations.lefffNouns, knowledgeType: 'particles' as const };
  for (const [noun, gender] of Object.entries(frenchNounGenders())) {
    if ((gender !== 'M' && gender !== 'F') || !/^\p{Ll}[\p{Ll}-]+$/u.test(noun)) continue;
    const rank = frequencyRank('french', noun);
    if (rank > (target === 'seed' ? 3000 : 12000) || frenchDoubtful(noun, participles)) continue;
    const raw = 1 + frequencyBand(rank) * 0.8 + (frenchRule.test(noun) ? 0 : 1);
    const indefinite = gender === 'M' ? 'un' : 'une';
    yield {
      ...shared,
      level: raw,
      question: `Which indefinite article goes with the French noun “${noun}”?`,
      fullQuestion: `${indefinite} ${noun}`,
      correct: indefinite,
      wrong: ['un', 'une', 'des', 'de'].filter((a) => a !== indefinite),
      questionType: 'multiple_choice',
      category: 'indefinite article',
    };
    // Before a vowel or h the definite article is l’ for both genders, which would not test the gender.
    if (/^[aeiouyhàâéèêëîïôöùûü]/.test(noun)) continue;
    const definite = gender === 'M' ? 'le' : 'la';
    yield {
      ...shared,
      level: raw + 1,
      question: `Fill in the definite article (singular): ___ ${noun}`,
      fullQuestion: `${definite} ${noun}`,
      correct: definite,
      questionType: 'fill_in_the_blank',
      category: 'definite article',
    };
  }
}

export function* particleDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  if (languages.includes('german')) yield* german(target);
  if (languages.includes('french')) yield* french(target);
}
