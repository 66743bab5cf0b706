import { expect } from '@jest/globals';
import { testEvent } from './events';
import { uniqueName, type ContractCase } from './contract-suite';
import { subscribed } from './event-store-contract-subscribed';
import { WrongExpectedRevisionError, type EventStore } from '../event-store/port';

/** Erasure (deleteStream) and bulk creation (appendNewStreams): what a rebuild, an export and an import rely on. */
export const erasureCases: ContractCase<EventStore>[] = [
  [
    'erases a stream: readStream, readAll, readAllBackwards, readEvent and subscriptions no longer see it',
    async (store) => {
      const [keep, gone] = [uniqueName('keep'), uniqueName('gone')];
      const start = await store.headPosition();
      await store.append(keep, [testEvent('K', { i: 0 })]);
      await store.append(gone, [testEvent('G', { i: 0 }), testEvent('G', { i: 1 })]);
      await store.append(keep, [testEvent('K', { i: 1 })]);
      const written = await store.readAll({ after: start, maxCount: 10 });
      expect(written).toHaveLength(4);
      const erased = written.filter((e) => e.streamName === gone);

      expect(await store.deleteStream(gone)).toBe(2);
      expect(await store.readStream(gone)).toEqual([]);
      // Nothing of the stream is left to read or count, not even a trace of the erasure itself.
      expect(await store.countAfter(start)).toBe(2);
      expect(await store.headPosition()).toBe(written[3].position);
      const visible = (await store.readAll({ after: start, maxCount: 10 })).map((e) => e.data);
      expect(visible).toEqual([{ i: 0 }, { i: 1 }]);
      const backwards = await store.readAllBackwards({ maxCount: 10 });
      expect(backwards.filter((e) => e.position > start).map((e) => e.data)).toEqual([{ i: 1 }, { i: 0 }]);
      for (const e of erased) expect(await store.readEvent(e.position)).toBeNull();
      expect(await store.readAll({ from: erased[0].position, maxCount: 1 })).toEqual([
        expect.objectContaining({ streamName: keep, data: { i: 1 } }),
      ]);
      // A subscription from before the erasure, told to stop once it reaches a later sentinel event.
      const sentinel = uniqueName('sentinel');
      await store.append(sentinel, [testEvent('S')]);
      const seen = await subscribed(store, start, (s) => s.some((e) => e.streamName === sentinel));
      expect(seen.map((e) => e.streamName)).toEqual([keep, keep, sentinel]);
      expect(await store.deleteStream(gone)).toBe(0);
    },
  ],
  [
    'writes an erased stream again as a new stream, at positions after every earlier one',
    async (store) => {
      const s = uniqueName('rewritten');
      await store.append(s, [testEvent('Old', { i: 0 }), testEvent('Old', { i: 1 })], 'no_stream');
      const head = await store.headPosition();
      await store.deleteStream(s);
      await expect(store.append(s, [testEvent('Again')], 'stream_exists')).rejects.toThrow();
      const again = await store.append(s, [testEvent('New', { i: 2 })], 'no_stream');
      expect(again.position).toBeGreaterThan(head);
      const next = await store.append(s, [testEvent('New', { i: 3 })], again.nextExpectedRevision);
      expect(next.nextExpectedRevision).toBe(again.nextExpectedRevision + 1);
      expect((await store.readStream(s)).map((e) => e.data)).toEqual([{ i: 2 }, { i: 3 }]);
      const tail = await store.readAll({ after: head, maxCount: 10 });
      expect(tail.filter((e) => e.streamName === s).map((e) => e.data)).toEqual([{ i: 2 }, { i: 3 }]);
    },
  ],
  [
    'refuses every expected revision on an erased stream, alone or with other streams, and writes nothing',
    async (store) => {
      const s = uniqueName('erased');
      const other = uniqueName('other');
      await store.append(s, [testEvent('Old', { i: 0 }), testEvent('Old', { i: 1 })], 'no_stream');
      await store.deleteStream(s);
      const head = await store.headPosition();
      // 0 and 1 were its revisions; 2 and 3 are where an adapter may have left a marker of the erasure.
      for (const expected of [0, 1, 2, 3]) {
        await expect(store.append(s, [testEvent('Revived')], expected)).rejects.toMatchObject({
          name: 'WrongExpectedRevisionError',
          actual: 'no_stream',
        });
        await expect(
          store.appendMany([
            { stream: other, events: [testEvent('O')], expected: 'no_stream' },
            { stream: s, events: [testEvent('Revived')], expected },
          ]),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(s)).toEqual([]);
      expect(await store.readStream(other)).toEqual([]);
      expect(await store.headPosition()).toBe(head);
      // Created anew, by one stream's append or with others, it is a new stream again.
      await store.appendMany([
        { stream: other, events: [testEvent('O')], expected: 'no_stream' },
        { stream: s, events: [testEvent('New', { i: 2 })], expected: 'no_stream' },
      ]);
      expect((await store.readStream(s)).map((e) => e.data)).toEqual([{ i: 2 }]);
      await store.deleteStream(s);
      const again = await store.append(s, [testEvent('New', { i: 3 })], 'no_stream');
      await expect(store.append(s, [testEvent('Stale')], again.nextExpectedRevision - 1)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.readStream(s)).map((e) => e.data)).toEqual([{ i: 3 }]);
    },
  ],
  [
    'creates only the streams that do not exist yet, in one call, and nothing the second time',
    async (store) => {
      const existing = uniqueName('existing');
      await store.append(existing, [testEvent('Old')]);
      const fresh = [uniqueName('new'), uniqueName('new'), uniqueName('new')];
      const batch = [
        { stream: fresh[0], events: [testEvent('N', { i: 0 })] },
        { stream: existing, events: [testEvent('N', { i: 9 })] },
        { stream: fresh[1], events: [testEvent('N', { i: 1 }), testEvent('N', { i: 2 })] },
        { stream: fresh[2], events: [testEvent('N', { i: 3 })] },
      ];
      const start = await store.headPosition();
      const result = await store.appendNewStreams(batch);
      expect(result).toEqual({ created: 3, position: await store.headPosition() });
      expect((await store.readStream(existing)).map((e) => e.type)).toEqual(['Old']);
      expect((await store.readStream(fresh[1])).map((e) => [e.revision, e.data])).toEqual([
        [0, { i: 1 }],
        [1, { i: 2 }],
      ]);
      expect(await store.countAfter(start)).toBe(4);
      expect(await store.appendNewStreams(batch)).toEqual({ created: 0, position: 0 });
      expect(await store.headPosition()).toBe(result.position);
    },
  ],
  [
    'creates a thousand new streams in one call',
    async (store) => {
      const prefix = uniqueName('bulk');
      const batch = Array.from({ length: 1000 }, (_, i) => ({
        stream: `${prefix}_${i}`,
        events: [testEvent('Created', { i })],
      }));
      const start = await store.headPosition();
      const result = await store.appendNewStreams(batch.slice(0, 400));
      expect(result.created).toBe(400);
      expect((await store.appendNewStreams(batch)).created).toBe(600);
      const read = await store.readAll({ after: start, maxCount: 2000 });
      expect(read.map((e) => e.streamName).sort()).toEqual(batch.map((b) => b.stream).sort());
      expect(read.every((e) => e.revision === 0)).toBe(true);
    },
    60_000,
  ],
];
