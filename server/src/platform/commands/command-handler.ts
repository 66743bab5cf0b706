import type { Context } from 'koa';
import { randomUUID } from 'node:crypto';
import { eventDefinition, type EventMetadata, type NewEvent } from '@lebe/domain';
import { WrongExpectedRevisionError, type EventStore } from '@lebe/store';
import type { Freshness } from '../projections/freshness';

/** Who asks, on behalf of which request, and when: carried into every event's metadata. */
export interface CommandMeta {
  actor: string | null;
  correlationId: string;
  now: Date;
}

export function commandMeta(ctx: Context, user: { _id: string } | null): CommandMeta {
  const header = ctx.get('x-request-id');
  return { actor: user?._id ?? null, correlationId: header || randomUUID(), now: new Date() };
}

export interface Decider<S, C, E extends { type: string; data: unknown }> {
  initial: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
}

export interface CommandResult<S, E> {
  state: S;
  events: E[];
  /** Log position of the last event appended (0 when the command changed nothing). */
  position: number;
}

const maxAttempts = 3;

/**
 * The one command path: load the stream, fold it into state, decide, append with the revision read.
 * A concurrent writer makes the append fail; the command is then decided again on the new state.
 * The response waits (bounded) until read models reflect the events, so the next screen shows them.
 */
export async function handleCommand<S, C, E extends { type: string; data: unknown }>(
  deps: { events: EventStore; freshness: Freshness },
  stream: string,
  decider: Decider<S, C, E>,
  command: C,
  meta: CommandMeta,
): Promise<CommandResult<S, E>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await deps.events.readStream(stream);
    const state = recorded.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initial);
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, events, position: 0 };
    const expected = recorded.length ? recorded[recorded.length - 1].revision : 'no_stream';
    try {
      const { position } = await deps.events.append(
        stream,
        events.map((e) => toNewEvent(e, meta)),
        expected,
      );
      await deps.freshness.awaitPosition(position);
      return { state: events.reduce(decider.evolve, state), events, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
}

/** Validates the event's data against the catalogue and adds the metadata. */
export function toNewEvent(event: { type: string; data: unknown }, meta: CommandMeta): NewEvent {
  const definition = eventDefinition(event.type);
  if (!definition) throw new Error(`Event type ${event.type} is not in the catalogue`);
  const metadata: EventMetadata = {
    actor: meta.actor,
    correlationId: meta.correlationId,
    time: meta.now.toISOString(),
    schemaVersion: definition.version,
  };
  return { type: event.type, data: definition.schema.parse(event.data), metadata };
}

/**
 * For facts no rule depends on (an answer recorded): append with no expectation, skipping the load,
 * so a learner's long answer stream is never read back on the hot path.
 */
export async function appendFacts(
  deps: { events: EventStore; freshness: Freshness },
  stream: string,
  events: { type: string; data: unknown }[],
  meta: CommandMeta,
): Promise<number> {
  const { position } = await deps.events.append(
    stream,
    events.map((e) => toNewEvent(e, meta)),
    'any',
  );
  await deps.freshness.awaitPosition(position);
  return position;
}
