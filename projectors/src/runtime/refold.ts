import type { RecordedEvent } from '@lebe/domain';
import type { Doc, EventStore, ReadStore } from '@lebe/store';
import type { GroupProjection, Recorded } from './projection';

// A refold runs any group projection's own evolve; each only ever gets its own events and documents.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGroup = GroupProjection<any, Doc, string>;
type Correct = (event: Recorded<{ type: string; data: unknown }>) => RecordedEvent;

/**
 * The documents a group projection holds once it has folded the log from its start through `until`,
 * each event as `correct` gives it: in memory, applied as the runner applies it (an erasure's purge
 * first, then evolve on the documents by role), so the result is what a rebuild of the corrected log
 * commits.
 */
export async function foldLog(
  events: EventStore,
  p: AnyGroup,
  until: number,
  correct: Correct,
  chunk = 4096,
): Promise<Map<string, Doc>> {
  const handled = new Set<string>(p.handles);
  const docs = new Map<string, Doc>();
  for (let after = 0; ;) {
    const page = await events.readAll({ after, maxCount: chunk });
    if (page.length === 0) return docs;
    for (const e of page) {
      if (e.position > until) return docs;
      if (handled.has(e.type)) apply(p, docs, correct(e as Recorded<{ type: string; data: unknown }>));
    }
    after = page[page.length - 1].position;
  }
}

function apply(p: AnyGroup, docs: Map<string, Doc>, e: RecordedEvent) {
  const purge = p.purge?.(e);
  if (purge) for (const [id, doc] of docs) if (doc[purge.field] === purge.value) docs.delete(id);
  const targets = p.targets(e);
  if (!targets) return;
  const roles = Object.entries(targets as Record<string, string>);
  const next = p.evolve(Object.fromEntries(roles.map(([role, id]) => [role, docs.get(id) ?? null])), e);
  for (const [role, id] of roles) {
    if (!(role in next)) continue;
    const doc = next[role];
    if (doc) docs.set(id, { ...doc, _id: id });
    else docs.delete(id);
  }
}

/**
 * How a refold changes the stored read model: every stored document the fold no longer has is deleted
 * (null), every one it holds otherwise is put, unless stored exactly so. Reads the collection once, by id.
 */
export async function refoldChanges(
  read: ReadStore,
  collection: string,
  folded: Map<string, Doc>,
  pageSize = 5000,
): Promise<Map<string, Doc | null>> {
  const changes = new Map<string, Doc | null>();
  const left = new Map(folded);
  for (let last = ''; ;) {
    const { items } = await read.find(collection, {
      where: last ? { _id: { gt: last } } : {},
      sort: [['_id', 'asc']],
      pageSize,
      skipTotal: true,
    });
    for (const stored of items) {
      const next = left.get(stored._id) ?? null;
      left.delete(stored._id);
      if (!next || !sameJson(stored, next)) changes.set(stored._id, next);
    }
    if (items.length < pageSize) break;
    last = items[items.length - 1]._id;
  }
  for (const [id, doc] of left) changes.set(id, doc);
  return changes;
}

/** Equal as JSON, whatever order the keys come in (PostgreSQL's JSONB orders them its own way). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
