import type { NotebookEntryFields, NotebookEvent } from '@lebe/domain';
import type { NotebookDoc } from './notebook.projection';
import type { AppDeps } from '../../platform/deps';
import {
  appendFacts,
  handleCommand,
  toNewEvent,
  type CommandMeta,
  type Decider,
} from '../../platform/commands/command-handler';
import { HttpError } from '../../platform/http/errors';

/** A notebook entry the caller owns; another user's id is answered as if it did not exist. */
export async function ownEntry(deps: AppDeps, userId: string, id: string): Promise<NotebookDoc> {
  const doc = await deps.read.get<NotebookDoc>('notebooks', id);
  if (!doc || doc.user !== userId) throw new HttpError(404, 'Notebook entry not found');
  return doc;
}

export const changeEntry = (deps: AppDeps, id: string, event: NotebookEvent, meta: CommandMeta) =>
  appendFacts(deps, `notebook-${id}`, [event], meta);

/** Deletes the caller's entries among `ids`; refuses the whole request, writing nothing, if any is not theirs. */
export async function deleteEntries(deps: AppDeps, userId: string, ids: string[], meta: CommandMeta) {
  const docs = await deps.read.getMany<NotebookDoc>('notebooks', ids);
  if (ids.some((id) => docs.get(id)?.user !== userId)) throw new HttpError(404, 'Notebook entry not found');
  const deleted: NotebookEvent = { type: 'NotebookEntryDeleted', data: {} };
  let position = 0;
  for (const id of new Set(ids))
    position = (await deps.events.append(`notebook-${id}`, [toNewEvent(deleted, meta)], 'stream_exists')).position;
  await deps.freshness.awaitPosition(position);
}

/** The learner's own fields of an entry: what saving an already-saved question changes. */
type OwnFields = Partial<Pick<NotebookEntryFields, 'note' | 'hint' | 'collectionName' | 'priority' | 'source'>>;

interface SaveEntry {
  entryId: string;
  user: string;
  /** The entry as a first save writes it. */
  entry: NotebookEntryFields;
  /** The fields the request gave: an entry that is already there takes these. */
  given: OwnFields;
}

/** The entry as its stream tells it: null before the first save and after a deletion. */
const saveDecider: Decider<NotebookEntryFields | null, SaveEntry, NotebookEvent> = {
  initial: null,
  evolve(state, event) {
    switch (event.type) {
      case 'NotebookEntrySaved':
        return event.data.entry;
      case 'NotebookEntryEdited':
        return state && { ...state, ...event.data.changes };
      case 'NotebookEntryDeleted':
        return null;
      default:
        return state;
    }
  },
  decide({ entryId, user, entry, given }, state) {
    if (!state) return [{ type: 'NotebookEntrySaved', data: { entryId, user, entry } }];
    const changes = Object.fromEntries(
      Object.entries(given).filter(([k, v]) => v !== undefined && v !== state[k as keyof OwnFields]),
    );
    return Object.keys(changes).length ? [{ type: 'NotebookEntryEdited', data: { changes } }] : [];
  },
};

/**
 * Saves a question to the learner's notebook, one entry per question: saving it again updates the
 * entry's note, hint, collection, priority and source (SPEC §5 enforces nothing more), and a deleted
 * entry is saved anew. Returns the entry as it now stands.
 */
export async function saveEntry(deps: AppDeps, command: SaveEntry, meta: CommandMeta) {
  const { state } = await handleCommand(deps, `notebook-${command.entryId}`, saveDecider, command, meta);
  return state!;
}
