import { streamId, type ClassroomEvent, type QuestionEvent, type QuestionFields } from '@lebe/domain';
import { type DocumentProjection, randOf, versioned } from '../runtime';

/** The read model's collection name. */
export const classroomQuestionsCollection = 'classroom_questions';

/** One question in one classroom's list: the question's fields, kept in step with its edits. */
export interface ClassroomQuestionDoc extends QuestionFields {
  _id: string;
  classroom: string;
  questionId: string;
  owner: string | null;
  /** As in the bank: a fixed uniform number, so a random question of a level is one index seek. */
  rand: number;
  addedAt: string;
  /** Issue 38: the learner group whose students alone practise it; '' for the whole class (a filterable value). */
  group: string;
  [key: string]: unknown;
}

export const classroomQuestionId = (classroom: string, question: string) => `${classroom}:${question}`;

/**
 * Every list a question is in follows its edits, found by the question's id (the `questionId` lookup):
 * the question's events need not say which classrooms hold it.
 */
export const classroomQuestionsProjection: DocumentProjection<QuestionEvent | ClassroomEvent, ClassroomQuestionDoc> = {
  kind: 'document',
  // v2 (issue 38): every document carries `group`, so a student's list is one filter on it.
  name: versioned('classroomQuestions', 2),
  collection: {
    name: classroomQuestionsCollection,
    indexes: [
      ['classroom', 'level', 'isFlagged', 'rand'],
      ['classroom', 'addedAt'],
      ['classroom', 'group', 'level', 'isFlagged'],
      'questionId',
    ],
    text: ['question', 'fullQuestion', 'category'],
  },
  lookup: 'questionId',
  handles: [
    'QuestionAddedToClassroom',
    'QuestionRemovedFromClassroom',
    'QuestionEdited',
    'QuestionFlagToggled',
    'QuestionDeleted',
    'QuestionWithdrawn',
    'ClassroomDeleted',
  ],
  targets(event) {
    switch (event.type) {
      case 'QuestionAddedToClassroom':
      case 'QuestionRemovedFromClassroom':
        return classroomQuestionId(event.data.classroom, streamId(event.streamName));
      case 'QuestionEdited':
      case 'QuestionFlagToggled':
      case 'QuestionDeleted':
      case 'QuestionWithdrawn':
        return { lookup: streamId(event.streamName) };
      default:
        return null;
    }
  },
  evolve(doc, event, id) {
    switch (event.type) {
      case 'QuestionAddedToClassroom': {
        const questionId = streamId(event.streamName);
        const { classroom, fields, owner, group } = event.data;
        return {
          ...fields,
          _id: id,
          classroom,
          questionId,
          owner,
          rand: randOf(questionId),
          // Moved to another audience, it keeps its place in the list.
          addedAt: doc?.addedAt ?? event.metadata.time,
          group: group ?? '',
        };
      }
      case 'QuestionEdited':
        return doc && { ...doc, ...event.data.changes };
      case 'QuestionFlagToggled':
        return doc && { ...doc, isFlagged: event.data.isFlagged };
      case 'QuestionRemovedFromClassroom':
      case 'QuestionDeleted':
      case 'QuestionWithdrawn':
        return null;
      default:
        return doc;
    }
  },
  // A deleted classroom has no question list left.
  purge: (event) =>
    event.type === 'ClassroomDeleted' ? { field: 'classroom', value: streamId(event.streamName) } : null,
};
