import { MongoClient, type ClientSession, type Db, type Document, type Filter as MongoFilter } from 'mongodb';
import {
  CheckpointMovedError,
  UnknownFieldError,
  indexedFields,
  pageOf,
  searchText,
  type CheckpointWrite,
  type CollectionSpec,
  type Condition,
  type Doc,
  type FindQuery,
  type Page,
  type ReadStore,
  type WriteOp,
} from './port';

const safeName = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Lower-cased text of the declared text fields: JS lower-casing, so 'ÉTÉ' finds 'Été' whatever the server's regex does. */
const searchField = '_search';
const checkpointsName = '_checkpoints';
const hidden = { projection: { [searchField]: 0 } };

type CheckpointDoc = { _id: string; position: number };
type Stored = Document & { _id: string };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
 * lower-cased `_search` field for keyword search, and checkpoints in `_checkpoints`. Commits run in a
 * multi-document transaction, so Mongo must be a replica set (compose runs `rs0`).
 */
export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb';
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly specs = new Map<string, CollectionSpec>();
  private checkpointsReady: Promise<void> | null = null;

  constructor(url: string, dbName: string) {
    // ignoreUndefined: a property set to undefined is left out, as JSON would, instead of stored as null.
    this.client = new MongoClient(url, { ignoreUndefined: true });
    this.db = this.client.db(dbName);
  }

  async ensure(spec: CollectionSpec) {
    if (!safeName.test(spec.name)) throw new Error(`Bad collection name ${spec.name}`);
    for (const f of indexedFields(spec)) if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(f)) throw new Error(`Bad field ${f}`);
    // Collections are created up front: creating one inside a transaction is slower and racier.
    const existing = await this.db.listCollections({ name: spec.name }, { nameOnly: true }).toArray();
    if (existing.length === 0) await this.db.createCollection(spec.name).catch(ignoreExists);
    const collection = this.db.collection(spec.name);
    const declared = new Set<string>();
    for (const index of spec.indexes ?? []) {
      const fields = Array.isArray(index) ? index : [index];
      declared.add(await collection.createIndex(Object.fromEntries(fields.map((f) => [f, 1]))));
    }
    // A spec that declares indexes lists them all: one it no longer declares would only slow every write.
    if (declared.size > 0)
      for (const { name } of await collection.indexes())
        if (name && name !== '_id_' && !declared.has(name)) await collection.dropIndex(name);
    this.specs.set(spec.name, spec);
  }

  private spec(collection: string): CollectionSpec {
    const spec = this.specs.get(collection);
    if (!spec) throw new Error(`Collection ${collection} was not ensured`);
    return spec;
  }

  private collection(name: string) {
    this.spec(name);
    return this.db.collection<Stored>(name);
  }

  async get<T extends Doc>(collection: string, id: string) {
    return (await this.collection(collection).findOne({ _id: id }, hidden)) as T | null;
  }

  async getMany<T extends Doc>(collection: string, ids: string[]) {
    const found = new Map<string, T>();
    for (let i = 0; i < ids.length; i += 1000) {
      const docs = await this.collection(collection)
        .find({ _id: { $in: ids.slice(i, i + 1000) } }, hidden)
        .toArray();
      for (const doc of docs) found.set(doc._id, doc as T);
    }
    return found;
  }

  async put(collection: string, doc: Doc) {
    await this.commit([{ kind: 'put', collection, doc }]);
  }

  async delete(collection: string, id: string) {
    await this.commit([{ kind: 'delete', collection, id }]);
  }

  async find<T extends Doc>(collection: string, query: FindQuery = {}): Promise<Page<T>> {
    const spec = this.spec(collection);
    const allowed = indexedFields(spec);
    const filter: Record<string, unknown> = {};
    for (const [name, c] of Object.entries(query.where ?? {})) {
      if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
      filter[name] = condition(c);
    }
    const keyword = query.keyword?.trim().toLocaleLowerCase();
    if (keyword) filter[searchField] = { $regex: escapeRegex(keyword) };
    const sort: [string, 1 | -1][] = (query.sort ?? [['_id', 'asc']]).map(([name, dir]) => {
      if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
      return [name, dir === 'desc' ? -1 : 1];
    });
    const pageSize = Math.max(1, query.pageSize ?? 20);
    const page = Math.max(1, query.page ?? 1);
    const where = filter as MongoFilter<Stored>;
    const items = (await this.collection(collection)
      .find(where, hidden)
      .sort(sort)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .toArray()) as T[];
    const total = query.skipTotal
      ? (page - 1) * pageSize + items.length
      : await this.collection(collection).countDocuments(where);
    return pageOf(items, total, page, pageSize);
  }

  async commit(ops: WriteOp[], checkpoint?: CheckpointWrite) {
    // withTransaction retries on write conflicts: a concurrent writer of the same checkpoint then finds
    // it moved and the batch fails with CheckpointMovedError, as on SQLite.
    await this.transaction(async (session) => {
      const checkpoints = this.db.collection<CheckpointDoc>(checkpointsName);
      if (checkpoint?.expected !== undefined) {
        const actual = (await checkpoints.findOne({ _id: checkpoint.projection }, { session }))?.position ?? 0;
        if (actual !== checkpoint.expected)
          throw new CheckpointMovedError(checkpoint.projection, checkpoint.expected, actual);
      }
      for (const op of ops) {
        const collection = this.collection(op.collection);
        if (op.kind === 'put') {
          const spec = this.spec(op.collection);
          const doc: Stored = spec.text?.length
            ? { ...op.doc, [searchField]: searchText(spec, op.doc) }
            : { ...op.doc };
          await collection.replaceOne({ _id: op.doc._id }, doc, { upsert: true, session });
        } else if (op.kind === 'delete') {
          await collection.deleteOne({ _id: op.id }, { session });
        } else {
          if (!indexedFields(this.spec(op.collection)).has(op.field))
            throw new UnknownFieldError(op.collection, op.field);
          await collection.deleteMany({ [op.field]: op.value } as MongoFilter<Stored>, { session });
        }
      }
      if (checkpoint)
        await checkpoints.updateOne(
          { _id: checkpoint.projection },
          { $set: { position: checkpoint.position } },
          { upsert: true, session },
        );
    });
  }

  private async transaction(work: (session: ClientSession) => Promise<void>) {
    this.checkpointsReady ??= this.db.createCollection(checkpointsName).then(() => undefined, ignoreExists);
    await this.checkpointsReady;
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

  async reset(collections: string[], projection?: string) {
    await this.transaction(async (session) => {
      for (const c of collections) await this.collection(c).deleteMany({}, { session });
      if (projection)
        await this.db.collection<CheckpointDoc>(checkpointsName).deleteOne({ _id: projection }, { session });
    });
  }

  async close() {
    await this.client.close();
  }
}

function ignoreExists(error: unknown) {
  // 48 = NamespaceExists: another process created it between the check and the create.
  if ((error as { code?: number }).code !== 48) throw error;
}
