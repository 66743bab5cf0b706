import type { Context } from 'koa';
import { z } from 'zod';
import { simpleRestQuery, type SimpleRestQuery } from '@lebe/domain';
import type { Doc, Filter, FindQuery, ReadStore } from '@lebe/store';
import type { AppDeps } from '../deps';
import { HttpError } from './errors';
import { route, type AnyRoute } from './route';

/**
 * The list convention ra-data-simple-rest speaks (query schema in the domain): `range=[0,24]`,
 * `sort=["name","ASC"]`, `filter={"q":"ann","isAdmin":true}`, answered with an array of records with
 * `id` and `Content-Range: <resource> 0-24/319`.
 */
export function parseJson<T>(schema: z.ZodType<T>, text: string | undefined, part: string): T | undefined {
  if (text === undefined) return undefined;
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new HttpError(400, `Invalid ${part}: ${text}`);
  }
}

export type FilterParser = (value: unknown) => Filter;

/** A list filter parsed by a schema, answering 400 with the filter's name when its value does not fit. */
export function filterOf<T>(
  name: string,
  schema: { safeParse(v: unknown): z.ZodSafeParseResult<T> },
  toFilter: (value: T) => Filter,
): FilterParser {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new HttpError(400, `Invalid filter ${name}: ${JSON.stringify(value)}`);
    return toFilter(parsed.data);
  };
}

export interface ListOptions {
  /** Fields a client may sort on, mapped to indexed fields of the read model. */
  sortable: string[];
  /** Filter names a client may use (besides `q`, the keyword), with how each maps to a condition. */
  filters?: Record<string, FilterParser>;
  defaultSort?: [string, 'asc' | 'desc'];
}

export function toFindQuery(query: SimpleRestQuery, options: ListOptions): FindQuery & { start: number } {
  const range = z.tuple([z.number().int().min(0).max(1_000_000_000), z.number().int().min(0).max(1_000_000_000)]);
  const [start, end] = parseJson(range, query.range, 'range') ?? [0, 24];
  if (end < start) throw new HttpError(400, 'Invalid range');
  const pageSize = Math.min(end - start + 1, 500);
  const [field, order] =
    parseJson(z.tuple([z.string().max(50), z.enum(['ASC', 'DESC', 'asc', 'desc'])]), query.sort, 'sort') ?? [];
  const filter = parseJson(z.record(z.string().max(50), z.unknown()), query.filter, 'filter') ?? {};
  const where: Filter = {};
  let keyword: string | undefined;
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'q') keyword = typeof value === 'string' ? value.trim() || undefined : badFilter(name, value);
    else if (name === 'id' && Array.isArray(value)) where._id = { in: value.map(String).slice(0, 500) };
    // Own properties only: a filter named `toString` is not a filter.
    else if (options.filters && Object.hasOwn(options.filters, name))
      Object.assign(where, options.filters[name](value));
    else throw new HttpError(400, `Unknown filter ${name}`);
  }
  const sortField = field === 'id' ? '_id' : field;
  if (sortField && !options.sortable.includes(sortField)) throw new HttpError(400, `Cannot sort on ${field}`);
  const sort: [string, 'asc' | 'desc'][] = sortField
    ? [[sortField, order?.toLowerCase() === 'desc' ? 'desc' : 'asc']]
    : [options.defaultSort ?? ['_id', 'asc']];
  return { where, keyword, sort, pageSize, page: Math.floor(start / pageSize) + 1, start };
}

function badFilter(name: string, value: unknown): never {
  throw new HttpError(400, `Invalid filter ${name}: ${JSON.stringify(value)}`);
}

/**
 * Answers one page of a read model in the simple-rest shape: its documents as the resource's records
 * (each with its `id`), and the Content-Range header.
 */
export async function sendList<D extends Doc>(
  ctx: Context,
  read: ReadStore,
  list: { resource: string; collection: string; find: FindQuery & { start: number } },
  toRecords: (docs: D[]) => { id: string }[] | Promise<{ id: string }[]>,
) {
  const { resource, collection, find } = list;
  const page = await read.find<D>(collection, find);
  const records = await toRecords(page.items);
  const end = records.length ? find.start + records.length - 1 : find.start;
  ctx.set('Content-Range', `${resource} ${find.start}-${end}/${page.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = records;
}

/**
 * The console's list route of a resource (`GET /api/admin/<resource>`): the query parsed by `options` into
 * one page of the read model's collection, answered by sendList with the documents as records.
 */
export function simpleRestList<D extends Doc>(
  list: ListOptions & { resource: string; collection: string },
  toRecords: (docs: D[], deps: AppDeps) => { id: string }[] | Promise<{ id: string }[]>,
): AnyRoute {
  const { resource, collection, ...options } = list;
  return route({
    method: 'get',
    path: `/api/admin/${resource}`,
    access: 'admin',
    query: simpleRestQuery,
    async handler({ query, ctx, deps }) {
      const find = toFindQuery(query, options);
      await sendList(ctx, deps.read, { resource, collection, find }, (docs: D[]) => toRecords(docs, deps));
    },
  });
}
