import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { teamMemberFieldsSchema } from './member';

export const { TeamMemberCreated, TeamMemberEdited, TeamMemberDeleted } = defineEvents('team', {
  TeamMemberCreated: {
    description: 'An admin added a member to the public team directory (blank, or with the fields sent).',
    schema: z.object({ memberId: z.string(), fields: teamMemberFieldsSchema }),
  },
  TeamMemberEdited: {
    description: 'An admin changed fields of a team member; `changes` holds only what changed.',
    schema: z.object({ changes: teamMemberFieldsSchema.partial() }),
  },
  TeamMemberDeleted: {
    description: 'An admin removed a member from the team directory.',
    schema: z.object({}),
  },
});

export type TeamMemberEvent =
  EventOf<typeof TeamMemberCreated> | EventOf<typeof TeamMemberEdited> | EventOf<typeof TeamMemberDeleted>;
