import type { AnswerEvent, ErasureEvent } from '@lebe/domain';
import { byStreamId, type DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const recentAnswersCollection = 'recent_answers';

/**
 * The questions a learner answered last, so practice can avoid serving them again too soon; and the
 * last answers by the request that recorded them, so an answer sent again (a retry after a dropped
 * connection, with the same X-Request-Id) is answered with what was recorded instead of counted twice.
 */
export interface RecentAnswersDoc {
  _id: string;
  questions: string[];
  receipts?: AnswerReceipt[];
  /** The learner's last answer applied: where in their stream (and the log) the unapplied ones begin. */
  last?: { revision: number; position: number };
  [key: string]: unknown;
}

/**
 * A request that recorded an answer, and where in the learner's stream: the answer itself is read from
 * there on a retry (rare), so the document written with every answer stays small. Receipts written
 * before kept the answer (`answer`).
 */
export interface AnswerReceipt {
  request: string;
  revision?: number;
  answer?: AnswerEvent['data'];
}

export const recentAnswersKept = 30;
export const receiptsKept = 20;

/** One document per learner: answers are on `learner-<id>`, the erasure on `user-<id>`, the same id. */
export const recentAnswersProjection: DocumentProjection<AnswerEvent | ErasureEvent, RecentAnswersDoc> = {
  kind: 'document',
  name: 'recentAnswers',
  collection: { name: recentAnswersCollection },
  handles: ['AnswerRecorded', 'LearnerAnswersErased'],
  targets: byStreamId,
  evolve(doc, event, id) {
    if (event.type === 'LearnerAnswersErased') return null;
    const { question } = event.data;
    const kept = (doc?.questions ?? []).filter((q) => q !== question);
    const receipt = { request: event.metadata.correlationId, revision: event.revision };
    return {
      _id: id,
      questions: [...kept, question].slice(-recentAnswersKept),
      receipts: [...(doc?.receipts ?? []), receipt].slice(-receiptsKept),
      last: { revision: event.revision, position: event.position },
    };
  },
};
