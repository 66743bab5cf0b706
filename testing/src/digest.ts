import { createHash } from 'node:crypto';
import type { ReadStore } from '@lebe/store';

/**
 * A fingerprint of whole collections, to compare two builds of the same read models, on the same kind
 * of store or not: keys are taken in sorted order, since a store may give them back in its own
 * (PostgreSQL's JSONB orders them by length).
 */
export async function digestCollections(read: ReadStore, collections: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const c of collections) {
    hash.update(`#${c}\n`);
    for (let page = 1; ; page++) {
      const { items, pages } = await read.find(c, { page, pageSize: 1000, sort: [['_id', 'asc']] });
      for (const doc of items) hash.update(canonicalJson(doc) + '\n');
      if (page >= pages) break;
    }
  }
  return hash.digest('hex');
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
