import type { Server } from 'node:http';
import type { AppDeps } from './deps';
import type { Feature } from './feature';
import { apiRoutes, createApp } from './http/app';
import type { ApiConfig } from './config';
import { openRuntime, type Runtime, type RuntimeParts } from './runtime';

/** The product as the composition root assembles it: its features, read models and first-start steps. */
export interface ServerParts extends RuntimeParts {
  features: readonly Feature[];
  /** Run once the stores are open, before the server listens (the first admin). */
  prepare?(deps: AppDeps): Promise<void>;
}

export interface RunningServer {
  url: string;
  server: Server;
  runtime: Runtime;
  /**
   * Graceful stop: no new connection is taken and readiness turns false; requests under way finish
   * (up to `graceMs`), idle connections close, then the projections' batch ends and the stores close.
   */
  close(graceMs?: number): Promise<void>;
}

/** Opens the runtime, prepares it, and listens. Called by src/main.ts with the product's parts. */
export async function startServer(config: ApiConfig, parts: ServerParts): Promise<RunningServer> {
  const runtime = await openRuntime(config, parts);
  await parts.prepare?.(runtime.deps);
  for (const schedule of parts.features.flatMap((f) => f.daily ?? [])) await runtime.deps.jobs.daily(schedule);
  const routes = apiRoutes(
    parts.features.flatMap((f) => f.routes),
    parts.projections.map((p) => p.name),
    runtime.inProcess ? runtime.runner : undefined,
  );
  const app = createApp(runtime.deps, routes);
  let inFlight = 0;
  let drained: (() => void) | null = null;
  app.middleware.unshift(async (_ctx, next) => {
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    }
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    runtime,
    async close(graceMs = 10_000) {
      runtime.deps.health.stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0)
        await Promise.race([
          new Promise<void>((resolve) => (drained = resolve)),
          new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
        ]);
      server.closeAllConnections();
      await closed;
      await runtime.close();
    },
  };
}
