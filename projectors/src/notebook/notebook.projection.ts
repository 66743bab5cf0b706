import type { NotebookEntryFields, NotebookEvent } from '@lebe/domain';
import type { Projection } from '../projection';
import { streamId } from '../stream-id';

export interface NotebookDoc extends NotebookEntryFields {
  _id: string;
  user: string;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const notebookProjection: Projection<NotebookDoc> = {
  name: 'notebook',
  collection: {
    name: 'notebooks',
    indexes: [
      ['user', 'createdAt'],
      ['user', 'level'],
      'questionId',
      'targetLanguage',
      'questionType',
      'textType',
      'userLanguage',
    ],
    text: ['question', 'note', 'hint', 'collectionName', 'category'],
  },
  canHandle: ['NotebookEntrySaved', 'NotebookEntryEdited', 'NotebookEntryDeleted'],
  documentIds: streamId,
  evolve(doc, recorded, id) {
    const event = recorded as unknown as NotebookEvent;
    const time = recorded.metadata.time;
    switch (event.type) {
      case 'NotebookEntrySaved':
        return { ...event.data.entry, _id: id, user: event.data.user, createdAt: time, updatedAt: time };
      case 'NotebookEntryEdited':
        return doc && { ...doc, ...event.data.changes, updatedAt: time };
      case 'NotebookEntryDeleted':
        return null;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
