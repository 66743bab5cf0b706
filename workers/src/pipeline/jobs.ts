import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { openEventStore, storeConfig } from '@lebe/store';
import { generateQuestionBank, type BankResult } from '@lebe/server/features/questions/bank-import';
import { defined, jobsQueueName, type Log, type QueueSettings } from './queues';

/**
 * Background work that is not a projection (generating the question bank, imports, erasure): ordinary
 * BullMQ jobs on their own queue, each dispatched by name to the handler registered for it.
 */
export interface JobDefinition<D = unknown, R = unknown> {
  name: string;
  handle(data: D, job: Job<D, R>): Promise<R>;
  /** Defaults for every job of this kind (attempts, backoff, ...). */
  options?: JobsOptions;
}

// The registry holds definitions of many data types; each handler is only ever given its own jobs' data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any>;

export function defineJob<D, R = void>(
  name: string,
  handle: (data: D, job: Job<D, R>) => Promise<R>,
  options?: JobsOptions,
): JobDefinition<D, R> {
  return { name, handle, options };
}

/** Grows the question bank to the full bank (over a million questions; existing ones are left alone). */
export const generateQuestionBankJob = defineJob<unknown, BankResult>('question-bank:generate', async (_data, job) => {
  const events = await openEventStore(storeConfig());
  try {
    // Progress per batch, so a dashboard of the queue shows how far the two-minute run has got.
    return await generateQuestionBank(events, { target: 'full' }, (generated, created) => {
      void job.updateProgress({ generated, created });
    });
  } finally {
    await events.close();
  }
});

/** Every background job of the product. Features add theirs here. */
export const productJobs: AnyJobDefinition[] = [generateQuestionBankJob];

const defaultJobOptions: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
};

export function jobsQueue(settings: QueueSettings): Queue {
  return new Queue(jobsQueueName, defined({ connection: settings.connection, prefix: settings.prefix }));
}

/**
 * Adds a job. Give a deterministic `jobId` in `options` when the same work must not be queued twice
 * (e.g. `question-bank-<language>`).
 */
export async function enqueueJob<D>(
  queue: Queue,
  job: JobDefinition<D, unknown> | string,
  data: D,
  options: JobsOptions = {},
): Promise<Job> {
  const name = typeof job === 'string' ? job : job.name;
  const defaults = typeof job === 'string' ? {} : (job.options ?? {});
  return queue.add(name, data, { ...defaultJobOptions, ...defaults, ...options });
}

export interface JobsWorkerOptions extends QueueSettings {
  concurrency?: number;
  log?: Log;
}

/** Runs the registered handlers; a job whose name has no handler fails at once, without retries. */
export function jobsWorker(definitions: readonly AnyJobDefinition[], options: JobsWorkerOptions): Worker {
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
      return definition.handle(job.data, job);
    },
    defined({ connection: options.connection, prefix: options.prefix, concurrency: options.concurrency ?? 1 }),
  );
  worker.on('error', (error) => log.error('[jobs] worker error:', error.message));
  worker.on('failed', (job, error) => log.warn(`[jobs] ${job?.name ?? '?'} ${job?.id ?? ''} failed: ${error.message}`));
  return worker;
}
