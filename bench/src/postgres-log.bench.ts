// The event log on PostgreSQL beside raw PostgreSQL doing the same inserts, measured in the same run:
// what the position scheme (positions from transaction ids, readers held below the oldest running
// transaction) costs appenders and readers, and how long an event takes to become readable while
// others append. Uses PG_URL, else a throwaway cluster with fsync on.
import pg from 'pg';
import type { NewEvent } from '@lebe/domain';
import { PostgresEventStore } from '@lebe/store/event-store/postgres-event-store';
import { testPostgres } from '@lebe/store/testing/postgres-server';
import { answerEvent, syntheticAnswers } from '@lebe/testing/answer-tally';
import { rate, scaled, type Figure } from './measure';

const writers = 8;

export async function postgresLogBench(): Promise<Figure[]> {
  const server = await testPostgres({ durable: true });
  if (typeof server === 'string') {
    console.log(`(skipped: ${server})`);
    return [];
  }
  try {
    const count = scaled(4000);
    const events = [...syntheticAnswers(count)].map((a) => answerEvent(a) as NewEvent);
    const figures: Figure[] = [];
    for (const concurrency of [1, writers]) {
      const store = new PostgresEventStore(await server.database());
      await store.headPosition(); // creates the schema
      const appends = await inTurns(concurrency, count, (i) => store.append(`learner-${i % 500}`, [events[i]]));
      const raw = await rawInserts(await server.database(), events, concurrency);
      figures.push({
        name: `append, one event per append, ${concurrency} at a time`,
        value: appends,
        unit: 'events/s',
        ceiling: raw,
      });
      if (concurrency === writers) figures.push(...(await visibility(store, events)), ...(await readFigures(store)));
      await store.close();
    }
    return figures;
  } finally {
    await server.stop();
  }
}

/** `count` calls of `work`, `concurrency` in flight; events per second. */
async function inTurns(concurrency: number, count: number, work: (i: number) => Promise<unknown>) {
  let next = 0;
  const { perSecond } = await rate(count, async () => {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) await work(next++);
      }),
    );
  });
  return perSecond;
}

/** The ceiling: the same rows into a plain table (sequence positions, no revision check), one transaction each. */
async function rawInserts(url: string, events: NewEvent[], concurrency: number) {
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  await pool.query(`CREATE TABLE raw_events (position bigserial PRIMARY KEY, id uuid NOT NULL DEFAULT gen_random_uuid(),
    stream text NOT NULL, revision integer NOT NULL, type text NOT NULL, data json NOT NULL, metadata json NOT NULL,
    UNIQUE (stream, revision))`);
  const revisions = new Map<string, number>();
  const rows = events.map((e, i) => {
    const stream = `learner-${i % 500}`;
    const revision = (revisions.get(stream) ?? -1) + 1;
    revisions.set(stream, revision);
    return [stream, revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)];
  });
  const perSecond = await inTurns(concurrency, rows.length, (i) =>
    pool.query('INSERT INTO raw_events (stream, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5)', rows[i]),
  );
  await pool.end();
  return perSecond;
}

/** Reading the log in pages: the adapter's query (the horizon applied to each page) beside the same page without it. */
async function readFigures(store: PostgresEventStore): Promise<Figure[]> {
  const bulk = scaled(100_000);
  const events = [...syntheticAnswers(bulk, 2000, 3)].map((a) => answerEvent(a) as NewEvent);
  for (let i = 0; i < bulk; i += 5000)
    await store.appendNewStreams(events.slice(i, i + 5000).map((e, j) => ({ stream: `bulk-${i + j}`, events: [e] })));
  const count = await store.countAfter(0, Number.MAX_SAFE_INTEGER);
  const pool = (store as unknown as { pool: pg.Pool }).pool;
  const columns = 'position, id, stream, revision, type, data::text, metadata::text';
  const page = `SELECT ${columns} FROM events WHERE position > $1 ORDER BY position LIMIT 1000`;
  const pages = async (read: (after: number) => Promise<number | undefined>) =>
    (
      await rate(count, async () => {
        for (let after: number | undefined = 0; after !== undefined;) after = await read(after);
      })
    ).perSecond;
  const sql = (text: string) => async (after: number) =>
    (await pool.query<[number]>({ text, values: [after], rowMode: 'array' })).rows.at(-1)?.[0];
  await pages(sql(page)); // warm-up: the first pass reads the table from disk
  const raw = await pages(sql(page));
  const horizon = await pages(sql(`SELECT * FROM (${page}) p WHERE position < lebe_log_horizon() ORDER BY position`));
  const read = await pages(async (after) => (await store.readAll({ after, maxCount: 1000 })).at(-1)?.position);
  const total = count.toLocaleString('en-US');
  return [
    {
      name: `read all (${total}), pages of 1,000, below the horizon (SQL)`,
      value: horizon,
      unit: 'events/s',
      ceiling: raw,
    },
    { name: `read all, through readAll (events parsed lazily)`, value: read, unit: 'events/s', ceiling: raw },
  ];
}

/** How long after its append resolves an event is readable, while seven others keep appending. */
async function visibility(store: PostgresEventStore, events: NewEvent[]): Promise<Figure[]> {
  let appending = true;
  const background = Array.from({ length: writers - 1 }, async (_, w) => {
    for (let i = 0; appending; i++) await store.append(`noise-${w}`, [events[i % events.length]]);
  });
  const delays: number[] = [];
  for (let i = 0; i < 200; i++) {
    const { position } = await store.append('probe', [events[i]]);
    const appended = performance.now();
    while ((await store.readAll({ from: position, maxCount: 1 }))[0]?.position !== position) {
      /* poll */
    }
    delays.push(performance.now() - appended);
  }
  appending = false;
  await Promise.all(background);
  delays.sort((a, b) => a - b);
  return [
    { name: 'appended until readable, 7 appenders busy: p50', value: delays[100], unit: 'ms' },
    { name: 'appended until readable, 7 appenders busy: p95', value: delays[189], unit: 'ms' },
  ];
}
