import { expect } from '@jest/globals';
import type { RecordedEvent } from '@lebe/domain';
import { testEvent } from './events';
import { eventually, uniqueName, type ContractCase } from './contract-suite';
import type { EventStore } from '../event-store/port';

/**
 * Concurrent appenders commit in any order. A log whose positions are handed out before commit (a
 * sequence in PostgreSQL) can show a reader position 12 while 11 is still uncommitted: a reader that
 * then moves its checkpoint to 12 never sees 11. Every adapter must hide 12 until 11 is settled.
 */
export const concurrencyCases: ContractCase<EventStore>[] = [
  [
    'never lets a reader following concurrent appenders skip an event that commits late',
    async (store) => {
      const prefix = uniqueName('race');
      const writers = 8;
      const perWriter = 40;
      const size = (i: number) => 1 + (i % 3); // appends of one to three events
      const expected = writers * Array.from({ length: perWriter }, (_, i) => size(i)).reduce((a, b) => a + b);
      const start = await store.headPosition();
      const seen: RecordedEvent[] = [];
      let after = start;
      let following = true;
      const follower = (async () => {
        while (following) {
          const page = await store.readAll({ after, maxCount: 7 });
          for (const e of page) seen.push(e);
          if (page.length > 0) after = page[page.length - 1].position;
          // An in-process adapter answers in microtasks: give timers and I/O their turn.
          await new Promise((r) => setImmediate(r));
        }
      })();
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < perWriter; i++) {
            const events = Array.from({ length: size(i) }, (_, k) => testEvent('Raced', { w, i, k }));
            await store.append(`${prefix}_${w}`, events);
          }
        }),
      );
      try {
        await eventually(
          `the follower saw all ${expected} events`,
          () => seen.filter((e) => e.streamName.startsWith(prefix)).length >= expected,
          20_000,
        );
      } finally {
        following = false;
        await follower;
      }
      for (let i = 1; i < seen.length; i++) expect(seen[i].position).toBeGreaterThan(seen[i - 1].position);
      const mine = seen.filter((e) => e.streamName.startsWith(prefix));
      expect(mine).toHaveLength(expected);
      expect(new Set(mine.map((e) => e.id)).size).toBe(expected);
    },
    60_000,
  ],
];
