import { once } from 'node:events';
import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { SqliteReadStore, type Doc } from '@lebe/store';

const cell = (value: unknown) => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Writes a replay's documents as NDJSON or CSV, page by page, so a replay result is exported the same
 * way as the log. CSV columns are every field any document has: a first pass gathers only their names.
 */
export async function dumpCollection(
  file: string,
  collection: string,
  out: Writable,
  format: 'ndjson' | 'csv',
  pageSize = 1000,
) {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const store = new SqliteReadStore(file);
  try {
    await store.ensure({ name: collection });
    const pages = async function* () {
      for (let page = 1; ; page++) {
        const { items } = await store.find<Doc>(collection, { page, pageSize, skipTotal: true });
        if (items.length > 0) yield items;
        if (items.length < pageSize) return;
      }
    };
    const columns = new Set<string>();
    if (format === 'csv') {
      for await (const items of pages()) for (const doc of items) for (const k of Object.keys(doc)) columns.add(k);
      if (!out.write(`${[...columns].map(cell).join(',')}\n`)) await once(out, 'drain');
    }
    let count = 0;
    for await (const items of pages()) {
      let chunk = '';
      for (const doc of items)
        chunk +=
          format === 'ndjson' ? `${JSON.stringify(doc)}\n` : `${[...columns].map((c) => cell(doc[c])).join(',')}\n`;
      count += items.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    return count;
  } finally {
    await store.close();
  }
}
