/** A read-model document: JSON with a string id. */
export type Doc = { _id: string } & Record<string, unknown>;

export type Scalar = string | number | boolean | null;
export type Condition =
  | Scalar
  | {
      in?: Scalar[];
      ne?: Scalar;
      gt?: number | string;
      gte?: number | string;
      lt?: number | string;
      lte?: number | string;
    };
/** Conditions on declared indexed fields, all of which must hold. */
export type Filter = Record<string, Condition>;

export interface CollectionSpec {
  name: string;
  /** Fields (top-level) that can be filtered and sorted on; an inner array is one compound index. */
  indexes?: (string | string[])[];
  /** Fields searched by the keyword of a find (see searchVersion for how). */
  text?: string[];
}

export interface FindQuery {
  where?: Filter;
  keyword?: string;
  sort?: [field: string, direction: 'asc' | 'desc'][];
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Skip counting the matches (total and pages then only describe this page): for hot paths. */
  skipTotal?: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

export type WriteOp =
  | { kind: 'put'; collection: string; doc: Doc }
  | { kind: 'delete'; collection: string; id: string }
  /** Deletes every document whose indexed field equals the value (erasure). */
  | { kind: 'deleteWhere'; collection: string; field: string; value: Scalar };

export interface CheckpointWrite {
  projection: string;
  position: number;
  /** The position the writer started from: if the stored checkpoint moved meanwhile, the commit fails. */
  expected?: number;
}

export interface ProjectionCommit {
  ops: WriteOp[];
  checkpoint: CheckpointWrite;
}

export interface ReadStore {
  readonly kind: string;
  /**
   * Creates the collection and its indexes if missing, and drops indexes the spec no longer declares
   * (when it declares any). Must be called before a collection is used.
   */
  ensure(spec: CollectionSpec): Promise<void>;
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  getMany<T extends Doc = Doc>(collection: string, ids: string[]): Promise<Map<string, T>>;
  put(collection: string, doc: Doc): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  find<T extends Doc = Doc>(collection: string, query?: FindQuery): Promise<Page<T>>;
  /** Writes all ops, and the checkpoint if given, atomically. */
  commit(ops: WriteOp[], checkpoint?: CheckpointWrite): Promise<void>;
  /**
   * Optional: several projections' commits, each as `commit` makes it (its ops and checkpoint together, or
   * nothing of it), in one transaction of the store: one write of the file instead of one per projection.
   * One that fails (its checkpoint moved) fails alone; the result holds each one's error, or null.
   */
  commitEach?(commits: ProjectionCommit[]): Promise<(unknown | null)[]>;
  checkpoint(projection: string): Promise<number>;
  checkpoints(): Promise<Record<string, number>>;
  /** Removes a collection's documents (and, if given, resets the projection's checkpoint) atomically. */
  reset(collections: string[], projection?: string): Promise<void>;
  /**
   * Optional: a value that changes whenever a collection's documents may have changed, by any writer, and
   * is cheap enough to read on every request. Lets a process keep what it read while nothing changed.
   */
  changeMark?(collection: string): string;
  /**
   * The most write ops one commit may carry, where the store's transactions are limited in time (MongoDB
   * aborts one after 60 s); a larger commit is refused with CommitTooLargeError, writing nothing. A runner
   * splits its batches to stay under it. Unset: no limit.
   */
  readonly maxCommitOps?: number;
  close(): Promise<void>;
}

export class CommitTooLargeError extends Error {
  readonly status = 500;
  constructor(
    readonly ops: number,
    readonly max: number,
  ) {
    super(`A commit of ${ops} ops is over this store's limit of ${max} per transaction: split the batch`);
    this.name = 'CommitTooLargeError';
  }
}

export class CheckpointMovedError extends Error {
  readonly status = 409;
  constructor(
    readonly projection: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Checkpoint of ${projection} moved from ${expected} to ${actual} during the batch`);
    this.name = 'CheckpointMovedError';
  }
}

export class UnknownFieldError extends Error {
  readonly status = 500;
  constructor(collection: string, field: string) {
    super(`${collection}.${field} is not a declared indexed field`);
  }
}

const fieldsOf = new WeakMap<CollectionSpec, Set<string>>();
/** The fields a collection may be filtered and sorted by (kept per spec: finds ask on every call). */
export function indexedFields(spec: CollectionSpec): Set<string> {
  let fields = fieldsOf.get(spec);
  if (!fields) fieldsOf.set(spec, (fields = new Set(['_id', ...(spec.indexes ?? []).flat()])));
  return fields;
}

export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Keyword search, on every adapter: case- and accent-insensitive ("ete" and "ÉTÉ" find "Été"), on
 * letters and digits (punctuation and spacing are one space: "l'eau" finds "l eau"). A keyword of three
 * characters or more matches anywhere, inside words too ("onjou" finds "Bonjour") on SQLite and
 * PostgreSQL; a shorter one matches whole words only ("de" finds "de" but not "deux"), which is what a
 * one- or two-letter search means and what a trigram index can serve. MongoDB's text index matches whole
 * words only, whatever the length. Bump searchVersion when the normalisation changes: stores then
 * recompute what they keep.
 */
export const searchVersion = 2;

/** Text as keyword search compares it. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The declared text fields of a document as one normalised string, padded with a space at both ends. */
export function searchText(spec: CollectionSpec, doc: Doc): string {
  const parts = (spec.text ?? [])
    .map((f) => doc[f])
    .filter((v) => v !== undefined && v !== null)
    .map((v) => normalizeSearch(typeof v === 'string' ? v : JSON.stringify(v)))
    .filter((v) => v.length > 0);
  return ` ${parts.join(' ')} `;
}

/** What to look for in searchText for a keyword (see searchVersion), null when it has no letters or digits. */
export function keywordNeedle(keyword: string | undefined): string | null {
  const normal = normalizeSearch(keyword ?? '');
  if (!normal) return null;
  return normal.length < 3 ? ` ${normal} ` : normal;
}
