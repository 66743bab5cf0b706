import { afterAll, describe, expect, it } from '@jest/globals';
import { parkedProjections, retryProjection, type AnyProjection } from '@lebe/projectors/runtime';
import { answerEvent } from '@lebe/testing/answer-tally';
import { startPipeline, type Pipeline, type PipelineOptions } from './pipeline';
import { testRedis } from '../testing/redis-server';
import {
  appendAnswers,
  cleanDigest,
  digestCollections,
  dropPrefix,
  eventually,
  levelTally,
  reached,
  sleep,
  tallies,
  tempStores,
  uniquePrefix,
} from '../testing/pipeline';

const redis = await testRedis();
const quiet = { info: () => undefined, warn: () => undefined, error: console.error };

/** A level tally that cannot count the learner "poison" while `poisonous` holds: its poison event. */
let poisonous = true;
const fragileTally: AnyProjection = {
  ...levelTally,
  name: 'testFragileTally',
  collection: { name: 'test_fragile_tally' },
  evolve(doc, event, id) {
    if (poisonous && (event.data as { learner: string }).learner === 'poison') throw new Error('cannot count poison');
    return levelTally.evolve(doc, event, id);
  },
};
const poison = answerEvent({ learner: 'poison', language: 'french', level: 1, correct: true });

if (typeof redis === 'string') {
  describe('projection pipeline on BullMQ', () => it.skip(`skipped: ${redis}`, () => undefined));
} else {
  describe('projection pipeline on BullMQ', () => {
    const redisUrl = redis.url;
    const prefixes: string[] = [];
    afterAll(async () => {
      for (const prefix of prefixes) await dropPrefix(redisUrl, prefix);
      await redis.stop();
    });

    /** A fresh pipeline over `stores` with its own queue prefix; `prefix` reuses one (a restart). */
    async function start(stores: ReturnType<typeof tempStores>, projections: AnyProjection[], prefix?: string) {
      const options: PipelineOptions = {
        redisUrl,
        prefix: prefix ?? uniquePrefix('pipeline'),
        role: 'all',
        events: stores.events,
        read: stores.read,
        projections,
        runner: { batchSize: 300 },
        resyncMs: 300,
        log: quiet,
      };
      if (!prefix) prefixes.push(options.prefix!);
      return { pipeline: await startPipeline(options), prefix: options.prefix! };
    }
    const names = (projections: AnyProjection[]) => projections.map((p) => p.name);
    const collections = (projections: AnyProjection[]) => projections.map((p) => p.collection.name);

    it('feeder and one worker bring every read model to the head, equal to a clean rebuild', async () => {
      const stores = tempStores();
      const { pipeline } = await start(stores, tallies);
      try {
        expect(pipeline.healthy()).toBe(true); // what the workers' heartbeat file reports
        let head = 0;
        for (let burst = 1; burst <= 12; burst++) {
          head = await appendAnswers(stores.events, 150, burst);
          await sleep(burst % 3 === 0 ? 40 : 2);
        }
        expect(await reached(stores.read, names(tallies), head, 20000)).toBe(true);
        expect(await digestCollections(stores.read, collections(tallies))).toBe(
          await cleanDigest(stores.events, tallies),
        );
        // Bursts were coalesced: far fewer wake-ups than events.
        const counts = await pipeline.feeder!.queue.getJobCounts('completed', 'waiting', 'active', 'failed');
        expect(counts.failed).toBe(0);
        expect(counts.completed + counts.waiting + counts.active).toBeLessThan(head / 10);

        // An idle pipeline reflects a lone new event promptly (what read-your-writes waits for).
        const started = Date.now();
        const one = await appendAnswers(stores.events, 1, 99);
        expect(await reached(stores.read, names(tallies), one, 2000)).toBe(true);
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        await pipeline.close();
        expect(pipeline.healthy()).toBe(false);
        await Promise.all([stores.events.close(), stores.read.close()]);
      }
    }, 40000);

    it('a poison event parks its projection while the others reach the head; a retry after the fix resumes it', async () => {
      const stores = tempStores();
      const projections = [...tallies, fragileTally];
      poisonous = true;
      const { pipeline } = await start(stores, projections);
      try {
        await appendAnswers(stores.events, 400, 1);
        const poisonAt = (await stores.events.append('learner-poison', [poison])).position;
        const head = await appendAnswers(stores.events, 400, 2);

        expect(await reached(stores.read, names(tallies), head, 15000)).toBe(true);
        const isParked = async () => (await parkedProjections(stores.read)).has(fragileTally.name);
        expect(await eventually(isParked, 5000)).toBe(true);
        const parked = await parkedProjections(stores.read);
        expect([...parked.keys()]).toEqual([fragileTally.name]);
        expect(parked.get(fragileTally.name)).toMatchObject({
          position: poisonAt,
          error: 'Error: cannot count poison',
        });
        expect(await stores.read.checkpoint(fragileTally.name)).toBe(poisonAt - 1);

        // Still parked after more wake-ups and resyncs: the worker does not retry it by itself.
        const later = await appendAnswers(stores.events, 50, 3);
        expect(await reached(stores.read, names(tallies), later, 10000)).toBe(true);
        await sleep(700);
        expect(await stores.read.checkpoint(fragileTally.name)).toBe(poisonAt - 1);

        poisonous = false;
        expect(await retryProjection(stores.read, fragileTally.name)).toBe(true);
        expect(await reached(stores.read, names(projections), later, 10000)).toBe(true);
        expect((await parkedProjections(stores.read)).size).toBe(0);
        expect(await digestCollections(stores.read, collections(projections))).toBe(
          await cleanDigest(stores.events, projections),
        );
      } finally {
        poisonous = true;
        await pipeline.close();
        await Promise.all([stores.events.close(), stores.read.close()]);
      }
    }, 40000);

    it('after a stop, events appended meanwhile are projected from the checkpoints when it starts again', async () => {
      const stores = tempStores();
      const { pipeline: first, prefix } = await start(stores, tallies);
      let running: Pipeline | null = first;
      try {
        const before = await appendAnswers(stores.events, 600, 1);
        expect(await reached(stores.read, names(tallies), before, 15000)).toBe(true);
        await first.close();
        running = null;

        let head = before;
        for (let burst = 2; burst <= 5; burst++) head = await appendAnswers(stores.events, 300, burst);
        await sleep(200);
        expect(Object.values(await stores.read.checkpoints())).toEqual([before, before]);

        running = (await start(stores, tallies, prefix)).pipeline;
        expect(await reached(stores.read, names(tallies), head, 15000)).toBe(true);
        expect(await digestCollections(stores.read, collections(tallies))).toBe(
          await cleanDigest(stores.events, tallies),
        );
      } finally {
        await running?.close();
        await Promise.all([stores.events.close(), stores.read.close()]);
      }
    }, 40000);
  });
}
