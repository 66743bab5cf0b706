import { streamId, type ClassroomEvent, type FollowerEvent } from '@lebe/domain';
import { byStreamId, type DocumentProjection } from '../runtime';

/** The read model's collection name. */
export const removedStudentsCollection = 'removed_students';

/**
 * The students a classroom's teacher removed, until they are re-admitted (issue 26 item 7): a member is
 * kept with the name they shared, so that once removed they can be listed by it; one who left by
 * themselves, or is back, is not listed.
 */
export interface RemovedStudentDoc {
  _id: string;
  classroom: string;
  student: string;
  studentName: string;
  status: 'member' | 'removed';
  removedAt?: string;
  [key: string]: unknown;
}

export const removedStudentsProjection: DocumentProjection<FollowerEvent | ClassroomEvent, RemovedStudentDoc> = {
  kind: 'document',
  name: 'removedStudents',
  collection: { name: removedStudentsCollection, indexes: [['classroom', 'status', 'studentName']] },
  handles: ['StudentJoinedClassroom', 'StudentLeftClassroom', 'StudentReadmitted', 'ClassroomDeleted'],
  targets: (event) => (event.type === 'ClassroomDeleted' ? null : byStreamId(event)),
  evolve(doc, event, id) {
    switch (event.type) {
      case 'StudentJoinedClassroom':
      case 'StudentReadmitted': {
        const { classroom, student, studentName } = event.data;
        return { _id: id, classroom, student, studentName, status: 'member' };
      }
      case 'StudentLeftClassroom':
        if (event.data.by !== 'teacher' || !doc) return null;
        return { ...doc, status: 'removed', removedAt: event.metadata.time };
      default:
        return doc;
    }
  },
  purge: (event) =>
    event.type === 'ClassroomDeleted' ? { field: 'classroom', value: streamId(event.streamName) } : null,
};
