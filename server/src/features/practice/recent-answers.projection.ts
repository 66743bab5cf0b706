import type { AnswerEvent, ErasureEvent } from '@lebe/domain';
import { byStreamId, type DocumentProjection } from '../../platform/projections/projection';

/** The questions a learner answered last, so practice can avoid serving them again too soon. */
export interface RecentAnswersDoc {
  _id: string;
  questions: string[];
  [key: string]: unknown;
}

export const recentAnswersKept = 30;

/** One document per learner: answers are on `learner-<id>`, the erasure on `user-<id>`, the same id. */
export const recentAnswersProjection: DocumentProjection<AnswerEvent | ErasureEvent, RecentAnswersDoc> = {
  kind: 'document',
  name: 'recentAnswers',
  collection: { name: 'recent_answers' },
  handles: ['AnswerRecorded', 'LearnerAnswersErased'],
  targets: byStreamId,
  evolve(doc, event, id) {
    if (event.type === 'LearnerAnswersErased') return null;
    const { question } = event.data;
    const kept = (doc?.questions ?? []).filter((q) => q !== question);
    return { _id: id, questions: [...kept, question].slice(-recentAnswersKept) };
  },
};
