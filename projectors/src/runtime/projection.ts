import { streamId, type RecordedEvent } from '@lebe/domain';
import type { CollectionSpec, Doc, ReadStore } from '@lebe/store';

/** An event of a feature's union as the log holds it: its type and data typed together, with the envelope. */
export type Recorded<E extends { type: string; data: unknown }> = E extends unknown
  ? Omit<RecordedEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] }
  : never;

type DomainEvent = { type: string; data: unknown };

/** The documents an event changes: by id, or every document whose declared `lookup` field holds a value. */
export type Targets = string | readonly string[] | { lookup: string } | null;

/** How an erasure changes one shared document. */
export interface Withdrawal<D> {
  next(doc: D | null): D | null;
}

interface Base<E extends DomainEvent, D extends Doc> {
  name: string;
  /** Set on the partitions of a split read model (see partition.ts): the read model's own name. */
  partitionOf?: string;
  /**
   * Built from bulk work (the question bank's import, every answer): workers wake it on a queue of its
   * own, so it never holds back the read models a user waits for after a write (accounts, levels).
   */
  bulk?: boolean;
  collection: CollectionSpec;
  /** The event types it reads, typed by its union; every other event only moves its checkpoint. */
  handles: readonly E['type'][];
  /** For erasure events: every document whose indexed `field` equals `value` is deleted. */
  purge?(event: Recorded<E>): { field: string; value: string } | null;
  /**
   * For erasure events whose learner is also counted in documents shared with others (a class's question
   * buckets): every document whose indexed `field` equals `value` is read (`of`), and `changes` says,
   * from them, how each shared document changes. Runs before `purge`. Must be pure.
   */
  withdraw?: {
    of(event: Recorded<E>): { field: string; value: string } | null;
    changes(found: readonly D[], event: Recorded<E>): Map<string, Withdrawal<D>>;
  };
}

/**
 * A read model whose documents each evolve on their own: pure `evolve(document, event)`. The runner
 * loads the documents an event targets, calls `evolve` for each, and commits the results together
 * with the projection's checkpoint.
 */
export interface DocumentProjection<E extends DomainEvent, D extends Doc> extends Base<E, D> {
  kind: 'document';
  /**
   * An indexed field the projection finds documents by (a question's entries in classroom lists): an
   * event may target `{ lookup: value }`, and the runner asks the read store, and the batch in flight,
   * for every document holding it. Events then carry domain ids only, never read-model keys.
   */
  lookup?: string;
  targets(event: Recorded<E>): Targets;
  /** Next state of one document (null: it does not exist yet). Returning null deletes it. Must be pure. */
  evolve(doc: D | null, event: Recorded<E>, id: string): D | null;
}

/**
 * A read model whose documents of one event evolve together, because one's next state depends on
 * another's (a count of distinct questions needs to know whether the "seen" document existed). The
 * event names its documents by role; `evolve` gets and returns them by role.
 */
export interface GroupProjection<E extends DomainEvent, D extends Doc, R extends string> extends Base<E, D> {
  kind: 'group';
  targets(event: Recorded<E>): Partial<Record<R, string>> | null;
  evolve(docs: Partial<Record<R, D | null>>, event: Recorded<E>): Partial<Record<R, D | null>>;
  /** Events that correct the past of a read model folded in log order (see Refold). */
  refold?: Refold<E>;
}

/**
 * For a read model whose every document depends on everything before it in the log (the ability model:
 * one answer moves a question and a learner, each from the other's estimate), an event that corrects the
 * past (a re-grade) cannot be applied where it stands: the log is folded again, from its start up to that
 * event, as corrected. The runner starts a batch with such an event, so the read store then holds the read
 * model just before it; `corrector` reads from it how the log is corrected, and the fold (refold.ts, with
 * the projection's own evolve and purge) replaces every document that differs. A refold is a pure function
 * of the log up to the event, so the read model stays what a rebuild gives. Not for partitioned read models
 * nor ones with `withdraw`.
 */
export interface Refold<E extends DomainEvent> {
  on: readonly E['type'][];
  /** Each event as the corrected log holds it, from what the read model holds before the refolding event. */
  corrector(read: ReadStore): Promise<(event: Recorded<E>) => Recorded<E>>;
}

export type Projection<E extends DomainEvent, D extends Doc, R extends string = string> =
  DocumentProjection<E, D> | GroupProjection<E, D, R>;

// The runner holds projections of many event and document types; each only ever gets its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProjection = DocumentProjection<any, any> | GroupProjection<any, any, any>;

/** True when the projection reads this event: from then on it is the projection's own union. */
export function isHandled<E extends DomainEvent>(
  handled: ReadonlySet<string>,
  event: RecordedEvent,
): event is RecordedEvent & Recorded<E> {
  return handled.has(event.type);
}

/** The id part of the event's stream name: the one document most projections keep per stream. */
export const byStreamId = (event: { streamName: string }) => streamId(event.streamName);
