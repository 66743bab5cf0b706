import Database from 'better-sqlite3';
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
  type Scalar,
  type WriteOp,
} from './port';

const safeName = /^[A-Za-z][A-Za-z0-9_]*$/;
const table = (collection: string) => `rm_${collection}`;
const field = (name: string) => (name === '_id' ? 'id' : `json_extract(doc, '$.${name}')`);
const bind = (v: Scalar | undefined) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/**
 * Read models in one SQLite file: a table per collection holding JSON documents, with expression
 * indexes on the declared fields and a lower-cased search column for keyword search.
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly specs = new Map<string, CollectionSpec>();
  private readonly putStmts = new Map<string, Database.Statement>();

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL)');
  }

  async ensure(spec: CollectionSpec) {
    if (!safeName.test(spec.name)) throw new Error(`Bad collection name ${spec.name}`);
    for (const f of indexedFields(spec)) if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(f)) throw new Error(`Bad field ${f}`);
    const t = table(spec.name);
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, search TEXT NOT NULL DEFAULT '')`,
    );
    for (const index of spec.indexes ?? []) {
      const fields = Array.isArray(index) ? index : [index];
      const name = `${t}__${fields.join('_')}`;
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${t} (${fields.map(field).join(', ')})`);
    }
    this.specs.set(spec.name, spec);
    this.putStmts.set(spec.name, this.db.prepare(`INSERT OR REPLACE INTO ${t} (id, doc, search) VALUES (?, ?, ?)`));
  }

  private spec(collection: string): CollectionSpec {
    const spec = this.specs.get(collection);
    if (!spec) throw new Error(`Collection ${collection} was not ensured`);
    return spec;
  }

  async get<T extends Doc>(collection: string, id: string) {
    this.spec(collection);
    const row = this.db.prepare(`SELECT doc FROM ${table(collection)} WHERE id = ?`).get(id) as
      { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async getMany<T extends Doc>(collection: string, ids: string[]) {
    this.spec(collection);
    const found = new Map<string, T>();
    const stmt = this.db.prepare(`SELECT doc FROM ${table(collection)} WHERE id IN (SELECT value FROM json_each(?))`);
    for (let i = 0; i < ids.length; i += 500) {
      for (const row of stmt.all(JSON.stringify(ids.slice(i, i + 500))) as { doc: string }[]) {
        const doc = JSON.parse(row.doc) as T;
        found.set(doc._id, doc);
      }
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
    const clauses: string[] = [];
    const params: unknown[] = [];
    for (const [name, condition] of Object.entries(query.where ?? {})) {
      if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
      addCondition(clauses, params, field(name), condition);
    }
    const keyword = query.keyword?.trim().toLocaleLowerCase();
    if (keyword) {
      clauses.push('instr(search, ?) > 0');
      params.push(keyword);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const order = (query.sort ?? [['_id', 'asc']])
      .map(([name, dir]) => {
        if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
        return `${field(name)} ${dir === 'desc' ? 'DESC' : 'ASC'}`;
      })
      .join(', ');
    const pageSize = Math.max(1, query.pageSize ?? 20);
    const page = Math.max(1, query.page ?? 1);
    const t = table(collection);
    const rows = this.db
      .prepare(`SELECT doc FROM ${t} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...params, pageSize, (page - 1) * pageSize) as { doc: string }[];
    const total = query.skipTotal
      ? (page - 1) * pageSize + rows.length
      : (this.db.prepare(`SELECT count(*) AS n FROM ${t} ${where}`).get(...params) as { n: number }).n;
    return pageOf(
      rows.map((r) => JSON.parse(r.doc) as T),
      total,
      page,
      pageSize,
    );
  }

  private readonly commitTx = (ops: WriteOp[], checkpoint?: CheckpointWrite) => {
    if (checkpoint?.expected !== undefined) {
      const actual = this.checkpointSync(checkpoint.projection);
      if (actual !== checkpoint.expected)
        throw new CheckpointMovedError(checkpoint.projection, checkpoint.expected, actual);
    }
    for (const op of ops) {
      if (op.kind === 'put') {
        const spec = this.spec(op.collection);
        this.putStmts.get(op.collection)!.run(op.doc._id, JSON.stringify(op.doc), searchText(spec, op.doc));
      } else if (op.kind === 'delete') {
        this.spec(op.collection);
        this.db.prepare(`DELETE FROM ${table(op.collection)} WHERE id = ?`).run(op.id);
      } else {
        if (!indexedFields(this.spec(op.collection)).has(op.field))
          throw new UnknownFieldError(op.collection, op.field);
        this.db.prepare(`DELETE FROM ${table(op.collection)} WHERE ${field(op.field)} = ?`).run(bind(op.value));
      }
    }
    if (checkpoint)
      this.db
        .prepare('INSERT OR REPLACE INTO checkpoints (projection, position) VALUES (?, ?)')
        .run(checkpoint.projection, checkpoint.position);
  };

  async commit(ops: WriteOp[], checkpoint?: CheckpointWrite) {
    this.db.transaction(this.commitTx).immediate(ops, checkpoint);
  }

  private checkpointSync(projection: string): number {
    const row = this.db.prepare('SELECT position FROM checkpoints WHERE projection = ?').get(projection) as
      { position: number } | undefined;
    return row?.position ?? 0;
  }

  async checkpoint(projection: string) {
    return this.checkpointSync(projection);
  }

  async checkpoints() {
    const rows = this.db.prepare('SELECT projection, position FROM checkpoints').all() as {
      projection: string;
      position: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.projection, r.position]));
  }

  async reset(collections: string[], projection?: string) {
    this.db
      .transaction(() => {
        for (const c of collections) this.db.exec(`DELETE FROM ${table(this.spec(c).name)}`);
        if (projection) this.db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(projection);
      })
      .immediate();
  }

  async close() {
    this.db.close();
  }
}

function addCondition(clauses: string[], params: unknown[], column: string, condition: Condition) {
  if (condition === null) return void clauses.push(`${column} IS NULL`);
  if (typeof condition !== 'object') {
    clauses.push(`${column} = ?`);
    return void params.push(bind(condition));
  }
  const ops: [keyof typeof condition, string][] = [
    ['gt', '>'],
    ['gte', '>='],
    ['lt', '<'],
    ['lte', '<='],
  ];
  for (const [key, sql] of ops) {
    if (condition[key] !== undefined) {
      clauses.push(`${column} ${sql} ?`);
      params.push(condition[key]);
    }
  }
  if (condition.ne !== undefined) {
    clauses.push(condition.ne === null ? `${column} IS NOT NULL` : `(${column} IS NULL OR ${column} != ?)`);
    if (condition.ne !== null) params.push(bind(condition.ne));
  }
  if (condition.in) {
    clauses.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(condition.in));
  }
}
