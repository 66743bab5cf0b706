import Database from 'better-sqlite3';
import {
  CheckpointMovedError,
  UnknownFieldError,
  indexedFields,
  keywordNeedle,
  pageOf,
  searchText,
  type CheckpointWrite,
  type CollectionSpec,
  type Condition,
  type Doc,
  type FindQuery,
  type Page,
  type ProjectionCommit,
  type ReadStore,
  type Scalar,
  type WriteOp,
} from './port';
import { EnsuredCollections } from './ensured-collections';
import { dropSearch, ensureSearch, keywordPlan } from './sqlite-search';
import { OthersCommits } from '../sqlite/others-commits';

const table = (collection: string) => `rm_${collection}`;
/** An upsert keeps the row's rowid, which the search index keys (a REPLACE would delete and reinsert). */
const upsertSql = (t: string) =>
  `INSERT INTO ${t} (id, doc, search) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, search = excluded.search`;
const deleteSql = (t: string) => `DELETE FROM ${t} WHERE id = ?`;
export const checkpointSql = 'INSERT OR REPLACE INTO checkpoints (projection, position) VALUES (?, ?)';
export const checkpointReadSql = 'SELECT position FROM checkpoints WHERE projection = ?';

/** One collection's share of a commit as its table's rows: what another connection (a flush thread) writes. */
export interface TableRows {
  upsert: string;
  remove: string;
  puts: [id: string, doc: string, search: string][];
  deletes: string[];
}
const field = (name: string) => (name === '_id' ? 'id' : `json_extract(doc, '$.${name}')`);
const bind = (v: Scalar | undefined) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/** One condition of a find, as SQL on its field; `equality` when it fixes the field to one value. */
interface Term {
  name: string;
  clauses: string[];
  params: unknown[];
  equality: boolean;
}
interface Index {
  name: string;
  fields: string[];
}
/**
 * Which declared indexes a filtered find reads (absent parts are left to SQLite's own plan): `count`
 * for the total; for the page either `walk`, read in sort order testing the filter on each entry it
 * `skips` over (0 when the filter fixes every field ahead of the sort field, undefined when the number
 * under its prefix is not known: then the whole collection), or `sort`, whose matches are sorted.
 */
interface Plan {
  count?: string;
  walk?: { name: string; skips: number | undefined };
  sort?: string;
}

/** A walk that tests entries in sort order beats sorting the matches when at least this share of what it passes matches. */
const walkShare = 0.05;
/** The entries under an index prefix are counted up to this many when planning. */
const probeCap = 20_000;
/** How long a collection's size and the counts under prefixes are trusted for planning. */
const planTtlMs = 30_000;

/** How many leading fields of the index the equalities fix. */
function fixedPrefix(index: Index, equal: Set<string>) {
  let k = 0;
  while (k < index.fields.length && equal.has(index.fields[k])) k++;
  return k;
}

/**
 * Read models in one SQLite file: a table per collection holding JSON documents, with expression
 * indexes on the declared fields and a lower-cased search column for keyword search.
 *
 * A filtered find is planned here rather than left to SQLite, which without statistics seeks the first
 * index it can and then reads every matching document, to test the rest of the filter and to sort.
 * When declared indexes hold every filtered field, the count and the page are read from index entries
 * alone (row ids first, then the page's documents): the count under the index prefix that the filter's
 * equalities narrow most; the page by walking an index in sort order, when the filter fixes everything
 * ahead of the sort field or matches often enough that the walk soon fills a page (from the far end for
 * a page past the middle), and otherwise by sorting the matches inside an index.
 */
export class SqliteReadStore extends EnsuredCollections implements ReadStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly indexes = new Map<string, Index[]>();
  private readonly sizes = new Map<string, { rows: number; at: number }>();
  private readonly spans = new Map<string, { n: number; cap: number; at: number }>();
  private readonly putStmts = new Map<string, Database.Statement>();
  private readonly statements = new Map<string, Database.Statement>();
  /** Commits through this connection, per collection (see changeMark). */
  private readonly writes = new Map<string, number>();
  private readonly others: OthersCommits;
  /** Runs reads in one deferred transaction: one snapshot for all of them. */
  private readonly readTx: <T>(read: () => T) => T;
  /** Built once, as the event log's: wrapping a function in a transaction at every commit costs. */
  private readonly commitOne;
  private readonly commitAll;
  private readonly commitLatest;

  /**
   * `othersSeenWithinMs`: how late changeMark may see another connection's commit. 0 (the default) reads
   * SQLite's data_version at every call; a process that is the read models' one regular writer (the
   * embedded default, whose projections run in it) may allow a little, since only an operator's CLI
   * writes besides it.
   */
  constructor(file: string, options: { othersSeenWithinMs?: number } = {}) {
    super();
    this.db = new Database(file);
    this.others = new OthersCommits(this.db, options.othersSeenWithinMs);
    const inTransaction = this.db.transaction((read: () => unknown) => read());
    this.readTx = <T>(read: () => T) => inTransaction.deferred(read) as T;
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    // Reads map the file instead of copying its pages: counts walk many index pages.
    this.db.pragma('mmap_size = 2147418112');
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    this.commitOne = this.db.transaction(this.commitTx);
    this.commitAll = this.db.transaction((commits: ProjectionCommit[]) =>
      commits.map(({ ops, checkpoint }) => {
        try {
          this.commitOne(ops, checkpoint); // nested: a savepoint, undone alone when it fails
          return null;
        } catch (error) {
          if (!this.db.inTransaction) throw error; // SQLite undid the whole transaction
          return error;
        }
      }),
    );
    this.commitLatest = this.db.transaction((ops: WriteOp[], checkpoints: CheckpointWrite[]) => {
      this.commitTx(ops);
      for (const checkpoint of checkpoints) this.commitTx([], checkpoint);
    });
  }

  /**
   * A prepared statement, kept: preparing cost more than running the practice draw's index seek. The SQL
   * of a find varies with the shape of its filter, not its values, so few are kept; the cap only guards
   * against a caller that inlines values.
   */
  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= 500) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async ensure(spec: CollectionSpec) {
    this.ensureSync(spec);
  }

  private ensureSync(spec: CollectionSpec) {
    this.checkNames(spec);
    const t = table(spec.name);
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, search TEXT NOT NULL DEFAULT '')`,
    );
    const indexes: Index[] = [];
    for (const index of spec.indexes ?? []) {
      const fields = Array.isArray(index) ? index : [index];
      const name = `${t}__${fields.join('_')}`;
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON ${t} (${fields.map(field).join(', ')})`);
      indexes.push({ name, fields });
    }
    // A spec that declares indexes lists them all: one it no longer declares would only slow every write.
    if (indexes.length > 0) {
      const present = this.db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?")
        .pluck()
        .all(t) as string[];
      for (const name of present)
        if (name.startsWith(`${t}__`) && !indexes.some((ix) => ix.name === name)) this.db.exec(`DROP INDEX ${name}`);
    }
    ensureSearch(this.db, t, spec);
    this.ensured(spec);
    this.indexes.set(spec.name, indexes);
    this.putStmts.set(spec.name, this.statement(upsertSql(t)));
  }

  async get<T extends Doc>(collection: string, id: string) {
    this.spec(collection);
    const row = this.statement(`SELECT doc FROM ${table(collection)} WHERE id = ?`).get(id) as
      { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async getMany<T extends Doc>(collection: string, ids: string[]) {
    this.spec(collection);
    const found = new Map<string, T>();
    if (ids.length === 1) {
      // One id (a learner's window at one level, on every answer): a key seek costs less than json_each.
      const doc = await this.get<T>(collection, ids[0]);
      if (doc) found.set(doc._id, doc);
      return found;
    }
    const stmt = this.statement(`SELECT doc FROM ${table(collection)} WHERE id IN (SELECT value FROM json_each(?))`);
    for (let i = 0; i < ids.length; i += 500) {
      for (const row of stmt.all(JSON.stringify(ids.slice(i, i + 500))) as { doc: string }[]) {
        const doc = JSON.parse(row.doc) as T;
        found.set(doc._id, doc);
      }
    }
    return found;
  }

  async find<T extends Doc>(collection: string, query: FindQuery = {}): Promise<Page<T>> {
    const spec = this.spec(collection);
    const allowed = indexedFields(spec);
    const terms: Term[] = [];
    for (const [name, condition] of Object.entries(query.where ?? {})) {
      if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
      const equality = condition !== null && typeof condition !== 'object';
      const term: Term = { name, clauses: [], params: [], equality };
      addCondition(term.clauses, term.params, field(name), condition);
      terms.push(term);
    }
    const keyword = keywordNeedle(query.keyword);
    const sort = query.sort ?? [['_id', 'asc']];
    for (const [name] of sort) if (!allowed.has(name)) throw new UnknownFieldError(collection, name);
    const order = (reverse = false) =>
      sort.map(([name, dir]) => `${field(name)} ${(dir === 'desc') !== reverse ? 'DESC' : 'ASC'}`).join(', ');
    const pageSize = Math.max(1, Math.floor(query.pageSize ?? 20));
    const page = Math.max(1, query.page ?? 1);
    const offset = (page - 1) * pageSize;

    // One read transaction, so that the count and the page see the same snapshot (a draw, which needs
    // no count, reads with one statement).
    const read = () => {
      const search =
        keyword &&
        keywordPlan(this.db, table(collection), spec, keyword, {
          filtered: terms.length > 0,
          sortIndex:
            sort.length === 1
              ? this.indexes.get(collection)!.find((ix) => ix.fields[0] === sort[0][0])?.name
              : undefined,
          reach: offset + pageSize,
          size: () => this.size(collection),
        });
      const clauses = [...terms.flatMap((t) => t.clauses), ...(search ? [search.clause] : [])];
      const params = [...terms.flatMap((t) => t.params), ...(search ? search.params : [])];
      const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
      const from = (index?: string) => `${table(collection)}${index ? ` INDEXED BY ${index}` : ''} ${where}`;
      const count = () => (this.statement(`SELECT count(*) AS n FROM ${from()}`).get(...params) as { n: number }).n;
      const select = (sql: string, values: unknown[]) =>
        (this.statement(sql).all(...values) as { doc: string }[]).map((r) => r.doc);
      if (search) {
        const total = query.skipTotal ? undefined : (search.total ?? count());
        if (search.walk) {
          // The first entries of the sort index, each tested against the search index: enough if they hold the page.
          const t = table(collection);
          const first = `SELECT rowid FROM ${t} INDEXED BY ${search.index} ORDER BY ${order()} LIMIT ${search.walk.cap}`;
          const found = select(
            `SELECT doc FROM ${t} WHERE rowid IN (${first}) AND ${search.walk.clause} ORDER BY ${order()} LIMIT ?`,
            [...search.params, offset + pageSize],
          );
          if (found.length === offset + pageSize) return { docs: found.slice(offset), total };
        }
        return {
          docs: select(`SELECT doc FROM ${from(search.index)} ORDER BY ${order()} LIMIT ${pageSize} OFFSET ?`, [
            ...params,
            offset,
          ]),
          total,
        };
      }
      const plan = this.plan(collection, terms, sort);
      const total = query.skipTotal
        ? undefined
        : (this.statement(`SELECT count(*) AS n FROM ${from(plan.count)}`).get(...params) as { n: number }).n;
      // Walk when nothing is skipped, or when matches are at least walkShare of what the walk passes.
      const walk = plan.walk;
      const walks =
        walk &&
        (walk.skips === 0 || (total !== undefined && total >= walkShare * (walk.skips ?? this.size(collection))));
      const index = walks ? walk.name : plan.sort;
      if (!index || (walk?.skips === 0 && offset === 0)) {
        // The page size is written into the SQL: with a bound LIMIT this SQLite build (STAT4) plans the
        // statement again at every run, which made the practice draw's index seek five times slower.
        const sql = `SELECT doc FROM ${from(index)} ORDER BY ${order()} LIMIT ${pageSize} OFFSET ?`;
        return {
          docs: (this.statement(sql).all(...params, offset) as { doc: string }[]).map((r) => r.doc),
          total,
        };
      }
      // Row ids from the index alone, then the page's documents; a walk to a page past the middle starts
      // from the far end.
      const backwards = walks && total !== undefined && offset > total - offset - pageSize;
      const [skip, take] =
        backwards && total !== undefined
          ? [Math.max(0, total - offset - pageSize), Math.max(0, Math.min(pageSize, total - offset))]
          : [offset, pageSize];
      const ids = (
        this.db
          .prepare(`SELECT rowid AS r FROM ${from(index)} ORDER BY ${order(backwards)} LIMIT ? OFFSET ?`)
          .all(...params, take, skip) as { r: number }[]
      ).map((row) => row.r);
      if (backwards) ids.reverse();
      const rows = this.db
        .prepare(`SELECT rowid AS r, doc FROM ${table(collection)} WHERE rowid IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(ids)) as { r: number; doc: string }[];
      const docs = new Map(rows.map((row) => [row.r, row.doc]));
      return { docs: ids.flatMap((id) => docs.get(id) ?? []), total };
    };
    const { docs, total } = query.skipTotal && !keyword ? read() : this.readTx(read);
    return pageOf(
      docs.map((doc) => JSON.parse(doc) as T),
      total ?? offset + docs.length,
      page,
      pageSize,
    );
  }

  /**
   * Which declared indexes a filtered find reads: only those that hold every filtered field (and, for
   * the page, the sort field), so that the filter is tested on index entries instead of documents.
   */
  private plan(collection: string, terms: Term[], sort: [string, 'asc' | 'desc'][]): Plan {
    if (terms.length === 0) return {};
    const names = terms.map((t) => t.name);
    const equal = new Set(terms.filter((t) => t.equality).map((t) => t.name));
    const prefix = (ix: Index) => fixedPrefix(ix, equal);
    const equalities = terms.filter((t) => t.equality);
    const span = (ix: Index, cap = probeCap) => this.prefixSpan(collection, ix, equalities, prefix(ix), cap);
    const covering = this.indexes.get(collection)!.filter((ix) => names.every((n) => ix.fields.includes(n)));
    // The index to count in: the one whose fixed prefix spans the fewest entries. An index whose prefix
    // fields are among another's spans no fewer and is passed over; the rest are counted, each up to the
    // fewest found so far (so probing costs little next to the count), longer prefixes first.
    const fixed = (ix: Index) => ix.fields.slice(0, prefix(ix));
    const seekable = covering
      .filter((ix) => prefix(ix) > 0)
      .filter((ix, _, all) => !all.some((o) => prefix(o) > prefix(ix) && fixed(ix).every((f) => fixed(o).includes(f))))
      .sort((a, b) => prefix(b) - prefix(a));
    if (seekable.length > 1) {
      const spans = new Map<Index, number>();
      let fewest = probeCap;
      for (const ix of seekable) {
        spans.set(ix, span(ix, fewest));
        fewest = Math.min(fewest, spans.get(ix)!);
      }
      seekable.sort((a, b) => spans.get(a)! - spans.get(b)!);
    }
    const count = seekable[0]?.name;
    if (sort.length !== 1) return { count };
    const by = sort[0][0];
    const walks = covering.filter((ix) => ix.fields[prefix(ix)] === by).sort((a, b) => prefix(b) - prefix(a));
    const exact = walks.find((ix) => names.every((n) => n === by || ix.fields.indexOf(n) < prefix(ix)));
    const walk = exact ?? walks[0];
    return {
      count,
      sort: seekable.find((ix) => ix.fields.includes(by))?.name,
      walk: walk && {
        name: walk.name,
        skips: exact ? 0 : prefix(walk) > 0 && span(walk) < probeCap ? span(walk) : undefined,
      },
    };
  }

  /**
   * Entries of the index whose first `length` fields equal the terms', counted up to `cap` (`cap` then
   * means at least that many). Remembered for planTtlMs: the same filter is asked for page after page.
   */
  private prefixSpan(collection: string, index: Index, equalities: Term[], length: number, cap: number): number {
    const fixed = equalities.filter((t) => index.fields.includes(t.name) && index.fields.indexOf(t.name) < length);
    const values = fixed.flatMap((t) => t.params);
    const key = JSON.stringify([index.name, length, values]);
    const known = this.spans.get(key);
    if (known && Date.now() - known.at < planTtlMs && (known.n < known.cap || known.cap >= cap))
      return Math.min(known.n, cap);
    const where = fixed.length ? `WHERE ${fixed.flatMap((t) => t.clauses).join(' AND ')}` : '';
    const sql = `SELECT count(*) AS n FROM (SELECT 1 FROM ${table(collection)} INDEXED BY ${index.name} ${where} LIMIT ?)`;
    const n = (this.statement(sql).get(...values, cap) as { n: number }).n;
    if (this.spans.size >= 10_000) this.spans.clear();
    this.spans.set(key, { n, cap, at: Date.now() });
    return n;
  }

  /** The number of documents in a collection, recounted at most every planTtlMs. */
  private size(collection: string): number {
    const known = this.sizes.get(collection);
    if (known && Date.now() - known.at < planTtlMs) return known.rows;
    const rows = (this.statement(`SELECT count(*) AS n FROM ${table(collection)}`).get() as { n: number }).n;
    this.sizes.set(collection, { rows, at: Date.now() });
    return rows;
  }

  private readonly commitTx = (ops: WriteOp[], checkpoint?: CheckpointWrite) => {
    if (checkpoint?.expected !== undefined) {
      const actual = this.checkpointSync(checkpoint.projection);
      if (actual !== checkpoint.expected)
        throw new CheckpointMovedError(checkpoint.projection, checkpoint.expected, actual);
    }
    for (const op of ops) {
      this.wrote(op.collection);
      if (op.kind === 'put') {
        const spec = this.spec(op.collection);
        this.putStmts.get(op.collection)!.run(op.doc._id, JSON.stringify(op.doc), this.searchOf(spec, op.doc));
      } else if (op.kind === 'delete') {
        this.spec(op.collection);
        this.statement(deleteSql(table(op.collection))).run(op.id);
      } else {
        this.checkField(op.collection, op.field);
        this.statement(`DELETE FROM ${table(op.collection)} WHERE ${field(op.field)} = ?`).run(bind(op.value));
      }
    }
    if (checkpoint) this.statement(checkpointSql).run(checkpoint.projection, checkpoint.position);
  };

  private searchOf(spec: CollectionSpec, doc: Doc) {
    return spec.text?.length ? searchText(spec, doc) : '';
  }

  /** Puts and deletes by id as rows of their tables, for a connection of another thread to write. */
  rowsOf(docs: Map<string, Map<string, Doc | null>>): TableRows[] {
    return [...docs].map(([collection, byId]) => {
      const spec = this.spec(collection);
      const t = table(collection);
      const rows: TableRows = { upsert: upsertSql(t), remove: deleteSql(t), puts: [], deletes: [] };
      for (const [id, doc] of byId) {
        if (doc) rows.puts.push([id, JSON.stringify(doc), this.searchOf(spec, doc)]);
        else rows.deletes.push(id);
      }
      return rows;
    });
  }

  /** The file the read models are in. */
  get file() {
    return this.db.name;
  }

  async commit(ops: WriteOp[], checkpoint?: CheckpointWrite) {
    this.commitOne.immediate(ops, checkpoint);
  }

  async commitEach(commits: ProjectionCommit[]) {
    return this.commitAll.immediate(commits);
  }

  /**
   * Writes the ops and moves the checkpoints in one transaction (a write-behind buffer's flush); refused with
   * CheckpointMovedError, writing nothing, when one of them is no longer at its `expected`.
   */
  commitNow(ops: WriteOp[], checkpoints: CheckpointWrite[]) {
    this.commitLatest.immediate(ops, checkpoints);
  }

  private wrote(collection: string) {
    this.writes.set(collection, (this.writes.get(collection) ?? 0) + 1);
  }

  /**
   * Changes whenever the collection may have changed: at once on a write through this connection to it,
   * and on a commit by any other connection to the file (SQLite's data_version, which another process's
   * writes move) within `othersSeenWithinMs`.
   */
  changeMark(collection: string): string {
    return `${this.others.version()}:${this.writes.get(collection) ?? 0}`;
  }

  checkpointSync(projection: string): number {
    const row = this.statement(checkpointReadSql).get(projection) as { position: number } | undefined;
    return row?.position ?? 0;
  }

  async checkpoint(projection: string) {
    return this.checkpointSync(projection);
  }

  async checkpoints() {
    const rows = this.statement('SELECT projection, position FROM checkpoints').all() as {
      projection: string;
      position: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.projection, r.position]));
  }

  async reset(collections: string[], projection?: string) {
    this.db
      .transaction(() => {
        // Dropped and made anew: far faster than deleting every row (and its search index entries).
        for (const c of collections) {
          this.wrote(c);
          const spec = this.spec(c);
          dropSearch(this.db, table(c));
          this.db.exec(`DROP TABLE ${table(c)}`);
          this.ensureSync(spec);
          this.sizes.delete(c);
          this.spans.clear();
        }
        if (projection) this.statement('DELETE FROM checkpoints WHERE projection = ?').run(projection);
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
