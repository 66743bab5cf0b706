import { afterAll, expect } from '@jest/globals';
import { Collection, type Db } from 'mongodb';
import { contractSuite } from '../testing/contract-suite';
import { dockerUnavailableReason } from '../testing/docker';
import { startMongo } from '../testing/mongo-container';
import { readStoreContract } from '../testing/read-store-contract';
import { MongoReadStore } from './mongo-read-store';
import type { CollectionPointers } from './mongo-collections';
import type { ReadStore, WriteOp } from './port';

// MongoDB only runs in a container here: without a Docker engine every case reports itself skipped.
const skipReason = await dockerUnavailableReason();
const mongo = startMongo();
const open = async () => new MongoReadStore(await mongo.url(), `lebe_test_${Date.now().toString(36)}`);
const inside = (store: ReadStore) => store as unknown as { db: Db; pointers: CollectionPointers };

readStoreContract('MongoDB', open, skipReason, {
  keywords: 'words',
  async indexFields(store, collection) {
    const { db, pointers } = inside(store);
    const indexes = await db.collection(await pointers.read(collection)).indexes();
    return indexes
      .filter((ix) => ix.name !== '_id_' && !ix.name?.startsWith('_search'))
      .map((ix) => Object.keys(ix.key));
  },
});

/** Counts calls of Collection methods while `work` runs. */
async function counting(methods: (keyof Collection)[], work: () => Promise<void>) {
  const counts = Object.fromEntries(methods.map((m) => [m, 0])) as Record<string, number>;
  const originals = methods.map((m) => [m, Collection.prototype[m]] as const);
  for (const [m, original] of originals)
    (Collection.prototype as unknown as Record<string, unknown>)[m] = function (this: Collection, ...args: unknown[]) {
      counts[m] += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  try {
    await work();
  } finally {
    for (const [m, original] of originals) (Collection.prototype as unknown as Record<string, unknown>)[m] = original;
  }
  return counts;
}

contractSuite('MongoDB read store adapter', open, skipReason, [
  [
    'commits a large batch as one bulk write, not one call per document',
    async (store) => {
      await store.ensure({ name: 'many', indexes: ['k'] });
      const ops: WriteOp[] = Array.from({ length: 2000 }, (_, i) => ({
        kind: 'put',
        collection: 'many',
        doc: { _id: `m${i}`, k: i },
      }));
      const calls = await counting(['replaceOne', 'bulkWrite', 'deleteOne'], () =>
        store.commit(ops, { projection: 'many', position: 1 }),
      );
      expect(calls).toEqual({ replaceOne: 0, bulkWrite: 1, deleteOne: 0 });
      expect((await store.find('many')).total).toBe(2000);
    },
  ],
  [
    'resets by swapping in an empty collection, deleting nothing in a transaction',
    async (store) => {
      await store.ensure({ name: 'swapped', indexes: ['k'], text: ['t'] });
      await store.commit(
        Array.from({ length: 3000 }, (_, i) => ({
          kind: 'put',
          collection: 'swapped',
          doc: { _id: `s${i}`, k: i % 5, t: 'word' },
        })),
        { projection: 'swapped', position: 9 },
      );
      const { db, pointers } = inside(store);
      const before = await pointers.read('swapped');
      const calls = await counting(['deleteMany'], () => store.reset(['swapped'], 'swapped'));
      expect(calls.deleteMany).toBe(0);
      const after = await pointers.read('swapped');
      expect(after).not.toBe(before);
      expect(await db.listCollections({ name: before }).toArray()).toEqual([]);
      expect(await store.checkpoint('swapped')).toBe(0);
      await store.put('swapped', { _id: 'n', k: 1, t: 'fresh word' });
      expect((await store.find('swapped', { where: { k: 1 }, keyword: 'fresh' })).items.map((d) => d._id)).toEqual([
        'n',
      ]);
    },
    60_000,
  ],
  [
    'makes a text index of an older version again with a language override no document has',
    async (store) => {
      const { db } = inside(store);
      await db.createCollection('legacy');
      await db
        .collection('legacy')
        .createIndex({ _search: 'text' }, { name: '_search_text', default_language: 'none' });
      await store.ensure({ name: 'legacy', text: ['t'] });
      const index = (await db.collection('legacy').indexes()).find((ix) => ix.name === '_search_text');
      expect(index?.language_override).toBe('_search_language');
      await store.put('legacy', { _id: 'x', language: 'pt-BR', t: 'olá' });
      expect((await store.find('legacy', { keyword: 'ola' })).total).toBe(1);
    },
  ],
  [
    'keeps documents and checkpoint together when a batch races a reset',
    async (store) => {
      await store.ensure({ name: 'racing', indexes: ['k'] });
      for (let round = 0; round < 5; round++) {
        await store.reset(['racing'], 'racing');
        const batch = store.commit([{ kind: 'put', collection: 'racing', doc: { _id: `r${round}`, k: round } }], {
          projection: 'racing',
          position: 5,
          expected: 0,
        });
        await Promise.allSettled([batch, store.reset(['racing'], 'racing')]);
        const [checkpoint, total] = [await store.checkpoint('racing'), (await store.find('racing')).total];
        expect([checkpoint, total]).toEqual(checkpoint === 0 ? [0, 0] : [5, 1]);
      }
    },
    120_000,
  ],
]);

afterAll(() => mongo.stop(), 60_000);
