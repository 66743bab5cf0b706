import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoreContract } from './contract';
import { SqliteReadStore } from './sqlite-read-store';

readStoreContract(
  'SQLite',
  async () => new SqliteReadStore(join(mkdtempSync(join(tmpdir(), 'lebe-rs-')), 'read.sqlite')),
);

describe('SQLite read store indexes', () => {
  it('drops the indexes a collection no longer declares', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lebe-rs-')), 'read.sqlite');
    const old = new SqliteReadStore(file);
    await old.ensure({ name: 'things', indexes: ['a', ['b', 'c']] });
    await old.close();
    const store = new SqliteReadStore(file);
    await store.ensure({ name: 'things', indexes: [['b', 'c'], 'd'] });
    await store.close();
    const db = new Database(file, { readonly: true });
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_things'").all();
    db.close();
    expect(names.map((r) => (r as { name: string }).name).sort()).toEqual([
      'rm_things__b_c',
      'rm_things__d',
      'sqlite_autoindex_rm_things_1',
    ]);
  });
});
