import { afterAll, expect } from '@jest/globals';
import type { StartedTestContainer } from 'testcontainers';
import { contractSuite, uniqueName } from '../testing/contract-suite';
import { dockerUnavailableReason } from '../testing/docker';
import { testEvent } from '../testing/events';
import { eventStoreContract } from '../testing/event-store-contract';
import { BACKWARDS, END, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { KurrentEventStore, erasedMarkerType } from './kurrent-event-store';

// KurrentDB only runs in a container here: without a Docker engine every case reports itself skipped.
const skipReason = await dockerUnavailableReason();
let container: StartedTestContainer | undefined;

async function open() {
  if (!container) {
    const { GenericContainer, Wait } = await import('testcontainers');
    container = await new GenericContainer('kurrentplatform/kurrentdb:25.1')
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_MEM_DB: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
        KURRENTDB_ENABLE_ATOM_PUB_OVER_HTTP: 'false',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((s) => s < 300))
      .withStartupTimeout(120_000)
      .start();
  }
  return new KurrentEventStore(`kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`);
}

eventStoreContract('KurrentDB', open, skipReason);

/** Calls the adapter makes to the client, by method name. */
function countCalls(store: KurrentEventStore, methods: string[]) {
  const client = (store as unknown as { client: Record<string, (...args: unknown[]) => unknown> }).client;
  const calls: Record<string, number> = Object.fromEntries(methods.map((m) => [m, 0]));
  for (const m of methods) {
    const original = client[m].bind(client);
    client[m] = (...args: unknown[]) => {
      calls[m] += 1;
      return original(...args);
    };
  }
  return calls;
}

contractSuite('KurrentDB adapter', open, skipReason, [
  [
    'reads a page of many streams with a fixed number of calls, none per stream',
    async (store) => {
      const prefix = uniqueName('many');
      const start = await store.headPosition();
      await store.appendNewStreams(
        Array.from({ length: 300 }, (_, i) => ({ stream: `${prefix}_${i}`, events: [testEvent('E', { i })] })),
      );
      const calls = countCalls(store, ['getStreamMetadata', 'readStream', 'readAll']);
      const page = await store.readAll({ after: start, maxCount: 300 });
      expect(page).toHaveLength(300);
      expect(calls.getStreamMetadata).toBe(0);
      expect(calls.readStream + calls.readAll).toBeLessThanOrEqual(3);
    },
  ],
  [
    'leaves a marker without data as the erased stream’s last event, the one a scavenge keeps',
    async (store) => {
      const s = uniqueName('answers');
      await store.append(s, [testEvent('Answered', { secret: 1 }), testEvent('Answered', { secret: 2 })]);
      await store.deleteStream(s);
      const client = (store as unknown as { client: KurrentDBClient }).client;
      const raw: { type: string; data: unknown }[] = [];
      for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 50 }))
        if (resolved.event?.streamId === s) raw.push({ type: resolved.event.type, data: resolved.event.data });
      // Newest first: the marker, then the erased events that the next scavenge removes.
      expect(raw[0]).toEqual({ type: erasedMarkerType, data: {} });
      expect(raw.slice(1).map((e) => e.data)).toEqual([{ secret: 2 }, { secret: 1 }]);
    },
  ],
  [
    'gives as position the log position of each event (commit and prepare equal), readable as is',
    async (store) => {
      const s = uniqueName('pos');
      const result = await store.append(s, [testEvent('A'), testEvent('B')]);
      const [a, b] = await store.readStream(s);
      expect(b.position).toBe(result.position);
      expect(b.position).toBeGreaterThan(a.position);
      expect((await store.readEvent(a.position))?.id).toBe(a.id);
      expect(await store.readEvent(a.position + 1)).toBeNull();
    },
  ],
]);

afterAll(async () => {
  await container?.stop();
}, 60_000);
