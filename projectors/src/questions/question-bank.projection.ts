import type { QuestionEvent } from '@lebe/domain';
import { type DocumentProjection, type QuestionDoc, randOf, byStreamId, questionsCollection } from '../runtime';

export { questionsCollection, type QuestionDoc };

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
