import { afterAll } from '@jest/globals';
import type pg from 'pg';
import { testPostgres } from '../testing/postgres-server';
import { readStoreContract } from './contract';
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

afterAll(async () => {
  if (typeof server !== 'string') await server.stop();
}, 60_000);
