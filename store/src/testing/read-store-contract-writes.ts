import { expect } from '@jest/globals';
import type { ContractCase } from './contract-suite';
import { CheckpointMovedError, CommitTooLargeError, type ReadStore, type WriteOp } from '../read-store/port';

/** Commits, checkpoints, purges, resets and ensure: what projections rely on to never count twice. */
export function writeCases(
  indexFields?: (store: ReadStore, collection: string) => Promise<string[][]>,
): ContractCase<ReadStore>[] {
  const cases: ContractCase<ReadStore>[] = [
    [
      'commits documents and a checkpoint together, and refuses the batch if the checkpoint moved',
      async (store) => {
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
      },
    ],
    [
      'commits several projections at once where it can, refusing only the one whose checkpoint moved',
      async (store) => {
        if (!store.commitEach) return; // optional: the runner commits one by one
        await store.ensure({ name: 'each' });
        await store.commit([], { projection: 'moved', position: 5, expected: 0 });
        const put = (id: string, n: number): WriteOp => ({ kind: 'put', collection: 'each', doc: { _id: id, n } });
        const errors = await store.commitEach([
          { ops: [put('a', 1)], checkpoint: { projection: 'first', position: 8, expected: 0 } },
          { ops: [put('m', 1)], checkpoint: { projection: 'moved', position: 8, expected: 0 } },
          { ops: [put('b', 2), put('a', 3)], checkpoint: { projection: 'last', position: 8, expected: 0 } },
        ]);
        expect(errors.map((e) => e === null)).toEqual([true, false, true]);
        expect(errors[1]).toBeInstanceOf(CheckpointMovedError);
        expect(await store.get('each', 'a')).toEqual({ _id: 'a', n: 3 });
        expect(await store.get('each', 'b')).toEqual({ _id: 'b', n: 2 });
        expect(await store.get('each', 'm')).toBeNull();
        expect(await store.checkpoints()).toMatchObject({ first: 8, moved: 5, last: 8 });
      },
    ],
    [
      'lets exactly one of two concurrent batches from the same checkpoint commit',
      async (store) => {
        await store.ensure({ name: 'raced' });
        const batch = (n: number) =>
          store.commit([{ kind: 'put', collection: 'raced', doc: { _id: 'r', n } }], {
            projection: 'raced',
            position: 10 + n,
            expected: 0,
          });
        const results = await Promise.allSettled([batch(1), batch(2)]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(lost.reason).toBeInstanceOf(CheckpointMovedError);
        const { n } = (await store.get<{ _id: string; n: number }>('raced', 'r'))!;
        expect(await store.checkpoint('raced')).toBe(10 + n);
      },
    ],
    [
      'applies a large batch of writes in order: later ops on the same document win',
      async (store) => {
        await store.ensure({ name: 'bulk', indexes: ['owner'] });
        const ops: WriteOp[] = Array.from({ length: 3000 }, (_, i) => ({
          kind: 'put',
          collection: 'bulk',
          doc: { _id: `b${i}`, owner: `o${i % 3}`, i },
        }));
        ops.push(
          { kind: 'delete', collection: 'bulk', id: 'b0' },
          { kind: 'put', collection: 'bulk', doc: { _id: 'b1', owner: 'o1', i: -1 } },
          { kind: 'deleteWhere', collection: 'bulk', field: 'owner', value: 'o2' },
          { kind: 'put', collection: 'bulk', doc: { _id: 'b2', owner: 'o2', i: 2 } },
        );
        await store.commit(ops, { projection: 'bulk', position: 3 });
        expect(await store.get('bulk', 'b0')).toBeNull();
        expect(await store.get('bulk', 'b1')).toEqual({ _id: 'b1', owner: 'o1', i: -1 });
        expect((await store.find('bulk', { where: { owner: 'o2' } })).items.map((d) => d._id)).toEqual(['b2']);
        expect((await store.find('bulk')).total).toBe(2000);
        expect(await store.checkpoint('bulk')).toBe(3);
      },
      60_000,
    ],
    [
      'purges by an indexed field (erasure) atomically with the checkpoint, and not at all if it moved',
      async (store) => {
        await store.ensure({ name: 'answers', indexes: ['learner'] });
        await store.commit(
          ['l1', 'l1', 'l2'].map((learner, i) => ({
            kind: 'put',
            collection: 'answers',
            doc: { _id: `a${i}`, learner },
          })),
        );
        const purge: WriteOp = { kind: 'deleteWhere', collection: 'answers', field: 'learner', value: 'l1' };
        await expect(store.commit([purge], { projection: 'answers', position: 5, expected: 4 })).rejects.toBeInstanceOf(
          CheckpointMovedError,
        );
        expect((await store.find('answers')).total).toBe(3);
        await store.commit([purge], { projection: 'answers', position: 5, expected: 0 });
        expect((await store.find('answers')).items.map((d) => d._id)).toEqual(['a2']);
        expect(await store.checkpoint('answers')).toBe(5);
      },
    ],
    [
      'resets collections and a checkpoint, however many documents they hold, and keeps them usable',
      async (store) => {
        await store.ensure({ name: 'temp', indexes: ['k'] });
        const docs = Array.from({ length: 5000 }, (_, i) => ({ _id: `t${i}`, k: i % 7 }));
        await store.commit(
          docs.map((doc) => ({ kind: 'put', collection: 'temp', doc })),
          { projection: 'temp', position: 3 },
        );
        await store.commit([], { projection: 'other', position: 4 });
        await store.reset(['temp'], 'temp');
        expect((await store.find('temp')).total).toBe(0);
        expect(await store.checkpoint('temp')).toBe(0);
        expect(await store.checkpoint('other')).toBe(4);
        // Gone, not zeroed: a runner lists checkpoints to find projections of an old layout.
        expect(await store.checkpoints()).not.toHaveProperty('temp');
        await store.reset([], 'other');
        expect(await store.checkpoints()).not.toHaveProperty('other');
        await store.commit([{ kind: 'put', collection: 'temp', doc: { _id: 'n', k: 1 } }], {
          projection: 'temp',
          position: 1,
          expected: 0,
        });
        expect((await store.find('temp', { where: { k: 1 } })).items).toEqual([{ _id: 'n', k: 1 }]);
      },
      60_000,
    ],
    [
      'reads a page and its count from one state of the collection while commits change it',
      async (store) => {
        await store.ensure({ name: 'flipping', indexes: ['on'] });
        const flip = (on: boolean) =>
          store.commit(
            Array.from({ length: 200 }, (_, i) => ({
              kind: 'put' as const,
              collection: 'flipping',
              doc: { _id: `f${i}`, on },
            })),
          );
        await flip(true);
        let writing = true;
        const writer = (async () => {
          for (let i = 0; writing; i++) await flip(i % 2 === 0);
        })();
        try {
          for (let i = 0; i < 60; i++) {
            const found = await store.find('flipping', { where: { on: true }, pageSize: 500 });
            expect([found.items.length, found.total]).toEqual(found.total === 0 ? [0, 0] : [200, 200]);
          }
        } finally {
          writing = false;
          await writer;
        }
      },
      60_000,
    ],
    [
      'refuses a commit over the store’s limit per transaction, writing nothing, and takes one at the limit',
      async (store) => {
        await store.ensure({ name: 'limited' });
        const ops = (n: number): WriteOp[] =>
          Array.from({ length: n }, (_, i) => ({ kind: 'put', collection: 'limited', doc: { _id: `l${i}`, i } }));
        const max = store.maxCommitOps;
        if (max === undefined) return; // no limit: any batch commits in one transaction
        await expect(store.commit(ops(max + 1), { projection: 'limited', position: 1 })).rejects.toBeInstanceOf(
          CommitTooLargeError,
        );
        expect((await store.find('limited')).total).toBe(0);
        expect(await store.checkpoint('limited')).toBe(0);
        await store.commit(ops(max), { projection: 'limited', position: 1 });
        expect((await store.find('limited')).total).toBe(max);
      },
      120_000,
    ],
    [
      'ensures a collection again without losing its documents',
      async (store) => {
        const spec = { name: 'kept', indexes: ['k'], text: ['t'] };
        await store.ensure(spec);
        await store.put('kept', { _id: 'k1', k: 1, t: 'stays here' });
        await store.ensure(spec);
        expect(await store.get('kept', 'k1')).toEqual({ _id: 'k1', k: 1, t: 'stays here' });
        expect((await store.find('kept', { keyword: 'stays', where: { k: 1 } })).total).toBe(1);
      },
    ],
  ];
  if (indexFields)
    cases.push([
      'drops the indexes a collection no longer declares',
      async (store) => {
        await store.ensure({ name: 'things', indexes: ['a', ['b', 'c']] });
        expect(sorted(await indexFields(store, 'things'))).toEqual([['a'], ['b', 'c']]);
        await store.ensure({ name: 'things', indexes: [['b', 'c'], 'd'] });
        expect(sorted(await indexFields(store, 'things'))).toEqual([['b', 'c'], ['d']]);
        await store.ensure({ name: 'things' }); // declaring none leaves them be
        expect(sorted(await indexFields(store, 'things'))).toEqual([['b', 'c'], ['d']]);
      },
    ]);
  return cases;
}

const sorted = (lists: string[][]) =>
  lists
    .map((l) => l.join(','))
    .sort()
    .map((l) => l.split(','));
