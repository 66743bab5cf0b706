import { HttpError } from 'react-admin';
import type { z } from 'zod';
// Feature modules, not the domain's index: the index would bring every contract of the product into the console.
import { eventRecord, streamHistoryResponse } from '@lebe/domain/analysts/contracts';
import { adminFlagRecord } from '@lebe/domain/flags/contracts';
import { adminQuestionRecord } from '@lebe/domain/questions/contracts';
import { adminTeamRecord } from '@lebe/domain/team/contracts';
import { adminUserRecord } from '@lebe/domain/users/contracts';

/** The records the console reads, by the API endpoint that answers them, with the noun an error names them by. */
const records: Record<string, { schema: z.ZodType; noun: string }> = {
  users: { schema: adminUserRecord, noun: 'user' },
  questions: { schema: adminQuestionRecord, noun: 'question' },
  flags: { schema: adminFlagRecord, noun: 'flag' },
  team: { schema: adminTeamRecord, noun: 'team member' },
  events: { schema: eventRecord, noun: 'event' },
  streams: { schema: streamHistoryResponse, noun: 'stream' },
};

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
  const known = records[endpoint];
  if (!known) return value as T;
  const parsed = known.schema.safeParse(value);
  if (parsed.success) return parsed.data as T;
  const issue = parsed.error.issues[0];
  const where = issue.path.length ? issue.path.join('.') : 'the record';
  const id = (value as { id?: unknown } | null)?.id;
  throw new HttpError(
    `The server sent a ${known.noun}${id ? ` (${String(id)})` : ''} the console cannot read: ${where}: ${issue.message}. Reload the page; if it stays, tell the developers.`,
    502,
  );
}
