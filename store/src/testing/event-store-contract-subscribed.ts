import type { RecordedEvent } from '@lebe/domain';
import { eventually } from './contract-suite';
import type { EventStore } from '../event-store/port';

/** Collects what a subscription from `after` delivers until `until` holds, then closes it. */
export async function subscribed(store: EventStore, after: number, until: (seen: RecordedEvent[]) => boolean) {
  const seen: RecordedEvent[] = [];
  const subscription = store.subscribe({ after }, (e) => {
    seen.push(e);
  });
  try {
    await eventually(`the subscription delivered what was expected (${seen.length} so far)`, () => until(seen));
  } finally {
    await subscription.close();
  }
  return seen;
}
