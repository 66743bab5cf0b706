import { decider } from '../core/decider';
import { forbidden, notFound } from '../core/errors';
import type { QuestionEvent } from './events';
import type { QuestionFields } from './question';
import { exhaustive } from '../core/exhaustive';

export interface QuestionState {
  exists: boolean;
  deleted: boolean;
  fields: QuestionFields | null;
  owner: string | null;
  origin: 'generated' | 'admin' | 'teacher' | null;
  /** Classrooms whose question list holds it. */
  classrooms: string[];
  /** Issue 38: the learner group a classroom holds it for (absent: the whole class). */
  groups?: Record<string, string>;
  /** Revision of the stream's last event: what an edit form read at. */
  revision: number;
}
export const initialQuestion: QuestionState = {
  exists: false,
  deleted: false,
  fields: null,
  owner: null,
  origin: null,
  classrooms: [],
  revision: -1,
};

export type QuestionCommand =
  | {
      type: 'Create';
      questionId: string;
      fields: QuestionFields;
      origin: 'generated' | 'admin' | 'teacher';
      owner: string | null;
    }
  | { type: 'Edit'; fields: Partial<QuestionFields> }
  | { type: 'ToggleFlag' }
  /** A learner's flag: marks the question flagged, never unflags it. */
  | { type: 'Flag' }
  | { type: 'Delete' }
  /** The bank no longer makes this generated question. */
  | { type: 'Withdraw'; reason: string; bankVersion: string }
  | { type: 'AddToClassroom'; classroom: string; by: string; group?: string | null }
  | { type: 'RemoveFromClassroom'; classroom: string; by: string };

export function evolveQuestion(state: QuestionState, event: QuestionEvent): QuestionState {
  const next = evolveFields(state, event);
  return { ...next, revision: state.revision + 1 };
}

function evolveFields(state: QuestionState, event: QuestionEvent): QuestionState {
  switch (event.type) {
    case 'QuestionCreated': {
      const { fields, owner, origin } = event.data;
      return { ...state, exists: true, deleted: false, fields, owner, origin, classrooms: [] };
    }
    case 'QuestionEdited':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'QuestionFlagToggled':
      return { ...state, fields: { ...state.fields!, isFlagged: event.data.isFlagged } };
    case 'QuestionDeleted':
    case 'QuestionWithdrawn':
      return { ...state, deleted: true };
    case 'QuestionAddedToClassroom': {
      const { classroom, group } = event.data;
      const classrooms = state.classrooms.includes(classroom) ? state.classrooms : [...state.classrooms, classroom];
      return { ...state, classrooms, groups: withGroup(state.groups, classroom, group) };
    }
    case 'QuestionRemovedFromClassroom':
      return {
        ...state,
        classrooms: state.classrooms.filter((c) => c !== event.data.classroom),
        groups: withGroup(state.groups, event.data.classroom, null),
      };
    default: {
      // Other features may add facts to this stream (an erasure); they do not change this state.
      const _unhandled: never = event;
      return state;
    }
  }
}

function withGroup(groups: QuestionState['groups'], classroom: string, group: string | null | undefined) {
  const { [classroom]: _old, ...rest } = groups ?? {};
  return group ? { ...rest, [classroom]: group } : rest;
}

/** The learner group a classroom holds the question for (null: the whole class, or not held). */
export const questionGroupIn = (state: QuestionState, classroom: string) => state.groups?.[classroom] ?? null;

export function decideQuestion(command: QuestionCommand, state: QuestionState): QuestionEvent[] {
  if (command.type === 'Create') {
    if (state.exists) return []; // generated ids are content hashes: importing twice adds nothing
    const { questionId, fields, origin, owner } = command;
    return [{ type: 'QuestionCreated', data: { questionId, fields, origin, owner } }];
  }
  if (!state.exists || state.deleted || !state.fields) throw notFound('Question');
  const current = state.fields;
  switch (command.type) {
    case 'Edit': {
      const changes = Object.fromEntries(
        Object.entries(command.fields).filter(
          ([k, v]) => JSON.stringify(v) !== JSON.stringify(current[k as keyof QuestionFields]),
        ),
      );
      return Object.keys(changes).length ? [{ type: 'QuestionEdited', data: { changes } }] : [];
    }
    case 'ToggleFlag':
      return [{ type: 'QuestionFlagToggled', data: { isFlagged: !current.isFlagged } }];
    case 'Flag':
      return current.isFlagged ? [] : [{ type: 'QuestionFlagToggled', data: { isFlagged: true } }];
    case 'Delete':
      return [{ type: 'QuestionDeleted', data: {} }];
    case 'Withdraw':
      if (state.origin !== 'generated') return [];
      return [{ type: 'QuestionWithdrawn', data: { reason: command.reason, bankVersion: command.bankVersion } }];
    case 'AddToClassroom': {
      // A bank question (no owner) may go into any classroom's list; a teacher's own only into its author's.
      if (state.owner !== null && state.owner !== command.by)
        throw forbidden('Only the author of a question can add it to a classroom');
      // Added again for another audience (a group, or the whole class), it moves to that audience.
      const group = command.group ?? null;
      if (state.classrooms.includes(command.classroom) && questionGroupIn(state, command.classroom) === group)
        return [];
      const data = { classroom: command.classroom, fields: current, owner: state.owner };
      return [{ type: 'QuestionAddedToClassroom', data: group ? { ...data, group } : data }];
    }
    case 'RemoveFromClassroom':
      if (!state.classrooms.includes(command.classroom)) return [];
      return [{ type: 'QuestionRemovedFromClassroom', data: { classroom: command.classroom } }];
    default:
      return exhaustive(command, []);
  }
}

export const questionDecider = decider<QuestionState, QuestionCommand, QuestionEvent>(
  initialQuestion,
  evolveQuestion,
  decideQuestion,
);
