import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from '../testing/event-store-contract';
import { SqliteEventStore } from './sqlite-event-store';

eventStoreContract(
  'SQLite',
  async () => new SqliteEventStore(join(mkdtempSync(join(tmpdir(), 'lebe-es-')), 'events.sqlite'), 20),
);
