import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { Credentials } from './credentials';
import { changeUser, registerUser } from './commands';
import { findUserByEmail } from './queries';

/**
 * Named apart from the header's Admin menu, so a signed-in seeded admin's name button and that menu
 * are not two buttons called Admin.
 */
export const seededAdminName = 'Lëbe Admin';

/** Makes sure the account of ADMIN_EMAIL exists and is an admin. Idempotent: run at every start. */
export async function seedAdmin(deps: AppDeps, email: string, password: string): Promise<'created' | 'kept'> {
  const meta = { actor: null, correlationId: `seed-admin-${randomUUID()}`, now: new Date() };
  const existing = await findUserByEmail(deps, email);
  if (!existing) {
    await registerUser(deps, { name: seededAdminName, email, password, isAdmin: true }, meta);
    return 'created';
  }
  if (!existing.isAdmin) await changeUser(deps, existing._id, existing, { ...existing, isAdmin: true }, meta);
  const credentials = new Credentials(deps.secrets);
  if (!(await credentials.verify(existing._id, password))) await credentials.set(existing._id, password);
  return 'kept';
}
