import type { ClassroomEvent } from '@lebe/domain';
import type { Projection } from '../../platform/projections/projection';
import { byStreamId } from '../../platform/projections/projection';

/** A classroom as its teacher and students see it (SPEC §3 Classroom), without its keycode. */
export interface ClassroomDoc {
  _id: string;
  classroomCode: string;
  /** The code as classroom login looks it up: trimmed, lower-case. */
  codeKey: string;
  name: string;
  teacher: string;
  description: string;
  base_language: string;
  target_language: string;
  /** The signed-in user who created it and alone may change it. */
  user: string;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const classroomCodeKey = (code: string) => code.trim().toLowerCase();

export const classroomsProjection: Projection<ClassroomDoc> = {
  name: 'classrooms',
  collection: {
    name: 'classrooms',
    indexes: [['user', 'createdAt'], 'codeKey'],
    text: ['name', 'description', 'teacher', 'classroomCode'],
  },
  canHandle: ['ClassroomCreated', 'ClassroomUpdated', 'ClassroomKeycodeChanged', 'ClassroomDeleted'],
  documentIds: byStreamId,
  evolve(doc, recorded, id) {
    const event = recorded as unknown as ClassroomEvent;
    const time = recorded.metadata.time;
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
