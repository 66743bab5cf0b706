/**
 * German and Dutch date questions ask something the spelling does not give away (issue 37): their month
 * names are read as the English (Oktober, oktober), so every option keeps the month and the options differ
 * in the weekday, none of which looks like the English clearly more than the others (likeness.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { dateDrafts } from './dates';
import { givenAway } from './likeness';

const months = (locale: string) =>
  [...Array(12).keys()].map((m) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, m, 15))),
  );
const words = (text: string) => text.split(/[\s,.]+/).filter((w) => /\p{L}/u.test(w));

describe('German and Dutch dates', () => {
  for (const [language, locale] of [
    ['german', 'de'],
    ['dutch', 'nl'],
  ] as const) {
    const drafts = [...dateDrafts('seed', [language])];
    it(`${language}: asks full dates whose options share the month and differ in a weekday not given away`, () => {
      expect(drafts.length).toBeGreaterThan(20);
      const names = months(locale);
      const english = months('en');
      for (const d of drafts) {
        const month = words(d.correct).find((w) => names.includes(w) || english.includes(w))!;
        expect([d.question, d.wrong!.length, d.wrong!.every((w) => words(w).includes(month))]).toEqual([
          d.question,
          3,
          true,
        ]);
        if (!d.question.startsWith('Which')) continue;
        const given = /“(.*)”/.exec(d.question)![1];
        const [weekday, ...wrongDays] = [d.correct, ...d.wrong!].map((t) => words(t)[0]);
        expect([d.question, givenAway(words(given)[0], weekday, wrongDays)]).toEqual([d.question, false]);
        expect(new Set([d.correct, ...d.wrong!]).size).toBe(4);
      }
    });
  }

  it('still asks French dates by the month, with months that look like the right one', () => {
    const french = [...dateDrafts('seed', ['french'])].find((d) => d.question.startsWith('Which'))!;
    expect(new Set(french.wrong!.map((w) => words(w).find((x) => months('fr').includes(x)))).size).toBe(3);
  });
});
