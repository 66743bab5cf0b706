import type { Context, Next } from 'koa';
import send from 'koa-send';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built learner app at / and the admin console at /admin from one port, with the SPA
 * fallback: any other GET that wants HTML gets the app's index.html and its router takes over.
 */
export function staticApps(root: string) {
  const apps = [
    { prefix: '/admin', dir: join(root, 'admin/dist') },
    { prefix: '', dir: join(root, 'web/dist') },
  ].filter((app) => existsSync(join(app.dir, 'index.html')));

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api')) return next();
    const app = apps.find((a) => ctx.path === a.prefix || ctx.path.startsWith(`${a.prefix}/`));
    if (!app) return next();
    const file = ctx.path.slice(app.prefix.length) || '/';
    const immutable = file.startsWith('/assets/');
    if (file !== '/' && existsSync(join(app.dir, decodeURIComponent(file)))) {
      await send(ctx, file, { root: app.dir, maxage: immutable ? 31536000000 : 0, immutable });
      return;
    }
    if (/\.[a-z0-9]+$/i.test(file)) return next(); // a missing asset is a 404, not the app
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: app.dir });
  };
}
