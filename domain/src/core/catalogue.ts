import type { z } from 'zod';

/**
 * One entry of the event catalogue: the type name, the stream category it lives in, its data schema,
 * what it means, and its schema version. Features declare their events with `defineEvents` (or one with
 * `defineEvent`); the catalogue is what analysts read and what validates an event's data before it is appended.
 */
export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  type: Type;
  category: string;
  schema: Schema;
  description: string;
  version: number;
}

const catalogue = new Map<string, EventDefinition>();

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  definition: Omit<EventDefinition<Type, Schema>, 'version'> & { version?: number },
): EventDefinition<Type, Schema> {
  const full = { version: 1, ...definition };
  catalogue.set(full.type, full);
  return full;
}

/** What `defineEvents` takes for each event of a stream category: the type name is the key. */
export interface EventDeclaration<Schema extends z.ZodType = z.ZodType> {
  description: string;
  schema: Schema;
  version?: number;
}

/**
 * Declares the events of one stream category as a table keyed by type name, e.g.
 * `export const { TeamMemberDeleted } = defineEvents('team', { TeamMemberDeleted: { description, schema } })`:
 * each entry is registered by `defineEvent` exactly as if declared alone, in the table's order.
 */
export function defineEvents<Declarations extends Record<string, EventDeclaration>>(
  category: string,
  declarations: Declarations,
): { [Type in keyof Declarations & string]: EventDefinition<Type, Declarations[Type]['schema']> } {
  const definitions: Record<string, EventDefinition> = {};
  for (const [type, declaration] of Object.entries(declarations)) {
    definitions[type] = defineEvent({ type, category, ...declaration });
  }
  return definitions as { [Type in keyof Declarations & string]: EventDefinition<Type, Declarations[Type]['schema']> };
}

export function eventDefinitions(): EventDefinition[] {
  return [...catalogue.values()];
}

export function eventDefinition(type: string): EventDefinition | undefined {
  return catalogue.get(type);
}

/** The event as a decider returns it: its type and data; metadata is added by the command handler. */
export type EventOf<D extends EventDefinition> = { type: D['type']; data: z.infer<D['schema']> };

/**
 * Narrows an event read from the log to one type of the catalogue by its name. Sound because every event
 * was validated against its definition on the way in (see the server's command handler).
 */
export function isEventOf<D extends EventDefinition>(
  definition: D,
  event: { type: string; data: unknown },
): event is { type: D['type']; data: z.infer<D['schema']> } {
  return event.type === definition.type;
}
