/* eslint-disable @typescript-eslint/no-explicit-any -- test replies are inspected loosely */
/** A small JSON client for API tests: every call returns status, headers and parsed body. */
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** `baseUrl` may be a function, read at each call: for a server that starts after the client is made. */
export function client(baseUrl: string | (() => string)) {
  const base = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  async function call<T = any>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const response = await fetch(base() + path, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
  return {
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) => call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => call<T>('PUT', path, { body, token }),
    del: <T = any>(path: string, token?: string, body?: unknown) => call<T>('DELETE', path, { token, body }),
    call,
  };
}

/** A list path in ra-data-simple-rest's convention: each parameter (range, sort, filter) JSON-encoded. */
export function simpleRestPath(path: string, params: Record<string, unknown>): string {
  const query = Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)]);
  return `${path}?${new URLSearchParams(query)}`;
}
