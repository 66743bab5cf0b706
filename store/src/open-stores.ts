import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EventStore } from './event-store/port';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import type { ReadStore } from './read-store/port';
import { SqliteReadStore } from './read-store/sqlite-read-store';
import { BufferedReadStore } from './read-store/buffered-read-store';
import type { SecretStore } from './secret-store/port';
import { SqliteSecretStore } from './secret-store/sqlite-secret-store';

/** Where the stores live. Unset URLs mean the embedded SQLite files under DATA_DIR. */
export interface StoreConfig {
  dataDir: string;
  eventStoreUrl?: string;
  readStoreUrl?: string;
  /** Unset: beside the read models (their server, another database or schema), or DATA_DIR/secrets.sqlite. */
  secretStoreUrl?: string;
}

export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  return {
    dataDir: resolve(env.DATA_DIR || './data'),
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    readStoreUrl: env.READSTORE_URL || undefined,
    secretStoreUrl: env.SECRETSTORE_URL || undefined,
  };
}

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);
const isMongo = (url: string) => /^mongodb(\+srv)?:\/\//.test(url);
/** Every scheme the KurrentDB client reads (kurrent:// is the one its docs now give; esdb:// is deprecated). */
const isKurrent = (url: string) => /^(kurrent|kurrentdb|esdb|kdb)(\+discover)?:\/\//.test(url);

/** A URL as it may appear in an error message: scheme and hosts, never credentials or options. */
export function describeUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@').replace(/\?.*$/, '');
}

/**
 * The database named in a MongoDB URL, if any. Not `new URL()`: a replica-set URL lists several hosts
 * (mongodb://a,b,c/lebe?replicaSet=rs0), which WHATWG URLs refuse (and the error quoted the password).
 * Reserved characters in credentials are percent-encoded, so the first '/' after the scheme ends the hosts.
 */
export function mongoDatabase(url: string): string | undefined {
  const rest = url.replace(/^mongodb(\+srv)?:\/\//, '');
  const slash = rest.indexOf('/');
  if (slash < 0) return undefined;
  const path = rest.slice(slash + 1).split('?')[0];
  return path ? decodeURIComponent(path) : undefined;
}

/** `soleWriter`: this process is the log's one regular writer (the embedded default's server). */
export async function openEventStore(config: StoreConfig, options: { soleWriter?: boolean } = {}): Promise<EventStore> {
  const url = config.eventStoreUrl;
  if (!url) {
    mkdirSync(config.dataDir, { recursive: true });
    return new SqliteEventStore(resolve(config.dataDir, 'events.sqlite'), undefined, {
      othersSeenWithinMs: options.soleWriter ? 100 : 0,
    });
  }
  // Adapters are loaded only when asked for, so the embedded default never loads gRPC, mongodb or pg.
  if (isKurrent(url)) {
    const { KurrentEventStore } = await import('./event-store/kurrent-event-store');
    return new KurrentEventStore(url);
  }
  if (isPostgres(url)) {
    const { PostgresEventStore } = await import('./event-store/postgres-event-store');
    return new PostgresEventStore(url);
  }
  throw new Error(
    `EVENTSTORE_URL must start with kurrent://, kurrentdb://, esdb:// or postgres:// (got ${describeUrl(url)})`,
  );
}

/** `soleWriter`: this process runs the projections (no workers write the read models besides it). */
export async function openReadStore(config: StoreConfig, options: { soleWriter?: boolean } = {}): Promise<ReadStore> {
  const url = config.readStoreUrl;
  if (!url) {
    mkdirSync(config.dataDir, { recursive: true });
    const file = resolve(config.dataDir, 'read.sqlite');
    // The only writer of its read models (projections in process) keeps their commits in memory a moment.
    return options.soleWriter
      ? new BufferedReadStore(new SqliteReadStore(file, { othersSeenWithinMs: 100 }), { thread: true })
      : new SqliteReadStore(file);
  }
  if (isMongo(url)) {
    const { MongoReadStore } = await import('./read-store/mongo-read-store');
    return new MongoReadStore(url, mongoDatabase(url) ?? 'lebe');
  }
  if (isPostgres(url)) {
    const { PostgresReadStore } = await import('./read-store/postgres-read-store');
    return new PostgresReadStore(url);
  }
  throw new Error(`READSTORE_URL must start with mongodb:// or postgres:// (got ${describeUrl(url)})`);
}

/**
 * The secret store: SECRETSTORE_URL, else beside the read models (MongoDB: the `<db>_secrets`
 * database; PostgreSQL: the lebe_secrets schema of the same database), else DATA_DIR/secrets.sqlite,
 * which the embedded stack has always used (its layout is read as is).
 */
export async function openSecretStore(config: StoreConfig): Promise<SecretStore> {
  const url = config.secretStoreUrl ?? config.readStoreUrl;
  if (!url) {
    mkdirSync(config.dataDir, { recursive: true });
    return new SqliteSecretStore(resolve(config.dataDir, 'secrets.sqlite'));
  }
  if (isMongo(url)) {
    const { MongoSecretStore } = await import('./secret-store/mongo-secret-store');
    const db = mongoDatabase(url) ?? 'lebe';
    return new MongoSecretStore(url, config.secretStoreUrl ? db : `${db}_secrets`);
  }
  if (isPostgres(url)) {
    const { PostgresSecretStore } = await import('./secret-store/postgres-secret-store');
    return new PostgresSecretStore(url);
  }
  throw new Error(`SECRETSTORE_URL must start with mongodb:// or postgres:// (got ${describeUrl(url)})`);
}
