import { describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoreContract } from '../testing/read-store-contract';
import { SqliteReadStore } from './sqlite-read-store';

const files = new Map<SqliteReadStore, string>();

readStoreContract(
  'SQLite',
  async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lebe-rs-')), 'read.sqlite');
    const store = new SqliteReadStore(file);
    files.set(store, file);
    return store;
  },
  null,
  {
    keywords: 'substring',
    async indexFields(store, collection) {
      const db = new Database(files.get(store as SqliteReadStore)!, { readonly: true });
      const names = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE ?")
        .pluck()
        .all(`rm_${collection}`, `rm_${collection}__%`) as string[];
      db.close();
      // rm_things__b_c holds b and c: field names here have no underscores.
      return names.map((n) => n.slice(`rm_${collection}__`.length).split('_'));
    },
  },
);

describe('SQLite read store search', () => {
  it('pages the matches of a common keyword whole, whether dense in the sort order or clustered far down it', async () => {
    const store = new SqliteReadStore(join(mkdtempSync(join(tmpdir(), 'lebe-rs-')), 'read.sqlite'));
    await store.ensure({ name: 'many', indexes: ['at'], text: ['body'] });
    // Enough matches that the store reads the sort index instead of sorting them (see keywordPlan).
    const docs = Array.from({ length: 12_000 }, (_, i) => ({
      _id: `d${i}`,
      at: String(100_000 + i),
      body: `${i % 3 ? 'common' : 'plain'} ${i < 6000 ? 'cluster' : 'other'}`,
    }));
    await store.commit(docs.map((doc) => ({ kind: 'put', collection: 'many', doc })));
    for (const keyword of ['common', 'cluster']) {
      const expected = docs
        .filter((d) => d.body.includes(keyword))
        .reverse()
        .map((d) => d._id);
      for (const page of [1, 2, 150, Math.ceil(expected.length / 20)]) {
        const found = await store.find('many', { keyword, sort: [['at', 'desc']], page, pageSize: 20 });
        expect(found.total).toBe(expected.length);
        expect(found.items.map((d) => d._id)).toEqual(expected.slice((page - 1) * 20, page * 20));
      }
    }
    await store.close();
  }, 60_000);

  it('recomputes the search text of a collection written by an older version, once', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lebe-rs-')), 'read.sqlite');
    const old = new Database(file);
    // As the store wrote it before search had its own index: lower-cased text, no accents stripped.
    old.exec("CREATE TABLE rm_notes (id TEXT PRIMARY KEY, doc TEXT NOT NULL, search TEXT NOT NULL DEFAULT '')");
    old
      .prepare('INSERT INTO rm_notes VALUES (?, ?, ?)')
      .run('n1', JSON.stringify({ _id: 'n1', body: 'Déjà vu' }), 'déjà vu');
    old.close();
    const store = new SqliteReadStore(file);
    await store.ensure({ name: 'notes', text: ['body'] });
    expect((await store.find('notes', { keyword: 'deja' })).total).toBe(1);
    await store.ensure({ name: 'notes', text: ['body', 'title'] });
    await store.put('notes', { _id: 'n2', body: 'x', title: 'Jamais vu' });
    expect((await store.find('notes', { keyword: 'vu', sort: [['_id', 'asc']] })).items.map((d) => d._id)).toEqual([
      'n1',
      'n2',
    ]);
    await store.close();
  });
});

describe('SQLite read store change mark', () => {
  it("moves with every write to a collection, by this store or another process's connection, and with nothing else", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lebe-mark-')), 'read.sqlite');
    const store = new SqliteReadStore(file);
    await store.ensure({ name: 'things' });
    await store.ensure({ name: 'others' });
    const first = store.changeMark('things');
    expect(store.changeMark('things')).toBe(first);

    await store.put('others', { _id: 'o1' });
    await store.commit([], { projection: 'p', position: 3 });
    expect(store.changeMark('things')).toBe(first);

    await store.put('things', { _id: 't1' });
    const second = store.changeMark('things');
    expect(second).not.toBe(first);
    await store.reset(['things']);
    const third = store.changeMark('things');
    expect(third).not.toBe(second);

    // Another connection (a worker or an operator's CLI) writes the same file.
    const other = new SqliteReadStore(file);
    await other.ensure({ name: 'things' });
    await other.put('things', { _id: 't2' });
    expect(store.changeMark('things')).not.toBe(third);
    await Promise.all([store.close(), other.close()]);
  });

  it('allowed to see other connections late, still moves at once with its own writes', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lebe-mark-')), 'read.sqlite');
    const store = new SqliteReadStore(file, { othersSeenWithinMs: 60_000 });
    await store.ensure({ name: 'things' });
    const first = store.changeMark('things');
    await store.put('things', { _id: 't1' });
    expect(store.changeMark('things')).not.toBe(first);
    await store.close();
  });
});
