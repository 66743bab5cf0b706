import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';
import { decider } from '../core/decider';
import { badRequest, notFound } from '../core/errors';
import { exhaustive } from '../core/exhaustive';

/**
 * Learner groups inside a classroom (issue 38 item 4): a teacher names a group and sets who is in it (the
 * students' user ids); reports filter by it. Stream `group-<id>`.
 */
export const { GroupCreated, GroupRenamed, GroupMembersSet, GroupDeleted } = defineEvents('group', {
  GroupCreated: {
    description: 'A classroom’s teacher made a learner group in it, with a name and its first members.',
    schema: z.object({ groupId: z.string(), classroom: z.string(), name: z.string(), members: z.array(z.string()) }),
  },
  GroupRenamed: {
    description: 'The teacher renamed a learner group.',
    schema: z.object({ name: z.string() }),
  },
  GroupMembersSet: {
    description: 'The teacher set who is in a learner group (the whole list of students’ user ids).',
    schema: z.object({ members: z.array(z.string()) }),
  },
  GroupDeleted: {
    description: 'The teacher deleted a learner group; its students stay in the classroom.',
    schema: z.object({}),
  },
});

export type GroupEvent =
  | EventOf<typeof GroupCreated>
  | EventOf<typeof GroupRenamed>
  | EventOf<typeof GroupMembersSet>
  | EventOf<typeof GroupDeleted>;

export interface GroupState {
  exists: boolean;
  deleted: boolean;
  name: string;
  members: string[];
}

export type GroupCommand =
  | { type: 'Create'; groupId: string; classroom: string; name: string; members: string[] }
  | { type: 'Change'; name?: string; members?: string[] }
  | { type: 'Delete' };

export function evolveGroup(state: GroupState, event: GroupEvent): GroupState {
  switch (event.type) {
    case 'GroupCreated':
      return { exists: true, deleted: false, name: event.data.name, members: event.data.members };
    case 'GroupRenamed':
      return { ...state, name: event.data.name };
    case 'GroupMembersSet':
      return { ...state, members: event.data.members };
    case 'GroupDeleted':
      return { ...state, deleted: true };
    default:
      return exhaustive(event, state);
  }
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

export function decideGroup(command: GroupCommand, state: GroupState): GroupEvent[] {
  if (command.type === 'Create') {
    const { groupId, classroom, name, members } = command;
    return state.exists ? [] : [{ type: 'GroupCreated', data: { groupId, classroom, name, members } }];
  }
  if (!state.exists || state.deleted) throw notFound('Group');
  switch (command.type) {
    case 'Change': {
      // Only what changed is recorded: a resave appends nothing.
      const events: GroupEvent[] = [];
      if (command.name !== undefined && command.name !== state.name)
        events.push({ type: 'GroupRenamed', data: { name: command.name } });
      if (command.members && !sameMembers(command.members, state.members))
        events.push({ type: 'GroupMembersSet', data: { members: command.members } });
      return events;
    }
    case 'Delete':
      return [{ type: 'GroupDeleted', data: {} }];
    default:
      return exhaustive(command, []);
  }
}

export const groupDecider = decider<GroupState, GroupCommand, GroupEvent>(
  { exists: false, deleted: false, name: '', members: [] },
  evolveGroup,
  decideGroup,
);

/**
 * Who holds a group's name in its classroom (stream `groupname-<hash of the classroom and the name>`): one group
 * per name, compared without case, decided on the log under concurrency, however far the read models lag.
 */
export const { GroupNameReserved, GroupNameReleased } = defineEvents('groupname', {
  GroupNameReserved: {
    description: 'A learner group took its name in its classroom (compared without case): no other group there may.',
    schema: z.object({ groupId: z.string() }),
  },
  GroupNameReleased: {
    description: 'The group that held the name was renamed or deleted: the name is free in its classroom.',
    schema: z.object({ groupId: z.string() }),
  },
});

export type GroupNameEvent = EventOf<typeof GroupNameReserved> | EventOf<typeof GroupNameReleased>;
export const groupNameTaken = 'A group of this name exists in this classroom';

export const groupNameDecider = decider<
  { heldBy: string | null },
  { type: 'Reserve' | 'Release'; groupId: string },
  GroupNameEvent
>(
  { heldBy: null },
  (_state, event) => ({ heldBy: event.type === 'GroupNameReserved' ? event.data.groupId : null }),
  ({ type, groupId }, { heldBy }) => {
    if (type === 'Release') return heldBy === groupId ? [{ type: 'GroupNameReleased', data: { groupId } }] : [];
    if (heldBy === groupId) return [];
    if (heldBy) throw badRequest(groupNameTaken);
    return [{ type: 'GroupNameReserved', data: { groupId } }];
  },
);

const groupName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(60, 'Name is at most 60 characters');
/** The students of a group: their user ids (the roster's `student`), each at most once. */
const groupMembers = z
  .array(z.string().max(100), { error: 'Members must be a list of students' })
  .max(500, 'Members are at most 500')
  .refine((m) => new Set(m).size === m.length, 'Members lists a student twice');

/** POST /api/classrooms/{id}/groups. */
export const createGroupBody = z.object({ name: groupName, members: groupMembers.optional() });
/** PUT /api/classrooms/{id}/groups/{groupId}: a new name, a new list of members, or both. */
export const updateGroupBody = z
  .object({ name: groupName.optional(), members: groupMembers.optional() })
  .refine((b) => b.name !== undefined || b.members !== undefined, {
    message: 'Name or members is required',
    path: ['name'],
  });
/**
 * Whom a quiz or a question of the class's practice is for (issue 38): a learner group of the classroom by its
 * id, or the whole class (null, or blank). Absent: left as it is (a new one: the whole class).
 */
export const audienceGroup = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: 'group must be the id of a group of this classroom, or null for the whole class' })
    .max(100, 'group must be the id of a group of this classroom')
    .nullable()
    .optional(),
);
/** `?group=`: a report or list of one group's students only. */
export const groupFilterQuery = z.object({
  group: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100, 'group is too long').optional()),
});

export const groupParams = z.object({ id: z.string().max(100), groupId: z.string().max(100) });

/** A group as the API shows it: its members with the names they share with the teacher. */
export const groupResponse = z.object({
  _id: z.string(),
  classroom: z.string(),
  name: z.string(),
  members: z.array(z.object({ student: z.string(), follower: z.string(), studentName: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupResponse = z.infer<typeof groupResponse>;
export const groupsResponse = z.object({ groups: z.array(groupResponse) });
