import {
  CheckpointMovedError,
  type CheckpointWrite,
  type CollectionSpec,
  type Doc,
  type FindQuery,
  type ProjectionCommit,
  type ReadStore,
  type WriteOp,
} from './port';
import type { SqliteReadStore } from './sqlite-read-store';
import { FlushThread } from './flush-thread';

export interface BufferOptions {
  /** How long a commit may stay in memory before it is written to the file. */
  flushEveryMs?: number;
  /** A commit of more ops than this (a rebuild's batch) is written at once, after what is buffered. */
  largeCommitOps?: number;
  /** Buffered documents past which the buffer is written at once. */
  maxBuffered?: number;
  /** Writes the flushes on a connection of a worker thread (the server); else on the store's own, in this thread. */
  thread?: boolean;
}

/** Commits in memory: documents by collection and id (null: deleted), and checkpoints by projection. */
class Layer {
  docs = new Map<string, Map<string, Doc | null>>();
  checkpoints = new Map<string, number>();
  size = 0;

  has(collection: string, id: string) {
    return this.docs.get(collection)?.has(id) ?? false;
  }

  set(collection: string, id: string, doc: Doc | null) {
    let docs = this.docs.get(collection);
    if (!docs) this.docs.set(collection, (docs = new Map()));
    if (!docs.has(id)) this.size++;
    docs.set(id, doc);
  }

  get empty() {
    return this.size === 0 && this.checkpoints.size === 0;
  }

  /** What `older` holds that this layer does not overwrite, added under it (a failed flush kept). */
  keepUnder(older: Layer) {
    for (const [collection, docs] of older.docs)
      for (const [id, doc] of docs) if (!this.has(collection, id)) this.set(collection, id, doc);
    for (const [projection, position] of older.checkpoints)
      if (!this.checkpoints.has(projection)) this.checkpoints.set(projection, position);
  }
}

/**
 * The embedded read models' commits kept in memory and written to the SQLite file together, every
 * `flushEveryMs`: each document once however often it changed meanwhile, every projection's checkpoint
 * with them, in one transaction (in a worker thread for the server). Reads by id see the commits in memory
 * first; a find (which SQLite plans over its indexes) waits for them to be written before it runs. The file
 * only ever holds whole flushes, so after a crash each projection resumes from a checkpoint its documents
 * match, and the log replays what memory held.
 *
 * For the process that is the read models' only writer (projections in process): another connection to
 * the file sees a commit once it is flushed.
 */
export class BufferedReadStore implements ReadStore {
  readonly kind: string;
  /** Commits not yet handed to a flush. */
  private pending = new Layer();
  /** Commits being written by the flush under way. */
  private flushing: Layer | null = null;
  private inFlight: Promise<void> | null = null;
  /** Readers waiting for memory to be written (see flushed). */
  private waitingForFile = 0;
  /**
   * Each buffered projection's checkpoint as the file holds it (as this store last wrote or read it): a flush
   * checks it is still there, so a read model another process rebuilt meanwhile is not written over.
   */
  private readonly fileAt = new Map<string, number>();
  /** Commits kept here, per collection (see changeMark). */
  private readonly writes = new Map<string, number>();
  /** Other connections' commits as the flush thread last saw them, asked at most every `othersSeenWithinMs`. */
  private readonly others = { version: 0, askedAt: -Infinity, asking: false };
  /**
   * Documents as the file holds them (read from it, or written to it by a flush), by collection and id, while
   * `cleanAt` is the file's mark: memory holds anything this store committed since, so only another
   * connection's commit or this store's direct writes to the file (purges, large commits, resets) undo them.
   */
  private clean = new Map<string, Map<string, Doc | null>>();
  private cleanAt = '';
  /** Direct writes to the file by this store (see clean). */
  private direct = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly flushEveryMs: number;
  private readonly largeCommitOps: number;
  private readonly maxBuffered: number;
  private readonly thread: FlushThread | null;

  constructor(
    private readonly inner: SqliteReadStore,
    options: BufferOptions = {},
  ) {
    this.kind = inner.kind;
    this.flushEveryMs = options.flushEveryMs ?? 100;
    this.largeCommitOps = options.largeCommitOps ?? 1000;
    this.maxBuffered = options.maxBuffered ?? 50_000;
    this.thread = options.thread ? new FlushThread(inner.file) : null;
  }

  ensure(spec: CollectionSpec) {
    return this.inner.ensure(spec);
  }

  /** A document as memory holds it (undefined: memory does not hold it). */
  private held(collection: string, id: string): Doc | null | undefined {
    const pending = this.pending.docs.get(collection);
    // null (deleted) is an answer: only a document memory does not hold at all is looked for further.
    if (pending?.has(id)) return pending.get(id)!;
    return this.flushing?.docs.get(collection)?.get(id);
  }

  async get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null> {
    const held = this.held(collection, id);
    if (held !== undefined) return copy(held) as T | null;
    const kept = this.cleanDocs(collection);
    if (kept.has(id)) return copy(kept.get(id)!) as T | null;
    const doc = await this.inner.get<T>(collection, id);
    if (this.clean.get(collection) === kept) kept.set(id, doc);
    return doc && (copy(doc) as T);
  }

  /** The collection's documents known as the file holds them (emptied when the file may have changed otherwise). */
  private cleanDocs(collection: string): Map<string, Doc | null> {
    const mark = `${this.othersMark()}:${this.direct}`;
    if (mark !== this.cleanAt) {
      this.clean = new Map();
      this.cleanAt = mark;
    }
    let docs = this.clean.get(collection);
    if (!docs || docs.size >= cleanKept) this.clean.set(collection, (docs = new Map()));
    return docs;
  }

  async getMany<T extends Doc = Doc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    if (ids.length === 1) {
      const doc = await this.get<T>(collection, ids[0]);
      return new Map(doc ? [[ids[0], doc]] : []);
    }
    if (!this.pending.docs.has(collection) && !this.flushing?.docs.has(collection))
      return this.inner.getMany<T>(collection, ids);
    const held = new Map(ids.map((id) => [id, this.held(collection, id)]));
    const found = await this.inner.getMany<T>(
      collection,
      ids.filter((id) => held.get(id) === undefined),
    );
    for (const [id, doc] of held) if (doc) found.set(id, copy(doc) as T);
    return found;
  }

  async find<T extends Doc = Doc>(collection: string, query?: FindQuery) {
    if (this.pending.docs.has(collection) || this.flushing?.docs.has(collection)) await this.flushed();
    return this.inner.find<T>(collection, query);
  }

  async put(collection: string, doc: Doc) {
    await this.commit([{ kind: 'put', collection, doc }]);
  }

  async delete(collection: string, id: string) {
    await this.commit([{ kind: 'delete', collection, id }]);
  }

  async commit(ops: WriteOp[], checkpoint?: CheckpointWrite) {
    const [error] = await this.commitEach([{ ops, checkpoint }]);
    if (error) throw error;
  }

  async commitEach(commits: (Omit<ProjectionCommit, 'checkpoint'> & { checkpoint?: CheckpointWrite })[]) {
    // A writer whose commits only ever touch memory would otherwise keep the event loop from ever handing
    // over the thread's answer, and a find waiting for it would wait forever.
    if (this.waitingForFile > 0) await new Promise((resolve) => setImmediate(resolve));
    const errors: unknown[] = [];
    for (const { ops, checkpoint } of commits) {
      if (ops.length > this.largeCommitOps || ops.some((op) => op.kind === 'deleteWhere')) {
        // A purge deletes by field, which only the file can find; a rebuild's batch gains nothing here.
        await this.flushed();
        for (const op of ops) this.touched(op.collection);
        this.direct++;
        errors.push(this.moved(checkpoint) ?? this.commitToFile(ops, checkpoint));
        continue;
      }
      const moved = this.moved(checkpoint);
      errors.push(moved);
      if (moved) continue;
      for (const op of ops) if (op.kind !== 'deleteWhere') this.keep(op);
      if (checkpoint) {
        if (!this.fileAt.has(checkpoint.projection))
          this.fileAt.set(checkpoint.projection, this.inner.checkpointSync(checkpoint.projection));
        this.pending.checkpoints.set(checkpoint.projection, checkpoint.position);
      }
    }
    if (this.pending.size >= this.maxBuffered) void this.flushLogged();
    else if (!this.pending.empty) this.timer ??= setTimeout(() => void this.flushLogged(), this.flushEveryMs);
    return errors;
  }

  /** The error of a commit whose checkpoint moved since its writer read it (as the file would refuse it). */
  private moved(checkpoint?: CheckpointWrite) {
    if (checkpoint?.expected === undefined) return null;
    const actual = this.checkpointNow(checkpoint.projection);
    return actual === checkpoint.expected
      ? null
      : new CheckpointMovedError(checkpoint.projection, checkpoint.expected, actual);
  }

  private commitToFile(ops: WriteOp[], checkpoint?: CheckpointWrite) {
    try {
      this.inner.commitNow(ops, checkpoint ? [checkpoint] : []);
      if (checkpoint) this.fileAt.set(checkpoint.projection, checkpoint.position);
      return null;
    } catch (error) {
      return error;
    }
  }

  private keep(op: Exclude<WriteOp, { kind: 'deleteWhere' }>) {
    this.pending.set(op.collection, op.kind === 'put' ? op.doc._id : op.id, op.kind === 'put' ? op.doc : null);
    this.touched(op.collection);
  }

  private touched(collection: string) {
    this.writes.set(collection, (this.writes.get(collection) ?? 0) + 1);
  }

  private checkpointNow(projection: string) {
    return (
      this.pending.checkpoints.get(projection) ??
      this.flushing?.checkpoints.get(projection) ??
      this.inner.checkpointSync(projection)
    );
  }

  async checkpoint(projection: string) {
    return this.checkpointNow(projection);
  }

  async checkpoints() {
    return {
      ...(await this.inner.checkpoints()),
      ...Object.fromEntries(this.flushing?.checkpoints ?? []),
      ...Object.fromEntries(this.pending.checkpoints),
    };
  }

  async reset(collections: string[], projection?: string) {
    await this.flushed();
    for (const collection of collections) this.touched(collection);
    this.direct++;
    await this.inner.reset(collections, projection);
    if (projection) this.fileAt.delete(projection);
  }

  /**
   * Moves with every commit to the collection here, and within `othersSeenWithinMs` with any other
   * connection's commit to the file. With a flush thread the others are as its connection sees them: its own
   * flushes (which only write what memory already showed) move nothing.
   */
  changeMark(collection: string) {
    return `${this.othersMark()}:${this.writes.get(collection) ?? 0}`;
  }

  /** Other connections' commits: as the flush thread sees them, else (no thread, or it stopped) this one. */
  private othersMark(): string {
    return this.thread?.alive ? String(this.othersVersion()) : this.inner.changeMark('');
  }

  private othersVersion() {
    const now = performance.now();
    if (!this.others.asking && now - this.others.askedAt >= othersSeenWithinMs) {
      this.others.asking = true;
      this.others.askedAt = now;
      void this.thread!.dataVersion()
        .then((version) => (this.others.version = version))
        .catch(() => this.others.version++)
        .finally(() => (this.others.asking = false));
    }
    return this.others.version;
  }

  /** Resolves once everything committed before the call is in the file. */
  async flushed(): Promise<void> {
    this.waitingForFile++;
    try {
      while (this.inFlight) await this.inFlight.catch(() => undefined);
      if (!this.pending.empty) await this.flush();
    } finally {
      this.waitingForFile--;
    }
  }

  /**
   * Writes what memory holds, each document as it is now, with the checkpoints, in one transaction. Until it
   * is written it is still read from memory; a flush that fails is kept and tried again with the next.
   */
  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const layer = this.pending;
    this.pending = new Layer();
    this.flushing = layer;
    const checkpoints = [...layer.checkpoints].map(
      ([projection, position]) => [projection, position, this.fileAt.get(projection) ?? 0] as [string, number, number],
    );
    const written = this.thread?.alive
      ? this.thread.write(this.inner.rowsOf(layer.docs), checkpoints)
      : this.writeHere(layer, checkpoints);
    this.inFlight = written.then(
      () => {
        for (const [projection, position] of checkpoints) this.fileAt.set(projection, position);
        for (const [collection, docs] of layer.docs) {
          const kept = this.cleanDocs(collection);
          for (const [id, doc] of docs) kept.set(id, doc);
        }
        this.flushing = null;
        this.inFlight = null;
      },
      (error: unknown) => {
        this.flushing = null;
        this.inFlight = null;
        if (error instanceof CheckpointMovedError) return this.forget();
        this.pending.keepUnder(layer);
        throw error;
      },
    );
    return this.inFlight;
  }

  /**
   * Another process moved a checkpoint in the file (an operator's rebuild while the server runs): what memory
   * holds was built on what the file no longer has. It is dropped, so the file is read again, and the runner,
   * whose next commit is refused (its checkpoint moved), starts again from the file's checkpoints.
   */
  private forget() {
    console.warn('[read store] a read model was written by another process: the commits held in memory are dropped');
    this.pending = new Layer();
    this.fileAt.clear();
    this.direct++;
  }

  /** The flush on this thread's own connection (no worker): written before this returns. */
  private writeHere(layer: Layer, checkpoints: [string, number, number][]): Promise<void> {
    const ops = [...layer.docs].flatMap(([collection, docs]) =>
      [...docs].map(([id, doc]): WriteOp =>
        doc ? { kind: 'put', collection, doc } : { kind: 'delete', collection, id },
      ),
    );
    try {
      this.inner.commitNow(
        ops,
        checkpoints.map(([projection, position, expected]) => ({ projection, position, expected })),
      );
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private async flushLogged() {
    // One flush at a time: the next goes when this one is written.
    while (this.inFlight) await this.inFlight.catch(() => undefined);
    if (this.pending.empty) return;
    try {
      await this.flush();
    } catch (error) {
      console.error('[read store] could not write the read models kept in memory, trying again:', error);
      this.timer ??= setTimeout(() => void this.flushLogged(), this.flushEveryMs);
    }
  }

  async close() {
    await this.flushed();
    if (this.thread?.alive) await this.thread.close();
    await this.inner.close();
  }
}

/** How late a change mark may see another connection's commit (an operator's CLI: this process writes the rest). */
const othersSeenWithinMs = 100;
/** Documents kept per collection as read from the file. */
const cleanKept = 10_000;

/**
 * Readers may change what they are given (the file's reads are parsed afresh): memory's own stays as it is.
 * A copy as a JSON round trip would give it (undefined members left out), without the text in between.
 */
const copy = (doc: Doc | null) => (doc === null ? null : (jsonCopy(doc) as Doc));

function jsonCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : jsonCopy(item)));
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) if (member !== undefined) out[key] = jsonCopy(member);
  return out;
}
