import { createHash } from 'node:crypto';
import type { SecretStore } from '@lebe/store';

/** Where a classroom login's single-use join tickets live in the secret store, under their hash. */
export const ticketsKind = 'classroom_tickets';
export const ticketKey = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface TicketSecret {
  classroom: string;
  expiresAt: number;
  /** Already let one registration past the per-address limit. */
  registered?: boolean;
  [key: string]: unknown;
}

/**
 * Issue 26 item 7: a registration carrying a fresh classroom login's ticket (the proof that its holder
 * knows a classroom's code and keycode) is not counted against the per-address registration limit, so
 * a class behind one school address signs up in one lesson. Each ticket admits one registration, and is
 * still good for the join that follows. Taken and put back in one step each, so two registrations racing
 * with one ticket cannot both pass.
 */
export async function ticketAdmitsRegistration(secrets: SecretStore, ticket: string, now: Date): Promise<boolean> {
  const key = ticketKey(ticket);
  const secret = await secrets.take<TicketSecret>(ticketsKind, key);
  if (!secret) return false;
  const admits = secret.expiresAt > now.getTime() && !secret.registered;
  await secrets.put(ticketsKind, key, { ...secret, registered: true });
  return admits;
}
