import { z } from 'zod';
import {
  customLevelsBody,
  earnedLevel,
  emailKey,
  forbidden,
  idParams,
  levelsBody,
  listQuery,
  loginBody,
  profileBody,
  adminUserBody,
  registerBody,
  badRequest,
  type UserCommand,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { assertSelfOrAdmin } from '../../platform/auth/authenticate';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import type { AppDeps } from '../../platform/deps';
import type { CommandMeta } from '../../platform/commands/command-handler';
import { levelWindows, type LevelScope } from '../practice';
import { Credentials } from './credentials';
import { changeUser, deleteUser, registerUser, userCommand } from './commands';
import { findUserByEmail, mustLoadUser, publicUser, userInfoWithToken } from './queries';
import type { UserDoc } from './users.projection';

const userIdParams = z.object({ userId: z.string().min(1).max(64) });

const login = route({
  method: 'post',
  path: '/api/users/login',
  access: 'public',
  body: loginBody,
  async handler({ body, ctx, deps }) {
    const user = await findUserByEmail(deps, body.email);
    const ok = await deps.limits.attempt('login', emailKey(body.email), ctx.ip, () =>
      user
        ? new Credentials(deps.secrets).verify(user._id, body.password)
        : decoyHash.then((hash) => verifyPassword(body.password, hash)).then(() => false),
    );
    if (!user || !ok) throw new HttpError(401, 'Invalid email or password');
    return userInfoWithToken(deps, user);
  },
});

const register = route({
  method: 'post',
  path: '/api/users',
  access: 'public',
  status: 201,
  body: registerBody,
  async handler({ body, ctx, meta, deps }) {
    await deps.limits.register(ctx.ip);
    const userId = await registerUser(deps, body, meta);
    return userInfoWithToken(deps, await mustLoadUser(deps, userId));
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
  body: profileBody,
  async handler({ body, user, meta, deps }) {
    const target = body.id ?? body._id ?? user._id;
    if (target !== user._id) throw forbidden();
    const change = {
      name: body.name ?? user.name,
      email: body.email ?? user.email,
      password: body.password || undefined,
    };
    await changeUser(deps, user._id, user, change, meta);
    return userInfoWithToken(deps, await mustLoadUser(deps, user._id));
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
  params: idParams,
  async handler({ params, user, deps }) {
    assertSelfOrAdmin(user, params.id);
    return publicUser(await mustLoadUser(deps, params.id));
  },
});

const adminUpdateUser = route({
  method: 'put',
  path: '/api/users/:id',
  access: 'admin',
  params: idParams,
  body: adminUserBody.extend({ version: z.number().int().min(-1).optional() }),
  async handler({ params, body, meta, deps }) {
    const target = await mustLoadUser(deps, params.id);
    await changeUser(deps, target._id, target, body, meta, { readAt: body.version });
    return publicUser(await mustLoadUser(deps, params.id));
  },
});

const removeUser = route({
  method: 'delete',
  path: '/api/users/:id',
  access: 'admin',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    if (params.id === user._id) throw badRequest('You cannot delete your own account');
    const target = await mustLoadUser(deps, params.id);
    await deleteUser(deps, target._id, target.email, meta);
    return { message: 'User removed' };
  },
});

/**
 * The levels a learner claims to have reached are kept only as far as their recorded answers earn them
 * (five of five correct at the level below, SPEC §4): a forged claim is corrected, never stored.
 */
async function reachEarned(
  deps: AppDeps,
  learner: UserDoc,
  claims: Record<string, number>,
  scope: (id: string) => LevelScope,
  command: (id: string, level: number) => UserCommand,
  stored: Record<string, number>,
  meta: CommandMeta,
) {
  for (const [id, claimed] of Object.entries(claims)) {
    const have = stored[id] ?? 0;
    if (claimed <= have) continue;
    const levels = Array.from({ length: claimed - have }, (_, i) => have + i);
    const earned = earnedLevel(claimed, have, await levelWindows(deps, learner._id, scope(id), levels));
    if (earned > have) await userCommand(deps, learner._id, command(id, earned), meta);
  }
}

/** The three level routes answer the updated user info with a token, which the client stores as userInfo. */
function levelRoute<B>(
  suffix: string,
  body: z.ZodType<B>,
  apply: (deps: AppDeps, user: UserDoc, body: B, meta: CommandMeta) => Promise<unknown>,
): AnyRoute {
  return route({
    method: 'put',
    path: `/api/users/:userId/${suffix}`,
    access: 'user',
    params: userIdParams,
    body,
    async handler({ params, body: parsed, user, meta, deps }) {
      assertSelfOrAdmin(user, params.userId);
      const learner = await mustLoadUser(deps, params.userId);
      await apply(deps, learner, parsed, meta);
      return userInfoWithToken(deps, await mustLoadUser(deps, params.userId));
    },
  });
}

const levels = levelRoute('levels', levelsBody, (deps, learner, body, meta) =>
  reachEarned(
    deps,
    learner,
    body.levels as Record<string, number>,
    (language) => `language:${language}`,
    (language, level) => ({ type: 'ReachLevel', language, level }),
    learner.userLevels,
    meta,
  ),
);
const customLevels = levelRoute('customlevels', customLevelsBody, (deps, learner, body, meta) =>
  reachEarned(
    deps,
    learner,
    body.levels,
    (classroom) => `classroom:${classroom}`,
    (classroom, level) => ({ type: 'ReachCustomLevel', classroom, level }),
    learner.customLevels,
    meta,
  ),
);
const clearLevels = levelRoute('clearlevels', z.object({}).passthrough(), (deps, learner, _body, meta) =>
  userCommand(deps, learner._id, { type: 'ClearLevels' }, meta),
);

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
