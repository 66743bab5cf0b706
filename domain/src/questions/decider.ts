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
  | { type: 'AddToClassroom'; classroom: string; by: string }
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
    case 'QuestionAddedToClassroom':
      return { ...state, classrooms: [...state.classrooms, event.data.classroom] };
    case 'QuestionRemovedFromClassroom':
      return { ...state, classrooms: state.classrooms.filter((c) => c !== event.data.classroom) };
    default: {
      // Other features may add facts to this stream (an erasure); they do not change this state.
      const _unhandled: never = event;
      return state;
    }
  }
}

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
      if (state.classrooms.includes(command.classroom)) return [];
      return [
        {
          type: 'QuestionAddedToClassroom',
          data: { classroom: command.classroom, fields: current, owner: state.owner },
        },
      ];
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
