import {
  notebookEntryDecider,
  notebookEntrySchema,
  notebookEntryId,
  notFound,
  streams,
  type NotebookEntryFields,
  type SaveNotebookBody,
} from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { questionFromLog } from '@lebe/projectors/questions';
import { type NotebookDoc, notebooksCollection } from '@lebe/projectors/notebook';
import { type CommandMeta, handleCommands, notebookCommand } from '../../platform/commands';

/** A notebook entry the caller owns; another user's id is answered as if it did not exist. */
export async function ownEntry(deps: AppDeps, userId: string, id: string): Promise<NotebookDoc> {
  const doc = await deps.read.get<NotebookDoc>(notebooksCollection, id);
  if (!doc || doc.user !== userId) throw notFound('Notebook entry');
  return doc;
}

const copiedFields = [
  'question',
  'answers',
  'category',
  'level',
  'weight',
  'questionType',
  'userLanguage',
  'targetLanguage',
  'isFlagged',
  'citation',
  'textType',
  'knowledgeType',
] as const;

/**
 * Saves a question to the learner's notebook, one entry per question (its id is derived from both):
 * saving it again updates the entry's note, hint, collection, priority and source (SPEC §5 enforces
 * nothing more), and a deleted entry is saved anew. Returns the entry as it now stands.
 */
export async function saveEntry(deps: AppDeps, user: string, body: SaveNotebookBody, meta: CommandMeta) {
  const questionId = (body.questionId ?? body._id)!;
  const q = await questionFromLog(deps.events, questionId);
  const entry = notebookEntrySchema.parse({
    ...Object.fromEntries(copiedFields.map((k) => [k, body[k] ?? q[k]])),
    note: body.note ?? '',
    hint: body.hint ?? '',
    collectionName: body.collectionName ?? '',
    priority: body.priority ?? 1,
    source: body.source || 'Lëbe',
    questionId,
  });
  const entryId = notebookEntryId(user, questionId);
  const given = {
    note: body.note,
    hint: body.hint,
    collectionName: body.collectionName,
    priority: body.priority,
    source: body.source || undefined,
  };
  const { state } = await notebookCommand(deps, entryId, { type: 'Save', entryId, user, entry, given }, meta);
  return { _id: entryId, user, ...state.entry! };
}

/**
 * Edits the caller's entry, decided from its stream (another learner's is answered 404, as if it did not
 * exist); answers the entry as it now stands, its review schedule from the read model where it has one.
 */
export async function editEntry(
  deps: AppDeps,
  user: string,
  id: string,
  changes: Partial<NotebookEntryFields>,
  meta: CommandMeta,
) {
  const { state } = await notebookCommand(deps, id, { type: 'Edit', by: user, changes }, meta);
  const shown = await deps.read.get<NotebookDoc>(notebooksCollection, id);
  return { ...shown, _id: id, user, ...state.entry! };
}

/** Deletes the caller's entries among `ids` in one write; if any is not theirs, nothing is deleted. */
export async function deleteEntries(deps: AppDeps, user: string, ids: string[], meta: CommandMeta) {
  const steps = [...new Set(ids)].map((id) => ({
    stream: streams.notebook(id),
    decider: notebookEntryDecider,
    command: { type: 'Delete', by: user },
  }));
  await handleCommands(deps, steps, meta);
}
