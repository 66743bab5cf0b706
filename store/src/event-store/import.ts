import type { NewEvent } from '@lebe/domain';
import { WrongExpectedRevisionError, type EventStore } from './port';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * Bulk import of new streams (e.g. generated questions, whose ids are content hashes): each stream is
 * created only if it does not exist yet, so importing the same data twice adds nothing.
 * Returns how many streams were created and the log position reached.
 */
export async function importNewStreams(
  store: EventStore,
  batch: { stream: string; events: NewEvent[] }[],
): Promise<{ created: number; position: number }> {
  if (store instanceof SqliteEventStore) return store.appendNewStreams(batch);
  let created = 0;
  let position = 0;
  for (const { stream, events } of batch) {
    try {
      position = (await store.append(stream, events, 'no_stream')).position;
      created += 1;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  return { created, position };
}
