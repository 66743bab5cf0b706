import { afterEach, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { SqliteEventStore } from '@lebe/store';
import { testEvent } from '@lebe/store/testing/events';
import { tempStores } from '@lebe/testing/stores';
import { latestDocumentFromLog } from './from-log';
import type { DocumentProjection } from './projection';

type Titled = { type: 'Titled'; data: { title: string } };
const titles: DocumentProjection<Titled, { _id: string; title: string }> = {
  kind: 'document',
  name: 'titles',
  collection: { name: 'titles' },
  handles: ['Titled'],
  targets: (e) => e.streamName,
  evolve: (_doc, e, id) => ({ _id: id, title: e.data.title }),
};

let stores: ReturnType<typeof tempStores>;
afterEach(async () => {
  await stores.events.close();
  await stores.read.close();
});

describe('a document kept from the log (a question read by every answer to it)', () => {
  it('is the stream as it is now after an edit here or by another process, and kept through other writes', async () => {
    stores = tempStores();
    const { events } = stores;
    await events.append('question-q1', [testEvent('Titled', { title: 'first' })], 'no_stream');
    const title = async () => (await latestDocumentFromLog(events, titles, 'question-q1', 'question-q1'))?.title;
    expect(await title()).toBe('first');

    await events.append('learner-l1', [testEvent('Answered', {})]);
    expect(await title()).toBe('first');

    await events.append('question-q1', [testEvent('Titled', { title: 'edited here' })], 0);
    expect(await title()).toBe('edited here');

    const other = new SqliteEventStore(join(stores.dir, 'events.sqlite'));
    await other.append('question-q1', [testEvent('Titled', { title: 'edited elsewhere' })], 1);
    await other.close();
    expect(await title()).toBe('edited elsewhere');
  });
});
