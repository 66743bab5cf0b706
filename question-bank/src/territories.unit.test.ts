/**
 * Names a learner needs, at the levels where they need them (issue 37): no territory of fewer than
 * 300,000 people (CLDR territory information), no name CLDR spells the way the country or language no
 * longer does, no name above level 6, and no typed key with a mark a learner cannot type.
 */
import { describe, expect, it } from '@jest/globals';
import { toQuestion } from './common';
import { fit } from './generate';
import { nameDrafts } from './names';

const languages = ['dzongkha', 'sango', 'french', 'german', 'spanish', 'dutch', 'portuguese'];
const drafts = [...nameDrafts('seed', languages)];

describe('names of countries and languages', () => {
  it('asks no small territory in any language, and still the countries a learner meets', () => {
    for (const obscure of ['French Southern Territories', 'South Georgia', 'Ascension Island', 'Bouvet Island'])
      expect([obscure, drafts.some((d) => d.fullQuestion.includes(obscure))]).toEqual([obscure, false]);
    const asked = languages
      .map((l) => [l, 'Germany'])
      .concat([
        ['dzongkha', 'Bhutan'],
        ['sango', 'Bhutan'],
        ['german', 'Iceland'],
        ['german', 'Luxembourg'],
      ]);
    for (const [language, country] of asked)
      expect([
        language,
        country,
        drafts.some((d) => d.language === language && d.fullQuestion.includes(`English: ${country} —`)),
      ]).toEqual([language, country, true]);
  });

  it('asks only the languages a learner meets: not Abkhazian, Avestan or Volapük, still Icelandic and Swahili', () => {
    const askedLanguage = (english: string) =>
      drafts.some((d) => d.category === 'language' && d.fullQuestion.includes(`English: ${english} —`));
    for (const rare of ['Abkhazian', 'Avestan', 'Volapük', 'Ossetic'])
      expect([rare, askedLanguage(rare)]).toEqual([rare, false]);
    for (const met of ['Icelandic', 'Swahili', 'Japanese', 'Estonian'])
      expect([met, askedLanguage(met)]).toEqual([met, true]);
  });

  it('does not ask Dzongkha’s or Sango’s spelling of Swaziland, nor Dzongkha’s Oriya', () => {
    expect(drafts.some((d) => /སུ་ཝ་ཛི་ལེནཌ|ཨོ་རི་ཡ་ཁ|Swäzïlânde/.test(d.fullQuestion))).toBe(false);
    expect(drafts.some((d) => d.language === 'spanish' && d.fullQuestion.includes('English: Eswatini —'))).toBe(true);
  });

  it('keys the current names (CLDR 48: Eswatini, Odia) and accepts the former one typed, never offered as wrong', () => {
    const about = (language: string, english: string) =>
      drafts.filter((d) => d.language === language && d.fullQuestion.startsWith(`English: ${english} —`));
    const typed = (language: string, english: string) =>
      toQuestion(about(language, english).find((d) => !d.wrong)!).fields.answers[0];
    for (const [language, english, key, former] of [
      ['french', 'Odia', 'odia', 'oriya'],
      ['portuguese', 'Eswatini', 'Essuatíni', 'Suazilândia'],
    ]) {
      const answer = typed(language, english);
      expect([language, answer.text, answer.variants]).toEqual([language, key, [former]]);
      const offered = drafts.filter((d) => d.language === language).flatMap((d) => d.wrong ?? []);
      expect([language, offered.includes(former)]).toEqual([language, false]);
    }
    expect(typed('spanish', 'Eswatini').text).toBe('Esuatini');
    expect(drafts.some((d) => /Swaziland|Swasiland|Suazilandia/.test(d.correct))).toBe(false);
  });

  it('keeps every name at level 6 or below', () => {
    expect(drafts.filter((d) => toQuestion(d).fields.level > 6).map((d) => d.question)).toEqual([]);
  });

  it('types no Dzongkha key with a halanta, and accepts a typed key without its closing tsheg', () => {
    const typed = drafts.filter((d) => d.language === 'dzongkha' && !d.wrong && fit(d));
    expect(typed.length).toBeGreaterThan(50);
    expect(typed.some((d) => d.correct.includes('\u0F84'))).toBe(false);
    const closing = typed.find((d) => d.correct.endsWith('་'))!;
    expect(toQuestion(closing).fields.answers[0].variants).toContain(closing.correct.slice(0, -1));
  });
});
