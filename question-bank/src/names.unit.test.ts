import { describe, expect, it } from '@jest/globals';
import { practiceLanguages } from '@lebe/domain';
import { locales } from './common';
import { allConcepts } from './concepts';
import { nameQuestions } from './names';

const bank = [...nameQuestions()];

describe('questions on CLDR names', () => {
  it('takes every answer from the CLDR data in Node: the right answer is the name ICU gives', () => {
    const french = new Intl.DisplayNames(['fr'], { type: 'region' });
    const germany = bank.find((q) => q.fields.targetLanguage === 'french' && q.fields.question.includes('“Germany”'));
    expect(germany?.fields.answers.find((a) => a.isCorrect)?.text).toBe(french.of('DE'));
    const mayInSango = bank.find((q) => q.fields.targetLanguage === 'sango' && q.fields.question.includes('“May”'));
    expect(mayInSango?.fields.answers.find((a) => a.isCorrect)?.text).toBe(
      new Intl.DateTimeFormat('sg', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 4, 15))),
    );
    for (const q of bank) expect(q.fields.citation).toContain('Unicode CLDR');
  });

  it('starts with everyday words: level 1 holds month and day names', () => {
    const level1 = bank.filter((q) => q.fields.targetLanguage === 'german' && q.fields.level === 1);
    expect(level1.some((q) => q.fields.category === 'month')).toBe(true);
    expect(bank.filter((q) => q.fields.category === 'currency').every((q) => q.fields.level > 1)).toBe(true);
  });

  it('covers the eight languages of the start page, each with CLDR names', () => {
    expect(Object.keys(locales).sort()).toEqual([...practiceLanguages].sort());
    const concepts = allConcepts();
    for (const language of practiceLanguages)
      expect(concepts.filter((c) => c.names[language]).length).toBeGreaterThan(200);
  });
});
