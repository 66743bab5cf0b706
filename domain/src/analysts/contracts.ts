import { z } from 'zod';
import { eventMetadataSchema } from '../core/envelope';

/** HTTP contracts of the admin console's Events view (the log browsed by analysts and admins). */

/** One event of the log as the console shows it (ra-data-simple-rest: `id` is its position). */
export const eventRecord = z.object({
  id: z.number(),
  position: z.number(),
  stream: z.string(),
  category: z.string(),
  revision: z.number().int(),
  type: z.string(),
  time: z.string(),
  actor: z.string().nullable(),
  correlationId: z.string(),
  eventId: z.string(),
  data: z.unknown(),
  metadata: eventMetadataSchema,
});
export type EventRecord = z.infer<typeof eventRecord>;

export const streamHistoryResponse = z.object({
  id: z.string(),
  stream: z.string(),
  category: z.string(),
  events: z.array(eventRecord),
});
export const eventPositionParams = z.object({ position: z.coerce.number().int().positive() });
export const streamParams = z.object({ stream: z.string().min(1).max(200) });

const strings = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
  .transform((v) => (Array.isArray(v) ? v : [v]));
const time = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'a date');
/** The Events list's filter (inside simple-rest's `filter` JSON). */
export const eventFilter = z
  .object({
    stream: z.string().max(200),
    category: strings,
    type: strings,
    from: time,
    to: time,
    id: z.array(z.coerce.number()).max(500),
    /** Events of other streams that name this id in their data (a classroom's joins, a question's flags). */
    related: z.string().min(1).max(100),
  })
  .partial()
  .strict();
export type EventFilter = z.infer<typeof eventFilter>;
