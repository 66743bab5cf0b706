/**
 * Dates written out by CLDR's patterns in Node's ICU (Intl.DateTimeFormat), asked both ways: choose the
 * target language's rendering of an English date, and choose the English for a target-language date.
 * English itself has none (it would be read through another language). The wrong answers are the same
 * day and year in other months (with their own weekday in the full style): every choice has the same
 * digits, so only the words tell them apart (German and Dutch: other weekdays, transparentMonths). Dzongkha weekdays are CLDR's (Bhutan's own, concepts.ts);
 * Sango has the long style only, since its weekday names are not taught.
 * Level: the long style 2, the full style (with the weekday) 4, producing rather than reading +1,
 * and the month name's frequency band (0–5) counting 0.4.
 */
import type { BankTarget, Draft } from './common';
import { languageNames, locales, rank } from './common';
import { citations } from './citations';
import { frequencyBand, frequencyRank, rankedLanguages } from './lexicon';
import { givenAway, likeness } from './likeness';
import { sangoMonth } from './concepts';

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * Month names where CLDR's are not the ones taught: Dzongkha's each with its final tsheg (CLDR writes ཟླ་དྲུག་པ
 * without it, the other months with it), Sango's as the cited lexicon spells them (concepts.ts `sangoMonth`).
 */
const englishMonth = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
const monthName: Record<string, (cldr: string, date: Date) => string> = {
  dz: (m) => m.replace(/([^་])$/, '$1་'),
  sg: (m, date) => sangoMonth(englishMonth.format(date)) ?? m,
};

export function formatDate(locale: string, style: 'long' | 'full', day: number): string {
  const key = `${locale}|${style}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })));
  const date = new Date(day * 86_400_000);
  const month = monthName[locale];
  if (!month) return f.format(date).normalize('NFC');
  return f
    .formatToParts(date)
    .map((p) => (p.type === 'month' ? month(p.value, date) : p.value))
    .join('')
    .normalize('NFC');
}

/** The date written out with another weekday's name in place of its own (a wrong option: no such date). */
function withWeekday(locale: string, day: number, other: number): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(other * 86_400_000),
  );
  const parts = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).formatToParts(
    new Date(day * 86_400_000),
  );
  return parts
    .map((p) => (p.type === 'weekday' ? name : p.value))
    .join('')
    .normalize('NFC');
}

/**
 * German and Dutch month names are read from their spelling (Oktober, oktober for October): no other
 * month looks as like it, so a question that changes the month asks nothing (issue 37). These keep the
 * month, the transparent part, in every option and change the weekday to the three others that look
 * most like it; the long style, which has no weekday, is not asked, nor a weekday its spelling gives away.
 */
const transparentMonths = new Set(['german', 'dutch']);

function weekdayOptions(locale: string, day: number): [wrong: string[], english: string[]] | undefined {
  const weekday = (l: string, d: number) =>
    new Intl.DateTimeFormat(l, { weekday: 'long', timeZone: 'UTC' }).format(new Date(d * 86_400_000));
  const others = [1, 2, 3, 4, 5, 6]
    .map((k) => day + k)
    .sort(
      (a, b) => likeness(weekday(locale, b), weekday(locale, day)) - likeness(weekday(locale, a), weekday(locale, day)),
    )
    .slice(0, 3);
  if (
    givenAway(
      weekday('en', day),
      weekday(locale, day),
      others.map((d) => weekday(locale, d)),
    )
  )
    return undefined;
  return [others.map((d) => withWeekday(locale, day, d)), others.map((d) => withWeekday('en', day, d))];
}

const dayOf = (y: number, m: number, d: number) => Date.UTC(y, m, d) / 86_400_000;
const styleLevel = { long: 2, full: 4 } as const;

const monthNames = new Map<string, string[]>();
/** The locale's twelve month names (format form, as the dates write them). */
function monthsOf(locale: string): string[] {
  let names = monthNames.get(locale);
  if (!names) {
    const f = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    names = [...Array(12).keys()].map((m) => f.format(new Date(Date.UTC(2025, m, 15))));
    monthNames.set(locale, names);
  }
  return names;
}

/**
 * The same day of the month and year in three other months (months that have that day), those whose
 * names look most like the right month's in the language (december: november, september, oktober), so
 * that the month name itself is what is asked.
 */
function otherMonths(day: number, locale: string): number[] {
  const date = new Date(day * 86_400_000);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  const names = monthsOf(locale);
  const months = [...Array(12).keys()]
    .filter((x) => x !== m && new Date(Date.UTC(y, x, d)).getUTCDate() === d)
    .sort(
      (a, b) =>
        likeness(names[b], names[m]) - likeness(names[a], names[m]) || rank(`${day}|${a}`) - rank(`${day}|${b}`),
    );
  return months.slice(0, 3).map((x) => dayOf(y, x, d));
}

/**
 * Which days of 2025 are asked: dates drill month and weekday names, so a few days suffice, and dates
 * stay at most 5 % of a bank. Every 8th day in the seed and every 2nd in the full bank; Dzongkha and
 * Sango, whose banks are small, every 53rd and 29th in the seed and every 6th and 29th in the full
 * bank. Each step leaves a remainder modulo 7, so the weekdays turn; the seed's months come every one in
 * the full bank and seven of twelve in Dzongkha's seed (its names, not its dates, teach the rest).
 */
const steps: Record<string, [seed: number, full: number]> = { dzongkha: [53, 6], sango: [29, 29] };
const dayStep = (target: BankTarget, language: string) => (steps[language] ?? [8, 2])[target === 'seed' ? 0 : 1];

export function* dateDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  const first = dayOf(2025, 0, 1);
  const last = dayOf(2025, 11, 31);
  for (const language of languages) {
    if (language === 'english') continue;
    const locale = locales[language];
    const name = languageNames[language];
    const styles = language === 'sango' ? (['long'] as const) : (['long', 'full'] as const);
    for (let day = first; day <= last; day += dayStep(target, language)) {
      const others = otherMonths(day, locale);
      const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
        new Date(day * 86_400_000),
      );
      const band = rankedLanguages.includes(language) ? frequencyBand(frequencyRank(language, month)) : 1;
      for (const style of styles) {
        const mine = formatDate(locale, style, day);
        const english = formatDate('en', style, day);
        if (mine === english) continue;
        let wrong = others.map((d) => formatDate(locale, style, d));
        let wrongEnglish = others.map((d) => formatDate('en', style, d));
        if (transparentMonths.has(language)) {
          const options = style === 'full' ? weekdayOptions(locale, day) : undefined;
          if (!options) continue;
          [wrong, wrongEnglish] = options;
        }
        const shared = { language, category: `date (${style})`, citation: citations.cldrIcu };
        const raw = styleLevel[style] + band * 0.4;
        yield {
          ...shared,
          level: Math.round(raw + 1),
          question: `Which is “${english}” in ${name}?`,
          fullQuestion: `English: ${english} — ${name}: ${mine}`,
          correct: mine,
          wrong,
          questionType: 'translation',
          knowledgeType: 'translation',
        };
        yield {
          ...shared,
          level: Math.round(raw),
          question: `What date is the ${name} “${mine}”?`,
          fullQuestion: `${name}: ${mine} — English: ${english}`,
          correct: english,
          wrong: wrongEnglish,
          questionType: 'multiple_choice',
          knowledgeType: 'translation',
        };
      }
    }
  }
}
