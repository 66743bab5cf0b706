import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
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
import { pollingSubscription } from './polling-subscription';

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

const schema = `
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

/**
 * An event read from the log, its `data` and `metadata` parsed on first use: parsing them is most of the
 * cost of reading the log, and a projection reads only the data of the events it handles and seldom the
 * metadata (a rebuild reads ~1.5 times faster). It serialises to JSON as the plain event would; a spread
 * copies the envelope fields only, so name `data` and `metadata` when copying one.
 */
class StoredEvent implements RecordedEvent {
  #data: string | { value: unknown };
  #metadata: string | { value: EventMetadata };

  constructor(
    readonly position: number,
    readonly id: string,
    readonly streamName: string,
    readonly revision: number,
    readonly type: string,
    data: string,
    metadata: string,
  ) {
    this.#data = data;
    this.#metadata = metadata;
  }

  get data(): unknown {
    if (typeof this.#data === 'string') this.#data = { value: JSON.parse(this.#data) };
    return this.#data.value;
  }

  get metadata(): EventMetadata {
    if (typeof this.#metadata === 'string') this.#metadata = { value: JSON.parse(this.#metadata) as EventMetadata };
    return this.#metadata.value;
  }

  toJSON(): RecordedEvent {
    const { id, streamName, revision, position, type, data, metadata } = this;
    return { id, streamName, revision, position, type, data, metadata };
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return new StoredEvent(...row);
}

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

  constructor(
    file: string,
    private readonly pollMs = 100,
  ) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(schema);
    this.appended.setMaxListeners(0);
    this.stmts = {
      streamRevision: this.db.prepare<[string], { revision: number | null }>(
        'SELECT max(revision) AS revision FROM events WHERE stream = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      readStream: this.db
        .prepare<[string, number, number], EventRow>(
          `SELECT ${columns} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`,
        )
        .raw(true),
      readAll: this.db
        .prepare<[number, number], EventRow>(
          `SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(true),
      readAllBackwards: this.db
        .prepare<[number, number], EventRow>(
          `SELECT ${columns} FROM events WHERE position < ? ORDER BY position DESC LIMIT ?`,
        )
        .raw(true),
      head: this.db.prepare<[], { head: number | null }>('SELECT max(position) AS head FROM events'),
      deleteStream: this.db.prepare('DELETE FROM events WHERE stream = ?'),
    };
  }

  private readonly appendTx = (stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const current = this.stmts.streamRevision.get(stream)?.revision ?? null;
    checkExpected(stream, expected, current);
    let revision = current ?? -1;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const info = this.stmts.insert.run(
        randomUUID(),
        stream,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  };

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision = 'any'): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const result = this.db.transaction(this.appendTx).immediate(stream, events, expected);
    this.appended.emit('appended', result.position);
    return result;
  }

  async appendMany(batches: StreamWrite[]): Promise<{ position: number }> {
    if (batches.every((b) => b.events.length === 0)) throw new Error('appendMany needs at least one event');
    const position = this.db
      .transaction(() => {
        let last = 0;
        for (const b of batches)
          if (b.events.length) last = this.appendTx(b.stream, b.events, b.expected ?? 'any').position;
        return last;
      })
      .immediate();
    this.appended.emit('appended', position);
    return { position };
  }

  /** Creates, in one transaction, those of the streams that do not exist yet (idempotent bulk import). */
  async appendNewStreams(
    batches: { stream: string; events: NewEvent[] }[],
  ): Promise<{ created: number; position: number }> {
    const result = this.db
      .transaction(() => {
        let created = 0;
        let position = 0;
        for (const b of batches) {
          if (this.stmts.streamRevision.get(b.stream)?.revision != null) continue;
          position = this.appendTx(b.stream, b.events, 'no_stream').position;
          created += 1;
        }
        return { created, position };
      })
      .immediate();
    if (result.created) this.appended.emit('appended', result.position);
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
    return this.stmts.readAll.all(options.after ?? 0, options.maxCount ?? 1000).map(toRecorded);
  }

  async readAllBackwards(options: ReadAllBackwardsOptions = {}) {
    const before = options.before ?? Number.MAX_SAFE_INTEGER;
    return this.stmts.readAllBackwards.all(before, options.maxCount ?? 1000).map(toRecorded);
  }

  subscribe(options: { after?: number }, handler: EventHandler): Subscription {
    return pollingSubscription(this, options.after ?? 0, handler, this.pollMs);
  }

  async headPosition() {
    return this.stmts.head.get()?.head ?? 0;
  }

  onAppended(listener: (position: number) => void) {
    this.appended.on('appended', listener);
    return () => void this.appended.off('appended', listener);
  }

  /** Physically removes a stream's events (erasure). Positions are never reused. */
  async deleteStream(stream: string): Promise<number> {
    return this.stmts.deleteStream.run(stream).changes;
  }

  async close() {
    this.appended.removeAllListeners();
    this.db.close();
  }
}

export function checkExpected(stream: string, expected: ExpectedRevision, current: number | null) {
  const actual = current ?? 'no_stream';
  if (expected === 'any') return;
  if (
    expected === 'no_stream' ? current !== null : expected === 'stream_exists' ? current === null : current !== expected
  )
    throw new WrongExpectedRevisionError(stream, expected, actual);
}
