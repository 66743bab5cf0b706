import { startLevel } from '../languages';
import { learnerPriorVariance, logit, normalCdf, type Estimate } from './model';

/**
 * What a level means on the ability scale. Level L's questions are, before any answers calibrate them, of
 * difficulty `levelDifficulty(L)` (the prior's intercept per level: -2.25 at level 1 up to +2.25 at 10).
 * A learner is at level L when they answer a typical level-L question right 70 % of the time: θ ≥ τ_L.
 */
export const masteryChance = 0.7;
export const levelDifficulty = (level: number) => -2.25 + 0.5 * (level - 1);
export const levelThreshold = (level: number) => levelDifficulty(level) + logit(masteryChance);

/**
 * A learner new to a language, before any answer: in the middle of its start level's band (English 6, others 1;
 * SPEC §9), between that level's threshold and the next, with wide uncertainty (SE 1.2). So the spec's first
 * streak where practice starts (five right at the start level) is the evidence a level-up there needs, while
 * five far-too-easy answers higher up are not. Every estimate of a learner starts here: the ability read model,
 * the answer route's and profile's fallback, the placement test, the efficacy bench.
 */
export function learnerPriorFor(language: string): Estimate {
  const level = startLevel(language);
  return { mean: (levelThreshold(level) + levelThreshold(level + 1)) / 2, variance: learnerPriorVariance, answers: 0 };
}

/**
 * How likely the measured level would want the next level before backing a level-up: with the spec's streak, or
 * without one. Information only since issue 35 (the spec's streak alone moves a learner up).
 */
export const evidenceWithStreak = 0.65;
export const evidenceWithoutStreak = 0.95;
/** The placement test sets the highest level the learner holds with this confidence: it errs low. */
export const placementConfidence = 0.6;

export interface Ability {
  theta: number;
  se: number;
}

/** A learner's ability where the model has not seen them answer in `language` yet: its learner prior. */
export function priorAbility(language: string): Ability {
  const { mean, variance } = learnerPriorFor(language);
  return { theta: mean, se: Math.sqrt(variance) };
}

/** P(θ ≥ τ_level) under the estimate. */
export const probabilityAtLeast = (ability: Ability, level: number) =>
  normalCdf((ability.theta - levelThreshold(level)) / Math.max(ability.se, 1e-6));

export interface LevelEvidence {
  allowed: boolean;
  /** P(θ ≥ the next level's threshold). */
  probability: number;
  needed: number;
}

/**
 * Would the measured level back a learner at `level` going up one? With the spec's streak (five right in a row)
 * if it makes the next level 0.65 likely; without one if near-certain (0.95). It informs (the answer's reply,
 * the efficacy bench); the level rule itself is the spec's streak (practice/scoring).
 */
export function levelUpEvidence(ability: Ability, level: number, streak: boolean): LevelEvidence {
  const probability = probabilityAtLeast(ability, level + 1);
  const needed = streak ? evidenceWithStreak : evidenceWithoutStreak;
  return { allowed: probability >= needed, probability, needed };
}

/** How many answers calibrate a question: from then on practice serves it by its own difficulty's band. */
export const calibrationAnswers = 20;

/** The level whose difficulty `b` is nearest (1..top): the band a calibrated question is served in. */
export function calibratedBand(b: number, top: number): number {
  const nearest = Math.round((b - levelDifficulty(1)) / (levelDifficulty(2) - levelDifficulty(1))) + 1;
  return Math.min(Math.max(1, top), Math.max(1, nearest));
}

/** The highest level in 1..top the learner holds with `confidence` (1 when none is). */
export function levelForAbility(ability: Ability, top: number, confidence = placementConfidence): number {
  let level = 1;
  for (let l = 2; l <= top; l++) if (probabilityAtLeast(ability, l) >= confidence) level = l;
  return level;
}

/** The level whose threshold a true ability clears (the simulator's "mastery"), 1 when none. */
export function masteredLevel(theta: number, top: number): number {
  let level = 1;
  for (let l = 2; l <= top; l++) if (theta >= levelThreshold(l)) level = l;
  return level;
}

/**
 * The measured level (issue 35): where the ability model places a learner, in plain words for learners and
 * teachers. `level` is the band θ falls in (the thresholds above), `low`–`high` the bands θ − SE and θ + SE fall
 * in. It informs; it never moves the practice level (SPEC §4's streak does).
 */
export interface MeasuredLevel {
  level: number;
  low: number;
  high: number;
}

export function measuredLevel(ability: Ability, top: number): MeasuredLevel {
  return {
    level: masteredLevel(ability.theta, top),
    low: masteredLevel(ability.theta - ability.se, top),
    high: masteredLevel(ability.theta + ability.se, top),
  };
}

/** "Measured level 4, likely 3–5" ("Measured level 4" when the range is that one level). */
export function measuredLevelText(ability: Ability, top: number): string {
  const { level, low, high } = measuredLevel(ability, top);
  return low === high ? `Measured level ${level}` : `Measured level ${level}, likely ${low}–${high}`;
}

/** A practice level this far above the measured one is worth a kind word and an offer of easier questions. */
export const measuredGap = 2;
