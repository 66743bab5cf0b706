// A learner's first minute on the distributed stack while it is still importing the seed bank: on
// PostgreSQL and Redis, an API and a worker start from an empty database with SEED_QUESTIONS=true, and
// at once learners register, sign in and ask for a French question (a 503 "still loading" is retried
// after its Retry-After, and that wait counts). The freshness-critical read models have a queue of
// their own, so registration and sign-in do not wait behind the bank's 83,000 events.
import { Redis } from 'ioredis';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { client } from '@lebe/testing/http';
import { startProcessServer, startWorkerProcess, type ProductProcess } from '@lebe/testing/process-server';
import { type Figure, scaled } from './measure';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

export async function firstStartBench(): Promise<Figure[]> {
  const redisUrl = process.env.REDIS_URL;
  const postgres = await testPostgres();
  if (!redisUrl || typeof postgres === 'string') {
    console.log(`(skipped: ${!redisUrl ? 'REDIS_URL is unset' : postgres})`);
    return [];
  }
  const running: ProductProcess[] = [];
  try {
    const url = await postgres.database();
    const redis = new URL(redisUrl);
    redis.pathname = '/6';
    const flush = new Redis(redis.toString());
    await flush.flushdb();
    await flush.quit();
    const env = { EVENTSTORE_URL: url, READSTORE_URL: url, REDIS_URL: redis.toString(), SEED_QUESTIONS: 'true' };
    // The production entry: registration and login are timed at production's password cost.
    const [api, worker] = await Promise.all([
      startProcessServer({ env, entry: 'api/src/serve.ts' }),
      startWorkerProcess(env),
    ]);
    running.push(api, worker);
    const http = client(api.url);
    const steps = { register: [] as number[], login: [] as number[], practise: [] as number[] };
    const timed = async (into: number[], call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      into.push(performance.now() - started);
    };
    const learners = scaled(40);
    for (let i = 0; i < learners; i++) {
      const email = `first${i}@bench.test`;
      await timed(steps.register, () => http.post('/api/users', { name: `L${i}`, email, password: 'bench-pass-1' }));
      let token = '';
      await timed(steps.login, async () => {
        token = (await http.post('/api/users/login', { email, password: 'bench-pass-1' })).body.token;
      });
      await timed(steps.practise, async () => {
        for (;;) {
          const reply = await http.get('/api/questions?targetLanguage=french&level=1', token);
          if (reply.status !== 503) return;
          await new Promise((r) => setTimeout(r, 1000 * Number(reply.headers.get('retry-after') ?? 1)));
        }
      });
    }
    return Object.entries(steps).flatMap(([step, ms]) => [
      { name: `${step} p50, ${learners} learners during the bank's import`, value: percentile(ms, 50), unit: 'ms' },
      { name: `${step} p95`, value: percentile(ms, 95), unit: 'ms' },
    ]);
  } finally {
    await Promise.all(running.map((p) => p.kill('SIGTERM')));
    await postgres.stop();
  }
}
