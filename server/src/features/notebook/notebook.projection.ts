import type { AnswerEvent, NotebookEntryFields, NotebookEvent, RecordedEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { byStreamId } from '../../platform/projections/projection';
import { notebookEntryId } from '@lebe/domain';
import { dueKey, newReview, review, type ReviewState } from './review-schedule';

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

function ids(e: RecordedEvent): string | null {
  if (e.type !== 'AnswerRecorded') return byStreamId(e);
  return notebookEntryId(byStreamId(e), (e as unknown as AnswerEvent).data.question);
}

export const notebookProjection: Projection<NotebookDoc> = {
  name: 'notebook',
  collection: {
    name: 'notebooks',
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
  canHandle: ['NotebookEntrySaved', 'NotebookEntryEdited', 'NotebookEntryDeleted', 'AnswerRecorded'],
  documentIds: ids,
  evolve(doc, recorded, id) {
    const time = recorded.metadata.time;
    if (recorded.type === 'AnswerRecorded') {
      if (!doc) return doc; // the answered question is not in this learner's notebook
      const next = review(doc.review, (recorded as unknown as AnswerEvent).data.pointscore, time);
      return { ...doc, review: next, dueKey: dueKey(next, doc.priority) };
    }
    const event = recorded as unknown as NotebookEvent;
    switch (event.type) {
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
