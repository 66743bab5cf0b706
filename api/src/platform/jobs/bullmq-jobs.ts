import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { dailyPattern, type DailyJob, type EnqueueOptions, type JobDefinition, type JobQueue } from './jobs';

/** The BullMQ queue of background jobs: the API adds, the workers (`npm run workers`) run them. */
export const jobsQueueName = 'lebe-jobs';

export const jobDefaults = {
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
} as const;

/** The distributed queue: a job enqueued here runs on whichever worker takes it. */
export class BullmqJobs implements JobQueue {
  readonly kind = 'bullmq';
  private readonly queue: Queue;

  constructor(connection: Redis, prefix?: string) {
    this.queue = new Queue(jobsQueueName, prefix ? { connection, prefix } : { connection });
  }

  async enqueue<D>(job: JobDefinition<D, unknown>, data: D, options: EnqueueOptions = {}) {
    await this.queue.add(job.name, data, {
      ...jobDefaults,
      attempts: job.attempts ?? 3,
      ...(options.jobId ? { jobId: options.jobId } : {}),
    });
  }

  /** A job scheduler in Redis: whichever worker is free takes each day's run; upserting it again changes nothing. */
  async daily<D>({ id, job, data, hourUtc }: DailyJob<D>) {
    await this.queue.upsertJobScheduler(
      id,
      { pattern: dailyPattern(hourUtc), tz: 'UTC' },
      { name: job.name, data, opts: { ...jobDefaults, attempts: job.attempts ?? 3 } },
    );
  }

  async idle() {}

  async close() {
    await this.queue.close();
  }
}
