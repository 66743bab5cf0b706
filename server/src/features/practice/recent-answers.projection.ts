import type { AnswerEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { byStreamId } from '../../platform/projections/projection';

/** The questions a learner answered last, so practice can avoid serving them again too soon. */
export interface RecentAnswersDoc {
  _id: string;
  questions: string[];
  [key: string]: unknown;
}

export const recentAnswersKept = 30;

export const recentAnswersProjection: Projection<RecentAnswersDoc> = {
  name: 'recentAnswers',
  collection: { name: 'recent_answers' },
  canHandle: ['AnswerRecorded', 'LearnerAnswersErased'],
  documentIds: byStreamId,
  evolve(doc, recorded, id) {
    if (recorded.type === 'LearnerAnswersErased') return null;
    const { question } = (recorded as unknown as AnswerEvent).data;
    const kept = (doc?.questions ?? []).filter((q) => q !== question);
    return { _id: id, questions: [...kept, question].slice(-recentAnswersKept) };
  },
};
