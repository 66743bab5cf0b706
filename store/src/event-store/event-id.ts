import { randomUUID } from 'node:crypto';

let stampedAt = -1;
let stamp = '';

/**
 * A new event id: a version 7 UUID (RFC 9562), whose leading 48 bits are the time in milliseconds.
 * Ids made one after another sort one after another, so the log's unique index on ids grows at its
 * end instead of at random pages: with random (version 4) ids that index was the largest single cost
 * of a batched append on a large log.
 */
export function newEventId(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    const hex = now.toString(16).padStart(12, '0');
    stamp = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7`;
  }
  // randomUUID() is xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx: keep its random bits after the version digit.
  return stamp + randomUUID().slice(15);
}
