import { describe, expect, it } from '@jest/globals';
import { seeded } from './random';
import { servedQuestion } from './simulator';

describe("the simulator serves as practice does: the learner's level", () => {
  // Questions 0-3 are served at level 2 (their own level, or their calibrated band), 4 at level 3, 5 at level 7.
  const served = [2, 2, 2, 2, 3, 7];

  it('serves a question of the learner’s level, the least answered first, never one already answered', () => {
    const counts = [5, 1, 1, 0, 0, 0];
    expect(servedQuestion(seeded(1), served, counts, new Set(), 2)).toBe(3);
    for (let seed = 1; seed < 20; seed++)
      expect([1, 2]).toContain(servedQuestion(seeded(seed), served, counts, new Set([3]), 2));
  });

  it('once the level is used up, the nearest level that has a question left; none left, nothing', () => {
    const counts = [0, 0, 0, 0, 9, 0];
    expect(servedQuestion(seeded(1), served, counts, new Set([0, 1, 2, 3]), 2)).toBe(4);
    expect(servedQuestion(seeded(1), served, counts, new Set([0, 1, 2, 3, 4]), 2)).toBe(5);
    expect(servedQuestion(seeded(1), served, counts, new Set([0, 1, 2, 3, 4, 5]), 2)).toBe(-1);
  });
});
