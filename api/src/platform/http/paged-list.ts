import type { Doc, Filter, ReadStore } from '@lebe/store';

/** What a documented list route (SPEC §7) asks of a read model: its `keyword` and `pageNumber`, and more. */
export interface PagedListQuery {
  keyword?: string;
  pageNumber: number;
}

export interface PagedList {
  collection: string;
  where?: Filter;
  pageSize: number;
  sort: readonly [string, 'asc' | 'desc'];
}

/**
 * One page of a read model as the documented list routes answer it: `{ <items' name>: [...], page,
 * pages }`, the documents shown through `show` (which may look up what they refer to).
 */
export async function pagedList<D extends Doc, T, K extends string>(
  read: ReadStore,
  query: PagedListQuery,
  list: PagedList,
  name: K,
  show: (docs: D[]) => T[] | Promise<T[]>,
): Promise<Record<K, T[]> & { page: number; pages: number }> {
  const page = await read.find<D>(list.collection, {
    where: list.where,
    keyword: query.keyword?.trim() || undefined,
    page: query.pageNumber,
    pageSize: list.pageSize,
    sort: [[list.sort[0], list.sort[1]]],
  });
  const items = { [name]: await show(page.items) } as Record<K, T[]>;
  return { ...items, page: page.page, pages: page.pages };
}
