import type { TeamMemberEvent } from '@lebe/domain';
import { type DocumentProjection, byStreamId } from '../runtime';

/** The read model's collection name. */
export const teamCollection = 'team';

export interface TeamMemberDoc {
  _id: string;
  name: string;
  role: string;
  image: string;
  salary: number;
  category: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  /** Revision of the member's stream when this was last changed: what an edit form read at. */
  version: number;
  [key: string]: unknown;
}

/** The public team directory (/team) and the admin Team list; the keyword searches name, role and description. */
export const teamProjection: DocumentProjection<TeamMemberEvent, TeamMemberDoc> = {
  kind: 'document',
  name: 'team',
  collection: {
    name: teamCollection,
    indexes: ['name', 'role', 'category', 'salary', 'createdAt', 'updatedAt'],
    text: ['name', 'role', 'description'],
  },
  handles: ['TeamMemberCreated', 'TeamMemberEdited', 'TeamMemberDeleted'],
  targets: byStreamId,
  evolve(doc, event, id) {
    const time = event.metadata.time;
    switch (event.type) {
      case 'TeamMemberCreated':
        return { _id: id, ...event.data.fields, createdAt: time, updatedAt: time, version: event.revision };
      case 'TeamMemberEdited':
        return doc && { ...doc, ...event.data.changes, updatedAt: time, version: event.revision };
      case 'TeamMemberDeleted':
        return null;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
