import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { checkKind, valueOf, type SecretStore, type SecretValue } from './port';

const table = (kind: string) => `rm_${checkKind(kind)}`;

/**
 * Secrets in their own SQLite file, readable by its owner only (0600, the WAL files too). The layout is
 * the one the read-model port used to write secrets in (a table rm_<kind> of id, doc, search), so an
 * existing secrets.sqlite keeps its passwords as is, and code of either age can share the file.
 */
export class SqliteSecretStore implements SecretStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly ensured = new Set<string>();

  constructor(private readonly file: string) {
    if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // A password change or a spent ticket must survive a power loss.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.restrict();
  }

  /** Owner only, whatever the umask or an older version left: the file, its WAL and shared-memory files. */
  private restrict() {
    for (const f of [this.file, `${this.file}-wal`, `${this.file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  }

  private table(kind: string) {
    const t = table(kind);
    if (!this.ensured.has(t)) {
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, search TEXT NOT NULL DEFAULT '')`,
      );
      this.ensured.add(t);
      this.restrict();
    }
    return t;
  }

  async get<T extends SecretValue>(kind: string, id: string): Promise<T | null> {
    const doc = this.db
      .prepare(`SELECT doc FROM ${this.table(kind)} WHERE id = ?`)
      .pluck()
      .get(id) as string | undefined;
    return doc === undefined ? null : valueOf<T>(JSON.parse(doc));
  }

  async put(kind: string, id: string, value: SecretValue) {
    this.db
      .prepare(`INSERT OR REPLACE INTO ${this.table(kind)} (id, doc, search) VALUES (?, ?, '')`)
      .run(id, JSON.stringify({ ...value, _id: id }));
  }

  async delete(kind: string, id: string) {
    return this.db.prepare(`DELETE FROM ${this.table(kind)} WHERE id = ?`).run(id).changes > 0;
  }

  async take<T extends SecretValue>(kind: string, id: string): Promise<T | null> {
    const doc = this.db
      .prepare(`DELETE FROM ${this.table(kind)} WHERE id = ? RETURNING doc`)
      .pluck()
      .get(id) as string | undefined;
    return doc === undefined ? null : valueOf<T>(JSON.parse(doc));
  }

  async close() {
    this.db.close();
  }
}
