import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { NewEvent, RecordedEvent } from '@lebe/domain';
import { openPool, sqlState } from '../postgres/pool';
import { appendNewStreamsSql, eventLogDdl } from './postgres-event-schema';
import { pollingSubscription } from './polling-subscription';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type NewStream,
  type NewStreamsResult,
  type ReadAllBackwardsOptions,
  type ReadAllOptions,
  type StreamWrite,
  type Subscription,
} from './port';
import { StoredEvent } from './stored-event';

type Row = [
  position: number,
  id: string,
  stream: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
];
const columns = 'position, id, stream, revision, type, data::text, metadata::text';
const toRecorded = (row: Row): RecordedEvent => new StoredEvent(...row);
/** One transaction may hold this many events (positions are xid × 65,536 + index). */
const perTransaction = 65_536;

/**
 * The event log on PostgreSQL: one `events` table with JSON data, positions derived from transaction
 * ids so that readers never skip an event that commits late (see postgres-event-schema.ts). An append
 * is one call of a PL/pgSQL function, one round trip. Subscriptions poll (and wake at once on this
 * store's own appends).
 */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private readonly appended = new EventEmitter();
  private ready: Promise<void> | null = null;

  constructor(
    url: string,
    private readonly pollMs = 250,
  ) {
    this.pool = openPool(url);
    this.appended.setMaxListeners(0);
  }

  /** Creates the table and functions once; concurrent openers take turns. */
  private init(): Promise<void> {
    this.ready ??= (async () => {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(4242001)');
        await client.query(eventLogDdl);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        this.ready = null;
        throw error;
      } finally {
        client.release();
      }
    })();
    return this.ready;
  }

  private async rows(sql: string, params: unknown[]): Promise<Row[]> {
    await this.init();
    return (await this.pool.query<Row>({ text: sql, values: params, rowMode: 'array' })).rows;
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision = 'any'): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    if (events.length > perTransaction) throw new Error(`at most ${perTransaction} events per append`);
    await this.init();
    const params = [
      stream,
      String(expected),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ];
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = await this.pool.query<{ next_revision: number; last_position: number }>(
          'SELECT next_revision, last_position FROM lebe_append($1, $2, $3, $4::json[], $5::json[])',
          params,
        );
        const result = { nextExpectedRevision: rows[0].next_revision, position: rows[0].last_position };
        this.appended.emit('appended', result.position);
        return result;
      } catch (error) {
        if (sqlState(error) === 'LB409') {
          const actual = (error as Error).message;
          throw new WrongExpectedRevisionError(stream, expected, actual === 'no_stream' ? 'no_stream' : Number(actual));
        }
        // A concurrent appendNewStreams created the stream first (it takes no stream lock).
        if (sqlState(error) !== '23505') throw error;
        if (expected === 'any' && attempt === 0) continue;
        throw new WrongExpectedRevisionError(stream, expected, await this.revisionOf(stream));
      }
    }
  }

  private async revisionOf(stream: string): Promise<number | 'no_stream'> {
    const { rows } = await this.pool.query<{ r: number | null }>(
      'SELECT max(revision) AS r FROM events WHERE stream = $1',
      [stream],
    );
    return rows[0].r ?? 'no_stream';
  }

  /**
   * Appends to several streams in one transaction, all or nothing, each against its expected revision.
   * The streams' locks are taken first in one fixed order, so two such appends never deadlock.
   */
  async appendMany(writes: StreamWrite[]): Promise<{ position: number }> {
    const batches = writes.filter((w) => w.events.length > 0);
    if (batches.length === 0) throw new Error('appendMany needs at least one event');
    await this.init();
    const client = await this.pool.connect();
    let current: StreamWrite | undefined;
    try {
      await client.query('BEGIN');
      await client.query(
        'SELECT pg_advisory_xact_lock(h) FROM (SELECT DISTINCT hashtextextended(s, 0) AS h FROM unnest($1::text[]) s) t ORDER BY h',
        [batches.map((b) => b.stream)],
      );
      let position = 0;
      for (current of batches) {
        const { rows } = await client.query<{ last_position: number }>(
          'SELECT last_position FROM lebe_append($1, $2, $3, $4::json[], $5::json[])',
          [
            current.stream,
            String(current.expected ?? 'any'),
            current.events.map((e) => e.type),
            current.events.map((e) => JSON.stringify(e.data)),
            current.events.map((e) => JSON.stringify(e.metadata)),
          ],
        );
        position = rows[0].last_position;
      }
      await client.query('COMMIT');
      this.appended.emit('appended', position);
      return { position };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (current && (sqlState(error) === 'LB409' || sqlState(error) === '23505')) {
        const actual = sqlState(error) === 'LB409' ? (error as Error).message : await this.revisionOf(current.stream);
        const revision = actual === 'no_stream' ? 'no_stream' : Number(actual);
        throw new WrongExpectedRevisionError(current.stream, current.expected ?? 'any', revision);
      }
      throw error;
    } finally {
      client.release();
    }
  }

  async appendNewStreams(streams: NewStream[]): Promise<NewStreamsResult> {
    await this.init();
    let created = 0;
    let position = 0;
    // One statement, one transaction, per 65,536 events (a bank import sends 2,000 streams at a time).
    const seen = new Set<string>();
    const unique = streams.filter((s) => s.events.length > 0 && !seen.has(s.stream) && seen.add(s.stream));
    for (let i = 0; i < unique.length;) {
      const chunk: NewStream[] = [];
      for (let events = 0; i < unique.length && events + unique[i].events.length <= perTransaction; i++) {
        chunk.push(unique[i]);
        events += unique[i].events.length;
      }
      if (chunk.length === 0) throw new Error(`at most ${perTransaction} events per new stream`);
      const rows = [
        ...chunk.map((s) => [s, 0] as const),
        ...chunk.flatMap((s) => s.events.slice(1).map((_, k) => [s, k + 1] as const)),
      ];
      const {
        rows: [result],
      } = await this.pool.query<{ created: number; position: number }>(appendNewStreamsSql, [
        rows.map(([s]) => s.stream),
        rows.map(([, r]) => r),
        rows.map(([s, r]) => s.events[r].type),
        rows.map(([s, r]) => JSON.stringify(s.events[r].data)),
        rows.map(([s, r]) => JSON.stringify(s.events[r].metadata)),
      ]);
      created += result.created;
      position = Math.max(position, result.position);
    }
    if (created) this.appended.emit('appended', position);
    return { created, position };
  }

  async readStream(stream: string, options: { fromRevision?: number; maxCount?: number } = {}) {
    const rows = await this.rows(
      `SELECT ${columns} FROM events WHERE stream = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
      [stream, options.fromRevision ?? 0, options.maxCount ?? null],
    );
    return rows.map(toRecorded);
  }

  /**
   * The page is read by the primary key in order with one bound (several range conditions made the
   * planner expect few rows, then fetch and sort everything past the checkpoint), and the horizon is
   * applied to the page: what lies beyond it is at the page's end. Positions are integers, so "at or
   * after from" is "after from - 1".
   */
  async readAll(options: ReadAllOptions = {}) {
    const after = Math.max(options.after ?? 0, (options.from ?? 0) - 1);
    const rows = await this.rows(
      `SELECT * FROM (SELECT ${columns} FROM events WHERE position > $1 ORDER BY position LIMIT $2) page
       WHERE position < lebe_log_horizon() ORDER BY position`,
      [after, options.maxCount ?? 1000],
    );
    return rows.map(toRecorded);
  }

  async readAllBackwards(options: ReadAllBackwardsOptions = {}) {
    const rows = await this.rows(
      `SELECT ${columns} FROM events WHERE position < least($1::bigint, lebe_log_horizon()) ORDER BY position DESC LIMIT $2`,
      [options.before ?? Number.MAX_SAFE_INTEGER, options.maxCount ?? 1000],
    );
    return rows.map(toRecorded);
  }

  async readEvent(position: number) {
    const [row] = await this.rows(`SELECT ${columns} FROM events WHERE position = $1`, [position]);
    return row ? toRecorded(row) : null;
  }

  async countAfter(after: number, limit = 100_000) {
    await this.init();
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*) AS n FROM (SELECT position FROM events WHERE position > $1 ORDER BY position LIMIT $2) t
       WHERE position < lebe_log_horizon()`,
      [after, limit],
    );
    return rows[0].n;
  }

  async headPosition() {
    await this.init();
    const { rows } = await this.pool.query<{ head: number | null }>(
      'SELECT max(position) AS head FROM events WHERE position < lebe_log_horizon()',
    );
    return rows[0].head ?? 0;
  }

  async deleteStream(stream: string) {
    await this.init();
    return (await this.pool.query('DELETE FROM events WHERE stream = $1', [stream])).rowCount ?? 0;
  }

  subscribe(options: { after?: number }, handler: EventHandler): Subscription {
    return pollingSubscription(this, options.after ?? 0, handler, this.pollMs);
  }

  /**
   * Appends made through this store. Other processes' appends are seen by polling: a NOTIFY in the
   * append would serialise every commit on PostgreSQL's notification queue lock (8 concurrent
   * appenders fell to a seventh of raw inserts).
   */
  onAppended(listener: (position: number) => void) {
    this.appended.on('appended', listener);
    return () => void this.appended.off('appended', listener);
  }

  async close() {
    this.appended.removeAllListeners();
    await this.pool.end();
  }
}
