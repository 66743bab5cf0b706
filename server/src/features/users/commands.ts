import { createHash } from 'node:crypto';
import {
  decideEmail,
  decideUser,
  evolveEmail,
  evolveUser,
  initialEmail,
  initialUser,
  newId,
  type UserCommand,
} from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type CommandMeta, type Decider } from '../../platform/commands/command-handler';
import { Credentials } from './credentials';

const userDecider: Decider<typeof initialUser, UserCommand, Parameters<typeof evolveUser>[1]> = {
  initial: initialUser,
  evolve: evolveUser,
  decide: decideUser,
};
const emailDecider = { initial: initialEmail, evolve: evolveEmail, decide: decideEmail };

export const userStream = (userId: string) => `user-${userId}`;
/** The reservation stream of an address; hashed so the stream name carries no personal data. */
const emailStream = (email: string) =>
  `email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

export const userCommand = (deps: AppDeps, userId: string, command: UserCommand, meta: CommandMeta) =>
  handleCommand(deps, userStream(userId), userDecider, command, meta);

const reserveEmail = (deps: AppDeps, email: string, userId: string, meta: CommandMeta) =>
  handleCommand(deps, emailStream(email), emailDecider, { type: 'Reserve', userId }, meta);
const releaseEmail = (deps: AppDeps, email: string, userId: string, meta: CommandMeta) =>
  handleCommand(deps, emailStream(email), emailDecider, { type: 'Release', userId }, meta);

export interface Registration {
  name: string;
  email: string;
  password: string;
  isAdmin?: boolean;
}

/** Claims the e-mail first (exactly one of two concurrent claims wins), then creates the account. */
export async function registerUser(deps: AppDeps, input: Registration, meta: CommandMeta): Promise<string> {
  const userId = newId();
  const email = input.email.trim();
  await reserveEmail(deps, email, userId, meta);
  try {
    await new Credentials(deps.secrets).set(userId, input.password);
    const command = {
      type: 'Register',
      userId,
      name: input.name.trim(),
      email,
      isAdmin: input.isAdmin ?? false,
    } as const;
    await userCommand(deps, userId, command, { ...meta, actor: meta.actor ?? userId });
  } catch (error) {
    await releaseEmail(deps, email, userId, meta);
    throw error;
  }
  return userId;
}

/** Changes name, e-mail or admin right; a new e-mail is claimed before the old one is released. */
export async function changeUser(
  deps: AppDeps,
  userId: string,
  current: { email: string },
  change: { name: string; email: string; isAdmin?: boolean; password?: string },
  meta: CommandMeta,
) {
  const email = change.email.trim();
  const emailChanged = email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged) await reserveEmail(deps, email, userId, meta);
  if (change.password) await new Credentials(deps.secrets).set(userId, change.password);
  const command: UserCommand =
    change.isAdmin === undefined
      ? { type: 'UpdateProfile', name: change.name.trim(), email, passwordChanged: Boolean(change.password) }
      : { type: 'AdminUpdate', name: change.name.trim(), email, isAdmin: change.isAdmin };
  await userCommand(deps, userId, command, meta);
  if (emailChanged) await releaseEmail(deps, current.email, userId, meta);
}

export async function deleteUser(deps: AppDeps, userId: string, email: string, meta: CommandMeta) {
  await userCommand(deps, userId, { type: 'Delete' }, meta);
  await releaseEmail(deps, email, userId, meta);
  await new Credentials(deps.secrets).remove(userId);
}
