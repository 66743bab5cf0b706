import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

/**
 * Spaced repetition for notebook practice (FSRS, via ts-fsrs, without fuzz so it stays deterministic).
 * Each answer to a saved question rates it: full marks Good, at least half Hard, else Again. Entries are
 * practised in order of `dueKey`: the FSRS due date, brought forward one day per priority point above 1.
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

const scheduler = fsrs({ enable_fuzz: false });
const day = 24 * 60 * 60 * 1000;

export function newReview(time: string): ReviewState {
  return fromCard(createEmptyCard(new Date(time)));
}

export const gradeOf = (pointscore: number): Grade =>
  pointscore >= 1 ? Rating.Good : pointscore >= 0.5 ? Rating.Hard : Rating.Again;

export function review(state: ReviewState, pointscore: number, time: string): ReviewState {
  return fromCard(scheduler.next(toCard(state), new Date(time), gradeOf(pointscore)).card);
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
