import type { TeamMemberEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { byStreamId } from '../../platform/projections/projection';

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
  [key: string]: unknown;
}

/** The public team directory (/team) and the admin Team list; the keyword searches name, role and description. */
export const teamProjection: Projection<TeamMemberDoc> = {
  name: 'team',
  collection: {
    name: 'team',
    indexes: ['name', 'role', 'category', 'salary', 'createdAt', 'updatedAt'],
    text: ['name', 'role', 'description'],
  },
  canHandle: ['TeamMemberCreated', 'TeamMemberEdited', 'TeamMemberDeleted'],
  documentIds: byStreamId,
  evolve(doc, recorded, id) {
    const event = recorded as unknown as TeamMemberEvent;
    const time = recorded.metadata.time;
    switch (event.type) {
      case 'TeamMemberCreated':
        return { _id: id, ...event.data.fields, createdAt: time, updatedAt: time };
      case 'TeamMemberEdited':
        return doc && { ...doc, ...event.data.changes, updatedAt: time };
      case 'TeamMemberDeleted':
        return null;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
