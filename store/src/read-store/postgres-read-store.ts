import type pg from 'pg';
import { inTransaction, openPool } from '../postgres/pool';
import {
  CheckpointMovedError,
  indexedFields,
  keywordNeedle,
  pageOf,
  searchText,
  searchVersion,
  type CheckpointWrite,
  type CollectionSpec,
  type Doc,
  type FindQuery,
  type Page,
  type ReadStore,
  type WriteOp,
} from './port';
import { EnsuredCollections } from './ensured-collections';
import { Where, checkField, fieldSql, indexName, orderSql, tableOf } from './postgres-read-sql';

/** Rows per statement when a commit writes many documents. */
const chunk = 5000;

/**
 * Read models on PostgreSQL: a table per collection holding JSONB documents, expression indexes on the
 * declared fields (compound ones too), and for keyword search a normalised search column with a
 * pg_trgm GIN index (a keyword of 3+ characters is a LIKE '%…%' the trigram index serves). A commit
 * is one transaction: consecutive puts are one upsert of many rows, and the checkpoint row is locked
 * and compared first, so a concurrent batch from the same checkpoint fails with CheckpointMovedError.
 */
export class PostgresReadStore extends EnsuredCollections implements ReadStore {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private ready: Promise<boolean> | null = null;

  constructor(url: string) {
    super();
    this.pool = openPool(url);
  }

  /** The checkpoints table, and pg_trgm if the server lets us (without it keyword search scans). */
  private init(): Promise<boolean> {
    this.ready ??= (async () => {
      await this.ddl('CREATE TABLE IF NOT EXISTS checkpoints (projection text PRIMARY KEY, position bigint NOT NULL)');
      await this.ddl('CREATE TABLE IF NOT EXISTS search_versions (collection text PRIMARY KEY, version text NOT NULL)');
      return this.ddl('CREATE EXTENSION IF NOT EXISTS pg_trgm').then(
        () => true,
        () => false,
      );
    })();
    return this.ready;
  }

  /** Schema changes take turns across processes (CREATE … IF NOT EXISTS is not safe against a concurrent twin). */
  private ddl(...statements: string[]) {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(4242002)');
      for (const sql of statements) await client.query(sql);
    });
  }

  async ensure(spec: CollectionSpec) {
    this.checkNames(spec);
    const trigrams = await this.init();
    const t = tableOf(spec.name);
    const declared = (spec.indexes ?? []).map((ix) => (Array.isArray(ix) ? ix : [ix]));
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(4242002)');
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${t} (id text PRIMARY KEY, doc jsonb NOT NULL, search text NOT NULL DEFAULT '')`,
      );
      const names = declared.map((fields) => indexName(t, fields));
      for (const [i, fields] of declared.entries())
        await client.query(
          `CREATE INDEX IF NOT EXISTS ${names[i]} ON ${t} (${fields.map((f) => `(${fieldSql(f)}) NULLS FIRST`).join(', ')})`,
        );
      if (spec.text?.length && trigrams)
        await client.query(`CREATE INDEX IF NOT EXISTS ${t}_search_trgm ON ${t} USING gin (search gin_trgm_ops)`);
      // A spec that declares indexes lists them all: one it no longer declares would only slow every write.
      if (names.length > 0) {
        const { rows } = await client.query<{ name: string }>(
          'SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname LIKE $2',
          [t, `${t}\\_\\_%`],
        );
        for (const { name } of rows) if (!names.includes(name)) await client.query(`DROP INDEX ${name}`);
      }
      await this.refreshSearch(client, t, spec);
    });
    this.ensured(spec);
  }

  /** Recomputes the search column when it was made differently (searchVersion) or from other fields. */
  private async refreshSearch(client: pg.PoolClient, t: string, spec: CollectionSpec) {
    const wanted = spec.text?.length ? `${searchVersion}:${spec.text.join(',')}` : '';
    const { rows } = await client.query<{ version: string }>(
      'SELECT version FROM search_versions WHERE collection = $1',
      [t],
    );
    if ((rows[0]?.version ?? '') === wanted) return;
    for (let after = ''; ;) {
      const page = await client.query<{ id: string; doc: Doc }>(
        `SELECT id, doc FROM ${t} WHERE id > $1 ORDER BY id LIMIT ${chunk}`,
        [after],
      );
      if (page.rows.length === 0) break;
      await client.query(
        `UPDATE ${t} SET search = u.search FROM unnest($1::text[], $2::text[]) AS u(id, search) WHERE ${t}.id = u.id`,
        [page.rows.map((r) => r.id), page.rows.map((r) => (wanted ? searchText(spec, r.doc) : ''))],
      );
      after = page.rows[page.rows.length - 1].id;
    }
    await client.query(
      'INSERT INTO search_versions (collection, version) VALUES ($1, $2) ON CONFLICT (collection) DO UPDATE SET version = $2',
      [t, wanted],
    );
  }

  async get<T extends Doc>(collection: string, id: string) {
    this.spec(collection);
    const { rows } = await this.pool.query(`SELECT doc FROM ${tableOf(collection)} WHERE id = $1`, [id]);
    return rows.length ? (rows[0].doc as T) : null;
  }

  async getMany<T extends Doc>(collection: string, ids: string[]) {
    this.spec(collection);
    const found = new Map<string, T>();
    for (let i = 0; i < ids.length; i += chunk) {
      const { rows } = await this.pool.query<{ doc: T }>(`SELECT doc FROM ${tableOf(collection)} WHERE id = ANY($1)`, [
        ids.slice(i, i + chunk),
      ]);
      for (const { doc } of rows) found.set(doc._id, doc);
    }
    return found;
  }

  async find<T extends Doc>(collection: string, query: FindQuery = {}): Promise<Page<T>> {
    const spec = this.spec(collection);
    const allowed = indexedFields(spec);
    const where = new Where();
    for (const [name, condition] of Object.entries(query.where ?? {})) {
      checkField(allowed, collection, name);
      where.add(name, condition);
    }
    const needle = keywordNeedle(query.keyword);
    if (needle) {
      if (spec.text?.length) where.keyword(needle);
      else where.clauses.push('false');
    }
    const sort = query.sort ?? [['_id', 'asc']];
    for (const [name] of sort) checkField(allowed, collection, name);
    const pageSize = Math.max(1, query.pageSize ?? 20);
    const page = Math.max(1, query.page ?? 1);
    const offset = (page - 1) * pageSize;
    const from = `${tableOf(collection)} ${where.sql()}`;
    // One snapshot for the count and the page.
    const { docs, total } = await inTransaction(this.pool, async (client) => {
      if (!query.skipTotal) await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ doc: T }>(
        `SELECT doc FROM ${from} ORDER BY ${orderSql(sort)} LIMIT ${pageSize} OFFSET ${offset}`,
        where.params,
      );
      if (query.skipTotal) return { docs: rows.map((r) => r.doc), total: offset + rows.length };
      const count = await client.query<{ n: number }>(`SELECT count(*) AS n FROM ${from}`, where.params);
      return { docs: rows.map((r) => r.doc), total: count.rows[0].n };
    });
    return pageOf(docs, total, page, pageSize);
  }

  async commit(ops: WriteOp[], checkpoint?: CheckpointWrite) {
    for (const op of ops) {
      if (op.kind === 'deleteWhere') this.checkField(op.collection, op.field);
      else this.spec(op.collection);
    }
    await inTransaction(this.pool, async (client) => {
      if (checkpoint?.expected !== undefined) {
        // The row exists and is locked before it is compared: a concurrent batch waits, then finds it moved.
        await client.query('INSERT INTO checkpoints VALUES ($1, 0) ON CONFLICT DO NOTHING', [checkpoint.projection]);
        const { rows } = await client.query<{ position: number }>(
          'SELECT position FROM checkpoints WHERE projection = $1 FOR UPDATE',
          [checkpoint.projection],
        );
        if (rows[0].position !== checkpoint.expected)
          throw new CheckpointMovedError(checkpoint.projection, checkpoint.expected, rows[0].position);
      }
      for (let i = 0; i < ops.length;) {
        // Runs of the same kind on one collection go as one statement, in order.
        const op = ops[i];
        let j = i + 1;
        while (
          j < ops.length &&
          j - i < chunk &&
          ops[j].kind === op.kind &&
          ops[j].collection === op.collection &&
          op.kind !== 'deleteWhere'
        )
          j++;
        await this.write(client, ops.slice(i, j));
        i = j;
      }
      if (checkpoint)
        await client.query(
          'INSERT INTO checkpoints VALUES ($1, $2) ON CONFLICT (projection) DO UPDATE SET position = $2',
          [checkpoint.projection, checkpoint.position],
        );
    });
  }

  /** A run of ops of one kind on one collection. */
  private async write(client: pg.PoolClient, run: WriteOp[]) {
    const first = run[0];
    const t = tableOf(first.collection);
    if (first.kind === 'deleteWhere') {
      const where = new Where();
      where.add(first.field, first.value);
      await client.query(`DELETE FROM ${t} ${where.sql()}`, where.params);
    } else if (first.kind === 'delete') {
      await client.query(`DELETE FROM ${t} WHERE id = ANY($1)`, [run.map((op) => (op as { id: string }).id)]);
    } else {
      // One upsert may not touch a row twice: the last put of a document wins, as it would one by one.
      const spec = this.spec(first.collection);
      const last = new Map(run.map((op) => [(op as { doc: Doc }).doc._id, (op as { doc: Doc }).doc]));
      const docs = [...last.values()];
      await client.query(
        `INSERT INTO ${t} (id, doc, search) SELECT * FROM unnest($1::text[], $2::jsonb[], $3::text[])
         ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, search = excluded.search`,
        [
          docs.map((d) => d._id),
          docs.map((d) => JSON.stringify(d)),
          docs.map((d) => (spec.text?.length ? searchText(spec, d) : '')),
        ],
      );
    }
  }

  async checkpoint(projection: string) {
    await this.init();
    const { rows } = await this.pool.query<{ position: number }>(
      'SELECT position FROM checkpoints WHERE projection = $1',
      [projection],
    );
    return rows[0]?.position ?? 0;
  }

  async checkpoints() {
    await this.init();
    const { rows } = await this.pool.query<{ projection: string; position: number }>(
      'SELECT projection, position FROM checkpoints',
    );
    return Object.fromEntries(rows.map((r) => [r.projection, r.position]));
  }

  /** TRUNCATE is transactional here: the documents and the checkpoint go together, at once. */
  async reset(collections: string[], projection?: string) {
    for (const c of collections) this.spec(c);
    await inTransaction(this.pool, async (client) => {
      if (collections.length) await client.query(`TRUNCATE ${collections.map(tableOf).join(', ')}`);
      if (projection) await client.query('DELETE FROM checkpoints WHERE projection = $1', [projection]);
    });
  }

  async close() {
    await this.pool.end();
  }
}
