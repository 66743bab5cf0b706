import { z } from 'zod';
import { levelSchema, targetLanguageSchema } from '@lebe/domain';
import type { UserDoc } from './users.projection';
import { route, type AnyRoute } from '../../platform/http/route';
import { listQuery } from '@lebe/domain';
import { HttpError } from '../../platform/http/errors';
import { assertSelfOrAdmin } from '../../platform/auth/authenticate';
import { Credentials } from './credentials';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import type { AppDeps } from '../../platform/deps';
import { changeUser, deleteUser, registerUser, userCommand } from './commands';
import { findUserByEmail, loadUser, publicUser, userInfoWithToken } from './queries';

const email = z.email({ message: 'Please enter a valid email' }).trim();
const name = z.string().trim().min(1, 'Name is required').max(100);
// SPEC §5: the only password rule is that it matches its confirmation (checked by the screens); nothing else is enforced.
const password = z.string().min(1, 'Password is required').max(200);
const idParam = z.object({ id: z.string().min(1) });
const userIdParam = z.object({ userId: z.string().min(1) });

async function mustLoad(deps: AppDeps, id: string): Promise<UserDoc> {
  const user = await loadUser(deps, id);
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

const login = route({
  method: 'post',
  path: '/api/users/login',
  access: 'public',
  body: z.object({
    email: z.string().trim().min(1, 'Email is required'),
    password: z.string().min(1, 'Password is required'),
  }),
  async handler({ body, ctx, deps }) {
    const key = body.email.toLowerCase();
    const { byEmail, byAddress } = deps.loginLimits;
    if (byEmail.blocked(key) || byAddress.blocked(ctx.ip))
      throw new HttpError(429, 'Too many login attempts, please try again later');
    const user = await findUserByEmail(deps, key);
    const ok = user
      ? await new Credentials(deps.secrets).verify(user._id, body.password)
      : await verifyPassword(body.password, await decoyHash).then(() => false);
    if (!user || !ok) {
      byEmail.fail(key);
      byAddress.fail(ctx.ip);
      throw new HttpError(401, 'Invalid email or password');
    }
    byEmail.clear(key);
    return userInfoWithToken(deps, user);
  },
});

const register = route({
  method: 'post',
  path: '/api/users',
  access: 'public',
  status: 201,
  body: z.object({ name, email, password }),
  async handler({ body, meta, deps }) {
    const userId = await registerUser(deps, body, meta);
    return userInfoWithToken(deps, await mustLoad(deps, userId));
  },
});

const getProfile = route({
  method: 'get',
  path: '/api/users/profile',
  access: 'user',
  handler: async ({ user }) => publicUser(user),
});

const updateProfile = route({
  method: 'put',
  path: '/api/users/profile',
  access: 'user',
  body: z.object({
    id: z.string().optional(),
    _id: z.string().optional(),
    name: name.optional(),
    email: email.optional(),
    password: z.union([password, z.literal('')]).optional(),
  }),
  async handler({ body, user, meta, deps }) {
    const target = body.id ?? body._id ?? user._id;
    if (target !== user._id) throw new HttpError(403, 'Not allowed');
    const change = {
      name: body.name ?? user.name,
      email: body.email ?? user.email,
      password: body.password || undefined,
    };
    await changeUser(deps, user._id, user, change, meta);
    return userInfoWithToken(deps, await mustLoad(deps, user._id));
  },
});

const listUsers = route({
  method: 'get',
  path: '/api/users',
  access: 'admin',
  query: listQuery,
  async handler({ query, deps }) {
    const page = await deps.read.find<UserDoc>('users', {
      keyword: query.keyword,
      page: query.pageNumber,
      pageSize: 20,
      sort: [['createdAt', 'asc']],
    });
    return { users: page.items.map(publicUser), page: page.page, pages: page.pages };
  },
});

const getUser = route({
  method: 'get',
  path: '/api/users/:id',
  access: 'user',
  params: idParam,
  async handler({ params, user, deps }) {
    assertSelfOrAdmin(user, params.id);
    return publicUser(await mustLoad(deps, params.id));
  },
});

const adminUpdateUser = route({
  method: 'put',
  path: '/api/users/:id',
  access: 'admin',
  params: idParam,
  body: z.object({ _id: z.string().optional(), name, email, isAdmin: z.boolean() }),
  async handler({ params, body, meta, deps }) {
    const target = await mustLoad(deps, params.id);
    await changeUser(deps, target._id, target, body, meta);
    return publicUser(await mustLoad(deps, params.id));
  },
});

const removeUser = route({
  method: 'delete',
  path: '/api/users/:id',
  access: 'admin',
  params: idParam,
  async handler({ params, user, meta, deps }) {
    if (params.id === user._id) throw new HttpError(400, 'You cannot delete your own account');
    const target = await mustLoad(deps, params.id);
    await deleteUser(deps, target._id, target.email, meta);
    return { message: 'User removed' };
  },
});

/** The three level routes answer the updated user info with a token, which the client stores as userInfo. */
function levelRoute<B>(
  suffix: string,
  body: z.ZodType<B>,
  commands: (b: B) => Parameters<typeof userCommand>[2][],
): AnyRoute {
  return route({
    method: 'put',
    path: `/api/users/:userId/${suffix}`,
    access: 'user',
    params: userIdParam,
    body,
    async handler({ params, body: parsed, user, meta, deps }) {
      assertSelfOrAdmin(user, params.userId);
      await mustLoad(deps, params.userId);
      for (const command of commands(parsed)) await userCommand(deps, params.userId, command, meta);
      return userInfoWithToken(deps, await mustLoad(deps, params.userId));
    },
  });
}

/**
 * SPEC §7 only says "level data": one `{ language | targetLanguage, level }` (or `{ classroom |
 * classroomId, level }`), a whole map under `userLevels` (`customLevels`), or a bare map of levels.
 */
function levelData(key: string, ids: string[], raw: unknown) {
  const b = (raw ?? {}) as Record<string, unknown>;
  if (b[key] && typeof b[key] === 'object') return { levels: b[key] };
  if ('level' in b) {
    const id = ids.map((k) => b[k]).find((v) => v !== undefined && v !== '');
    return { levels: id === undefined ? {} : { [String(id)]: b.level } };
  }
  return { levels: b };
}

const levels = levelRoute(
  'levels',
  z.preprocess(
    (raw) => levelData('userLevels', ['language', 'targetLanguage'], raw),
    z.object({
      levels: z
        .partialRecord(targetLanguageSchema, levelSchema)
        .refine((l) => Object.keys(l).length > 0, 'language and level are required'),
    }),
  ),
  (b) =>
    Object.entries(b.levels).map(([language, level]) => ({ type: 'ReachLevel' as const, language, level: level! })),
);
const customLevels = levelRoute(
  'customlevels',
  z.preprocess(
    (raw) => levelData('customLevels', ['classroom', 'classroomId', 'id'], raw),
    z.object({
      levels: z
        .record(z.string().min(1).max(64), levelSchema)
        .refine((l) => Object.keys(l).length > 0, 'classroom and level are required'),
    }),
  ),
  (b) =>
    Object.entries(b.levels).map(([classroom, level]) => ({ type: 'ReachCustomLevel' as const, classroom, level })),
);
const clearLevels = levelRoute('clearlevels', z.object({}).passthrough(), () => [{ type: 'ClearLevels' }]);

export const userRoutes: AnyRoute[] = [
  login,
  register,
  getProfile,
  updateProfile,
  listUsers,
  levels,
  customLevels,
  clearLevels,
  getUser,
  adminUpdateUser,
  removeUser,
];
