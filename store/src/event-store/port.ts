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

export interface ReadAllOptions {
  /** Only events after this global position (0 = from the start). */
  after?: number;
  maxCount?: number;
}

export interface ReadAllBackwardsOptions {
  before?: number;
  maxCount?: number;
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
  readStream(stream: string, options?: { fromRevision?: number; maxCount?: number }): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Up to `maxCount` (default 1000) events strictly before `before` (default: the head), newest first. */
  readAllBackwards(options?: ReadAllBackwardsOptions): Promise<RecordedEvent[]>;
  /** Catch-up subscription to the whole log: every event after `after`, in order, once, then live ones. */
  subscribe(options: { after?: number }, handler: EventHandler): Subscription;
  /** Position of the newest event in the log, 0 when empty. */
  headPosition(): Promise<number>;
  /**
   * Removes a stream's events for good (erasure of a learner's data). Positions are never reused;
   * a rebuild after it no longer sees them.
   */
  deleteStream(stream: string): Promise<number>;
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
