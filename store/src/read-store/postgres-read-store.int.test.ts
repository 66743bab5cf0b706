import { afterAll, expect } from '@jest/globals';
import type pg from 'pg';
import { contractSuite } from '../testing/contract-suite';
import { testPostgres } from '../testing/postgres-server';
import { readStoreContract } from '../testing/read-store-contract';
import { PostgresReadStore } from './postgres-read-store';

// PG_URL when set, else a throwaway cluster; without either every case reports itself skipped.
const server = await testPostgres();
const skipReason = typeof server === 'string' ? server : null;

readStoreContract(
  'PostgreSQL',
  async () => new PostgresReadStore(await (server as Exclude<typeof server, string>).database()),
  skipReason,
  {
    keywords: 'substring',
    async indexFields(store, collection) {
      const pool = (store as unknown as { pool: pg.Pool }).pool;
      const { rows } = await pool.query<{ def: string }>(
        'SELECT indexdef AS def FROM pg_indexes WHERE tablename = $1 AND indexname LIKE $2',
        [`rm_${collection}`, `rm_${collection}\\_\\_%`],
      );
      return rows.map((r) => [...r.def.matchAll(/doc -> '(\w+)'/g)].map((m) => m[1]));
    },
  },
);

const pool = (store: PostgresReadStore) => (store as unknown as { pool: pg.Pool }).pool;

contractSuite(
  'PostgreSQL read store adapter',
  async () => new PostgresReadStore(await (server as Exclude<typeof server, string>).database()),
  skipReason,
  [
    [
      'serves keyword search from a trigram index, kept when the declared indexes change',
      async (store) => {
        await store.ensure({ name: 'searched', indexes: ['a'], text: ['t'] });
        await store.ensure({ name: 'searched', indexes: ['b'], text: ['t'] });
        await store.commit(
          Array.from({ length: 2000 }, (_, i) => ({
            kind: 'put',
            collection: 'searched',
            doc: { _id: `s${i}`, b: i % 3, t: i === 7 ? 'needle in a haystack' : `hay ${i}` },
          })),
        );
        // A table this small is scanned anyway: forbid the scan to see whether the index can serve.
        const client = await pool(store).connect();
        try {
          await client.query('BEGIN');
          await client.query('SET LOCAL enable_seqscan = off');
          const plan = await client.query("EXPLAIN SELECT id FROM rm_searched WHERE search LIKE '%needle%'");
          expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/rm_searched_search_trgm/);
        } finally {
          await client.query('ROLLBACK');
          client.release();
        }
        expect((await store.find('searched', { keyword: 'needle' })).items.map((d) => d._id)).toEqual(['s7']);
      },
    ],
  ],
);

afterAll(async () => {
  if (typeof server !== 'string') await server.stop();
}, 60_000);
