import { decider } from '../core/decider';
import { conflict, forbidden, notFound } from '../core/errors';
import { classroomEditableFields, type ClassroomCodeEvent, type ClassroomEvent, type ClassroomProfile } from './events';
import { exhaustive } from '../core/exhaustive';

type Profile = ClassroomProfile;

export type ClassroomState = {
  exists: boolean;
  deleted: boolean;
  owner: string | null;
  classroomCode: string;
} & Profile;

/** The profile's fields of an event's data, whatever else it holds. */
const profileOf = (data: Profile): Profile =>
  Object.fromEntries(classroomEditableFields.map((field) => [field, data[field]])) as Profile;

export const initialClassroom: ClassroomState = {
  exists: false,
  deleted: false,
  owner: null,
  classroomCode: '',
  name: '',
  teacher: '',
  description: '',
  target_language: 'english',
};

export type ClassroomCommand =
  | ({
      type: 'Create';
      classroomId: string;
      classroomCode: string;
      base_language: string;
      owner: string;
    } & Profile)
  | { type: 'Update'; by: string; changes: Partial<Profile>; keycodeChanged: boolean }
  | { type: 'Delete'; by: string };

export function evolveClassroom(state: ClassroomState, event: ClassroomEvent): ClassroomState {
  switch (event.type) {
    case 'ClassroomCreated': {
      const { owner, classroomCode } = event.data;
      return { exists: true, deleted: false, owner, classroomCode, ...profileOf(event.data) };
    }
    case 'ClassroomUpdated':
      return { ...state, ...event.data.changes };
    case 'ClassroomKeycodeChanged':
      return state;
    case 'ClassroomDeleted':
      return { ...state, deleted: true };
    default:
      return exhaustive(event, state);
  }
}

export function decideClassroom(command: ClassroomCommand, state: ClassroomState): ClassroomEvent[] {
  if (command.type === 'Create') {
    if (state.exists) throw conflict('Classroom already exists');
    const { type: _type, ...data } = command;
    return [{ type: 'ClassroomCreated', data }];
  }
  if (!state.exists || state.deleted) throw notFound('Classroom');
  if (command.by !== state.owner) throw forbidden('Only the teacher of this classroom can change it');
  switch (command.type) {
    case 'Update': {
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(([k, v]) => v !== undefined && v !== state[k as keyof Profile]),
      );
      const events: ClassroomEvent[] = [];
      if (Object.keys(changes).length) events.push({ type: 'ClassroomUpdated', data: { changes } });
      if (command.keycodeChanged) events.push({ type: 'ClassroomKeycodeChanged', data: {} });
      return events;
    }
    case 'Delete':
      return [{ type: 'ClassroomDeleted', data: {} }];
    default:
      return exhaustive(command, []);
  }
}

/** Who holds a classroom code: its reservation stream decides uniqueness under concurrency. */
export interface ClassroomCodeState {
  heldBy: string | null;
}
export const initialClassroomCode: ClassroomCodeState = { heldBy: null };

export const classroomCodeTaken = 'This classroom code is already taken, please choose another one';

export function evolveClassroomCode(_state: ClassroomCodeState, event: ClassroomCodeEvent): ClassroomCodeState {
  return event.type === 'ClassroomCodeReserved' ? { heldBy: event.data.classroomId } : { heldBy: null };
}

/** `orphaned`: a holder found to have no classroom (a creation cut off by an older version): its claim is void. */
export type ClassroomCodeCommand =
  { type: 'Reserve'; classroomId: string; orphaned?: string } | { type: 'Release'; classroomId: string };

export function decideClassroomCode(command: ClassroomCodeCommand, state: ClassroomCodeState): ClassroomCodeEvent[] {
  const { classroomId } = command;
  if (command.type === 'Reserve') {
    if (state.heldBy === classroomId) return [];
    if (state.heldBy && state.heldBy === command.orphaned)
      return [
        { type: 'ClassroomCodeReleased', data: { classroomId: state.heldBy } },
        { type: 'ClassroomCodeReserved', data: { classroomId } },
      ];
    if (state.heldBy) throw conflict(classroomCodeTaken);
    return [{ type: 'ClassroomCodeReserved', data: { classroomId } }];
  }
  return state.heldBy === classroomId ? [{ type: 'ClassroomCodeReleased', data: { classroomId } }] : [];
}

export const classroomDecider = decider<ClassroomState, ClassroomCommand, ClassroomEvent>(
  initialClassroom,
  evolveClassroom,
  decideClassroom,
);

export const classroomCodeDecider = decider<ClassroomCodeState, ClassroomCodeCommand, ClassroomCodeEvent>(
  initialClassroomCode,
  evolveClassroomCode,
  decideClassroomCode,
);
