import { streamId, type ClassroomEvent, type GroupEvent } from '@lebe/domain';
import { byStreamId, type DocumentProjection } from '../runtime';

export const classroomGroupsCollection = 'classroom_groups';

/** A learner group of a classroom (issue 38 item 4): its name and its students' user ids. */
export interface ClassroomGroupDoc {
  _id: string;
  classroom: string;
  name: string;
  members: string[];
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const classroomGroupsProjection: DocumentProjection<GroupEvent | ClassroomEvent, ClassroomGroupDoc> = {
  kind: 'document',
  name: 'classroomGroups',
  collection: { name: classroomGroupsCollection, indexes: [['classroom', 'name']] },
  handles: ['GroupCreated', 'GroupRenamed', 'GroupMembersSet', 'GroupDeleted', 'ClassroomDeleted'],
  targets: (event) => (event.type === 'ClassroomDeleted' ? null : byStreamId(event)),
  evolve(doc, event, id) {
    const at = event.metadata.time;
    switch (event.type) {
      case 'GroupCreated': {
        const { classroom, name, members } = event.data;
        return { _id: id, classroom, name, members, createdAt: at, updatedAt: at };
      }
      case 'GroupRenamed':
        return doc && { ...doc, name: event.data.name, updatedAt: at };
      case 'GroupMembersSet':
        return doc && { ...doc, members: event.data.members, updatedAt: at };
      case 'GroupDeleted':
        return null;
      default:
        return doc;
    }
  },
  purge: (event) =>
    event.type === 'ClassroomDeleted' ? { field: 'classroom', value: streamId(event.streamName) } : null,
};
