import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from '../testing/event-store-contract';
import { testEvent } from '../testing/events';
import { SqliteEventStore } from './sqlite-event-store';
import { WrongExpectedRevisionError } from './port';

const file = () => join(mkdtempSync(join(tmpdir(), 'lebe-es-')), 'events.sqlite');

eventStoreContract('SQLite', async () => new SqliteEventStore(file(), 20));

describe('appends asked for together (group commit)', () => {
  it('writes every one of them, in the order asked, while one refused in the group fails alone', async () => {
    const path = file();
    const store = new SqliteEventStore(path);
    await store.append('taken', [testEvent('Created')], 'no_stream');
    const asked = [
      ...Array.from({ length: 5 }, (_, i) => store.append(`s${i}`, [testEvent('A', { i })], 'no_stream')),
      store.append('taken', [testEvent('Again')], 'no_stream'),
      store.appendMany([{ stream: 'many', events: [testEvent('M1'), testEvent('M2')], expected: 'no_stream' }]),
      store.append('s0', [testEvent('B')], 0),
      store.appendNewStreams([{ stream: 'imported', events: [testEvent('I')] }]),
    ];
    const settled = await Promise.allSettled(asked);
    expect(settled.map((s) => s.status)).toEqual([
      ...Array(5).fill('fulfilled'),
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((settled[5] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    // An append asked for just before the close is written, not dropped.
    const last = store.append('s1', [testEvent('Last')]);
    await store.close();
    await last;

    const reopened = new SqliteEventStore(path);
    const log = await reopened.readAll();
    expect(log.map((e) => `${e.streamName}:${e.type}`)).toEqual([
      'taken:Created',
      's0:A',
      's1:A',
      's2:A',
      's3:A',
      's4:A',
      'many:M1',
      'many:M2',
      's0:B',
      'imported:I',
      's1:Last',
    ]);
    expect((await reopened.readStream('taken')).map((e) => e.type)).toEqual(['Created']);
    await reopened.close();
  });
});

describe('the change mark of a stream (what a document folded from the log is kept by)', () => {
  it('stays through writes to other kinds of stream and moves with one to its kind, an erasure or another connection', async () => {
    const path = file();
    const store = new SqliteEventStore(path);
    await store.append('question-a', [testEvent('Created')], 'no_stream');
    const mark = () => store.changeMark('question-a');
    const before = mark();
    await store.append('learner-x', [testEvent('Answered')]);
    await store.deleteStream('learner-x');
    expect(mark()).toBe(before);

    await store.append('question-b', [testEvent('Created')], 'no_stream');
    const afterOwn = mark();
    expect(afterOwn).not.toBe(before);

    await store.deleteStream('question-b');
    const afterErasure = mark();
    expect(afterErasure).not.toBe(afterOwn);

    // Another process appending to the same file (an operator's import) is seen at the next call.
    const other = new SqliteEventStore(path);
    await other.append('question-a', [testEvent('Edited')], 0);
    await other.close();
    expect(mark()).not.toBe(afterErasure);
    await store.close();
  });
});

describe('an append made durable before anyone relies on it (FULL, the default)', () => {
  it('is neither acknowledged nor read by projections until the write-ahead log is synced', async () => {
    const store = new SqliteEventStore(file());
    let acknowledged = false;
    const appended = store.append('question-a', [testEvent('Created')], 'no_stream').then(() => (acknowledged = true));
    // The group commit runs at the next turn; the sync it waits for is still in the thread pool at this one.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.readStream('question-a')).toHaveLength(1);
    expect(acknowledged).toBe(false);
    expect(await store.readAll()).toEqual([]);
    expect(await store.headPosition()).toBe(0);
    await appended;
    expect((await store.readAll()).map((e) => e.type)).toEqual(['Created']);
    expect(await store.headPosition()).toBe(1);
    await store.close();
  });

  it('is acknowledged at its commit where the log is not synced (NORMAL)', async () => {
    const store = new SqliteEventStore(file(), 20, { synchronous: 'NORMAL' });
    let acknowledged = false;
    const appended = store.append('question-a', [testEvent('Created')], 'no_stream').then(() => (acknowledged = true));
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.resolve();
    expect(acknowledged).toBe(true);
    expect(await store.readAll()).toHaveLength(1);
    await appended;
    await store.close();
  });
});
