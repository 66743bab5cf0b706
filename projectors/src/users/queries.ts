import { emailKey, notFound, streams, type PublicUser } from '@lebe/domain';
import type { EventStore, ReadStore } from '@lebe/store';
import { documentFromLog } from '../runtime';
import { type UserDoc, usersCollection, usersProjection } from './users.projection';

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

/** The account as its stream holds it now (see documentFromLog): a write's answer, and a fresh token's user. */
export const userFromLog = (events: EventStore, userId: string) =>
  documentFromLog(events, usersProjection, streams.user(userId), userId);
