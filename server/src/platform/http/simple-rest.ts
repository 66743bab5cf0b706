import type { Context } from 'koa';
import { z } from 'zod';
import type { Filter, FindQuery, Page } from '@lebe/store';
import { HttpError } from './errors';

/**
 * The list convention ra-data-simple-rest speaks: `range=[0,24]`, `sort=["name","ASC"]`,
 * `filter={"q":"ann","isAdmin":true}`, answered with an array and `Content-Range: <resource> 0-24/319`.
 */
export const simpleRestQuery = z.object({
  range: z.string().optional(),
  sort: z.string().optional(),
  filter: z.string().optional(),
});
export type SimpleRestQuery = z.infer<typeof simpleRestQuery>;

const json = <T>(schema: z.ZodType<T>, text: string | undefined, part: string): T | undefined => {
  if (text === undefined) return undefined;
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    throw new HttpError(400, `Invalid ${part}: ${text}`);
  }
};

export interface ListOptions {
  /** Fields a client may sort on, mapped to indexed fields of the read model. */
  sortable: string[];
  /** Filter names a client may use (besides `q`, the keyword), with how each maps to a condition. */
  filters?: Record<string, (value: unknown) => Filter>;
  defaultSort?: [string, 'asc' | 'desc'];
}

export function toFindQuery(query: SimpleRestQuery, options: ListOptions): FindQuery & { start: number } {
  const [start, end] = json(z.tuple([z.number().int().min(0), z.number().int().min(0)]), query.range, 'range') ?? [
    0, 24,
  ];
  if (end < start) throw new HttpError(400, 'Invalid range');
  const pageSize = Math.min(end - start + 1, 500);
  const [field, order] = json(z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])]), query.sort, 'sort') ?? [];
  const filter = json(z.record(z.string(), z.unknown()), query.filter, 'filter') ?? {};
  const where: Filter = {};
  let keyword: string | undefined;
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'q') keyword = String(value);
    else if (name === 'id' && Array.isArray(value)) where._id = { in: value.map(String) };
    else if (options.filters?.[name]) Object.assign(where, options.filters[name](value));
    else throw new HttpError(400, `Unknown filter ${name}`);
  }
  const sortField = field === 'id' ? '_id' : field;
  if (sortField && !options.sortable.includes(sortField)) throw new HttpError(400, `Cannot sort on ${field}`);
  const sort: [string, 'asc' | 'desc'][] = sortField
    ? [[sortField, order?.toLowerCase() === 'desc' ? 'desc' : 'asc']]
    : [options.defaultSort ?? ['_id', 'asc']];
  return { where, keyword, sort, pageSize, page: Math.floor(start / pageSize) + 1, start };
}

/** Answers a list in the simple-rest shape: records with `id`, and the Content-Range header. */
export function sendList<T extends { _id: string }>(
  ctx: Context,
  resource: string,
  start: number,
  page: Page<T>,
  toRecord: (doc: T) => object,
) {
  const end = page.items.length ? start + page.items.length - 1 : start;
  ctx.set('Content-Range', `${resource} ${start}-${end}/${page.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = page.items.map((doc) => ({ id: doc._id, ...toRecord(doc) }));
}
