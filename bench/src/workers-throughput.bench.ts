// How the distributed pipeline scales: the same answers projected by 1, 2 and 4 projector worker
// processes (a feeder, the dashboards in DASHBOARD_PARTITIONS=4 partitions by learner), on PostgreSQL
// and Redis as compose.postgres.yaml runs them. Measured from the feeder's start until every
// projection has reached the head. On this 2-core machine, PostgreSQL and the workers share the cores:
// past two workers the figure shows what the cores allow, not what the partitions would.
import { Redis } from 'ioredis';
import type { NewEvent } from '@lebe/domain';
import { openEventStore, openReadStore, storeConfig } from '@lebe/store';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { startWorkerProcess, type ProductProcess } from '@lebe/testing/process-server';
import { tmpdir } from 'node:os';
import { projections as productProjections } from '@lebe/projectors';
import { partitionName } from '@lebe/projectors/runtime';
import { syntheticAnswer } from './dashboard.bench';
import { scaled, type Figure } from './measure';

const partitions = 4;
/** Every projection the workers run, the dashboards as its partitions. */
const names = [...new Set(productProjections.map((p) => p.partitionOf ?? p.name))].flatMap((name) =>
  name === 'dashboards' ? Array.from({ length: partitions }, (_, i) => partitionName(name, i, partitions)) : [name],
);

export async function workersThroughputBench(): Promise<Figure[]> {
  const redisUrl = process.env.REDIS_URL;
  const server = await testPostgres({ durable: true });
  if (!redisUrl || typeof server === 'string') {
    console.log(`(skipped: ${!redisUrl ? 'REDIS_URL is unset' : server})`);
    return [];
  }
  const figures: Figure[] = [];
  try {
    const count = scaled(100_000);
    for (const workers of [1, 2, 4]) {
      const perSecond = await projectWith(workers, count, await server.database(), redisUrl);
      figures.push({
        name: `${count.toLocaleString('en-US')} answers of 400 learners, ${workers} worker(s)`,
        value: perSecond,
        unit: 'events/s',
      });
    }
  } finally {
    await server.stop();
  }
  const one = figures[0].value;
  return [
    ...figures,
    ...figures
      .slice(1)
      .map((f, i) => ({ name: `speed-up with ${[2, 4][i]} workers`, value: f.value / one, unit: 'x' })),
  ];
}

async function projectWith(workers: number, count: number, url: string, redis: string): Promise<number> {
  const config = storeConfig({ EVENTSTORE_URL: url, READSTORE_URL: url, DATA_DIR: tmpdir() });
  const events = await openEventStore(config);
  for (let i = 0; i < count; i += 5000) {
    const writes = new Map<string, NewEvent[]>();
    for (let j = i; j < Math.min(count, i + 5000); j++) {
      const learner = `bench-learner-${j % 400}`;
      const { data, time } = syntheticAnswer(j);
      const metadata = { actor: learner, correlationId: 'bench', time, schemaVersion: 1 };
      writes.set(learner, [...(writes.get(learner) ?? []), { type: 'AnswerRecorded', data, metadata } as NewEvent]);
    }
    await events.appendMany([...writes].map(([learner, list]) => ({ stream: `learner-${learner}`, events: list })));
  }
  const head = await events.headPosition();
  await events.close();

  const queues = new URL(redis);
  queues.pathname = '/8';
  const flush = new Redis(queues.toString());
  await flush.flushdb();
  await flush.quit();
  const env = {
    EVENTSTORE_URL: url,
    READSTORE_URL: url,
    REDIS_URL: queues.toString(),
    DASHBOARD_PARTITIONS: String(partitions),
  };
  const running: ProductProcess[] = [];
  const read = await openReadStore(config);
  try {
    for (let w = 0; w < workers; w++) running.push(await startWorkerProcess({ ...env, WORKER_ROLE: 'projector' }));
    // From the feeder's start (its boot is not projection work): it enqueues the wake-ups as it starts.
    running.push(await startWorkerProcess({ ...env, WORKER_ROLE: 'feeder' }));
    const started = performance.now();
    for (;;) {
      const checkpoints = await read.checkpoints();
      if (names.every((name) => (checkpoints[name] ?? 0) >= head)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return count / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(running.map((p) => p.kill('SIGTERM')));
    await read.close();
  }
}
