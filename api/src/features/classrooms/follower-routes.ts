import {
  followerDecider,
  followerId,
  groupFilterQuery,
  idParams,
  joinClassroomBody,
  notFound,
  streams,
  studentsQuery,
} from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { classroomFigures } from '@lebe/projectors/dashboards';
import { loadUser } from '@lebe/projectors/users';
import { ClassroomSecrets } from './classroom-secrets';
import {
  isTeacher,
  loadClassroom,
  publicClassroom,
  groupMembersOf,
  teacherOf,
  classroomsCollection,
  followersCollection,
  removedStudentsCollection,
  type ClassroomDoc,
  type FollowerDoc,
  type RemovedStudentDoc,
} from '@lebe/projectors/classrooms';
import { checkKeycode, ticketCookie } from './routes';
import { followerCommand, loadState } from '../../platform/commands';

/** Memberships are listed whole: a student follows few classrooms, a class holds at most this many. */
const listLimit = 1000;

/** SPEC §3 Follower: the shared name, the student with their username, and the classroom it wraps. */
async function withStudents(deps: AppDeps, followers: FollowerDoc[]) {
  const ids = [...new Set(followers.map((f) => f.student))];
  const names = new Map(
    await Promise.all(ids.map(async (id) => [id, (await loadUser(deps.read, id))?.name ?? ''] as const)),
  );
  return followers.map((f) => ({ ...f, student: { _id: f.student, name: names.get(f.student) ?? '' } }));
}

const join = route({
  method: 'post',
  path: '/api/followers',
  access: 'user',
  status: 201,
  body: joinClassroomBody,
  async handler({ body, user, meta, ctx, deps }) {
    const classroom = await loadClassroom(deps.events, body.classroom);
    // Knowing a classroom's id is not enough: the caller proves the keycode, fresh from classroom login
    // (its single-use ticket), or gives the keycode itself, checked through the same limits as a login.
    // The teacher's own ticket is not spent: the decider refuses them first.
    const ticket = body.ticket || ctx.cookies.get(ticketCookie);
    const keycodeProven =
      !isTeacher(classroom, user) &&
      Boolean(
        (ticket && (await new ClassroomSecrets(deps).redeemTicket(ticket, classroom._id, meta.now))) ||
        (body.password && (await checkKeycode(deps, classroom.classroomCode, body.password, ctx.ip))),
      );
    const id = followerId(classroom._id, user._id);
    const studentName = body.studentName || user.name;
    const join = { type: 'Join', followerId: id, classroom: classroom._id, student: user._id, studentName } as const;
    await followerCommand(deps, id, { ...join, teacher: classroom.user, keycodeProven }, meta);
    return { _id: id, classroom: publicClassroom(classroom), studentName, student: { _id: user._id, name: user.name } };
  },
});

const followed = route({
  method: 'get',
  path: '/api/followers/myfollowedclassrooms',
  access: 'user',
  async handler({ user, deps }) {
    const page = await deps.read.find<FollowerDoc>(followersCollection, {
      where: { student: user._id },
      sort: [['joinedAt', 'desc']],
      pageSize: listLimit,
      skipTotal: true,
    });
    const classrooms = await deps.read.getMany<ClassroomDoc>(
      classroomsCollection,
      page.items.map((f) => f.classroom),
    );
    return (await withStudents(deps, page.items))
      .filter((f) => classrooms.has(f.classroom))
      .map((f) => ({ ...f, classroom: publicClassroom(classrooms.get(f.classroom)!) }));
  },
});

const students = route({
  method: 'get',
  path: '/api/followers/mystudents',
  access: 'user',
  query: studentsQuery.extend(groupFilterQuery.shape),
  async handler({ query, user, deps }) {
    await teacherOf(deps.events, query.classroom, user);
    // Issue 38: ?group= lists only that learner group's students.
    const members = query.group ? await groupMembersOf(deps.events, query.classroom, query.group) : null;
    const found = await deps.read.find<FollowerDoc>(followersCollection, {
      where: { classroom: query.classroom },
      sort: [['studentName', 'asc']],
      pageSize: listLimit,
      skipTotal: true,
    });
    const page = { items: members ? found.items.filter((f) => members.has(f.student)) : found.items };
    // Each student's figures in this classroom, from their precomputed classroom summaries.
    const figures = await classroomFigures(
      deps.read,
      query.classroom,
      page.items.map((f) => f.student),
    );
    return (await withStudents(deps, page.items)).map((f) => ({ ...f, figures: figures.get(f.student._id)! }));
  },
});

/** The students the classroom's teacher removed, by name, each to re-admit (issue 26 item 7): the teacher only. */
const removed = route({
  method: 'get',
  path: '/api/followers/removed',
  access: 'user',
  query: studentsQuery,
  async handler({ query, user, deps }) {
    await teacherOf(deps.events, query.classroom, user);
    const page = await deps.read.find<RemovedStudentDoc>(removedStudentsCollection, {
      where: { classroom: query.classroom, status: 'removed' },
      sort: [['studentName', 'asc']],
      pageSize: listLimit,
      skipTotal: true,
    });
    return page.items.map((r) => ({ _id: r._id, studentName: r.studentName, removedAt: r.removedAt ?? '' }));
  },
});

/** A membership as its stream holds it: 404 unless it is current (`member`), or ever was (`classroom`). */
async function membership(deps: AppDeps, id: string, present: 'member' | 'classroom') {
  const { state } = await loadState(deps, streams.follower(id), followerDecider);
  if (!state[present]) throw notFound('Follower');
  return state;
}

/** The student leaves, or the classroom's teacher removes them: decided from the membership's stream. */
const remove = route({
  method: 'delete',
  path: '/api/followers/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    const state = await membership(deps, params.id, 'member');
    const by = state.student === user._id ? 'student' : 'teacher';
    if (by === 'teacher') await teacherOf(deps.events, state.classroom!, user);
    await followerCommand(deps, params.id, { type: 'Leave', by }, meta);
    return { message: by === 'student' ? 'You left the classroom' : 'Student removed from the classroom' };
  },
});

/** Not shown in the spec: a student leaves a classroom by its id. */
const leave = route({
  method: 'delete',
  path: '/api/followers/classroom/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    const id = followerId(params.id, user._id);
    // Not a member: the decider answers 404 (Follower), from the membership's stream.
    await followerCommand(deps, id, { type: 'Leave', by: 'student' }, meta);
    return { message: 'You left the classroom' };
  },
});

/**
 * Issue 26 item 7: the teacher lets a student they removed back in (a removed student cannot join again
 * by themselves). The membership comes back under the name the student shared.
 */
const readmit = route({
  method: 'post',
  path: '/api/followers/:id/readmit',
  access: 'user',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    const state = await membership(deps, params.id, 'classroom');
    await teacherOf(deps.events, state.classroom!, user);
    await followerCommand(deps, params.id, { type: 'Readmit' }, meta);
    return {
      _id: params.id,
      classroom: state.classroom,
      studentName: state.studentName,
      message: 'Student re-admitted',
    };
  },
});

export const followerRoutes: AnyRoute[] = [join, followed, students, removed, leave, remove, readmit];
