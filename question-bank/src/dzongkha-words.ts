/**
 * Everyday Dzongkha words that a Dzongkha source gives with their meaning, beyond the names: the words of
 * time and the answers yes and no. From Unicode CLDR's Dzongkha (in Node's ICU: the names of the date
 * fields, the two halves of the day, the days around today; and CLDR's posix yes/no strings, cldr-json
 * cldr-misc-full/main/dz/posix.json at commit b08a82b), checked against glibc's dz_BT locale by the
 * Dzongkha Development Commission (Debian `locales`) where it has the word too: year, day of the month,
 * hour, p.m., yes and no (dzongkha.unit.test.ts). glibc has no word for the others and writes minute and
 * a.m. without their stacked letters (སར་མ, ངས་ཆ for སྐར་མ, སྔ་ཆ), so CLDR alone stands for those. Not taken:
 * “second” (CLDR writes it with an a-chung, སྐར་ཆཱ་, that no learner types), “month” (CLDR spells it ཟླ་ཝ་ as a
 * date field and ཟླཝ་ as a unit, and glibc's is broken), today, yesterday, tomorrow (asked as relative times).
 */
import type { BankTarget, Draft } from './common';
import { rank } from './common';
import { citations } from './citations';

/** A word's final tsheg, as the months and the relative times write it (a learner may leave it off). */
const tsheg = (word: string) => word.replace(/([^་])$/, '$1་');

const field = (f: string) => new Intl.DisplayNames('dz', { type: 'dateTimeField' }).of(f)!;
const dayPeriod = (hour: number) =>
  new Intl.DateTimeFormat('dz', { hour: 'numeric', hour12: true, timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2025, 0, 1, hour)))
    .find((p) => p.type === 'dayPeriod')!.value;
const day = (n: number) => new Intl.RelativeTimeFormat('dz', { numeric: 'auto' }).format(n, 'day');

/** The words with their English, CLDR's spelling as ICU gives it. */
export function dzongkhaWords(): [english: string, dzongkha: string][] {
  return [
    ['year', field('year')],
    ['week', field('weekOfYear')],
    ['date (day of the month)', field('day')],
    ['hour', field('hour')],
    ['minute', field('minute')],
    ['a.m. (morning)', dayPeriod(9)],
    ['p.m. (afternoon)', dayPeriod(15)],
    ['the day before yesterday', day(-2)],
    ['the day after tomorrow', day(2)],
    ['yes', 'ཨིན་'],
    ['no', 'མེན་'],
  ].map(([english, dz]) => [english, tsheg(dz)]);
}

const citation = `${citations.cldrIcu}; yes and no: CLDR 47 posix strings (cldr-json, commit b08a82b)`;

/** Three other words of the list, in an order fixed by a hash. */
const others = (all: string[], right: string) =>
  all
    .filter((x) => x !== right)
    .sort((a, b) => rank(right + a) - rank(right + b))
    .slice(0, 3);

export function* dzongkhaWordDrafts(_target: BankTarget, languages: string[]): Generator<Draft> {
  if (!languages.includes('dzongkha')) return;
  const words = dzongkhaWords();
  const english = words.map(([en]) => en);
  const dzongkha = words.map(([, dz]) => dz);
  for (const [en, dz] of words) {
    const shared = { language: 'dzongkha', category: 'everyday word', citation };
    yield {
      ...shared,
      level: 2,
      question: `What does the Dzongkha “${dz}” mean?`,
      fullQuestion: `Dzongkha: ${dz} — English: ${en}`,
      correct: en,
      wrong: others(english, en),
      questionType: 'translation',
      knowledgeType: 'translation',
    };
    yield {
      ...shared,
      level: 2,
      question: `Which is the Dzongkha for “${en}”?`,
      fullQuestion: `English: ${en} — Dzongkha: ${dz}`,
      correct: dz,
      wrong: others(dzongkha, dz),
      questionType: 'multiple_choice',
      knowledgeType: 'vocabulary',
    };
    yield {
      ...shared,
      level: 4,
      question: `Type the Dzongkha for “${en}”: ___`,
      fullQuestion: `English: ${en} — Dzongkha: ${dz}`,
      correct: dz,
      questionType: 'fill_in_the_blank',
      knowledgeType: 'vocabulary',
    };
  }
}
