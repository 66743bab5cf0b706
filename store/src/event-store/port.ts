import type { NewEvent, RecordedEvent } from '@lebe/domain';

/**
 * What the appender expects the stream to look like: any state, not created yet, created,
 * or exactly at this revision (the 0-based revision of its last event).
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the stream's last event after the append: pass it as the next expectation. */
  nextExpectedRevision: number;
  /** Global position of the last appended event: wait for read models to reach it. */
  position: number;
}

/**
 * About positions: a global position orders the whole log. It is strictly increasing in the order
 * readers receive events, never reused (not even after an erasure) and never 0; but positions are
 * not dense, so the difference of two positions is not a number of events, and `p - 1` is not a
 * position (on KurrentDB it is not even readable). What a position is depends on the adapter:
 * SQLite, a row counter with gaps where streams were erased; PostgreSQL, the appending transaction's
 * id × 65,536 + the event's index in it; KurrentDB, the byte offset of the event in its transaction
 * log. Start at a known event with `from`, count with `countAfter`.
 */
export interface ReadAllOptions {
  /** Only events after this position: 0 (from the start) or a position the store handed out. */
  after?: number;
  /** Only events at or after this position (a position the store handed out). */
  from?: number;
  maxCount?: number;
}

export interface ReadAllBackwardsOptions {
  before?: number;
  maxCount?: number;
}

/** A stream to create with its first events. */
export interface NewStream {
  stream: string;
  events: NewEvent[];
}

export interface NewStreamsResult {
  /** How many of the streams were created (the others existed already). */
  created: number;
  /** Global position of the last event appended, 0 when none was. */
  position: number;
}

export interface Subscription {
  /** Stops delivery; resolves when the handler is no longer running. */
  close(): Promise<void>;
  /** Rejects if the handler threw or the subscription broke. */
  readonly done: Promise<void>;
}

/** One stream's share of an atomic write across streams. */
export interface StreamWrite {
  stream: string;
  events: NewEvent[];
  expected?: ExpectedRevision;
}

export type EventHandler = (event: RecordedEvent) => void | Promise<void>;

export interface EventStore {
  readonly kind: string;
  append(stream: string, events: NewEvent[], expected?: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing, each against its expected revision (a command
   * that spans streams: an e-mail reservation with the account it reserves for). Returns the position
   * of the last event written.
   */
  appendMany(writes: StreamWrite[]): Promise<{ position: number }>;
  /**
   * Creates those of the streams that do not exist yet, each as with `no_stream`, and leaves the
   * others alone, so that importing the same data twice adds nothing (bulk imports: the question
   * bank). Batched natively: one transaction on SQLite and PostgreSQL.
   */
  appendNewStreams(streams: NewStream[]): Promise<NewStreamsResult>;
  readStream(stream: string, options?: { fromRevision?: number; maxCount?: number }): Promise<RecordedEvent[]>;
  /** Up to `maxCount` (default 1000) events in log order; see ReadAllOptions about positions. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Up to `maxCount` (default 1000) events strictly before `before` (default: the head), newest first. */
  readAllBackwards(options?: ReadAllBackwardsOptions): Promise<RecordedEvent[]>;
  /** The event at exactly this position; null when there is none (never was, or erased). */
  readEvent(position: number): Promise<RecordedEvent | null>;
  /**
   * How many events the log holds after `after`, counting at most `limit` (default 100,000; the
   * answer is then at least that many): a projection's lag in events, whatever positions are.
   */
  countAfter(after: number, limit?: number): Promise<number>;
  /** Catch-up subscription to the whole log: every event after `after`, in order, once, then live ones. */
  subscribe(options: { after?: number }, handler: EventHandler): Subscription;
  /** Position of the newest event in the log, 0 when empty. */
  headPosition(): Promise<number>;
  /**
   * Removes a stream's events for good (erasure of a learner's data). Positions are never reused;
   * readAll, readAllBackwards, readEvent and subscriptions no longer see them, so neither does a
   * rebuild. The stream can be written again afterwards (as a new stream: `no_stream` holds).
   */
  deleteStream(stream: string): Promise<number>;
  /**
   * Optional: a value that changes whenever the stream may have changed (an append or a deletion here, or any
   * commit by another connection), cheap enough to ask on every request: lets a process keep a document it
   * folded from a stream while the stream stays as it was. Absent where other processes write unseen.
   */
  changeMark?(stream: string): string;
  /** Lets in-process projections wake on appends without polling; the remote adapters may never call it. */
  onAppended(listener: (position: number) => void): () => void;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  readonly status = 409;
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Conflict on ${stream}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Throws WrongExpectedRevisionError unless a stream whose last revision is `current` (null: no stream) meets `expected`. */
export function checkExpected(stream: string, expected: ExpectedRevision, current: number | null) {
  if (expected === 'any') return;
  const ok =
    expected === 'no_stream'
      ? current === null
      : expected === 'stream_exists'
        ? current !== null
        : current === expected;
  if (!ok) throw new WrongExpectedRevisionError(stream, expected, current ?? 'no_stream');
}
