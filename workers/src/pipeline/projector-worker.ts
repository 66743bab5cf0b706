import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { parkedProjections, type ProjectionRunner } from '@lebe/projectors/runtime';
import { defined, projectionsQueueName, type Log, type QueueSettings, type WakeUp, type WakeUpResult } from './queues';

export interface ProjectorWorkerOptions extends QueueSettings {
  /** The queue it takes wake-ups from (projectionsQueueName, or the bulk one). */
  queue?: string;
  /**
   * The projections a wake-up brings up together with the one it names, in one pass over the log: the
   * freshness-critical read models share the walk through a bank import's events instead of each
   * reading them alone. Default: only the one named.
   */
  together?: readonly string[];
  /** Wake-ups handled at once; jobs for one projection still run one after the other in this process. */
  concurrency?: number;
  /** How long a job's lock lasts without renewal before another worker may take it over (BullMQ's default: 30 s). */
  lockDuration?: number;
  log?: Log;
}

/**
 * Takes wake-ups and brings the named projection up to the log. The runner reads from the projection's
 * own checkpoint and commits documents and checkpoint with a compare-and-set, so a redelivered,
 * duplicated, reordered or concurrently processed wake-up can never apply an event twice or skip one.
 * A parked projection is left parked: the job completes and reports it, until `retryProjection`.
 */
export function projectorWorker(
  runner: ProjectionRunner,
  options: ProjectorWorkerOptions,
): Worker<WakeUp, WakeUpResult> {
  const log = options.log ?? console;
  const running = new Map<string, Promise<unknown>>();
  const parkedSeen = new Set<string>();

  async function project({ projection, position }: WakeUp): Promise<WakeUpResult> {
    const before = await runner.read.checkpoint(projection);
    const names = options.together?.includes(projection) ? options.together : [projection];
    if (before < position) await runner.catchUp(names);
    const [reached, parked] = await Promise.all([runner.read.checkpoint(projection), parkedProjections(runner.read)]);
    const failure = parked.get(projection);
    if (failure && !parkedSeen.has(projection))
      log.warn(
        `[projector] ${projection} parked at position ${failure.position} (${failure.eventType}): ${failure.error}`,
      );
    if (failure) parkedSeen.add(projection);
    else parkedSeen.delete(projection);
    return { projection, reached, parked: Boolean(failure) };
  }

  const worker = new Worker<WakeUp, WakeUpResult>(
    options.queue ?? projectionsQueueName,
    async (job: Job<WakeUp, WakeUpResult>) => {
      const { projection } = job.data;
      try {
        runner.projection(projection);
      } catch (error) {
        throw new UnrecoverableError((error as Error).message);
      }
      // Two wake-ups for one projection in this process would only race each other's commits.
      const previous = running.get(projection) ?? Promise.resolve();
      const mine = previous.catch(() => undefined).then(() => project(job.data));
      running.set(projection, mine);
      try {
        return await mine;
      } finally {
        if (running.get(projection) === mine) running.delete(projection);
      }
    },
    defined({
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency ?? 1,
      lockDuration: options.lockDuration,
      stalledInterval: options.lockDuration,
    }),
  );
  worker.on('error', (error) => log.error('[projector] worker error:', error.message));
  worker.on('failed', (job, error) =>
    log.warn(`[projector] wake-up ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`),
  );
  return worker;
}
