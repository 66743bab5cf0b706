import { afterAll, describe, expect, it } from '@jest/globals';
import { QueueEvents } from 'bullmq';
import { BullmqJobs, jobsQueueName, defineJob } from '@lebe/api/jobs';
import { jobsWorker } from './jobs';
import { redisConnection } from './queues';
import { testRedis } from '../testing/redis-server';
import { dropPrefix, tempStores, uniquePrefix } from '../testing/pipeline';

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

    it('runs a job the API enqueued with the worker’s stores; an unknown job fails at once', async () => {
      const stores = tempStores();
      const connection = redisConnection(redisUrl);
      const seen: string[] = [];
      const greet = defineJob<{ who: string }, string>('greet', async ({ who }, { events }) => {
        seen.push(`${who}@${await events.headPosition()}`);
        return `hello ${who}`;
      });
      const nobody = defineJob<object>('noSuchJob', async () => undefined);
      const queue = new BullmqJobs(connection, prefix);
      const worker = jobsWorker([greet], { connection, prefix, log: quiet, events: stores.events, read: stores.read });
      const listening = redisConnection(redisUrl);
      const events = new QueueEvents(jobsQueueName, { connection: listening, prefix });
      const finished = new Map<string, string>();
      const failed = new Map<string, string>();
      events.on('completed', ({ jobId, returnvalue }) => finished.set(jobId, String(returnvalue)));
      events.on('failed', ({ jobId, failedReason }) => failed.set(jobId, failedReason));
      try {
        await events.waitUntilReady();
        await queue.enqueue(greet, { who: 'Ana' }, { jobId: 'greet-ana' });
        await queue.enqueue(greet, { who: 'Ana' }, { jobId: 'greet-ana' }); // the same work queued twice is one job
        await queue.enqueue(nobody, {}, { jobId: 'unknown' });
        const deadline = Date.now() + 10_000;
        while ((!finished.has('greet-ana') || !failed.has('unknown')) && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        expect(finished.get('greet-ana')).toBe('hello Ana');
        expect(seen).toEqual(['Ana@0']);
        expect(failed.get('unknown')).toContain('No handler for job noSuchJob');
      } finally {
        await worker.close();
        await queue.close();
        await events.close();
        await Promise.all([connection.quit(), listening.quit()]);
        await Promise.all([stores.events.close(), stores.read.close()]);
      }
    }, 20000);
  });
}
