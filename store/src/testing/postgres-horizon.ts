import pg from 'pg';
import type { EventStore } from '../event-store/port';

const readsBehindTheHorizon = new Set<PropertyKey>(['readAll', 'readAllBackwards', 'countAfter', 'headPosition']);

/**
 * The store, whose reads of the whole log first wait until every transaction on the server that
 * was open when the read was asked has ended. The log's horizon is server-wide (see
 * postgres-event-schema.ts): when CI runs several suites on one PostgreSQL, another suite's open
 * transaction would otherwise hide this suite's own last appends for a moment, and a contract case
 * that reads right after writing would see a log that is still catching up.
 */
export function readingPastOthersTransactions<S extends EventStore>(store: S, url: string): S {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const settle = async () => {
    const { rows } = await pool.query<{ next: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next');
    for (let waited = 0; waited < 30_000; waited += 5) {
      const now = await pool.query<{ done: boolean }>(
        'SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint >= $1::bigint AS done',
        [rows[0].next],
      );
      if (now.rows[0].done) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'close') return async () => Promise.all([target.close(), pool.end()]).then(() => undefined);
      if (typeof value !== 'function' || !readsBehindTheHorizon.has(key)) return value;
      return async (...args: unknown[]) => {
        await settle();
        return value.apply(target, args);
      };
    },
  });
}
