import pg from 'pg';

/**
 * A connection pool for one PostgreSQL URL. bigint (int8) columns come back as numbers: positions and
 * counts stay below 2^53 by design (see the event store), and numbers are what the ports speak.
 */
export function openPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return pool;
}

/** Runs `work` in a transaction on one client of the pool: committed if it resolves, rolled back if not. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The SQLSTATE of a PostgreSQL error (e.g. 23505, unique violation), if it is one. */
export const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

/** A URL with its password masked, for messages and logs. */
export function redacted(url: string): string {
  return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
}
