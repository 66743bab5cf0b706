// Fixtures shared by the tests that run the distributed stack as processes (scale-out, kills).
import { Redis } from 'ioredis';
import { blankQuestion, newId, type RecordedEvent } from '@lebe/domain';
import { projections as productProjections } from '@lebe/projectors';
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { importNewStreams, openEventStore, openReadStore, SqliteReadStore, storeConfig } from '@lebe/store';
import { digestCollections } from '@lebe/testing/digest';
import type { client } from '@lebe/testing/http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Api = ReturnType<typeof client>;

/** How long a process of the stack may take to start: on a loaded two-core machine, tens of seconds. */
export const startTimeoutMs = 180_000;

/** The stack's environment on one PostgreSQL database and a Redis database of its own (emptied first). */
export async function stackEnv(postgresUrl: string, redisUrl: string, redisDb: number) {
  const url = new URL(redisUrl);
  url.pathname = `/${redisDb}`;
  const flush = new Redis(url.toString());
  await flush.flushdb();
  await flush.quit();
  return {
    EVENTSTORE_URL: postgresUrl,
    READSTORE_URL: postgresUrl,
    REDIS_URL: url.toString(),
    DASHBOARD_PARTITIONS: '2',
  };
}

/** Appends `count` French questions of level 1 straight to the log, as a bank import does; their ids. */
export async function seedQuestions(url: string, count: number): Promise<string[]> {
  const events = await openEventStore(storeConfig({ EVENTSTORE_URL: url, DATA_DIR: tmpdir() }));
  const ids = Array.from({ length: count }, () => newId());
  const metadata = { actor: null, correlationId: 'seeded', time: new Date().toISOString(), schemaVersion: 1 };
  await importNewStreams(
    events,
    ids.map((questionId, i) => ({
      stream: `question-${questionId}`,
      events: [
        {
          type: 'QuestionCreated',
          data: {
            questionId,
            origin: 'generated',
            owner: null,
            fields: {
              ...blankQuestion,
              question: `Quel mot ${i}?`,
              answers: [
                { text: `mot ${i}`, isCorrect: true },
                { text: 'autre', isCorrect: false },
              ],
              targetLanguage: 'french',
              level: 1,
            },
          },
          metadata,
        },
      ],
    })),
  );
  await events.close();
  return ids;
}

/** All events of the log, oldest first. */
export async function wholeLog(url: string): Promise<RecordedEvent[]> {
  const events = await openEventStore(storeConfig({ EVENTSTORE_URL: url, DATA_DIR: tmpdir() }));
  const all: RecordedEvent[] = [];
  for (let page = await events.readAll({ maxCount: 5000 }); page.length;) {
    all.push(...page);
    page = await events.readAll({ after: page[page.length - 1].position, maxCount: 5000 });
  }
  await events.close();
  return all;
}

/** Waits until the API reports every projection at the head of the log. */
export async function caughtUp(api: Api, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const health = (await api.get('/api/health')).body as {
      eventStore: { headPosition: number };
      projections: { name: string; checkpoint: number; lag: number }[];
    };
    const behind = health.projections.filter((p) => p.checkpoint < health.eventStore.headPosition || p.lag > 0);
    if (behind.length === 0) return;
    if (Date.now() > until) throw new Error(`still behind: ${JSON.stringify(behind)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The read models the workers kept on PostgreSQL that differ from a clean, single-process rebuild from
 * the same log (none: they are equal), by collection name.
 */
export async function differencesFromRebuild(url: string): Promise<string[]> {
  const stores = storeConfig({ EVENTSTORE_URL: url, READSTORE_URL: url, DATA_DIR: tmpdir() });
  const [events, read] = await Promise.all([openEventStore(stores), openReadStore(stores)]);
  const clean = new SqliteReadStore(join(mkdtempSync(join(tmpdir(), 'lebe-rebuild-')), 'read.sqlite'));
  try {
    await new ProjectionRunner(events, clean, productProjections).catchUp();
    // Only declared, not initialised by a runner: this process splits the dashboards otherwise.
    for (const p of productProjections) await read.ensure(p.collection);
    const differ: string[] = [];
    for (const name of new Set(productProjections.map((p) => p.collection.name)))
      if ((await digestCollections(read, [name])) !== (await digestCollections(clean, [name]))) differ.push(name);
    return differ;
  } finally {
    await Promise.all([events.close(), read.close(), clean.close()]);
  }
}
