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
