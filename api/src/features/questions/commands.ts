import { blankQuestion, newId, type QuestionFields } from '@lebe/domain';
import { questionFromLog } from '@lebe/projectors/questions';
import type { AppDeps } from '../../platform/deps';
import { questionCommand, type CommandMeta } from '../../platform/commands';
import { changesGrading, queueRegrade } from '../../platform/regrading/regrade';

// The admin's question edits, behind both the documented routes (SPEC §7) and the console's.

/** A new question from the bank's blank one, with the fields given applied to it. */
export async function createQuestion(deps: AppDeps, fields: Partial<QuestionFields>, meta: CommandMeta) {
  const id = newId();
  const command = { type: 'Create', questionId: id, fields: { ...blankQuestion, ...fields }, origin: 'admin' } as const;
  await questionCommand(deps, id, { ...command, owner: null }, meta);
  return questionFromLog(deps.events, id);
}

/** Edits a question; `readAt` (the console form's version) refuses a stale form with 409. */
export async function editQuestion(
  deps: AppDeps,
  id: string,
  fields: Partial<QuestionFields>,
  meta: CommandMeta,
  readAt?: number,
) {
  await questionFromLog(deps.events, id); // the write side: a question just created is there at once
  const { events, position } = await questionCommand(deps, id, { type: 'Edit', fields }, meta, { readAt });
  // Issue 26: a corrected key re-grades the answers already given, in a background job.
  const edited = events.find((e) => e.type === 'QuestionEdited');
  if (edited && changesGrading(edited.data.changes)) await queueRegrade(deps, id, position, meta);
  return questionFromLog(deps.events, id);
}

/** Deletes a question; answers the question as it was. */
export async function deleteQuestion(deps: AppDeps, id: string, meta: CommandMeta) {
  const doc = await questionFromLog(deps.events, id);
  await questionCommand(deps, id, { type: 'Delete' }, meta);
  return doc;
}
