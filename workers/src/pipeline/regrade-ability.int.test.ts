import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { jobs } from '@lebe/api/jobs';
import { projections as productProjections } from '@lebe/projectors';
import { abilityCollection, abilityProjection } from '@lebe/projectors/ability';
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { openEventStore, openReadStore, storeConfig } from '@lebe/store';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { digestCollections } from '@lebe/testing/digest';
import { client } from '@lebe/testing/http';
import {
  abilityEstimates,
  classAnswersAWrongKey,
  copyCorrectedLog,
  difficultyShown,
  eventually,
  spearman,
} from '@lebe/testing/regrade-class';
import { tempStores } from '@lebe/testing/stores';
import { startTestServer } from '@lebe/testing/test-server';
import { testRedis } from '../testing/redis-server';
import { startPipeline } from './pipeline';

const [postgres, redis] = await Promise.all([testPostgres(), testRedis()]);
const skip = typeof postgres === 'string' ? postgres : typeof redis === 'string' ? redis : null;
const quiet = { info: () => undefined, warn: () => undefined, error: console.error };

/**
 * Issue 35 item 4 on the distributed stack: PostgreSQL holds the log and the read models, the re-grade job and
 * the projections run on a BullMQ worker; the same class, key fix and checks as the embedded test
 * (api/src/features/ability/regrade.int.test.ts).
 */
if (skip || typeof postgres === 'string' || typeof redis === 'string') {
  describe('difficulties after a re-grade, on PostgreSQL + Redis', () => it.skip(`skipped: ${skip}`, () => undefined));
} else {
  describe('difficulties after a re-grade, on PostgreSQL + Redis', () => {
    afterAll(async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    });

    it('gives b and θ as the corrected log does, byte for byte, and ranks b as the share wrong', async () => {
      const url = await postgres.database();
      const redisUrl = new URL(redis.url);
      redisUrl.pathname = '/5'; // a Redis database of this test's own: its queues keep the default prefix
      const flush = new Redis(redisUrl.toString());
      await flush.flushdb();
      await flush.quit();
      const env = { EVENTSTORE_URL: url, READSTORE_URL: url, REDIS_URL: redisUrl.toString() };
      const server = await startTestServer({ env });
      const config = storeConfig({ ...env, DATA_DIR: server.dataDir });
      const [events, read] = await Promise.all([openEventStore(config), openReadStore(config)]);
      const pipeline = await startPipeline({
        redisUrl: redisUrl.toString(),
        role: 'all',
        events,
        read,
        projections: productProjections,
        jobs,
        log: quiet,
      });
      const fresh = tempStores();
      const rebuilt = tempStores();
      try {
        const api = client(server.url);
        const questions = await classAnswersAWrongKey(api);
        const head = await events.headPosition();
        await eventually(
          () => read.checkpoints(),
          (checkpoints) => expect(checkpoints[abilityProjection.name]).toBeGreaterThanOrEqual(head),
        );
        const login = { email: server.adminEmail, password: server.adminPassword };
        const admin = (await api.post('/api/users/login', login)).body.token;
        const shown = await Promise.all(questions.map((q) => difficultyShown(api, admin, q.id)));
        const rho = spearman(
          shown.map((d) => d.b),
          questions.map((q) => q.shareWrong),
        );
        console.info(`PostgreSQL + Redis, after the key fix: Spearman(b, share wrong) ${rho.toFixed(3)}`);
        expect(rho).toBeGreaterThanOrEqual(0.9);

        await copyCorrectedLog(events, fresh.events);
        await new ProjectionRunner(fresh.events, fresh.read, [abilityProjection]).catchUp();
        expect(await abilityEstimates(read)).toBe(await abilityEstimates(fresh.read));
        await new ProjectionRunner(events, rebuilt.read, [abilityProjection]).rebuild();
        const digest = (r: typeof read) => digestCollections(r, [abilityCollection]);
        expect(await digest(rebuilt.read)).toBe(await digest(read));
      } finally {
        await pipeline.close();
        await Promise.all([events.close(), read.close(), server.close()]);
        for (const s of [fresh, rebuilt]) await Promise.all([s.events.close(), s.read.close()]);
      }
    }, 900_000);
  });
}
