import { createEmptyCard, fsrs, type Card, type FSRS, type Grade } from 'ts-fsrs';
import { notebookGrade } from '@lebe/domain';

/**
 * Spaced repetition for notebook practice (FSRS, via ts-fsrs, without fuzz so it stays deterministic).
 * Each answer to a saved question rates it: full marks Good, at least half Hard, else Again. Entries are
 * practised in order of `dueKey`: the FSRS due date, brought forward one day per priority point above 1.
 * The weights are the learner's fitted ones when the nightly fit adopted some (see docs/notebook.md),
 * else ts-fsrs's defaults.
 */
export interface ReviewState {
  due: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  learningSteps: number;
  scheduledDays: number;
  lastReview: string | null;
}

const defaultScheduler = fsrs({ enable_fuzz: false });
const schedulers = new Map<string, FSRS>();
const day = 24 * 60 * 60 * 1000;

/** ts-fsrs's scheduler for these weights (kept: a rebuild meets the same few sets again and again). */
function schedulerFor(parameters: readonly number[] | null | undefined): FSRS {
  if (!parameters) return defaultScheduler;
  const key = parameters.join(',');
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    if (schedulers.size >= 1000) schedulers.clear();
    schedulers.set(key, (scheduler = fsrs({ enable_fuzz: false, w: [...parameters] })));
  }
  return scheduler;
}

export function newReview(time: string): ReviewState {
  return fromCard(createEmptyCard(new Date(time)));
}

export const gradeOf = (pointscore: number): Grade => notebookGrade(pointscore);

/** The entry after an answer, scheduled with these weights (default: ts-fsrs's). */
export function review(
  state: ReviewState,
  pointscore: number,
  time: string,
  parameters?: readonly number[] | null,
): ReviewState {
  return fromCard(schedulerFor(parameters).next(toCard(state), new Date(time), gradeOf(pointscore)).card);
}

export function dueKey(review: ReviewState, priority: number): string {
  return new Date(Date.parse(review.due) - Math.max(0, priority - 1) * day).toISOString();
}

function toCard(s: ReviewState): Card {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: 0,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.lastReview ? new Date(s.lastReview) : undefined,
  };
}

function fromCard(c: Card): ReviewState {
  return {
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    learningSteps: c.learning_steps,
    scheduledDays: c.scheduled_days,
    lastReview: c.last_review ? c.last_review.toISOString() : null,
  };
}
