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
