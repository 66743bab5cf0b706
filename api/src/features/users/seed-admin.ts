import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { accountOf, emailHolder, registerUser } from './commands';
import { userCommand } from '../../platform/commands';

/**
 * Named apart from the header's Admin menu, so a signed-in seeded admin's name button and that menu
 * are not two buttons called Admin.
 */
export const seededAdminName = 'Lëbe Admin';

/**
 * Makes sure the account of ADMIN_EMAIL exists and is an admin, reading the log itself (a read model may
 * be empty while it rebuilds). Idempotent and run at every start: a start cut off mid-way is completed
 * by the next, and an existing admin keeps the password they chose (it is set only on creation).
 */
export async function seedAdmin(deps: AppDeps, email: string, password: string): Promise<'created' | 'kept'> {
  // API instances starting together race for the account: the loser reads again and finds it made.
  for (let attempt = 1; ; attempt++) {
    try {
      return await ensureAdmin(deps, email, password);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function ensureAdmin(deps: AppDeps, email: string, password: string): Promise<'created' | 'kept'> {
  const meta = { actor: null, correlationId: `seed-admin-${randomUUID()}`, now: new Date() };
  const holder = await emailHolder(deps, email);
  const account = holder ? await accountOf(deps, holder) : null;
  if (!holder || !account?.exists || account.deleted) {
    await registerUser(deps, { name: seededAdminName, email, password, isAdmin: true }, meta);
    return 'created';
  }
  if (!account.isAdmin) {
    const { name } = account;
    await userCommand(deps, holder, { type: 'AdminUpdate', name, email: account.email, isAdmin: true }, meta);
  }
  return 'kept';
}
