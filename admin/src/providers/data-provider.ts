import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CatalogueEntry } from '@lebe/domain';
import { userInfo } from './session';

/** Every call carries the admin's bearer token; the server's `message` becomes the error shown. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = userInfo()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/**
 * The console's data: the API's simple-rest endpoints under /api/admin (a full base URL in tests), and the
 * event catalogue, which is not a paged list.
 */
export const makeDataProvider = (base = '/api/admin') => {
  const rest = onEndpoints(simpleRestProvider(base, httpClient));
  return {
    ...rest,
    getList: withUncountedTotals(rest.getList),
    getEventCatalogue: async (): Promise<CatalogueEntry[]> => (await httpClient(`${base}/events/catalogue`)).json,
  };
};

/**
 * The console's resources are named after the spec's list paths (/admin/userlist, ...); the API's endpoints keep
 * their names. Other names (flags, events, streams, and the endpoints' own names) are passed as they are.
 */
const endpoints: Record<string, string> = { userlist: 'users', questionfilter: 'questions', teamlist: 'team' };

function onEndpoints(provider: DataProvider): DataProvider {
  const mapped = { ...provider };
  for (const [name, method] of Object.entries(provider)) {
    if (typeof method !== 'function') continue;
    (mapped as Record<string, unknown>)[name] = (resource: string, ...rest: unknown[]) =>
      (method as (...args: unknown[]) => unknown).call(provider, endpoints[resource] ?? resource, ...rest);
  }
  return mapped;
}

/**
 * A list whose total the server did not count (Content-Range `…/*`, as the event log answers) pages with
 * next / previous: the server answers `*` only when more matches follow the page.
 */
function withUncountedTotals(getList: DataProvider['getList']): DataProvider['getList'] {
  return async (resource, params) => {
    const result = await getList(resource, params);
    if (result.total === undefined || !Number.isNaN(result.total)) return result;
    const page = params.pagination?.page ?? 1;
    return { data: result.data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } };
  };
}
export type LebeDataProvider = ReturnType<typeof makeDataProvider>;
export const dataProvider = makeDataProvider();
