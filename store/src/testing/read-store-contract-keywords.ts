import { expect } from '@jest/globals';
import type { ContractCase } from './contract-suite';
import type { ReadStore } from '../read-store/port';

const texts = { name: 'texts', indexes: ['lang'], text: ['text'] };
const docs = [
  { _id: 'e', lang: 'fr', text: "Le chat boit de l'eau" },
  { _id: 'f', lang: 'fr', text: 'Deux élèves lents' },
  { _id: 'g', lang: 'de', text: 'Straße und Häuser' },
  { _id: 'h', lang: 'en', text: 'Silent night, holy night' },
];

/** Keyword search (see searchVersion in port.ts); `matching` says how the adapter matches words. */
export function keywordCases(matching: 'substring' | 'words'): ContractCase<ReadStore>[] {
  const find = async (store: ReadStore, keyword: string, lang?: string) =>
    (await store.find(texts.name, { keyword, where: lang ? { lang } : {}, sort: [['_id', 'asc']] })).items.map(
      (d) => d._id,
    );
  return [
    [
      'searches a keyword case- and accent-insensitively in the declared text fields',
      async (store) => {
        const hits = await store.find('words', { keyword: 'bonjour', sort: [['_id', 'asc']] });
        expect(hits.items.map((d) => d._id)).toEqual(['a', 'd']);
        expect(hits.total).toBe(2);
        expect((await store.find('words', { keyword: 'ÉTÉ' })).items.map((d) => d._id)).toEqual(['b']);
        expect((await store.find('words', { keyword: 'ete' })).items.map((d) => d._id)).toEqual(['b']);
        expect((await store.find('words', { keyword: 'guten', where: { lang: 'fr' } })).total).toBe(0);
        expect((await store.find('words', { keyword: 'guten', where: { lang: 'de' } })).total).toBe(1);
        expect((await store.find('words', { keyword: '  ' })).total).toBe(4);
        expect((await store.find('words', { keyword: 'season greeting' })).total).toBe(0);
      },
    ],
    [
      'matches words across punctuation, whole phrases, and one- or two-letter keywords as whole words only',
      async (store) => {
        await store.ensure(texts);
        await store.commit(docs.map((doc) => ({ kind: 'put', collection: texts.name, doc })));
        expect(await find(store, "l'eau")).toEqual(['e']);
        expect(await find(store, 'L’EAU')).toEqual(['e']);
        expect(await find(store, 'holy night')).toEqual(['h']);
        expect(await find(store, 'night silent')).toEqual([]);
        expect(await find(store, 'eleves')).toEqual(['f']);
        expect(await find(store, 'häuser', 'de')).toEqual(['g']);
        expect(await find(store, 'straße')).toEqual(['g']);
        // "de" is a word of e only, though "Deux" starts with it; "le" is a word of e, inside "lents" and "Silent".
        expect(await find(store, 'de')).toEqual(['e']);
        expect(await find(store, 'LE')).toEqual(['e']);
        expect(await find(store, 'l')).toEqual(['e']);
      },
    ],
    [
      matching === 'substring'
        ? 'matches a keyword of three characters or more anywhere, inside words too'
        : 'matches whole words only, whatever the keyword length (the adapter says so)',
      async (store) => {
        await store.ensure(texts);
        await store.commit(docs.map((doc) => ({ kind: 'put', collection: texts.name, doc })));
        expect(await find(store, 'lent')).toEqual(matching === 'substring' ? ['f', 'h'] : []);
        expect(await find(store, 'lents')).toEqual(['f']);
        expect(await find(store, 'oit de')).toEqual(matching === 'substring' ? ['e'] : []);
        expect(await find(store, 'at boi')).toEqual(matching === 'substring' ? ['e'] : []);
        // Whole words in order match on every adapter, at the start, inside and at the end of the text.
        for (const phrase of ['le chat', 'chat boit de', 'de l eau', "L'EAU"])
          expect(await find(store, phrase)).toEqual(['e']);
        expect((await store.find('words', { keyword: 'onjou' })).total).toBe(matching === 'substring' ? 2 : 0);
      },
    ],
    [
      'searches documents whatever their own `language` field says (a read model field, not a search setting)',
      async (store) => {
        await store.ensure({ name: 'phrases', indexes: ['language'], text: ['text'] });
        const docs = [
          { _id: 'p', language: 'pt-BR', text: 'Olá mundo' },
          { _id: 'q', language: 'french', text: 'Les chats mangent' },
          { _id: 'r', language: 'xx', text: 'Les chats dorment' },
        ];
        await store.commit(docs.map((doc) => ({ kind: 'put', collection: 'phrases', doc })));
        const search = async (keyword: string) =>
          (await store.find('phrases', { keyword, sort: [['_id', 'asc']] })).items.map((d) => d._id);
        expect(await search('mundo')).toEqual(['p']);
        // Not stemmed as French ("chats" kept whole), nor refused as an unknown language.
        expect(await search('chats')).toEqual(['q', 'r']);
        expect(await search('les')).toEqual(['q', 'r']);
        expect((await store.get('phrases', 'r'))?.language).toBe('xx');
      },
    ],
    [
      'pages the matches of a common keyword whole and in order, with and without filters',
      async (store) => {
        await store.ensure({ name: 'notes', indexes: ['at', ['kind', 'at']], text: ['body'] });
        const notes = Array.from({ length: 300 }, (_, i) => ({
          _id: `n${String(i).padStart(3, '0')}`,
          kind: ['a', 'b'][i % 2],
          at: String(1000 + ((i * 37) % 300)),
          body: i % 3 === 0 ? `rare word ${i}` : `common word ${i}`,
        }));
        await store.commit(notes.map((doc) => ({ kind: 'put', collection: 'notes', doc })));
        for (const [where, keep] of [
          [{}, () => true],
          [{ kind: 'b' }, (n: (typeof notes)[number]) => n.kind === 'b'],
        ] as const) {
          const expected = notes
            .filter((n) => n.body.startsWith('common') && keep(n))
            .sort((a, b) => b.at.localeCompare(a.at))
            .map((n) => n._id);
          const read: string[] = [];
          for (let page = 1; page <= Math.ceil(expected.length / 9) + 1; page++) {
            const found = await store.find('notes', {
              keyword: 'common',
              where,
              sort: [['at', 'desc']],
              page,
              pageSize: 9,
            });
            expect(found.total).toBe(expected.length);
            read.push(...found.items.map((d) => d._id));
          }
          expect(read).toEqual(expected);
        }
      },
      60_000,
    ],
    [
      'keeps the search right through replacements, deletes and a reset',
      async (store) => {
        await store.ensure(texts);
        await store.commit([
          { kind: 'put', collection: texts.name, doc: { _id: 'r', lang: 'fr', text: 'Pomme rouge' } },
          { kind: 'put', collection: texts.name, doc: { _id: 's', lang: 'fr', text: 'Pomme verte' } },
        ]);
        expect(await find(store, 'pomme')).toEqual(['r', 's']);
        await store.put(texts.name, { _id: 'r', lang: 'fr', text: 'Poire jaune' });
        expect(await find(store, 'pomme')).toEqual(['s']);
        expect(await find(store, 'poire')).toEqual(['r']);
        await store.delete(texts.name, 's');
        expect(await find(store, 'pomme')).toEqual([]);
        await store.reset([texts.name]);
        expect(await find(store, 'poire')).toEqual([]);
        await store.put(texts.name, { _id: 't', lang: 'fr', text: 'Poire verte' });
        expect(await find(store, 'poire')).toEqual(['t']);
        expect(await find(store, 'verte', 'fr')).toEqual(['t']);
      },
    ],
  ];
}
