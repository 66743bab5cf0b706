import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { openEventStore, openReadStore, SqliteReadStore, type ReadStore } from '@lebe/store';
import { CheckpointWatcher, InProcessProjections } from './projections/freshness';
import { ProjectionRunner } from './projections/projection-runner';
import { productProjections } from '../features';
import type { ApiConfig } from './config';
import type { AppDeps } from './deps';
import { Auth } from './auth/authenticate';
import { Credentials } from '../features/users/credentials';
import { RateLimiter } from './auth/rate-limit';
import { Tokens, tokenSecret } from './auth/tokens';

/** The secret store sits beside the read models but is never dropped or rebuilt with them. */
async function openSecrets(config: ApiConfig): Promise<ReadStore> {
  if (!config.stores.readStoreUrl) {
    mkdirSync(config.stores.dataDir, { recursive: true });
    return new SqliteReadStore(join(config.stores.dataDir, 'secrets.sqlite'));
  }
  const url = new URL(config.stores.readStoreUrl);
  url.pathname = `/${url.pathname.replace(/^\//, '') || 'lebe'}_secrets`;
  return openReadStore({ ...config.stores, readStoreUrl: url.toString() });
}

export interface Runtime {
  deps: AppDeps;
  runner: ProjectionRunner;
  /** Set in the embedded mode, where projections run in this process. */
  inProcess?: InProcessProjections;
  close(): Promise<void>;
}

/**
 * Opens the stores chosen by the configuration and the projection pipeline: in process when
 * REDIS_URL is unset (the embedded default), otherwise the workers project and the API only waits
 * on their checkpoints for read-your-writes.
 */
export async function openRuntime(config: ApiConfig): Promise<Runtime> {
  const events = await openEventStore(config.stores);
  const read = await openReadStore(config.stores);
  const secrets = await openSecrets(config);
  const runner = new ProjectionRunner(events, read, productProjections);
  await runner.init();
  await new Credentials(secrets).init();
  let inProcess: InProcessProjections | undefined;
  if (!config.REDIS_URL) {
    inProcess = new InProcessProjections(runner);
    await inProcess.start();
  }
  const freshness =
    inProcess ??
    new CheckpointWatcher(
      read,
      productProjections.map((p) => p.name),
    );
  const tokens = new Tokens(tokenSecret(config.JWT_SECRET, config.stores.dataDir), config.TOKEN_TTL);
  const deps: AppDeps = {
    config,
    events,
    read,
    secrets,
    freshness,
    auth: new Auth(tokens, read),
    loginLimits: {
      byEmail: new RateLimiter(config.LOGIN_LIMIT_PER_EMAIL, config.LOGIN_LIMIT_WINDOW_MS),
      byAddress: new RateLimiter(config.LOGIN_LIMIT_PER_ADDRESS, config.LOGIN_LIMIT_WINDOW_MS),
    },
  };
  return {
    deps,
    runner,
    inProcess,
    async close() {
      await inProcess?.stop();
      await Promise.all([events.close(), read.close(), secrets.close()]);
    },
  };
}
