import type { ReadStore } from '@lebe/store';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';

const collection = { name: 'credentials' };

/** Password hashes by user id, in the secret store (never in the event log, never in a read model). */
const ready = new WeakMap<ReadStore, Promise<void>>();

export class Credentials {
  constructor(private readonly secrets: ReadStore) {}

  private init() {
    let done = ready.get(this.secrets);
    if (!done) ready.set(this.secrets, (done = this.secrets.ensure(collection)));
    return done;
  }

  async set(userId: string, password: string) {
    await this.init();
    await this.secrets.put(collection.name, { _id: userId, hash: await hashPassword(password) });
  }

  async verify(userId: string, password: string): Promise<boolean> {
    await this.init();
    const doc = await this.secrets.get<{ _id: string; hash: string }>(collection.name, userId);
    return doc ? verifyPassword(password, doc.hash) : false;
  }

  async remove(userId: string) {
    await this.init();
    await this.secrets.delete(collection.name, userId);
  }
}
