import type { Context, Next } from 'koa';
import { randomUUID } from 'node:crypto';
import { log } from '../observability/logger';
import { observeRequest } from '../observability/metrics';

/** A request id from the client is kept only when it is a plain short token: it ends up in every event. */
const requestIdPattern = /^[\w.:-]{1,64}$/;

/**
 * Every request gets an id (the client's X-Request-Id when it is a plain short token, else a new one),
 * answered back and carried into the events it writes; API requests are timed into the metrics and,
 * unless LOG_REQUESTS=false, logged as one JSON line.
 */
export function requestLog(enabled: boolean) {
  return async (ctx: Context, next: Next) => {
    const given = ctx.get('x-request-id');
    const fromClient = requestIdPattern.test(given);
    const requestId = fromClient ? given : randomUUID();
    ctx.state.requestId = requestId;
    // Only a client's own id can come again (a retry): one made here is new by construction.
    ctx.state.requestIdFromClient = fromClient;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api')) {
        const ms = performance.now() - started;
        const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
        observeRequest(ctx.method, route, ctx.status, ms / 1000);
        if (enabled)
          log.info('request', {
            requestId,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: +ms.toFixed(1),
          });
      }
    }
  };
}
