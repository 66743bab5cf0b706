import { streamId, type RecordedEvent } from '@lebe/domain';
import type { CollectionSpec, Doc } from '@lebe/store';

/**
 * A read model: pure functions from events to documents of one collection.
 * The runner loads the documents an event touches, calls `evolve` for each, and commits the results
 * together with the projection's checkpoint.
 */
export interface Projection<D extends Doc = Doc> {
  name: string;
  collection: CollectionSpec;
  /** Event types this projection reads; every other event only moves its checkpoint. */
  canHandle: readonly string[];
  /** Ids of the documents the event changes; none means the event does not concern this read model. */
  documentIds(event: RecordedEvent): string | readonly string[] | null;
  /** Next state of one document (null: it does not exist yet). Returning null deletes it. Must be pure. */
  evolve(doc: D | null, event: RecordedEvent, id: string): D | null;
  /**
   * Instead of `evolve`, when one document's next state depends on another's (e.g. a count of distinct
   * questions needs to know whether a "seen" document existed): all the event's documents at once.
   */
  evolveAll?(docs: Record<string, D | null>, event: RecordedEvent): Record<string, D | null>;
  /** For erasure events: every document whose indexed `field` equals `value` is deleted. */
  purge?(event: RecordedEvent): { field: string; value: string } | null;
}

// The runner holds projections of many document types; each is only ever given its own documents.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProjection = Projection<any>;

export function idsOf(projection: AnyProjection, event: RecordedEvent): readonly string[] {
  const ids = projection.documentIds(event);
  return ids === null ? [] : typeof ids === 'string' ? [ids] : ids;
}

/** The id part of the event's stream name: the one document most projections keep per stream. */
export const byStreamId = (event: { streamName: string }) => streamId(event.streamName);
