import { createHash } from 'node:crypto';
import type { ReadStore } from '@lebe/store';

/** A fingerprint of whole collections, to compare two builds of the same read models. */
export async function digestCollections(read: ReadStore, collections: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const c of collections) {
    hash.update(`#${c}\n`);
    for (let page = 1; ; page++) {
      const { items, pages } = await read.find(c, { page, pageSize: 1000, sort: [['_id', 'asc']] });
      for (const doc of items) hash.update(JSON.stringify(doc) + '\n');
      if (page >= pages) break;
    }
  }
  return hash.digest('hex');
}
