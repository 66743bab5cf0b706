import { clearStoredAndGoToLogin, readStored, type UserInfo } from './storage';

export const tokenFailed = 'Not authorized, token failed';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The one way the app talks to the API: JSON in and out, the signed-in user's bearer token, and the
 * server's `message` as the error. The exact message of a bad or revoked token logs the user out.
 */
export async function apiCall<T>(method: Method, path: string, body?: unknown, options: { auth?: boolean } = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readStored<UserInfo>('userInfo')?.token;
  if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('Network error: the server cannot be reached. Check your connection and try again.', 0);
  }
  const text = await response.text();
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
    if (message === tokenFailed) clearStoredAndGoToLogin();
    throw new ApiError(message, response.status);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: { auth?: boolean }) => apiCall<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown) => apiCall<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiCall<T>('PUT', path, body ?? {}),
  del: <T>(path: string, body?: unknown) => apiCall<T>('DELETE', path, body),
};

/** Builds a query string from the defined values only. */
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
