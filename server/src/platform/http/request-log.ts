import type { Context, Next } from 'koa';

/** One line per request: method, path, status, duration. Silent when LOG_REQUESTS=false (tests). */
export function requestLog(enabled: boolean) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (enabled && ctx.path.startsWith('/api'))
        console.log(`${ctx.method} ${ctx.path} ${ctx.status} ${(performance.now() - started).toFixed(1)}ms`);
    }
  };
}
