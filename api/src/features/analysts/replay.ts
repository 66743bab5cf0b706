import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SqliteReadStore, type EventStore, type ReadAllBackwardsOptions, type ReadAllOptions } from '@lebe/store';
import { type AnyProjection, ProjectionRunner } from '@lebe/projectors/runtime';
import { Erasures } from './erasures';

/**
 * The log as it stood at a position: reads stop there, the head is there, and erased data (see
 * Erasures) is left out as in exports. Only what a replay needs (reading); anything that would write
 * or subscribe is refused, so a replay cannot touch the log.
 */
export class LogUntil implements EventStore {
  readonly kind: string;
  constructor(
    private readonly inner: EventStore,
    readonly until: number,
    private readonly erasures: Erasures = new Erasures(),
  ) {
    this.kind = `${inner.kind} until ${until}`;
  }
  async readAll(options: ReadAllOptions = {}) {
    // An empty page means "caught up" to the runner, so a page of hidden events is read past.
    for (let after = options.after ?? 0; after < this.until;) {
      const page = await this.inner.readAll({ ...options, after });
      if (page.length === 0) return [];
      const kept = page.filter((e) => e.position <= this.until && !this.erasures.hides(e));
      if (kept.length > 0) return kept;
      after = page[page.length - 1].position;
    }
    return [];
  }
  async readAllBackwards(options: ReadAllBackwardsOptions = {}) {
    const before = Math.min(options.before ?? Number.MAX_SAFE_INTEGER, this.until + 1);
    for (let from = before; ;) {
      const page = await this.inner.readAllBackwards({ ...options, before: from });
      if (page.length === 0) return [];
      const kept = page.filter((e) => !this.erasures.hides(e));
      if (kept.length > 0) return kept;
      from = page[page.length - 1].position;
    }
  }
  async readStream(stream: string, options?: { fromRevision?: number; maxCount?: number }) {
    return (await this.inner.readStream(stream, options)).filter(
      (e) => e.position <= this.until && !this.erasures.hides(e),
    );
  }
  async readEvent(position: number) {
    const event = position <= this.until ? await this.inner.readEvent(position) : null;
    return event && !this.erasures.hides(event) ? event : null;
  }
  async countAfter(after: number, limit = 100_000) {
    // Counted through readAll, which stops at `until` and leaves erased data out.
    let count = 0;
    for (let from = after; count < limit;) {
      const page = await this.readAll({ after: from, maxCount: Math.min(5000, limit - count) });
      if (page.length === 0) break;
      count += page.length;
      from = page[page.length - 1].position;
    }
    return Math.min(count, limit);
  }
  async headPosition() {
    return Math.min(await this.inner.headPosition(), this.until);
  }
  append(): never {
    throw new Error('A replay never writes to the log');
  }
  appendMany(): never {
    throw new Error('A replay never writes to the log');
  }
  appendNewStreams(): never {
    throw new Error('A replay never writes to the log');
  }
  deleteStream(): never {
    throw new Error('A replay never writes to the log');
  }
  subscribe(): never {
    throw new Error('A replay reads the log once; it does not subscribe');
  }
  onAppended() {
    return () => undefined;
  }
  async close() {}
}

/**
 * The position of the last event recorded at or before `date`: the log "as of" that moment. Events
 * are stamped when their command ran, so the first event after the date ends the search.
 */
export async function positionAt(events: EventStore, date: Date, pageSize = 5000): Promise<number> {
  const limit = date.getTime();
  let reached = 0;
  for (let after = 0; ;) {
    const page = await events.readAll({ after, maxCount: pageSize });
    if (page.length === 0) return reached;
    for (const e of page) {
      if (Date.parse(e.metadata.time) > limit) return reached;
      reached = e.position;
    }
    after = page[page.length - 1].position;
  }
}

export interface ReplayOptions {
  /** SQLite file of the separate read store; never the product's. */
  out: string;
  untilPosition?: number;
  untilDate?: Date;
}

/** Runs projections over the log (up to a position or date, erased data left out) into their own SQLite read store. */
export async function replay(events: EventStore, projections: AnyProjection[], options: ReplayOptions) {
  const until = Math.min(
    options.untilPosition ?? Number.MAX_SAFE_INTEGER,
    options.untilDate ? await positionAt(events, options.untilDate) : Number.MAX_SAFE_INTEGER,
    await events.headPosition(),
  );
  const read = new SqliteReadStore(options.out);
  try {
    const runner = new ProjectionRunner(new LogUntil(events, until, await Erasures.scan(events)), read, projections);
    await runner.init();
    // A replay always starts from an empty store, even when the file holds an earlier run.
    for (const p of projections) await read.reset([p.collection.name], p.name);
    await runner.catchUp(projections.map((p) => p.name));
    const counts: Record<string, number> = {};
    for (const p of projections)
      counts[p.collection.name] = (await read.find(p.collection.name, { pageSize: 1 })).total;
    return { until, counts };
  } finally {
    await read.close();
  }
}

const looksLikeProjection = (value: unknown): value is AnyProjection =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as AnyProjection).name === 'string' &&
  ((value as AnyProjection).kind === 'document' || (value as AnyProjection).kind === 'group') &&
  Array.isArray((value as AnyProjection).handles) &&
  typeof (value as AnyProjection).targets === 'function';

/** An analyst's module: every exported projection (default, `projections` array, or named exports). */
export async function loadProjections(modulePath: string): Promise<AnyProjection[]> {
  const module = (await import(pathToFileURL(resolve(modulePath)).href)) as Record<string, unknown>;
  const found = new Map<string, AnyProjection>();
  const add = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(add);
    else if (looksLikeProjection(value)) found.set(value.name, value);
  };
  Object.values(module).forEach(add);
  if (found.size === 0)
    throw new Error(`${modulePath} exports no projection (kind, name, collection, handles, targets, evolve)`);
  return [...found.values()];
}
