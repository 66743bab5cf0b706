import type { EventMetadata } from '@lebe/domain';

/**
 * Event metadata as this adapter stores it on KurrentDB: every value as the JSON text of the value
 * ({schemaVersion: 1, actor: null} is stored as {schemaVersion: "1", actor: "null"}). KurrentDB's
 * multi-stream append (client 1.3, server 25.1) takes metadata only as string keys and string values
 * (it maps them to protobuf string properties and throws on anything else before sending), and our
 * metadata holds a number (schemaVersion) and a null (actor); both kinds of append store the same form,
 * so a reader never needs to know which append wrote an event. Undefined values are left out, as JSON
 * would.
 */
export function encodeMetadata(metadata: EventMetadata): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) if (value !== undefined) out[key] = JSON.stringify(value);
  return out;
}

/**
 * The metadata as it was appended. A value that is not JSON text (an event written before this form, or
 * by another tool) is kept as it is; keys starting with `$` are the server's own (KurrentDB's
 * `$correlationId`-style properties) and are not ours.
 */
export function decodeMetadata(stored: unknown): EventMetadata {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored) || stored instanceof Uint8Array)
    return stored as EventMetadata;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    if (key.startsWith('$')) continue;
    out[key] = typeof value === 'string' ? parseOr(value) : value;
  }
  return out as EventMetadata;
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
