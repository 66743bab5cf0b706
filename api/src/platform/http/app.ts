import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { join } from 'node:path';
import type { ProjectionRunner } from '@lebe/projectors/runtime';
import type { AppDeps } from '../deps';
import { healthRoutes } from '../health/routes';
import { log } from '../observability/logger';
import { errorMiddleware } from './errors';
import { requestLog } from './request-log';
import { routeMiddleware, type AnyRoute } from './route';
import { securityHeaders } from './security-headers';
import { serveUploads } from './serve-uploads';
import { staticApps } from './static';

/** Every API route: the platform's health check and the features' routes (composed in src/main.ts). */
export function apiRoutes(
  featureRoutes: readonly AnyRoute[],
  projectionNames: readonly string[],
  runner?: ProjectionRunner,
): AnyRoute[] {
  return [...healthRoutes(projectionNames, runner), ...featureRoutes];
}

export function createApp(deps: AppDeps, routes: AnyRoute[]) {
  const hops = deps.config.TRUST_PROXY;
  // Behind `hops` proxies the client is that many entries from the right of X-Forwarded-For: a client
  // cannot forge its way past the per-address limits by writing its own left-most entry.
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  // A browser that leaves a page cancels its downloads: a closed stream is no server error.
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    log.error('unhandled', { error: String(error) });
  });
  app.use(requestLog(deps.config.LOG_REQUESTS === 'true'));
  app.use(errorMiddleware);
  app.use(securityHeaders);
  const parsedMethods = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];
  const parseBody = koaBody({ jsonLimit: '1mb', multipart: false, parsedMethods });
  // Reads (most requests) have no body to parse: they skip koa-body's frame altogether.
  const hasBody = new Set<string>(parsedMethods);
  app.use((ctx, next) => (hasBody.has(ctx.method) ? parseBody(ctx, next) : next()));
  app.use(routeMiddleware(routes, deps));
  app.use(serveUploads(join(deps.config.stores.dataDir, 'uploads')));
  if (deps.config.STATIC_DIRS === 'true') app.use(staticApps(deps.config.root));
  return app;
}
