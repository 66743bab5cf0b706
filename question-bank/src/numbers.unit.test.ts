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

// Strict reading of 29 Nov (d), en16 and du18: “7th”, “13e” refused where the prompt showed “(as in 1st, 2nd, 3rd)”.
describe('a typed ordinal', () => {
  it('asks for words, the figure written as English writes it (CLDR’s ordinal plural rules: 1st, 2nd, 3rd, 11th)', () => {
    const drafts = [...numberDrafts('seed', ['english', 'dutch'])];
    const typed = drafts.filter((d) => d.category === 'ordinal number' && !d.wrong);
    expect(typed.map((d) => d.question)).toEqual(
      expect.arrayContaining([
        'Type the ordinal 7th in English words: ___',
        'Type the ordinal 13th in Dutch words: ___',
        'Type the ordinal 22nd in English words: ___',
        'Type the ordinal 11th in English words: ___',
        'Type the ordinal 3rd in Dutch words: ___',
      ]),
    );
    expect(typed.find((d) => d.question === 'Type the ordinal 7th in English words: ___')?.correct).toBe('seventh');
    for (const d of typed) expect(d.question).not.toMatch(/\(as in/u);
  });
});
