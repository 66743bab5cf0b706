import type { RecordedEvent } from '@lebe/domain';
import { CheckpointMovedError, type Doc, type EventStore, type ReadStore, type WriteOp } from '@lebe/store';
import { isHandled, type AnyProjection, type Targets } from './projection';
import { isLayoutOf } from './partition';
import { foldLog, refoldChanges } from './refold';
import { failuresCollection, parkedProjections, type ProjectionFailure } from './failures';

export interface RunnerOptions {
  /** Events read from the log per batch; one commit per projection per batch (one transaction for all where the store can). */
  batchSize?: number;
  /** Events per batch during a rebuild: larger batches write each document fewer times. */
  rebuildBatchSize?: number;
  /** Events read from the log at a time within a batch (young objects are cheap to collect). */
  readChunk?: number;
  /** Documents a projection keeps in memory between batches (write-through; see DocumentCache). */
  cachedDocuments?: number;
}

const checkpointsTrustedMs = 1000;

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
  private readonly docs = new Map<string, Doc | null>();
  /** The batch's documents by the projection's lookup field, kept as documents change. */
  private readonly byLookup = new Map<unknown, Set<string>>();
  readonly dirty = new Set<string>();
  /** Ops that must go before the dirty documents: the writes pending at a purge, then the purge. */
  readonly purges: WriteOp[] = [];
  readonly purged: { field: string; value: string }[] = [];
  reached: number;
  failure?: ProjectionFailure;
  /** Set at an event that refolds the read model: the batch ends there (before it, or just after it). */
  ended = false;
  /** Set when the batch holds a refold: its writes may be more than one commit can carry. */
  refolded = false;

  constructor(
    readonly p: AnyProjection,
    readonly start: number,
    readonly cache: DocumentCache,
  ) {
    this.handled = new Set(p.handles);
    this.reached = start;
  }

  has(id: string) {
    return this.docs.has(id);
  }

  get(id: string): Doc | null {
    return this.docs.get(id) ?? null;
  }

  entries() {
    return this.docs.entries();
  }

  set(id: string, doc: Doc | null) {
    const field = this.p.kind === 'document' ? this.p.lookup : undefined;
    if (field) {
      const before = this.docs.get(id)?.[field];
      if (before !== undefined) this.byLookup.get(before)?.delete(id);
      if (doc && doc[field] !== undefined) {
        let ids = this.byLookup.get(doc[field]);
        if (!ids) this.byLookup.set(doc[field], (ids = new Set()));
        ids.add(id);
      }
    }
    this.docs.set(id, doc);
  }

  /** The ids of the batch's documents whose lookup field holds `value`. */
  lookup(value: string): string[] {
    return [...(this.byLookup.get(value) ?? [])];
  }

  /** The dirty documents as writes. */
  writes(): WriteOp[] {
    const collection = this.p.collection.name;
    return [...this.dirty].map((id) => {
      const doc = this.get(id);
      return doc ? { kind: 'put', collection, doc: { ...doc, _id: id } } : { kind: 'delete', collection, id };
    });
  }

  /** Everything to commit with the checkpoint. */
  ops(): WriteOp[] {
    const ops = this.purges.length > 0 ? [...this.purges, ...this.writes()] : this.writes();
    return this.failure ? [...ops, failureOp(this.failure)] : ops;
  }
}

/** A document's next state in the batch: written at commit unless it is the very same object. */
function change(batch: PendingBatch, id: string, after: Doc | null) {
  if (after === batch.get(id)) return; // unchanged: nothing to write
  batch.set(id, after);
  batch.dirty.add(id);
}

/**
 * Brings read models up to the log. Each projection has its own checkpoint; a batch of events is read
 * once and applied to every projection behind it; each projection's documents and checkpoint are
 * committed atomically, and not at all if another runner moved the checkpoint meanwhile. So a crash,
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
  /**
   * Each projection's checkpoint as this runner last read or committed it, so a step need not read them
   * again: a checkpoint someone else moved meanwhile makes the commit fail, and it is read again (and all
   * are, at least every `checkpointsTrustedMs`, for one moved where this runner has nothing to commit).
   */
  private readonly known = new Map<string, number>();
  private knownAt = 0;
  /** The parked projections, with the store's change mark of the failures when it has one (see parked()). */
  private parkedSeen: { mark: string; parked: Map<string, ProjectionFailure> } | null = null;

  constructor(
    readonly events: EventStore,
    readonly read: ReadStore,
    readonly projections: readonly AnyProjection[],
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 2000;
    // A store that caps one atomic commit (MongoDB's transactions) caps a rebuild's batch with it.
    this.rebuildBatchSize = Math.min(options.rebuildBatchSize ?? 100_000, read.maxCommitOps ?? Infinity);
    this.readChunk = options.readChunk ?? 4096;
    this.cachedDocuments = options.cachedDocuments ?? 100_000;
    this.byName = new Map(projections.map((p) => [p.name, p]));
  }

  init(): Promise<void> {
    this.ready ??= (async () => {
      await this.read.ensure(failuresCollection);
      for (const p of this.projections) await this.read.ensure(p.collection);
      await this.resetChangedLayouts();
    })();
    return this.ready;
  }

  /**
   * A read model split into a different number of partitions than the checkpoints were kept for
   * (DASHBOARD_PARTITIONS changed), or at another version of its layout (see `versioned`): its collection
   * and the old checkpoints are dropped, and the new projections build it again from the log, rather
   * than applying events twice onto what is there.
   */
  private async resetChangedLayouts() {
    const stored = Object.keys(await this.read.checkpoints());
    const bases = new Map<string, AnyProjection[]>();
    for (const p of this.projections)
      bases.set(p.partitionOf ?? p.name, [...(bases.get(p.partitionOf ?? p.name) ?? []), p]);
    for (const [base, current] of bases) {
      const names = new Set(current.map((p) => p.name));
      const stale = stored.filter((name) => isLayoutOf(base, name) && !names.has(name));
      if (stale.length === 0) continue;
      const [first, ...rest] = stale;
      await this.read.reset([current[0].collection.name], first);
      for (const name of [...rest, ...names]) await this.read.reset([], name);
      for (const p of current) this.cache(p.name).reset();
      this.known.clear();
    }
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
    const parked = await this.parked();
    const active = names.map((n) => this.projection(n)).filter((p) => !parked.has(p.name));
    if (active.length === 0) return false;
    const checkpoints = await this.checkpoints(active.map((p) => p.name));
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
    await this.commitAll(pending.filter((b) => b.reached !== b.start || b.failure));
    return true;
  }

  /** The checkpoints of the named projections (all by default): as this runner knows them, else as stored. */
  async checkpoints(names: readonly string[] = [...this.byName.keys()]): Promise<Record<string, number>> {
    if (performance.now() - this.knownAt > checkpointsTrustedMs || !names.every((n) => this.known.has(n))) {
      const stored = await this.read.checkpoints();
      for (const name of this.byName.keys()) this.known.set(name, stored[name] ?? 0);
      this.knownAt = performance.now();
    }
    return Object.fromEntries(names.map((n) => [n, this.known.get(n)!]));
  }

  /**
   * The parked projections. Read again only when the store says its failures may have changed (a commit
   * here, or within a moment another process's retry), where it can say so; at every call otherwise.
   */
  async parked(): Promise<Map<string, ProjectionFailure>> {
    const mark = this.read.changeMark?.(failuresCollection.name);
    if (mark !== undefined && this.parkedSeen?.mark === mark) return this.parkedSeen.parked;
    const parked = await parkedProjections(this.read);
    this.parkedSeen = mark === undefined ? null : { mark, parked };
    return parked;
  }

  /**
   * The batches' commits: in one transaction where the store can (each still all or nothing), else one by
   * one; a refold's, which may be more than one commit carries, alone (commitOps).
   */
  private async commitAll(batches: PendingBatch[]) {
    const commits = batches.map((batch) => ({ batch, ops: batch.ops() }));
    const together = this.read.commitEach ? commits.filter((c) => !c.batch.refolded) : [];
    if (together.length > 0) {
      const errors = await this.read.commitEach!(
        together.map(({ batch, ops }) => ({
          ops,
          checkpoint: { projection: batch.p.name, position: batch.reached, expected: batch.start },
        })),
      );
      together.forEach(({ batch, ops }, i) => this.committed(batch, ops, errors[i]));
    }
    for (const { batch, ops } of commits) {
      if (together.some((c) => c.batch === batch)) continue;
      const error = await this.commitOps(batch, ops).then(
        () => null,
        (e: unknown) => e,
      );
      this.committed(batch, ops, error);
    }
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
    if (batch.failure || batch.ended) return;
    const events = chunk[0].position > batch.start ? chunk : chunk.filter((e) => e.position > batch.start);
    if (events.length === 0) return;
    const targets = events.map((e) => (isHandled(batch.handled, e) ? batch.p.targets(e) : null));
    await this.load(batch, targets);
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (refolds(batch, e)) {
        // A refold reads the read model as stored: what comes before it is committed first.
        batch.ended = true;
        if (batch.dirty.size > 0 || batch.purges.length > 0) return;
        await this.refold(batch, e);
        return;
      }
      if (batch.handled.has(e.type)) {
        try {
          if (batch.p.withdraw) await this.withdrawFor(batch, e);
          this.purgeFor(batch, e);
          if (targets[i]) this.evolveEvent(batch, e, targets[i]!);
        } catch (error) {
          batch.failure = failureOf(batch.p, e, error);
          return;
        }
      }
      batch.reached = e.position;
    }
  }

  /**
   * The log folded again up to `e`, an event that corrects the past (see Refold): every document that
   * differs from what the read store holds is the batch's to write, and the batch ends with `e`.
   */
  private async refold(batch: PendingBatch, e: RecordedEvent) {
    const { p } = batch;
    if (p.kind !== 'group' || !p.refold) return;
    const correct = await p.refold.corrector(this.read);
    const folded = await foldLog(this.events, p, e.position, correct, this.readChunk);
    const changes = await refoldChanges(this.read, p.collection.name, folded);
    await this.load(batch, [[...changes.keys()]]);
    for (const [id, doc] of changes) change(batch, id, doc);
    batch.refolded = true;
    batch.reached = e.position;
  }

  /**
   * Puts in the batch every document the chunk's events target: from the batch, the cache or the store;
   * for a lookup, every document of the store holding the value (the batch's own are known to it).
   */
  private async load(batch: PendingBatch, targets: (Targets | Partial<Record<string, string>> | null)[]) {
    const { p, cache } = batch;
    const missing = new Set<string>();
    const lookups = new Set<string>();
    const want = (id: string) => {
      if (batch.has(id) || missing.has(id)) return;
      const cached = cache.docs.get(id);
      if (cached !== undefined) batch.set(id, cached);
      else if (cache.complete) batch.set(id, null);
      else missing.add(id);
    };
    for (const target of targets) {
      if (target === null) continue;
      if (typeof target === 'string') want(target);
      else if (Array.isArray(target)) target.forEach(want);
      else if (p.kind === 'document' && 'lookup' in target) lookups.add(String(target.lookup));
      else Object.values(target as Record<string, string>).forEach(want);
    }
    if (p.kind === 'document' && p.lookup) for (const value of lookups) await this.loadLookup(batch, p.lookup, value);
    if (missing.size === 0) return;
    const loaded = await this.read.getMany(p.collection.name, [...missing]);
    for (const id of missing) {
      const doc = loaded.get(id) ?? null;
      // A purge earlier in this batch is not committed yet: what it deletes must not come back.
      batch.set(id, doc && batch.purged.some((q) => doc[q.field] === q.value) ? null : doc);
    }
  }

  /** Every committed document holding `value` in `field`, unless the batch or the cache knows it better. */
  private async loadLookup(batch: PendingBatch, field: string, value: string) {
    const found = await this.read.find(batch.p.collection.name, {
      where: { [field]: value },
      pageSize: 10_000,
      skipTotal: true,
    });
    for (const doc of found.items) {
      if (batch.has(doc._id)) continue;
      const cached = batch.cache.docs.get(doc._id);
      const purged = batch.purged.some((q) => doc[q.field] === q.value);
      batch.set(doc._id, cached !== undefined ? cached : purged ? null : doc);
    }
  }

  /**
   * An erasure's shares taken out of shared documents: every document holding the erased value (the
   * batch's own as they are now, the rest from the store), then the changes they call for.
   */
  private async withdrawFor(batch: PendingBatch, e: RecordedEvent) {
    const { p } = batch;
    const of = isHandled(batch.handled, e) ? p.withdraw?.of(e) : null;
    if (!of || !p.withdraw) return;
    const found = new Map<string, Doc | null>();
    for (const [id, doc] of batch.entries()) if (doc?.[of.field] === of.value) found.set(id, doc);
    const pageSize = 5000;
    for (let page = 1; ; page++) {
      const { items } = await this.read.find(p.collection.name, {
        where: { [of.field]: of.value },
        sort: [['_id', 'asc']],
        page,
        pageSize,
        skipTotal: true,
      });
      for (const doc of items) {
        if (found.has(doc._id) || batch.purged.some((q) => doc[q.field] === q.value)) continue;
        const cached = batch.cache.docs.get(doc._id);
        found.set(doc._id, batch.has(doc._id) ? batch.get(doc._id) : cached !== undefined ? cached : doc);
      }
      if (items.length < pageSize) break;
    }
    const docs = [...found.values()].filter((d): d is Doc => d !== null && d[of.field] === of.value);
    const changes = p.withdraw.changes(docs, e);
    await this.load(batch, [[...changes.keys()]]);
    for (const [id, w] of changes) change(batch, id, w.next(batch.get(id)));
  }

  private purgeFor(batch: PendingBatch, e: RecordedEvent) {
    const purge = isHandled(batch.handled, e) ? batch.p.purge?.(e) : null;
    if (!purge) return;
    // Pending writes of the purged documents go first, then the purge removes them all.
    batch.purges.push(...batch.writes(), { kind: 'deleteWhere', collection: batch.p.collection.name, ...purge });
    batch.purged.push(purge);
    batch.dirty.clear();
    for (const [id, doc] of batch.entries()) if (doc && doc[purge.field] === purge.value) batch.set(id, null);
    batch.cache.reset();
  }

  /** Keeps what a batch committed for its next one; `error` is the commit's (null: committed). */
  private committed(batch: PendingBatch, ops: WriteOp[], error: unknown) {
    const { p, cache } = batch;
    if (error) {
      cache.reset();
      this.known.delete(p.name);
      if (!(error instanceof CheckpointMovedError)) throw error;
      return; // Another runner applied this batch first; the next step starts from its checkpoint.
    }
    for (const op of ops) {
      if (op.collection !== p.collection.name) continue;
      if (op.kind === 'put') cache.docs.set(op.doc._id, op.doc);
      else if (op.kind === 'delete') cache.docs.set(op.id, null);
    }
    cache.committedAt = batch.reached;
    this.known.set(p.name, batch.reached);
    if (cache.docs.size > this.cachedDocuments) cache.reset(batch.reached);
  }

  /**
   * The batch's writes with its checkpoint, in one commit. A refold's writes beyond what one commit may
   * carry go first with the checkpoint unmoved: after a crash the refold runs again and finds only what is
   * left to write.
   */
  private async commitOps(batch: PendingBatch, ops: WriteOp[]) {
    const { p, start } = batch;
    const max = this.read.maxCommitOps ?? Infinity;
    let rest = ops;
    for (; batch.refolded && rest.length > max; rest = rest.slice(max))
      await this.read.commit(rest.slice(0, max), { projection: p.name, position: start, expected: start });
    await this.read.commit(rest, { projection: p.name, position: batch.reached, expected: start });
  }

  private evolveEvent(batch: PendingBatch, e: RecordedEvent, target: Targets | Partial<Record<string, string>>) {
    const { p } = batch;
    if (!isHandled(batch.handled, e)) return;
    if (p.kind === 'group') {
      const roles = Object.entries(target as Record<string, string>);
      const next = p.evolve(Object.fromEntries(roles.map(([role, id]) => [role, batch.get(id)])), e);
      for (const [role, id] of roles) if (role in next) change(batch, id, next[role] ?? null);
      return;
    }
    // One target (the common case) without an array around it: this runs once per event of a rebuild.
    if (typeof target === 'string') return change(batch, target, p.evolve(batch.get(target), e, target));
    const ids = Array.isArray(target) ? target : batch.lookup(String((target as { lookup: string }).lookup));
    for (const id of ids) change(batch, id, p.evolve(batch.get(id), e, id));
  }

  /** Drops the named read models and their checkpoints, then replays the whole log into them. */
  async rebuild(names: readonly string[] = [...this.byName.keys()]): Promise<number> {
    await this.init();
    for (const name of names) {
      const p = this.projection(name);
      await this.read.reset([p.collection.name], p.name);
      await this.read.delete(failuresCollection.name, p.name);
      this.cache(p.name).reset(0, true);
      this.known.set(p.name, 0);
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

/** Whether the event refolds the batch's read model (see Refold). */
const refolds = (batch: PendingBatch, e: RecordedEvent) =>
  batch.p.kind === 'group' && batch.p.refold !== undefined && batch.p.refold.on.includes(e.type);

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
