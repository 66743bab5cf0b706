import type { QuestionEvent, QuestionFields } from '@lebe/domain';
import { type DocumentProjection, randOf, byStreamId } from '../runtime';

/** The read model's collection name. */
export const questionsCollection = 'questions';

/** A question as practice and the consoles read it (SPEC §3 Question) plus what serving needs. */
export interface QuestionDoc extends QuestionFields {
  _id: string;
  /** The last editor (SPEC: user). */
  user: string | null;
  origin: 'generated' | 'admin' | 'teacher';
  owner: string | null;
  /** In the practice bank (not a teacher's own question). */
  inBank: boolean;
  /** A fixed uniform number from the id: the circle on which drawOnCircle draws a random question by index seek. */
  rand: number;
  createdAt: string;
  updatedAt: string;
  /** Revision of the question's stream when this was last changed: what an edit form read at. */
  version: number;
  [key: string]: unknown;
}

export const questionBankProjection: DocumentProjection<QuestionEvent, QuestionDoc> = {
  kind: 'document',
  name: 'questionBank',
  bulk: true,
  collection: {
    name: questionsCollection,
    indexes: [
      ['inBank', 'targetLanguage', 'level', 'isFlagged', 'rand'],
      ['inBank', 'targetLanguage', 'level', 'knowledgeType'],
      // The admin list's filter panel, newest first (bench/src/admin-questions.bench.ts). Each holds all six
      // filter fields and createdAt, so a count and a page are read from one index without the documents;
      // each leads with what a filter fixes: targetLanguage, level and questionType in every combination,
      // and the rare values of isFlagged (flagged) and textType (gutenburg). The first walks newest first
      // past what does not match, when the filter fixes nothing ahead of createdAt (or most questions match).
      ['createdAt', 'questionType', 'targetLanguage', 'level', 'textType', 'isFlagged', 'userLanguage'],
      ['targetLanguage', 'level', 'questionType', 'createdAt', 'textType', 'isFlagged', 'userLanguage'],
      ['questionType', 'targetLanguage', 'createdAt', 'level', 'textType', 'isFlagged', 'userLanguage'],
      ['level', 'questionType', 'createdAt', 'targetLanguage', 'textType', 'isFlagged', 'userLanguage'],
      ['isFlagged', 'createdAt', 'questionType', 'targetLanguage', 'level', 'textType', 'userLanguage'],
      ['textType', 'createdAt', 'questionType', 'targetLanguage', 'level', 'isFlagged', 'userLanguage'],
      'userLanguage',
      'owner',
      ['owner', 'createdAt'],
      'knowledgeType',
    ],
    text: ['question', 'fullQuestion', 'category'],
  },
  handles: [
    'QuestionCreated',
    'QuestionEdited',
    'QuestionFlagToggled',
    'QuestionDeleted',
    'QuestionWithdrawn',
    'QuestionAddedToClassroom',
    'QuestionRemovedFromClassroom',
  ],
  targets: byStreamId,
  evolve(doc, event, id) {
    const time = event.metadata.time;
    const actor = event.metadata.actor;
    const version = event.revision;
    switch (event.type) {
      case 'QuestionCreated': {
        const { fields, origin, owner } = event.data;
        const inBank = origin !== 'teacher';
        return {
          ...fields,
          _id: id,
          user: actor,
          origin,
          owner,
          inBank,
          rand: randOf(id),
          createdAt: time,
          updatedAt: time,
          version,
        };
      }
      case 'QuestionEdited':
        return doc && { ...doc, ...event.data.changes, user: actor ?? doc.user, updatedAt: time, version };
      case 'QuestionFlagToggled':
        return doc && { ...doc, isFlagged: event.data.isFlagged, user: actor ?? doc.user, updatedAt: time, version };
      case 'QuestionDeleted':
      case 'QuestionWithdrawn':
        return null;
      case 'QuestionAddedToClassroom':
      case 'QuestionRemovedFromClassroom':
        return doc && { ...doc, version };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
