import { expect } from '@jest/globals';
import type { RecordedEvent } from '@lebe/domain';
import { testEvent } from './events';
import { contractSuite, uniqueName, type ContractCase } from './contract-suite';
import { subscribed } from './event-store-contract-subscribed';
import { concurrencyCases } from './event-store-contract-concurrency';
import { erasureCases } from './event-store-contract-erasure';
import { WrongExpectedRevisionError, type EventStore } from '../event-store/port';

const stream = () => uniqueName('test');

/** The behaviour every event store adapter must show. `open` gives a fresh, empty store. */
export function eventStoreContract(name: string, open: () => Promise<EventStore>, skipReason: string | null = null) {
  contractSuite(`${name} event store contract`, open, skipReason, [
    ...basicCases,
    ...positionCases,
    ...erasureCases,
    ...concurrencyCases,
  ]);
}

const basicCases: ContractCase<EventStore>[] = [
  [
    'appends to a new stream with no_stream and reads it back in order with revisions',
    async (store) => {
      const s = stream();
      const result = await store.append(s, [testEvent('A', { i: 1 }, 'u1'), testEvent('B', { i: 2 })], 'no_stream');
      expect(result.nextExpectedRevision).toBe(1);
      const events = await store.readStream(s);
      expect(events.map((e) => [e.type, e.data, e.revision, e.streamName])).toEqual([
        ['A', { i: 1 }, 0, s],
        ['B', { i: 2 }, 1, s],
      ]);
      expect(events[0].metadata).toEqual(testEvent('A', {}, 'u1').metadata);
      expect(events[1].position).toBe(result.position);
      expect(events[0].position).toBeLessThan(events[1].position);
      expect((await store.readStream(s, { fromRevision: 1 })).map((e) => e.type)).toEqual(['B']);
    },
  ],
  [
    'gives events that serialise to JSON with their envelope, data and metadata',
    async (store) => {
      const s = stream();
      const written = testEvent('A', { nested: { list: [1, 'two'] } }, 'u1');
      const { position } = await store.append(s, [written]);
      const [read] = await store.readAll({ from: position, maxCount: 1 });
      expect(JSON.parse(JSON.stringify(read))).toEqual({
        id: read.id,
        streamName: s,
        revision: 0,
        position,
        ...written,
      });
    },
  ],
  [
    'appends to several streams at once, all or nothing',
    async (store) => {
      const [a, b, c] = [stream(), stream(), stream()];
      await store.append(c, [testEvent('Taken')], 'no_stream');
      const head = await store.headPosition();
      await expect(
        store.appendMany([
          { stream: a, events: [testEvent('A')], expected: 'no_stream' },
          { stream: c, events: [testEvent('C')], expected: 'no_stream' },
        ]),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(a)).toHaveLength(0);
      expect(await store.headPosition()).toBe(head);
      const { position } = await store.appendMany([
        { stream: a, events: [testEvent('A')], expected: 'no_stream' },
        { stream: b, events: [testEvent('B1'), testEvent('B2')], expected: 'no_stream' },
        { stream: c, events: [testEvent('C', {}, 'u9')], expected: 0 },
      ]);
      expect(position).toBe(await store.headPosition());
      expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B1', 'B2']);
      expect((await store.readStream(c)).map((e) => e.type)).toEqual(['Taken', 'C']);
      // Metadata comes back as written, a null actor and a numeric schema version included.
      expect((await store.readStream(b))[0].metadata).toEqual(testEvent('B1').metadata);
      const [withActor] = await store.readStream(c, { fromRevision: 1 });
      expect(withActor.metadata).toEqual(testEvent('C', {}, 'u9').metadata);
    },
  ],
  [
    'refuses a wrong expected revision and writes nothing',
    async (store) => {
      const s = stream();
      await store.append(s, [testEvent('A')], 'no_stream');
      const head = await store.headPosition();
      await expect(store.append(s, [testEvent('B')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(s, [testEvent('B')], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(stream(), [testEvent('B')], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(stream(), [testEvent('B')], 0)).rejects.toMatchObject({ actual: 'no_stream' });
      expect(await store.readStream(s)).toHaveLength(1);
      expect(await store.headPosition()).toBe(head);
      const ok = await store.append(s, [testEvent('C')], 0);
      expect(ok.nextExpectedRevision).toBe(1);
      await store.append(s, [testEvent('D')], 'stream_exists');
      await store.append(s, [testEvent('E')], 'any');
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'C', 'D', 'E']);
    },
  ],
  [
    'lets exactly one of two concurrent appends with the same expectation win',
    async (store) => {
      const s = stream();
      await store.append(s, [testEvent('Created')], 'no_stream');
      const results = await Promise.allSettled([
        store.append(s, [testEvent('Left')], 0),
        store.append(s, [testEvent('Right')], 0),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(s)).toHaveLength(2);
    },
  ],
  [
    'resumes a subscription from a checkpoint and sees every later event exactly once',
    async (store) => {
      const s = stream();
      const start = await store.headPosition();
      for (let i = 0; i < 10; i++) await store.append(s, [testEvent('Tick', { i })]);
      const mine = (seen: RecordedEvent[]) => seen.filter((e) => e.streamName === s);
      const first = await subscribed(store, start, (seen) => mine(seen).length >= 10);
      const checkpoint = mine(first)[9].position;
      for (let i = 10; i < 15; i++) await store.append(s, [testEvent('Tick', { i })]);
      const live = (async () => {
        await new Promise((r) => setTimeout(r, 50));
        for (let i = 15; i < 20; i++) await store.append(s, [testEvent('Tick', { i })]);
      })();
      const second = await subscribed(store, checkpoint, (seen) => mine(seen).length >= 10);
      await live;
      const numbers = [...mine(first), ...mine(second)].map((e) => (e.data as { i: number }).i);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i));
    },
  ],
];

const positionCases: ContractCase<EventStore>[] = [
  [
    'gives strictly increasing global positions across streams and within an append',
    async (store) => {
      const start = await store.headPosition();
      for (let i = 0; i < 5; i++) await store.append(stream(), [testEvent('P', { i }), testEvent('Q', { i })]);
      const all = await store.readAll({ after: start, maxCount: 100 });
      expect(all).toHaveLength(10);
      for (let i = 1; i < all.length; i++) expect(all[i].position).toBeGreaterThan(all[i - 1].position);
      expect(all.map((e) => e.data)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4].map((i) => ({ i })));
      expect(await store.headPosition()).toBe(all[all.length - 1].position);
      // Pages that end inside an append lose nothing.
      const paged: number[] = [];
      for (let after = start; ;) {
        const page = await store.readAll({ after, maxCount: 3 });
        if (page.length === 0) break;
        paged.push(...page.map((e) => e.position));
        after = page[page.length - 1].position;
      }
      expect(paged).toEqual(all.map((e) => e.position));
    },
  ],
  [
    'reads the event at a position, and from a position on, including one inside a multi-event append',
    async (store) => {
      const s = stream();
      const start = await store.headPosition();
      await store.append(s, [testEvent('A'), testEvent('B'), testEvent('C')]);
      const written = await store.readAll({ after: start, maxCount: 10 });
      const [, b] = written;
      expect((await store.readEvent(b.position))?.type).toBe('B');
      expect((await store.readEvent(written[0].position))?.type).toBe('A');
      expect((await store.readAll({ from: b.position, maxCount: 5 })).map((e) => e.type)).toEqual(['B', 'C']);
      expect((await store.readAll({ from: written[0].position, maxCount: 1 })).map((e) => e.type)).toEqual(['A']);
    },
  ],
  [
    'reads the log backwards from the head or before a position, newest first',
    async (store) => {
      const start = await store.headPosition();
      for (let i = 0; i < 3; i++) await store.append(stream(), [testEvent('B', { i }), testEvent('B', { i: i + 10 })]);
      const forwards = await store.readAll({ after: start, maxCount: 100 });
      const newest = await store.readAllBackwards({ maxCount: 4 });
      expect(newest.map((e) => e.position)).toEqual(
        forwards
          .slice(-4)
          .reverse()
          .map((e) => e.position),
      );
      const older = await store.readAllBackwards({ before: newest[3].position, maxCount: 2 });
      expect(older.map((e) => e.data)).toEqual([{ i: 10 }, { i: 0 }]);
      expect(await store.readAllBackwards({ before: forwards[0].position, maxCount: 1 })).toEqual(
        start > 0 ? [expect.objectContaining({ position: start })] : [],
      );
    },
  ],
  [
    'counts the events after a position, up to a limit (positions are not counts)',
    async (store) => {
      const start = await store.headPosition();
      await store.append(stream(), [testEvent('N'), testEvent('N')]);
      for (let i = 0; i < 3; i++) await store.append(stream(), [testEvent('N', { i })]);
      expect(await store.countAfter(start)).toBe(5);
      expect(await store.countAfter(start, 3)).toBe(3);
      const [, second] = await store.readAll({ after: start, maxCount: 2 });
      expect(await store.countAfter(second.position)).toBe(3);
      expect(await store.countAfter(await store.headPosition())).toBe(0);
    },
  ],
];
