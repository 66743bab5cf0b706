import type { z } from 'zod';
import { readStored, signOut } from './storage';

/** The server's message for a bad, expired or revoked token (SPEC §8): the user is signed out, then told. */
export const tokenFailed = 'Not authorized, token failed';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The input the server's message is about (`{ message, field }`), for a form to show it there. */
    readonly field?: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  body?: unknown;
  /** false: no bearer token even when signed in (SPEC §6: team pages, classroom login, a my-question's details). */
  auth?: boolean;
  /** Extra headers, e.g. the X-Request-Id that makes a resent answer the same request. */
  headers?: Record<string, string>;
}

/** A call with no answer by then is taken as a lost connection (status 0), so nothing waits forever. */
const timeoutMs = 20_000;
export const networkMessage = 'Network error: the server cannot be reached. Check your connection and try again.';

/**
 * The one way the app talks to the API: JSON in and out, the signed-in user's bearer token, the server's
 * `message` as the error, and the answer parsed with the domain's response schema, so a screen only ever
 * sees data of the type the contract promises (a mismatch is an error, not a crash further on).
 */
export async function apiCall<S extends z.ZodType>(
  schema: S,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readStored('userInfo')?.token;
  if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let text: string;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    response = await fetch(path, { method, headers, body, signal: abort.signal });
    text = await response.text();
  } catch {
    throw new ApiError(networkMessage, 0);
  } finally {
    clearTimeout(timer);
  }
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `Request failed (${response.status} ${response.statusText})`;
    // SPEC §4, §8: signed out first (stored items cleared, a full load of /login), and /login shows why.
    if (message === tokenFailed) signOut(message);
    const field = data && typeof data === 'object' && 'field' in data ? data.field : undefined;
    throw new ApiError(message, response.status, typeof field === 'string' ? field : undefined);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`${method} ${path}: the answer does not fit its contract`, parsed.error.issues);
    throw new ApiError('The server sent an answer this page cannot read. Please try again later.', response.status);
  }
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(schema: S, path: string, options?: Omit<CallOptions, 'body'>) =>
    apiCall(schema, 'GET', path, options),
  post: <S extends z.ZodType>(schema: S, path: string, body: unknown = {}, options?: Omit<CallOptions, 'body'>) =>
    apiCall(schema, 'POST', path, { ...options, body }),
  put: <S extends z.ZodType>(schema: S, path: string, body: unknown = {}) => apiCall(schema, 'PUT', path, { body }),
  del: <S extends z.ZodType>(schema: S, path: string, body?: unknown) => apiCall(schema, 'DELETE', path, { body }),
};

/** A query string of the defined, non-blank values. */
export function query(params: Record<string, string | number | boolean | undefined | null>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
