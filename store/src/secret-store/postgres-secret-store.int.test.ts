import { afterAll } from '@jest/globals';
import { testPostgres } from '../testing/postgres-server';
import { secretStoreContract } from '../testing/secret-store-contract';
import { PostgresSecretStore } from './postgres-secret-store';

// PG_URL when set, else a throwaway cluster; without either every case reports itself skipped.
const server = await testPostgres();

secretStoreContract(
  'PostgreSQL',
  async () => new PostgresSecretStore(await (server as Exclude<typeof server, string>).database()),
  typeof server === 'string' ? server : null,
);

afterAll(async () => {
  if (typeof server !== 'string') await server.stop();
}, 60_000);
