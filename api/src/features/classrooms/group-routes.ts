import {
  createGroupBody,
  followerId,
  groupDecider,
  groupParams,
  idParams,
  nameCollator,
  newId,
  notFound,
  streams,
  updateGroupBody,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { commandOn } from '../../platform/commands';
import type { AppDeps } from '../../platform/deps';
import {
  classroomGroupsCollection,
  followerFromLog,
  followersCollection,
  groupFromLog,
  membershipFromLog,
  teacherOf,
  type ClassroomGroupDoc,
  type FollowerDoc,
} from '@lebe/projectors/classrooms';

const groupCommand = commandOn(streams.group, groupDecider);

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

async function assertNameFree(deps: AppDeps, classroom: string, name: string, except?: string) {
  const key = name.toLocaleLowerCase();
  if ((await groupsOf(deps, classroom)).some((g) => g._id !== except && g.name.toLocaleLowerCase() === key))
    throw new HttpError(400, 'A group of this name exists in this classroom', 'name');
}

/** The classroom's group as its stream holds it now (one just made or changed counts); 404 for another's. */
async function groupOf(deps: AppDeps, classroom: string, id: string) {
  const doc = await groupFromLog(deps.events, id);
  if (!doc || doc.classroom !== classroom) throw notFound('Group');
  return doc;
}

const list = route({
  method: 'get',
  path: '/api/classrooms/:id/groups',
  access: 'user',
  params: idParams,
  async handler({ params, user, deps }) {
    const classroom = await teacherOf(deps.events, params.id, user);
    const groups = await groupsOf(deps, classroom._id);
    return { groups: await Promise.all(groups.map((g) => shown(deps, g, classroom.target_language))) };
  },
});

const create = route({
  method: 'post',
  path: '/api/classrooms/:id/groups',
  access: 'user',
  status: 201,
  params: idParams,
  body: createGroupBody,
  async handler({ params, body, user, meta, deps }) {
    const classroom = await teacherOf(deps.events, params.id, user);
    const members = await classMembers(deps, classroom._id, body.members ?? []);
    await assertNameFree(deps, classroom._id, body.name);
    const groupId = newId();
    await groupCommand(
      deps,
      groupId,
      { type: 'Create', groupId, classroom: classroom._id, name: body.name, members },
      meta,
    );
    return shown(deps, await groupOf(deps, classroom._id, groupId), classroom.target_language);
  },
});

const update = route({
  method: 'put',
  path: '/api/classrooms/:id/groups/:groupId',
  access: 'user',
  params: groupParams,
  body: updateGroupBody,
  async handler({ params, body, user, meta, deps }) {
    const classroom = await teacherOf(deps.events, params.id, user);
    await groupOf(deps, classroom._id, params.groupId);
    const members = body.members && (await classMembers(deps, classroom._id, body.members));
    if (body.name !== undefined) await assertNameFree(deps, classroom._id, body.name, params.groupId);
    await groupCommand(deps, params.groupId, { type: 'Change', name: body.name, members }, meta);
    return shown(deps, await groupOf(deps, classroom._id, params.groupId), classroom.target_language);
  },
});

const remove = route({
  method: 'delete',
  path: '/api/classrooms/:id/groups/:groupId',
  access: 'user',
  params: groupParams,
  async handler({ params, user, meta, deps }) {
    const classroom = await teacherOf(deps.events, params.id, user);
    await groupOf(deps, classroom._id, params.groupId);
    await groupCommand(deps, params.groupId, { type: 'Delete' }, meta);
    return { message: 'Group deleted' };
  },
});

/** Learner groups inside a classroom (issue 38 item 4): the teacher's only. */
export const classroomGroupRoutes: AnyRoute[] = [list, create, update, remove];
