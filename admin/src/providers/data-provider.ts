import { fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CatalogueEntry } from '@lebe/domain/events/catalogue-doc';
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
export const makeDataProvider = (base = '/api/admin') => ({
  ...simpleRestProvider(base, httpClient),
  getEventCatalogue: async (): Promise<CatalogueEntry[]> => (await httpClient(`${base}/events/catalogue`)).json,
});
export type LebeDataProvider = ReturnType<typeof makeDataProvider>;
export const dataProvider = makeDataProvider();
