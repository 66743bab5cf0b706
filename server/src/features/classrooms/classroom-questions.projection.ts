import type { QuestionEvent, QuestionFields, RecordedEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { randOf } from '../questions/question-bank.projection';
import { byStreamId } from '../../platform/projections/projection';

/** One question in one classroom's list: the question's fields, kept in step with its edits. */
export interface ClassroomQuestionDoc extends QuestionFields {
  _id: string;
  classroom: string;
  questionId: string;
  owner: string | null;
  /** As in the bank: a fixed uniform number, so a random question of a level is one index seek. */
  rand: number;
  addedAt: string;
  [key: string]: unknown;
}

export const classroomQuestionId = (classroom: string, question: string) => `${classroom}:${question}`;

function ids(e: RecordedEvent): string[] | null {
  if (e.type === 'ClassroomDeleted') return null;
  const question = byStreamId(e);
  const event = e as unknown as QuestionEvent;
  switch (event.type) {
    case 'QuestionAddedToClassroom':
    case 'QuestionRemovedFromClassroom':
      return [classroomQuestionId(event.data.classroom, question)];
    case 'QuestionEdited':
    case 'QuestionFlagToggled':
    case 'QuestionDeleted':
      return (event.data.classrooms ?? []).map((c) => classroomQuestionId(c, question));
    default:
      return null;
  }
}

export const classroomQuestionsProjection: Projection<ClassroomQuestionDoc> = {
  name: 'classroomQuestions',
  collection: {
    name: 'classroom_questions',
    indexes: [['classroom', 'level', 'isFlagged', 'rand'], ['classroom', 'addedAt'], 'questionId'],
    text: ['question', 'fullQuestion', 'category'],
  },
  canHandle: [
    'QuestionAddedToClassroom',
    'QuestionRemovedFromClassroom',
    'QuestionEdited',
    'QuestionFlagToggled',
    'QuestionDeleted',
    'ClassroomDeleted',
  ],
  documentIds: ids,
  evolve(doc, recorded, id) {
    const event = recorded as unknown as QuestionEvent;
    switch (event.type) {
      case 'QuestionAddedToClassroom': {
        const questionId = byStreamId(recorded);
        const { classroom, fields, owner } = event.data;
        return {
          ...fields,
          _id: id,
          classroom,
          questionId,
          owner,
          rand: randOf(questionId),
          addedAt: recorded.metadata.time,
        };
      }
      case 'QuestionEdited':
        return doc && { ...doc, ...event.data.changes };
      case 'QuestionFlagToggled':
        return doc && { ...doc, isFlagged: event.data.isFlagged };
      case 'QuestionRemovedFromClassroom':
      case 'QuestionDeleted':
        return null;
      default:
        return doc;
    }
  },
  // A deleted classroom has no question list left.
  purge: (e) => (e.type === 'ClassroomDeleted' ? { field: 'classroom', value: byStreamId(e) } : null),
};
