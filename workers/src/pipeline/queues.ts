import { Redis } from 'ioredis';
import type { JobsOptions } from 'bullmq';

/** Wake-ups for projectors: "projection X, the log has reached position P". */
export const projectionsQueueName = 'lebe-projections';
/**
 * Wake-ups of the read models built from bulk work (the bank's import, every answer): on a queue and
 * worker of their own, so a first start's 83,000 questions never hold back a registration's account.
 */
export const bulkProjectionsQueueName = 'lebe-projections-bulk';

export interface WakeUp {
  projection: string;
  position: number;
}

export interface WakeUpResult {
  projection: string;
  /** The projection's checkpoint after the job. */
  reached: number;
  /** True when the projection is parked on an event it cannot apply (see runner/failures.ts). */
  parked: boolean;
}

/** Where the queues live: one Redis connection per process, and a key prefix (tests use their own). */
export interface QueueSettings {
  connection: Redis;
  prefix?: string;
}

/** BullMQ fills its defaults with Object.assign, so an option given as undefined would erase one. */
export function defined<T extends object>(options: T): T {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as T;
}

/** Deterministic, so the same wake-up added twice while it waits is one job. */
export const wakeUpJobId = (projection: string, position: number) => `${projection}@${position}`;

export const wakeUpJobOptions: JobsOptions = {
  // A failed wake-up (store unreachable) is worth a few tries; the next wake-up or a resync covers the rest.
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 1000 },
};

/**
 * A connection BullMQ accepts for workers as well as queues: workers block on Redis, so a command
 * must wait for a reconnection instead of failing after a number of retries.
 */
export function redisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

export type Log = Pick<Console, 'info' | 'warn' | 'error'>;

/**
 * While Redis is unreachable the connection and every worker report the same error each second:
 * print each message once a minute at most.
 */
export function withoutRepeats(log: Log, windowMs = 60_000): Log {
  const printed = new Map<string, number>();
  const error = (...args: unknown[]) => {
    const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    const now = Date.now();
    if (now - (printed.get(text) ?? -Infinity) < windowMs) return;
    if (printed.size > 100) printed.clear();
    printed.set(text, now);
    log.error(...args);
  };
  return { info: log.info.bind(log), warn: log.warn.bind(log), error };
}
