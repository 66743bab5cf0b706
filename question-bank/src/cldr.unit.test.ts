/** The CLDR sources against Intl (Node's ICU) and the numbers against n2words and the dictionaries. */
import { describe, expect, it } from '@jest/globals';
import * as frenchWords from 'n2words/fr-FR';
import type { Draft } from './common';
import { dzongkhaMonth, weekdayName } from './concepts';
import { corrupt } from './errata';
import { dateDrafts, formatDate } from './dates';
import { spelling } from './lexicon';
import { nameDrafts } from './names';
import { numberDrafts, otherSpellings } from './numbers';
import { acceptedForms, matchesAnswer } from '@lebe/domain';

const find = (drafts: Iterable<Draft>, question: string) => [...drafts].find((d) => d.question === question);
const day = Date.UTC(2025, 4, 9) / 86_400_000;

describe('dates and names from CLDR', () => {
  it('answers with the date Intl.DateTimeFormat writes, the wrong ones the same day in other months', () => {
    const english = formatDate('en', 'long', day);
    const french = find(dateDrafts('seed', ['french']), `Which is “${english}” in French?`);
    expect(french?.correct).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(day * 86_400_000),
    );
    for (const w of french!.wrong!) expect(w.replace(/\D/g, '')).toBe(french!.correct.replace(/\D/g, ''));
  });

  it('leaves Sango weekdays out (CLDR and the lexicons disagree by a day)', () => {
    expect(weekdayName('sg', 1)).toBeUndefined();
    const sango = [...dateDrafts('seed', ['sango']), ...nameDrafts('seed', ['sango'])];
    expect(sango.some((d) => /Bikua|Bïkua|Lâpôsö|Lâyenga/.test(d.correct + d.question))).toBe(false);
  });

  it('asks no string CLDR carries broken (“$”, “--”, two scripts in a word) and not Sango’s Ênnde for Italian', () => {
    expect(corrupt('dol$ara ttî äLetäa-Ôko tî Amerîka')).toBe(true);
    expect(corrupt('Ködörögbïä--Ôko')).toBe(true);
    expect(corrupt('abcཀཁ')).toBe(true);
    expect(corrupt('Sên-Vensäan na âGrenadîni')).toBe(false);
    expect(corrupt('Tongaanse paʻanga')).toBe(false);
    const drafts = [...nameDrafts('seed', ['sango', 'dzongkha', 'dutch', 'french', 'german', 'portuguese', 'spanish'])];
    expect(drafts.filter((d) => corrupt(d.correct) || d.wrong?.some(corrupt))).toEqual([]);
    // CLDR's Sango gives the Italian language Ênnde, its own name for India (region IN); Italy is Italùii.
    expect(new Intl.DisplayNames(['sg'], { type: 'language' }).of('it')).toBe('Ênnde');
    expect(new Intl.DisplayNames(['sg'], { type: 'region' }).of('IN')).toBe('Ênnde');
    const sango = drafts.filter((d) => d.language === 'sango');
    expect(sango.some((d) => d.fullQuestion.includes('Italian') && d.fullQuestion.includes('Ênnde'))).toBe(false);
    expect(sango.some((d) => d.fullQuestion.includes('India') && d.fullQuestion.includes('Ênnde'))).toBe(true);
  });

  it('writes Dzongkha months with one སྤྱི་ and their final tsheg, as the dates do', () => {
    expect(dzongkhaMonth('སྤྱི་སྤྱི་ཟླ་བཞི་པ')).toBe('སྤྱི་ཟླ་བཞི་པ་');
    const names = [...nameDrafts('seed', ['dzongkha'])];
    expect(names.some((d) => d.correct.includes('སྤྱི་སྤྱི་'))).toBe(false);
  });

  it('answers a name with what Intl.DisplayNames gives, and asks no name that carries digits or commas', () => {
    const germany = find(nameDrafts('seed', ['french']), 'Which country or region is “Germany” in French?');
    expect(germany?.correct).toBe(new Intl.DisplayNames(['fr'], { type: 'region' }).of('DE'));
    const all = [...nameDrafts('seed', ['dutch', 'sango', 'french'])];
    expect(all.some((d) => /\d|,/.test(d.correct))).toBe(false);
  });
});

describe('numbers: n2words against the spelling dictionaries', () => {
  const numbers = [...numberDrafts('full', ['french', 'english', 'spanish', 'portuguese'])];

  const accepts = (d: Draft | undefined, typed: string, language: string) =>
    matchesAnswer(typed, acceptedForms({ text: d!.correct, variants: d!.variants }), language);

  it('accepts American English without “and” beside the British key', () => {
    const typed = find(numbers, 'Type 371 in English words: ___');
    expect(typed?.correct).toBe('three hundred and seventy-one');
    expect(accepts(typed, 'three hundred seventy-one', 'english')).toBe(true);
    expect(accepts(typed, 'three hundred seventy one', 'english')).toBe(false);
  });

  // The Rectifications de l’orthographe (Journal officiel, 6 Dec 1990), rule 1 and its examples: every part of
  // a compound number joined by hyphens (vingt-quatre, quatre-vingt-neuf, cent-deux, deux-cents,
  // sept-cent-mille-trois-cent-vingt-et-un).
  it('accepts the 1990 French spelling, hyphens everywhere, beside the traditional key', () => {
    const reform: [number, string][] = [
      [24, 'vingt-quatre'],
      [89, 'quatre-vingt-neuf'],
      [102, 'cent-deux'],
      [200, 'deux-cents'],
      [321, 'trois-cent-vingt-et-un'],
      [700, 'sept-cents'],
    ];
    for (const [n, words] of reform) expect(otherSpellings('french', n)).toContain(words);
    const typed = find(numbers, 'Type 371 in French words: ___');
    expect(typed?.correct).toBe('trois cent soixante et onze');
    expect(accepts(typed, 'trois-cent-soixante-et-onze', 'french')).toBe(true);
  });

  it('offers other whole thousands, not 5,999, for a whole thousand, and asks them low', () => {
    const choice = find(numbers, 'How do you write 6,000 in Spanish words?');
    expect(choice?.wrong).toEqual(['siete mil', 'cinco mil', 'ocho mil']);
    const typed = numbers.filter((d) => /^Type \d,000 in/.test(d.question));
    expect(typed.length).toBeGreaterThan(0);
    for (const d of typed) expect(d.level).toBeLessThanOrEqual(5);
  });

  it('answers with n2words’ words', () => {
    expect(find(numbers, 'How do you write 71 in French words?')?.correct).toBe(frenchWords.toCardinal(71));
  });

  it('keeps Brazilian Portuguese only: n2words’ European dezasseis is not asked, dezesseis-free numbers are', () => {
    const portuguese = numbers.filter((d) => d.language === 'portuguese');
    expect(portuguese.some((d) => /dezasseis|dezassete|dezanove/.test(d.correct))).toBe(false);
    const dictionary = spelling('portuguese');
    for (const d of portuguese)
      for (const w of d.correct.split(/[\s-]+/)) if (/\p{L}/u.test(w)) expect(dictionary.has(w)).toBe(true);
  });

  it('finds every English, French and Spanish number word in its dictionary (0 disagreements)', () => {
    for (const language of ['english', 'french', 'spanish']) {
      const dictionary = spelling(language);
      const unknown = new Set<string>();
      for (const d of numbers.filter((x) => x.language === language && x.questionType !== 'translation'))
        for (const w of d.correct.split(/[\s-]+/)) if (!dictionary.has(w)) unknown.add(w);
      expect([language, [...unknown]]).toEqual([language, []]);
    }
  });
});
