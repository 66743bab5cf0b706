import type Database from 'better-sqlite3';
import { searchText, searchVersion, type CollectionSpec, type Doc } from './port';

const ftsOf = (table: string) => `${table}__fts`;

/**
 * Keyword search for a collection stored in `table`: an FTS5 index with the trigram tokenizer over the
 * table's `search` column, so that a keyword of three or more characters finds its matches through
 * the index instead of reading every document (a scan of a 2.1 million question bank took 1.5-3 s).
 * Shorter keywords are looked for as " de " (whole words, see keywordNeedle), three characters again.
 * The index is contentless (it keys the table's rowids) and kept in step by triggers, so every write
 * path (puts, deletes, deleteWhere) keeps it right.
 *
 * When the search text is made differently (searchVersion) or from other fields, the column is
 * recomputed from the documents and the index rebuilt, once, by whichever process gets there first.
 */
export function ensureSearch(db: Database.Database, table: string, spec: CollectionSpec) {
  db.exec('CREATE TABLE IF NOT EXISTS search_versions (collection TEXT PRIMARY KEY, version TEXT NOT NULL)');
  const wanted = spec.text?.length ? `${searchVersion}:${spec.text.join(',')}` : null;
  const current = () => {
    const version = db.prepare('SELECT version FROM search_versions WHERE collection = ?').pluck().get(table) ?? null;
    const indexed = db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').pluck().get(ftsOf(table)) !== undefined;
    return version === wanted && indexed === (wanted !== null);
  };
  if (current()) return;
  db.transaction(() => {
    if (current()) return;
    dropSearch(db, table);
    recompute(db, table, spec);
    if (wanted) {
      const fts = ftsOf(table);
      db.exec(`
        CREATE VIRTUAL TABLE ${fts} USING fts5(search, content='', contentless_delete=1, tokenize='trigram');
        INSERT INTO ${fts} (rowid, search) SELECT rowid, search FROM ${table};
        CREATE TRIGGER IF NOT EXISTS ${fts}_insert AFTER INSERT ON ${table} BEGIN
          INSERT INTO ${fts} (rowid, search) VALUES (new.rowid, new.search);
        END;
        CREATE TRIGGER IF NOT EXISTS ${fts}_update AFTER UPDATE OF search ON ${table} BEGIN
          DELETE FROM ${fts} WHERE rowid = old.rowid;
          INSERT INTO ${fts} (rowid, search) VALUES (new.rowid, new.search);
        END;
        CREATE TRIGGER IF NOT EXISTS ${fts}_delete AFTER DELETE ON ${table} BEGIN
          DELETE FROM ${fts} WHERE rowid = old.rowid;
        END;`);
      db.prepare('INSERT OR REPLACE INTO search_versions (collection, version) VALUES (?, ?)').run(table, wanted);
    }
  }).immediate();
}

/** The search column made anew from every document, in chunks (a statement cannot write while another reads). */
function recompute(db: Database.Database, table: string, spec: CollectionSpec) {
  const read = db.prepare<[number], { rowid: number; doc: string }>(
    `SELECT rowid, doc FROM ${table} WHERE rowid > ? ORDER BY rowid LIMIT 5000`,
  );
  const write = db.prepare(`UPDATE ${table} SET search = ? WHERE rowid = ?`);
  for (let after = 0; ;) {
    const rows = read.all(after);
    if (rows.length === 0) return;
    for (const row of rows) write.run(spec.text?.length ? searchText(spec, JSON.parse(row.doc) as Doc) : '', row.rowid);
    after = rows[rows.length - 1].rowid;
  }
}

/** Drops a collection's search index and the triggers that feed it. */
export function dropSearch(db: Database.Database, table: string) {
  for (const suffix of ['insert', 'update', 'delete']) db.exec(`DROP TRIGGER IF EXISTS ${ftsOf(table)}_${suffix}`);
  db.exec(`DROP TABLE IF EXISTS ${ftsOf(table)}`);
  db.prepare('DELETE FROM search_versions WHERE collection = ?').run(table);
}

/** How a find with a keyword reads its page, and its total when the index alone gives it. */
export interface KeywordPlan {
  /** Keeps the matches (rowid IN the search index's answer). */
  clause: string;
  params: string[];
  total?: number;
  /** The index that leads with the sort field, to be read in order, when the matches are many. */
  index?: string;
  /** A first try on the first `cap` entries of that index, each tested against the search index. */
  walk?: { clause: string; cap: number };
}

/** Below this many matches the page sorts them (~2 µs each); above, it reads the sort field's index in order. */
const manyMatches = 5000;
/** Entries tested one by one against the search index (~50-100 µs each) before the set of matches is built. */
const walkCap = 400;

/**
 * How a find with a keyword reads. The search index tells how many documents hold the keyword without
 * reading any (the total, when nothing else filters). A page of a rare keyword sorts its few matches.
 * A common keyword ("the": half the bank) would sort hundreds of thousands of matches for one page:
 * when no other filter applies and an index leads with the sort field, that index is read in order.
 * If the matches are dense enough that a page lies within its first few hundred entries, those are
 * tested one by one (a few ms); else the matches are gathered once and the index read past them
 * (matches cluster: a language's questions were written together).
 */
export function keywordPlan(
  db: Database.Database,
  table: string,
  spec: CollectionSpec,
  needle: string,
  context: { filtered: boolean; sortIndex?: string; reach: number; size: () => number },
): KeywordPlan {
  if (!spec.text?.length) return { clause: '0', params: [], total: 0 };
  const fts = ftsOf(table);
  // One FTS5 phrase: a double quote inside it is written twice.
  const phrase = `"${needle.replace(/"/g, '""')}"`;
  const matches = db.prepare(`SELECT count(*) FROM ${fts} WHERE ${fts} MATCH ?`).pluck().get(phrase) as number;
  const plan: KeywordPlan = {
    clause: `rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`,
    params: [phrase],
    total: context.filtered ? undefined : matches,
  };
  if (matches === 0) return { clause: '0', params: [], total: 0 };
  if (context.filtered || !context.sortIndex || matches < manyMatches) return plan;
  plan.index = context.sortIndex;
  if ((context.reach * context.size()) / matches <= walkCap / 2)
    plan.walk = {
      clause: `EXISTS (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? AND ${fts}.rowid = ${table}.rowid)`,
      cap: walkCap,
    };
  return plan;
}
