import type { SecretStore } from '@lebe/store';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { ApiConfig } from '../../platform/config';

const kind = 'credentials';

/** Password hashes by user id, in the secret store (never in the event log, never in a read model). */
export class Credentials {
  private readonly secrets: SecretStore;
  /** log2 of scrypt's N for new hashes: the configuration's (only the test server sets it), else production's. */
  private readonly cost?: number;

  constructor(deps: { secrets: SecretStore; config: Pick<ApiConfig, 'passwordCost'> }) {
    this.secrets = deps.secrets;
    this.cost = deps.config.passwordCost;
  }

  async set(userId: string, password: string) {
    await this.secrets.put(kind, userId, { hash: await hashPassword(password, this.cost) });
  }

  async verify(userId: string, password: string): Promise<boolean> {
    const secret = await this.secrets.get<{ hash: string }>(kind, userId);
    return secret ? verifyPassword(password, secret.hash) : false;
  }

  async remove(userId: string) {
    await this.secrets.delete(kind, userId);
  }
}
