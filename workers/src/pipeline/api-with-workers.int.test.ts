import { afterAll, describe, expect, it } from '@jest/globals';
import { projections as productProjections } from '@lebe/projectors';
import { openEventStore, openReadStore, storeConfig } from '@lebe/store';
import { client } from '@lebe/testing/http';
import { startTestServer } from '@lebe/testing/test-server';
import { startPipeline } from './pipeline';
import { testRedis } from '../testing/redis-server';
import { dropPrefix, uniquePrefix } from '../testing/pipeline';

const redis = await testRedis();
const quiet = { info: () => undefined, warn: () => undefined, error: console.error };

/**
 * The distributed mode end to end, on the embedded stores: with REDIS_URL set the API stops projecting
 * and only waits on checkpoints, so every read-your-write below goes through the feeder, BullMQ and a
 * projector worker with the product's own projections.
 */
if (typeof redis === 'string') {
  describe('the API with the worker pipeline', () => it.skip(`skipped: ${redis}`, () => undefined));
} else {
  describe('the API with the worker pipeline', () => {
    const prefix = uniquePrefix('api');
    afterAll(async () => {
      await dropPrefix(redis.url, prefix);
      await redis.stop();
    });

    it('a registration and a profile change show in the read models the workers keep', async () => {
      const server = await startTestServer({ env: { REDIS_URL: redis.url } });
      const stores = storeConfig({ DATA_DIR: server.dataDir });
      const [events, read] = await Promise.all([openEventStore(stores), openReadStore(stores)]);
      const pipeline = await startPipeline({
        redisUrl: redis.url,
        prefix,
        role: 'all',
        events,
        read,
        projections: productProjections,
        log: quiet,
      });
      try {
        const api = client(server.url);
        const registered = await api.post('/api/users', {
          name: 'Ada',
          email: 'ada@example.com',
          password: 'pw-123456',
        });
        expect(registered.status).toBe(201);
        const token = registered.body.token;
        expect((await api.get('/api/users/profile', token)).body).toMatchObject({ name: 'Ada' });

        const updated = await api.put('/api/users/profile', { name: 'Ada Lovelace' }, token);
        expect(updated.status).toBe(200);
        expect((await api.get('/api/users/profile', token)).body).toMatchObject({ name: 'Ada Lovelace' });

        const admin = await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword });
        const list = await api.get('/api/users', admin.body.token);
        expect(list.body.users.map((u: { name: string }) => u.name)).toContain('Ada Lovelace');
      } finally {
        await pipeline.close();
        await Promise.all([events.close(), read.close()]);
        await server.close();
      }
    }, 60000);
  });
}
