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
import type { EventMetadata, NewEvent, RecordedEvent } from '@lebe/domain';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type ReadAllBackwardsOptions,
  type ReadAllOptions,
  type StreamWrite,
  type Subscription,
} from './port';

type Resolved = ResolvedEvent | AllStreamResolvedEvent;

/** How long a stream's truncation point is trusted before it is read again (erasure by another process). */
const truncationTtlMs = 30_000;

function streamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return 'any';
  return BigInt(expected);
}

function errorType(error: unknown): string | undefined {
  return (error as { type?: string } | null)?.type;
}

/** Commit positions are byte offsets in the transaction log: far below 2^53 for any log this app will write. */
function positionOf(resolved: Resolved): number {
  const commit = resolved.event?.position?.commit ?? resolved.commitPosition;
  if (commit === undefined) throw new Error('KurrentDB returned an event without a commit position');
  return Number(commit);
}

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
    metadata: event.metadata as unknown as EventMetadata,
  };
}

/**
 * The event log on KurrentDB (EventStoreDB). Global positions are $all commit positions; system events
 * ($-prefixed types) are never handed out. Metadata (actor, correlationId, time, schemaVersion) travels
 * as the event's JSON metadata.
 *
 * Erasure: `deleteStream` soft-deletes, which lets the stream be written again (a learner who erased
 * their answers keeps practising on the same stream, whose revisions then continue after the erased
 * ones), and KurrentDB physically drops the events at the next scavenge. Until that scavenge $all still
 * holds them, so this adapter hides every event below its stream's truncation point from readAll and
 * subscriptions: a rebuild never sees erased data. Operators should schedule scavenges (docs/analysts.md).
 */
export class KurrentEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentDBClient;
  private readonly appended = new EventEmitter();
  private readonly truncation = new Map<string, { before: number; at: number }>();

  constructor(url: string) {
    this.client = KurrentDBClient.connectionString(url);
    this.appended.setMaxListeners(0);
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision = 'any'): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const data = events.map((e) =>
      jsonEvent({ type: e.type, data: e.data as Record<string, unknown>, metadata: { ...e.metadata } }),
    );
    try {
      const result = await this.client.appendToStream(stream, data, { streamState: streamState(expected) });
      if (!result.position) throw new Error('KurrentDB did not return the position of the append');
      const position = Number(result.position.commit);
      this.appended.emit('appended', position);
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
    } catch (error) {
      if (errorType(error) === ErrorType.WRONG_EXPECTED_VERSION) {
        const actual = (error as { actualState?: bigint | string }).actualState;
        throw new WrongExpectedRevisionError(
          stream,
          expected,
          typeof actual === 'bigint' ? Number(actual) : 'no_stream',
        );
      }
      throw error;
    }
  }

  async readStream(stream: string, options: { fromRevision?: number; maxCount?: number } = {}) {
    const out: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: options.fromRevision ? BigInt(options.fromRevision) : START,
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
    return this.readVisible(true, options.after ?? 0, options.maxCount ?? 1000);
  }

  async readAllBackwards(options: ReadAllBackwardsOptions = {}): Promise<RecordedEvent[]> {
    return this.readVisible(false, options.before ?? Number.MAX_SAFE_INTEGER, options.maxCount ?? 1000);
  }

  /** Up to `maxCount` visible events past `from` in the direction read. */
  private async readVisible(forwards: boolean, from: number, maxCount: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    // Erased events are skipped here, so a page may need more than one read to fill.
    while (out.length < maxCount) {
      const wanted = maxCount - out.length;
      const raw = await this.readAllRaw(forwards, from, wanted);
      for (const event of raw) if (await this.visible(event)) out.push(event);
      if (raw.length < wanted) break;
      from = raw[raw.length - 1].position;
    }
    return out;
  }

  /**
   * Up to `count` non-system events strictly after `from` (forwards) or before it (backwards, newest
   * first), erased or not. 0 forwards is the start; MAX_SAFE_INTEGER backwards is the end.
   */
  private async readAllRaw(forwards: boolean, from: number, count: number): Promise<RecordedEvent[]> {
    const edge = forwards ? from <= 0 : from >= Number.MAX_SAFE_INTEGER;
    // Reading from a position includes the event at it, so ask for one more and drop it.
    const read = this.client.readAll({
      direction: forwards ? FORWARDS : BACKWARDS,
      fromPosition: edge ? (forwards ? START : END) : { commit: BigInt(from), prepare: BigInt(from) },
      maxCount: count + 1,
      filter: excludeSystemEvents(),
    });
    const out: RecordedEvent[] = [];
    for await (const resolved of read) {
      const event = toRecorded(resolved);
      const past = event && (forwards ? event.position > from : event.position < from);
      if (event && past && out.length < count) out.push(event);
    }
    return out;
  }

  /** False for an event below its stream's truncation point (soft-deleted, awaiting scavenge). */
  private async visible(event: RecordedEvent): Promise<boolean> {
    const cached = this.truncation.get(event.streamName);
    let before = cached && Date.now() - cached.at < truncationTtlMs ? cached.before : undefined;
    if (before === undefined) {
      const meta = await this.client.getStreamMetadata(event.streamName).catch(() => undefined);
      const tb = meta?.metadata?.truncateBefore;
      before = typeof tb === 'number' ? tb : tb === END ? Number.MAX_SAFE_INTEGER : 0;
      this.truncation.set(event.streamName, { before, at: Date.now() });
    }
    return event.revision >= before;
  }

  subscribe(options: { after?: number }, handler: EventHandler): Subscription {
    let last = options.after ?? 0;
    let closed = false;
    const subscription = this.client.subscribeToAll({
      fromPosition: last > 0 ? { commit: BigInt(last), prepare: BigInt(last) } : START,
      filter: excludeSystemEvents(),
    });
    const loop = async () => {
      try {
        for await (const resolved of subscription) {
          if (closed) return;
          const event = toRecorded(resolved);
          // The server starts after the given position; the check also guards a replayed boundary event.
          if (!event || event.position <= last) continue;
          if (await this.visible(event)) await handler(event);
          last = event.position;
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
    const read = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      const event = toRecorded(resolved);
      if (event) return event.position;
    }
    return 0;
  }

  async deleteStream(stream: string): Promise<number> {
    const events = await this.readStream(stream);
    if (events.length === 0) return 0;
    await this.client.deleteStream(stream);
    this.truncation.set(stream, { before: events[events.length - 1].revision + 1, at: Date.now() });
    return events.length;
  }

  onAppended(listener: (position: number) => void) {
    this.appended.on('appended', listener);
    return () => void this.appended.off('appended', listener);
  }

  /** One multi-stream append (KurrentDB 25.1 and later): all streams or none. */
  async appendMany(writes: StreamWrite[]): Promise<{ position: number }> {
    const requests = writes
      .filter((w) => w.events.length > 0)
      .map((w) => ({
        streamName: w.stream,
        expectedState: streamState(w.expected ?? 'any'),
        events: w.events.map((e) =>
          jsonEvent({ type: e.type, data: e.data as Record<string, unknown>, metadata: { ...e.metadata } }),
        ),
      }));
    try {
      const result = await this.client.multiStreamAppend(requests);
      const position = Number(result.position);
      this.appended.emit('appended', position);
      return { position };
    } catch (error) {
      if (errorType(error) === ErrorType.WRONG_EXPECTED_VERSION) {
        const stream = (error as { streamName?: string }).streamName ?? writes[0].stream;
        throw new WrongExpectedRevisionError(
          stream,
          writes.find((w) => w.stream === stream)?.expected ?? 'any',
          'no_stream',
        );
      }
      throw error;
    }
  }

  async close() {
    this.appended.removeAllListeners();
    await this.client.dispose();
  }
}
