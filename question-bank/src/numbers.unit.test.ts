import { describe, expect, it } from '@jest/globals';
import { numberDrafts, topNumberLevel } from './numbers';

// Issue 37's strict reading of 29 Nov: “Type 287 in French words” sat at level 9, where a language's hardest grammar belongs.
describe('numbers in words', () => {
  it('stay at level 8 at most, typed or chosen, even the French quatre-vingts (CEFR: numbers are A1–A2)', () => {
    const drafts = [...numberDrafts('seed', ['french', 'german', 'spanish', 'english'])];
    expect(drafts.find((d) => d.question === 'Type 287 in French words: ___')?.level).toBe(topNumberLevel);
    expect(Math.max(...drafts.map((d) => d.level))).toBe(topNumberLevel);
  });
});
