import { afterAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { BullmqJobs, jobsQueueName, defineJob, jobs } from '@lebe/api/jobs';
import { redisConnection } from './queues';
import { testRedis } from '../testing/redis-server';
import { dropPrefix, uniquePrefix } from '../testing/pipeline';

const redis = await testRedis();

if (typeof redis === 'string') {
  describe('daily jobs on BullMQ', () => it.skip(`skipped: ${redis}`, () => undefined));
} else {
  describe('daily jobs on BullMQ', () => {
    const prefix = uniquePrefix('daily');
    afterAll(async () => {
      await dropPrefix(redis.url, prefix);
      await redis.stop();
    });

    it('keeps one job scheduler per daily job in Redis, at its hour in UTC, however many API starts declare it', async () => {
      const connection = redisConnection(redis.url);
      const queue = new BullmqJobs(connection, prefix);
      const reader = new Queue(jobsQueueName, { connection, prefix });
      const nightly = defineJob<{ scope: string }>('test:nightly', async () => undefined);
      try {
        for (let start = 0; start < 2; start++)
          await queue.daily({ id: 'nightly', job: nightly, data: { scope: 'all' }, hourUtc: 3 });
        const schedulers = await reader.getJobSchedulers();
        expect(schedulers).toHaveLength(1);
        expect(schedulers[0]).toMatchObject({ key: 'nightly', name: 'test:nightly', pattern: '0 3 * * *', tz: 'UTC' });
        expect(schedulers[0].next).toBeGreaterThan(Date.now());
        // The nightly FSRS fit is among the jobs the workers run.
        expect(jobs.map((j) => j.name)).toContain('notebook:fit-fsrs');
      } finally {
        await reader.close();
        await queue.close();
        await connection.quit();
      }
    }, 20000);
  });
}
