import {
  createGroupBody,
  followerId,
  groupDecider,
  groupNameDecider,
  groupNameTaken,
  groupParams,
  nameCollator,
  newId,
  notFound,
  streams,
  updateGroupBody,
} from '@lebe/domain';
import type { AnyRoute } from '../../platform/http/route';
import { teacherRoute } from './teacher-route';
import { HttpError } from '../../platform/http/errors';
import { handleCommands, loadState, type CommandStep } from '../../platform/commands';
import type { AppDeps } from '../../platform/deps';
import {
  classroomGroupsCollection,
  followerFromLog,
  followersCollection,
  groupFromLog,
  membershipFromLog,
  type ClassroomGroupDoc,
  type FollowerDoc,
} from '@lebe/projectors/classrooms';

/** A group's write: its own stream, and (`name`) its name's reservation in the classroom. */
const groupStep = (groupId: string, command: Parameters<typeof groupDecider.decide>[0]) => ({
  stream: streams.group(groupId),
  decider: groupDecider,
  command,
});
const nameStep = (classroom: string, name: string, type: 'Reserve' | 'Release', groupId: string) => ({
  stream: streams.groupName(classroom, name),
  decider: groupNameDecider,
  command: { type, groupId },
});

/** A group with its members named as they named themselves to the teacher (students who left are dropped). */
async function shown(deps: AppDeps, doc: ClassroomGroupDoc, language: string) {
  const followers = await deps.read.getMany<FollowerDoc>(
    followersCollection,
    doc.members.map((m) => followerId(doc.classroom, m)),
  );
  const members = doc.members.flatMap((student) => {
    const f = followers.get(followerId(doc.classroom, student));
    return f ? [{ student, follower: f._id, studentName: f.studentName }] : [];
  });
  const collator = nameCollator(language);
  members.sort((x, y) => collator.compare(x.studentName, y.studentName));
  return {
    _id: doc._id,
    classroom: doc.classroom,
    name: doc.name,
    members,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/**
 * The members as user ids of the class's students, from their memberships' streams (a student who just joined
 * counts): a follower id is taken for its student; anyone else is 400.
 */
async function classMembers(deps: AppDeps, classroom: string, given: readonly string[]) {
  const memberships = await Promise.all(
    given.map(
      async (m) => (await membershipFromLog(deps.events, classroom, m)) ?? (await followerFromLog(deps.events, m)),
    ),
  );
  const students = memberships.map((f) => {
    if (!f || f.classroom !== classroom)
      throw new HttpError(400, 'Members must be students of this classroom', 'members');
    return f.student;
  });
  if (new Set(students).size !== students.length) throw new HttpError(400, 'Members lists a student twice', 'members');
  return students;
}

async function groupsOf(deps: AppDeps, classroom: string) {
  const page = await deps.read.find<ClassroomGroupDoc>(classroomGroupsCollection, {
    where: { classroom },
    sort: [['name', 'asc']],
    pageSize: 500,
    skipTotal: true,
  });
  return page.items;
}

/**
 * Refuses a name another group of the classroom holds (400, naming the field), decided on the log: by the name's
 * reservation stream, and for groups named before reservations existed (29 Nov 2026), found by the groups read
 * model (long caught up with them), by each one's own stream.
 */
async function assertNameFree(deps: AppDeps, classroom: string, name: string, except?: string) {
  const stream = streams.groupName(classroom, name);
  const { heldBy } = (await loadState(deps, stream, groupNameDecider)).state;
  const earlier = (await groupsOf(deps, classroom)).filter((g) => g._id !== except);
  const named = await Promise.all(
    earlier
      .filter((g) => streams.groupName(classroom, g.name) === stream)
      .map(async (g) => (await groupFromLog(deps.events, g._id))?.name),
  );
  const taken = named.some((now) => now !== undefined && streams.groupName(classroom, now) === stream);
  if ((heldBy && heldBy !== except) || taken) throw new HttpError(400, groupNameTaken, 'name');
}

/** The classroom's group as its stream holds it now (one just made or changed counts); 404 for another's. */
async function groupOf(deps: AppDeps, classroom: string, id: string) {
  const doc = await groupFromLog(deps.events, id);
  if (!doc || doc.classroom !== classroom) throw notFound('Group');
  return doc;
}

const list = teacherRoute({
  method: 'get',
  path: '/api/classrooms/:id/groups',
  async handler({ deps }, classroom) {
    const groups = await groupsOf(deps, classroom._id);
    return { groups: await Promise.all(groups.map((g) => shown(deps, g, classroom.target_language))) };
  },
});

const create = teacherRoute({
  method: 'post',
  path: '/api/classrooms/:id/groups',
  status: 201,
  body: createGroupBody,
  async handler({ body, meta, deps }, classroom) {
    const members = await classMembers(deps, classroom._id, body.members ?? []);
    await assertNameFree(deps, classroom._id, body.name);
    const groupId = newId();
    const create = { type: 'Create', groupId, classroom: classroom._id, name: body.name, members } as const;
    await handleCommands(
      deps,
      [groupStep(groupId, create), nameStep(classroom._id, body.name, 'Reserve', groupId)],
      meta,
    );
    return shown(deps, await groupOf(deps, classroom._id, groupId), classroom.target_language);
  },
});

const update = teacherRoute({
  method: 'put',
  path: '/api/classrooms/:id/groups/:groupId',
  params: groupParams,
  body: updateGroupBody,
  async handler({ params, body, meta, deps }, classroom) {
    const { name } = await groupOf(deps, classroom._id, params.groupId);
    const members = body.members && (await classMembers(deps, classroom._id, body.members));
    const steps: CommandStep[] = [groupStep(params.groupId, { type: 'Change', name: body.name, members })];
    if (body.name !== undefined) await assertNameFree(deps, classroom._id, body.name, params.groupId);
    // A new name (not only a new case): the old one is freed and the new one taken in the same write.
    if (
      body.name !== undefined &&
      streams.groupName(classroom._id, body.name) !== streams.groupName(classroom._id, name)
    )
      steps.push(
        nameStep(classroom._id, name, 'Release', params.groupId),
        nameStep(classroom._id, body.name, 'Reserve', params.groupId),
      );
    await handleCommands(deps, steps, meta);
    return shown(deps, await groupOf(deps, classroom._id, params.groupId), classroom.target_language);
  },
});

const remove = teacherRoute({
  method: 'delete',
  path: '/api/classrooms/:id/groups/:groupId',
  params: groupParams,
  async handler({ params, meta, deps }, classroom) {
    const { name } = await groupOf(deps, classroom._id, params.groupId);
    const steps = [
      groupStep(params.groupId, { type: 'Delete' }),
      nameStep(classroom._id, name, 'Release', params.groupId),
    ];
    await handleCommands(deps, steps, meta);
    return { message: 'Group deleted' };
  },
});

/** Learner groups inside a classroom (issue 38 item 4): the teacher's only. */
export const classroomGroupRoutes: AnyRoute[] = [list, create, update, remove];
