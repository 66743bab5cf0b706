import type { Context } from 'koa';
import { randomUUID } from 'node:crypto';
import {
  conflict,
  eventDefinition,
  type Decider,
  type EventMetadata,
  type NewEvent,
  type RecordedEvent,
} from '@lebe/domain';
import { WrongExpectedRevisionError, type EventStore } from '@lebe/store';
import type { Freshness } from '../projections/freshness';
import { eventsAppended } from '../observability/metrics';

/**
 * The one write path. A command loads its stream (or streams), folds it into state with the feature's
 * decider, decides its events purely, and appends them with the revision it read: a concurrent writer
 * makes the append fail and the command is decided again on the new state. The response then waits
 * (bounded) until the read models reflect the events, so the next screen shows them.
 */

/** Who asks, on behalf of which request, and when: carried into every event's metadata. */
export interface CommandMeta {
  actor: string | null;
  correlationId: string;
  now: Date;
}

/** The request's id (see http/request-log.ts) is the correlation id of every event it writes. */
export function commandMeta(ctx: Context, user: { _id: string } | null): CommandMeta {
  const requestId = (ctx.state as { requestId?: string }).requestId;
  return { actor: user?._id ?? null, correlationId: requestId ?? randomUUID(), now: new Date() };
}

type DomainEvent = { type: string; data: unknown };
type Deps = { events: EventStore; freshness: Freshness };

export interface CommandResult<S, E> {
  state: S;
  events: E[];
  /** Log position of the last event appended (0 when the command changed nothing). */
  position: number;
}

export interface CommandOptions {
  /**
   * The stream revision the caller's form was read at (an HTTP edit's `version`): when the stream has
   * moved since, the command is refused with 409 instead of silently overwriting someone else's change.
   */
  readAt?: number;
}

const maxAttempts = 3;
export const staleMessage = 'This was changed by someone else since you opened it. Reload to see the change.';

/** A stream folded into its decider's state, with the revision read (-1: no stream yet). */
export async function loadState<S, E extends DomainEvent>(
  deps: Pick<Deps, 'events'>,
  stream: string,
  decider: Decider<S, never, E>,
) {
  const recorded = await deps.events.readStream(stream);
  // The log holds only events the catalogue validated on the way in: this stream's are the decider's own.
  const state = recorded.reduce((s, e) => decider.evolve(s, e as RecordedEvent & E), decider.initial);
  const revision = recorded.length ? recorded[recorded.length - 1].revision : -1;
  return { state, revision };
}

export async function handleCommand<S, C, E extends DomainEvent>(
  deps: Deps,
  stream: string,
  decider: Decider<S, C, E>,
  command: C,
  meta: CommandMeta,
  options: CommandOptions = {},
): Promise<CommandResult<S, E>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState(deps, stream, decider);
    if (options.readAt !== undefined && options.readAt !== revision) throw conflict(staleMessage);
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, events, position: 0 };
    try {
      const newEvents = events.map((e) => toNewEvent(e, meta));
      const { position } = await deps.events.append(stream, newEvents, revision < 0 ? 'no_stream' : revision);
      eventsAppended.inc(newEvents.length);
      await deps.freshness.awaitPosition(
        position,
        undefined,
        events.map((e) => e.type),
      );
      return { state: events.reduce(decider.evolve, state), events, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
}

/** One stream's part in a command that spans streams. */
export interface CommandStep {
  stream: string;
  // Steps of one command use different deciders; each is only ever given its own stream's events.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decider: Decider<any, any, any>;
  command: unknown;
  /** As CommandOptions.readAt, for this stream. */
  readAt?: number;
}

/**
 * A command that spans streams (a registration reserves an e-mail and creates the account): every
 * stream is loaded and decided, and all the events are appended in one atomic write against the
 * revisions read. Either everything happened or nothing did: a crash can never leave half of it.
 */
export async function handleCommands(deps: Deps, steps: CommandStep[], meta: CommandMeta): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const writes = [];
    for (const { stream, decider, command, readAt } of steps) {
      const { state, revision } = await loadState(deps, stream, decider);
      if (readAt !== undefined && readAt !== revision) throw conflict(staleMessage);
      const events = decider.decide(command, state) as DomainEvent[];
      if (events.length)
        writes.push({
          stream,
          events: events.map((e) => toNewEvent(e, meta)),
          expected: revision < 0 ? ('no_stream' as const) : revision,
        });
    }
    if (writes.length === 0) return 0;
    try {
      const { position } = await deps.events.appendMany(writes);
      eventsAppended.inc(writes.reduce((n, w) => n + w.events.length, 0));
      const types = writes.flatMap((w) => w.events.map((e) => e.type));
      await deps.freshness.awaitPosition(position, undefined, types);
      return position;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
}

/**
 * Facts no rule of the stream depends on (an answer recorded on a learner's stream, already graded
 * against the question): appended with no expectation and without loading the stream, so a learner's
 * long answer stream is never read back on the hot path. Still validated by the catalogue.
 */
export async function appendFacts(deps: Deps, stream: string, events: DomainEvent[], meta: CommandMeta) {
  const { position } = await deps.events.append(
    stream,
    events.map((e) => toNewEvent(e, meta)),
    'any',
  );
  eventsAppended.inc(events.length);
  await deps.freshness.awaitPosition(
    position,
    undefined,
    events.map((e) => e.type),
  );
  return position;
}

/** Validates the event's data against the catalogue and adds the metadata: every append goes through here. */
export function toNewEvent(event: DomainEvent, meta: CommandMeta): NewEvent {
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
