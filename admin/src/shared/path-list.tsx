import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import {
  ResourceContextProvider,
  useBasename,
  useListContext,
  useResourceContext,
  useStore,
  useStoreContext,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * The list's own URL with these filters and page in its query. The query always says both, so the list shows
 * exactly these and not the ones it remembered from an earlier visit.
 */
function queryUrl(basename: string, resource: string, { filter, page }: PathState) {
  const params = new URLSearchParams({ filter: JSON.stringify(filter), page: String(page) });
  return `${basename}/${resource}?${params.toString()}`;
}

/** What a list component lets a spec path decide: its params come from the path, not the query string. */
export interface PathListProps {
  disableSyncWithLocation?: boolean;
  storeKey?: string | false;
}

/** The part of a list's state a spec path can say: a keyword (or a flagged question) and a page. */
export interface PathState {
  filter: Record<string, unknown>;
  page: number;
}

type PathParams = Record<string, string | undefined>;

/** The list state named by `<list>/page/{n}`, `<list>/search/{keyword}[/page/{n}]` or `/flags/module/{id}`. */
export function stateOfPath(params: PathParams): PathState {
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  if (params.question) return { filter: { question: params.question }, page };
  const q = params.keyword?.trim(); // SPEC §5: blank after trimming means no search
  return { filter: q ? { q } : {}, page };
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

const isSet = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
function clean(filter: Record<string, unknown> = {}) {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => isSet(v)));
}
const keyOf = (s: PathState) => JSON.stringify({ filter: clean(s.filter), page: s.page });
const sameState = (a: PathState | undefined, b: PathState) => !!a && keyOf(a) === keyOf(b);

const PathContext = createContext<PathState | null>(null);

/**
 * A list opened at one of the spec's page or search paths, which stays at that path: paging and searching move
 * to the matching spec path, Back and Forward (or a typed path) move the list. A list filtered by the panel goes
 * to the list's own query URL, the only place that can say such filters.
 */
function PathList({ resource, list: ListView }: { resource: string; list: ComponentType<PathListProps> }) {
  const fromPath = stateOfPath(useParams());
  const storeKey = `${resource}.path`;
  const store = useStoreContext();
  // Seeded before the list first reads it, so the first request already asks for the path's page and keyword.
  useState(() => store.setItem(storeKey, fromPath));
  const [stored, setStored] = useStore<PathState>(storeKey);
  const pathKey = keyOf(fromPath);
  useEffect(() => {
    if (!sameState(stored, fromPath)) setStored(fromPath);
  }, [pathKey]); // only a new path overrides the list
  return (
    <ResourceContextProvider value={resource}>
      <PathContext.Provider value={fromPath}>
        <ListView disableSyncWithLocation storeKey={storeKey} />
      </PathContext.Provider>
    </ResourceContextProvider>
  );
}

/** Inside a list: when it was opened at a spec path, a page or keyword change moves the URL to match. */
export function usePathSync() {
  const fromPath = useContext(PathContext);
  const { filterValues, page } = useListContext();
  const resource = useResourceContext();
  const basename = useBasename();
  const navigate = useNavigate();
  const current: PathState = { filter: clean(filterValues), page };
  const key = keyOf(current);
  useEffect(() => {
    if (!fromPath || !resource || sameState(fromPath, current)) return;
    const path = pathOfState(resource, current);
    navigate(path ? `${basename}${path}` : queryUrl(basename, resource, current));
  }, [key]); // the list's own change, not the path's
}

export function pathListElement(resource: string, list: ComponentType<PathListProps>) {
  return <PathList resource={resource} list={list} />;
}
