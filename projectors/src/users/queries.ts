import { emailKey, notFound, type PublicUser } from '@lebe/domain';
import type { ReadStore } from '@lebe/store';
import { type UserDoc, usersCollection } from './users.projection';

/** The user info the client keeps as `userInfo` (SPEC §3 User). */
export function publicUser(doc: UserDoc): PublicUser {
  const { _id, name, email, isAdmin, userLevels, customLevels } = doc;
  return { _id, name, email, isAdmin, userLevels, customLevels };
}

export async function loadUser(read: ReadStore, userId: string): Promise<UserDoc | null> {
  return read.get<UserDoc>(usersCollection, userId);
}

export async function mustLoadUser(read: ReadStore, userId: string): Promise<UserDoc> {
  const user = await loadUser(read, userId);
  if (!user) throw notFound('User');
  return user;
}

export async function findUserByEmail(read: ReadStore, email: string): Promise<UserDoc | null> {
  const { items } = await read.find<UserDoc>(usersCollection, { where: { emailKey: emailKey(email) }, pageSize: 1 });
  return items[0] ?? null;
}
