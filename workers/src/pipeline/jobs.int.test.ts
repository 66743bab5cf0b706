import { afterAll, describe, expect, it } from '@jest/globals';
import { QueueEvents } from 'bullmq';
import { defineJob, enqueueJob, jobsQueue, jobsWorker } from './jobs';
import { jobsQueueName, redisConnection } from './queues';
import { testRedis } from './redis-server';
import { dropPrefix, uniquePrefix } from './testing';

const redis = await testRedis();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

if (typeof redis === 'string') {
  describe('background jobs on BullMQ', () => it.skip(`skipped: ${redis}`, () => undefined));
} else {
  describe('background jobs on BullMQ', () => {
    const redisUrl = redis.url;
    const prefix = uniquePrefix('jobs');
    afterAll(async () => {
      await dropPrefix(redisUrl, prefix);
      await redis.stop();
    });

    it('dispatches a job to the handler registered under its name; an unknown name fails at once', async () => {
      const connection = redisConnection(redisUrl);
      const seen: string[] = [];
      const greet = defineJob<{ who: string }, string>('greet', async ({ who }) => {
        seen.push(who);
        return `hello ${who}`;
      });
      const queue = jobsQueue({ connection, prefix });
      const worker = jobsWorker([greet], { connection, prefix, log: quiet });
      const listening = redisConnection(redisUrl);
      const events = new QueueEvents(jobsQueueName, { connection: listening, prefix });
      try {
        await events.waitUntilReady();
        const typed = await enqueueJob(queue, greet, { who: 'Ana' });
        const byName = await enqueueJob(queue, 'greet', { who: 'Bo' });
        expect(await typed.waitUntilFinished(events, 10000)).toBe('hello Ana');
        expect(await byName.waitUntilFinished(events, 10000)).toBe('hello Bo');
        expect(seen.sort()).toEqual(['Ana', 'Bo']);

        const unknown = await enqueueJob(queue, 'noSuchJob', {});
        await expect(unknown.waitUntilFinished(events, 10000)).rejects.toThrow('No handler for job noSuchJob');
        const failed = await queue.getJob(unknown.id!);
        expect(failed?.attemptsMade).toBe(1); // UnrecoverableError: the retries it was given were not used
        expect(unknown.opts.attempts).toBeGreaterThan(1);
      } finally {
        await worker.close();
        await queue.close();
        await events.close();
        await Promise.all([connection.quit(), listening.quit()]);
      }
    }, 20000);
  });
}
