import { streamId, type ClassroomEvent, type FollowerEvent } from '@lebe/domain';
import { byStreamId, type DocumentProjection, type FollowerDoc, followersCollection } from '../runtime';

export { followersCollection, type FollowerDoc };

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
