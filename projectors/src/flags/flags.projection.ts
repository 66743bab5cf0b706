import type { FlagEvent } from '@lebe/domain';
import { type DocumentProjection, byStreamId } from '../runtime';

/** The read model's collection name. */
export const flagsCollection = 'flags';
/** The read model's collection name. */
export const reportedQuestionsCollection = 'reported_questions';

export interface FlagDoc {
  _id: string;
  question: string;
  user: string;
  inappropriate: boolean;
  incorrect: boolean;
  wrongAnswer: boolean;
  offensive: boolean;
  weird: boolean;
  comment: string;
  level: number;
  userLanguage: string;
  targetLanguage: string;
  textType: string;
  questionType: string;
  resolved: boolean;
  createdAt: string;
  /** Revision of the flag's stream when this was last changed: what an edit form read at. */
  version: number;
  [key: string]: unknown;
}

export const flagsProjection: DocumentProjection<FlagEvent, FlagDoc> = {
  kind: 'document',
  name: 'flags',
  collection: {
    name: flagsCollection,
    indexes: [
      'question',
      'user',
      'resolved',
      'createdAt',
      'level',
      'userLanguage',
      'targetLanguage',
      'textType',
      'questionType',
      'inappropriate',
      'incorrect',
      'wrongAnswer',
      'offensive',
      'weird',
    ],
    text: ['comment'],
  },
  handles: ['FlagRaised', 'FlagResolved', 'FlagDeleted'],
  targets: byStreamId,
  evolve(doc, event, id) {
    switch (event.type) {
      case 'FlagRaised': {
        const { flagId: _flagId, ...data } = event.data;
        return { _id: id, ...data, resolved: false, createdAt: event.metadata.time, version: event.revision };
      }
      case 'FlagResolved':
        return doc && { ...doc, resolved: event.data.resolved, version: event.revision };
      case 'FlagDeleted':
        return null;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};

/** The questions a learner reported, newest last: practice stops serving them to that learner at once. */
export interface ReportedDoc {
  _id: string;
  questions: string[];
  [key: string]: unknown;
}

export const reportsKept = 1000;

export const reportedProjection: DocumentProjection<FlagEvent, ReportedDoc> = {
  kind: 'document',
  name: 'reportedQuestions',
  collection: { name: reportedQuestionsCollection },
  handles: ['FlagRaised'],
  targets: (event) => (event.type === 'FlagRaised' ? event.data.user : null),
  evolve(doc, event, id) {
    if (event.type !== 'FlagRaised') return doc;
    const kept = (doc?.questions ?? []).filter((q) => q !== event.data.question);
    return { _id: id, questions: [...kept, event.data.question].slice(-reportsKept) };
  },
};
