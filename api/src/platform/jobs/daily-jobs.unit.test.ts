import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { EventStore, ReadStore } from '@lebe/store';
import { InProcessJobs } from './in-process-jobs';
import { dailyPattern, defineJob, untilNextHour } from './jobs';

describe('daily jobs', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits until the next whole hour in UTC, a full day when it is that moment', () => {
    const hour = 60 * 60 * 1000;
    expect(untilNextHour(new Date('2026-03-01T01:30:00Z'), 3)).toBe(1.5 * hour);
    expect(untilNextHour(new Date('2026-03-01T03:00:00Z'), 3)).toBe(24 * hour);
    expect(untilNextHour(new Date('2026-03-01T23:00:00Z'), 3)).toBe(4 * hour);
    expect(dailyPattern(3)).toBe('0 3 * * *');
  });

  it('runs in process at its hour every day, and no more once the queue is closed', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T01:00:00Z') });
    const runs: string[] = [];
    const job = defineJob<{ what: string }>(
      'test:daily',
      async ({ what }) => void runs.push(`${what} ${new Date().toISOString()}`),
    );
    const queue = new InProcessJobs(
      { events: {} as EventStore, read: {} as ReadStore },
      { error: () => undefined, info: () => undefined },
    );
    await queue.daily({ id: 'nightly', job, data: { what: 'fit' }, hourUtc: 3 });
    await queue.daily({ id: 'nightly', job, data: { what: 'fit' }, hourUtc: 3 }); // declared again: still one

    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    await queue.idle();
    expect(runs).toEqual(['fit 2026-03-01T03:00:00.000Z']);
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    await queue.idle();
    expect(runs).toEqual(['fit 2026-03-01T03:00:00.000Z', 'fit 2026-03-02T03:00:00.000Z']);

    await queue.close();
    await jest.advanceTimersByTimeAsync(2 * 24 * 60 * 60 * 1000);
    expect(runs).toHaveLength(2);
  });
});
