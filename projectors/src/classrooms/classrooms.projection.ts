import { classroomCodeKey, type ClassroomEvent, type ClassroomProfile } from '@lebe/domain';
import { type DocumentProjection, byStreamId } from '../runtime';

/** The read model's collection name. */
export const classroomsCollection = 'classrooms';

/** A classroom as its teacher and students see it (SPEC §3 Classroom), without its keycode; its profile from domain. */
export interface ClassroomDoc extends ClassroomProfile {
  _id: string;
  classroomCode: string;
  /** The code as classroom login looks it up: trimmed, lower-case. */
  codeKey: string;
  base_language: string;
  /** The signed-in user who created it and alone may change it. */
  user: string;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const classroomsProjection: DocumentProjection<ClassroomEvent, ClassroomDoc> = {
  kind: 'document',
  name: 'classrooms',
  collection: {
    name: classroomsCollection,
    indexes: [['user', 'createdAt'], 'codeKey'],
    text: ['name', 'description', 'teacher', 'classroomCode'],
  },
  handles: ['ClassroomCreated', 'ClassroomUpdated', 'ClassroomKeycodeChanged', 'ClassroomDeleted'],
  targets: byStreamId,
  evolve(doc, event, id) {
    const time = event.metadata.time;
    switch (event.type) {
      case 'ClassroomCreated': {
        const { classroomId: _classroomId, owner, ...fields } = event.data;
        return {
          ...fields,
          _id: id,
          codeKey: classroomCodeKey(fields.classroomCode),
          user: owner,
          createdAt: time,
          updatedAt: time,
        };
      }
      case 'ClassroomUpdated':
        return doc && { ...doc, ...event.data.changes, updatedAt: time };
      case 'ClassroomKeycodeChanged':
        return doc && { ...doc, updatedAt: time };
      case 'ClassroomDeleted':
        return null;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
