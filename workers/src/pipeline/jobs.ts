import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { jobsQueueName, type AnyJob } from '@lebe/api/jobs';
import type { EventStore, ReadStore } from '@lebe/store';
import { defined, type Log, type QueueSettings } from './queues';

/**
 * Background work that is not a projection (importing the question bank, ...): the server's job
 * definitions (each feature declares its own; see api/src/main.ts), run here from the BullMQ
 * queue the API adds them to, with this process's stores.
 */
export interface JobsWorkerOptions extends QueueSettings {
  events: EventStore;
  read: ReadStore;
  concurrency?: number;
  log?: Log;
}

/** Runs the registered jobs; a job whose name has no definition fails at once, without retries. */
export function jobsWorker(definitions: readonly AnyJob[], options: JobsWorkerOptions): Worker {
  const log = options.log ?? console;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  if (byName.size !== definitions.length) throw new Error('Two background jobs share a name');
  const worker = new Worker(
    jobsQueueName,
    async (job: Job) => {
      const definition = byName.get(job.name);
      if (!definition)
        throw new UnrecoverableError(
          `No handler for job ${job.name}; known: ${[...byName.keys()].join(', ') || 'none'}`,
        );
      return definition.run(job.data, {
        events: options.events,
        read: options.read,
        progress: (value) => void job.updateProgress(value),
      });
    },
    defined({ connection: options.connection, prefix: options.prefix, concurrency: options.concurrency ?? 1 }),
  );
  worker.on('error', (error) => log.error('[jobs] worker error:', error.message));
  worker.on('failed', (job, error) => log.warn(`[jobs] ${job?.name ?? '?'} ${job?.id ?? ''} failed: ${error.message}`));
  return worker;
}
