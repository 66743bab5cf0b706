import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CheckpointMovedError, UnknownFieldError, type CollectionSpec, type ReadStore } from './port';

const words: CollectionSpec = {
  name: 'words',
  indexes: [['lang', 'level'], 'rank', 'flagged'],
  text: ['text', 'note'],
};

const seed = [
  { _id: 'a', lang: 'fr', level: 1, rank: 3, flagged: false, text: 'Bonjour', note: 'greeting' },
  { _id: 'b', lang: 'fr', level: 2, rank: 1, flagged: true, text: 'Été', note: 'season' },
  { _id: 'c', lang: 'de', level: 1, rank: 2, flagged: false, text: 'Guten Tag', note: null },
  { _id: 'd', lang: 'fr', level: 1, rank: 5, flagged: false, text: 'Merci', note: 'thanks, BONJOUR' },
];

/** The behaviour every read store adapter must show. `open` gives a fresh, empty store. */
export function readStoreContract(name: string, open: () => Promise<ReadStore>, skipReason: string | null = null) {
  if (skipReason) {
    describe(`${name} read store contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }
  describe(`${name} read store contract`, () => {
    let store: ReadStore;
    beforeAll(async () => {
      store = await open();
      await store.ensure(words);
      await store.commit(seed.map((doc) => ({ kind: 'put', collection: 'words', doc })));
    });
    afterAll(async () => store.close());

    it('gets, replaces and deletes documents by id', async () => {
      await store.ensure({ name: 'scratch' });
      await store.put('scratch', { _id: 'x', n: 1, nested: { list: [1, 2] } });
      expect(await store.get('scratch', 'x')).toEqual({ _id: 'x', n: 1, nested: { list: [1, 2] } });
      await store.put('scratch', { _id: 'x', n: 2 });
      expect(await store.get('scratch', 'x')).toEqual({ _id: 'x', n: 2 });
      await store.delete('scratch', 'x');
      expect(await store.get('scratch', 'x')).toBeNull();
      const many = await store.getMany('words', ['a', 'c', 'zz']);
      expect([...many.keys()].sort()).toEqual(['a', 'c']);
    });

    it('finds with equality filters on indexed fields, sorted, paged, with the total', async () => {
      const page1 = await store.find('words', { where: { lang: 'fr' }, sort: [['rank', 'asc']], pageSize: 2 });
      expect(page1.items.map((d) => d._id)).toEqual(['b', 'a']);
      expect([page1.total, page1.page, page1.pages]).toEqual([3, 1, 2]);
      const page2 = await store.find('words', { where: { lang: 'fr' }, sort: [['rank', 'asc']], pageSize: 2, page: 2 });
      expect(page2.items.map((d) => d._id)).toEqual(['d']);
      const both = await store.find('words', {
        where: { lang: 'fr', level: 1, flagged: false },
        sort: [['rank', 'desc']],
      });
      expect(both.items.map((d) => d._id)).toEqual(['d', 'a']);
      const ranged = await store.find('words', { where: { rank: { gte: 2, lt: 5 } }, sort: [['rank', 'asc']] });
      expect(ranged.items.map((d) => d._id)).toEqual(['c', 'a']);
      const among = await store.find('words', { where: { lang: { in: ['de', 'xx'] } } });
      expect(among.items.map((d) => d._id)).toEqual(['c']);
    });

    it('searches a keyword case-insensitively in the declared text fields', async () => {
      const hits = await store.find('words', { keyword: 'bonjour', sort: [['_id', 'asc']] });
      expect(hits.items.map((d) => d._id)).toEqual(['a', 'd']);
      expect((await store.find('words', { keyword: 'ÉTÉ' })).items.map((d) => d._id)).toEqual(['b']);
      expect((await store.find('words', { keyword: 'guten', where: { lang: 'fr' } })).total).toBe(0);
      expect((await store.find('words', { keyword: '  ' })).total).toBe(4);
    });

    it('refuses to filter or sort on a field that is not declared', async () => {
      await expect(store.find('words', { where: { text: 'Merci' } })).rejects.toBeInstanceOf(UnknownFieldError);
      await expect(store.find('words', { sort: [['note', 'asc']] })).rejects.toBeInstanceOf(UnknownFieldError);
    });

    it('commits documents and a checkpoint together, and refuses the batch if the checkpoint moved', async () => {
      await store.ensure({ name: 'counters' });
      expect(await store.checkpoint('counter')).toBe(0);
      await store.commit([{ kind: 'put', collection: 'counters', doc: { _id: 'c', n: 1 } }], {
        projection: 'counter',
        position: 7,
        expected: 0,
      });
      expect(await store.checkpoint('counter')).toBe(7);
      await expect(
        store.commit([{ kind: 'put', collection: 'counters', doc: { _id: 'c', n: 99 } }], {
          projection: 'counter',
          position: 9,
          expected: 3,
        }),
      ).rejects.toBeInstanceOf(CheckpointMovedError);
      expect(await store.get('counters', 'c')).toEqual({ _id: 'c', n: 1 });
      expect(await store.checkpoint('counter')).toBe(7);
      expect(await store.checkpoints()).toMatchObject({ counter: 7 });
    });

    it('resets collections and a checkpoint', async () => {
      await store.ensure({ name: 'temp' });
      await store.commit([{ kind: 'put', collection: 'temp', doc: { _id: 't' } }], { projection: 'temp', position: 3 });
      await store.reset(['temp'], 'temp');
      expect((await store.find('temp')).total).toBe(0);
      expect(await store.checkpoint('temp')).toBe(0);
    });
  });
}
