import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EventStore } from './event-store/port';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import type { ReadStore } from './read-store/port';
import { SqliteReadStore } from './read-store/sqlite-read-store';

/** Where the stores live. Unset URLs mean the embedded SQLite files under DATA_DIR. */
export interface StoreConfig {
  dataDir: string;
  eventStoreUrl?: string;
  readStoreUrl?: string;
}

export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  return {
    dataDir: resolve(env.DATA_DIR || './data'),
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    readStoreUrl: env.READSTORE_URL || undefined,
  };
}

export async function openEventStore(config: StoreConfig): Promise<EventStore> {
  const url = config.eventStoreUrl;
  if (!url) {
    mkdirSync(config.dataDir, { recursive: true });
    return new SqliteEventStore(resolve(config.dataDir, 'events.sqlite'));
  }
  if (/^(kurrentdb|esdb|kdb)(\+discover)?:\/\//.test(url)) {
    // Loaded only when asked for, so the embedded default never loads gRPC.
    const { KurrentEventStore } = await import('./event-store/kurrent-event-store');
    return new KurrentEventStore(url);
  }
  throw new Error(`EVENTSTORE_URL must start with kurrentdb:// or esdb:// (got ${url})`);
}

export async function openReadStore(config: StoreConfig): Promise<ReadStore> {
  const url = config.readStoreUrl;
  if (!url) {
    mkdirSync(config.dataDir, { recursive: true });
    return new SqliteReadStore(resolve(config.dataDir, 'read.sqlite'));
  }
  if (/^mongodb(\+srv)?:\/\//.test(url)) {
    const { MongoReadStore } = await import('./read-store/mongo-read-store');
    const dbName = new URL(url).pathname.replace(/^\//, '') || 'lebe';
    return new MongoReadStore(url, dbName);
  }
  throw new Error(`READSTORE_URL must start with mongodb:// (got ${url})`);
}
