/**
 * Numbers: written out in words by n2words (Dutch, English, French, German, Portuguese, Spanish) and
 * written in Tibetan digits by CLDR/ICU for Dzongkha. Sango has no number words in CLDR or npm and
 * writes Latin digits, so it has none. The range is 0–999, whole thousands up to 9,000 and ordinals
 * to 100: beyond that n2words' output is not reliable in every language (Spanish “veintiuno mil”).
 * Difficulty features: the size of the number (units, teens, tens, hundreds, thousands), French
 * 70–99 (counted in twenties), ordinals, the kind of question (digits from words is easiest, typing
 * the words hardest) and distractor closeness (neighbouring numbers from 21 up).
 */
import * as nl from 'n2words/nl-NL';
import * as en from 'n2words/en-GB';
import * as us from 'n2words/en-US';
import * as fr from 'n2words/fr-FR';
import * as de from 'n2words/de-DE';
import * as pt from 'n2words/pt-PT';
import * as es from 'n2words/es-ES';
import type { BankTarget, Draft } from './common';
import { languageNames, pickDistinct } from './common';
import { citations } from './citations';
import { spelledRight } from './lexicon';

export const spellers: Record<string, { toCardinal(n: number): string; toOrdinal(n: number): string }> = {
  dutch: nl,
  english: en,
  french: fr,
  german: de,
  portuguese: pt,
  spanish: es,
};

export const numbers = (target: BankTarget) => {
  const list: number[] = [];
  for (let n = 0; n < 1000; n++) if (target === 'full' || n <= 100 || n % 7 === 0) list.push(n);
  for (let n = 1000; n <= 9000; n += 1000) list.push(n);
  return list;
};

/**
 * Other ways a number is rightly written: American English drops the “and” (three hundred seventy-one), and
 * French may follow the 1990 spelling reform, which joins every part with hyphens (trois-cent-soixante-et-onze), and
 * German says hundert and tausend without their ein (hundertzweiundachtzig).
 */
export function otherSpellings(language: string, n: number): string[] {
  if (language === 'english') return [us.toCardinal(n)];
  if (language === 'french') return [fr.toCardinal(n, { withHyphenSeparator: true })];
  // German hundert and tausend with or without their ein (Duden: hundert, einhundert; the plainer the more usual).
  const german = language === 'german' ? /^ein(hundert|tausend)(.*)$/u.exec(String(de.toCardinal(n))) : null;
  if (german) return [`${german[1]}${german[2]}`];
  return [];
}

/** A whole thousand (six thousand, achttausend) is a unit and a word: as easy as the teens. */
/**
 * Numbers are A1–A2 matter (Council of Europe, CEFR Companion Volume 2020, “numbers, quantities, cost and time” at
 * A1): even typed with quatre-vingt they stay below levels 9 and 10, which hold a language's hardest grammar.
 */
export const topNumberLevel = 8;

function sizeLevel(language: string, n: number): number {
  const base = n <= 10 ? 1 : n <= 20 || n % 1000 === 0 ? 2 : n < 100 ? 3 : 5;
  return base + (language === 'french' && n % 100 >= 70 ? 1 : 0);
}

const english = new Intl.NumberFormat('en');
/** 1st, 2nd, 3rd, 11th: the suffix by CLDR's English ordinal plural rules (Intl.PluralRules). */
const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });
const suffixes: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };
const englishOrdinal = (n: number) => `${english.format(n)}${suffixes[ordinalRules.select(n)] ?? 'th'}`;
/** Numbers to confuse with n: its neighbours; other whole thousands for a whole thousand (not 5,999 for 6,000). */
const near = (n: number, close: boolean) =>
  (n >= 1000 && n % 1000 === 0
    ? [n + 1000, n - 1000, n + 2000, n - 2000, n + 3000]
    : close
      ? [n + 1, n - 1, n + 10, n - 10, n + 2]
      : [n + 7, n + 13, n - 5, n + 31, n + 3]
  ).filter((x) => x > 0 || (x === 0 && n < 1000));

const europeanTeens: Record<string, string> = { dezasseis: 'dezesseis', dezassete: 'dezessete', dezanove: 'dezenove' };
const brazilian = (language: string, words: string) =>
  language === 'portuguese' ? words.replace(/deza(sseis|ssete|nove)/g, (w) => europeanTeens[w]) : words;

function* spelled(language: string, target: BankTarget): Generator<Draft> {
  const speller = spellers[language];
  const name = languageNames[language];
  const shared = { language, citation: citations.n2words };
  // n2words writes Portuguese in the European spelling (dezasseis); the bank's Portuguese is Brazilian
  // (CLDR's pt), so the three teens that differ take their Brazilian spelling, and a number whose words
  // the Brazilian dictionary does not know is left out. Spanish likewise: n2words writes “dieciseis”,
  // which the dictionary (and the RAE) spell dieciséis, so those numbers are left out. English, French,
  // German and Dutch number words are checked in the tests (no disagreement in English and French;
  // German and Dutch write numbers as compounds no dictionary lists).
  const known = (text: string) => (language !== 'portuguese' && language !== 'spanish') || spelledRight(language, text);
  for (const n of numbers(target)) {
    const words = brazilian(language, speller.toCardinal(n));
    if (!known(words)) continue;
    const level = sizeLevel(language, n);
    const close = n > 20;
    const digits = english.format(n);
    const category = 'number';
    yield {
      ...shared,
      category,
      level: level + (close ? 1 : 0),
      question: `How do you write ${digits} in ${name} words?`,
      fullQuestion: `${digits} = ${words}`,
      correct: words,
      wrong: pickDistinct(
        words,
        near(n, close).map((x) => speller.toCardinal(x)),
      ),
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
    };
    yield {
      ...shared,
      category,
      level: level - 1 + (close ? 1 : 0),
      question: `Which number is the ${name} “${words}”?`,
      fullQuestion: `${words} = ${digits}`,
      correct: digits,
      wrong: pickDistinct(
        digits,
        near(n, close).map((x) => english.format(x)),
      ),
      questionType: 'translation',
      knowledgeType: 'translation',
    };
    yield {
      ...shared,
      category,
      level: Math.min(level + 3, topNumberLevel),
      question: `Type ${digits} in ${name} words: ___`,
      fullQuestion: `${digits} = ${words}`,
      correct: words,
      variants: otherSpellings(language, n).filter((v) => v !== words),
      questionType: 'fill_in_the_blank',
      knowledgeType: 'vocabulary',
    };
  }
  for (let n = 1; n <= 100; n++) {
    if (target === 'seed' && n > 31) break;
    const words = brazilian(language, speller.toOrdinal(n));
    if (!known(words)) continue;
    const level = 2 + sizeLevel(language, n);
    yield {
      ...shared,
      category: 'ordinal number',
      level,
      question: `Which ${name} word is the ordinal “${english.format(n)}.” (as in 1st, 2nd, 3rd)?`,
      fullQuestion: `${n}. = ${words}`,
      correct: words,
      wrong: pickDistinct(words, [
        speller.toCardinal(n),
        ...near(n, n > 20)
          .filter((x) => x > 0)
          .map((x) => speller.toOrdinal(x)),
      ]),
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
    };
    yield {
      ...shared,
      category: 'ordinal number',
      level: Math.min(level + 3, topNumberLevel),
      // In words, as the cardinal's prompt says: a figure (7th, 13e) is the ordinal too, and not what is asked.
      question: `Type the ordinal ${englishOrdinal(n)} in ${name} words: ___`,
      fullQuestion: `${n}. = ${words}`,
      correct: words,
      questionType: 'fill_in_the_blank',
      knowledgeType: 'vocabulary',
    };
  }
}

export function* numberDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  for (const language of languages) {
    if (spellers[language]) yield* spelled(language, target);
  }
}
