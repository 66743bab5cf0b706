import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoreContract } from '../testing/read-store-contract';
import { BufferedReadStore } from './buffered-read-store';
import { SqliteReadStore } from './sqlite-read-store';
import { CheckpointMovedError } from './port';

const newFile = () => join(mkdtempSync(join(tmpdir(), 'lebe-brs-')), 'read.sqlite');
const tallies = { name: 'tallies', indexes: ['learner'] };

readStoreContract('SQLite, buffered', async () => new BufferedReadStore(new SqliteReadStore(newFile())), null, {
  keywords: 'substring',
});
readStoreContract(
  'SQLite, buffered, flushed by a thread',
  async () => new BufferedReadStore(new SqliteReadStore(newFile()), { thread: true }),
  null,
  { keywords: 'substring' },
);

async function opened(options: { flushEveryMs?: number; thread?: boolean } = {}) {
  const file = newFile();
  const store = new BufferedReadStore(new SqliteReadStore(file), { flushEveryMs: 60_000, ...options });
  await store.ensure(tallies);
  return { file, store };
}

/** What another process opening the file sees (the read models after a crash). */
async function onDisk(file: string) {
  const other = new SqliteReadStore(file);
  await other.ensure(tallies);
  const seen = {
    checkpoint: await other.checkpoint('tally'),
    docs: (await other.find('tallies', { pageSize: 100 })).items,
  };
  await other.close();
  return seen;
}

describe('read models kept in memory a moment (the embedded default)', () => {
  it('reads its own commits at once, and the file holds none of them until the flush, then all', async () => {
    const { file, store } = await opened();
    await store.commit([{ kind: 'put', collection: 'tallies', doc: { _id: 'a', learner: 'l1', n: 1 } }], {
      projection: 'tally',
      position: 1,
      expected: 0,
    });
    await store.commit([{ kind: 'put', collection: 'tallies', doc: { _id: 'a', learner: 'l1', n: 2 } }], {
      projection: 'tally',
      position: 2,
      expected: 1,
    });
    expect(await store.get('tallies', 'a')).toEqual({ _id: 'a', learner: 'l1', n: 2 });
    expect(await store.checkpoint('tally')).toBe(2);
    // A crash now loses the buffer and the checkpoint together: the log replays both.
    expect(await onDisk(file)).toEqual({ checkpoint: 0, docs: [] });

    await store.flushed();
    expect(await onDisk(file)).toEqual({ checkpoint: 2, docs: [{ _id: 'a', learner: 'l1', n: 2 }] });
    await store.close();
  });

  it('refuses a commit whose checkpoint moved, as the file would', async () => {
    const { store } = await opened();
    await store.commit([], { projection: 'tally', position: 5, expected: 0 });
    const [moved, fine] = await store.commitEach([
      {
        ops: [{ kind: 'put', collection: 'tallies', doc: { _id: 'x' } }],
        checkpoint: { projection: 'tally', position: 9, expected: 4 },
      },
      { ops: [], checkpoint: { projection: 'other', position: 3, expected: 0 } },
    ]);
    expect(moved).toBeInstanceOf(CheckpointMovedError);
    expect(fine).toBeNull();
    expect(await store.get('tallies', 'x')).toBeNull();
    expect(await store.checkpoints()).toMatchObject({ tally: 5, other: 3 });
    await store.close();
  });

  it('writes what is buffered before a find, a purge by field, or a close', async () => {
    const { file, store } = await opened();
    await store.put('tallies', { _id: 'a', learner: 'l1' });
    await store.put('tallies', { _id: 'b', learner: 'l2' });
    await store.delete('tallies', 'a');
    expect((await store.find('tallies', { where: { learner: 'l2' } })).items).toEqual([{ _id: 'b', learner: 'l2' }]);
    expect((await onDisk(file)).docs).toEqual([{ _id: 'b', learner: 'l2' }]);

    await store.put('tallies', { _id: 'c', learner: 'l2' });
    await store.commit([{ kind: 'deleteWhere', collection: 'tallies', field: 'learner', value: 'l2' }]);
    expect(await store.get('tallies', 'c')).toBeNull();
    expect((await onDisk(file)).docs).toEqual([]);

    await store.put('tallies', { _id: 'd', learner: 'l3' });
    await store.close();
    expect((await onDisk(file)).docs).toEqual([{ _id: 'd', learner: 'l3' }]);
  });

  it.each([false, true])(
    'leaves a read model another process rebuilt meanwhile as that process wrote it (flush thread: %s)',
    async (thread) => {
      const { file, store } = await opened({ thread });
      const put = (id: string, position: number, expected: number) =>
        store.commitEach([
          {
            ops: [{ kind: 'put', collection: 'tallies', doc: { _id: id, learner: 'l1' } }],
            checkpoint: { projection: 'tally', position, expected },
          },
        ]);
      await put('a', 1, 0);
      await store.flushed();
      await put('b', 2, 1);
      const operator = new SqliteReadStore(file);
      await operator.ensure(tallies);
      await operator.reset(['tallies'], 'tally');
      await operator.commit([{ kind: 'put', collection: 'tallies', doc: { _id: 'z', learner: 'l9' } }], {
        projection: 'tally',
        position: 7,
        expected: 0,
      });
      await operator.close();

      await store.flushed();
      expect(await onDisk(file)).toEqual({ checkpoint: 7, docs: [{ _id: 'z', learner: 'l9' }] });
      expect(await store.get('tallies', 'b')).toBeNull();
      expect(await store.checkpoint('tally')).toBe(7);
      // The writer that held position 2 is refused, and starts again from the file's checkpoint.
      const [refused] = await put('c', 3, 2);
      expect(refused).toBeInstanceOf(CheckpointMovedError);
      await store.close();
    },
  );

  it.each([false, true])(
    'keeps what it read from the file, and sees another process change it within a moment (flush thread: %s)',
    async (thread) => {
      const { file, store } = await opened({ thread });
      const operator = new SqliteReadStore(file);
      await operator.ensure(tallies);
      await operator.put('tallies', { _id: 'u', learner: 'l1', name: 'Ana' });
      const name = async () => (await store.get<{ _id: string; name: string }>('tallies', 'u'))?.name;
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await name()).toBe('Ana');
      await operator.put('tallies', { _id: 'u', learner: 'l1', name: 'Bea' });
      await operator.close();
      for (let tries = 0; tries < 50 && (await name()) !== 'Bea'; tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await name()).toBe('Bea');
      // Its own commits it shows at once, whatever it kept.
      await store.put('tallies', { _id: 'u', learner: 'l1', name: 'Cy' });
      expect(await name()).toBe('Cy');
      await store.flushed();
      expect(await name()).toBe('Cy');
      await store.close();
    },
  );

  it('writes on its own connection once its flush thread has stopped', async () => {
    const { file, store } = await opened({ thread: true });
    await store.put('tallies', { _id: 'a', learner: 'l1' });
    await store.flushed();
    // A thread that dies (a crash in it) must not leave memory unwritten and every find waiting.
    const thread = (store as unknown as { thread: { worker: { terminate(): Promise<number> } } }).thread;
    await thread.worker.terminate();
    await store.put('tallies', { _id: 'b', learner: 'l1' });
    expect((await store.find('tallies', { where: { learner: 'l1' } })).total).toBe(2);
    expect((await onDisk(file)).docs).toHaveLength(2);
    await store.close();
  });

  it('shows a document deleted while its last version is being written as deleted', async () => {
    const { store } = await opened({ thread: true });
    await store.put('tallies', { _id: 'a', learner: 'l1' });
    const written = store.flushed();
    await store.delete('tallies', 'a');
    expect(await store.get('tallies', 'a')).toBeNull();
    await written;
    expect(await store.get('tallies', 'a')).toBeNull();
    await store.flushed();
    expect(await store.get('tallies', 'a')).toBeNull();
    await store.close();
  });

  it('gives readers copies: changing what was read changes nothing stored', async () => {
    const { store } = await opened();
    await store.put('tallies', { _id: 'a', learner: 'l1', n: 1 });
    const read = (await store.get<{ _id: string; n: number }>('tallies', 'a'))!;
    read.n = 99;
    expect(await store.get('tallies', 'a')).toMatchObject({ n: 1 });
    await store.close();
  });

  it('flushes by itself after its interval', async () => {
    const { file, store } = await opened({ flushEveryMs: 20 });
    await store.put('tallies', { _id: 'a', learner: 'l1' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await onDisk(file)).docs).toEqual([{ _id: 'a', learner: 'l1' }]);
    await store.close();
  });
});
