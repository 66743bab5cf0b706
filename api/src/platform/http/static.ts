import type { Context, Next } from 'koa';
import { send } from '@koa/send';
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/**
 * Serves the built learner app at / and the admin console at /admin from one port, with the SPA
 * fallback: any other GET that wants HTML gets the app's index.html and its router takes over. Hashed
 * assets are kept for good by browsers; index.html is revalidated each time; the brotli or gzip copy
 * made at build time is sent to a browser that takes it.
 */
export function staticApps(root: string) {
  const apps = [
    { prefix: '/admin', dir: join(root, 'admin/dist') },
    { prefix: '', dir: join(root, 'web/dist') },
  ].filter((app) => existsSync(join(app.dir, 'index.html')));

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api')) return next();
    if (!decodable(ctx.path)) return next(); // a malformed address names no page: 404
    const app = apps.find((a) => ctx.path === a.prefix || ctx.path.startsWith(`${a.prefix}/`));
    if (!app) return next();
    const file = ctx.path.slice(app.prefix.length) || '/';
    if (file !== '/' && isFileInside(app.dir, file)) {
      const immutable = file.startsWith('/assets/');
      await send(ctx, file, {
        root: app.dir,
        maxage: immutable ? 31536000000 : 0,
        immutable,
        brotli: true,
        gzip: true,
      });
      if (!immutable) ctx.set('Cache-Control', 'no-cache');
      return;
    }
    if (/\.[a-z0-9]+$/i.test(file)) return next(); // a missing asset is a 404, not the app
    await send(ctx, 'index.html', { root: app.dir, brotli: true, gzip: true });
    ctx.set('Cache-Control', 'no-cache');
  };
}

function decodable(path: string) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A request path naming a file of `dir` itself: malformed encodings and paths leaving it are no file. */
function isFileInside(dir: string, path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  const full = normalize(join(dir, decoded));
  if (!full.startsWith(dir + sep)) return false;
  try {
    return statSync(full).isFile();
  } catch {
    return false;
  }
}
