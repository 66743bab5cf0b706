import type { RecordedEvent } from '@lebe/domain';

/** The id part of a `<category>-<id>` stream name. */
export function streamId(event: RecordedEvent): string {
  return event.streamName.slice(event.streamName.indexOf('-') + 1);
}
