/**
 * Relative times from CLDR in Node's ICU (Intl.RelativeTimeFormat): “gisteren”, “over 3 weken”, “há 21
 * dias”, “ཉིནམ་ ༣ ཧེ་མ་”. Each phrase is asked three ways: choose it for the English (translation), choose
 * the English for it (reading), and type it (short phrases only). A locale's phrase that is only ICU's
 * fallback (English words, or root's “-3 d”) is not the language's own and is left out: Sango keeps
 * only yesterday, today and tomorrow, too few to choose from, so it has none. Difficulty features: a
 * word of its own (yesterday) before a number; numbers above 10 and above 31; the unit (days to years
 * everyday, hours and minutes next, seconds and quarters last); reading < choosing < typing; and
 * distractor closeness: other units and numbers far away, the same unit a number apart, the same
 * number in another unit, or the same time in the other direction (in 3 weeks / 3 weeks ago).
 */
import type { BankTarget, Draft } from './common';
import { languageNames, locales, pickDistinct, rank } from './common';
import { bestRank, frequencyBand, rankedLanguages } from './lexicon';
import { citations } from './citations';
import { plainSpaces } from './units';
import { corrected } from './errata';
import { spellers } from './numbers';

const units = ['day', 'week', 'month', 'year', 'hour', 'minute', 'second', 'quarter'] as const;
type Unit = (typeof units)[number];
const unitLevel: Record<Unit, number> = {
  day: 0,
  week: 0,
  month: 0,
  year: 0,
  hour: 1,
  minute: 1,
  second: 2,
  quarter: 2,
};

interface Phrase {
  unit: Unit;
  value: number;
  /** A word of its own (yesterday, vorige week) rather than a number. */
  word: boolean;
}
const keyOf = (p: Phrase) => `${p.unit}|${p.value}|${p.word ? 'w' : 'n'}`;

const formats = new Map<string, Intl.RelativeTimeFormat>();
function format(locale: string, p: Phrase): string {
  const key = `${locale}|${p.word}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric: p.word ? 'auto' : 'always' })));
  return corrected(locale, plainSpaces(f.format(p.value, p.unit)));
}

type Phrases = Map<string, { phrase: Phrase; text: string }>;
const phraseCache = new Map<string, Phrases>();

/** The phrases of a locale: every value in ±1…`max` for each unit, and the words for −2…2. */
export function relativePhrases(locale: string, max: number): Phrases {
  const cached = phraseCache.get(`${locale}|${max}`);
  if (cached) return cached;
  const all: Phrase[] = [];
  for (const unit of units) {
    for (const value of [-2, -1, 0, 1, 2]) all.push({ unit, value, word: true });
    // A number of quarters (“9 quarters ago”, “há 9 trimestres”) is company reporting, not what people say
    // (strict reading of 28 Nov): quarters are asked only as words (last quarter, vorig kwartaal).
    if (unit === 'quarter') continue;
    for (let n = 1; n <= max; n++) all.push({ unit, value: n, word: false }, { unit, value: -n, word: false });
  }
  const byText = new Map<string, Phrase[]>();
  for (const p of all) {
    const text = format(locale, p);
    // A word phrase that is only the number phrase again (“over 1 uur”) is the number phrase.
    if (p.word && text === format(locale, { ...p, word: false })) continue;
    // ICU's fallback (root's “-3 d”, English “last week”) is not the language's own phrase.
    if (locale !== 'en' && (fallback(locale, text) || text === format('en', p))) continue;
    byText.set(text, [...(byText.get(text) ?? []), p]);
  }
  const out: Phrases = new Map();
  // A text with two meanings would make two answers right: such texts are not asked.
  for (const [text, phrases] of byText)
    if (phrases.length === 1) out.set(keyOf(phrases[0]), { phrase: phrases[0], text });
  phraseCache.set(`${locale}|${max}`, out);
  return out;
}

/**
 * The wrong answers keep the number (their digits match the question's, so only the words decide): the
 * same time in other units, in the other direction (in 3 weeks / 3 weeks ago), or both.
 */
const closeness: [name: string, level: number, near: (p: Phrase) => Phrase[]][] = [
  ['another unit', 1, (p) => units.filter((u) => u !== p.unit).map((unit) => ({ ...p, unit }))],
  [
    'the other direction',
    2,
    // With a same-direction phrase of another unit among them, so no marker (“in”) is on every wrong option
    // and off the key (strict reading 2026-11-29d du19: “12 seconden geleden” among three “in …”).
    // “today” has no other direction: yesterday and tomorrow stand for it, not only “this week, this month”.
    (p) => [
      ...(p.value === 0
        ? [
            { ...p, value: -1 },
            { ...p, value: 1 },
          ]
        : [{ ...p, value: -p.value }]),
      ...units
        .filter((u) => u !== p.unit)
        .flatMap((unit) => [
          { ...p, unit },
          { ...p, unit, value: -p.value },
        ]),
    ],
  ],
];

/** A phrase only ICU's fallback writes (root's “-10 Q”, a Latin abbreviation in Dzongkha) is not the language's own. */
const fallback = (locale: string, text: string) =>
  /[+\-−]\s*[\d༠-༩]/.test(text) || (locale === 'dz' && /[A-Za-z]/.test(text));

export function* relativeTimeDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  const max = target === 'seed' ? 12 : 100;
  const english = relativePhrases('en', max);
  for (const language of languages) {
    if (language === 'english') continue; // English would be read through another language
    const mine = relativePhrases(locales[language], max);
    if (mine.size < 4) continue; // nothing to choose from (Sango)
    for (const [key, { phrase, text }] of mine) {
      const theirs = english;
      const source = theirs.get(key)?.text;
      if (!source || source === text) continue;
      const [how, closeLevel, near] = closeness[rank(`${language}|${key}`) % closeness.length];
      const options = (phrases: Phrases, right: string) =>
        pickDistinct(
          right,
          near(phrase)
            .filter((p) => p.value !== 0 || p.word)
            .map((p) => phrases.get(keyOf(p))?.text ?? ''),
        );
      const raw =
        (phrase.word ? 1 : 2) +
        (rankedLanguages.includes(language) ? frequencyBand(bestRank(language, text.split(' '))) * 0.4 : 1) +
        (Math.abs(phrase.value) > 10 ? 1 : 0) +
        (Math.abs(phrase.value) > 31 ? 1 : 0) +
        unitLevel[phrase.unit] +
        closeLevel;
      const shared = { language, category: `relative time (${how})`, citation: citations.cldrIcu };
      yield {
        ...shared,
        level: Math.min(7, raw + 1),
        question: `Which is “${source}” in ${languageNames[language]}?`,
        fullQuestion: `English: ${source} — ${languageNames[language]}: ${text}`,
        correct: text,
        wrong: options(mine, text),
        questionType: 'translation',
        knowledgeType: 'translation',
      };
      yield {
        ...shared,
        level: Math.min(7, raw),
        question: `What does the ${languageNames[language]} “${text}” mean?`,
        fullQuestion: `${languageNames[language]}: ${text} — English: ${source}`,
        correct: source,
        wrong: options(theirs, source),
        questionType: 'multiple_choice',
        knowledgeType: 'translation',
      };
      if (phrase.word || Math.abs(phrase.value) <= 10)
        yield {
          ...shared,
          category: 'relative time',
          // “4 seconds ago” is a template phrase: typed, it stays below the levels of the hardest grammar.
          level: Math.min(7, raw - closeLevel + 3),
          question: `Type the ${languageNames[language]} for “${source}”: ___`,
          fullQuestion: `English: ${source} — ${languageNames[language]}: ${text}`,
          correct: text,
          ...(typedVariants(language, phrase, text).length ? { variants: typedVariants(language, phrase, text) } : {}),
          questionType: 'fill_in_the_blank',
          knowledgeType: 'vocabulary',
        };
    }
  }
}

/**
 * The other ways a typed relative time is right: its number in words, and Portuguese “3 dias atrás” beside “há
 * 3 dias” (both standard in Brazil: Cunha & Cintra, Nova Gramática, on haver in expressions of time; Houaiss,
 * atrás: “três dias atrás”).
 */
function typedVariants(language: string, phrase: Phrase, text: string): string[] {
  const said = [text, ...spelledOut(language, phrase, text)];
  const behind = language === 'portuguese' && !phrase.word ? said.map((t) => t.replace(/^há (.+)$/u, '$1 atrás')) : [];
  return [...said.slice(1), ...behind.filter((t) => !said.includes(t))];
}

/**
 * The units whose noun is feminine (“una hora”, “une heure”, “vor einer Stunde”, “uma hora”, “duas horas”):
 * French and German as Lefff and german-pos-dict give heure, semaine, minute, seconde and Stunde, Woche, Minute,
 * Sekunde (held by relative-time.unit.test.ts); Spanish hora, semana and Portuguese hora, semana by the RAE's and
 * Priberam's dictionaries.
 */
export const feminineUnits: Record<string, Unit[]> = {
  spanish: ['hour', 'week'],
  french: ['hour', 'week', 'minute', 'second'],
  german: ['hour', 'week', 'minute', 'second'],
  portuguese: ['hour', 'week'],
};
const one: Record<string, [masculine: string, feminine: string]> = {
  spanish: ['un', 'una'],
  french: ['un', 'une'],
  // Both “vor” and “in” take the dative: vor einem Tag, in einer Stunde.
  german: ['einem', 'einer'],
  dutch: ['een', 'een'],
  portuguese: ['um', 'uma'],
};

/**
 * A relative time with its number in words, as a teacher accepts it typed (issue 37: “hace una hora” for “hace 1
 * hora”): one to ten, “one” agreeing with the unit, Portuguese “duas” before a feminine unit; n2words' words.
 */
export function spelledOut(language: string, phrase: Phrase, text: string): string[] {
  const n = Math.abs(phrase.value);
  if (phrase.word || n < 1 || n > 10 || !one[language] || !spellers[language]) return [];
  const feminine = feminineUnits[language]?.includes(phrase.unit) ?? false;
  const word =
    n === 1
      ? one[language][feminine ? 1 : 0]
      : n === 2 && language === 'portuguese' && feminine
        ? 'duas'
        : spellers[language].toCardinal(n);
  const said = text.replace(new RegExp(`(?<![\\d.,])${n}(?![\\d.,])`, 'u'), word);
  return said === text ? [] : [said];
}
