import type { EventStore, ReadStore } from '@lebe/store';

/**
 * Background work that is not a projection (generating the question bank, imports): a named job with a
 * handler. Where it runs is the job queue's business: in this process on the embedded default, on
 * BullMQ workers when Redis is configured. Either way the same definition runs, with the same stores.
 */
export interface JobContext {
  events: EventStore;
  read: ReadStore;
  /** Reports how far the job has got (shown by the queue's dashboards). */
  progress(value: Record<string, number>): void;
}

export interface JobDefinition<D, R> {
  name: string;
  run(data: D, context: JobContext): Promise<R>;
  /** How many times a failed run is tried in all (default 3, with exponential backoff). */
  attempts?: number;
}

// The registry holds jobs of many data types; each handler is only ever given its own jobs' data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJob = JobDefinition<any, any>;

export function defineJob<D, R = void>(
  name: string,
  run: (data: D, context: JobContext) => Promise<R>,
  attempts?: number,
): JobDefinition<D, R> {
  return { name, run, attempts };
}

export interface EnqueueOptions {
  /** A deterministic id makes the same work queued twice one job (while the first waits or runs). */
  jobId?: string;
}

/** A job run once a day (the nightly FSRS fit), at a whole hour in UTC. */
export interface DailyJob<D = unknown> {
  /** Names the schedule: declaring it again (every API start, every instance) replaces it, never adds one. */
  id: string;
  job: JobDefinition<D, unknown>;
  data: D;
  hourUtc: number;
}

/** The UTC hours of a day's schedule as cron reads them. */
export const dailyPattern = (hourUtc: number) => `0 ${hourUtc} * * *`;

/** Milliseconds from `now` to the next whole `hourUtc` o'clock in UTC (a full day when it is that moment). */
export function untilNextHour(now: Date, hourUtc: number): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  const day = 24 * 60 * 60 * 1000;
  const ms = next - now.getTime();
  return ms > 0 ? ms : ms + day;
}

/** The port: somewhere jobs run. */
export interface JobQueue {
  readonly kind: string;
  enqueue<D>(job: JobDefinition<D, unknown>, data: D, options?: EnqueueOptions): Promise<void>;
  /** Runs the job every day at its hour: a repeatable BullMQ job on workers, a timer in this process embedded. */
  daily<D>(schedule: DailyJob<D>): Promise<void>;
  /** Resolves when every job enqueued so far has ended (in-process only; the distributed queue answers at once). */
  idle(): Promise<void>;
  close(): Promise<void>;
}
