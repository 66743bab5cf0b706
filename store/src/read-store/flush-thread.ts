import { CheckpointMovedError } from './port';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { checkpointReadSql, checkpointSql, type TableRows } from './sqlite-read-store';

/**
 * The thread's code: plain JavaScript run from this string (`eval`), so the same file serves the sources,
 * the tests and the bundle. It opens its own connection to the file and writes each batch it is sent in one
 * transaction, then says so (or why not).
 */
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.sqlite);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
const statements = new Map();
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
};
const write = db.transaction((tables, checkpoints) => {
  for (const [projection, , expected] of checkpoints) {
    const at = prepared(workerData.checkpointRead).get(projection);
    const actual = at ? at.position : 0;
    if (actual !== expected) throw Object.assign(new Error('moved'), { moved: [projection, expected, actual] });
  }
  for (const { upsert, remove, puts, deletes } of tables) {
    for (const [id, doc, search] of puts) prepared(upsert).run(id, doc, search);
    for (const id of deletes) prepared(remove).run(id);
  }
  for (const [projection, position] of checkpoints) prepared(workerData.checkpointSql).run(projection, position);
});
const dataVersion = db.prepare('PRAGMA data_version').pluck();
parentPort.on('message', ({ id, tables, checkpoints, close, version }) => {
  if (close) {
    db.close();
    return parentPort.postMessage({ id });
  }
  if (version) return parentPort.postMessage({ id, value: dataVersion.get() });
  try {
    write.immediate(tables, checkpoints);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error), moved: error && error.moved });
  }
});
`;

/**
 * Writes the read models' buffered commits on a connection of its own in a worker thread, so the requests'
 * thread spends no time in SQLite's B-trees and write-ahead log for them (the second core does).
 */
interface Reply {
  id: number;
  error?: string;
  moved?: [projection: string, expected: number, actual: number];
  value?: number;
}

export class FlushThread {
  private readonly worker: Worker;
  private next = 0;
  /** False once the thread stopped (a crash): the store then writes on its own connection. */
  alive = true;
  private readonly waiting = new Map<number, { resolve(value?: number): void; reject(error: Error): void }>();

  constructor(file: string) {
    const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(threadCode, {
      eval: true,
      workerData: { file, sqlite, checkpointSql, checkpointRead: checkpointReadSql },
    });
    this.worker.on('message', ({ id, error, moved, value }: Reply) => {
      const waiting = this.waiting.get(id);
      this.waiting.delete(id);
      if (this.waiting.size === 0) this.worker.unref();
      if (error) waiting?.reject(moved ? new CheckpointMovedError(...moved) : new Error(error));
      else waiting?.resolve(value);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => {
      this.alive = false;
      this.failAll(new Error('The read models’ flush thread stopped'));
    });
    // Idle, the thread does not keep the process alive; waited for, it does (see ask).
    this.worker.unref();
  }

  /**
   * Resolves once the rows and checkpoints are committed, all together; refused with CheckpointMovedError,
   * writing nothing, when a checkpoint in the file is no longer at `expected` (another process moved it).
   */
  async write(tables: TableRows[], checkpoints: [projection: string, position: number, expected: number][]) {
    await this.ask({ tables, checkpoints });
  }

  /**
   * SQLite's data_version as the thread's connection sees it: it moves with every commit to the file by any
   * other connection (this process's own direct writes, an operator's CLI), never with the thread's flushes.
   */
  async dataVersion(): Promise<number> {
    return (await this.ask({ version: true }))!;
  }

  async close() {
    await this.ask({ close: true });
    await this.worker.terminate();
  }

  private ask(message: object): Promise<number | undefined> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      if (!this.alive) return reject(new Error('The read models’ flush thread stopped'));
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  private failAll(error: Error) {
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
  }
}
