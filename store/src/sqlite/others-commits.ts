import type Database from 'better-sqlite3';

/**
 * Other connections' commits to a SQLite file, as this connection sees them: `PRAGMA data_version`, which
 * moves with every commit by any other connection (another process, another thread) and never with this
 * one's own. Read again at most every `withinMs` (0: at every call), for a mark asked on every request.
 */
export class OthersCommits {
  private seen = { version: 0, at: -Infinity };
  private readonly dataVersion;

  constructor(
    db: Database.Database,
    private readonly withinMs = 0,
  ) {
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  }

  version(): number {
    const now = performance.now();
    if (now - this.seen.at >= this.withinMs) this.seen = { version: this.dataVersion.get()!, at: now };
    return this.seen.version;
  }
}
