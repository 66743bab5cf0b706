import type { UserDoc } from './users.projection';
import type { AppDeps } from '../../platform/deps';

/** The user info the client keeps as `userInfo` (SPEC §3 User). */
export function publicUser(doc: UserDoc) {
  const { _id, name, email, isAdmin, userLevels, customLevels } = doc;
  return { _id, name, email, isAdmin, userLevels, customLevels };
}

export async function userInfoWithToken(deps: AppDeps, doc: UserDoc) {
  const token = await deps.auth.tokens.sign({ sub: doc._id, sv: doc.sessionVersion });
  return { ...publicUser(doc), token };
}

export async function loadUser(deps: AppDeps, userId: string): Promise<UserDoc | null> {
  return deps.read.get<UserDoc>('users', userId);
}

export async function findUserByEmail(deps: AppDeps, email: string): Promise<UserDoc | null> {
  const { items } = await deps.read.find<UserDoc>('users', {
    where: { emailKey: email.trim().toLowerCase() },
    pageSize: 1,
  });
  return items[0] ?? null;
}
