import { streamId, type AnswerEvent, type ErasureEvent } from '@lebe/domain';
import type { DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const practiceRoundsCollection = 'practice_rounds';

export interface RoundSummary {
  round: number;
  right: number;
  wrong: number;
  /** The questions answered wrong in the round, to review. */
  toReview: string[];
}

/**
 * A learner's round of a classroom's practice at one level (issue 26 item 2): every question of the
 * level comes once, in a random order, before any comes again. The answer says how many questions the
 * round holds (`roundSize`, counted when answered); when each was answered the round ends, its summary is
 * kept, and the next begins.
 */
export interface RoundDoc extends RoundSummary {
  _id: string;
  learner: string;
  classroom: string;
  level: number;
  /** The questions answered in this round. */
  seen: string[];
  /** The question answered last: the next round does not start with it. */
  lastQuestion: string | null;
  last: RoundSummary | null;
  [key: string]: unknown;
}

export const roundId = (learner: string, classroom: string, level: number) => `round:${learner}:${classroom}:${level}`;

export const practiceRoundsProjection: DocumentProjection<AnswerEvent | ErasureEvent, RoundDoc> = {
  kind: 'document',
  name: 'practiceRounds',
  collection: { name: practiceRoundsCollection, indexes: ['learner'] },
  handles: ['AnswerRecorded', 'LearnerAnswersErased'],
  targets(event) {
    if (event.type !== 'AnswerRecorded') return null;
    const { classroom, quiz, roundSize, level } = event.data;
    if (!classroom || quiz || roundSize === undefined) return null;
    return roundId(streamId(event.streamName), classroom, level);
  },
  evolve(doc, event, id) {
    if (event.type !== 'AnswerRecorded') return doc;
    const a = event.data;
    const base: RoundDoc = doc ?? {
      _id: id,
      learner: streamId(event.streamName),
      classroom: a.classroom!,
      level: a.level,
      round: 1,
      right: 0,
      wrong: 0,
      toReview: [],
      seen: [],
      lastQuestion: null,
      last: null,
    };
    const wrong = a.score === 'incorrect';
    const firstTry = !base.seen.includes(a.question);
    const next: RoundDoc = {
      ...base,
      seen: firstTry ? [...base.seen, a.question] : base.seen,
      right: base.right + (wrong ? 0 : 1),
      wrong: base.wrong + (wrong ? 1 : 0),
      toReview: wrong && !base.toReview.includes(a.question) ? [...base.toReview, a.question] : base.toReview,
      lastQuestion: a.question,
    };
    if (next.seen.length < (a.roundSize ?? 0)) return next;
    const { round, right, wrong: wrongCount, toReview } = next;
    return {
      ...next,
      last: { round, right, wrong: wrongCount, toReview },
      round: round + 1,
      right: 0,
      wrong: 0,
      toReview: [],
      seen: [],
    };
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
