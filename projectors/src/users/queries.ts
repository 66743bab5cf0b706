import { streams, type PublicUser } from '@lebe/domain';
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

/** The account as its stream holds it now (see documentFromLog): a write's answer, and a fresh token's user. */
export const userFromLog = (events: EventStore, userId: string) =>
  documentFromLog(events, usersProjection, streams.user(userId), userId);
