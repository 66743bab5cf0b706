/** A secret: a small JSON object (a password hash, a keycode hash, a ticket's classroom and expiry). */
export type SecretValue = Record<string, unknown>;

/**
 * Where secrets live: password hashes, classroom keycode hashes, single-use join tickets. Never in the
 * event log, and no longer in a read model: read models are disposable (dropped and rebuilt from the
 * log at will), secrets are not and cannot be rebuilt. Secrets are grouped by kind ('credentials',
 * 'classroom_keycodes', 'classroom_tickets'), each with its own ids.
 */
export interface SecretStore {
  readonly kind: string;
  get<T extends SecretValue = SecretValue>(kind: string, id: string): Promise<T | null>;
  /** Stores the value, replacing any under the same kind and id. */
  put(kind: string, id: string, value: SecretValue): Promise<void>;
  /** True if there was a value to delete. */
  delete(kind: string, id: string): Promise<boolean>;
  /**
   * Reads and deletes the value in one step: of concurrent takes of one secret, exactly one gets it
   * (single-use tickets). Null when there is none.
   */
  take<T extends SecretValue = SecretValue>(kind: string, id: string): Promise<T | null>;
  close(): Promise<void>;
}

/** Kinds name tables and collections: letters, digits and underscores only. */
export function checkKind(kind: string): string {
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(kind)) throw new Error(`Bad secret kind ${JSON.stringify(kind)}`);
  return kind;
}

/** A stored document without its id (and the search field the read-model layout carried). */
export function valueOf<T extends SecretValue>(doc: Record<string, unknown>): T {
  const { _id, _search, ...value } = doc;
  void _id;
  void _search;
  return value as T;
}
