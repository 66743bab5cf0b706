import { describe, expect, it } from '@jest/globals';
import { maxLevel, practiceLanguages, questionFieldsSchema } from '@lebe/domain';
import { generateBank } from './generate';

const bank = [...generateBank()];
const typed = (type: string) => type === 'fill_in_the_blank' || type === 'conjugation';

describe('the generated seed bank', () => {
  it('is the same bank every time: same ids in the same order', () => {
    expect([...generateBank()].map((q) => q.id)).toEqual(bank.map((q) => q.id));
  });

  it('has no duplicate id and no duplicate question within a language and level', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length);
    const keys = bank.map(
      (q) => `${q.fields.targetLanguage}|${q.fields.level}|${q.fields.questionType}|${q.fields.question}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills every level of every language up to its maximum, with at least 90 questions each', () => {
    const counts = new Map<string, number>();
    for (const q of bank) {
      const key = `${q.fields.targetLanguage}|${q.fields.level}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const language of practiceLanguages) {
      for (let level = 1; level <= maxLevel(language); level++)
        expect([language, level, (counts.get(`${language}|${level}`) ?? 0) >= 90]).toEqual([language, level, true]);
      expect(bank.some((q) => q.fields.targetLanguage === language && q.fields.level > maxLevel(language))).toBe(false);
    }
  });

  it('is a useful first-start bank: tens of thousands of questions', () => {
    expect(bank.length).toBeGreaterThan(20_000);
    expect(bank.length).toBeLessThan(80_000);
  });

  it('gives every choice one right answer and three distinct wrong ones, and typed questions one answer', () => {
    for (const q of bank) {
      const texts = q.fields.answers.map((a) => a.text);
      expect(q.fields.answers.filter((a) => a.isCorrect)).toHaveLength(1);
      if (typed(q.fields.questionType)) expect(texts).toHaveLength(1);
      else expect(new Set(texts).size).toBe(4);
      expect(texts.every((t) => t.trim().length > 0)).toBe(true);
    }
  });

  it('holds only valid question fields, each citing its source and licence', () => {
    for (const q of bank.filter((_, i) => i % 50 === 0)) {
      expect(questionFieldsSchema.safeParse(q.fields).success).toBe(true);
      expect(q.fields.citation).toMatch(/Licen[cs]e|LGPL|CC BY/);
      expect(q.id).toMatch(/^[0-9a-f]{24}$/);
    }
  });
});
