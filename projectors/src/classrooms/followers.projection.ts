import { streamId, type ClassroomEvent, type FollowerEvent } from '@lebe/domain';
import { byStreamId, type DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const followersCollection = 'followers';

/** A student's membership of a classroom (SPEC §3 Follower): the name they share with its teacher. */
export interface FollowerDoc {
  _id: string;
  classroom: string;
  student: string;
  studentName: string;
  joinedAt: string;
  [key: string]: unknown;
}

export const followersProjection: DocumentProjection<FollowerEvent | ClassroomEvent, FollowerDoc> = {
  kind: 'document',
  name: 'followers',
  collection: {
    name: followersCollection,
    indexes: [
      ['classroom', 'studentName'],
      ['student', 'joinedAt'],
    ],
  },
  handles: ['StudentJoinedClassroom', 'StudentLeftClassroom', 'StudentReadmitted', 'ClassroomDeleted'],
  targets: (event) => (event.type === 'ClassroomDeleted' ? null : byStreamId(event)),
  evolve(_doc, event, id) {
    switch (event.type) {
      case 'StudentJoinedClassroom':
      case 'StudentReadmitted': {
        const { classroom, student, studentName } = event.data;
        return { _id: id, classroom, student, studentName, joinedAt: event.metadata.time };
      }
      case 'StudentLeftClassroom':
        return null;
      default:
        return _doc;
    }
  },
  // A deleted classroom has no students left.
  purge: (event) =>
    event.type === 'ClassroomDeleted' ? { field: 'classroom', value: streamId(event.streamName) } : null,
};
