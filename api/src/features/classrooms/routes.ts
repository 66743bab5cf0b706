import {
  badRequest,
  classLoginBody,
  classroomCodeDecider,
  classroomCodeKey,
  classroomListQuery,
  createClassroomBody,
  idParams,
  streams,
  updateClassroomBody,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { teacherRoute } from './teacher-route';
import { HttpError } from '../../platform/http/errors';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import type { AppDeps } from '../../platform/deps';
import { ClassroomSecrets } from './classroom-secrets';
import { createClassroom, deleteClassroom } from './commands';
import {
  findClassroom,
  loadClassroom,
  memberOf,
  publicClassroom,
  teacherOf,
  classroomsCollection,
  type ClassroomDoc,
} from '@lebe/projectors/classrooms';
import { classroomCommand, loadState } from '../../platform/commands';
import { pagedList } from '../../platform/http/paged-list';

const create = route({
  method: 'post',
  path: '/api/classrooms',
  access: 'user',
  status: 201,
  body: createClassroomBody,
  async handler({ body, user, meta, deps }) {
    const input = {
      ...body,
      base_language: body.base_language || 'english',
      target_language: body.target_language || 'english',
    };
    const id = await createClassroom(deps, user._id, input, meta);
    return { ...publicClassroom(await loadClassroom(deps.events, id)), message: 'Classroom Successfully Created!' };
  },
});

const mine = route({
  method: 'get',
  path: '/api/classrooms/myclassrooms',
  access: 'user',
  query: classroomListQuery,
  handler: ({ query, user, deps }) =>
    pagedList(
      deps.read,
      query,
      { collection: classroomsCollection, where: { user: user._id }, pageSize: 50, sort: ['createdAt', 'desc'] },
      'classrooms',
      (docs: ClassroomDoc[]) => docs.map(publicClassroom),
    ),
});

/** The classroom holding a code, by the code's reservation stream: a classroom just created is found at once. */
async function classroomByCode(deps: AppDeps, code: string) {
  const { heldBy } = (await loadState(deps, streams.classroomCode(code), classroomCodeDecider)).state;
  // A holder without a classroom is a creation cut off by an older version: nobody's code.
  return heldBy ? findClassroom(deps.events, heldBy) : null;
}

/**
 * Checks a classroom's keycode through the login limits (counted before it is verified, per code and
 * address): classroom login and joining with the keycode both go through here. Answers the classroom.
 */
export async function checkKeycode(deps: AppDeps, code: string, keycode: string, address: string) {
  const classroom = await classroomByCode(deps, code);
  const ok = await deps.limits.attempt('classroom', classroomCodeKey(code), address, () =>
    classroom
      ? new ClassroomSecrets(deps).verifyKeycode(classroom._id, keycode)
      : decoyHash(deps.config.passwordCost)
          .then((hash) => verifyPassword(keycode, hash))
          .then(() => false),
  );
  if (!classroom || !ok) throw new HttpError(401, 'Invalid classroom code or keycode');
  return classroom;
}

/** The cookie carrying a classroom login's ticket to the join that follows, in this browser only. */
export const ticketCookie = 'lebe_classroom_ticket';

/**
 * Classroom login (no token): the code and keycode; answers the classroom and a single-use ticket to join
 * it, also set as an HttpOnly cookie for the join's path, so the spec's client, which joins with only
 * `{ classroom, studentName }`, proves the login without anyone else at its address being able to.
 */
const classLogin = route({
  method: 'post',
  path: '/api/classrooms/classlogin',
  access: 'public',
  body: classLoginBody,
  async handler({ body, ctx, meta, deps }) {
    const classroom = await checkKeycode(deps, body.classroomCode, body.password, ctx.ip);
    const { _id, name, teacher, description, classroomCode } = classroom;
    const ticket = await new ClassroomSecrets(deps).issueTicket(_id, meta.now);
    ctx.cookies.set(ticketCookie, ticket, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/followers',
      maxAge: 30 * 60 * 1000,
      secure: ctx.secure,
    });
    return { _id, title: name, name, teacher, description, classroomCode, ticket };
  },
});

const details = route({
  method: 'get',
  path: '/api/classrooms/:id',
  access: 'user',
  params: idParams,
  handler: async ({ params, user, deps }) => publicClassroom(await memberOf(deps.events, params.id, user)),
});

const update = route({
  method: 'put',
  path: '/api/classrooms/:id',
  access: 'user',
  params: idParams,
  body: updateClassroomBody,
  async handler({ params, body, user, meta, deps }) {
    if (body._id && body._id !== params.id) throw badRequest('The body _id does not match the route');
    const classroom = await teacherOf(deps.events, params.id, user);
    if (body.classroomCode !== undefined && body.classroomCode.trim() !== classroom.classroomCode.trim())
      throw badRequest('The classroom code cannot be changed');
    if (body.password) await new ClassroomSecrets(deps).setKeycode(classroom._id, body.password);
    const { _id: _bodyId, classroomCode: _code, title, password, ...profile } = body;
    const changes = { ...profile, name: body.name ?? title };
    const command = { type: 'Update', by: user._id, changes, keycodeChanged: Boolean(password) } as const;
    await classroomCommand(deps, classroom._id, command, meta);
    return { ...publicClassroom(await loadClassroom(deps.events, classroom._id)), message: 'Classroom Updated' };
  },
});

const remove = teacherRoute({
  method: 'delete',
  path: '/api/classrooms/:id',
  async handler({ user, meta, deps }, classroom) {
    await deleteClassroom(deps, classroom, user._id, meta);
    return { message: 'Classroom removed' };
  },
});

export const classroomRoutes: AnyRoute[] = [create, mine, classLogin, details, update, remove];
