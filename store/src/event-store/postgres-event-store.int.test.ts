import { afterAll, expect } from '@jest/globals';
import pg from 'pg';
import { contractSuite, uniqueName } from '../testing/contract-suite';
import { testEvent } from '../testing/events';
import { testPostgres } from '../testing/postgres-server';
import { eventStoreContract } from '../testing/event-store-contract';
import { PostgresEventStore } from './postgres-event-store';
import { readingPastOthersTransactions } from '../testing/postgres-horizon';

// PG_URL when set, else a throwaway cluster; without either every case reports itself skipped.
const server = await testPostgres();
const skipReason = typeof server === 'string' ? server : null;
const open = async () => new PostgresEventStore(await (server as Exclude<typeof server, string>).database(), 20);

eventStoreContract(
  'PostgreSQL',
  async () => {
    const url = await (server as Exclude<typeof server, string>).database();
    return readingPastOthersTransactions(new PostgresEventStore(url, 20), url);
  },
  skipReason,
);

contractSuite('PostgreSQL event log', open, skipReason, [
  [
    'hides an event committed while an older transaction is still open, until that one commits, and then loses neither',
    async (store) => {
      const url = (store as unknown as { pool: { options: { connectionString: string } } }).pool.options
        .connectionString;
      const start = await store.headPosition();
      const [held, later] = [uniqueName('held'), uniqueName('later')];
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // An append whose transaction stays open: it has the older transaction id, so the lower position.
        await client.query('BEGIN');
        const { rows } = await client.query(
          "SELECT last_position::text AS p FROM lebe_append($1, 'any', ARRAY['Held'], ARRAY['{}'::json], ARRAY['{}'::json])",
          [held],
        );
        const heldPosition = Number(rows[0].p);
        const committed = await store.append(later, [testEvent('Later')]);
        expect(committed.position).toBeGreaterThan(heldPosition);
        // The race, provoked: the later event is committed and a reader without the horizon moves past the held one.
        const naive = await client.query('SELECT position::text AS p FROM events WHERE position > $1 AND stream = $2', [
          start,
          later,
        ]);
        expect(naive.rows.map((r) => Number(r.p))).toEqual([committed.position]);
        expect(await store.readAll({ after: start })).toEqual([]);
        expect(await store.headPosition()).toBe(start);
        expect(await store.countAfter(start)).toBe(0);
        expect((await store.readStream(later)).map((e) => e.type)).toEqual(['Later']); // decisions see it at once
        await client.query('COMMIT');
      } finally {
        await client.query('ROLLBACK').catch(() => undefined);
        await client.end();
      }
      const after = await store.readAll({ after: start });
      expect(after.map((e) => e.streamName)).toEqual([held, later]);
    },
  ],
  [
    'numbers the events of several appends in one transaction one after another',
    async (store) => {
      const url = (store as unknown as { pool: { options: { connectionString: string } } }).pool.options
        .connectionString;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const s = uniqueName('several');
      const append = async (type: string) =>
        Number(
          (
            await client.query(
              "SELECT last_position::text AS p FROM lebe_append($1, 'any', ARRAY[$2, $2], ARRAY['{}'::json, '{}'::json], ARRAY['{}'::json, '{}'::json])",
              [s, type],
            )
          ).rows[0].p,
        );
      try {
        await client.query('BEGIN');
        const first = await append('One');
        const second = await append('Two');
        await client.query('COMMIT');
        expect(second).toBe(first + 2);
      } finally {
        await client.end();
      }
      const events = await store.readStream(s);
      expect(events.map((e) => [e.type, e.revision])).toEqual([
        ['One', 0],
        ['One', 1],
        ['Two', 2],
        ['Two', 3],
      ]);
      expect(events.map((e) => e.position - events[0].position)).toEqual([0, 1, 2, 3]);
    },
  ],
  [
    'loses a batch of new streams to nobody: a concurrent append to one of them waits, then fails as expected',
    async (store) => {
      const s = uniqueName('contested');
      const results = await Promise.allSettled([
        store.appendNewStreams([{ stream: s, events: [testEvent('Bulk', { i: 0 }), testEvent('Bulk', { i: 1 })] }]),
        store.append(s, [testEvent('Single')], 'no_stream'),
      ]);
      const events = await store.readStream(s);
      const types = events.map((e) => e.type);
      expect([['Bulk', 'Bulk'], ['Single']]).toContainEqual(types);
      expect(results.every((r) => r.status === 'fulfilled' || r.reason.name === 'WrongExpectedRevisionError')).toBe(
        true,
      );
    },
  ],
]);

afterAll(async () => {
  if (typeof server !== 'string') await server.stop();
}, 60_000);
