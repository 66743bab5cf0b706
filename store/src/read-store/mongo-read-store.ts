import {
  MongoClient,
  type AnyBulkWriteOperation,
  type ClientSession,
  type Collection,
  type Db,
  type Document,
  type Filter as MongoFilter,
} from 'mongodb';
import { CollectionPointers } from './mongo-collections';
import {
  CheckpointMovedError,
  CommitTooLargeError,
  UnknownFieldError,
  indexedFields,
  normalizeSearch,
  pageOf,
  searchText,
  searchVersion,
  type CheckpointWrite,
  type CollectionSpec,
  type Condition,
  type Doc,
  type FindQuery,
  type Page,
  type ReadStore,
  type WriteOp,
} from './port';
import { EnsuredCollections } from './ensured-collections';

/** The normalised text of the declared text fields (port.ts searchText), under a text index. */
const searchField = '_search';
const searchIndex = '_search_text';
/**
 * The field a text index reads each document's language from (MongoDB's default is `language`, which
 * read models use for the learner's language: "fr" would stem as French, "pt-BR" would refuse the
 * write). No document has this one, so every document is indexed with default_language 'none'.
 */
const languageOverride = '_search_language';
/**
 * The most ops one commit carries: each is one transaction, which MongoDB aborts after 60 s
 * (transactionLifetimeLimitSeconds); 10,000 replaced documents commit in a few seconds even on a busy
 * server. A runner keeps its batches under it (ReadStore.maxCommitOps).
 */
export const mongoMaxCommitOps = 10_000;
const checkpointsName = '_checkpoints';
const versionsName = '_search_versions';
const hidden = { projection: { [searchField]: 0 } };

type CheckpointDoc = { _id: string; position: number };
type Stored = Document & { _id: string };

function condition(c: Condition): unknown {
  if (c === null || typeof c !== 'object') return c;
  const out: Record<string, unknown> = {};
  if (c.gt !== undefined) out.$gt = c.gt;
  if (c.gte !== undefined) out.$gte = c.gte;
  if (c.lt !== undefined) out.$lt = c.lt;
  if (c.lte !== undefined) out.$lte = c.lte;
  if (c.ne !== undefined) out.$ne = c.ne;
  if (c.in) out.$in = c.in;
  return out;
}

/**
 * Read models on MongoDB: a collection per read model with the declared (compound) indexes, a hidden
 * `_search` field under a text index for keyword search, and checkpoints in `_checkpoints`. Commits
 * are one ordered bulkWrite inside a multi-document transaction (one round trip per collection, not one
 * per document; at most maxCommitOps ops, so that it commits well within MongoDB's 60 s), so Mongo must
 * be a replica set (compose runs `rs0`). Resets swap in an empty collection (mongo-collections.ts). A
 * page and its count are read from one snapshot.
 *
 * Keyword search differs from SQLite and PostgreSQL: the text index holds whole words, so a keyword
 * matches whole words only (its words in order, as a phrase): "bonjour" finds "Bonjour!", "onjou"
 * finds nothing. Case, accents and punctuation are ignored, as on the other adapters.
 */
export class MongoReadStore extends EnsuredCollections implements ReadStore {
  readonly kind = 'mongodb';
  readonly maxCommitOps = mongoMaxCommitOps;
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly pointers: CollectionPointers;
  private metaReady: Promise<void> | null = null;

  constructor(url: string, dbName: string) {
    super();
    // ignoreUndefined: a property set to undefined is left out, as JSON would, instead of stored as null.
    this.client = new MongoClient(url, { ignoreUndefined: true });
    this.db = this.client.db(dbName);
    this.pointers = new CollectionPointers(this.db);
  }

  async ensure(spec: CollectionSpec) {
    this.checkNames(spec);
    const physical = await this.pointers.read(spec.name);
    await this.prepare(spec, physical);
    await this.refreshSearch(spec, this.db.collection<Stored>(physical));
    this.ensured(spec);
  }

  /** Creates a physical collection (up front: creating one inside a transaction is slower and racier) with the spec's indexes. */
  private async prepare(spec: CollectionSpec, physical: string) {
    const existing = await this.db.listCollections({ name: physical }, { nameOnly: true }).toArray();
    if (existing.length === 0) await this.db.createCollection(physical).catch(ignoreExists);
    const collection = this.db.collection(physical);
    const declared = new Set<string>();
    for (const index of spec.indexes ?? []) {
      const fields = Array.isArray(index) ? index : [index];
      declared.add(await collection.createIndex(Object.fromEntries(fields.map((f) => [f, 1]))));
    }
    // 'none': no stemming nor stop words, the bank holds many languages. An index made before the
    // language override was set is made again (the same name with other options is refused).
    if (spec.text?.length) {
      const made = (await collection.indexes()).find((ix) => ix.name === searchIndex);
      if (made && made.language_override !== languageOverride) await collection.dropIndex(searchIndex);
      await collection.createIndex(
        { [searchField]: 'text' },
        { name: searchIndex, default_language: 'none', language_override: languageOverride },
      );
    }
    // A spec that declares indexes lists them all: one it no longer declares would only slow every write.
    if (declared.size > 0)
      for (const { name } of await collection.indexes())
        if (name && name !== '_id_' && name !== searchIndex && !declared.has(name)) await collection.dropIndex(name);
  }

  /** Recomputes `_search` when it was made differently (searchVersion) or from other fields. */
  private async refreshSearch(spec: CollectionSpec, collection: Collection<Stored>) {
    const wanted = versionOf(spec);
    const versions = this.versions();
    if (((await versions.findOne({ _id: collection.collectionName }))?.version ?? '') === wanted) return;
    let batch: AnyBulkWriteOperation<Stored>[] = [];
    for await (const doc of collection.find({}, hidden)) {
      const update = wanted
        ? { $set: { [searchField]: searchText(spec, doc as Doc) } }
        : { $unset: { [searchField]: '' } };
      batch.push({ updateOne: { filter: { _id: doc._id }, update } });
      if (batch.length === 1000) {
        await collection.bulkWrite(batch);
        batch = [];
      }
    }
    if (batch.length) await collection.bulkWrite(batch);
    await versions.updateOne({ _id: collection.collectionName }, { $set: { version: wanted } }, { upsert: true });
  }

  private versions() {
    return this.db.collection<{ _id: string; version: string }>(versionsName);
  }

  private async collection(name: string) {
    this.spec(name);
    return this.db.collection<Stored>(await this.pointers.physical(name));
  }

  async get<T extends Doc>(collection: string, id: string) {
    return (await (await this.collection(collection)).findOne({ _id: id }, hidden)) as T | null;
  }

  async getMany<T extends Doc>(collection: string, ids: string[]) {
    const found = new Map<string, T>();
    const c = await this.collection(collection);
    for (let i = 0; i < ids.length; i += 1000) {
      const docs = await c.find({ _id: { $in: ids.slice(i, i + 1000) } }, hidden).toArray();
      for (const doc of docs) found.set(doc._id, doc as T);
    }
    return found;
  }

  async find<T extends Doc>(collection: string, query: FindQuery = {}): Promise<Page<T>> {
    const spec = this.spec(collection);
    const allowed = indexedFields(spec);
    const filter: Record<string, unknown> = {};
    for (const [name, c] of Object.entries(query.where ?? {})) {
      if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
      filter[name] = condition(c);
    }
    const words = normalizeSearch(query.keyword ?? '');
    if (words) {
      // A phrase matches as a substring of `_search` (normalised, a space between words and at both
      // ends): padded with spaces it matches whole words only, so "oit de" does not match "boit de".
      if (spec.text?.length) filter.$text = { $search: `" ${words} "` };
      else filter._id = { $in: [] };
    }
    const sort: [string, 1 | -1][] = (query.sort ?? [['_id', 'asc']]).map(([name, dir]) => {
      if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
      return [name, dir === 'desc' ? -1 : 1];
    });
    const pageSize = Math.max(1, query.pageSize ?? 20);
    const page = Math.max(1, query.page ?? 1);
    const where = filter as MongoFilter<Stored>;
    const c = await this.collection(collection);
    const read = async (session?: ClientSession) => {
      const items = (await c
        .find(where, { ...hidden, session })
        .sort(sort)
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .toArray()) as T[];
      const total = session ? await c.countDocuments(where, { session }) : (page - 1) * pageSize + items.length;
      return pageOf(items, total, page, pageSize);
    };
    if (query.skipTotal) return read();
    // The page and its count from one snapshot: a commit between them cannot make them disagree.
    const session = this.client.startSession({ snapshot: true });
    try {
      return await read(session);
    } finally {
      await session.endSession();
    }
  }

  async commit(ops: WriteOp[], checkpoint?: CheckpointWrite) {
    // Refused up front rather than started: past 60 s MongoDB aborts it, and a retry never commits.
    if (ops.length > this.maxCommitOps) throw new CommitTooLargeError(ops.length, this.maxCommitOps);
    for (const op of ops) if (op.kind === 'deleteWhere') this.checkField(op.collection, op.field);
    // withTransaction retries on write conflicts: a concurrent writer of the same checkpoint then finds
    // it moved and the batch fails with CheckpointMovedError, as on SQLite.
    await this.transaction(async (session) => {
      const checkpoints = this.db.collection<CheckpointDoc>(checkpointsName);
      if (checkpoint?.expected !== undefined) {
        const actual = (await checkpoints.findOne({ _id: checkpoint.projection }, { session }))?.position ?? 0;
        if (actual !== checkpoint.expected)
          throw new CheckpointMovedError(checkpoint.projection, checkpoint.expected, actual);
      }
      // Consecutive ops on one collection go as one ordered bulkWrite: one round trip, order kept.
      for (let i = 0; i < ops.length;) {
        let j = i + 1;
        while (j < ops.length && ops[j].collection === ops[i].collection) j++;
        const physical = await this.pointers.read(ops[i].collection, session);
        const writes = ops.slice(i, j).map((op) => this.bulkOp(op));
        await this.db.collection<Stored>(physical).bulkWrite(writes, { session, ordered: true });
        i = j;
      }
      if (checkpoint)
        await checkpoints.updateOne(
          { _id: checkpoint.projection },
          { $set: { position: checkpoint.position } },
          { upsert: true, session },
        );
    });
  }

  private bulkOp(op: WriteOp): AnyBulkWriteOperation<Stored> {
    if (op.kind === 'delete') return { deleteOne: { filter: { _id: op.id } } };
    if (op.kind === 'deleteWhere') return { deleteMany: { filter: { [op.field]: op.value } as MongoFilter<Stored> } };
    const spec = this.spec(op.collection);
    const doc: Stored = spec.text?.length ? { ...op.doc, [searchField]: searchText(spec, op.doc) } : { ...op.doc };
    return { replaceOne: { filter: { _id: op.doc._id }, replacement: doc, upsert: true } };
  }

  private async transaction(work: (session: ClientSession) => Promise<void>) {
    this.metaReady ??= Promise.all(
      [checkpointsName, '_collections'].map((name) =>
        this.db.createCollection(name).then(() => undefined, ignoreExists),
      ),
    ).then(() => undefined);
    await this.metaReady;
    const session = this.client.startSession();
    try {
      await session.withTransaction(() => work(session));
    } finally {
      await session.endSession();
    }
  }

  async checkpoint(projection: string) {
    const doc = await this.db.collection<CheckpointDoc>(checkpointsName).findOne({ _id: projection });
    return doc?.position ?? 0;
  }

  async checkpoints() {
    const docs = await this.db.collection<CheckpointDoc>(checkpointsName).find().toArray();
    return Object.fromEntries(docs.map((d) => [d._id, d.position]));
  }

  /** Swaps in empty collections and deletes the checkpoint in one short transaction (see CollectionPointers). */
  async reset(collections: string[], projection?: string) {
    const swaps = await Promise.all(
      collections.map(async (name) => {
        const spec = this.spec(name);
        const shadow = CollectionPointers.shadowName(spec);
        await this.prepare(spec, shadow);
        return { name, shadow, old: '' };
      }),
    );
    await this.transaction(async (session) => {
      for (const swap of swaps) {
        swap.old = await this.pointers.read(swap.name, session);
        await this.pointers.point(swap.name, swap.shadow, session);
      }
      // Deleted, as SQLite and PostgreSQL do, so that checkpoints() no longer lists it. Written first in
      // the same transaction: a batch committing concurrently from the old checkpoint then conflicts
      // with this transaction even where no checkpoint was stored (deleting nothing writes nothing).
      if (projection) {
        const checkpoints = this.db.collection<CheckpointDoc>(checkpointsName);
        await checkpoints.updateOne({ _id: projection }, { $set: { position: 0 } }, { upsert: true, session });
        await checkpoints.deleteOne({ _id: projection }, { session });
      }
    });
    for (const { name, shadow, old } of swaps) {
      this.pointers.moved(name, shadow);
      // The shadow's search text is current (it is empty); the old collection's record goes with it.
      await this.versions().updateOne(
        { _id: shadow },
        { $set: { version: versionOf(this.spec(name)) } },
        { upsert: true },
      );
      await this.versions().deleteOne({ _id: old });
      await this.db.dropCollection(old).catch(() => undefined);
    }
  }

  async close() {
    await this.client.close();
  }
}

const versionOf = (spec: CollectionSpec) => (spec.text?.length ? `${searchVersion}:${spec.text.join(',')}` : '');

function ignoreExists(error: unknown) {
  // 48 = NamespaceExists: another process created it between the check and the create.
  if ((error as { code?: number }).code !== 48) throw error;
}
