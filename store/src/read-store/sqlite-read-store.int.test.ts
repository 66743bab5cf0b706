import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoreContract } from './contract';
import { SqliteReadStore } from './sqlite-read-store';

readStoreContract(
  'SQLite',
  async () => new SqliteReadStore(join(mkdtempSync(join(tmpdir(), 'lebe-rs-')), 'read.sqlite')),
);
