import type { RecordedEvent } from '@lebe/domain';
import { CheckpointMovedError, type Doc, type EventStore, type ReadStore, type WriteOp } from '@lebe/store';
import { idsOf, type AnyProjection } from '../projection';
import { failuresCollection, parkedProjections, type ProjectionFailure } from './failures';

export interface RunnerOptions {
  /** Events read from the log per batch; one transaction per projection per batch. */
  batchSize?: number;
  /** Events per batch during a rebuild: larger batches write each document fewer times. */
  rebuildBatchSize?: number;
  /** Events read from the log at a time within a batch (young objects are cheap to collect). */
  readChunk?: number;
  /** Documents a projection keeps in memory between batches (write-through; see DocumentCache). */
  cachedDocuments?: number;
}

/**
 * The documents a projection last committed, so the next batch need not read them back. It is only
 * trusted while the projection's checkpoint is still the one this runner committed: if anyone else
 * (another worker, a rebuild) moved it, the cache is dropped. After a reset it is `complete`: a
 * document it does not hold does not exist, so a rebuild never reads the collection at all.
 */
class DocumentCache {
  docs = new Map<string, Doc | null>();
  committedAt = -1;
  complete = false;

  reset(committedAt = -1, complete = false) {
    this.docs = new Map();
    this.committedAt = committedAt;
    this.complete = complete;
  }
}

export interface ProjectionStatus {
  name: string;
  checkpoint: number;
  /** Events in the log after the checkpoint (counted up to 100,000). */
  lag: number;
  failure: ProjectionFailure | null;
}

/**
 * One projection's share of a batch while it is being applied: the documents it loaded and evolved,
 * not yet committed. It is fed the batch in chunks, so a large rebuild batch (few commits, each
 * document written once) never holds more than a chunk of events in memory.
 */
class PendingBatch {
  readonly handled: Set<string>;
  readonly docs = new Map<string, Doc | null>();
  readonly dirty = new Set<string>();
  /** Ops that must go before the dirty documents: the writes pending at a purge, then the purge. */
  readonly purges: WriteOp[] = [];
  readonly purged: { field: string; value: string }[] = [];
  reached: number;
  failure?: ProjectionFailure;

  constructor(
    readonly p: AnyProjection,
    readonly start: number,
    readonly cache: DocumentCache,
  ) {
    this.handled = new Set(p.canHandle);
    this.reached = start;
  }

  /** The dirty documents as writes. */
  writes(): WriteOp[] {
    const collection = this.p.collection.name;
    return [...this.dirty].map((id) => {
      const doc = this.docs.get(id);
      return doc ? { kind: 'put', collection, doc: { ...doc, _id: id } } : { kind: 'delete', collection, id };
    });
  }

  /** Everything to commit with the checkpoint. */
  ops(): WriteOp[] {
    const ops = this.purges.length > 0 ? [...this.purges, ...this.writes()] : this.writes();
    return this.failure ? [...ops, failureOp(this.failure)] : ops;
  }
}

/**
 * Brings read models up to the log. Each projection has its own checkpoint; a batch of events is read
 * once and applied to every projection behind it; each projection's documents and checkpoint are
 * committed in one transaction that fails if another runner moved the checkpoint meanwhile. So a crash,
 * a duplicate wake-up or a second worker can never apply an event twice or skip one.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly readChunk: number;
  private readonly cachedDocuments: number;
  private readonly caches = new Map<string, DocumentCache>();
  private readonly byName: Map<string, AnyProjection>;
  private ready: Promise<void> | null = null;

  constructor(
    readonly events: EventStore,
    readonly read: ReadStore,
    readonly projections: readonly AnyProjection[],
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 2000;
    this.rebuildBatchSize = options.rebuildBatchSize ?? 100_000;
    this.readChunk = options.readChunk ?? 4096;
    this.cachedDocuments = options.cachedDocuments ?? 100_000;
    this.byName = new Map(projections.map((p) => [p.name, p]));
  }

  init(): Promise<void> {
    this.ready ??= (async () => {
      await this.read.ensure(failuresCollection);
      for (const p of this.projections) await this.read.ensure(p.collection);
    })();
    return this.ready;
  }

  projection(name: string): AnyProjection {
    const p = this.byName.get(name);
    if (!p) throw new Error(`Unknown projection ${name}; known: ${[...this.byName.keys()].join(', ')}`);
    return p;
  }

  /** Applies everything the log holds to the named projections (all by default); returns the head reached. */
  async catchUp(names: readonly string[] = [...this.byName.keys()], batchSize = this.batchSize): Promise<number> {
    await this.init();
    for (;;) {
      const moved = await this.step(names, batchSize);
      if (!moved) return this.events.headPosition();
    }
  }

  /**
   * One batch of up to `batchSize` events for the projections furthest behind, read in chunks and
   * committed once per projection. Returns false when none of them can move.
   */
  async step(names: readonly string[], batchSize = this.batchSize): Promise<boolean> {
    const parked = await parkedProjections(this.read);
    const active = names.map((n) => this.projection(n)).filter((p) => !parked.has(p.name));
    if (active.length === 0) return false;
    const checkpoints = await this.read.checkpoints();
    const pending = active.map((p) => this.begin(p, checkpoints[p.name] ?? 0));
    let after = Math.min(...pending.map((b) => b.start));
    let read = 0;
    while (read < batchSize) {
      const maxCount = Math.min(this.readChunk, batchSize - read);
      const chunk = await this.events.readAll({ after, maxCount });
      if (chunk.length === 0) break;
      for (const batch of pending) await this.feed(batch, chunk);
      read += chunk.length;
      after = chunk[chunk.length - 1].position;
      if (chunk.length < maxCount) break;
    }
    if (read === 0) return false;
    for (const batch of pending) await this.commit(batch);
    return true;
  }

  private cache(name: string): DocumentCache {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new DocumentCache()));
    return cache;
  }

  private begin(p: AnyProjection, start: number): PendingBatch {
    const cache = this.cache(p.name);
    if (cache.committedAt !== start) cache.reset();
    return new PendingBatch(p, start, cache);
  }

  /** Applies a chunk of the batch to one projection (pure: only its pending documents change). */
  private async feed(batch: PendingBatch, chunk: RecordedEvent[]) {
    if (batch.failure) return;
    const events = chunk[0].position > batch.start ? chunk : chunk.filter((e) => e.position > batch.start);
    if (events.length === 0) return;
    const ids = events.map((e) => (batch.handled.has(e.type) ? idsOf(batch.p, e) : null));
    await this.load(batch, ids);
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (ids[i]) {
        try {
          this.purgeFor(batch, e);
          this.evolveEvent(batch, e, ids[i]!);
        } catch (error) {
          batch.failure = failureOf(batch.p, e, error);
          return;
        }
      }
      batch.reached = e.position;
    }
  }

  /** Puts in `batch.docs` every document of `ids`: from the batch, the cache or the store. */
  private async load(batch: PendingBatch, ids: (readonly string[] | null)[]) {
    const { p, docs, cache } = batch;
    const missing = new Set<string>();
    for (const eventIds of ids) {
      for (const id of eventIds ?? []) {
        if (docs.has(id) || missing.has(id)) continue;
        const cached = cache.docs.get(id);
        if (cached !== undefined) docs.set(id, cached);
        else if (cache.complete) docs.set(id, null);
        else missing.add(id);
      }
    }
    if (missing.size === 0) return;
    const loaded = await this.read.getMany(p.collection.name, [...missing]);
    for (const id of missing) {
      const doc = loaded.get(id) ?? null;
      // A purge earlier in this batch is not committed yet: what it deletes must not come back.
      docs.set(id, doc && batch.purged.some((q) => doc[q.field] === q.value) ? null : doc);
    }
  }

  private purgeFor(batch: PendingBatch, e: RecordedEvent) {
    const purge = batch.p.purge?.(e);
    if (!purge) return;
    // Pending writes of the purged documents go first, then the purge removes them all.
    batch.purges.push(...batch.writes(), { kind: 'deleteWhere', collection: batch.p.collection.name, ...purge });
    batch.purged.push(purge);
    batch.dirty.clear();
    for (const [id, doc] of batch.docs) if (doc && doc[purge.field] === purge.value) batch.docs.set(id, null);
    batch.cache.reset();
  }

  private async commit(batch: PendingBatch) {
    const { p, start, cache } = batch;
    if (batch.reached === start && !batch.failure) return;
    const ops = batch.ops();
    try {
      await this.read.commit(ops, { projection: p.name, position: batch.reached, expected: start });
    } catch (error) {
      cache.reset();
      if (!(error instanceof CheckpointMovedError)) throw error;
      return; // Another runner applied this batch first; the next step starts from its checkpoint.
    }
    for (const op of ops) {
      if (op.collection !== p.collection.name) continue;
      if (op.kind === 'put') cache.docs.set(op.doc._id, op.doc);
      else if (op.kind === 'delete') cache.docs.set(op.id, null);
    }
    cache.committedAt = batch.reached;
    if (cache.docs.size > this.cachedDocuments) cache.reset(batch.reached);
  }

  private evolveEvent({ p, docs, dirty }: PendingBatch, e: RecordedEvent, ids: readonly string[]) {
    if (p.evolveAll) {
      const next = p.evolveAll(Object.fromEntries(ids.map((id) => [id, docs.get(id) ?? null])), e);
      for (const id of ids) {
        if (!(id in next) || next[id] === (docs.get(id) ?? null)) continue;
        docs.set(id, next[id]);
        dirty.add(id);
      }
      return;
    }
    for (const id of ids) {
      const before = docs.get(id) ?? null;
      const after = p.evolve(before, e, id);
      if (after === before) continue; // unchanged: nothing to write
      docs.set(id, after);
      dirty.add(id);
    }
  }

  /** Drops the named read models and their checkpoints, then replays the whole log into them. */
  async rebuild(names: readonly string[] = [...this.byName.keys()]): Promise<number> {
    await this.init();
    for (const name of names) {
      const p = this.projection(name);
      await this.read.reset([p.collection.name], p.name);
      await this.read.delete(failuresCollection.name, p.name);
      this.cache(p.name).reset(0, true);
    }
    return this.catchUp(names, this.rebuildBatchSize);
  }

  async status(): Promise<ProjectionStatus[]> {
    await this.init();
    const [head, checkpoints, parked] = await Promise.all([
      this.events.headPosition(),
      this.read.checkpoints(),
      parkedProjections(this.read),
    ]);
    // Lag in events, counted by the log: positions are not counts (KurrentDB's are byte offsets).
    const lags = await Promise.all(
      this.projections.map((p) =>
        (checkpoints[p.name] ?? 0) >= head ? 0 : this.events.countAfter(checkpoints[p.name] ?? 0),
      ),
    );
    return this.projections.map((p, i) => {
      const checkpoint = checkpoints[p.name] ?? 0;
      return { name: p.name, checkpoint, lag: lags[i], failure: parked.get(p.name) ?? null };
    });
  }
}

function failureOf(p: AnyProjection, e: RecordedEvent, error: unknown): ProjectionFailure {
  return {
    _id: p.name,
    projection: p.name,
    position: e.position,
    eventId: e.id,
    eventType: e.type,
    streamName: e.streamName,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    at: new Date().toISOString(),
  };
}

function failureOp(failure: ProjectionFailure): WriteOp {
  return { kind: 'put', collection: failuresCollection.name, doc: failure };
}
