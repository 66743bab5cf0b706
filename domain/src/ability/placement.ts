import { correctAnswers, type QuestionFields, type QuestionType } from '../questions/question';
import { mainPracticeMaxLevel } from '../languages';
import { calibrationAnswers, learnerPriorFor, levelDifficulty, levelThreshold } from './levels';
import {
  guessFloor,
  information,
  logistic,
  normalCdf,
  probabilityCorrect,
  standardError,
  type Estimate,
} from './model';
import type { ItemFeatures } from './prior';

/**
 * The placement test's rules (issue 29, reworked by issue 35 item 3): start in the middle of the language's
 * main-practice levels with a wide prior (who takes the test may be anywhere); ask the most informative
 * question at the current estimate (never one twice; of another type than the last when one tells nearly as
 * much); update the ability after each answer; stop once the level it would give is within one level of the
 * learner's with 90 % probability (80 % from the 15th answer on) after at least 6 answers, or at 20; place at
 * the level most likely within one of the learner's (ties: the higher), one higher where every answer up to
 * a level was right, at most the language's top main-practice level.
 *
 * Item difficulties are held fixed during a placement: only the learner's estimate moves (see
 * `placementEstimate`). A placement's questions are chosen for the learner, its answers are not practice
 * answers (which calibrate the items), and a test must not shift the bank under other learners. A question
 * answered fewer than 20 times is read at its level's difficulty: a few answers move an item's estimate far
 * (one right answer from a strong learner made a level-5 question look like level 2), and a fitted prior
 * learnt on other languages' questions does not place a learner on this one's levels.
 */
export const placementMinItems = 6;
export const placementMaxItems = 20;
/** The stopping rule: P(the level given is within one of the learner's) before and from `placementLateItems`. */
export const placementStopConfidence = 0.9;
export const placementLateStopConfidence = 0.8;
export const placementLateItems = 15;
/** A question of another type than the last is preferred while it tells at least this share of the best's. */
export const placementRotationShare = 0.9;

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
  /** The question's level (absent in answers recorded before issue 35). */
  level?: number;
}

/**
 * How uncertain a placement is of the learner before their first answer: SD 2.5 logits, five levels, where
 * practice's learner prior has 1.2; centred in the middle of the language's main-practice levels rather than
 * at its start level, whose pull placed learners far above it low (issue 35: one right up to level 4 and half
 * right at level 5 was placed at level 2).
 */
export const placementPriorVariance = 6.25;

/** A placement in `language`: centred in the middle of its main-practice levels, wide. */
export function startPlacement(language: string): PlacementProgress {
  const top = mainPracticeMaxLevel(language);
  const prior = {
    mean: (levelThreshold(1) + levelThreshold(top + 1)) / 2,
    variance: placementPriorVariance,
    answers: 0,
  };
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
 * A question as a placement item: its calibrated difficulty once 20 answers have calibrated it, else its
 * level's; the guessing floor of a choice between its options.
 */
export function placementItem(
  q: Pick<QuestionFields, 'answers' | 'questionType' | 'knowledgeType' | 'level'> & { _id: string },
  calibrated?: { b: number; answers: number },
): PlacementItem {
  const features = itemFeatures(q);
  return {
    question: q._id,
    questionType: q.questionType,
    level: q.level,
    b: calibrated && calibrated.answers >= calibrationAnswers ? calibrated.b : levelDifficulty(q.level),
    guess: guessFloor(q.questionType, features.options),
  };
}

/**
 * The next question: among those not yet asked, the most informative at the current estimate (ties: the
 * first offered), of another type than the last when one of those tells nearly as much (90 %): a typed
 * question tells more than a choice a learner may guess, and a strict turn of types cost accuracy. Null when
 * none is left.
 */
export function chooseItem(progress: PlacementProgress, candidates: readonly PlacementItem[]): PlacementItem | null {
  const asked = new Set(progress.asked);
  const theta = progress.estimate.mean;
  const fresh = candidates
    .filter((c) => !asked.has(c.question))
    .map((item) => ({ item, info: information(theta, item.b, item.guess) }));
  const best = (pool: typeof fresh) =>
    pool.reduce<(typeof fresh)[number] | null>((a, c) => (a && a.info >= c.info ? a : c), null);
  const top = best(fresh);
  if (!top) return null;
  const other = best(fresh.filter((c) => c.item.questionType !== progress.lastType));
  return other && other.info >= placementRotationShare * top.info ? other.item : top.item;
}

/** A question was put to the learner: it is never asked again, and the next is of another type if possible. */
export const askItem = (progress: PlacementProgress, item: PlacementItem): PlacementProgress => ({
  ...progress,
  asked: [...progress.asked, item.question],
  lastType: item.questionType,
});

/** The learner's answer (its pointscore as credit: partial counts, "don't know" is 0) moves their estimate. */
export function answerItem(progress: PlacementProgress, item: PlacementItem, credit: number): PlacementProgress {
  const answers = [
    ...progress.answers,
    { b: item.b, guess: item.guess, credit: Math.min(1, Math.max(0, credit)), level: item.level },
  ];
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

/**
 * P(the learner's ability lies within one level of `level`'s band), levels 1..top, under the estimate. Below
 * level 1 and above the top count only for those levels themselves: a learner who answers nothing right is
 * placed at 1, not at 2 (whose window would hold level 1 too).
 */
export function withinOneLevel(estimate: Estimate, level: number, top: number): number {
  const se = Math.max(standardError(estimate), 1e-6);
  const below = level <= 1 ? 0 : normalCdf((levelThreshold(level - 1) - estimate.mean) / se);
  const above = level >= top ? 1 : normalCdf((levelThreshold(level + 2) - estimate.mean) / se);
  return above - below;
}

/**
 * The highest level the answers show held outright: at least two questions asked at it, and every answer at
 * it and below right (0 when none). A learner's own record, which the model's single slope smooths away.
 */
export function heldLevel(answers: readonly PlacementAnswer[]): number {
  const levels = [...new Set(answers.flatMap((a) => (a.level === undefined ? [] : [a.level])))].sort((a, b) => a - b);
  let held = 0;
  for (const level of levels) {
    const upTo = answers.filter((a) => a.level !== undefined && a.level <= level);
    if (upTo.some((a) => a.credit < 1)) break;
    if (upTo.filter((a) => a.level === level).length >= 2) held = level;
  }
  return held;
}

/** The level most likely within one level of the learner's mastery (the higher on a tie), 1..top. */
function likeliestLevel(estimate: Estimate, top: number): number {
  let level = 1;
  let best = -1;
  for (let l = 1; l <= top; l++) {
    const p = withinOneLevel(estimate, l, top);
    if (p >= best - 1e-9) [level, best] = [l, p];
  }
  return level;
}

/**
 * The level a placement gives: the one most likely within one level of the learner's mastery, or one higher
 * where the learner answered every question right up to that level (`heldLevel`); 1..top. The ability scale
 * says a learner holds a level at 70 % right, and level 4 asks only 0.5 logits less than level 5: one right on
 * every level-4 question and on half of the level-5 ones sits near level 3.5 by it, yet has shown level 4. Not a cautious lower bound: one that errs low places a learner two levels down as
 * often as the test is unsure.
 */
export function placementLevelFor(estimate: Estimate, top: number, answers: readonly PlacementAnswer[] = []): number {
  const likeliest = likeliestLevel(estimate, top);
  return Math.min(top, Math.max(likeliest, Math.min(heldLevel(answers), likeliest + 1)));
}

/** Whether the test is sure enough of the level it gives (see `placementStopConfidence`), or 20 answers are in. */
export function placementDone(progress: PlacementProgress, top = 10): boolean {
  const n = progress.answers.length;
  if (n >= placementMaxItems) return true;
  if (n < placementMinItems) return false;
  const sure = withinOneLevel(progress.estimate, likeliestLevel(progress.estimate, top), top);
  return sure >= (n >= placementLateItems ? placementLateStopConfidence : placementStopConfidence);
}

/** The start level a placement gives, capped at main practice's top. */
export const placementLevel = (progress: PlacementProgress, language: string) =>
  placementLevelFor(progress.estimate, mainPracticeMaxLevel(language), progress.answers);

export interface PlacementResult {
  theta: number;
  se: number;
  level: number;
  items: number;
}

export const placementResult = (progress: PlacementProgress, language: string): PlacementResult => ({
  theta: progress.estimate.mean,
  se: standardError(progress.estimate),
  level: placementLevel(progress, language),
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
  const next = placementDone(after, mainPracticeMaxLevel(language)) ? null : chooseItem(after, candidates);
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
