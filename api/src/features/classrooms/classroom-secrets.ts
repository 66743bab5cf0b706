import { randomBytes } from 'node:crypto';
import type { SecretStore } from '@lebe/store';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { ApiConfig } from '../../platform/config';
import { ticketKey as sha, ticketsKind as tickets } from '../../platform/auth/classroom-tickets';

const keycodes = 'classroom_keycodes';
/** How long the proof of a classroom login lets its holder join the classroom. */
export const ticketTtlMs = 30 * 60 * 1000;

/**
 * Classroom keycodes (scrypt hashes, as for passwords) and join tickets, in the secret store: never in
 * the event log, never in a disposable read model. A ticket is what a successful classroom login hands
 * out so that the following join does not need the keycode again; only its hash is stored.
 */
export class ClassroomSecrets {
  private readonly secrets: SecretStore;
  /** log2 of scrypt's N for new hashes: the configuration's (only the test server sets it), else production's. */
  private readonly cost?: number;

  constructor(deps: { secrets: SecretStore; config: Pick<ApiConfig, 'passwordCost'> }) {
    this.secrets = deps.secrets;
    this.cost = deps.config.passwordCost;
  }

  async setKeycode(classroom: string, keycode: string) {
    await this.secrets.put(keycodes, classroom, { hash: await hashPassword(keycode, this.cost) });
  }

  async verifyKeycode(classroom: string, keycode: string): Promise<boolean> {
    const secret = await this.secrets.get<{ hash: string }>(keycodes, classroom);
    return secret ? verifyPassword(keycode, secret.hash) : false;
  }

  async removeKeycode(classroom: string) {
    await this.secrets.delete(keycodes, classroom);
  }

  async issueTicket(classroom: string, now: Date): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    await this.secrets.put(tickets, sha(ticket), { classroom, expiresAt: now.getTime() + ticketTtlMs });
    return ticket;
  }

  /**
   * True once per ticket issued for this classroom and still fresh; the ticket is spent either way, in
   * one step, so two joins racing with one ticket cannot both spend it.
   */
  async redeemTicket(ticket: string, classroom: string, now: Date): Promise<boolean> {
    const secret = await this.secrets.take<{ classroom: string; expiresAt: number }>(tickets, sha(ticket));
    return !!secret && secret.classroom === classroom && secret.expiresAt > now.getTime();
  }
}
