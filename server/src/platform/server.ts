import type { Server } from 'node:http';
import { productProjections } from '../features';
import { apiRoutes, createApp } from './http/app';
import type { ApiConfig } from './config';
import { openRuntime, type Runtime } from './runtime';
import { seedAdmin } from '../features/users/seed-admin';

export interface RunningServer {
  url: string;
  server: Server;
  runtime: Runtime;
  close(): Promise<void>;
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
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    runtime,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
    },
  };
}
