import { describe, expect, it } from '@jest/globals';
import { maxLevel, practiceLanguages } from '@lebe/domain';
import { allConcepts, locales } from './concepts';
import { generateBank } from './generate';

const bank = [...generateBank()];

describe('the generated question bank', () => {
  it('is the same bank every time: same ids in the same order', () => {
    expect([...generateBank()].map((q) => q.id)).toEqual(bank.map((q) => q.id));
  });

  it('has no duplicate id and no duplicate question text within a language and level', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    const keys = bank.map((q) => `${q.fields.targetLanguage}|${q.fields.level}|${q.fields.question}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills every level of every language up to its maximum, with at least 80 questions each', () => {
    for (const language of practiceLanguages) {
      for (let level = 1; level <= maxLevel(language); level++) {
        const count = bank.filter((q) => q.fields.targetLanguage === language && q.fields.level === level).length;
        expect([language, level, count >= 80]).toEqual([language, level, true]);
      }
      expect(bank.some((q) => q.fields.targetLanguage === language && q.fields.level > maxLevel(language))).toBe(false);
    }
  });

  it('gives multiple choice one right answer and three distinct wrong ones', () => {
    for (const q of bank.filter((x) => x.fields.questionType !== 'fill_in_the_blank')) {
      const texts = q.fields.answers.map((a) => a.text);
      expect(texts).toHaveLength(4);
      expect(new Set(texts).size).toBe(4);
      expect(q.fields.answers.filter((a) => a.isCorrect)).toHaveLength(1);
    }
  });

  it('takes every answer from the CLDR data in Node: the right answer is the name ICU gives', () => {
    const french = new Intl.DisplayNames(['fr'], { type: 'region' });
    const germany = bank.find((q) => q.fields.targetLanguage === 'french' && q.fields.question.includes('“Germany”'));
    expect(germany?.fields.answers.find((a) => a.isCorrect)?.text).toBe(french.of('DE'));
    const mayInSango = bank.find((q) => q.fields.targetLanguage === 'sango' && q.fields.question.includes('“May”'));
    expect(mayInSango?.fields.answers.find((a) => a.isCorrect)?.text).toBe(
      new Intl.DateTimeFormat('sg', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 4, 15))),
    );
    for (const q of bank.filter((x) => x.fields.questionType === 'translation').slice(0, 200)) {
      expect(q.fields.citation).toContain('Unicode CLDR');
    }
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
