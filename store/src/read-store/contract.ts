import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CheckpointMovedError, UnknownFieldError, type CollectionSpec, type Filter, type ReadStore } from './port';

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

    it('pages a filtered, sorted list whole and in order at any depth, whatever indexes serve it', async () => {
      // Compound indexes that hold every filtered field: an adapter may read pages from them in any way.
      await store.ensure({
        name: 'items',
        indexes: [
          ['at', 'kind', 'tier', 'flag'],
          ['kind', 'tier', 'at', 'flag'],
          ['flag', 'at', 'kind', 'tier'],
          'tier',
        ],
      });
      const items = Array.from({ length: 300 }, (_, i) => ({
        _id: `i${String(i).padStart(3, '0')}`,
        kind: ['a', 'b', 'c'][i % 3],
        tier: 1 + (Math.floor(i / 3) % 3),
        flag: i % 10 === 0,
        at: String(1000 + ((i * 37) % 300)),
      }));
      await store.commit(items.map((doc) => ({ kind: 'put', collection: 'items', doc })));
      type Item = (typeof items)[number];
      const filters: [Filter, 'asc' | 'desc', (d: Item) => boolean][] = [
        [{ kind: 'b' }, 'desc', (d) => d.kind === 'b'],
        [{ kind: 'a', tier: 2 }, 'asc', (d) => d.kind === 'a' && d.tier === 2],
        [{ flag: true }, 'desc', (d) => d.flag],
        [{ kind: 'c', tier: 3, flag: false }, 'desc', (d) => d.kind === 'c' && d.tier === 3 && !d.flag],
        [{ kind: 'a', flag: true }, 'asc', (d) => d.kind === 'a' && d.flag],
        [{ tier: 2, flag: false }, 'desc', (d) => d.tier === 2 && !d.flag],
        [{ kind: 'b', tier: { gte: 3 }, flag: { ne: false } }, 'desc', (d) => d.kind === 'b' && d.tier >= 3 && d.flag],
      ];
      for (const [where, dir, matches] of filters) {
        const expected = items
          .filter(matches)
          .sort((a, b) => (dir === 'asc' ? 1 : -1) * a.at.localeCompare(b.at))
          .map((d) => d._id);
        const read: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
          const found = await store.find('items', { where, sort: [['at', dir]], page, pageSize: 7 });
          expect(found.total).toBe(expected.length);
          read.push(...found.items.map((d) => d._id));
        }
        expect(read).toEqual(expected);
      }
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
