import {
  decideTeamMember,
  evolveTeamMember,
  initialTeamMember,
  type TeamMemberCommand,
  type TeamMemberEvent,
} from '@lebe/domain';
import type { TeamMemberDoc } from './team.projection';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type CommandMeta, type Decider } from '../../platform/commands/command-handler';
import { HttpError } from '../../platform/http/errors';

const teamDecider: Decider<typeof initialTeamMember, TeamMemberCommand, TeamMemberEvent> = {
  initial: initialTeamMember,
  evolve: evolveTeamMember,
  decide: decideTeamMember,
};

export const teamStream = (id: string) => `team-${id}`;

export const teamCommand = (deps: AppDeps, id: string, command: TeamMemberCommand, meta: CommandMeta) =>
  handleCommand(deps, teamStream(id), teamDecider, command, meta);

export async function loadTeamMember(deps: AppDeps, id: string): Promise<TeamMemberDoc> {
  const doc = await deps.read.get<TeamMemberDoc>('team', id);
  if (!doc) throw new HttpError(404, 'Team member not found');
  return doc;
}

/** What visitors see (SPEC §6: team pages are public): everything but the salary, which only admins read. */
export function publicTeamMember(doc: TeamMemberDoc) {
  const { salary: _salary, ...rest } = doc;
  return rest;
}
