import type { QuestionType } from '../questions/question';

/**
 * Item difficulty b and learner ability θ on one logit scale (a Rasch model with a guessing floor), each
 * kept as a Gaussian estimate and updated per answer in log order. The update is the one-step Laplace
 * (Kalman-style) approximation: the step is the estimate's variance, so a new item or learner moves fast
 * and a well-known one barely moves: Elo with an uncertainty-based K (Pelánek 2016).
 */
export interface Estimate {
  mean: number;
  variance: number;
  /** How many answers have updated this estimate. */
  answers: number;
}

/** How uncertain a new learner's ability is (SE 1.2 logits); where it is centred is `learnerPriorFor` (levels.ts). */
export const learnerPriorVariance = 1.44;
/** How uncertain a new question's prior difficulty is (SE 1 logit around the generator-feature prior). */
export const itemPriorVariance = 1;
/** Ability drifts as a learner learns: this much variance is added per answer so SE never freezes. */
export const learnerDriftPerAnswer = 0.001;

const minP = 0.001;
const clampP = (p: number) => Math.min(1 - minP, Math.max(minP, p));
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The chance of guessing right: 1/options for a choice between options, none for a typed answer. */
export function guessFloor(questionType: QuestionType, options: number): number {
  return questionType === 'multiple_choice' && options > 1 ? 1 / options : 0;
}

/** P(right) for ability θ on an item of difficulty b with guessing floor g. */
export function probabilityCorrect(theta: number, b: number, guess = 0): number {
  return guess + (1 - guess) * logistic(theta - b);
}

/**
 * P(right) with both estimates' uncertainty folded in (the probit approximation of the logistic-normal
 * integral): what a forecast of an unseen answer should say.
 */
export function predictCorrect(learner: Estimate, item: Estimate, guess = 0): number {
  const spread = Math.sqrt(1 + (Math.PI * (learner.variance + item.variance)) / 8);
  return guess + (1 - guess) * logistic((learner.mean - item.mean) / spread);
}

/** Fisher information of one answer about θ at the given point: what the placement test maximises. */
export function information(theta: number, b: number, guess = 0): number {
  const s = logistic(theta - b);
  const p = clampP(guess + (1 - guess) * s);
  const slope = (1 - guess) * s * (1 - s);
  return (slope * slope) / (p * (1 - p));
}

/**
 * One answer's update of both estimates. `outcome` is the credit in [0, 1] (the pointscore: partial credit
 * counts; "show answer" is 0); a skip must not be passed here at all.
 */
export function observe(
  learner: Estimate,
  item: Estimate,
  outcome: number,
  guess = 0,
): { learner: Estimate; item: Estimate; predicted: number } {
  const y = Math.min(1, Math.max(0, outcome));
  const s = logistic(learner.mean - item.mean);
  const p = clampP(guess + (1 - guess) * s);
  const slope = (1 - guess) * s * (1 - s);
  const gradient = ((y - p) * slope) / (p * (1 - p));
  const info = (slope * slope) / (p * (1 - p));
  const learnerVariance = 1 / (1 / learner.variance + info);
  const itemVariance = 1 / (1 / item.variance + info);
  return {
    predicted: predictCorrect(learner, item, guess),
    learner: {
      mean: learner.mean + learnerVariance * gradient,
      variance: learnerVariance + learnerDriftPerAnswer,
      answers: learner.answers + 1,
    },
    item: { mean: item.mean - itemVariance * gradient, variance: itemVariance, answers: item.answers + 1 },
  };
}

export const standardError = (e: Estimate) => Math.sqrt(e.variance);

/** The standard normal CDF (Abramowitz–Stegun 7.1.26 through erf; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export const logit = (p: number) => Math.log(p / (1 - p));
