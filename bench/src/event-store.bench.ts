import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SqliteEventStore, eventLogSchema, type SqliteEventStoreOptions } from '@lebe/store';
import { newEventId } from '@lebe/store/event-store/event-id';
import type { NewEvent, RecordedEvent } from '@lebe/domain';
import { answerEvent, syntheticAnswers } from '@lebe/testing/answer-tally';
import { rate, scaled, tempDir, type Figure } from './measure';

type Sync = NonNullable<SqliteEventStoreOptions['synchronous']>;
type Batch = { stream: string; events: NewEvent[] }[];

/**
 * Append throughput of the SQLite log, each figure beside its ceiling: raw better-sqlite3 inserts of
 * the very rows the store writes (same table, same ids, JSON already serialised, no revision check),
 * in the same transactions, measured in the same run. Then read-all throughput.
 */
export async function eventStoreBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const single = scaled(20_000);
  const singles: Batch = [...syntheticAnswers(single)].map((a, i) => ({
    stream: `learner-${i % 500}`,
    events: [answerEvent(a) as NewEvent],
  }));
  for (const sync of ['NORMAL', 'FULL'] as Sync[]) {
    // FULL syncs at every commit: fewer appends give the same figure in less time.
    const count = sync === 'FULL' ? Math.ceil(single / 4) : single;
    const [store, raw] = await bestOf(
      2,
      () => appendRate(singles.slice(0, count), 1, sync),
      () => rawRate(singles.slice(0, count), 1, sync),
    );
    figures.push({
      name: `append, one event per append, synchronous=${sync}`,
      value: store,
      unit: 'events/s',
      ceiling: raw,
    });
  }

  const batched = scaled(200_000);
  const batchSize = 1000;
  const many: Batch = [...syntheticAnswers(batched, 2000, 2)].map((a, i) => ({
    stream: `learner-${i % 2000}`,
    events: [answerEvent(a) as NewEvent],
  }));
  for (const sync of ['NORMAL', 'FULL'] as Sync[]) {
    const [store, raw] = await bestOf(
      2,
      () => appendRate(many, batchSize, sync),
      () => rawRate(many, batchSize, sync),
    );
    figures.push({
      name: `append, ${batchSize} events per transaction, synchronous=${sync}`,
      value: store,
      unit: 'events/s',
      ceiling: raw,
    });
  }

  const store = new SqliteEventStore(join(tempDir('log'), 'events.sqlite'));
  await store.appendMany(many);
  const total = many.length;
  // Events are parsed on first use: time reading them in full, and reading only their envelopes.
  const readAllWith = (use: (e: RecordedEvent) => unknown) =>
    rate(total, async () => {
      let after = 0;
      for (;;) {
        const page = store.readAllSync({ after, maxCount: 5000 });
        if (page.length === 0) break;
        for (const e of page) use(e);
        after = page[page.length - 1].position;
      }
    });
  const readAll = await readAllWith((e) => [e.data, e.metadata]);
  const readEnvelopes = await readAllWith((e) => e.type);
  await store.close();
  figures.push(
    {
      name: `read all, pages of 5,000, envelopes only (data unparsed)`,
      value: readEnvelopes.perSecond,
      unit: 'events/s',
    },
    {
      name: `read all, pages of 5,000, data and metadata (${total.toLocaleString('en-US')} events)`,
      value: readAll.perSecond,
      unit: 'events/s',
    },
  );
  return figures;
}

/** The store's rate: `append` per event when perTransaction is 1, else appendMany of that many. */
async function appendRate(batch: Batch, perTransaction: number, synchronous: Sync) {
  const store = new SqliteEventStore(join(tempDir('log'), 'events.sqlite'), 100, { synchronous });
  const { perSecond } = await rate(batch.length, async () => {
    if (perTransaction === 1) for (const b of batch) await store.append(b.stream, b.events);
    else
      for (let i = 0; i < batch.length; i += perTransaction) await store.appendMany(batch.slice(i, i + perTransaction));
  });
  await store.close();
  return perSecond;
}

/** The ceiling: the same rows inserted with one prepared statement, values ready, same transactions. */
async function rawRate(batch: Batch, perTransaction: number, synchronous: Sync) {
  const db = new Database(join(tempDir('raw'), 'events.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.exec(eventLogSchema);
  const revisions = new Map<string, number>();
  const rows = batch.map(({ stream, events: [e] }) => {
    const revision = (revisions.get(stream) ?? -1) + 1;
    revisions.set(stream, revision);
    return [newEventId(), stream, revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)] as const;
  });
  const insert = db.prepare(
    'INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const write = db.transaction((from: number) => {
    for (let i = from; i < Math.min(rows.length, from + perTransaction); i++) insert.run(...rows[i]);
  });
  const { perSecond } = await rate(rows.length, () => {
    for (let i = 0; i < rows.length; i += perTransaction) write.immediate(i);
  });
  db.close();
  return perSecond;
}

/** Runs a and b in turns, `times` each, and keeps the best of each: the machine's speed varies. */
async function bestOf(times: number, a: () => Promise<number>, b: () => Promise<number>): Promise<[number, number]> {
  let best: [number, number] = [0, 0];
  for (let i = 0; i < times; i++) best = [Math.max(best[0], await a()), Math.max(best[1], await b())];
  return best;
}
