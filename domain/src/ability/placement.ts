import { correctAnswers, type QuestionFields, type QuestionType } from '../questions/question';
import { mainPracticeMaxLevel } from '../languages';
import { learnerPriorFor, levelForAbility } from './levels';
import { guessFloor, information, logistic, probabilityCorrect, standardError, type Estimate } from './model';
import { defaultPrior, priorDifficulty, type DifficultyPrior, type ItemFeatures } from './prior';

/**
 * The placement test's rules (issue 29): start at the language's learner prior (`learnerPriorFor`); ask the most informative question at
 * the current estimate (never one twice, never the same question type twice in a row while another type
 * is on offer); update the ability after each answer; stop at SE ≤ 0.5 once at least 6 questions are
 * answered, or at 20; place at the highest level held with 60 % confidence (erring low), at most the
 * language's top main-practice level.
 *
 * Item difficulties are held fixed during a placement: only the learner's estimate moves (see
 * `placementEstimate`). A placement's questions are chosen for the learner, its answers are not practice
 * answers (which calibrate the items), and a test must not shift the bank under other learners. An item's
 * own uncertainty is not folded in: its point estimate is what the information and the update use, as in
 * `observe`.
 */
export const placementMinItems = 6;
export const placementMaxItems = 20;
export const placementTargetSe = 0.5;

/** One question as the placement sees it: its difficulty b and guessing floor on the ability scale. */
export interface PlacementItem {
  question: string;
  questionType: QuestionType;
  level: number;
  b: number;
  guess: number;
}

/** How far a placement has got: the prior it started from, the learner's estimate, the questions asked, the type of the last one. */
export interface PlacementProgress {
  prior: Estimate;
  estimate: Estimate;
  asked: readonly string[];
  lastType: QuestionType | null;
  /** The answers so far: each item's difficulty and floor, and the credit given (the pointscore). */
  answers: readonly PlacementAnswer[];
}

export interface PlacementAnswer {
  b: number;
  guess: number;
  credit: number;
}

/**
 * How uncertain a placement is of the learner before their first answer: SD 2.5 logits, five levels, where
 * practice's learner prior has 1.2. Who takes the test may know the language well, and the narrower prior
 * pulled advanced learners down: in memory, over learners spread evenly across the ten French levels, 69 %
 * were placed within one level of their mastery with SD 1.2 and 83 % with 2.5 (88 % and 92 % of learners drawn
 * as the learner prior has them), in 16 and 18 questions on average.
 */
export const placementPriorVariance = 6.25;

/** A placement in `language`: centred where practice's estimate starts (its learner prior), but wider. */
export function startPlacement(language: string): PlacementProgress {
  const prior = { ...learnerPriorFor(language), variance: placementPriorVariance };
  return { prior, estimate: prior, asked: [], lastType: null, answers: [] };
}

/** The generator features of a question (what the difficulty prior reads), from the question itself. */
export function itemFeatures(q: Pick<QuestionFields, 'answers' | 'questionType' | 'knowledgeType' | 'level'>) {
  const right = correctAnswers(q)[0]?.text ?? '';
  // As the ability read models count them: a multiple choice offers its choices, other types none.
  const options = q.questionType === 'multiple_choice' ? q.answers.filter((a) => a.text.trim()).length : 0;
  const words = Math.max(1, right.trim().split(/\s+/u).filter(Boolean).length);
  return {
    level: q.level,
    questionType: q.questionType,
    knowledgeType: q.knowledgeType,
    words,
    options,
  } satisfies ItemFeatures;
}

/**
 * A question as a placement item: its calibrated difficulty when one is known, else the prior's from its
 * features; the guessing floor of a choice between its options.
 */
export function placementItem(
  q: Pick<QuestionFields, 'answers' | 'questionType' | 'knowledgeType' | 'level'> & { _id: string },
  calibrated?: number,
  prior: DifficultyPrior = defaultPrior,
): PlacementItem {
  const features = itemFeatures(q);
  return {
    question: q._id,
    questionType: q.questionType,
    level: q.level,
    b: calibrated ?? priorDifficulty(prior, features),
    guess: guessFloor(q.questionType, features.options),
  };
}

/**
 * The next question: among those not yet asked, and of another type than the last when one is on offer,
 * the most informative at the current estimate (ties: the first offered). Null when none is left.
 */
export function chooseItem(progress: PlacementProgress, candidates: readonly PlacementItem[]): PlacementItem | null {
  const asked = new Set(progress.asked);
  const fresh = candidates.filter((c) => !asked.has(c.question));
  const rotated = fresh.filter((c) => c.questionType !== progress.lastType);
  const pool = rotated.length ? rotated : fresh;
  const theta = progress.estimate.mean;
  let best: PlacementItem | null = null;
  let bestInfo = -1;
  for (const item of pool) {
    const info = information(theta, item.b, item.guess);
    if (info > bestInfo) [best, bestInfo] = [item, info];
  }
  return best;
}

/** A question was put to the learner: it is never asked again, and the next is of another type if possible. */
export const askItem = (progress: PlacementProgress, item: PlacementItem): PlacementProgress => ({
  ...progress,
  asked: [...progress.asked, item.question],
  lastType: item.questionType,
});

/** The learner's answer (its pointscore as credit: partial counts, "don't know" is 0) moves their estimate. */
export function answerItem(progress: PlacementProgress, item: PlacementItem, credit: number): PlacementProgress {
  const answers = [...progress.answers, { b: item.b, guess: item.guess, credit: Math.min(1, Math.max(0, credit)) }];
  return { ...progress, answers, estimate: placementEstimate(answers, progress.prior, progress.estimate.mean) };
}

/**
 * The learner's ability after the placement's answers, items held fixed: the mode of the posterior (the
 * learner prior times each answer's likelihood, found by Newton's method), its variance the inverse of the
 * prior's precision plus the answers' information there. `observe`'s one-step update approximates this
 * answer by answer; over a short test that approximation lags behind at the ends of the scale (measured on
 * the unit test's pool: a learner at θ = 3 read 1.0 logit low by the one-step update, 0.6 by the mode).
 */
export function placementEstimate(answers: readonly PlacementAnswer[], prior: Estimate, from = prior.mean): Estimate {
  let theta = from;
  let precision = 1 / prior.variance;
  for (let iteration = 0; iteration < 50; iteration++) {
    let gradient = (prior.mean - theta) / prior.variance;
    precision = 1 / prior.variance;
    for (const a of answers) {
      gradient += answerGradient(theta, a);
      precision += information(theta, a.b, a.guess);
    }
    // Damped: a run of all-right or all-wrong answers has its mode far out, reached in steps of at most 1.
    const step = Math.max(-1, Math.min(1, gradient / precision));
    theta += step;
    if (Math.abs(step) < 1e-9) break;
  }
  return { mean: theta, variance: 1 / precision, answers: answers.length };
}

/** d/dθ of one answer's log-likelihood (credit y in [0, 1] on an item of difficulty b and floor g). */
function answerGradient(theta: number, a: PlacementAnswer): number {
  const s = logistic(theta - a.b);
  const p = Math.min(1 - 1e-3, Math.max(1e-3, probabilityCorrect(theta, a.b, a.guess)));
  return ((a.credit - p) * (1 - a.guess) * s * (1 - s)) / (p * (1 - p));
}

/** Whether the estimate is sure enough (SE ≤ 0.5 after at least 6 answers), or 20 answers are in. */
export const placementDone = (progress: PlacementProgress) =>
  progress.answers.length >= placementMaxItems ||
  (progress.answers.length >= placementMinItems && standardError(progress.estimate) <= placementTargetSe);

/** The start level a placement gives: the highest level held with 60 % confidence, capped at main practice's top. */
export const placementLevel = (estimate: Estimate, language: string) =>
  levelForAbility({ theta: estimate.mean, se: standardError(estimate) }, mainPracticeMaxLevel(language));

export interface PlacementResult {
  theta: number;
  se: number;
  level: number;
  items: number;
}

export const placementResult = (progress: PlacementProgress, language: string): PlacementResult => ({
  theta: progress.estimate.mean,
  se: standardError(progress.estimate),
  level: placementLevel(progress.estimate, language),
  items: progress.answers.length,
});

/**
 * What one answer leads to: the progress after it, and either the next question or the result (the test
 * is done, or no question is left to ask). The decider and the server's handler both ask this.
 */
export function placementStep(
  progress: PlacementProgress,
  item: PlacementItem,
  credit: number,
  candidates: readonly PlacementItem[],
  language: string,
): { progress: PlacementProgress; next: PlacementItem | null; result: PlacementResult | null } {
  const after = answerItem(progress, item, credit);
  const next = placementDone(after) ? null : chooseItem(after, candidates);
  return {
    progress: next ? askItem(after, next) : after,
    next,
    result: next ? null : placementResult(after, language),
  };
}

/**
 * A learner's ability in `language` after a placement, from what practice had already told (`learner`, which
 * started at the language's learner prior) and the placement's estimate: the placement's posterior times what
 * practice's answers added to the learner prior (practice's estimate with that prior divided out). A learner with no answers in the language takes
 * the placement's estimate as it is; one with many keeps most of what their answers said.
 */
export function withPlacement(learner: Estimate, placed: { theta: number; se: number }, language: string): Estimate {
  const start = learnerPriorFor(language);
  const prior = 1 / start.variance;
  const fromPractice = 1 / learner.variance;
  const fromPlacement = 1 / Math.max(placed.se * placed.se, 1e-6);
  // What the practice answers added to the prior (none for a learner new to the language).
  const practice = Math.max(0, fromPractice - prior);
  const precision = fromPlacement + practice;
  const mean =
    practice > 0
      ? (fromPlacement * placed.theta + fromPractice * learner.mean - prior * start.mean) / precision
      : placed.theta;
  return { mean, variance: 1 / precision, answers: learner.answers };
}
