import { HttpError } from 'react-admin';
import { contracts } from './contracts';
import type { z } from 'zod';
import type { eventRecord, streamHistoryResponse } from '@lebe/domain/analysts/contracts';
import type { adminFlagRecord } from '@lebe/domain/flags/contracts';
import type { adminQuestionRecord } from '@lebe/domain/questions/contracts';
import type { adminTeamRecord } from '@lebe/domain/team/contracts';
import type { adminUserRecord } from '@lebe/domain/users/contracts';
import { check } from './json-schema';

// The records' types are the domain's; their contracts arrive as JSON Schema built from the same zod schemas
// (providers/contract-data.ts), so the browser checks them without loading zod.
export type AdminUserRecord = z.infer<typeof adminUserRecord>;
export type AdminQuestionRecord = z.infer<typeof adminQuestionRecord>;
export type AdminFlagRecord = z.infer<typeof adminFlagRecord>;
export type AdminTeamRecord = z.infer<typeof adminTeamRecord>;
export type EventRecord = z.infer<typeof eventRecord>;
export type StreamHistory = z.infer<typeof streamHistoryResponse>;

/**
 * A record as the domain's contract says it is, or an error that says which field is wrong: a screen built on a
 * record it cannot read would show blanks or crash far from the cause. Fields the contract does not name are
 * dropped, so the console holds (and sends back) only what it understands.
 */
export function checkRecord<T>(endpoint: string, value: unknown): T {
  const known = contracts.records[endpoint];
  if (!known) return value as T;
  const result = check(known.schema, value);
  if (!('message' in result)) return result.value as T;
  const where = result.path.length ? result.path.join('.') : 'the record';
  const id = (value as { id?: unknown } | null)?.id;
  throw new HttpError(
    `The server sent a ${known.noun}${id ? ` (${String(id)})` : ''} the console cannot read: ${where}: ${result.message}. Reload the page; if it stays, tell the developers.`,
    502,
  );
}
