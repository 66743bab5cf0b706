import { emailKey, notFound, type PublicUser, type UserInfo } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import type { UserDoc } from './users.projection';

/** The user info the client keeps as `userInfo` (SPEC §3 User). */
export function publicUser(doc: UserDoc): PublicUser {
  const { _id, name, email, isAdmin, userLevels, customLevels } = doc;
  return { _id, name, email, isAdmin, userLevels, customLevels };
}

export async function userInfoWithToken(deps: AppDeps, doc: UserDoc): Promise<UserInfo> {
  const token = await deps.auth.tokens.sign({ sub: doc._id, sv: doc.sessionVersion });
  return { ...publicUser(doc), token };
}

export async function loadUser(deps: Pick<AppDeps, 'read'>, userId: string): Promise<UserDoc | null> {
  return deps.read.get<UserDoc>('users', userId);
}

export async function mustLoadUser(deps: AppDeps, userId: string): Promise<UserDoc> {
  const user = await loadUser(deps, userId);
  if (!user) throw notFound('User');
  return user;
}

export async function findUserByEmail(deps: AppDeps, email: string): Promise<UserDoc | null> {
  const { items } = await deps.read.find<UserDoc>('users', { where: { emailKey: emailKey(email) }, pageSize: 1 });
  return items[0] ?? null;
}
