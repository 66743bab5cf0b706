import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import {
  ResourceContextProvider,
  useBasename,
  useListContext,
  useResourceContext,
  useStore,
  useStoreContext,
} from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** What a list component lets its URL decide: its params come from the URL, not from react-admin's own sync. */
export interface PathListProps {
  disableSyncWithLocation?: boolean;
  storeKey?: string | false;
}

/** The part of a list's state a URL says: a keyword (or a flagged question) or the panel's filters, and a page. */
export interface PathState {
  filter: Record<string, unknown>;
  page: number;
}

type PathParams = Record<string, string | undefined>;

const isSet = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
function clean(filter: Record<string, unknown> = {}) {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => isSet(v)));
}
const pageOf = (text: string | null | undefined) => Math.max(1, Math.floor(Number(text)) || 1);

/** The list state named by `<list>/page/{n}`, `<list>/search/{keyword}[/page/{n}]` or `/flags/module/{id}`. */
export function stateOfPath(params: PathParams): PathState {
  const page = pageOf(params.page);
  if (params.question) return { filter: { question: params.question }, page };
  const q = params.keyword?.trim(); // SPEC §5: blank after trimming means no search
  return { filter: q ? { q } : {}, page };
}

/** The list state of a URL: its spec path, or on the list's own path the query (`?filter={…}&page=n`). */
export function stateOfUrl(params: PathParams, search: string): PathState {
  if (params.page !== undefined || params.keyword !== undefined || params.question !== undefined)
    return stateOfPath(params);
  const query = new URLSearchParams(search);
  let filter: unknown = {};
  try {
    filter = JSON.parse(query.get('filter') ?? '{}');
  } catch {
    // a mangled query shows the whole list
  }
  const valid = filter && typeof filter === 'object' && !Array.isArray(filter);
  return { filter: valid ? clean(filter as Record<string, unknown>) : {}, page: pageOf(query.get('page')) };
}

/** The spec path of a list state, or null when only a query URL can say it (the filter panel is in use). */
export function pathOfState(resource: string, { filter, page }: PathState): string | null {
  const keys = Object.keys(filter);
  if (keys.length === 0) return `/${resource}/page/${page}`;
  if (keys.length === 1 && keys[0] === 'q')
    return `/${resource}/search/${encodeURIComponent(String(filter.q))}/page/${page}`;
  if (resource === 'flags' && keys.length === 1 && keys[0] === 'question' && page === 1)
    return `/flags/module/${encodeURIComponent(String(filter.question))}`;
  return null;
}

/** The list's own path with these filters and page in its query, for filters no spec path can say. */
function queryUrl(resource: string, { filter, page }: PathState) {
  const params = new URLSearchParams({ filter: JSON.stringify(filter), page: String(page) });
  return `/${resource}?${params.toString()}`;
}

const keyOf = (s: PathState) => JSON.stringify({ filter: clean(s.filter), page: s.page });
const sameState = (a: PathState | undefined, b: PathState) => !!a && keyOf(a) === keyOf(b);

const PathContext = createContext<PathState | null>(null);

/** Where the list of a resource was last shown (its path under the console), so an edit can go back there. */
export const useListReturn = (resource: string) => useStore<string>(`${resource}.return`, `/${resource}`);

/**
 * A list whose URL says what it shows: `/questionfilter`, its page and search paths (SPEC §2), or its own path with
 * the panel's filters in the query. Paging and searching move to the matching spec path, Back and Forward (or a
 * typed URL) move the list. Every such URL renders this one element, so moving between them keeps the list (and
 * its open filter panel, and the focus) instead of mounting a new one.
 */
function PathList({ resource, list: ListView }: { resource: string; list: ComponentType<PathListProps> }) {
  const location = useLocation();
  const fromUrl = stateOfUrl(useParams(), location.search);
  const storeKey = `${resource}.path`;
  const store = useStoreContext();
  // Seeded before the list first reads it, so the first request already asks for the URL's page and filters.
  useState(() => store.setItem(storeKey, fromUrl));
  const [stored, setStored] = useStore<PathState>(storeKey);
  const urlKey = keyOf(fromUrl);
  useEffect(() => {
    if (!sameState(stored, fromUrl)) setStored(fromUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new URL overrides the list
  }, [urlKey]);
  const basename = useBasename();
  const [, setReturn] = useListReturn(resource);
  const here = location.pathname.slice(basename.length) + location.search;
  useEffect(() => setReturn(here), [here, setReturn]);
  return (
    <ResourceContextProvider value={resource}>
      <PathContext.Provider value={fromUrl}>
        <ListView disableSyncWithLocation storeKey={storeKey} />
      </PathContext.Provider>
    </ResourceContextProvider>
  );
}

/** Inside a list: a page or filter change of the list's own moves the URL to match. */
export function usePathSync() {
  const fromUrl = useContext(PathContext);
  const { filterValues, page } = useListContext();
  const resource = useResourceContext();
  const basename = useBasename();
  const navigate = useNavigate();
  const current: PathState = { filter: clean(filterValues), page };
  const key = keyOf(current);
  useEffect(() => {
    if (!fromUrl || !resource || sameState(fromUrl, current)) return;
    navigate(`${basename}${pathOfState(resource, current) ?? queryUrl(resource, current)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's own change, not the URL's
  }, [key]);
}

export function pathListElement(resource: string, list: ComponentType<PathListProps>) {
  return <PathList resource={resource} list={list} />;
}
