import type { EventStore, NewStream, NewStreamsResult } from './port';

/**
 * Bulk import of new streams (e.g. generated questions, whose ids are content hashes): each stream is
 * created only if it does not exist yet, so importing the same data twice adds nothing. Kept for its
 * callers; every adapter now does it natively (EventStore.appendNewStreams).
 */
export function importNewStreams(store: EventStore, batch: NewStream[]): Promise<NewStreamsResult> {
  return store.appendNewStreams(batch);
}
