import type { Recorded } from '@lebe/projectors/runtime';

let position = 0;

/** A feature's event as the log would hand it to a projection: typed, with a stream and an envelope. */
export function recorded<E extends { type: string; data: unknown }>(
  streamName: string,
  event: E,
  envelope: { revision?: number; time?: string; actor?: string | null } = {},
): Recorded<E> {
  position += 1;
  return {
    id: `e${position}`,
    streamName,
    revision: envelope.revision ?? 0,
    position,
    type: event.type,
    data: event.data,
    metadata: {
      actor: envelope.actor === undefined ? 'a1' : envelope.actor,
      correlationId: 'c',
      time: envelope.time ?? '2026-01-02T03:04:05.000Z',
      schemaVersion: 1,
    },
  } as Recorded<E>;
}
