import { decider } from '../core/decider';
import { notFound } from '../core/errors';
import type { NotebookEntryFields, NotebookEvent } from './events';
import { exhaustive } from '../core/exhaustive';

/** The learner's own fields of an entry: what saving an already-saved question changes. */
export type OwnNotebookFields = Partial<
  Pick<NotebookEntryFields, 'note' | 'hint' | 'collectionName' | 'priority' | 'source'>
>;

/** An entry as its stream tells it: whose it is, and its fields (null before the first save and after a deletion). */
export interface NotebookEntryState {
  user: string | null;
  entry: NotebookEntryFields | null;
}
export const initialNotebookEntry: NotebookEntryState = { user: null, entry: null };

export type NotebookCommand =
  /** Saves a question; an entry that is already there takes the fields the learner gave. */
  | { type: 'Save'; entryId: string; user: string; entry: NotebookEntryFields; given: OwnNotebookFields }
  | { type: 'Edit'; by: string; changes: Partial<NotebookEntryFields> }
  | { type: 'Delete'; by: string };

export function evolveNotebookEntry(state: NotebookEntryState, event: NotebookEvent): NotebookEntryState {
  switch (event.type) {
    case 'NotebookEntrySaved':
      return { user: event.data.user, entry: event.data.entry };
    case 'NotebookEntryEdited':
      return state.entry ? { ...state, entry: { ...state.entry, ...event.data.changes } } : state;
    case 'NotebookEntryDeleted':
      return { ...state, entry: null };
    default:
      return exhaustive(event, state);
  }
}

/** Only what differs from the entry is a change, so a resave or an unchanged form appends nothing. */
function changedFields(entry: NotebookEntryFields, fields: Partial<NotebookEntryFields>) {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([k, v]) => v !== undefined && JSON.stringify(v) !== JSON.stringify(entry[k as keyof NotebookEntryFields]),
    ),
  ) as Partial<NotebookEntryFields>;
}

export function decideNotebookEntry(command: NotebookCommand, state: NotebookEntryState): NotebookEvent[] {
  if (command.type === 'Save') {
    const { entryId, user, entry, given } = command;
    if (!state.entry) return [{ type: 'NotebookEntrySaved', data: { entryId, user, entry } }];
    const changes = changedFields(state.entry, given);
    return Object.keys(changes).length ? [{ type: 'NotebookEntryEdited', data: { changes } }] : [];
  }
  // Another learner's entry is answered as if it did not exist.
  if (!state.entry || state.user !== command.by) throw notFound('Notebook entry');
  switch (command.type) {
    case 'Edit': {
      const changes = changedFields(state.entry, command.changes);
      return Object.keys(changes).length ? [{ type: 'NotebookEntryEdited', data: { changes } }] : [];
    }
    case 'Delete':
      return [{ type: 'NotebookEntryDeleted', data: {} }];
    default:
      return exhaustive(command, []);
  }
}

export const notebookEntryDecider = decider<NotebookEntryState, NotebookCommand, NotebookEvent>(
  initialNotebookEntry,
  evolveNotebookEntry,
  decideNotebookEntry,
);
