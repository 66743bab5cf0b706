import { EventEmitter } from 'node:events';
import {
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { NewEvent, RecordedEvent } from '@lebe/domain';
import { ErasureRegistry, erasureRefreshMs } from './kurrent-erasures';
import { decodeMetadata, encodeMetadata } from './kurrent-metadata';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type NewStream,
  type NewStreamsResult,
  type ReadAllBackwardsOptions,
  type ReadAllOptions,
  type StreamWrite,
  type Subscription,
} from './port';

type Resolved = ResolvedEvent | AllStreamResolvedEvent;
/** The event an erasure leaves as its stream's last (see deleteStream); hidden like the erased events. */
export const erasedMarkerType = 'lebe.StreamErased';
/** Appends in flight at once when creating many streams. */
const createConcurrency = 32;

function streamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return 'any';
  return BigInt(expected);
}

const errorType = (error: unknown) => (error as { type?: string } | null)?.type;

/** An event as both kinds of append send it: JSON data, metadata in string form (kurrent-metadata.ts). */
const eventData = (e: NewEvent) =>
  jsonEvent({ type: e.type, data: e.data as Record<string, unknown>, metadata: encodeMetadata(e.metadata) });

/**
 * An event's position is the byte offset of its record in the transaction log. Every event of an append
 * is its own record, whose commit and prepare positions are equal (explicit transactions, which made
 * them differ, are gone since EventStoreDB 24), so {commit: p, prepare: p} is where it can be read.
 */
function positionOf(resolved: Resolved): number {
  const position = resolved.event?.position;
  const at = position?.prepare ?? resolved.commitPosition;
  if (at === undefined) throw new Error('KurrentDB returned an event without a position');
  return Number(at);
}

/** gRPC's INVALID_ARGUMENT status code. */
const invalidArgument = 3;

/**
 * Whether a read from a position failed because nothing is there: the client's not-found error, or the
 * server's refusal of a number that is not the position of a record ("Trying to read from an invalid
 * position.", gRPC INVALID_ARGUMENT, which the client hands on as an unknown error). Anything else (a
 * lost connection, a timeout, a denied access, another unknown error) is a failure, never "no event".
 */
export function isNothingAt(error: unknown): boolean {
  const e = error as { type?: string; code?: number; message?: string } | null;
  if (e?.type === ErrorType.NOT_FOUND) return true;
  return e?.type === ErrorType.UNKNOWN && e.code === invalidArgument && /invalid position/i.test(e.message ?? '');
}

const logPosition = (p: number) => ({ commit: BigInt(p), prepare: BigInt(p) });

function toRecorded(resolved: Resolved): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$')) return null;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: Number(event.revision),
    position: positionOf(resolved),
    type: event.type,
    data: event.data,
    metadata: decodeMetadata(event.metadata),
  };
}

/**
 * The event log on KurrentDB (EventStoreDB). Global positions are log positions (byte offsets, see
 * positionOf): increasing but far from dense, so counts come from countAfter. System events ($-prefixed
 * types) are never handed out. Metadata (actor, correlationId, time, schemaVersion) travels as the
 * event's JSON metadata, each value as its JSON text (kurrent-metadata.ts: what multi-stream appends accept).
 *
 * Erasure: `deleteStream` records the erasure in a registry stream (ErasureRegistry), appends a marker
 * and soft-deletes the stream, so KurrentDB drops the events at the next scavenge, all but the marker
 * (operators schedule scavenges: docs/analysts.md). Until then $all still holds them, and every read
 * hides them by the registry. The stream can be written again; its revisions then continue after the
 * erased ones (and the marker), and no expected revision below them is met.
 */
export class KurrentEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentDBClient;
  private readonly appended = new EventEmitter();
  private readonly erasures: ErasureRegistry;

  constructor(url: string) {
    this.client = KurrentDBClient.connectionString(url);
    this.erasures = new ErasureRegistry(this.client);
    this.appended.setMaxListeners(0);
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision = 'any'): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    let state = streamState(expected);
    await this.refuseErased(stream, expected);
    const data = events.map(eventData);
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.client.appendToStream(stream, data, { streamState: state });
        if (!result.position) throw new Error('KurrentDB did not return the position of the append');
        // A one-event append is one record, at the returned position. Of a longer one KurrentDB returns
        // the transaction's (its first event's), but the port promises the last event's.
        const revision = Number(result.nextExpectedRevision);
        const last = events.length > 1 ? await this.readStream(stream, { fromRevision: revision, maxCount: 1 }) : [];
        const position = last[0]?.position ?? Number(result.position.prepare);
        this.appended.emit('appended', position);
        return { nextExpectedRevision: revision, position };
      } catch (error) {
        if (errorType(error) !== ErrorType.WRONG_EXPECTED_VERSION) throw error;
        const revision = await this.conflictRevision(stream, error);
        // A soft-deleted stream still has its last revision on the server: to the port it does not exist.
        if (expected === 'no_stream' && revision.erasedWhole && attempt === 0) {
          state = BigInt(revision.onServer);
          continue;
        }
        throw new WrongExpectedRevisionError(stream, expected, revision.actual);
      }
    }
  }

  /**
   * What a refused append met: the stream's revision on the server, and as the port sees it ('no_stream'
   * when the stream is missing or erased whole: a soft-deleted stream keeps its last revision there).
   */
  private async conflictRevision(stream: string, error: unknown) {
    const state = (error as { actualState?: bigint | string }).actualState;
    const onServer = typeof state === 'bigint' ? Number(state) : null;
    await this.erasures.refresh();
    const erasedUpTo = this.erasures.truncation(stream);
    const erasedWhole = onServer !== null && erasedUpTo !== undefined && onServer < erasedUpTo;
    return {
      onServer: onServer ?? -1,
      erasedWhole,
      actual: erasedWhole || onServer === null ? 'no_stream' : onServer,
    } as const;
  }

  /**
   * Refuses, as SQLite and PostgreSQL do, an expectation that only the erased events would meet:
   * `stream_exists` on a stream erased whole, or a revision below its erasure, which KurrentDB itself
   * would accept (the soft-deleted stream keeps its revisions) and so revive the stream. Erasures by
   * other processes count: the registry is read first (one small read, only for these expectations).
   */
  private async refuseErased(stream: string, expected: ExpectedRevision, refreshed = false) {
    if (expected === 'any' || expected === 'no_stream') return;
    if (!refreshed) await this.erasures.refresh();
    const erasedUpTo = this.erasures.truncation(stream);
    if (erasedUpTo === undefined) return;
    if (expected === 'stream_exists') {
      if ((await this.visibleHead(stream)) === null)
        throw new WrongExpectedRevisionError(stream, expected, 'no_stream');
    } else if (expected < erasedUpTo) {
      throw new WrongExpectedRevisionError(stream, expected, (await this.visibleHead(stream)) ?? 'no_stream');
    }
  }

  /** The revision of the stream's last event that is not erased; null when there is none. */
  private async visibleHead(stream: string): Promise<number | null> {
    const erasedUpTo = this.erasures.truncation(stream) ?? 0;
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        const revision = Number(resolved.event?.revision ?? -1);
        return revision >= erasedUpTo ? revision : null;
      }
    } catch (error) {
      const type = errorType(error);
      if (type !== ErrorType.STREAM_NOT_FOUND && type !== ErrorType.STREAM_DELETED) throw error;
    }
    return null;
  }

  /**
   * Concurrent appends with no_stream, a bounded number in flight. Not multiStreamAppend: it is all or
   * nothing (one existing stream fails the batch), wants string-only metadata and a 25.1+ server.
   */
  async appendNewStreams(streams: NewStream[]): Promise<NewStreamsResult> {
    let created = 0;
    let position = 0;
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (next < streams.length && !failed) {
        const { stream, events } = streams[next++];
        if (events.length === 0) continue;
        try {
          position = Math.max(position, (await this.append(stream, events, 'no_stream')).position);
          created += 1;
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError) continue;
          failed = true;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(createConcurrency, streams.length) }, worker));
    return { created, position };
  }

  async readStream(stream: string, options: { fromRevision?: number; maxCount?: number } = {}) {
    const out: RecordedEvent[] = [];
    const erasedUpTo = this.erasures.truncation(stream) ?? 0;
    try {
      const read = this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: BigInt(Math.max(options.fromRevision ?? 0, erasedUpTo)),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) {
        const event = toRecorded(resolved);
        if (event) out.push(event);
      }
    } catch (error) {
      const type = errorType(error);
      if (type === ErrorType.STREAM_NOT_FOUND || type === ErrorType.STREAM_DELETED) return [];
      throw error;
    }
    return out;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0;
    const from = options.from ?? 0;
    const start = from > after ? { at: from, inclusive: true } : { at: after, inclusive: false };
    return this.readVisible(true, start.at, start.inclusive, options.maxCount ?? 1000);
  }

  async readAllBackwards(options: ReadAllBackwardsOptions = {}): Promise<RecordedEvent[]> {
    return this.readVisible(false, options.before ?? Number.MAX_SAFE_INTEGER, false, options.maxCount ?? 1000);
  }

  async readEvent(position: number): Promise<RecordedEvent | null> {
    try {
      const [event] = await this.readVisible(true, position, true, 1);
      return event?.position === position ? event : null;
    } catch (error) {
      if (isNothingAt(error)) return null;
      throw error;
    }
  }

  async countAfter(after: number, limit = 100_000): Promise<number> {
    let count = 0;
    for (let from = after; count < limit;) {
      const page = await this.readVisible(true, from, false, Math.min(1000, limit - count));
      if (page.length === 0) break;
      count += page.length;
      from = page[page.length - 1].position;
    }
    return count;
  }

  /** Up to `maxCount` visible events from `from` in the direction read (erased ones and the registry hidden). */
  private async readVisible(forwards: boolean, from: number, inclusive: boolean, maxCount: number) {
    await this.erasures.refresh();
    const out: RecordedEvent[] = [];
    // Hidden events are skipped here, so a page may need more than one read to fill.
    while (out.length < maxCount) {
      const wanted = maxCount - out.length;
      const raw = await this.readAllRaw(forwards, from, inclusive, wanted);
      for (const event of raw)
        if (!this.erasures.observe(event) && this.erasures.visible(event.streamName, event.revision)) out.push(event);
      if (raw.length < wanted) break;
      from = raw[raw.length - 1].position;
      inclusive = false;
    }
    return out;
  }

  /**
   * Up to `count` non-system events from `from` (at it when `inclusive`, else strictly past it) forwards,
   * or before it backwards (newest first). 0 forwards is the start; MAX_SAFE_INTEGER backwards the end.
   */
  private async readAllRaw(forwards: boolean, from: number, inclusive: boolean, count: number) {
    const edge = forwards ? from <= 0 : from >= Number.MAX_SAFE_INTEGER;
    // Reading from a position includes the event at it: ask for one more than needed.
    const read = this.client.readAll({
      direction: forwards ? FORWARDS : BACKWARDS,
      fromPosition: edge ? (forwards ? START : END) : logPosition(from),
      maxCount: count + 1,
      filter: excludeSystemEvents(),
    });
    const out: RecordedEvent[] = [];
    for await (const resolved of read) {
      const event = toRecorded(resolved);
      if (!event || out.length >= count) continue;
      const p = event.position;
      if (edge || (forwards ? p > from || (inclusive && p === from) : p < from)) out.push(event);
    }
    return out;
  }

  subscribe(options: { after?: number }, handler: EventHandler): Subscription {
    let last = options.after ?? 0;
    let closed = false;
    const subscription = this.client.subscribeToAll({
      fromPosition: last > 0 ? logPosition(last) : START,
      filter: excludeSystemEvents(),
    });
    const loop = async () => {
      try {
        await this.erasures.refresh();
        for await (const resolved of subscription) {
          if (closed) return;
          const event = toRecorded(resolved);
          // The server starts after the given position; the check also guards a replayed boundary event.
          if (!event || event.position <= last) continue;
          last = event.position;
          if (this.erasures.observe(event)) continue;
          // Erasures recorded by other processes while catching up: re-read the registry now and then.
          await this.erasures.refreshIfOlderThan(erasureRefreshMs);
          if (this.erasures.visible(event.streamName, event.revision)) await handler(event);
        }
      } catch (error) {
        if (closed && errorType(error) === ErrorType.CANCELLED) return;
        throw error;
      } finally {
        // A handler that threw ends delivery: the server-side subscription must not stay open.
        if (!closed) await subscription.unsubscribe().catch(() => undefined);
      }
    };
    const done = loop();
    return {
      done,
      async close() {
        closed = true;
        await subscription.unsubscribe().catch(() => undefined);
        await done.catch(() => undefined);
      },
    };
  }

  async headPosition(): Promise<number> {
    const [newest] = await this.readVisible(false, Number.MAX_SAFE_INTEGER, false, 1);
    return newest?.position ?? 0;
  }

  /**
   * Erases a stream: recorded in the registry first (from then on every reader hides the events), then a
   * marker event is appended and the stream soft-deleted. KurrentDB keeps a stream's last event through
   * every scavenge, to remember its last revision; its documentation advises appending a marker event
   * before deleting a stream that holds data to be removed without a trace, so the marker (no data) is
   * what remains, never the learner's last answer. The registry's truncation covers the marker too.
   */
  async deleteStream(stream: string): Promise<number> {
    await this.erasures.refresh();
    const events = await this.readStream(stream);
    if (events.length === 0) return 0;
    let last = events[events.length - 1].revision;
    for (;;) {
      await this.erasures.record(stream, last + 2);
      try {
        await this.client.appendToStream(stream, jsonEvent({ type: erasedMarkerType, data: {} }), {
          streamState: BigInt(last),
        });
        break;
      } catch (error) {
        // Appended to meanwhile: those events are erased too, and the marker goes after them.
        const actual = (error as { actualState?: bigint | string }).actualState;
        if (errorType(error) !== ErrorType.WRONG_EXPECTED_VERSION || typeof actual !== 'bigint') throw error;
        last = Number(actual);
      }
    }
    await this.client.deleteStream(stream).catch((error: unknown) => {
      if (errorType(error) !== ErrorType.STREAM_NOT_FOUND) throw error;
    });
    return events.length;
  }

  onAppended(listener: (position: number) => void) {
    this.appended.on('appended', listener);
    return () => void this.appended.off('appended', listener);
  }

  /**
   * One multi-stream append (KurrentDB 25.1 and later): all streams or none. Expectations are checked
   * against erasures as in `append`; a stream erased whole is created anew with `no_stream` by
   * expecting its last revision on the server instead (learnt from the refusal, as `append` does).
   */
  async appendMany(writes: StreamWrite[]): Promise<{ position: number }> {
    const nonEmpty = writes.filter((w) => w.events.length > 0);
    if (nonEmpty.some((w) => w.expected !== undefined && w.expected !== 'any' && w.expected !== 'no_stream'))
      await this.erasures.refresh();
    for (const w of nonEmpty) await this.refuseErased(w.stream, w.expected ?? 'any', true);
    const states = new Map(nonEmpty.map((w) => [w.stream, streamState(w.expected ?? 'any')]));
    const retried = new Set<string>();
    for (;;) {
      const requests = nonEmpty.map((w) => ({
        streamName: w.stream,
        expectedState: states.get(w.stream)!,
        events: w.events.map(eventData),
      }));
      try {
        const result = await this.client.multiStreamAppend(requests);
        const position = Number(result.position);
        this.appended.emit('appended', position);
        return { position };
      } catch (error) {
        if (errorType(error) !== ErrorType.WRONG_EXPECTED_VERSION) throw error;
        const stream = (error as { streamName?: string }).streamName ?? nonEmpty[0].stream;
        const expected = nonEmpty.find((w) => w.stream === stream)?.expected ?? 'any';
        const revision = await this.conflictRevision(stream, error);
        if (expected === 'no_stream' && revision.erasedWhole && !retried.has(stream)) {
          retried.add(stream);
          states.set(stream, BigInt(revision.onServer));
          continue;
        }
        throw new WrongExpectedRevisionError(stream, expected, revision.actual);
      }
    }
  }

  async close() {
    this.appended.removeAllListeners();
    await this.client.dispose();
  }
}
