import { z } from 'zod';
import {
  decideFollower,
  evolveFollower,
  initialFollower,
  type FollowerCommand,
  type FollowerEvent,
} from '@lebe/domain';
import { accuracy } from '../dashboards/tally';
import { answerCount, questionCount } from '../dashboards/figures';
import { summaryId, type DashboardDoc } from '../dashboards/dashboards.projection';
import { type ClassroomDoc } from './classrooms.projection';
import { type FollowerDoc } from './followers.projection';
import { type UserDoc } from '../users/users.projection';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { handleCommand, type CommandMeta, type Decider } from '../../platform/commands/command-handler';
import { ClassroomSecrets } from './classroom-secrets';
import { followerId, isTeacher, loadClassroom, publicClassroom, teacherOf } from './commands';

const followerDecider: Decider<typeof initialFollower, FollowerCommand, FollowerEvent> = {
  initial: initialFollower,
  evolve: evolveFollower,
  decide: decideFollower,
};
const followerCommand = (deps: AppDeps, id: string, command: FollowerCommand, meta: CommandMeta) =>
  handleCommand(deps, `follower-${id}`, followerDecider, command, meta);

const idParam = z.object({ id: z.string().min(1).max(64) });
/** Memberships are listed whole: a student follows few classrooms, a class holds at most this many. */
const listLimit = 1000;

/** SPEC §3 Follower: the shared name, the student with their username, and the classroom it wraps. */
async function withStudents(deps: AppDeps, followers: FollowerDoc[]) {
  const users = await deps.read.getMany<UserDoc>('users', [...new Set(followers.map((f) => f.student))]);
  return followers.map((f) => ({ ...f, student: { _id: f.student, name: users.get(f.student)?.name ?? '' } }));
}

const join = route({
  method: 'post',
  path: '/api/followers',
  access: 'user',
  status: 201,
  body: z
    .object({
      classroom: z.string().min(1, 'classroom is required').max(64),
      studentName: z.string().trim().max(200).default(''),
      ticket: z.string().max(200).optional(),
      password: z.string().max(200).optional(),
    })
    .passthrough(),
  async handler({ body, user, meta, ctx, deps }) {
    const classroom = await loadClassroom(deps, body.classroom);
    if (isTeacher(classroom, user)) throw new HttpError(400, 'You are the teacher of this classroom');
    // Knowing a classroom's id is not enough: the caller proves the keycode, fresh from classroom login
    // (its ticket, the keycode itself, or a classroom login from the same address moments before).
    const secrets = new ClassroomSecrets(deps.secrets);
    const proven =
      (body.ticket && (await secrets.redeemTicket(body.ticket, classroom._id, meta.now))) ||
      (body.password && (await secrets.verifyKeycode(classroom._id, body.password))) ||
      (await secrets.redeemAddress(classroom._id, ctx.ip, meta.now));
    if (!proven) throw new HttpError(403, 'Please sign in to the classroom with its code and keycode first');
    const id = followerId(classroom._id, user._id);
    const studentName = body.studentName || user.name;
    await followerCommand(
      deps,
      id,
      { type: 'Join', followerId: id, classroom: classroom._id, student: user._id, studentName },
      meta,
    );
    return { _id: id, classroom: publicClassroom(classroom), studentName, student: { _id: user._id, name: user.name } };
  },
});

const followed = route({
  method: 'get',
  path: '/api/followers/myfollowedclassrooms',
  access: 'user',
  async handler({ user, deps }) {
    const page = await deps.read.find<FollowerDoc>('followers', {
      where: { student: user._id },
      sort: [['joinedAt', 'desc']],
      pageSize: listLimit,
      skipTotal: true,
    });
    const classrooms = await deps.read.getMany<ClassroomDoc>(
      'classrooms',
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
  query: z.object({ classroom: z.string().min(1, 'classroom is required').max(64) }),
  async handler({ query, user, deps }) {
    await teacherOf(deps, query.classroom, user);
    const page = await deps.read.find<FollowerDoc>('followers', {
      where: { classroom: query.classroom },
      sort: [['studentName', 'asc']],
      pageSize: listLimit,
      skipTotal: true,
    });
    // Each student's figures in this classroom, from their precomputed classroom summaries.
    const summaries = await deps.read.getMany<DashboardDoc>(
      'dashboards',
      page.items.map((f) => summaryId(f.student, 'classroom', f.classroom)),
    );
    return (await withStudents(deps, page.items)).map((f) => {
      const doc = summaries.get(summaryId(f.student._id, 'classroom', f.classroom)) ?? null;
      return {
        ...f,
        figures: { questionCount: questionCount(doc), answerCount: answerCount(doc), accuracy: accuracy(doc?.total) },
      };
    });
  },
});

/** The student leaves, or the classroom's teacher removes them. */
const remove = route({
  method: 'delete',
  path: '/api/followers/:id',
  access: 'user',
  params: idParam,
  async handler({ params, user, meta, deps }) {
    const follower = await deps.read.get<FollowerDoc>('followers', params.id);
    if (!follower) throw new HttpError(404, 'Follower not found');
    const by = follower.student === user._id ? 'student' : 'teacher';
    if (by === 'teacher') await teacherOf(deps, follower.classroom, user);
    await followerCommand(deps, params.id, { type: 'Leave', by }, meta);
    return { message: by === 'student' ? 'You left the classroom' : 'Student removed from the classroom' };
  },
});

/** Not shown in the spec: a student leaves a classroom by its id. */
const leave = route({
  method: 'delete',
  path: '/api/followers/classroom/:id',
  access: 'user',
  params: idParam,
  async handler({ params, user, meta, deps }) {
    const id = followerId(params.id, user._id);
    if (!(await deps.read.get<FollowerDoc>('followers', id))) throw new HttpError(404, 'Follower not found');
    await followerCommand(deps, id, { type: 'Leave', by: 'student' }, meta);
    return { message: 'You left the classroom' };
  },
});

export const followerRoutes: AnyRoute[] = [join, followed, students, leave, remove];
