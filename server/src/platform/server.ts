import type { Server } from 'node:http';
import { productProjections, seedAdmin } from '../features';
import { apiRoutes, createApp } from './http/app';
import type { ApiConfig } from './config';
import { openRuntime, type Runtime } from './runtime';

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

/** Opens the runtime, seeds the first admin, and listens. Used by main.ts and the test server. */
export async function startServer(config: ApiConfig): Promise<RunningServer> {
  const runtime = await openRuntime(config);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
    await seedAdmin(runtime.deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  const routes = apiRoutes(
    productProjections.map((p) => p.name),
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
