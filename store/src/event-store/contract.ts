import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@lebe/domain';
import { testEvent } from '../testing/events';
import { WrongExpectedRevisionError, type EventStore } from './port';

/** The behaviour every event store adapter must show. `open` gives a fresh, empty store. */
export function eventStoreContract(name: string, open: () => Promise<EventStore>, skipReason: string | null = null) {
  if (skipReason) {
    describe(`${name} event store contract`, () => {
      it.skip(`skipped: ${skipReason}`, () => undefined);
    });
    return;
  }
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let n = 0;
    const stream = () => `test-${Date.now().toString(36)}${(n++).toString(36)}`;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => store.close());

    it('appends to a new stream with no_stream and reads it back in order with revisions', async () => {
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
    });

    it('gives events that serialise to JSON with their envelope, data and metadata', async () => {
      const s = stream();
      const written = testEvent('A', { nested: { list: [1, 'two'] } }, 'u1');
      await store.append(s, [written]);
      const [read] = await store.readAll({ after: (await store.headPosition()) - 1, maxCount: 1 });
      const { id, position } = read;
      expect(JSON.parse(JSON.stringify(read))).toEqual({ id, streamName: s, revision: 0, position, ...written });
    });

    it('appends to several streams at once, all or nothing', async () => {
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
        { stream: c, events: [testEvent('C')], expected: 0 },
      ]);
      expect(position).toBe(await store.headPosition());
      expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B1', 'B2']);
      expect((await store.readStream(c)).map((e) => e.type)).toEqual(['Taken', 'C']);
    });

    it('refuses a wrong expected revision and writes nothing', async () => {
      const s = stream();
      await store.append(s, [testEvent('A')], 'no_stream');
      const head = await store.headPosition();
      await expect(store.append(s, [testEvent('B')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(s, [testEvent('B')], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(stream(), [testEvent('B')], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(await store.readStream(s)).toHaveLength(1);
      expect(await store.headPosition()).toBe(head);
      const ok = await store.append(s, [testEvent('C')], 0);
      expect(ok.nextExpectedRevision).toBe(1);
      await store.append(s, [testEvent('D')], 'any');
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'C', 'D']);
    });

    it('lets exactly one of two concurrent appends with the same expectation win', async () => {
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
    });

    it('gives strictly increasing global positions across streams', async () => {
      const start = await store.headPosition();
      for (let i = 0; i < 5; i++) await store.append(stream(), [testEvent('P', { i }), testEvent('Q', { i })]);
      const all = await store.readAll({ after: start, maxCount: 100 });
      expect(all).toHaveLength(10);
      for (let i = 1; i < all.length; i++) expect(all[i].position).toBeGreaterThan(all[i - 1].position);
      expect(all.map((e) => e.data)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4].map((i) => ({ i })));
      expect(await store.headPosition()).toBe(all[all.length - 1].position);
      const tail = await store.readAll({ after: all[4].position, maxCount: 100 });
      expect(tail.map((e) => e.position)).toEqual(all.slice(5).map((e) => e.position));
    });

    it('reads the log backwards from the head or before a position, newest first', async () => {
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
    });

    it('resumes a subscription from a checkpoint and sees every later event exactly once', async () => {
      const s = stream();
      const start = await store.headPosition();
      for (let i = 0; i < 10; i++) await store.append(s, [testEvent('Tick', { i })]);
      const seen: RecordedEvent[] = [];
      const untilSeen = (count: number) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`saw ${seen.length} of ${count}`)), 10000);
          const check = setInterval(() => {
            if (seen.filter((e) => e.streamName === s).length >= count) {
              clearTimeout(timer);
              clearInterval(check);
              resolve();
            }
          }, 10);
        });
      const first = store.subscribe({ after: start }, (e) => {
        seen.push(e);
      });
      await untilSeen(10);
      await first.close();
      const checkpoint = seen[seen.length - 1].position;

      for (let i = 10; i < 15; i++) await store.append(s, [testEvent('Tick', { i })]);
      const second = store.subscribe({ after: checkpoint }, (e) => {
        seen.push(e);
      });
      await untilSeen(15);
      for (let i = 15; i < 20; i++) await store.append(s, [testEvent('Tick', { i })]); // live
      await untilSeen(20);
      await second.close();
      const mine = seen.filter((e) => e.streamName === s).map((e) => (e.data as { i: number }).i);
      expect(mine).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });
  });
}
