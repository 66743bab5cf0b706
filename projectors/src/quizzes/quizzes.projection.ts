import type { QuizEvent } from '@lebe/domain';
import { byStreamId, type DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const quizzesCollection = 'quizzes';

/** A quiz as its teacher and students see it: its criteria, its question list at each version, its dates. */
export interface QuizDoc {
  _id: string;
  classroom: string;
  owner: string;
  title: string;
  targetLanguage: string;
  levels: number[];
  questionTypes: string[];
  knowledgeTypes: string[];
  count: number;
  order: 'fixed' | 'random';
  questions: string[];
  version: number;
  /** The list at every version (by version number): a result pins the one its student answered. */
  versions: Record<string, string[]>;
  assigned: boolean;
  opensAt: string | null;
  dueAt: string | null;
  closed: boolean;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const quizzesProjection: DocumentProjection<QuizEvent, QuizDoc> = {
  kind: 'document',
  name: 'quizzes',
  collection: { name: quizzesCollection, indexes: [['classroom', 'createdAt']] },
  handles: ['QuizCreated', 'QuizQuestionSwapped', 'QuizAssigned', 'QuizClosed'],
  targets: byStreamId,
  evolve(doc, event, id): QuizDoc | null {
    const time = event.metadata.time;
    switch (event.type) {
      case 'QuizCreated': {
        const { quizId: _quizId, ...data } = event.data;
        return {
          ...data,
          _id: id,
          version: 1,
          versions: { 1: data.questions } as Record<string, string[]>,
          assigned: false,
          opensAt: null,
          dueAt: null,
          closed: false,
          createdAt: time,
          updatedAt: time,
        };
      }
      case 'QuizQuestionSwapped': {
        if (!doc) return doc;
        const { from, to, version } = event.data;
        const questions = doc.questions.map((q) => (q === from ? to : q));
        return { ...doc, questions, version, versions: { ...doc.versions, [version]: questions }, updatedAt: time };
      }
      case 'QuizAssigned':
        return doc && { ...doc, assigned: true, opensAt: event.data.opensAt, dueAt: event.data.dueAt, updatedAt: time };
      case 'QuizClosed':
        return doc && { ...doc, closed: true, updatedAt: time };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
