import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SqliteEventStore, SqliteReadStore } from '@lebe/store';
import { ProjectionRunner } from '@lebe/projectors/runtime';
import { answerEvent, learnerTally, levelTally, syntheticAnswers } from '@lebe/testing/answer-tally';
import { rate, scaled, tempDir, type Figure } from './measure';

/**
 * A full rebuild of read models from a million synthetic answer events, beside the rate at which this
 * machine inserts the same rows into SQLite with no projection logic at all. Target: the rebuild at least
 * 100,000 events/s and at least a third of the raw insert rate.
 */
export async function rebuildBench(): Promise<Figure[]> {
  const count = scaled(1_000_000);
  const dir = tempDir('rebuild');
  const events = new SqliteEventStore(join(dir, 'events.sqlite'));
  let batch: ReturnType<typeof answerEvent>[] = [];
  let i = 0;
  for (const answer of syntheticAnswers(count, 20_000, 7)) {
    batch.push(answerEvent(answer));
    if (batch.length === 10_000 || ++i === count) {
      await events.appendMany(
        batch.map((e) => ({ stream: `learner-${(e.data as { learner: string }).learner}`, events: [e] })),
      );
      batch = [];
    }
  }

  const read = new SqliteReadStore(join(dir, 'read.sqlite'));
  const runner = new ProjectionRunner(events, read, [learnerTally, levelTally], { rebuildBatchSize: 100_000 });
  await runner.init();
  const rebuild = await rate(count, async () => {
    await runner.rebuild();
  });

  const raw = rawInsertRate(join(dir, 'raw.sqlite'), count);
  await events.close();
  await read.close();
  return [
    {
      name: `rebuild of 2 read models from ${count.toLocaleString('en-US')} answer events`,
      value: rebuild.perSecond,
      unit: 'events/s',
    },
    { name: 'raw SQLite insert of the same rows (no projection logic)', value: raw, unit: 'rows/s' },
    { name: 'rebuild rate / raw insert rate (target >= 0.33)', value: rebuild.perSecond / raw, unit: 'ratio' },
  ];
}

/** Inserts `count` answer rows as JSON documents in transactions of 5,000, as a projection would write them. */
function rawInsertRate(file: string, count: number): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE answers (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO answers (id, doc) VALUES (?, ?)');
  const rows = [...syntheticAnswers(count, 20_000, 7)];
  const write = db.transaction((from: number) => {
    for (let j = from; j < Math.min(from + 5000, count); j++) insert.run(j, JSON.stringify(rows[j]));
  });
  const started = performance.now();
  for (let from = 0; from < count; from += 5000) write(from);
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return count / seconds;
}
