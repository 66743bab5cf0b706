import type { Redis } from 'ioredis';
import { openEventStore, openReadStore, openSecretStore, type EventStore, type ReadStore } from '@lebe/store';
import {
  CheckpointWatcher,
  InProcessProjections,
  ProjectionRunner,
  type AnyProjection,
} from '@lebe/projectors/runtime';
import type { UserDoc } from '@lebe/projectors/users';
import { streams } from '@lebe/domain';
import type { ApiConfig } from './config';
import type { AppDeps } from './deps';
import { Auth } from './auth/authenticate';
import { Limits } from './auth/limits';
import { Tokens, tokenSecret } from './auth/tokens';
import { InProcessJobs } from './jobs/in-process-jobs';
import { trackProjectionLag } from './observability/metrics';
import type { JobQueue } from './jobs/jobs';
import { OwnWrites } from './commands/own-writes';

/** What the composition root (src/main.ts) hands the platform: the read models and how to find an account. */
export interface RuntimeParts {
  projections: readonly AnyProjection[];
  loadUser(read: ReadStore, id: string): Promise<UserDoc | null>;
  /** The account as its stream holds it, for a token whose user the read model does not show yet. */
  userFromLog(events: EventStore, id: string): Promise<UserDoc | null>;
}

export interface Runtime {
  deps: AppDeps;
  runner: ProjectionRunner;
  /** Set in the embedded mode, where projections run in this process. */
  inProcess?: InProcessProjections;
  close(): Promise<void>;
}

/** Whether a stream holds events after `revision` (the one a read model's document was built to). */
async function streamMovedPast(events: EventStore, stream: string, revision: number) {
  return (await events.readStream(stream, { fromRevision: revision + 1, maxCount: 1 })).length > 0;
}

async function openRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: null });
}

/**
 * Opens the stores chosen by the configuration, the projection pipeline and the job queue: in process
 * when REDIS_URL is unset (the embedded default); otherwise workers project and run jobs, the API waits
 * on their checkpoints for read-your-writes, and the brute-force counters live in Redis too.
 */
export async function openRuntime(config: ApiConfig, parts: RuntimeParts): Promise<Runtime> {
  const { projections, loadUser, userFromLog } = parts;
  const events = await openEventStore(config.stores, { soleWriter: !config.REDIS_URL });
  // Without Redis the projections run here: only an operator's CLI writes the read models besides us.
  const read = await openReadStore(config.stores, { soleWriter: !config.REDIS_URL });
  const secrets = await openSecretStore(config.stores);
  const runner = new ProjectionRunner(events, read, projections);
  await runner.init();
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : undefined;
  let inProcess: InProcessProjections | undefined;
  let jobs: JobQueue;
  if (!redis) {
    inProcess = new InProcessProjections(runner);
    await inProcess.start();
    jobs = new InProcessJobs({ events, read });
  } else {
    const { BullmqJobs } = await import('./jobs/bullmq-jobs');
    jobs = new BullmqJobs(redis);
  }
  const freshness = inProcess ?? new CheckpointWatcher(read, projections, undefined, config.freshnessTimeoutMs);
  const limits = await Limits.open(
    {
      perSubjectAddress: config.LOGIN_LIMIT_PER_EMAIL,
      perAddress: config.LOGIN_LIMIT_PER_ADDRESS,
      slowdownAfter: config.LOGIN_SLOWDOWN_AFTER,
      registrationsPerHour: config.REGISTRATIONS_PER_HOUR,
      flagsPerHour: config.FLAGS_PER_HOUR,
      windowMs: config.LOGIN_LIMIT_WINDOW_MS,
    },
    { redis, dataDir: config.stores.dataDir },
  );
  const untrack = trackProjectionLag(() => runner.status());
  const tokens = new Tokens(tokenSecret(config.JWT_SECRET, config.stores.dataDir), config.TOKEN_TTL);
  const auth = new Auth(
    tokens,
    (id) => loadUser(read, id),
    (id) => userFromLog(events, id),
    redis ? (user) => streamMovedPast(events, streams.user(user._id), user.version) : undefined,
  );
  const ownWrites = new OwnWrites(freshness, !redis);
  const deps: AppDeps = {
    config,
    events,
    read,
    secrets,
    freshness,
    ownWrites,
    auth,
    limits,
    jobs,
    health: { stopping: false },
  };
  return {
    deps,
    runner,
    inProcess,
    async close() {
      untrack();
      await jobs.close();
      await inProcess?.stop();
      await limits.close();
      await Promise.all([events.close(), read.close(), secrets.close()]);
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
