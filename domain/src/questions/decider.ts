import { notFound } from '../errors';
import type { QuestionEvent } from './events';
import type { QuestionFields } from './question';

export interface QuestionState {
  exists: boolean;
  deleted: boolean;
  fields: QuestionFields | null;
  owner: string | null;
}
export const initialQuestion: QuestionState = { exists: false, deleted: false, fields: null, owner: null };

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
  | { type: 'Delete' };

export function evolveQuestion(state: QuestionState, event: QuestionEvent): QuestionState {
  switch (event.type) {
    case 'QuestionCreated':
      return { exists: true, deleted: false, fields: event.data.fields, owner: event.data.owner };
    case 'QuestionEdited':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'QuestionFlagToggled':
      return { ...state, fields: { ...state.fields!, isFlagged: event.data.isFlagged } };
    case 'QuestionDeleted':
      return { ...state, deleted: true };
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
    case 'Delete':
      return [{ type: 'QuestionDeleted', data: {} }];
    default: {
      const never: never = command;
      return never;
    }
  }
}
