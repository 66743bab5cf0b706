import {
  calibrationAnswers,
  fitPrior,
  guessFloor,
  itemPriorVariance,
  learnerPriorFor,
  observe,
  predictCorrect,
  priorDifficulty,
  withPlacement,
  type CalibratedItem,
  type DifficultyPrior,
  type Estimate,
} from '@lebe/domain';
import type { TracedAnswer } from './trace';

/**
 * The forecasters the replay compares. Each reads the answers in log order and says, before each answer, the
 * chance it is right (NaN where it has nothing to say); it learns from every answer after forecasting it, but
 * anything it fits (a mean, HLR's weights, a prior) is fitted on the answers up to `split` only.
 */
export type Forecaster = (answers: readonly TracedAnswer[], split: number) => number[];

const trainingMean = (answers: readonly TracedAnswer[], split: number) => {
  const training = answers.filter((a) => a.time <= split && !a.skipped);
  return training.length ? training.reduce((s, a) => s + a.outcome, 0) / training.length : 0.5;
};

/** The overall mean: every answer forecast at the training part's share of right answers. */
export const overallMean: Forecaster = (answers, split) => {
  const mean = trainingMean(answers, split);
  return answers.map(() => mean);
};

/**
 * The spec's rolling score: the learner's last five results in the language (a skip counts 0), as a chance.
 * The bare mean says 1 after five right and so an infinite log loss at the next slip; it is smoothed to
 * (sum + ½) / (n + 1), which keeps its ranking and makes 5/5 say 0.92.
 */
export const rollingFive: Forecaster = (answers) => {
  const lists = new Map<string, number[]>();
  return answers.map((a) => {
    const key = `${a.learner}\n${a.language}`;
    const list = lists.get(key) ?? [];
    const forecast = (list.reduce((s, x) => s + x, 0) + 0.5) / (list.length + 1);
    list.push(a.skipped ? 0 : a.outcome);
    if (list.length > 5) list.shift();
    lists.set(key, list);
    return forecast;
  });
};

type ItemPrior = (a: TracedAnswer, split: number, items: Map<string, Estimate>) => number;

/**
 * The ability model of domain/src/ability/model.ts run over the log in order, with a new question's difficulty
 * from `prior`: each answer's forecast before it is learnt from, and the estimates at the end (learners are
 * keyed `learner\nlanguage`, items by question id).
 */
export function estimateAbility(
  answers: readonly TracedAnswer[],
  split: number,
  prior: ItemPrior,
  /** Fold in the placements the log records (as the read model does); false: the answers alone. */
  withPlacements = true,
) {
  const learners = new Map<string, Estimate>();
  const items = new Map<string, Estimate>();
  const forecasts = answers.map((a) => {
    const key = `${a.learner}\n${a.language}`;
    let learner = learners.get(key) ?? learnerPriorFor(a.language);
    if (withPlacements && a.placements?.length) {
      for (const placed of a.placements) learner = withPlacement(learner, placed, a.language);
      learners.set(key, learner);
    }
    const item = items.get(a.question) ?? { mean: prior(a, split, items), variance: itemPriorVariance, answers: 0 };
    const guess = guessFloor(a.features.questionType, a.options);
    const forecast = predictCorrect(learner, item, guess);
    if (!a.skipped) {
      const next = observe(learner, item, a.outcome, guess);
      learners.set(key, next.learner);
      items.set(a.question, next.item);
    }
    return forecast;
  });
  return { forecasts, learners, items };
}

const abilityForecaster =
  (prior: ItemPrior): Forecaster =>
  (answers, split) =>
    estimateAbility(answers, split, prior).forecasts;

/** A new question at difficulty 0 whatever its level: Elo without a prior. */
export const noPrior: ItemPrior = () => 0;
/** A new question at the difficulty prior in force in the log (the default: by level alone). */
export const loggedPrior: ItemPrior = (a) => priorDifficulty(a.prior, a.features);

/** Elo without a prior: every new question starts at difficulty 0 (the level is not used). */
export const eloWithoutPrior: Forecaster = abilityForecaster(noPrior);

/** Ours: a new question starts at the difficulty prior in force in the log (the default: by level alone). */
export const ours: Forecaster = abilityForecaster(loggedPrior);

/**
 * Ours with the prior fitted on the training part: at the split, the questions with 20 or more answers fit
 * the generator-feature prior (fitPrior), which new questions use from then on.
 */
export function oursFittedPrior(): { forecaster: Forecaster; fitted: () => DifficultyPrior | null } {
  let fitted: DifficultyPrior | null = null;
  const features = new Map<string, TracedAnswer['features']>();
  const forecaster = abilityForecaster((a, split, items) => {
    features.set(a.question, a.features);
    if (a.time <= split) return priorDifficulty(a.prior, a.features);
    if (!fitted) {
      const calibrated: CalibratedItem[] = [];
      for (const [question, estimate] of items)
        if (estimate.answers >= calibrationAnswers)
          calibrated.push({ features: features.get(question)!, b: estimate.mean, weight: estimate.answers });
      fitted = fitPrior(calibrated, 10, a.prior);
    }
    return priorDifficulty(fitted, a.features);
  });
  return {
    forecaster: (answers, split) => {
      fitted = null;
      features.clear();
      return forecaster(answers, split);
    },
    fitted: () => fitted,
  };
}

/** What one learner has done with one question before an answer: HLR's and the review bins' ground. */
export interface History {
  /** Earlier answers of this learner to this question. */
  seen: number;
  right: number;
  wrong: number;
  /** Wrong answers after the first (srs-benchmark's lapses). */
  lapses: number;
  /** Days since the previous answer to it (0 at the first). */
  elapsedDays: number;
}

const day = 86_400_000;

export function histories(answers: readonly TracedAnswer[]): History[] {
  const state = new Map<string, { seen: number; right: number; wrong: number; lapses: number; last: number }>();
  return answers.map((a) => {
    const key = `${a.learner}\n${a.question}`;
    const s = state.get(key) ?? { seen: 0, right: 0, wrong: 0, lapses: 0, last: a.time };
    const history = {
      seen: s.seen,
      right: s.right,
      wrong: s.wrong,
      lapses: s.lapses,
      elapsedDays: (a.time - s.last) / day,
    };
    const right = a.outcome >= 0.5;
    state.set(key, {
      seen: s.seen + 1,
      right: s.right + (right ? 1 : 0),
      wrong: s.wrong + (right ? 0 : 1),
      lapses: s.lapses + (!right && s.seen > 0 ? 1 : 0),
      last: a.time,
    });
    return history;
  });
}

/**
 * Half-life regression (Settles & Meeder 2016) as srs-benchmark runs it: recall p = 2^(−Δ/h) with half-life
 * h = 2^(w₁√right + w₂√wrong + w₀) in days, the three weights fitted on the training part's repeated answers
 * by minimising the log loss (full-batch Adam from srs-benchmark's starting weights; the paper's own loss, on
 * the recall rate of a session, does not apply to single answers). Forecasts only answers with a history.
 */
export function halfLifeRegression(options: { iterations?: number; rate?: number } = {}) {
  const { iterations = 400, rate = 0.05 } = options;
  const minHalfLife = 15 / (24 * 60);
  const maxHalfLife = 36500;
  const clip = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
  return ((answers, split) => {
    const past = histories(answers);
    const x = (i: number) => [Math.sqrt(past[i].right), Math.sqrt(past[i].wrong), 1];
    const w = [2.5819, -0.8674, 2.7245];
    const forecast = (i: number, weights: number[]) => {
      const f = x(i);
      const h = clip(2 ** (weights[0] * f[0] + weights[1] * f[1] + weights[2] * f[2]), minHalfLife, maxHalfLife);
      return { p: clip(2 ** (-Math.max(past[i].elapsedDays, 0) / h), 1e-4, 1 - 1e-4), h, f };
    };
    const training = answers.flatMap((a, i) => (a.time <= split && !a.skipped && past[i].seen > 0 ? [i] : []));
    const m = [0, 0, 0];
    const v = [0, 0, 0];
    for (let t = 1; t <= iterations && training.length; t++) {
      const g = [0, 0, 0];
      for (const i of training) {
        const { p, h, f } = forecast(i, w);
        // d(log loss)/dw = (p − y) / (1 − p) · ln²2 · Δ/h · x  (p = 2^(−Δ/h), h = 2^(w·x))
        const common = ((p - answers[i].outcome) / (1 - p)) * Math.LN2 ** 2 * (Math.max(past[i].elapsedDays, 0) / h);
        for (let k = 0; k < 3; k++) g[k] += (common * f[k]) / training.length;
      }
      for (let k = 0; k < 3; k++) {
        m[k] = 0.9 * m[k] + 0.1 * g[k];
        v[k] = 0.999 * v[k] + 0.001 * g[k] * g[k];
        w[k] -= (rate * (m[k] / (1 - 0.9 ** t))) / (Math.sqrt(v[k] / (1 - 0.999 ** t)) + 1e-8);
      }
    }
    return answers.map((_, i) => (past[i].seen === 0 ? NaN : forecast(i, w).p));
  }) satisfies Forecaster;
}
