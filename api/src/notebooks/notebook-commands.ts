import type { NotebookEvent } from '@lebe/domain';
import type { NotebookDoc } from '@lebe/projectors';
import type { AppDeps } from '../deps';
import { appendFacts, toNewEvent, type CommandMeta } from '../commands/command-handler';
import { HttpError } from '../http/errors';

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
