import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, SqliteReadStore } from '@lebe/store';

/** Fresh embedded stores in a new temporary folder. */
export function tempStores(dir = mkdtempSync(join(tmpdir(), 'lebe-'))) {
  return {
    dir,
    events: new SqliteEventStore(join(dir, 'events.sqlite'), 20),
    read: new SqliteReadStore(join(dir, 'read.sqlite')),
  };
}
