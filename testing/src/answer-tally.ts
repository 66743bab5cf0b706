import { newId } from '@lebe/domain';
import type { Doc, NewEventLike } from './types';
import type { DocumentProjection, Recorded } from '@lebe/projectors/runtime';

/**
 * Synthetic answer events and two counting projections over them, used to prove the runner (any
 * double-applied or skipped event changes a count) and to benchmark a rebuild.
 */
export interface SyntheticAnswer {
  learner: string;
  language: string;
  level: number;
  correct: boolean;
}

const languages = ['dutch', 'dzongkha', 'english', 'french', 'german', 'portuguese', 'sango', 'spanish'];

/** A deterministic, realistic mix: many learners, skewed towards popular languages and low levels. */
export function* syntheticAnswers(count: number, learners = 2000, seed = 1): Generator<SyntheticAnswer> {
  let x = seed >>> 0 || 1;
  const next = () => (x = (x * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  for (let i = 0; i < count; i++) {
    const learner = `l${Math.floor(next() ** 2 * learners)}`;
    const language = languages[Math.floor(next() ** 1.5 * languages.length)];
    const level = 1 + Math.floor(next() ** 2 * 10);
    yield { learner, language, level, correct: next() < 0.7 };
  }
}

export function answerEvent(a: SyntheticAnswer): NewEventLike {
  return {
    type: 'TestAnswerRecorded',
    data: { ...a, question: newId() },
    metadata: { actor: a.learner, correlationId: 'synthetic', time: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
  };
}

/** The synthetic events' union: an answer, and a learner's erasure. */
export type TestEvent =
  | { type: 'TestAnswerRecorded'; data: SyntheticAnswer & { question: string } }
  | { type: 'TestLearnerErased'; data: { learner: string } };
const data = (e: Recorded<TestEvent>) => e.data as SyntheticAnswer;

interface LearnerTally extends Doc {
  answers: number;
  correct: number;
  lastPosition: number;
}

export const learnerTally: DocumentProjection<TestEvent, LearnerTally> = {
  kind: 'document',
  name: 'testLearnerTally',
  collection: { name: 'test_learner_tally' },
  handles: ['TestAnswerRecorded'],
  targets: (e) => data(e).learner,
  evolve(doc, e, id) {
    const d = data(e);
    return {
      _id: id,
      answers: (doc?.answers ?? 0) + 1,
      correct: (doc?.correct ?? 0) + (d.correct ? 1 : 0),
      lastPosition: e.position,
    };
  },
};

interface LevelTally extends Doc {
  language: string;
  level: number;
  answers: number;
  correct: number;
}

export const levelTally: DocumentProjection<TestEvent, LevelTally> = {
  kind: 'document',
  name: 'testLevelTally',
  collection: { name: 'test_level_tally', indexes: ['language'] },
  handles: ['TestAnswerRecorded'],
  targets: (e) => [`${data(e).language}:${data(e).level}`, `all:${data(e).level}`],
  evolve(doc, e, id) {
    const d = data(e);
    return {
      _id: id,
      language: id.split(':')[0],
      level: d.level,
      answers: (doc?.answers ?? 0) + 1,
      correct: (doc?.correct ?? 0) + (d.correct ? 1 : 0),
    };
  },
};
