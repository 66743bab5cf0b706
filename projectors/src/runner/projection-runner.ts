import type { RecordedEvent } from '@lebe/domain';
import { CheckpointMovedError, type Doc, type EventStore, type ReadStore, type WriteOp } from '@lebe/store';
import { idsOf, type AnyProjection } from '../projection';
import { failuresCollection, parkedProjections, type ProjectionFailure } from './failures';

export interface RunnerOptions {
  /** Events read from the log per batch; one transaction per projection per batch. */
  batchSize?: number;
  /** Events per batch during a rebuild: larger batches write each document fewer times. */
  rebuildBatchSize?: number;
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
  lag: number;
  failure: ProjectionFailure | null;
}

type BatchResult = { ops: WriteOp[]; reached: number; failure?: ProjectionFailure };

/**
 * Brings read models up to the log. Each projection has its own checkpoint; a batch of events is read
 * once and applied to every projection behind it; each projection's documents and checkpoint are
 * committed in one transaction that fails if another runner moved the checkpoint meanwhile. So a crash,
 * a duplicate wake-up or a second worker can never apply an event twice or skip one.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
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
    this.rebuildBatchSize = options.rebuildBatchSize ?? 50_000;
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

  /** One batch for the projections furthest behind. Returns false when none of them can move. */
  async step(names: readonly string[], batchSize = this.batchSize): Promise<boolean> {
    const parked = await parkedProjections(this.read);
    const active = names.map((n) => this.projection(n)).filter((p) => !parked.has(p.name));
    if (active.length === 0) return false;
    const checkpoints = await this.read.checkpoints();
    const from = Math.min(...active.map((p) => checkpoints[p.name] ?? 0));
    const batch = await this.events.readAll({ after: from, maxCount: batchSize });
    if (batch.length === 0) return false;
    for (const p of active) {
      const start = checkpoints[p.name] ?? 0;
      const events = start === from ? batch : batch.filter((e) => e.position > start);
      if (events.length > 0) await this.applyAndCommit(p, events, start);
    }
    return true;
  }

  private cache(name: string): DocumentCache {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new DocumentCache()));
    return cache;
  }

  private async applyAndCommit(p: AnyProjection, events: RecordedEvent[], start: number) {
    const cache = this.cache(p.name);
    if (cache.committedAt !== start) cache.reset();
    const result = await this.apply(p, events, cache);
    if (result.reached === start && !result.failure) return;
    const ops = result.failure ? [...result.ops, failureOp(result.failure)] : result.ops;
    try {
      await this.read.commit(ops, { projection: p.name, position: result.reached, expected: start });
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
    cache.committedAt = result.reached;
    if (cache.docs.size > this.cachedDocuments) cache.reset(result.reached);
  }

  /** Pure application of a batch to one projection: the documents it loads, evolves and writes. */
  private async apply(p: AnyProjection, events: RecordedEvent[], cache: DocumentCache): Promise<BatchResult> {
    const handled = new Set(p.canHandle);
    const docs = new Map<string, Doc | null>();
    const missing = new Set<string>();
    for (const e of events) {
      if (!handled.has(e.type)) continue;
      for (const id of idsOf(p, e)) {
        if (docs.has(id) || missing.has(id)) continue;
        const cached = cache.docs.get(id);
        if (cached !== undefined) docs.set(id, cached);
        else if (cache.complete) docs.set(id, null);
        else missing.add(id);
      }
    }
    if (missing.size > 0) {
      const loaded = await this.read.getMany(p.collection.name, [...missing]);
      for (const id of missing) docs.set(id, loaded.get(id) ?? null);
    }
    const dirty = new Set<string>();
    const purges: WriteOp[] = [];
    let reached = events[0].position - 1;
    for (const e of events) {
      if (handled.has(e.type)) {
        try {
          const purge = p.purge?.(e);
          if (purge) {
            // Pending writes of the purged documents go first, then the purge removes them all.
            purges.push(...this.opsFor(p, dirty, docs), {
              kind: 'deleteWhere',
              collection: p.collection.name,
              ...purge,
            });
            dirty.clear();
            for (const [id, doc] of docs) if (doc && doc[purge.field] === purge.value) docs.set(id, null);
            cache.reset();
          }
          this.evolveEvent(p, e, docs, dirty);
        } catch (error) {
          return { ops: [...purges, ...this.opsFor(p, dirty, docs)], reached, failure: failureOf(p, e, error) };
        }
      }
      reached = e.position;
    }
    return { ops: [...purges, ...this.opsFor(p, dirty, docs)], reached };
  }

  private evolveEvent(p: AnyProjection, e: RecordedEvent, docs: Map<string, Doc | null>, dirty: Set<string>) {
    const ids = idsOf(p, e);
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

  private opsFor(p: AnyProjection, dirty: Set<string>, docs: Map<string, Doc | null>): WriteOp[] {
    const collection = p.collection.name;
    return [...dirty].map((id) => {
      const doc = docs.get(id);
      return doc ? { kind: 'put', collection, doc: { ...doc, _id: id } } : { kind: 'delete', collection, id };
    });
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
    return this.projections.map((p) => {
      const checkpoint = checkpoints[p.name] ?? 0;
      return { name: p.name, checkpoint, lag: Math.max(0, head - checkpoint), failure: parked.get(p.name) ?? null };
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
