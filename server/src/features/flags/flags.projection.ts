import type { FlagEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { byStreamId } from '../../platform/projections/projection';

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
  [key: string]: unknown;
}

export const flagsProjection: Projection<FlagDoc> = {
  name: 'flags',
  collection: {
    name: 'flags',
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
  canHandle: ['FlagRaised', 'FlagResolved', 'FlagDeleted'],
  documentIds: byStreamId,
  evolve(doc, recorded, id) {
    const event = recorded as unknown as FlagEvent;
    switch (event.type) {
      case 'FlagRaised': {
        const { flagId: _flagId, ...data } = event.data;
        return { _id: id, ...data, resolved: false, createdAt: recorded.metadata.time };
      }
      case 'FlagResolved':
        return doc && { ...doc, resolved: event.data.resolved };
      case 'FlagDeleted':
        return null;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
