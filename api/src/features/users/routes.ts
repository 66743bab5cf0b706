import { z } from 'zod';
import {
  customLevelsBody,
  emailKey,
  forbidden,
  idParams,
  levelsBody,
  listQuery,
  loginBody,
  profileBody,
  adminUserBody,
  currentPasswordNeeded,
  currentPasswordWrong,
  registerBody,
  priorAbility,
  type LevelClaim,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { assertSelfOrAdmin } from '../../platform/auth/authenticate';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords';
import { ticketAdmitsRegistration } from '../../platform/auth/classroom-tickets';
import { assertUncommonPassword } from '../../platform/auth/password-policy';
import type { AppDeps } from '../../platform/deps';
import { levelWindowsFromLog } from '@lebe/projectors/practice';
import { abilitiesOf, abilityOf } from '@lebe/projectors/ability';
import { Credentials } from './credentials';
import {
  accountByEmail,
  changeUser,
  changeUserAsAdmin,
  deleteUserAsAdmin,
  mustLoadAccount,
  registerUser,
} from './commands';
import { publicUser, usersCollection, type UserDoc } from '@lebe/projectors/users';
import { userInfoWithToken } from './user-info';
import { type CommandMeta, userCommand } from '../../platform/commands';
import { pagedList } from '../../platform/http/paged-list';

const userIdParams = z.object({ userId: z.string().min(1).max(64) });

const login = route({
  method: 'post',
  path: '/api/users/login',
  access: 'public',
  body: loginBody,
  async handler({ body, ctx, deps }) {
    // By the address's reservation stream: an address just changed signs in at once, the old one no longer.
    const user = await accountByEmail(deps, body.email);
    const ok = await deps.limits.attempt('login', emailKey(body.email), ctx.ip, () =>
      user
        ? new Credentials(deps).verify(user._id, body.password)
        : decoyHash(deps.config.passwordCost)
            .then((hash) => verifyPassword(body.password, hash))
            .then(() => false),
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
  // Issue 26 item 7: a classroom login's ticket lets a class behind one address sign up in one lesson.
  body: registerBody.extend({ classroomTicket: z.string().max(200).optional() }),
  async handler({ body, ctx, meta, deps }) {
    const ticket = body.classroomTicket;
    const admitted = ticket && (await ticketAdmitsRegistration(deps.secrets, ticket, meta.now));
    if (!admitted) await deps.limits.register(ctx.ip);
    assertUncommonPassword(body.password);
    const userId = await registerUser(deps, body, meta);
    return userInfoWithToken(deps, await mustLoadAccount(deps, userId));
  },
});

const getProfile = route({
  method: 'get',
  path: '/api/users/profile',
  access: 'user',
  // Issue 29: with the learner's ability in each language they have answered in (θ and its SE).
  handler: async ({ user, deps }) => ({ ...publicUser(user), ability: await abilitiesOf(deps.read, user._id) }),
});

const updateProfile = route({
  method: 'put',
  path: '/api/users/profile',
  access: 'user',
  body: profileBody,
  async handler({ body, user, meta, ctx, deps }) {
    const target = body.id ?? body._id ?? user._id;
    if (target !== user._id) throw forbidden();
    const current = await mustLoadAccount(deps, user._id);
    await confirmSensitiveChange(deps, ctx.ip, current, body);
    const change = {
      name: body.name ?? current.name,
      email: body.email ?? current.email,
      password: body.password || undefined,
    };
    await changeUser(deps, user._id, current, change, meta);
    return userInfoWithToken(deps, await mustLoadAccount(deps, user._id));
  },
});

/**
 * A new password (not a common one) or a new e-mail takes the current password (OWASP ASVS 2.1.6),
 * checked and counted as a login attempt is.
 */
async function confirmSensitiveChange(
  deps: AppDeps,
  address: string,
  account: { _id: string; email: string },
  body: { email?: string; password?: string; currentPassword?: string },
) {
  if (body.password) assertUncommonPassword(body.password);
  const newEmail = body.email !== undefined && emailKey(body.email) !== emailKey(account.email);
  if (!body.password && !newEmail) return;
  const given = body.currentPassword;
  if (!given) throw new HttpError(400, currentPasswordNeeded, 'currentPassword');
  const ok = await deps.limits.attempt('login', emailKey(account.email), address, () =>
    new Credentials(deps).verify(account._id, given),
  );
  if (!ok) throw new HttpError(403, currentPasswordWrong, 'currentPassword');
}

const listUsers = route({
  method: 'get',
  path: '/api/users',
  access: 'admin',
  query: listQuery,
  handler: ({ query, deps }) =>
    pagedList(
      deps.read,
      query,
      { collection: usersCollection, pageSize: 20, sort: ['createdAt', 'asc'] },
      'users',
      (docs: UserDoc[]) => docs.map(publicUser),
    ),
});

const getUser = route({
  method: 'get',
  path: '/api/users/:id',
  access: 'user',
  params: idParams,
  async handler({ params, user, deps }) {
    assertSelfOrAdmin(user, params.id);
    return publicUser(await mustLoadAccount(deps, params.id));
  },
});

const adminUpdateUser = route({
  method: 'put',
  path: '/api/users/:id',
  access: 'admin',
  params: idParams,
  body: adminUserBody.extend({ version: z.number().int().min(-1).optional() }),
  handler: async ({ params, body, meta, deps }) => publicUser(await changeUserAsAdmin(deps, params.id, body, meta)),
});

const removeUser = route({
  method: 'delete',
  path: '/api/users/:id',
  access: 'admin',
  params: idParams,
  async handler({ params, user, meta, deps }) {
    await deleteUserAsAdmin(deps, user._id, params.id, meta);
    return { message: 'User removed' };
  },
});

/**
 * The levels a learner claims to have reached, with the recorded results they stand on (the level windows,
 * folded from the learner's stream: an answer a read model has not applied yet counts): the user's decider
 * keeps each only as far as those earn it (five of five correct at the level below, SPEC §4), all in one
 * write; a forged claim is corrected, never stored.
 */
async function claimLevels(
  deps: AppDeps,
  learner: UserDoc,
  scope: 'language' | 'classroom',
  claimed: Record<string, number>,
  meta: CommandMeta,
) {
  const held = scope === 'language' ? learner.userLevels : learner.customLevels;
  const claims: Record<string, LevelClaim> = {};
  for (const [key, level] of Object.entries(claimed)) {
    const have = held[key] ?? 0;
    if (level <= have) continue;
    const levels = Array.from({ length: level - have }, (_, i) => have + i);
    const evidence = await levelWindowsFromLog(deps.events, learner._id, `${scope}:${key}`, levels);
    claims[key] = {
      claimed: level,
      evidence,
      ...(scope === 'language' ? { ability: await abilityIn(deps, learner, key) } : {}),
    };
  }
  if (Object.keys(claims).length) await userCommand(deps, learner._id, { type: 'ClaimLevels', scope, claims }, meta);
}

/**
 * The learner's ability in a language: how likely it makes a level claimed there is recorded beside the level
 * (information; the spec's streak alone earns it, issue 35). One the model has not seen answer there yet is
 * weighed at the language's learner prior (its start level, SE 1.2).
 */
async function abilityIn(deps: AppDeps, learner: UserDoc, language: string) {
  const estimate = await abilityOf(deps.read, learner._id, language);
  return estimate ? { theta: estimate.theta, se: estimate.se } : priorAbility(language);
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
      const learner = await mustLoadAccount(deps, params.userId);
      await apply(deps, learner, parsed, meta);
      return userInfoWithToken(deps, await mustLoadAccount(deps, params.userId));
    },
  });
}

const levels = levelRoute('levels', levelsBody, (deps, learner, body, meta) =>
  claimLevels(deps, learner, 'language', body.levels as Record<string, number>, meta),
);
const customLevels = levelRoute('customlevels', customLevelsBody, (deps, learner, body, meta) =>
  claimLevels(deps, learner, 'classroom', body.levels, meta),
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
