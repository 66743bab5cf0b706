/**
 * Measures with their units from CLDR in Node's ICU (Intl.NumberFormat, style unit, long names): “2
 * kilometer” (Dutch keeps the singular), “1,5 quilômetro” (Portuguese: 1.5 is still singular), “21
 * graus Celsius”. A locale's text is kept only where it is the language's own: not the English text
 * again and not ICU's abbreviation (“km”, which is all Dzongkha has but for units of time; Sango has
 * no unit names). Difficulty features: how everyday the unit is, the number (small whole numbers,
 * then up to 100, then decimals and thousands with their separators), reading < choosing < typing,
 * and distractor closeness: other kinds of unit, units of the same kind, or the same measure with the unit in the other plural form (“2 quilômetro”: CLDR's form for
 * another plural category, so wrong for this number).
 */
import type { BankTarget, Draft } from './common';
import { languageNames, locales, pickDistinct, rank } from './common';
import { citations } from './citations';
import { corrected } from './errata';
import { likeness } from './likeness';

/** Units by kind (the wrong answers are of the same kind) with how everyday each is (0–2). */
const kinds: Record<string, [unit: string, rarity: number][]> = {
  length: [
    ['meter', 0],
    ['kilometer', 0],
    ['centimeter', 1],
    ['millimeter', 1],
    ['inch', 1],
    ['foot', 1],
    ['mile', 1],
    ['yard', 2],
    ['mile-scandinavian', 2],
  ],
  mass: [
    ['gram', 0],
    ['kilogram', 0],
    ['pound', 1],
    ['ounce', 2],
    ['stone', 2],
  ],
  volume: [
    ['liter', 0],
    ['milliliter', 1],
    ['gallon', 2],
    ['fluid-ounce', 2],
  ],
  area: [
    ['hectare', 1],
    ['acre', 2],
  ],
  temperature: [
    ['celsius', 0],
    ['degree', 1],
    ['fahrenheit', 2],
  ],
  time: [
    ['day', 0],
    ['week', 0],
    ['month', 0],
    ['year', 0],
    ['hour', 0],
    ['minute', 0],
    ['second', 0],
    ['millisecond', 2],
    ['microsecond', 2],
    ['nanosecond', 2],
  ],
  data: [
    ['byte', 1],
    ['kilobyte', 1],
    ['megabyte', 1],
    ['gigabyte', 1],
    ['terabyte', 1],
    ['petabyte', 2],
    ['bit', 2],
    ['kilobit', 2],
    ['megabit', 2],
    ['gigabit', 2],
    ['terabit', 2],
  ],
  share: [['percent', 0]],
};
const unitList = Object.entries(kinds).flatMap(([kind, list]) =>
  list.map(([unit, rarity]) => ({ kind, unit, rarity })),
);

const seedNumbers = [1, 2, 3, 5, 10, 21, 0.5, 1.5, 100];
const fullNumbers = [
  ...Array.from({ length: 101 }, (_, i) => i),
  0.25,
  0.5,
  1.5,
  2.5,
  12.75,
  150,
  500,
  1000,
  2500,
  10000,
  1000000,
];
const numberLevel = (n: number) => (!Number.isInteger(n) || n >= 1000 ? 2 : n > 10 ? 1 : 0);

const formats = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, unit: string, display: 'long' | 'short' = 'long') {
  const key = `${locale}|${unit}|${display}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: display })));
  return f;
}
/** No-break spaces (French “2 mètres”) become plain ones: a learner could not type them. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').normalize('NFC');
export const formatMeasure = (locale: string, unit: string, n: number) =>
  corrected(locale, plainSpaces(formatter(locale, unit).format(n)));

/** The unit's words without the number: what tells a language's own name from ICU's abbreviation. */
const unitWords = (locale: string, unit: string, n: number, display: 'long' | 'short') =>
  formatter(locale, unit, display)
    .formatToParts(n)
    .filter((p) => p.type === 'unit')
    .map((p) => p.value)
    .join(' ');

/** Whether a locale has its own long name for the unit (not the abbreviation, not the English). */
export function ownName(locale: string, unit: string): boolean {
  const long = unitWords(locale, unit, 3, 'long');
  return long !== unitWords(locale, unit, 3, 'short') && (locale === 'en' || long !== unitWords('en', unit, 3, 'long'));
}

/** The measure with the unit words CLDR gives for number `m` (another plural form) around the number `n`. */
function otherPluralForm(locale: string, unit: string, n: number, m: number): string {
  const words = formatter(locale, unit)
    .formatToParts(m)
    .filter((p) => p.type === 'unit')
    .map((p) => p.value);
  let i = 0;
  const out = formatter(locale, unit)
    .formatToParts(n)
    .map((p) => (p.type === 'unit' ? (words[i++] ?? '') : p.value))
    .join('');
  return corrected(locale, plainSpaces(out));
}

// Other numbers of the same unit are no closeness at all: the digits give the answer away.
const closeness = ['other kinds', 'same kind', 'plural form'] as const;

export function* unitDrafts(target: BankTarget, languages: string[]): Generator<Draft> {
  const numbers = target === 'seed' ? seedNumbers : fullNumbers;
  for (const language of languages) {
    if (language === 'english') continue; // English would be read through another language
    const locale = locales[language];
    // The seed asks only the units a learner meets (rarity 0–1): no nanoseconds, gallons or stones.
    const units = unitList.filter((u) => ownName(locale, u.unit) && (target === 'full' || u.rarity < 2));
    if (units.length < 4) continue; // Sango: no unit names of its own
    for (const u of units) {
      for (const n of numbers) {
        // Time is told in whole units or in words (half a day, an hour and a half), never “0.5 days”.
        if (u.kind === 'time' && !Number.isInteger(n)) continue;
        const from = 'english';
        const text = formatMeasure(locale, u.unit, n);
        const source = formatMeasure(locales[from], u.unit, n);
        if (text === source) continue;
        const c = rank(`${language}|${u.unit}|${n}`) % closeness.length;
        const near = [1, 2, 5, 1.5, 21, 0.5].filter((m) => m !== n);
        // A unit with one form for every number (Dutch “3 meter”) has no plural to test: its units are asked instead.
        const twoForms = (l: string, unit: string) =>
          near.some((m) => otherPluralForm(l, unit, n, m) !== formatMeasure(l, unit, n));
        const how = closeness[c] === 'plural form' && !twoForms(locale, u.unit) ? 'same kind' : closeness[c];
        const options = (l: string, right: string, mode: (typeof closeness)[number] = how) => {
          const sameKind = units.filter((v) => v.kind === u.kind && v.unit !== u.unit);
          const otherKinds = units.filter((v) => v.kind !== u.kind);
          const candidates =
            mode === 'other kinds'
              ? otherKinds.map((v) => formatMeasure(l, v.unit, n))
              : mode === 'same kind'
                ? sameKind.map((v) => formatMeasure(l, v.unit, n))
                : [
                    ...near.map((m) => otherPluralForm(l, u.unit, n, m)),
                    // Then the unit of the same kind most like it in this language, in both its forms (1,5
                    // nanoseconden: milliseconden, milliseconde), so that no option is told by its unit alone.
                    ...[...sameKind]
                      .filter((v) => twoForms(l, v.unit))
                      .sort(
                        (a, b) =>
                          likeness(formatMeasure(l, b.unit, n), text) - likeness(formatMeasure(l, a.unit, n), text),
                      )
                      .flatMap((v) => [
                        formatMeasure(l, v.unit, n),
                        ...near.map((m) => otherPluralForm(l, v.unit, n, m)),
                      ]),
                    ...sameKind.map((v) => formatMeasure(l, v.unit, n)),
                  ];
          // Kinds and units in a fixed shuffled order, so that the wrong answers vary between questions.
          const ordered =
            mode === 'plural form' ? candidates : [...candidates].sort((a, b) => rank(a + right) - rank(b + right));
          return pickDistinct(right, ordered);
        };
        const raw = 1 + u.rarity + numberLevel(n) + c;
        const shared = { language, category: `measure (${u.kind}, ${how})`, citation: citations.cldrIcu };
        yield {
          ...shared,
          level: raw + 1,
          question: `Which is “${source}” in ${languageNames[language]}?`,
          fullQuestion: `${languageNames[from]}: ${source}`,
          correct: text,
          wrong: options(locale, text),
          questionType: 'translation',
          knowledgeType: 'translation',
        };
        yield {
          ...shared,
          level: raw,
          question: `What does the ${languageNames[language]} “${text}” mean?`,
          fullQuestion: `${languageNames[language]}: ${text}`,
          correct: source,
          // A wrong plural form in the language one reads would be a spelling test, not a reading one.
          wrong: options(locales[from], source, how === 'plural form' ? 'same kind' : how),
          questionType: 'multiple_choice',
          knowledgeType: 'translation',
        };
        if (Number.isInteger(n) && n <= 10)
          yield {
            ...shared,
            category: `measure (${u.kind})`,
            level: raw - c + 3,
            question: `Type the ${languageNames[language]} for “${source}”: ___`,
            fullQuestion: `${languageNames[from]}: ${source} — ${languageNames[language]}: ${text}`,
            correct: text,
            questionType: 'fill_in_the_blank',
            knowledgeType: 'vocabulary',
          };
      }
    }
  }
}
