import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { streamCategory, type RecordedEvent } from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import { Erasures } from './erasures';
import { Pseudonymiser } from './pseudonymise';

export interface EventFilter {
  /** Stream categories (`learner`, `question`, ...); all when empty. */
  categories?: string[];
  types?: string[];
  /** Inclusive global position range. */
  fromPosition?: number;
  toPosition?: number;
  /** Inclusive range on the event's `metadata.time`. */
  from?: Date;
  to?: Date;
}

export type ExportFormat = 'ndjson' | 'csv';

export interface ExportOptions extends EventFilter {
  format: ExportFormat;
  /** Personal data in clear instead of keyed pseudonyms: the caller must log that it asked for it. */
  includePersonal?: boolean;
  /** HMAC key of the pseudonyms (see analyticsKey). */
  key: string;
  pageSize?: number;
  onProgress?: (position: number, head: number, exported: number) => void;
}

export const csvColumns = [
  'position',
  'id',
  'stream',
  'category',
  'revision',
  'type',
  'time',
  'actor',
  'correlationId',
  'schemaVersion',
  'data',
] as const;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csvLine(e: RecordedEvent): string {
  const m = e.metadata;
  const cells = [
    e.position,
    e.id,
    e.streamName,
    streamCategory(e.streamName),
    e.revision,
    e.type,
    m.time,
    m.actor,
    m.correlationId,
    m.schemaVersion,
    JSON.stringify(e.data),
  ];
  return `${cells.map(csvCell).join(',')}\n`;
}

/** A predicate for the filter, cheapest tests first. */
export function matches(filter: EventFilter): (e: RecordedEvent) => boolean {
  const categories = filter.categories?.length ? new Set(filter.categories) : null;
  const types = filter.types?.length ? new Set(filter.types) : null;
  const from = filter.from?.getTime();
  const to = filter.to?.getTime();
  return (e) => {
    if (filter.toPosition !== undefined && e.position > filter.toPosition) return false;
    if (types && !types.has(e.type)) return false;
    if (categories && !categories.has(streamCategory(e.streamName))) return false;
    if (from !== undefined || to !== undefined) {
      const t = Date.parse(e.metadata.time);
      if ((from !== undefined && t < from) || (to !== undefined && t > to)) return false;
    }
    return true;
  };
}

/**
 * Streams the log, filtered, to `out` as NDJSON or CSV, one page at a time (memory does not grow with
 * the log), honouring the stream's backpressure. Erased learners' data never leaves; personal data is
 * pseudonymised unless `includePersonal`.
 */
export async function exportEvents(events: EventStore, out: Writable, options: ExportOptions) {
  const pageSize = options.pageSize ?? 5000;
  const erasures = await Erasures.scan(events, pageSize);
  const pseudonymiser = options.includePersonal ? null : new Pseudonymiser(options.key);
  const keep = matches(options);
  const head = Math.min(await events.headPosition(), options.toPosition ?? Number.MAX_SAFE_INTEGER);
  let exported = 0;
  let scanned = 0;
  const write = async (chunk: string) => {
    if (chunk && !out.write(chunk)) await once(out, 'drain');
  };
  if (options.format === 'csv') await write(`${csvColumns.join(',')}\n`);
  // A position is not a count (KurrentDB's are byte offsets): the first page starts at it, inclusively.
  let after: number | undefined;
  while (after === undefined || after < head) {
    const page = await events.readAll(
      after === undefined ? { from: options.fromPosition ?? 0, maxCount: pageSize } : { after, maxCount: pageSize },
    );
    if (page.length === 0) break;
    let chunk = '';
    for (const raw of page) {
      if (raw.position > head) break;
      scanned += 1;
      if (!keep(raw) || erasures.hides(raw)) continue;
      const e = pseudonymiser ? pseudonymiser.event(raw) : raw;
      chunk += options.format === 'csv' ? csvLine(e) : `${JSON.stringify(e)}\n`;
      exported += 1;
    }
    await write(chunk);
    after = page[page.length - 1].position;
    options.onProgress?.(Math.min(after, head), head, exported);
  }
  return { exported, scanned, head, erasedLearners: erasures.size };
}
