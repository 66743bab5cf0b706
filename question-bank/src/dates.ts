/**
 * Dates written out in each language by CLDR's patterns in Node's ICU (Intl.DateTimeFormat): the only
 * sentence-like text CLDR gives for Dzongkha and Sango too. Each date is asked both ways — pick the
 * target language's rendering of an English date, and pick the English for a target-language date.
 * Difficulty features: the style (long; full adds the weekday), the direction (reading is easier than
 * producing) and distractor closeness (wrong dates months away, a week away, a day away, or the same
 * day in another year).
 */
import type { BankTarget, Draft } from './common';
import { languageNames, locales, rank } from './common';
import { citations } from './citations';

const formats = new Map<string, Intl.DateTimeFormat>();
export function formatDate(locale: string, style: 'long' | 'full', day: number): string {
  const key = `${locale}|${style}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })));
  return f.format(new Date(day * 86_400_000)).normalize('NFC');
}

const closeness: [name: string, level: number, shifts: number[]][] = [
  ['months apart', 0, [-61, 31, 92]],
  ['a week apart', 2, [-7, 7, 14]],
  ['a day apart', 3, [-1, 1, 2]],
  ['another year', 4, [-364, 365, 730]],
];
const styleLevel = { long: 2, full: 5 } as const;

const dayOf = (y: number, m: number, d: number) => Date.UTC(y, m, d) / 86_400_000;

export function* dateDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  const first = target === 'seed' ? dayOf(2025, 0, 1) : dayOf(2000, 0, 1);
  const last = target === 'seed' ? dayOf(2025, 11, 31) : dayOf(2029, 11, 31);
  const others = Object.keys(locales).filter((l) => l !== 'english');
  for (const language of languages) {
    for (let day = first; day <= last; day++) {
      for (const style of ['long', 'full'] as const) {
        const [how, closeLevel, shifts] = closeness[rank(`${language}|${style}|${day}`) % closeness.length];
        // English is practised from the other languages' dates; the others from English.
        const from = language === 'english' ? others[rank(`${day}|${style}`) % others.length] : 'english';
        const text = (l: string, d: number) => formatDate(locales[l], style, d);
        const mine = text(language, day);
        const theirs = text(from, day);
        if (mine === theirs) continue;
        const category = `date (${style}, ${how})`;
        yield {
          language,
          level: styleLevel[style] + closeLevel + 1,
          question: `Which is “${theirs}” in ${languageNames[language]}?`,
          fullQuestion: `${languageNames[from]}: ${theirs}`,
          correct: mine,
          wrong: shifts.map((s) => text(language, day + s)),
          questionType: 'translation',
          knowledgeType: 'translation',
          category,
          citation: citations.cldrIcu,
        };
        yield {
          language,
          level: styleLevel[style] + closeLevel,
          question: `What date is the ${languageNames[language]} “${mine}” in ${languageNames[from]}?`,
          fullQuestion: `${languageNames[language]}: ${mine}`,
          correct: theirs,
          wrong: shifts.map((s) => text(from, day + s)),
          questionType: 'multiple_choice',
          knowledgeType: 'translation',
          category,
          citation: citations.cldrIcu,
        };
      }
    }
  }
}
