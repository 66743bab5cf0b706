import type { FollowerEvent, RecordedEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { byStreamId } from '../../platform/projections/projection';

/** A student's membership of a classroom (SPEC §3 Follower): the name they share with its teacher. */
export interface FollowerDoc {
  _id: string;
  classroom: string;
  student: string;
  studentName: string;
  joinedAt: string;
  [key: string]: unknown;
}

export const followersProjection: Projection<FollowerDoc> = {
  name: 'followers',
  collection: {
    name: 'followers',
    indexes: [
      ['classroom', 'studentName'],
      ['student', 'joinedAt'],
    ],
  },
  canHandle: ['StudentJoinedClassroom', 'StudentLeftClassroom', 'ClassroomDeleted'],
  documentIds: (e: RecordedEvent) => (e.type === 'ClassroomDeleted' ? null : byStreamId(e)),
  evolve(_doc, recorded, id) {
    const event = recorded as unknown as FollowerEvent;
    switch (event.type) {
      case 'StudentJoinedClassroom': {
        const { classroom, student, studentName } = event.data;
        return { _id: id, classroom, student, studentName, joinedAt: recorded.metadata.time };
      }
      case 'StudentLeftClassroom':
        return null;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  // A deleted classroom has no students left.
  purge: (e) => (e.type === 'ClassroomDeleted' ? { field: 'classroom', value: byStreamId(e) } : null),
};
