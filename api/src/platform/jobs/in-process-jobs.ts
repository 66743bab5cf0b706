import {
  untilNextHour,
  type DailyJob,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobQueue,
} from './jobs';

/**
 * The embedded default: a job runs in this process, one after another, retried on failure with
 * backoff. A job id already waiting or running is not queued again.
 */
export class InProcessJobs implements JobQueue {
  readonly kind = 'in-process';
  private chain: Promise<void> = Promise.resolve();
  private readonly pending = new Set<string>();
  private closed = false;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly context: Omit<JobContext, 'progress'>,
    private readonly log: Pick<Console, 'error' | 'info'> = console,
  ) {}

  async enqueue<D>(job: JobDefinition<D, unknown>, data: D, options: EnqueueOptions = {}) {
    if (this.closed) throw new Error('The job queue is closed');
    const id = options.jobId;
    if (id && this.pending.has(id)) return;
    if (id) this.pending.add(id);
    this.chain = this.chain.then(async () => {
      try {
        await this.runWithRetries(job, data);
      } finally {
        if (id) this.pending.delete(id);
      }
    });
  }

  private async runWithRetries<D>(job: JobDefinition<D, unknown>, data: D) {
    const attempts = job.attempts ?? 3;
    for (let attempt = 1; attempt <= attempts && !this.closed; attempt++) {
      try {
        await job.run(data, { ...this.context, progress: () => undefined });
        return;
      } catch (error) {
        this.log.error(`[jobs] ${job.name} failed (attempt ${attempt} of ${attempts}):`, error);
        if (attempt < attempts) await new Promise((r) => setTimeout(r, 1000 * 2 ** (attempt - 1)));
      }
    }
  }

  /** A timer to the next hour, then every day after; it never keeps the process alive. */
  async daily<D>({ id, job, data, hourUtc }: DailyJob<D>) {
    clearTimeout(this.timers.get(id));
    const arm = () => {
      const timer = setTimeout(
        () => {
          if (this.closed) return;
          void this.enqueue(job, data, { jobId: id }).catch((error) => this.log.error(`[jobs] ${id}:`, error));
          arm();
        },
        untilNextHour(new Date(), hourUtc),
      );
      timer.unref();
      this.timers.set(id, timer);
    };
    arm();
  }

  idle() {
    return this.chain;
  }

  async close() {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await this.chain;
  }
}
