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

/**
 * The documents `ids` a read model will hold of one stream whose events target several (a learner's level
 * windows), each folded from the log with the read model's own targets and evolve, in one read of the stream:
 * what a command decides from where the read model may lag (see documentFromLog).
 */
export async function documentsFromLog<E extends { type: string; data: unknown }, D extends Doc>(
  events: EventStore,
  projection: DocumentProjection<E, D>,
  stream: string,
  ids: readonly string[],
): Promise<Map<string, D>> {
  const handled = new Set<string>(projection.handles);
  const docs = new Map<string, D | null>(ids.map((id) => [id, null]));
  for (const event of await events.readStream(stream)) {
    if (!isHandled<E>(handled, event)) continue;
    const targets = projection.targets(event as Recorded<E>);
    for (const id of typeof targets === 'string' ? [targets] : Array.isArray(targets) ? targets : [])
      if (docs.has(id)) docs.set(id, projection.evolve(docs.get(id)!, event as Recorded<E>, id));
  }
  return new Map([...docs].filter((entry): entry is [string, D] => entry[1] !== null));
}
