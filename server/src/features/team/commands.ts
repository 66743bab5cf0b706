import { notFound, streams, teamMemberDecider, type PublicTeamMember, type TeamMemberCommand } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type CommandMeta, type CommandOptions } from '../../platform/commands/command-handler';
import type { TeamMemberDoc } from './team.projection';

export const teamCommand = (
  deps: AppDeps,
  id: string,
  command: TeamMemberCommand,
  meta: CommandMeta,
  options?: CommandOptions,
) => handleCommand(deps, streams.team(id), teamMemberDecider, command, meta, options);

export async function loadTeamMember(deps: AppDeps, id: string): Promise<TeamMemberDoc> {
  const doc = await deps.read.get<TeamMemberDoc>('team', id);
  if (!doc) throw notFound('Team member');
  return doc;
}

/** What visitors see (SPEC §6: team pages are public): everything but the salary, which only admins read. */
export function publicTeamMember(doc: TeamMemberDoc): PublicTeamMember {
  const { _id, name, role, image, category, description, createdAt, updatedAt } = doc;
  return { _id, name, role, image, category, description, createdAt, updatedAt };
}

/** What admins see: everything the directory keeps. */
export function fullTeamMember(doc: TeamMemberDoc) {
  return { ...publicTeamMember(doc), salary: doc.salary };
}
