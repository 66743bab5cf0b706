import { afterEach, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import type { EventMetadata } from '@lebe/domain';
import { testEvent } from '../testing/events';
import { KurrentEventStore } from './kurrent-event-store';
import { decodeMetadata, encodeMetadata } from './kurrent-metadata';

/**
 * What the real client (@kurrent/kurrentdb-client) does before and without a server: these run here,
 * where no KurrentDB can (the contract runs where Docker exists). The client is the real one; only the
 * gRPC transport under it is replaced, so its own checks and message building run as in production.
 */

type Client = Record<string, unknown>;
const opened: KurrentEventStore[] = [];
const clientOf = (store: KurrentEventStore) => (store as unknown as { client: Client }).client;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

/** A store whose client talks to a fake StreamsService: multi-stream appends are captured and answered. */
function storeWithFakeMultiAppend() {
  const store = new KurrentEventStore('kurrentdb://127.0.0.1:1?tls=false');
  opened.push(store);
  const client = clientOf(store);
  const sent: { stream: string; properties: Record<string, string> }[][] = [];
  client.supports = async () => true;
  // The erasure registry is read before some appends: here it is empty.
  client.readStream = () => (async function* () {})();
  client.getGRPCClient = async () => ({
    appendSession(_metadata: unknown, _options: unknown, done: (error: unknown, response: unknown) => void) {
      const requests: { stream: string; properties: Record<string, string> }[] = [];
      return new Writable({
        objectMode: true,
        write(message: AppendRequestMessage, _encoding, callback) {
          try {
            for (const record of message.getRecordsList()) {
              const properties: Record<string, string> = {};
              record.getPropertiesMap().forEach((value, key) => (properties[key] = value.getStringValue()));
              requests.push({ stream: message.getStream(), properties });
            }
            callback();
          } catch (error) {
            callback(error as Error);
          }
        },
        final(callback) {
          sent.push(requests);
          done(null, { getOutputList: () => [], getPosition: () => '4242' });
          callback();
        },
      });
    },
  });
  return { store, sent };
}

interface AppendRequestMessage {
  getStream(): string;
  getRecordsList(): {
    getPropertiesMap(): { forEach(each: (value: { getStringValue(): string }, key: string) => void): void };
  }[];
}

describe('KurrentDB adapter without a server', () => {
  it('appends to several streams through the real client, whose multi-stream append takes string metadata only', async () => {
    const { store, sent } = storeWithFakeMultiAppend();
    const withCausation: EventMetadata = { ...testEvent('B').metadata, actor: 'u1', causationId: 'c1' };
    const result = await store.appendMany([
      { stream: 'a', events: [testEvent('A')], expected: 'no_stream' },
      { stream: 'b', events: [{ ...testEvent('B'), metadata: withCausation }], expected: 3 },
    ]);
    expect(result).toEqual({ position: 4242 });
    expect(sent).toHaveLength(1);
    const [a, b] = sent[0];
    expect(a.stream).toBe('a');
    // What the server stores and hands back as the event's metadata decodes to what was appended.
    expect(decodeMetadata(a.properties)).toEqual(testEvent('A').metadata);
    expect(decodeMetadata(b.properties)).toEqual(withCausation);
  });

  it('shows why: the client refuses the metadata as the domain writes it (a number and a null)', async () => {
    const { store } = storeWithFakeMultiAppend();
    const client = clientOf(store) as { multiStreamAppend(requests: unknown[]): Promise<unknown> };
    const { jsonEvent } = await import('@kurrent/kurrentdb-client');
    const raw = testEvent('A');
    await expect(
      client.multiStreamAppend([
        {
          streamName: 'a',
          expectedState: 'any',
          events: [jsonEvent({ type: raw.type, data: {}, metadata: { ...raw.metadata } })],
        },
      ]),
    ).rejects.toThrow(/string keys and string values/);
  });
});

describe('KurrentDB metadata in string form', () => {
  it('round-trips every value the domain puts in metadata', () => {
    const cases: EventMetadata[] = [
      testEvent('A').metadata,
      { actor: 'u1', correlationId: '42', causationId: 'null', time: '2025-01-01T00:00:00.000Z', schemaVersion: 3 },
    ];
    for (const metadata of cases) {
      const encoded = encodeMetadata(metadata);
      expect(Object.values(encoded).every((v) => typeof v === 'string')).toBe(true);
      expect(decodeMetadata(JSON.parse(JSON.stringify(encoded)))).toEqual(metadata);
    }
    expect(encodeMetadata({ ...testEvent('A').metadata, causationId: undefined })).not.toHaveProperty('causationId');
  });

  it('reads metadata written before the string form as it was, and leaves out the server’s $ properties', () => {
    const legacy = { actor: 'u1', correlationId: 'c-1', time: '1970-01-01T00:00:00.000Z', schemaVersion: 1 };
    expect(decodeMetadata(legacy)).toEqual(legacy);
    expect(decodeMetadata({ ...encodeMetadata(legacy as EventMetadata), $correlationId: 'x' })).toEqual(legacy);
  });
});

/** A gRPC failure as @grpc/grpc-js reports it, with no KurrentDB error details. */
function grpcFailure(code: number, details: string) {
  return Object.assign(new Error(`${code} ${details}`), {
    code,
    details,
    metadata: { get: () => [], getMap: () => ({}) },
  });
}

/** A store whose client reads nothing from the erasure registry and fails every read of $all with `failure`. */
async function storeFailingReads(failure: unknown) {
  const { convertToCommandError } = await import('@kurrent/kurrentdb-client');
  const store = new KurrentEventStore('kurrentdb://127.0.0.1:1?tls=false');
  opened.push(store);
  const client = clientOf(store);
  client.readStream = () => (async function* () {})();
  client.readAll = () => ({
    [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(convertToCommandError(failure as Error)) }),
  });
  return store;
}

describe('KurrentDB readEvent without a server', () => {
  it('answers null where the server refuses a position that is not the start of a record', async () => {
    const store = await storeFailingReads(grpcFailure(3, 'Trying to read from an invalid position.'));
    expect(await store.readEvent(12345)).toBeNull();
  });

  it('answers null on the client’s not-found error', async () => {
    expect(await (await storeFailingReads(grpcFailure(5, 'Not found'))).readEvent(1)).toBeNull();
  });

  it('passes on every other failure instead of calling it "no event there"', async () => {
    for (const failure of [
      grpcFailure(14, 'No connection established'),
      grpcFailure(2, 'Stream removed'),
      grpcFailure(3, 'Bad request'),
      grpcFailure(4, 'Deadline exceeded'),
    ]) {
      const store = await storeFailingReads(failure);
      await expect(store.readEvent(1)).rejects.toMatchObject({ code: failure.code });
    }
  });
});

describe('KurrentDB erasure without a server', () => {
  it('records the erasure, then appends a marker as the last event, then soft-deletes', async () => {
    const store = new KurrentEventStore('kurrentdb://127.0.0.1:1?tls=false');
    opened.push(store);
    const client = clientOf(store);
    const calls: string[] = [];
    const registry: unknown[] = [];
    const event = (streamId: string, revision: number, type: string, data: unknown) => ({
      event: {
        id: `${streamId}-${revision}`,
        streamId,
        revision: BigInt(revision),
        type,
        data,
        metadata: {},
        isJson: true,
        position: { commit: BigInt(100 + revision), prepare: BigInt(100 + revision) },
      },
    });
    client.readStream = (name: string, options: { fromRevision?: bigint }) =>
      (async function* () {
        if (name === 'lebe.erasures') {
          for (const [i, data] of registry.entries())
            if (BigInt(i) >= (options.fromRevision ?? 0n)) yield event(name, i, 'StreamErased', data);
        } else {
          yield event(name, 0, 'Answered', { a: 1 });
          yield event(name, 1, 'Answered', { a: 2 });
        }
      })();
    client.appendToStream = async (name: string, data: { type: string; data: unknown }, options?: unknown) => {
      calls.push(
        `append ${name} ${data.type} ${JSON.stringify(data.data)} ${JSON.stringify(options ?? {}, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
      );
      if (name === 'lebe.erasures') registry.push(data.data);
      return { success: true, nextExpectedRevision: 2n, position: { commit: 9n, prepare: 9n } };
    };
    client.deleteStream = async (name: string) => {
      calls.push(`delete ${name}`);
      return {};
    };
    expect(await store.deleteStream('answers-u1')).toBe(2);
    expect(calls).toEqual([
      'append lebe.erasures StreamErased {"stream":"answers-u1","truncateBefore":3} {}',
      'append answers-u1 lebe.StreamErased {} {"streamState":"1n"}',
      'delete answers-u1',
    ]);
    // From then on the port refuses an expected revision of the erased stream, the marker's included.
    for (const expected of [1, 2])
      await expect(store.append('answers-u1', [testEvent('Revived')], expected)).rejects.toMatchObject({
        name: 'WrongExpectedRevisionError',
      });
  });
});
