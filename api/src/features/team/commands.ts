import { blankTeamMember, newId, type PublicTeamMember, type TeamMemberFields } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { teamCommand, type CommandMeta } from '../../platform/commands';
import { type TeamMemberDoc, teamMemberFromLog } from '@lebe/projectors/team';

/** A member as their stream holds them now: one member is read from the log, so a member just added or edited shows at once. */
export const loadTeamMember = (deps: AppDeps, id: string) => teamMemberFromLog(deps.events, id);

/** What visitors see (SPEC §6: team pages are public): everything but the salary, which only admins read. */
export function publicTeamMember(doc: TeamMemberDoc): PublicTeamMember {
  const { _id, name, role, image, category, description, createdAt, updatedAt } = doc;
  return { _id, name, role, image, category, description, createdAt, updatedAt };
}

/** What admins see: everything the directory keeps. */
export function fullTeamMember(doc: TeamMemberDoc) {
  return { ...publicTeamMember(doc), salary: doc.salary };
}

// The team directory's edits, behind both the documented routes (SPEC §7) and the console's.

/** A new member from the blank one, with the fields given applied to it. */
export async function createTeamMember(deps: AppDeps, fields: Partial<TeamMemberFields>, meta: CommandMeta) {
  const id = newId();
  await teamCommand(deps, id, { type: 'Create', memberId: id, fields: { ...blankTeamMember, ...fields } }, meta);
  return teamMemberFromLog(deps.events, id);
}

/** Edits a member; `readAt` (the console form's version) refuses a stale form with 409. */
export async function editTeamMember(
  deps: AppDeps,
  id: string,
  fields: Partial<TeamMemberFields>,
  meta: CommandMeta,
  readAt?: number,
) {
  await teamCommand(deps, id, { type: 'Edit', fields }, meta, { readAt });
  return teamMemberFromLog(deps.events, id);
}

/** Removes a member; answers the member as they were. */
export async function removeTeamMember(deps: AppDeps, id: string, meta: CommandMeta) {
  const doc = await loadTeamMember(deps, id);
  await teamCommand(deps, id, { type: 'Delete' }, meta);
  return doc;
}
