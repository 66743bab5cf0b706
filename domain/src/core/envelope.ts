import { z } from 'zod';

/** Metadata carried by every event: who did it, which request it belongs to, when, and in which schema version. */
export const eventMetadataSchema = z.object({
  actor: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().optional(),
  time: z.string(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An event about to be appended. Data is JSON-safe: it crosses SQLite, EventStoreDB and BullMQ as JSON. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** An event as the log holds it: with its stream, its revision in that stream and its global position. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  id: string;
  streamName: string;
  /** 0-based index of the event in its stream. */
  revision: number;
  /** Position in the whole log; strictly increasing, never 0. */
  position: number;
}
