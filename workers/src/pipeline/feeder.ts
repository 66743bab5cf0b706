import { Queue } from 'bullmq';
import { parkedProjections } from '@lebe/projectors/runtime';
import type { EventStore, ReadStore, Subscription } from '@lebe/store';
import {
  bulkProjectionsQueueName,
  defined,
  projectionsQueueName,
  wakeUpJobId,
  wakeUpJobOptions,
  type Log,
  type QueueSettings,
  type WakeUp,
} from './queues';

export interface FeederOptions extends QueueSettings {
  /** Names of the projections to wake. */
  projections: readonly string[];
  /** Those of them woken on the bulk queue (see queues.ts). */
  bulk?: readonly string[];
  /** A burst of events within this window becomes one wake-up per projection, at its newest position. */
  coalesceMs?: number;
  /** How often to look for projections left behind (a wake-up that failed every attempt); 0: never. */
  resyncMs?: number;
  log?: Log;
}

/**
 * Follows the log and turns it into wake-ups: one job per projection carrying the newest position.
 * It never carries events, so BullMQ may reorder, duplicate or redeliver jobs: the projector reads
 * the log itself from its checkpoint.
 */
export class Feeder {
  readonly queue: Queue<WakeUp>;
  readonly bulkQueue: Queue<WakeUp>;
  private subscription: Subscription | null = null;
  private seen = 0;
  private pending = 0;
  private enqueued = 0;
  private timer: NodeJS.Timeout | null = null;
  private resyncTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly lastCheckpoints = new Map<string, number>();
  private readonly coalesceMs: number;
  private readonly log: Log;

  constructor(
    private readonly events: EventStore,
    private readonly read: ReadStore,
    private readonly options: FeederOptions,
  ) {
    const queue = (name: string) => {
      const q = new Queue<WakeUp>(name, defined({ connection: options.connection, prefix: options.prefix }));
      q.on('error', (error) => this.log.error('[feeder] queue error:', error.message));
      return q;
    };
    this.queue = queue(projectionsQueueName);
    this.bulkQueue = queue(bulkProjectionsQueueName);
    this.coalesceMs = options.coalesceMs ?? 20;
    this.log = options.log ?? console;
  }

  /** The newest position handed to the queue. */
  get enqueuedPosition() {
    return this.enqueued;
  }

  async start() {
    // Events appended while no feeder ran are covered by one wake-up at the head found now.
    const head = await this.events.headPosition();
    this.seen = head;
    if (head > 0) this.note(head);
    this.follow();
    const resyncMs = this.options.resyncMs ?? 10_000;
    if (resyncMs > 0) {
      this.resyncTimer = setInterval(
        () => void this.resync().catch((e) => this.log.warn('[feeder] resync:', e)),
        resyncMs,
      );
      this.resyncTimer.unref();
    }
  }

  private follow() {
    const subscription = this.events.subscribe({ after: this.seen }, (event) => {
      this.seen = event.position;
      this.note(event.position);
    });
    this.subscription = subscription;
    subscription.done.catch((error) => {
      if (this.closed || this.subscription !== subscription) return;
      this.log.error('[feeder] subscription broke, following again in 1 s:', error);
      setTimeout(() => !this.closed && this.follow(), 1000).unref();
    });
  }

  private note(position: number) {
    this.pending = Math.max(this.pending, position);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }, this.coalesceMs);
  }

  private async flush() {
    const position = this.pending;
    if (position <= this.enqueued) return;
    try {
      await this.enqueue(this.options.projections, (p) => wakeUpJobId(p, position), position);
      this.enqueued = position;
    } catch (error) {
      // Keep the position: the next event or the retry below enqueues it.
      this.log.error('[feeder] could not enqueue wake-ups:', error);
      if (!this.closed) setTimeout(() => this.note(position), 1000).unref();
    }
  }

  /**
   * Wakes every projection that is behind the head, not parked, and has not moved since the last look:
   * its wake-ups failed every attempt, or it was retried after being parked. The job id is new each
   * time, since the deterministic one may still be kept among the failed or completed jobs.
   */
  async resync() {
    const [head, checkpoints, parked] = await Promise.all([
      this.events.headPosition(),
      this.read.checkpoints(),
      parkedProjections(this.read),
    ]);
    const stuck = this.options.projections.filter((p) => {
      const checkpoint = checkpoints[p] ?? 0;
      const still = this.lastCheckpoints.get(p) === checkpoint;
      this.lastCheckpoints.set(p, checkpoint);
      return checkpoint < head && still && !parked.has(p);
    });
    if (stuck.length === 0) return;
    await this.enqueue(stuck, (p) => `${wakeUpJobId(p, head)}-resync-${Date.now()}`, head);
  }

  /** Wake-ups of `projections` at `position`, each on its projection's queue. */
  private async enqueue(projections: readonly string[], jobId: (p: string) => string, position: number) {
    const bulk = new Set(this.options.bulk ?? []);
    const jobs = (lane: boolean) =>
      projections.filter((p) => bulk.has(p) === lane).map((p) => wakeUp(p, position, jobId(p)));
    await Promise.all([this.queue.addBulk(jobs(false)), this.bulkQueue.addBulk(jobs(true))]);
  }

  async close() {
    this.closed = true;
    if (this.resyncTimer) clearInterval(this.resyncTimer);
    await this.subscription?.close();
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }
    await this.flushing;
    await Promise.all([this.queue.close(), this.bulkQueue.close()]);
  }
}

function wakeUp(projection: string, position: number, jobId: string) {
  return { name: projection, data: { projection, position }, opts: { ...wakeUpJobOptions, jobId } };
}
