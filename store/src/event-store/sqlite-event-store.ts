import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { closeSync, fdatasync, openSync } from 'node:fs';
import type { NewEvent, RecordedEvent } from '@lebe/domain';
import { newEventId } from './event-id';
import {
  checkExpected,
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
import { pollingSubscription } from './polling-subscription';
import { OthersCommits } from '../sqlite/others-commits';
import { StoredEvent } from './stored-event';

/** A row in raw (array) mode, which reads about a third faster than row objects. */
type EventRow = [
  position: number,
  id: string,
  stream: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
];
const columns = 'position, id, stream, revision, type, data, metadata';

/** The log's one table (exported so that the bench can measure raw inserts into the very same table). */
export const eventLogSchema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream, revision)
  );`;

export interface SqliteEventStoreOptions {
  /**
   * How durable an acknowledged append is. FULL (the default) syncs the write-ahead log after every group
   * commit, before any of its appends is acknowledged or read by a projection, so an acknowledged append
   * survives a power loss. NORMAL syncs only at checkpoints: an application crash loses nothing, but a power
   * loss can take back the last appends, and read models (another file) may then hold positions the log no
   * longer has, which later appends reuse.
   */
  synchronous?: 'FULL' | 'NORMAL';
  /**
   * How late changeMark may see another connection's commit. 0 (the default) reads SQLite's data_version at
   * every call; the process that is the log's one regular writer (the embedded default's server) may allow a
   * little, since only an operator's CLI appends besides it.
   */
  othersSeenWithinMs?: number;
}

/** Commits waiting for the sync that makes them durable, and whether one is running (see `whenSynced`). */
interface SyncQueue {
  waiting: { done(): void; failed(error: unknown): void }[];
  running: boolean;
  /** The log's last position known durable: what projections may read while a sync is running. */
  durableHead: number;
  /** The last position committed (durable once the running and waiting syncs are done). */
  committedHead: number;
}

interface QueuedWrite {
  run(): unknown;
  /** The log position the write reached (0: none), for the wake-up of the in-process projections. */
  position(value: unknown): number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}
type Outcome = { value: unknown } | { error: unknown };

const toRecorded = (row: EventRow): RecordedEvent => new StoredEvent(...row);
/** A stream's kind: its name up to the id (`question-<id>` → `question`). */
const streamKind = (stream: string) => stream.slice(0, Math.max(0, stream.indexOf('-')));

/**
 * The embedded event log: one SQLite file in WAL mode. AUTOINCREMENT keeps global positions strictly
 * increasing even after rows are erased, and SQLite's single writer means a reader never sees a later
 * position committed before an earlier one, so "read after my checkpoint" never skips an event.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly stmts;
  private readonly appendTx;
  private readonly appendManyTx;
  private readonly appendNewTx;
  private readonly groupTx;
  /** Appends and deletions through this connection, per kind of stream (see changeMark). */
  private readonly writesTo = new Map<string, number>();
  private readonly others: OthersCommits;
  /** Writes asked for since the last group commit (see `enqueue`). */
  private queued: QueuedWrite[] = [];
  /** Set when appends are acknowledged only once synced (FULL): the write-ahead log's file, synced off the event loop. */
  private readonly walFile: string | null;
  private walFd: number | null = null;
  private readonly sync: SyncQueue = { waiting: [], running: false, durableHead: 0, committedHead: 0 };

  constructor(
    file: string,
    private readonly pollMs = 100,
    options: SqliteEventStoreOptions = {},
  ) {
    this.db = new Database(file);
    const wal = this.db.pragma('journal_mode = WAL', { simple: true }) === 'wal';
    // SQLite itself never syncs at a commit: for FULL this store syncs the write-ahead log in the thread pool
    // after each group commit, so the event loop serves requests during the sync instead of blocking on it.
    // (A file system without WAL leaves SQLite to sync its rollback journal itself.)
    const syncHere = wal && options.synchronous !== 'NORMAL';
    this.db.pragma(`synchronous = ${syncHere || options.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    this.walFile = syncHere ? `${file}-wal` : null;
    this.db.pragma('busy_timeout = 5000');
    this.others = new OthersCommits(this.db, options.othersSeenWithinMs);
    this.db.exec(eventLogSchema);
    this.appended.setMaxListeners(0);
    const rows = <P extends unknown[]>(sql: string) => this.db.prepare<P, EventRow>(sql).raw(true);
    this.stmts = {
      streamRevision: this.db
        .prepare<[string], number | null>('SELECT max(revision) FROM events WHERE stream = ?')
        .pluck(),
      insert: this.db.prepare<[string, string, number, string, string, string]>(
        'INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      readStream: rows<[string, number, number]>(
        `SELECT ${columns} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      ),
      readAll: rows<[number, number, number]>(
        `SELECT ${columns} FROM events WHERE position > ? AND position <= ? ORDER BY position LIMIT ?`,
      ),
      readAllBackwards: rows<[number, number]>(
        `SELECT ${columns} FROM events WHERE position < ? ORDER BY position DESC LIMIT ?`,
      ),
      readEvent: rows<[number]>(`SELECT ${columns} FROM events WHERE position = ?`),
      countAfter: this.db
        .prepare<[number, number], number>('SELECT count(*) FROM (SELECT 1 FROM events WHERE position > ? LIMIT ?)')
        .pluck(),
      head: this.db.prepare<[], number | null>('SELECT max(position) FROM events').pluck(),
      deleteStream: this.db.prepare<[string]>('DELETE FROM events WHERE stream = ?'),
    };
    // Built once: wrapping a function in a transaction on every append cost a sixth of its time.
    this.appendTx = this.db.transaction(this.write);
    this.appendManyTx = this.db.transaction((batches: StreamWrite[]) => {
      let last = 0;
      for (const b of batches) if (b.events.length) last = this.write(b.stream, b.events, b.expected ?? 'any').position;
      return last;
    });
    this.appendNewTx = this.db.transaction((streams: NewStream[]): NewStreamsResult => {
      let created = 0;
      let position = 0;
      for (const s of streams) {
        if (s.events.length === 0 || this.stmts.streamRevision.get(s.stream) !== null) continue;
        position = this.write(s.stream, s.events, 'no_stream').position;
        created += 1;
      }
      return { created, position };
    });
    this.groupTx = this.db.transaction((writes: QueuedWrite[]) => writes.map((w) => this.attempt(w)));
    this.sync.durableHead = this.sync.committedHead = this.stmts.head.get() ?? 0;
  }

  /**
   * Calls `done` once everything committed so far is on disk: at once when appends are not synced (NORMAL),
   * else after a sync of the write-ahead log that started after this commit. Commits made while a sync runs
   * share the next one (group commit across the sync, as PostgreSQL's WAL flush).
   */
  private whenSynced(done: () => void, failed: (error: unknown) => void) {
    if (!this.walFile) return done();
    this.sync.waiting.push({ done, failed });
    if (!this.sync.running) this.startSync();
  }

  private startSync() {
    const batch = this.sync.waiting;
    const reached = this.sync.committedHead;
    this.sync.waiting = [];
    this.sync.running = true;
    this.walFd ??= openSync(this.walFile!, 'r');
    fdatasync(this.walFd, (error) => {
      this.sync.running = false;
      if (!error) this.sync.durableHead = Math.max(this.sync.durableHead, reached);
      for (const w of batch) {
        if (error) w.failed(error);
        else w.done();
      }
      if (this.sync.waiting.length) this.startSync();
      else if (this.queued.length) this.flush();
    });
  }

  /** The last position projections and subscribers may read: none committed but not yet durable. */
  private readableHead() {
    return this.sync.running || this.sync.waiting.length ? this.sync.durableHead : Number.MAX_SAFE_INTEGER;
  }

  /** One write of a group in its own savepoint (its transaction nested in the group's): it fails alone. */
  private attempt(write: QueuedWrite): Outcome {
    try {
      return { value: write.run() };
    } catch (error) {
      // SQLite rolled back the whole group (not just the savepoint): nothing of it may be acknowledged.
      if (!this.db.inTransaction) throw error;
      return { error };
    }
  }

  /**
   * Group commit: the writes asked for while the event loop is busy (the requests read in one turn), or
   * while the last group's sync runs, are committed together in one transaction, so one sync of the
   * write-ahead log (FULL) makes them all durable, each in a savepoint of its own. None is acknowledged
   * before that sync; the group keeps the order they were asked in.
   */
  private enqueue<T>(run: () => T, position: (value: T) => number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const write: QueuedWrite = {
        run,
        position: (value) => position(value as T),
        resolve: (value) => resolve(value as T),
        reject,
      };
      // While a sync runs, the writes asked for wait for it and then go in one commit: a commit rewrites the
      // log's last pages, so fewer, larger groups write less.
      if (this.queued.push(write) === 1 && !this.sync.running) setImmediate(this.flush);
    });
  }

  private readonly flush = () => {
    if (this.queued.length === 0) return; // already written with an earlier group
    const writes = this.queued;
    this.queued = [];
    let outcomes: Outcome[];
    try {
      // IMMEDIATE takes the write lock first: a deferred transaction that reads and then writes can fail
      // with SQLITE_BUSY when another process writes in between.
      outcomes = this.groupTx.immediate(writes);
    } catch (error) {
      for (const w of writes) w.reject(error);
      return;
    }
    let last = 0;
    outcomes.forEach((outcome, i) => {
      if (!('error' in outcome)) last = Math.max(last, writes[i].position(outcome.value));
    });
    this.sync.committedHead = Math.max(this.sync.committedHead, last);
    this.whenSynced(
      () => {
        outcomes.forEach((outcome, i) =>
          'error' in outcome ? writes[i].reject(outcome.error) : writes[i].resolve(outcome.value),
        );
        if (last > 0) this.appended.emit('appended', last);
      },
      (error) => writes.forEach((w) => w.reject(error)),
    );
  };

  /** Resolves once everything committed so far is durable. */
  private synced(): Promise<void> {
    return new Promise((resolve, reject) => this.whenSynced(resolve, reject));
  }

  /** Checks the expectation and inserts the events; the caller holds the write transaction. */
  private readonly write = (stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const current = this.stmts.streamRevision.get(stream) ?? null;
    checkExpected(stream, expected, current);
    this.wrote(stream);
    let revision = current ?? -1;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(event.metadata);
      position = Number(
        this.stmts.insert.run(newEventId(), stream, revision, event.type, data, metadata).lastInsertRowid,
      );
    }
    return { nextExpectedRevision: revision, position };
  };

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision = 'any'): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    return this.enqueue(
      () => this.appendTx(stream, events, expected),
      (r) => r.position,
    );
  }

  /** Appends to several streams in one transaction, all or nothing, each against its expected revision. */
  async appendMany(batches: StreamWrite[]): Promise<{ position: number }> {
    if (batches.every((b) => b.events.length === 0)) throw new Error('appendMany needs at least one event');
    const position = await this.enqueue(
      () => this.appendManyTx(batches),
      (p) => p,
    );
    return { position };
  }

  /** A bulk import's batch is a group of its own: written at once, after the appends asked for before it. */
  async appendNewStreams(streams: NewStream[]): Promise<NewStreamsResult> {
    if (this.queued.length) this.flush();
    const result = this.appendNewTx.immediate(streams);
    if (result.created) {
      this.sync.committedHead = Math.max(this.sync.committedHead, result.position);
      await this.synced();
      this.appended.emit('appended', result.position);
    }
    return result;
  }

  async readStream(stream: string, options: { fromRevision?: number; maxCount?: number } = {}) {
    return this.stmts.readStream
      .all(stream, options.fromRevision ?? 0, options.maxCount ?? Number.MAX_SAFE_INTEGER)
      .map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}) {
    return this.readAllSync(options);
  }

  readAllSync(options: ReadAllOptions = {}): RecordedEvent[] {
    // Positions here are integers, so "at or after `from`" is "after from - 1".
    const after = Math.max(options.after ?? 0, (options.from ?? 0) - 1);
    return this.stmts.readAll.all(after, this.readableHead(), options.maxCount ?? 1000).map(toRecorded);
  }

  async readAllBackwards(options: ReadAllBackwardsOptions = {}) {
    const before = options.before ?? Number.MAX_SAFE_INTEGER;
    return this.stmts.readAllBackwards.all(before, options.maxCount ?? 1000).map(toRecorded);
  }

  async readEvent(position: number) {
    const row = this.stmts.readEvent.get(position);
    return row ? toRecorded(row) : null;
  }

  async countAfter(after: number, limit = 100_000) {
    return this.stmts.countAfter.get(after, limit) ?? 0;
  }

  subscribe(options: { after?: number }, handler: EventHandler): Subscription {
    return pollingSubscription(this, options.after ?? 0, handler, this.pollMs);
  }

  async headPosition() {
    return Math.min(this.stmts.head.get() ?? 0, this.readableHead());
  }

  onAppended(listener: (position: number) => void) {
    this.appended.on('appended', listener);
    return () => void this.appended.off('appended', listener);
  }

  /** Physically removes a stream's events (erasure). Positions are never reused. */
  deleteStream(stream: string): Promise<number> {
    // In the queue like the appends: an erasure asked after an append never goes before it.
    return this.enqueue(
      () => (this.wrote(stream), this.stmts.deleteStream.run(stream).changes),
      () => 0,
    );
  }

  /**
   * Counted per kind of stream (`question`, `learner`: the part before the id), so a question folded from the
   * log stays valid through every learner's answer. A write rolled back still counts: a spurious change only
   * costs a read. SQLite's data_version moves with every other connection's commit to the file (seen within
   * `othersSeenWithinMs`).
   */
  changeMark(stream: string): string {
    return `${this.others.version()}:${this.writesTo.get(streamKind(stream)) ?? 0}`;
  }

  private wrote(stream: string) {
    const kind = streamKind(stream);
    this.writesTo.set(kind, (this.writesTo.get(kind) ?? 0) + 1);
  }

  async close() {
    if (this.queued.length) this.flush(); // asked for before the close: written, or refused, now
    if (this.sync.running || this.sync.waiting.length) await this.synced().catch(() => undefined);
    this.appended.removeAllListeners();
    this.db.close();
    if (this.walFd !== null) closeSync(this.walFd);
  }
}
