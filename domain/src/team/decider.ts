import { decider } from '../core/decider';
import { conflict, notFound } from '../core/errors';
import type { TeamMemberEvent } from './events';
import type { TeamMemberFields } from './member';
import { exhaustive } from '../core/exhaustive';

export interface TeamMemberState {
  exists: boolean;
  deleted: boolean;
  fields: TeamMemberFields | null;
}
export const initialTeamMember: TeamMemberState = { exists: false, deleted: false, fields: null };

export type TeamMemberCommand =
  | { type: 'Create'; memberId: string; fields: TeamMemberFields }
  | { type: 'Edit'; fields: Partial<TeamMemberFields> }
  | { type: 'Delete' };

export function evolveTeamMember(state: TeamMemberState, event: TeamMemberEvent): TeamMemberState {
  switch (event.type) {
    case 'TeamMemberCreated':
      return { exists: true, deleted: false, fields: event.data.fields };
    case 'TeamMemberEdited':
      return { ...state, fields: { ...state.fields!, ...event.data.changes } };
    case 'TeamMemberDeleted':
      return { ...state, deleted: true };
    default: {
      // Other features may add facts to this stream; they do not change this state.
      const _unhandled: never = event;
      return state;
    }
  }
}

export function decideTeamMember(command: TeamMemberCommand, state: TeamMemberState): TeamMemberEvent[] {
  if (command.type === 'Create') {
    if (state.exists) throw conflict('Team member already exists');
    return [{ type: 'TeamMemberCreated', data: { memberId: command.memberId, fields: command.fields } }];
  }
  if (!state.exists || state.deleted || !state.fields) throw notFound('Team member');
  const current = state.fields;
  switch (command.type) {
    case 'Edit': {
      // Only what differs is recorded, so the history shows real changes and a resave appends nothing.
      const changes = Object.fromEntries(
        Object.entries(command.fields).filter(
          ([k, v]) => v !== undefined && v !== current[k as keyof TeamMemberFields],
        ),
      );
      return Object.keys(changes).length ? [{ type: 'TeamMemberEdited', data: { changes } }] : [];
    }
    case 'Delete':
      return [{ type: 'TeamMemberDeleted', data: {} }];
    default:
      return exhaustive(command, []);
  }
}

export const teamMemberDecider = decider<TeamMemberState, TeamMemberCommand, TeamMemberEvent>(
  initialTeamMember,
  evolveTeamMember,
  decideTeamMember,
);
