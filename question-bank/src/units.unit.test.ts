import { describe, expect, it } from '@jest/globals';
import type { Draft } from './common';
import { formatMeasure, ownName, unitDrafts } from './units';

const drafts: Draft[] = [...unitDrafts('seed', ['dutch', 'dzongkha', 'english', 'french', 'portuguese', 'sango'])];
const find = (question: string) => drafts.find((d) => d.question === question);
const icu = (locale: string, unit: string, n: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n).replace(/[\u00a0\u202f]/g, ' ');

describe('measures from CLDR in ICU', () => {
  it('answers with what Intl.NumberFormat gives (no-break spaces made plain, to be typed)', () => {
    expect(find('Which is “2 meters” in Dutch?')?.correct).toBe(icu('nl', 'meter', 2));
    expect(find('Which is “2 meters” in Dutch?')?.correct).toBe('2 meter');
    expect(find('Type the French for “2 meters”: ___')?.correct).toBe('2 mètres');
    expect(formatMeasure('pt', 'kilometer', 1.5)).toBe(icu('pt', 'kilometer', 1.5));
    for (const d of drafts) expect(d.correct).not.toMatch(/[\u00a0\u202f]/);
  });

  it('keeps only a language’s own unit names: Dzongkha’s units of time, nothing for Sango', () => {
    expect(ownName('dz', 'day')).toBe(true);
    expect(ownName('dz', 'kilometer')).toBe(false);
    expect(drafts.filter((d) => d.language === 'dzongkha').every((d) => /time/.test(d.category))).toBe(true);
    expect(drafts.some((d) => d.language === 'sango')).toBe(false);
  });

  it('offers a wrong plural form that CLDR gives for another number, never the right one', () => {
    const choice = drafts.find((d) => d.language === 'portuguese' && d.category.includes('plural form') && d.wrong);
    expect(choice).toBeDefined();
    for (const d of drafts.filter((x) => x.wrong && x.wrong.length === 3))
      expect(new Set([d.correct, ...d.wrong!]).size).toBe(4);
    const half = find('Which is “1.5 kilometers” in Portuguese?');
    if (half?.category.includes('plural form')) expect(half.wrong).toContain('1,5 quilômetros');
    expect(half?.correct).toBe('1,5 quilômetro');
  });

  // Strict reading of 28 Nov: Dzongkha “ཉིན་ཞག་ ༠.༥” (0.5 days) is a CLDR plural-test value; a class says half a day.
  it('measures time in whole units only, and other kinds still in decimals', () => {
    const time = drafts.filter((d) => d.category.includes('time'));
    expect(time.length).toBeGreaterThan(0);
    expect(time.filter((d) => /\d[.,]\d/.test(d.fullQuestion)).map((d) => d.fullQuestion)).toEqual([]);
    expect(drafts.some((d) => d.fullQuestion.includes('0.5 kilometers'))).toBe(true);
  });
});
