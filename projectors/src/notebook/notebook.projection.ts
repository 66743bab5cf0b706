import {
  notebookEntryId,
  streamId,
  type AnswerEvent,
  type NotebookEntryFields,
  type NotebookEvent,
} from '@lebe/domain';
import { byStreamId, type DocumentProjection, type Recorded } from '../runtime';
import { dueKey, newReview, review, type ReviewState } from './review-schedule';

/** The read model's collection name. */
export const notebooksCollection = 'notebooks';

export interface NotebookDoc extends NotebookEntryFields {
  _id: string;
  user: string;
  review: ReviewState;
  /** When notebook practice should bring it back (see review-schedule.ts). */
  dueKey: string;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

/** An answer reviews the learner's entry for that question, if there is one (its id is derived from both). */
function targets(event: Recorded<NotebookEvent | AnswerEvent>): string {
  if (event.type !== 'AnswerRecorded') return byStreamId(event);
  return notebookEntryId(streamId(event.streamName), event.data.question);
}

export const notebookProjection: DocumentProjection<NotebookEvent | AnswerEvent, NotebookDoc> = {
  kind: 'document',
  name: 'notebook',
  collection: {
    name: notebooksCollection,
    indexes: [
      ['user', 'createdAt'],
      ['user', 'level', 'dueKey'],
      ['user', 'dueKey'],
      'questionId',
      'targetLanguage',
      'questionType',
      'textType',
      'userLanguage',
      'level',
    ],
    text: ['question', 'note', 'hint', 'collectionName', 'category'],
  },
  handles: ['NotebookEntrySaved', 'NotebookEntryEdited', 'NotebookEntryDeleted', 'AnswerRecorded'],
  targets,
  evolve(doc, event, id) {
    const time = event.metadata.time;
    switch (event.type) {
      case 'AnswerRecorded': {
        if (!doc) return doc; // the answered question is not in this learner's notebook
        const next = review(doc.review, event.data.pointscore, time);
        return { ...doc, review: next, dueKey: dueKey(next, doc.priority) };
      }
      case 'NotebookEntrySaved': {
        const first = newReview(time);
        const entry = event.data.entry;
        return {
          ...entry,
          _id: id,
          user: event.data.user,
          review: first,
          dueKey: dueKey(first, entry.priority),
          createdAt: time,
          updatedAt: time,
        };
      }
      case 'NotebookEntryEdited': {
        if (!doc) return null;
        const next = { ...doc, ...event.data.changes, updatedAt: time };
        return { ...next, dueKey: dueKey(next.review, next.priority) };
      }
      case 'NotebookEntryDeleted':
        return null;
      default: {
        const _unhandled: never = event;
        return doc;
      }
    }
  },
};
