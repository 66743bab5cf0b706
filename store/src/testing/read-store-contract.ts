import { expect } from '@jest/globals';
import { contractSuite, type ContractCase } from './contract-suite';
import { keywordCases } from './read-store-contract-keywords';
import { writeCases } from './read-store-contract-writes';
import { UnknownFieldError, type CollectionSpec, type Filter, type ReadStore } from '../read-store/port';

export interface ReadStoreContractOptions {
  /** How the adapter matches keywords (see searchVersion in port.ts): anywhere, or whole words only. */
  keywords?: 'substring' | 'words';
  /** The field lists of the secondary indexes a collection has, as the adapter sees them. */
  indexFields?: (store: ReadStore, collection: string) => Promise<string[][]>;
}

export const words: CollectionSpec = {
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

const ids = (page: { items: { _id: string }[] }) => page.items.map((d) => d._id);

/** The behaviour every read store adapter must show. `open` gives a fresh, empty store. */
export function readStoreContract(
  name: string,
  open: () => Promise<ReadStore>,
  skipReason: string | null = null,
  options: ReadStoreContractOptions = {},
) {
  const seeded = async () => {
    const store = await open();
    await store.ensure(words);
    await store.commit(seed.map((doc) => ({ kind: 'put', collection: 'words', doc })));
    return store;
  };
  contractSuite(`${name} read store contract`, seeded, skipReason, [
    ...findCases,
    ...keywordCases(options.keywords ?? 'substring'),
    ...writeCases(options.indexFields),
  ]);
}

const findCases: ContractCase<ReadStore>[] = [
  [
    'gets, replaces and deletes documents by id',
    async (store) => {
      await store.ensure({ name: 'scratch' });
      await store.put('scratch', { _id: 'x', n: 1, nested: { list: [1, 2] } });
      expect(await store.get('scratch', 'x')).toEqual({ _id: 'x', n: 1, nested: { list: [1, 2] } });
      await store.put('scratch', { _id: 'x', n: 2 });
      expect(await store.get('scratch', 'x')).toEqual({ _id: 'x', n: 2 });
      await store.delete('scratch', 'x');
      expect(await store.get('scratch', 'x')).toBeNull();
      const many = await store.getMany('words', ['a', 'c', 'zz']);
      expect([...many.keys()].sort()).toEqual(['a', 'c']);
      expect(many.get('c')).toEqual(seed[2]);
      expect((await store.getMany('words', [])).size).toBe(0);
    },
  ],
  [
    'finds with equality filters on indexed fields, sorted, paged, with the total',
    async (store) => {
      const page1 = await store.find('words', { where: { lang: 'fr' }, sort: [['rank', 'asc']], pageSize: 2 });
      expect(ids(page1)).toEqual(['b', 'a']);
      expect([page1.total, page1.page, page1.pages]).toEqual([3, 1, 2]);
      const page2 = await store.find('words', { where: { lang: 'fr' }, sort: [['rank', 'asc']], pageSize: 2, page: 2 });
      expect(ids(page2)).toEqual(['d']);
      const both = await store.find('words', {
        where: { lang: 'fr', level: 1, flagged: false },
        sort: [['rank', 'desc']],
      });
      expect(ids(both)).toEqual(['d', 'a']);
      expect(ids(await store.find('words', { where: { flagged: true } }))).toEqual(['b']);
      expect(
        ids(
          await store.find('words', {
            sort: [
              ['level', 'desc'],
              ['rank', 'asc'],
            ],
          }),
        ),
      ).toEqual(['b', 'c', 'a', 'd']);
      expect(ids(await store.find('words'))).toEqual(['a', 'b', 'c', 'd']);
    },
  ],
  [
    'finds with ranges, in, ne and null conditions',
    async (store) => {
      await store.ensure({ name: 'conditions', indexes: ['n', 's', 'maybe'] });
      const docs = [
        { _id: '1', n: 1, s: 'apple', maybe: null },
        { _id: '2', n: 2, s: 'banana', maybe: 'x' },
        { _id: '3', n: 3, s: 'cherry' },
        { _id: '4', n: 4, s: 'date', maybe: 'y' },
      ];
      await store.commit(docs.map((doc) => ({ kind: 'put', collection: 'conditions', doc })));
      const where = async (w: Filter) => ids(await store.find('conditions', { where: w }));
      expect(await where({ n: { gte: 2, lt: 4 } })).toEqual(['2', '3']);
      expect(await where({ n: { gt: 2, lte: 4 } })).toEqual(['3', '4']);
      expect(await where({ s: { gte: 'b', lt: 'd' } })).toEqual(['2', '3']);
      expect(await where({ s: { in: ['apple', 'date', 'fig'] } })).toEqual(['1', '4']);
      expect(await where({ n: { in: [] } })).toEqual([]);
      expect(await where({ maybe: null })).toEqual(['1', '3']); // null and missing alike
      expect(await where({ maybe: { ne: null } })).toEqual(['2', '4']);
      expect(await where({ maybe: { ne: 'x' } })).toEqual(['1', '3', '4']);
      expect(await where({ maybe: 'y', n: { gte: 1 } })).toEqual(['4']);
    },
  ],
  [
    'skips the count when asked, and then describes only the page',
    async (store) => {
      const first = await store.find('words', { sort: [['rank', 'asc']], pageSize: 3, skipTotal: true });
      expect(ids(first)).toEqual(['b', 'c', 'a']);
      const second = await store.find('words', { sort: [['rank', 'asc']], pageSize: 3, page: 2, skipTotal: true });
      expect(ids(second)).toEqual(['d']);
      expect(second.total).toBe(4);
    },
  ],
  [
    'pages a filtered, sorted list whole and in order at any depth, whatever indexes serve it',
    async (store) => {
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
          read.push(...ids(found));
        }
        expect(read).toEqual(expected);
      }
    },
  ],
  [
    'refuses to filter or sort on a field that is not declared',
    async (store) => {
      await expect(store.find('words', { where: { text: 'Merci' } })).rejects.toBeInstanceOf(UnknownFieldError);
      await expect(store.find('words', { sort: [['note', 'asc']] })).rejects.toBeInstanceOf(UnknownFieldError);
      await expect(
        store.commit([{ kind: 'deleteWhere', collection: 'words', field: 'note', value: 'season' }]),
      ).rejects.toBeInstanceOf(UnknownFieldError);
      expect((await store.find('words')).total).toBe(4);
    },
  ],
];
