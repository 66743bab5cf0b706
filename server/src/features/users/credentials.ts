import type { ReadStore } from '@lebe/store';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';

const collection = { name: 'credentials' };

/** Password hashes by user id, in the secret store (never in the event log, never in a read model). */
export class Credentials {
  constructor(private readonly secrets: ReadStore) {}

  async init() {
    await this.secrets.ensure(collection);
  }

  async set(userId: string, password: string) {
    await this.secrets.put(collection.name, { _id: userId, hash: await hashPassword(password) });
  }

  async verify(userId: string, password: string): Promise<boolean> {
    const doc = await this.secrets.get<{ _id: string; hash: string }>(collection.name, userId);
    return doc ? verifyPassword(password, doc.hash) : false;
  }

  async remove(userId: string) {
    await this.secrets.delete(collection.name, userId);
  }
}
