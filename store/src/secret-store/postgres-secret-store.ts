import type pg from 'pg';
import { inTransaction, openPool } from '../postgres/pool';
import { checkKind, type SecretStore, type SecretValue } from './port';

/** Secrets on PostgreSQL: one table in a schema of their own (lebe_secrets), apart from read models. */
export class PostgresSecretStore implements SecretStore {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private ready: Promise<void> | null = null;

  constructor(url: string) {
    this.pool = openPool(url, 4);
  }

  private init() {
    this.ready ??= inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(4242003)');
      await client.query('CREATE SCHEMA IF NOT EXISTS lebe_secrets');
      await client.query(
        'CREATE TABLE IF NOT EXISTS lebe_secrets.secrets (kind text, id text, value jsonb NOT NULL, PRIMARY KEY (kind, id))',
      );
    }).catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async query<R extends pg.QueryResultRow>(sql: string, params: unknown[]) {
    await this.init();
    return this.pool.query<R>(sql, params);
  }

  async get<T extends SecretValue>(kind: string, id: string): Promise<T | null> {
    const { rows } = await this.query('SELECT value FROM lebe_secrets.secrets WHERE kind = $1 AND id = $2', [
      checkKind(kind),
      id,
    ]);
    return rows.length ? (rows[0].value as T) : null;
  }

  async put(kind: string, id: string, value: SecretValue) {
    await this.query(
      `INSERT INTO lebe_secrets.secrets (kind, id, value) VALUES ($1, $2, $3)
       ON CONFLICT (kind, id) DO UPDATE SET value = excluded.value`,
      [checkKind(kind), id, JSON.stringify(value)],
    );
  }

  async delete(kind: string, id: string) {
    const result = await this.query('DELETE FROM lebe_secrets.secrets WHERE kind = $1 AND id = $2', [
      checkKind(kind),
      id,
    ]);
    return (result.rowCount ?? 0) > 0;
  }

  async take<T extends SecretValue>(kind: string, id: string): Promise<T | null> {
    const { rows } = await this.query('DELETE FROM lebe_secrets.secrets WHERE kind = $1 AND id = $2 RETURNING value', [
      checkKind(kind),
      id,
    ]);
    return rows.length ? (rows[0].value as T) : null;
  }

  async close() {
    await this.pool.end();
  }
}
