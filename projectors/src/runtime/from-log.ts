import type { Doc, EventStore } from '@lebe/store';
import { isHandled, type DocumentProjection, type Recorded } from './projection';

/**
 * The document a read model will hold for one stream, folded straight from the log with the read
 * model's own evolve: what a write answers with, so a read model still catching up (a first start's
 * bank import) can make a response slower, never wrong.
 */
export async function documentFromLog<E extends { type: string; data: unknown }, D extends Doc>(
  events: EventStore,
  projection: DocumentProjection<E, D>,
  stream: string,
  id: string,
  upTo = Infinity,
): Promise<D | null> {
  const handled = new Set<string>(projection.handles);
  let doc: D | null = null;
  for (const event of await events.readStream(stream))
    if (event.position <= upTo && isHandled<E>(handled, event)) doc = projection.evolve(doc, event as Recorded<E>, id);
  return doc;
}

/** Folds kept per log, projection and stream: the document and the stream revision it was folded to. */
const folds = new WeakMap<EventStore, WeakMap<object, Map<string, Fold>>>();
interface Fold {
  revision: number;
  doc: Doc | null;
  /** The log's change mark for the stream when it was read (see EventStore.changeMark). */
  mark?: string;
}
const foldsKept = 10_000;

/**
 * documentFromLog for a stream read far more often than it is written (a question, read by every answer to
 * it): the document folded before is kept with the revision it reached, and only the events after that are
 * read and folded onto it. Only for streams never deleted from the log (an erased stream's revisions start
 * again, which this would not see). Documents are shared, never changed in place, as the runner's are.
 */
export async function latestDocumentFromLog<E extends { type: string; data: unknown }, D extends Doc>(
  events: EventStore,
  projection: DocumentProjection<E, D>,
  stream: string,
  id: string,
): Promise<D | null> {
  let byProjection = folds.get(events);
  if (!byProjection) folds.set(events, (byProjection = new WeakMap()));
  let kept = byProjection.get(projection);
  if (!kept) byProjection.set(projection, (kept = new Map()));
  const key = `${stream}\n${id}`;
  const known = kept.get(key);
  // Taken before the read: a write after it moves the mark, and the next call reads again.
  const mark = events.changeMark?.(stream);
  if (known && mark !== undefined && known.mark === mark) return known.doc as D | null;
  const newer = await events.readStream(stream, known ? { fromRevision: known.revision + 1 } : {});
  if (known && newer.length === 0) {
    known.mark = mark;
    return known.doc as D | null;
  }
  const handled = new Set<string>(projection.handles);
  let { revision, doc } = known ?? { revision: -1, doc: null };
  for (const event of newer) {
    revision = event.revision;
    if (isHandled<E>(handled, event)) doc = projection.evolve(doc as D | null, event as Recorded<E>, id);
  }
  if (kept.size >= foldsKept) kept.clear();
  kept.set(key, { revision, doc, mark });
  return doc as D | null;
}

/**
 * The documents `ids` a read model will hold of the streams whose events target several (a learner's level
 * windows; their quiz results, with each quiz's hand-in), each folded from the log with the read model's own
 * targets and evolve, in one read of each stream and in log order across them: what a command decides from,
 * or a reply shows, where the read model may lag (see documentFromLog).
 */
export async function documentsFromLog<E extends { type: string; data: unknown }, D extends Doc>(
  events: EventStore,
  projection: DocumentProjection<E, D>,
  stream: string | readonly string[],
  ids: readonly string[],
): Promise<Map<string, D>> {
  const handled = new Set<string>(projection.handles);
  const docs = new Map<string, D | null>(ids.map((id) => [id, null]));
  for (const event of await inLogOrder(events, typeof stream === 'string' ? [stream] : stream)) {
    if (!isHandled<E>(handled, event)) continue;
    const targets = projection.targets(event as Recorded<E>);
    for (const id of typeof targets === 'string' ? [targets] : Array.isArray(targets) ? targets : [])
      if (docs.has(id)) docs.set(id, projection.evolve(docs.get(id)!, event as Recorded<E>, id));
  }
  return new Map([...docs].filter((entry): entry is [string, D] => entry[1] !== null));
}

/** The events of the streams, merged in log order. */
async function inLogOrder(events: EventStore, streams: readonly string[]) {
  const read = await Promise.all(streams.map((s) => events.readStream(s)));
  return read.length === 1 ? read[0] : read.flat().sort((a, b) => a.position - b.position);
}
