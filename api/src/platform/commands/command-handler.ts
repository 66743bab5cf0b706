import {
  conflict,
  isStateless,
  eventDefinition,
  type Decider,
  type EventMetadata,
  type NewEvent,
  type RecordedEvent,
} from '@lebe/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WrongExpectedRevisionError, type EventStore } from '@lebe/store';
import type { Freshness } from '@lebe/projectors/runtime';
import { eventsAppended } from '../observability/metrics';
import { awaitReadModels, type OwnWrites } from './own-writes';

/**
 * The one write path. A command loads its stream (or streams), folds it into state with the feature's
 * decider, decides its events purely, and appends them with the revision it read: a concurrent writer
 * makes the append fail and the command is decided again on the new state. The response then waits
 * (bounded) until the read models it reports reflect the events (by default those that read them); the
 * user's next request waits for the rest (OwnWrites), so the next screen shows them.
 */

/** Who asks, on behalf of which request, and when: carried into every event's metadata. */
export interface CommandMeta {
  actor: string | null;
  correlationId: string;
  now: Date;
  /**
   * The correlation id is the client's (X-Request-Id), so this request may be a retry of one already
   * recorded. False when the server made the id: then nothing can have been recorded under it yet.
   */
  mayRepeat?: boolean;
  /** Read models the reply could not wait for (timed out): the route's reply names them as `stale`. */
  stale?: string[];
}

type DomainEvent = { type: string; data: unknown };
type Deps = { events: EventStore; freshness: Freshness; ownWrites?: OwnWrites };

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
  /** The read models the reply reports, which it waits for; the others follow and the user's next request waits for them. */
  awaits?: readonly string[];
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
    const stateless = isStateless(decider);
    const { state, revision } = stateless
      ? { state: decider.initial, revision: 'any' as const }
      : await loadState(deps, stream, decider);
    if (options.readAt !== undefined && options.readAt !== revision) throw conflict(staleMessage);
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, events, position: 0 };
    try {
      const newEvents = events.map((e) => toNewEvent(e, meta));
      const expected = revision === 'any' ? revision : revision < 0 ? 'no_stream' : revision;
      const { position } = await deps.events.append(stream, newEvents, expected);
      eventsAppended.inc(newEvents.length);
      await afterAppend(
        deps,
        meta,
        position,
        events.map((e) => e.type),
        options.awaits,
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
      await afterAppend(deps, meta, position, types);
      return position;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
}

/** Notes the user's write for their next request, and waits for the read models the reply reports. */
async function afterAppend(
  deps: Deps,
  meta: CommandMeta,
  position: number,
  types: readonly string[],
  awaits?: readonly string[],
) {
  const narrow = awaits && deps.ownWrites?.sole;
  const behind = await awaitReadModels(deps.freshness, position, narrow ? { readModels: awaits } : { types }, 'reply');
  // Every read model that reads the events reached them: the user's next request has nothing to wait for.
  if (narrow || behind.length) deps.ownWrites?.wrote(meta.actor, position, types);
  if (behind.length) meta.stale = [...new Set([...(meta.stale ?? []), ...behind])];
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

/** A command on one kind of stream: the stream of an id, and the decider of its events. */
export function commandOn<S, C, E extends DomainEvent>(stream: (id: string) => string, decider: Decider<S, C, E>) {
  return (deps: Deps, id: string, command: C, meta: CommandMeta, options?: CommandOptions) =>
    handleCommand(deps, stream(id), decider, command, meta, options);
}

/** Creations of many new streams (a bulk import), each decided on its decider's initial state. */
export interface Creations<S, C, E extends DomainEvent> {
  stream: (id: string) => string;
  decider: Decider<S, C, E>;
  items: Iterable<{ id: string; command: C }>;
  /** How many streams go into one atomic import (a transaction on SQLite and PostgreSQL). */
  batchSize: number;
  onBatch?(total: { decided: number; created: number; position: number }): void;
}

/** How many items a bulk import decides between two turns of the event loop (about 0.1 s of a bank's generation). */
const yieldEvery = 100;

/**
 * The one write path for bulk imports: every item is decided as a creation (its stream read as not
 * existing) and appended only where its stream does not exist yet, in batches, so an import cut off
 * anywhere is completed by the next run and never writes a stream twice.
 */
export async function handleCreations<S, C, E extends DomainEvent>(
  deps: Pick<Deps, 'events'>,
  { stream, decider, items, batchSize, onBatch }: Creations<S, C, E>,
  meta: CommandMeta,
) {
  const total = { decided: 0, created: 0, position: 0 };
  let batch: { stream: string; events: NewEvent[] }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const { created, position } = await deps.events.appendNewStreams(batch);
    eventsAppended.inc(created);
    total.created += created;
    total.position = Math.max(total.position, position);
    batch = [];
    onBatch?.(total);
  };
  for (const { id, command } of items) {
    // The items are generated as they are read and SQLite appends without waiting, so without this the
    // whole import would be one turn of the event loop and the server would answer no request until its end.
    if (++total.decided % yieldEvery === 0) await nextTurn();
    const events = decider.decide(command, decider.initial);
    if (events.length) batch.push({ stream: stream(id), events: events.map((e) => toNewEvent(e, meta)) });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return total;
}

/**
 * An erasure (a learner deleting their answers): the erased stream leaves the log, then the command that
 * records it, given how many events went, is decided and appended like any other. Asked again after a
 * cut-off, it completes what is left.
 */
export async function handleErasure<S, C, E extends DomainEvent>(
  deps: Deps,
  erased: string,
  stream: string,
  decider: Decider<S, C, E>,
  command: (removed: number) => C,
  meta: CommandMeta,
) {
  const removed = await deps.events.deleteStream(erased);
  return { removed, ...(await handleCommand(deps, stream, decider, command(removed), meta)) };
}
