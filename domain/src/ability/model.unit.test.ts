import { describe, expect, it } from '@jest/globals';
import {
  levelForAbility,
  levelThreshold,
  levelUpEvidence,
  masteredLevel,
  measuredLevel,
  measuredLevelText,
} from './levels';
import {
  guessFloor,
  information,
  itemPriorVariance,
  learnerPriorVariance,
  normalCdf,
  observe,
  probabilityCorrect,
  standardError,
  type Estimate,
} from './model';
import { defaultPrior, fitPrior, priorDifficulty, type ItemFeatures } from './prior';
import { gaussian, seededRandom as random } from '../testing/random';

/** A learner at θ 0 as uncertain as a new one (where a language's prior centres them is levels.ts's business). */
const learnerPrior: Estimate = { mean: 0, variance: learnerPriorVariance, answers: 0 };

function spearman(a: number[], b: number[]) {
  const ranks = (xs: number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    order.forEach(([, i], k) => (r[i] = k));
    return r;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const d2 = ra.reduce((s, r, i) => s + (r - rb[i]) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('the ability model', () => {
  it('predicts more right answers for abler learners and easier questions, never below the guessing floor', () => {
    expect(probabilityCorrect(1, 0)).toBeGreaterThan(probabilityCorrect(0, 0));
    expect(probabilityCorrect(0, -1)).toBeGreaterThan(probabilityCorrect(0, 0));
    expect(probabilityCorrect(-10, 5, guessFloor('multiple_choice', 4))).toBeCloseTo(0.25, 3);
    expect(guessFloor('translation', 0)).toBe(0);
  });

  it('moves a learner up after a right answer and down after a wrong one, and narrows the uncertainty', () => {
    const item: Estimate = { mean: 0, variance: itemPriorVariance, answers: 0 };
    const right = observe(learnerPrior, item, 1);
    const wrong = observe(learnerPrior, item, 0);
    expect(right.learner.mean).toBeGreaterThan(0);
    expect(right.item.mean).toBeLessThan(0);
    expect(wrong.learner.mean).toBeLessThan(0);
    expect(standardError(right.learner)).toBeLessThan(standardError(learnerPrior));
    // A lucky guess on a four-way choice says less than a typed answer does.
    const guessed = observe(learnerPrior, item, 1, 0.25);
    expect(guessed.learner.mean).toBeLessThan(right.learner.mean);
  });

  it('recovers known difficulties and abilities from simulated answers (ρ ≥ 0.9 at 40 answers per item)', () => {
    const next = random(7);
    const trueB = Array.from({ length: 100 }, () => gaussian(next) * 1.2);
    const trueTheta = Array.from({ length: 160 }, () => gaussian(next));
    const items: Estimate[] = trueB.map(() => ({ mean: 0, variance: itemPriorVariance, answers: 0 }));
    const learners: Estimate[] = trueTheta.map(() => learnerPrior);
    // 25 answers per learner → 4,000 answers, 40 per item, in a random interleaved order.
    const pairs: Array<[number, number]> = [];
    for (let l = 0; l < learners.length; l++) for (let k = 0; k < 25; k++) pairs.push([l, (l * 25 + k) % items.length]);
    pairs.sort(() => next() - 0.5);
    for (const [l, i] of pairs) {
      const y = next() < probabilityCorrect(trueTheta[l], trueB[i]) ? 1 : 0;
      const u = observe(learners[l], items[i], y);
      learners[l] = u.learner;
      items[i] = u.item;
    }
    expect(
      spearman(
        trueB,
        items.map((e) => e.mean),
      ),
    ).toBeGreaterThanOrEqual(0.9);
    expect(
      spearman(
        trueTheta,
        learners.map((e) => e.mean),
      ),
    ).toBeGreaterThanOrEqual(0.8);
  });

  it('gets information from items near the ability, little from far ones', () => {
    expect(information(0, 0)).toBeGreaterThan(information(0, 3));
    expect(information(0, 0)).toBeGreaterThan(information(0, -3));
  });
});

describe('levels on the ability scale', () => {
  it('orders the thresholds and opens the gate only on evidence', () => {
    expect(levelThreshold(2)).toBeLessThan(levelThreshold(3));
    const sure = { theta: levelThreshold(5) + 1, se: 0.3 };
    const unsure = { theta: levelThreshold(5) - 0.5, se: 0.3 };
    expect(levelUpEvidence(sure, 4, true).allowed).toBe(true);
    expect(levelUpEvidence(unsure, 4, true).allowed).toBe(false);
    // Without a streak the evidence must be near certain.
    const likely = { theta: levelThreshold(5) + 0.25, se: 0.3 };
    expect(levelUpEvidence(likely, 4, true).allowed).toBe(true);
    expect(levelUpEvidence(likely, 4, false).allowed).toBe(false);
  });

  it('places low when unsure and never below 1', () => {
    expect(levelForAbility({ theta: -5, se: 0.4 }, 10)).toBe(1);
    const at6 = levelThreshold(6) + 0.05;
    expect(levelForAbility({ theta: at6, se: 0.05 }, 10)).toBe(6);
    expect(levelForAbility({ theta: at6, se: 0.5 }, 10)).toBeLessThan(6);
    expect(masteredLevel(at6, 10)).toBe(6);
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
  });
});

describe('the difficulty prior', () => {
  const base: ItemFeatures = {
    level: 1,
    questionType: 'translation',
    knowledgeType: 'translation',
    words: 3,
    options: 0,
  };

  it('rises with level before any fit', () => {
    expect(priorDifficulty(defaultPrior, { ...base, level: 9 })).toBeGreaterThan(
      priorDifficulty(defaultPrior, { ...base, level: 2 }),
    );
  });

  it('learns from calibrated questions that rare words are harder, and is deterministic', () => {
    const items = Array.from({ length: 400 }, (_, i) => {
      const features: ItemFeatures = { ...base, level: 1 + (i % 10), rarestRank: 10 ** (2 + (i % 4)) };
      return { features, b: priorDifficulty(defaultPrior, features) + 0.8 * (i % 4), weight: 20 };
    });
    const fitted = fitPrior(items);
    expect(fitPrior(items)).toEqual(fitted);
    const common = priorDifficulty(fitted, { ...base, level: 5, rarestRank: 100 });
    const rare = priorDifficulty(fitted, { ...base, level: 5, rarestRank: 100000 });
    expect(rare - common).toBeGreaterThan(2);
  });
});

describe('the measured level in plain words (issue 35)', () => {
  it('maps θ ± SE to levels with the level thresholds', () => {
    const theta = (levelThreshold(4) + levelThreshold(5)) / 2;
    expect(measuredLevel({ theta, se: 0.5 }, 10)).toEqual({ level: 4, low: 3, high: 5 });
    expect(measuredLevelText({ theta, se: 0.5 }, 10)).toBe('Measured level 4, likely 3–5');
    expect(measuredLevelText({ theta, se: 0.01 }, 10)).toBe('Measured level 4');
    expect(measuredLevel({ theta: 9, se: 7 }, 8)).toEqual({ level: 8, low: 7, high: 8 });
    expect(measuredLevel({ theta: -9, se: 1 }, 10)).toEqual({ level: 1, low: 1, high: 1 });
  });
});
