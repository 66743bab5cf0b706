import { streamId, type AnswerEvent, type ErasureEvent, type RegradeEvent } from '@lebe/domain';
import type { DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const answerIndexCollection = 'answer_index';

/** Where one answer is in the log, and the grade it holds now. */
export interface IndexedAnswer {
  position: number;
  score: string;
  pointscore: number;
}

/**
 * Where each learner's answers to each question are in the log, with their grade as it stands: what a
 * re-grade (a question's key corrected) reads back from the log, without scanning it.
 */
export interface AnswerIndexDoc {
  _id: string;
  question: string;
  learner: string;
  answers: IndexedAnswer[];
  [key: string]: unknown;
}

export const answerIndexId = (question: string, learner: string) => `${question}:${learner}`;

export const answerIndexProjection: DocumentProjection<AnswerEvent | RegradeEvent | ErasureEvent, AnswerIndexDoc> = {
  kind: 'document',
  name: 'answerIndex',
  collection: { name: answerIndexCollection, indexes: ['question', 'learner'] },
  handles: ['AnswerRecorded', 'AnswerRegraded', 'LearnerAnswersErased'],
  targets: (event) =>
    event.type === 'LearnerAnswersErased' ? null : answerIndexId(event.data.question, streamId(event.streamName)),
  evolve(doc, event, id) {
    if (event.type === 'LearnerAnswersErased') return doc;
    const base = doc ?? { _id: id, question: event.data.question, learner: streamId(event.streamName), answers: [] };
    if (event.type === 'AnswerRecorded') {
      const { score, pointscore } = event.data;
      return { ...base, answers: [...base.answers, { position: event.position, score, pointscore }] };
    }
    const { position, to } = event.data;
    return {
      ...base,
      answers: base.answers.map((a) => (a.position === position ? { position, ...to } : a)),
    };
  },
  purge: (event) => (event.type === 'LearnerAnswersErased' ? { field: 'learner', value: event.data.learner } : null),
};
