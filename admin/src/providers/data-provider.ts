import { HttpError, fetchUtils, type DataProvider, type GetListResult, type RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CatalogueEntry } from '@lebe/domain/core/catalogue-doc';
import { takeEarly } from './early-requests';
import { checkRecord } from './records';
import { userInfo } from './session';

/**
 * Every call carries the admin's bearer token; the server's `message` becomes the error shown. A refusal about
 * one input (`{ message, field }`) also names it as react-admin's server-side validation does (`errors`), so the
 * form shows the message next to that field instead of in a passing notice.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = userInfo()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw withFieldErrors(error);
  }
};

export function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { message?: unknown; field?: unknown } | undefined;
  if (typeof body?.field !== 'string' || typeof body.message !== 'string') return error;
  return new HttpError(error.message, error.status, { ...body, errors: { [body.field]: body.message } });
}

/**
 * The console's resources are named after the spec's list paths (/admin/userlist, ...); the API's endpoints keep
 * their names. Other names (flags, events, streams) are the endpoints' own.
 */
const endpoints: Record<string, string> = { userlist: 'users', questionfilter: 'questions', teamlist: 'team' };
const endpoint = (resource: string) => endpoints[resource] ?? resource;

/**
 * The console's data: the API's simple-rest endpoints under /api/admin (a full base URL in tests), every record
 * checked against the domain's contract on the way in, and the event catalogue, which is not a paged list.
 */
export const makeDataProvider = (base = '/api/admin') => {
  const rest = simpleRestProvider(base, httpClient);
  const check = <T>(resource: string, record: T): T => checkRecord<T>(endpoint(resource), record);
  const provider: DataProvider = {
    getList: async (resource, params) => {
      const early = takeEarly(resource, params);
      if (early) return early as Promise<GetListResult<never>>;
      const result = await rest.getList(endpoint(resource), params);
      return withUncountedTotal({ ...result, data: result.data.map((r) => check(resource, r)) }, params);
    },
    getOne: async (resource, params) => {
      const { data } = await rest.getOne(endpoint(resource), params);
      return { data: check(resource, data) };
    },
    getMany: async (resource, params) => {
      const { data } = await rest.getMany(endpoint(resource), params);
      return { data: data.map((r) => check(resource, r)) };
    },
    getManyReference: async (resource, params) => {
      const result = await rest.getManyReference(endpoint(resource), params);
      return { ...result, data: result.data.map((r) => check(resource, r)) };
    },
    create: async (resource, params) => {
      const { data } = await rest.create(endpoint(resource), params);
      return { data: check(resource, data) };
    },
    update: async (resource, params) => {
      const { data } = await rest.update(endpoint(resource), { ...params, data: withVersion(params) });
      return { data: check(resource, data) };
    },
    updateMany: (resource, params) => rest.updateMany(endpoint(resource), params),
    delete: async (resource, params) => {
      const { data } = await rest.delete(endpoint(resource), params);
      return { data: check(resource, data) };
    },
    deleteMany: (resource, params) => rest.deleteMany(endpoint(resource), params),
  };
  return {
    ...provider,
    getEventCatalogue: async (): Promise<CatalogueEntry[]> => (await httpClient(`${base}/events/catalogue`)).json,
  };
};

/**
 * An edit sends back the version (stream revision) its form was read at, so the server refuses it with 409 when
 * someone else changed the record since. The form holds the whole record and so the version; a form that lost it
 * still sends the one it was opened with.
 */
function withVersion({ data, previousData }: { data: Partial<RaRecord>; previousData: RaRecord }) {
  if (data.version !== undefined || previousData?.version === undefined) return data;
  return { ...data, version: previousData.version };
}

/**
 * A list whose total the server did not count (Content-Range `…/*`, as the event log answers) pages with
 * next / previous: the server answers `*` only when more matches follow the page.
 */
function withUncountedTotal<T extends RaRecord>(
  result: GetListResult<T>,
  params: { pagination?: { page: number } },
): GetListResult<T> {
  if (result.total === undefined || !Number.isNaN(result.total)) return result;
  const page = params.pagination?.page ?? 1;
  return { data: result.data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } };
}

export type LebeDataProvider = ReturnType<typeof makeDataProvider>;
export const dataProvider = makeDataProvider();
