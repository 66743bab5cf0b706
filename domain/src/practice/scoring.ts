import { mainPracticeMaxLevel, maxLevel } from '../languages';
import { levelUpEvidence, probabilityAtLeast, type Ability, type LevelEvidence } from '../ability/levels';

/**
 * The rolling score of a practice session (SPEC §4, §9). Each answer adds a result: 1 correct,
 * 0 wrong / skipped / shown, or a partial value between 0 and 1 (fill in the blank). The last five
 * decide level changes; how many are kept depends on the kind of practice.
 */
export type PracticeKind = 'main' | 'classroom' | 'notebook';
export const scoreWindow = 5;
export const keptResults: Record<PracticeKind, number> = { main: 10, classroom: 10, notebook: 100 };

export interface ScoreState {
  results: number[];
  level: number;
}

/** What the session does next: go up a level, refetch at the level (refresh), go down one, or carry on. */
export type Outcome = 'levelUp' | 'levelDown' | 'refresh' | 'none';

export const lastFive = (results: number[]) => results.slice(-scoreWindow);
export const sumOfLastFive = (results: number[]) => lastFive(results).reduce((a, b) => a + b, 0);
/** The percentage correct: the sum of the last five divided by five. */
export const percentCorrect = (results: number[]) => (sumOfLastFive(results) / scoreWindow) * 100;

export function clampResult(result: number): number {
  if (!Number.isFinite(result)) return 0;
  return Math.min(1, Math.max(0, result));
}

export interface RecordOptions {
  kind: PracticeKind;
  language: string;
  /** Classroom practice: the level drops by one on a bad run (true) or stays (false). */
  classroomDrops?: boolean;
  /** Cap for classroom and notebook practice (their highest level); defaults to the language's. */
  cap?: number;
}

export function recordResult(
  state: ScoreState,
  result: number,
  options: RecordOptions,
): { state: ScoreState; outcome: Outcome } {
  const results = [...state.results, clampResult(result)].slice(-keptResults[options.kind]);
  const five = lastFive(results);
  const sum = five.reduce((a, b) => a + b, 0);
  const top =
    options.kind === 'main' ? mainPracticeMaxLevel(options.language) : (options.cap ?? maxLevel(options.language));

  if (five.length === scoreWindow && five[scoreWindow - 1] === 1 && sum === scoreWindow && state.level < top)
    return { state: { results: [], level: state.level + 1 }, outcome: 'levelUp' };

  const lastTwoWrong = five.length >= 2 && five[five.length - 1] === 0 && five[five.length - 2] === 0;
  if (lastTwoWrong) {
    if (options.kind === 'main' && sum <= 1 && state.level !== 1)
      return { state: { results, level: state.level }, outcome: 'refresh' };
    if (options.kind !== 'main' && sum <= 2) {
      if (options.kind === 'classroom' && options.classroomDrops && state.level > 1)
        return { state: { results, level: state.level - 1 }, outcome: 'levelDown' };
      return { state: { results, level: state.level }, outcome: 'refresh' };
    }
  }
  return { state: { results, level: state.level }, outcome: 'none' };
}

/** The stored highest level changes only when the new one is above it. */
export const shouldSaveLevel = (reached: number, stored: number | undefined) => reached > (stored ?? 0);

/** A level the recorded answers earn, with P(θ ≥ its threshold) as information when the learner's ability is known. */
export interface Earned {
  level: number;
  probability?: number;
}

/** Five of five correct: the spec's streak at a level (SPEC §4). */
export const fullStreak = (window: readonly number[] | undefined) => {
  const five = lastFive([...(window ?? [])]);
  return five.length === scoreWindow && five.every((r) => r === 1);
};

/**
 * SPEC §4's level-up on a level's window of recorded results (its last five): five of five correct, for every
 * learner (issue 35). The learner's ability only informs: how likely it makes the next level (`probability`,
 * against the `needed` a measured level would want) travels along and weighs nothing.
 */
export function levelUpFromWindow(
  ability: Ability,
  level: number,
  window: readonly number[] | undefined,
): LevelEvidence & { streak: boolean } {
  const streak = fullStreak(window);
  const { probability, needed } = levelUpEvidence(ability, level, streak);
  return { allowed: streak, probability, needed, streak };
}

/**
 * The highest level up to `claimed` that the recorded answers earn, as SPEC §4 levels up: level N needs the
 * last five answers at level N - 1 (of that language, or that classroom) all correct, `windows[level]` holding
 * those last results. The learner's `ability`, when given, only adds how likely it makes the level earned.
 * Below the stored level nothing is earned (it only rises).
 */
export function levelEarned(
  claimed: number,
  stored: number,
  windows: Record<number, readonly number[]>,
  ability?: Ability,
): Earned {
  for (let level = claimed; level > stored; level--)
    if (fullStreak(windows[level - 1]))
      return ability ? { level, probability: probabilityAtLeast(ability, level) } : { level };
  return { level: stored };
}

/** The level `levelEarned` grants. */
export const earnedLevel = (claimed: number, stored: number, windows: Record<number, readonly number[]>): number =>
  levelEarned(claimed, stored, windows).level;
