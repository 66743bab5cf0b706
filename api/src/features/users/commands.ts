import {
  badRequest,
  notFound,
  emailDecider,
  emailKey,
  newId,
  streams,
  userDecider,
  type UserCommand,
  type UserState,
} from '@lebe/domain';
import { userFromLog, type UserDoc } from '@lebe/projectors/users';
import type { AppDeps } from '../../platform/deps';
import { Credentials } from './credentials';
import { type CommandMeta, type CommandOptions, handleCommands, loadState, userCommand } from '../../platform/commands';

/** Whether an account stream exists: an e-mail held by a user with none was claimed by a cut-off registration. */
async function hasAccount(deps: AppDeps, userId: string) {
  return (await deps.events.readStream(streams.user(userId), { maxCount: 1 })).length > 0;
}

/** Who holds an address now, by its reservation stream (the log, not a read model that may be rebuilding). */
export async function emailHolder(deps: Pick<AppDeps, 'events'>, email: string): Promise<string | null> {
  return (await loadState(deps, streams.email(email), emailDecider)).state.heldBy;
}

/** A claim on an address, voiding one a cut-off registration left behind. */
async function reserve(deps: AppDeps, email: string, userId: string) {
  const holder = await emailHolder(deps, email);
  const orphaned = holder && holder !== userId && !(await hasAccount(deps, holder)) ? holder : undefined;
  return { stream: streams.email(email), decider: emailDecider, command: { type: 'Reserve', userId, orphaned } };
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  isAdmin?: boolean;
}

/**
 * Creates an account: the password is hashed first (the slow part, before anything is written), then the
 * e-mail reservation and the account are appended in one atomic write. Of two concurrent registrations
 * with one address exactly one wins; a crash leaves either the whole account or nothing.
 */
export async function registerUser(deps: AppDeps, input: Registration, meta: CommandMeta, userId = newId()) {
  const email = input.email.trim();
  const credentials = new Credentials(deps);
  await credentials.set(userId, input.password);
  const register = { type: 'Register', userId, name: input.name.trim(), email, isAdmin: input.isAdmin ?? false };
  try {
    await handleCommands(
      deps,
      [await reserve(deps, email, userId), { stream: streams.user(userId), decider: userDecider, command: register }],
      { ...meta, actor: meta.actor ?? userId },
    );
  } catch (error) {
    await credentials.remove(userId);
    throw error;
  }
  return userId;
}

export interface UserChange {
  name: string;
  email: string;
  isAdmin?: boolean;
  password?: string;
}

/** Changes name, e-mail, admin right or password; a new address is claimed and the old released in the same write. */
export async function changeUser(
  deps: AppDeps,
  userId: string,
  current: { email: string },
  change: UserChange,
  meta: CommandMeta,
  options: CommandOptions = {},
) {
  const email = change.email.trim();
  const command: UserCommand =
    change.isAdmin === undefined
      ? { type: 'UpdateProfile', name: change.name.trim(), email, passwordChanged: Boolean(change.password) }
      : { type: 'AdminUpdate', name: change.name.trim(), email, isAdmin: change.isAdmin };
  if (change.password) await new Credentials(deps).set(userId, change.password);
  if (emailKey(email) === emailKey(current.email)) return userCommand(deps, userId, command, meta, options);
  await handleCommands(
    deps,
    [
      await reserve(deps, email, userId),
      { stream: streams.user(userId), decider: userDecider, command, readAt: options.readAt },
      { stream: streams.email(current.email), decider: emailDecider, command: { type: 'Release', userId } },
    ],
    meta,
  );
}

/** Deletes the account and frees its address in one write; its tokens stop working at once. */
export async function deleteUser(deps: AppDeps, userId: string, email: string, meta: CommandMeta) {
  // The answers leave the log first, as in the learner's own erasure: asked again after a cut-off, the
  // deletion completes what is left.
  const answersRemoved = await deps.events.deleteStream(streams.learner(userId));
  await handleCommands(
    deps,
    [
      { stream: streams.user(userId), decider: userDecider, command: { type: 'Delete', answersRemoved } },
      { stream: streams.email(email), decider: emailDecider, command: { type: 'Release', userId } },
    ],
    meta,
  );
  await new Credentials(deps).remove(userId);
}

/** The account as its stream tells it, without a read model: what start-up checks use. */
export async function accountOf(deps: AppDeps, userId: string): Promise<UserState> {
  return (await loadState(deps, streams.user(userId), userDecider)).state;
}

/**
 * The account as its stream holds it: what a write reads its target from and answers with, so a users
 * read model still catching up makes no write fail or answer stale (a token's user comes the same way).
 */
export async function mustLoadAccount(deps: Pick<AppDeps, 'events'>, userId: string): Promise<UserDoc> {
  const account = await userFromLog(deps.events, userId);
  if (!account) throw notFound('User');
  return account;
}

/** The account holding an address, by its reservation stream: a sign-in the users read model cannot answer yet. */
export async function accountByEmail(deps: Pick<AppDeps, 'events'>, email: string): Promise<UserDoc | null> {
  const holder = await emailHolder(deps, email);
  return holder ? userFromLog(deps.events, holder) : null;
}

// The admin's account changes, behind both the documented routes (SPEC §7) and the console's.

/** Changes another account as an admin; `readAt` (the console form's version) refuses a stale form with 409. */
export async function changeUserAsAdmin(
  deps: AppDeps,
  id: string,
  change: UserChange & { version?: number },
  meta: CommandMeta,
) {
  const target = await mustLoadAccount(deps, id);
  await changeUser(deps, target._id, target, change, meta, { readAt: change.version });
  return mustLoadAccount(deps, id);
}

/** Deletes another account as an admin (never their own); answers the account as it was. */
export async function deleteUserAsAdmin(deps: AppDeps, admin: string, id: string, meta: CommandMeta) {
  if (id === admin) throw badRequest('You cannot delete your own account');
  const target = await mustLoadAccount(deps, id);
  await deleteUser(deps, target._id, target.email, meta);
  return target;
}
