import type { Worker } from 'bullmq';
import { ProjectionRunner, type RunnerOptions, type AnyProjection } from '@lebe/projectors/runtime';
import type { EventStore, ReadStore } from '@lebe/store';
import { Feeder } from './feeder';
import type { AnyJob } from '@lebe/api/jobs';
import { jobsWorker } from './jobs';
import { projectorWorker } from './projector-worker';
import { bulkProjectionsQueueName, projectionsQueueName, redisConnection, withoutRepeats, type Log } from './queues';

export const workerRoles = ['feeder', 'projector', 'all'] as const;
export type WorkerRole = (typeof workerRoles)[number];

export interface PipelineOptions {
  redisUrl: string;
  /** feeder: follow the log and enqueue wake-ups; projector: take wake-ups and background jobs; all: both. */
  role: WorkerRole;
  events: EventStore;
  read: ReadStore;
  projections: readonly AnyProjection[];
  jobs?: readonly AnyJob[];
  concurrency?: number;
  /** Key prefix of the queues in Redis (tests give each run its own). */
  prefix?: string;
  runner?: RunnerOptions;
  coalesceMs?: number;
  resyncMs?: number;
  lockDuration?: number;
  log?: Log;
}

export interface Pipeline {
  feeder: Feeder | null;
  /** The projector workers: freshness-critical read models, and those built from bulk work. */
  projectors: Worker[];
  jobs: Worker | null;
  runner: ProjectionRunner;
  /** Whether this process can do its part now: connected to Redis, and its workers taking jobs. */
  healthy(): boolean;
  /** Stops taking work, lets running jobs finish, and disconnects from Redis. The stores stay open. */
  close(): Promise<void>;
}

/** Starts the parts of the distributed projection pipeline this process plays. */
export async function startPipeline(options: PipelineOptions): Promise<Pipeline> {
  const log = withoutRepeats(options.log ?? console);
  const connection = redisConnection(options.redisUrl);
  connection.on('error', (error) => log.error('[redis]', error.message));
  const settings = { connection, prefix: options.prefix, log };
  const runner = new ProjectionRunner(options.events, options.read, options.projections, options.runner);
  await runner.init();

  let feeder: Feeder | null = null;
  let projectors: Worker[] = [];
  let jobs: Worker | null = null;
  const close = async () => {
    await feeder?.close();
    await Promise.all([...projectors.map((p) => p.close()), jobs?.close()]);
    await connection.quit().catch(() => connection.disconnect());
  };
  try {
    if (options.role !== 'feeder') {
      const concurrency = options.concurrency;
      const worker = { ...settings, concurrency, lockDuration: options.lockDuration };
      const fresh = options.projections.filter((p) => !p.bulk).map((p) => p.name);
      projectors = [
        projectorWorker(runner, { ...worker, queue: projectionsQueueName, together: fresh }),
        projectorWorker(runner, { ...worker, queue: bulkProjectionsQueueName }),
      ];
      jobs = jobsWorker(options.jobs ?? [], { ...settings, events: options.events, read: options.read, concurrency });
      await Promise.all([...projectors.map((p) => p.waitUntilReady()), jobs.waitUntilReady()]);
    }
    if (options.role !== 'projector') {
      const projections = options.projections.map((p) => p.name);
      const bulk = options.projections.filter((p) => p.bulk).map((p) => p.name);
      feeder = new Feeder(options.events, options.read, {
        ...settings,
        projections,
        bulk,
        coalesceMs: options.coalesceMs,
        resyncMs: options.resyncMs,
      });
      await feeder.start();
    }
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const healthy = () =>
    connection.status === 'ready' && [...projectors, jobs].every((worker) => !worker || worker.isRunning());
  return { feeder, projectors, jobs, runner, healthy, close };
}
