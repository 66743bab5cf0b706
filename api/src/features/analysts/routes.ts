import { z } from 'zod';
import {
  catalogueEntries,
  eventDefinitions,
  eventFilter,
  eventPositionParams,
  missing,
  notFound,
  simpleRestQuery,
  streamCategory,
  streamParams,
  type EventFilter,
  type EventRecord,
  type RecordedEvent,
} from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { parseJson } from '../../platform/http/simple-rest';

/**
 * The Events view of the admin console: the event catalogue, the log browsed by stream, type and time
 * (ra-data-simple-rest lists), one event, one stream's history. Read-only. A list without a stream
 * filter scans the log from its newest (or oldest) end until the page is full, so a rare type may scan far:
 * fine for an admin screen, not a hot path.
 */
const record = (e: RecordedEvent): EventRecord => ({
  id: e.position,
  position: e.position,
  stream: e.streamName,
  category: streamCategory(e.streamName),
  revision: e.revision,
  type: e.type,
  time: e.metadata.time,
  actor: e.metadata.actor,
  correlationId: e.metadata.correlationId,
  eventId: e.id,
  data: e.data,
  metadata: e.metadata,
});

function predicate(f: EventFilter) {
  const types = f.type?.length ? new Set(f.type) : null;
  const categories = f.category?.length ? new Set(f.category) : null;
  const ids = f.id ? new Set(f.id) : null;
  const from = f.from ? Date.parse(f.from) : -Infinity;
  const to = f.to ? Date.parse(f.to) : Infinity;
  return (e: RecordedEvent) => {
    if (ids && !ids.has(e.position)) return false;
    if (f.related && !Object.values(e.data as Record<string, unknown>).includes(f.related)) return false;
    if (f.stream && e.streamName !== f.stream) return false;
    if (types && !types.has(e.type)) return false;
    if (categories && !categories.has(streamCategory(e.streamName))) return false;
    const t = Date.parse(e.metadata.time);
    return t >= from && t <= to;
  };
}

/**
 * The events named by id or of the whole log, page by page, oldest or newest first.
 * Newest first reads the log backwards, so the first page of a long log costs one page read.
 */
async function* scan(events: EventStore, f: EventFilter, descending: boolean): AsyncGenerator<RecordedEvent> {
  if (f.id) {
    for (const position of [...f.id].sort((a, b) => (descending ? b - a : a - b))) {
      const event = await events.readEvent(position);
      if (event) yield event;
    }
    return;
  }
  const pageSize = 5000;
  for (let from: number | undefined; ;) {
    const page = descending
      ? await events.readAllBackwards({ before: from, maxCount: pageSize })
      : await events.readAll({ after: from ?? 0, maxCount: pageSize });
    if (page.length === 0) return;
    yield* page;
    from = page[page.length - 1].position;
  }
}

/**
 * The matches from `start` to `end` (inclusive) in scan order. The scan stops at the first match past
 * the window: the total is then unknown ("*", with more to come) unless the log ended first.
 */
async function window(
  scanned: AsyncIterable<RecordedEvent>,
  keep: (e: RecordedEvent) => boolean,
  start: number,
  end: number,
) {
  const found: RecordedEvent[] = [];
  let matches = 0;
  for await (const e of scanned) {
    if (!keep(e)) continue;
    if (matches > end) return { found, total: null };
    if (matches >= start) found.push(e);
    matches += 1;
  }
  return { found, total: matches };
}

/**
 * One stream's matches from `start` to `end`, counted: the console pages a stream's history (a learner's
 * thousands of answers) by this, a page at a time, with its page numbers.
 */
async function streamWindow(
  events: EventStore,
  stream: string,
  f: EventFilter,
  descending: boolean,
  start: number,
  end: number,
) {
  const matching = (await events.readStream(stream)).filter(predicate(f));
  if (descending) matching.reverse();
  return { found: matching.slice(start, end + 1), total: matching.length };
}

async function findEvent(events: EventStore, position: number) {
  const event = await events.readEvent(position);
  if (!event) throw notFound('Event');
  return event;
}

export const eventRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/admin/events/catalogue',
    access: 'admin',
    handler: async () => catalogueEntries(eventDefinitions()).map((e) => ({ id: e.type, ...e })),
  }),
  route({
    method: 'get',
    path: '/api/admin/events',
    access: 'admin',
    query: simpleRestQuery,
    async handler({ query, ctx, deps }) {
      const [start, end] = parseJson(
        z.tuple([z.number().int().min(0), z.number().int().min(0)]),
        query.range,
        'range',
      ) ?? [0, 24];
      if (end < start || end - start >= 500) throw new HttpError(400, 'Invalid range');
      const [field, order] = parseJson(z.tuple([z.string().max(50), z.string().max(4)]), query.sort, 'sort') ?? [
        'position',
        'ASC',
      ];
      if (field !== 'position' && field !== 'id') throw new HttpError(400, `Cannot sort on ${field}`);
      const filter = parseJson(eventFilter, query.filter, 'filter') ?? {};
      const descending = order.toUpperCase() === 'DESC';
      const { found, total } = filter.stream
        ? await streamWindow(deps.events, filter.stream, filter, descending, start, end)
        : await window(scan(deps.events, filter, descending), predicate(filter), start, end);
      const last = found.length ? start + found.length - 1 : start;
      // An unknown total is "*" (RFC 9110): the console then pages with next / previous only.
      ctx.set('Content-Range', `events ${start}-${last}/${total ?? '*'}`);
      ctx.set('Access-Control-Expose-Headers', 'Content-Range');
      ctx.body = found.map(record);
    },
  }),
  route({
    method: 'get',
    path: '/api/admin/events/:position',
    access: 'admin',
    params: eventPositionParams,
    handler: async ({ params, deps }) => record(await findEvent(deps.events, params.position)),
  }),
  route({
    method: 'get',
    path: '/api/admin/streams/:stream',
    access: 'admin',
    params: streamParams,
    async handler({ params, deps }) {
      const events = await deps.events.readStream(params.stream);
      if (events.length === 0) throw missing('Stream not found');
      return {
        id: params.stream,
        stream: params.stream,
        category: streamCategory(params.stream),
        events: events.map(record),
      };
    },
  }),
];
