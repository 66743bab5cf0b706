import type { ClientSession, Db } from 'mongodb';
import type { CollectionSpec } from './port';

const pointersName = '_collections';
/** How long a process trusts where a collection lives before asking again (a reset elsewhere moves it). */
const pointerTtlMs = 1000;

type Pointer = { _id: string; physical: string };

/**
 * Where each read model's documents live. A reset does not delete documents inside a transaction (a
 * large collection took longer than MongoDB's 60 s transaction limit): it creates an empty shadow
 * collection with the same indexes and, in one short transaction, points the read model at it and
 * deletes the projection's checkpoint (writing it first); the old collection is dropped afterwards. A
 * batch committed concurrently from the old checkpoint writes that same checkpoint document, so one of
 * the two transactions is retried, reads the pointer anew and finds the checkpoint moved.
 * Until its first reset a read model lives in the collection of its own name.
 */
export class CollectionPointers {
  private readonly known = new Map<string, { physical: string; at: number }>();

  constructor(private readonly db: Db) {}

  /** The collection that holds `name`'s documents, as recently known. */
  async physical(name: string): Promise<string> {
    const known = this.known.get(name);
    if (known && Date.now() - known.at < pointerTtlMs) return known.physical;
    return this.read(name);
  }

  /** The current collection, read anew (inside a session's transaction when given). */
  async read(name: string, session?: ClientSession): Promise<string> {
    const pointer = await this.db.collection<Pointer>(pointersName).findOne({ _id: name }, { session });
    const physical = pointer?.physical ?? name;
    if (!session) this.known.set(name, { physical, at: Date.now() });
    return physical;
  }

  /** Points `name` at a new collection (in the caller's transaction). */
  async point(name: string, physical: string, session: ClientSession) {
    await this.db
      .collection<Pointer>(pointersName)
      .updateOne({ _id: name }, { $set: { physical } }, { upsert: true, session });
  }

  /** To be called once the transaction that pointed `name` at `physical` committed. */
  moved(name: string, physical: string) {
    this.known.set(name, { physical, at: Date.now() });
  }

  /** A fresh name for a shadow collection of `spec`. */
  static shadowName(spec: CollectionSpec): string {
    return `${spec.name}__${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  }
}
