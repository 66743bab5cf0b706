import { describe, expect, it } from '@jest/globals';
import { toQuestion } from './common';
import { nameDrafts } from './names';
import { sentenceDrafts } from './sentences';

/** Issue 36: a wrong choice a learner picks is told what it means, where the generator knows it. */
describe('what a wrong choice means', () => {
  it('a wrong French sentence of “Which is the French for …?” carries its own English', () => {
    const write = [...sentenceDrafts('seed', ['french'])]
      .map(toQuestion)
      .filter((q) => q.fields.question.startsWith('Which is the French for'));
    expect(write.length).toBeGreaterThan(0);
    for (const q of write.slice(0, 50)) {
      const wrong = q.fields.answers.filter((a) => !a.isCorrect);
      const english = q.fields.fullQuestion.split(' — ')[1];
      expect(wrong).toHaveLength(3);
      for (const a of wrong) {
        expect(a.meaning).toMatch(/^[A-Z].*[.?!]$/);
        expect(a.meaning).not.toBe(english);
      }
    }
  });

  it('a wrong German word of “Which … is “…” in German?” carries its English name', () => {
    const words = [...nameDrafts('seed', ['german'])]
      .map(toQuestion)
      .filter((q) => q.fields.question.startsWith('Which'));
    expect(words.length).toBeGreaterThan(0);
    const told = words.flatMap((q) => q.fields.answers.filter((a) => !a.isCorrect && a.meaning));
    expect(told.length).toBeGreaterThan(words.length * 2);
    for (const q of words.slice(0, 50))
      for (const a of q.fields.answers.filter((x) => !x.isCorrect && x.meaning))
        expect(a.meaning).not.toBe(q.fields.fullQuestion.split(' — ')[0].replace('English: ', ''));
  });
});
