import type { QuizEvent, QuizMode, QuizSource } from '@lebe/domain';
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
  /** Issue 38; absent on a quiz made before it: practice, drawn. */
  mode?: QuizMode;
  source?: QuizSource;
  /** True while a draft (made with draft: true and not assigned yet). */
  draft?: boolean;
  questions: string[];
  version: number;
  /** The list at every version (by version number): a result pins the one its student answered. */
  versions: Record<string, string[]>;
  assigned: boolean;
  opensAt: string | null;
  dueAt: string | null;
  closed: boolean;
  /** Issue 38: the learner group it is (or, a draft, will be) assigned to; null or absent: the whole class. */
  group?: string | null;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const quizzesProjection: DocumentProjection<QuizEvent, QuizDoc> = {
  kind: 'document',
  name: 'quizzes',
  collection: { name: quizzesCollection, indexes: [['classroom', 'createdAt']] },
  handles: [
    'QuizCreated',
    'QuizQuestionSwapped',
    'QuizQuestionAdded',
    'QuizQuestionRemoved',
    'QuizAssigned',
    'QuizClosed',
  ],
  targets: byStreamId,
  evolve(doc, event, id): QuizDoc | null {
    const time = event.metadata.time;
    switch (event.type) {
      case 'QuizCreated': {
        const { quizId: _quizId, opensAt = null, dueAt = null, draft: _draft, ...data } = event.data;
        return {
          ...data,
          mode: data.mode ?? 'practice',
          source: data.source ?? 'drawn',
          draft: event.data.draft === true,
          group: data.group ?? null,
          _id: id,
          version: 1,
          versions: { 1: data.questions } as Record<string, string[]>,
          assigned: false,
          opensAt,
          dueAt,
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
      case 'QuizQuestionAdded':
      case 'QuizQuestionRemoved': {
        if (!doc) return doc;
        const { question, version } = event.data;
        const questions =
          event.type === 'QuizQuestionAdded'
            ? [...doc.questions, question]
            : doc.questions.filter((q) => q !== question);
        const versions = { ...doc.versions, [version]: questions };
        return { ...doc, questions, count: questions.length, version, versions, updatedAt: time };
      }
      case 'QuizAssigned':
        return (
          doc && {
            ...doc,
            assigned: true,
            draft: false,
            opensAt: event.data.opensAt,
            dueAt: event.data.dueAt,
            group: event.data.group ?? null,
            updatedAt: time,
          }
        );
      case 'QuizClosed':
        return doc && { ...doc, closed: true, updatedAt: time };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
