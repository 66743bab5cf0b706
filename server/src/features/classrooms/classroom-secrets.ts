import { createHash, randomBytes } from 'node:crypto';
import type { ReadStore } from '@lebe/store';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';

const keycodes = { name: 'classroom_keycodes' };
const tickets = { name: 'classroom_tickets' };
/** How long the proof of a classroom login lets its holder join the classroom. */
export const ticketTtlMs = 30 * 60 * 1000;

const ready = new WeakMap<ReadStore, Promise<void>>();
const sha = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Classroom keycodes (scrypt hashes, as for passwords) and join tickets, in the secret store: never in
 * the event log, never in a disposable read model. A ticket is what a successful classroom login hands
 * out so that the following join does not need the keycode again; only its hash is stored.
 */
export class ClassroomSecrets {
  constructor(private readonly secrets: ReadStore) {}

  private init() {
    let done = ready.get(this.secrets);
    if (!done) {
      done = Promise.all([this.secrets.ensure(keycodes), this.secrets.ensure(tickets)]).then(() => undefined);
      ready.set(this.secrets, done);
    }
    return done;
  }

  async setKeycode(classroom: string, keycode: string) {
    await this.init();
    await this.secrets.put(keycodes.name, { _id: classroom, hash: await hashPassword(keycode) });
  }

  async verifyKeycode(classroom: string, keycode: string): Promise<boolean> {
    await this.init();
    const doc = await this.secrets.get<{ _id: string; hash: string }>(keycodes.name, classroom);
    return doc ? verifyPassword(keycode, doc.hash) : false;
  }

  async removeKeycode(classroom: string) {
    await this.init();
    await this.secrets.delete(keycodes.name, classroom);
  }

  async issueTicket(classroom: string, now: Date): Promise<string> {
    await this.init();
    const ticket = randomBytes(24).toString('base64url');
    await this.secrets.put(tickets.name, { _id: sha(ticket), classroom, expiresAt: now.getTime() + ticketTtlMs });
    return ticket;
  }

  /** True once per ticket issued for this classroom and still fresh; the ticket is spent either way. */
  async redeemTicket(ticket: string, classroom: string, now: Date): Promise<boolean> {
    await this.init();
    const id = sha(ticket);
    const doc = await this.secrets.get<{ _id: string; classroom: string; expiresAt: number }>(tickets.name, id);
    if (!doc) return false;
    await this.secrets.delete(tickets.name, id);
    return doc.classroom === classroom && doc.expiresAt > now.getTime();
  }
}
