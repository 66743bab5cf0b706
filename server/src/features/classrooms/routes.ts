import { z } from 'zod';
import { classroomCodeKey } from '@lebe/domain';
import { type ClassroomDoc } from './classrooms.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { listQuery } from '@lebe/domain';
import { HttpError } from '../../platform/http/errors';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import { ClassroomSecrets } from './classroom-secrets';
import {
  classroomCommand,
  createClassroom,
  deleteClassroom,
  loadClassroom,
  memberOf,
  publicClassroom,
  teacherOf,
} from './commands';

const idParam = z.object({ id: z.string().min(1).max(64) });
const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max);
const keycode = z.string().min(1, 'Keycode is required').max(200);
const language = z.string().trim().max(50).optional();

const create = route({
  method: 'post',
  path: '/api/classrooms',
  access: 'user',
  status: 201,
  body: z.object({
    classroomCode: text('Classroom code', 50),
    name: text('Classroom title', 200),
    teacher: text('Teacher', 200),
    description: z.string().trim().max(5000).default(''),
    base_language: language,
    target_language: language,
    password: keycode,
  }),
  async handler({ body, user, meta, deps }) {
    const input = {
      ...body,
      base_language: body.base_language || 'english',
      target_language: body.target_language || 'english',
    };
    const id = await createClassroom(deps, user._id, input, meta);
    return { ...publicClassroom(await loadClassroom(deps, id)), message: 'Classroom Successfully Created!' };
  },
});

const mine = route({
  method: 'get',
  path: '/api/classrooms/myclassrooms',
  access: 'user',
  query: listQuery,
  async handler({ query, user, deps }) {
    const page = await deps.read.find<ClassroomDoc>('classrooms', {
      where: { user: user._id },
      keyword: query.keyword,
      page: query.pageNumber,
      pageSize: 50,
      sort: [['createdAt', 'desc']],
    });
    return { classrooms: page.items.map(publicClassroom), page: page.page, pages: page.pages };
  },
});

/** Classroom login (no token): the code and keycode; rate-limited like user login, per code and per address. */
const classLogin = route({
  method: 'post',
  path: '/api/classrooms/classlogin',
  access: 'public',
  body: z.object({
    classroomCode: z.string().trim().min(1, 'Classroom code is required').max(50),
    password: z.string().min(1, 'Keycode is required').max(200),
  }),
  async handler({ body, ctx, meta, deps }) {
    const key = `classroom:${classroomCodeKey(body.classroomCode)}`;
    const { byEmail: byName, byAddress } = deps.loginLimits;
    if (byName.blocked(key) || byAddress.blocked(ctx.ip))
      throw new HttpError(429, 'Too many classroom login attempts, please try again later');
    const found = await deps.read.find<ClassroomDoc>('classrooms', {
      where: { codeKey: classroomCodeKey(body.classroomCode) },
      pageSize: 1,
      skipTotal: true,
    });
    const classroom = found.items[0];
    const secrets = new ClassroomSecrets(deps.secrets);
    const ok = classroom
      ? await secrets.verifyKeycode(classroom._id, body.password)
      : await verifyPassword(body.password, await decoyHash).then(() => false);
    if (!classroom || !ok) {
      byName.fail(key);
      byAddress.fail(ctx.ip);
      throw new HttpError(401, 'Invalid classroom code or keycode');
    }
    byName.clear(key);
    const { _id, name, teacher, description, classroomCode } = classroom;
    const ticket = await secrets.issueTicket(_id, meta.now);
    await secrets.grantAddress(_id, ctx.ip, meta.now);
    return { _id, title: name, name, teacher, description, classroomCode, ticket };
  },
});

const details = route({
  method: 'get',
  path: '/api/classrooms/:id',
  access: 'user',
  params: idParam,
  handler: async ({ params, user, deps }) => publicClassroom(await memberOf(deps, params.id, user)),
});

const update = route({
  method: 'put',
  path: '/api/classrooms/:id',
  access: 'user',
  params: idParam,
  body: z.object({
    _id: z.string().optional(),
    classroomCode: z.string().optional(),
    name: text('Classroom title', 200).optional(),
    title: text('Classroom title', 200).optional(),
    teacher: text('Teacher', 200).optional(),
    description: z.string().trim().max(5000).optional(),
    password: z.union([keycode, z.literal('')]).optional(),
  }),
  async handler({ params, body, user, meta, deps }) {
    if (body._id && body._id !== params.id) throw new HttpError(400, 'The body _id does not match the route');
    const classroom = await teacherOf(deps, params.id, user);
    if (body.classroomCode !== undefined && body.classroomCode.trim() !== classroom.classroomCode.trim())
      throw new HttpError(400, 'The classroom code cannot be changed');
    if (body.password) await new ClassroomSecrets(deps.secrets).setKeycode(classroom._id, body.password);
    const changes = { name: body.name ?? body.title, teacher: body.teacher, description: body.description };
    const command = { type: 'Update', by: user._id, changes, keycodeChanged: Boolean(body.password) } as const;
    await classroomCommand(deps, classroom._id, command, meta);
    return { ...publicClassroom(await loadClassroom(deps, classroom._id)), message: 'Classroom Updated' };
  },
});

const remove = route({
  method: 'delete',
  path: '/api/classrooms/:id',
  access: 'user',
  params: idParam,
  async handler({ params, user, meta, deps }) {
    const classroom = await teacherOf(deps, params.id, user);
    await deleteClassroom(deps, classroom, user._id, meta);
    return { message: 'Classroom removed' };
  },
});

export const classroomRoutes: AnyRoute[] = [create, mine, classLogin, details, update, remove];
