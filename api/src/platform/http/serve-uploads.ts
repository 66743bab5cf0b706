import type { Context, Next } from 'koa';
import { send } from '@koa/send';
import { existsSync } from 'node:fs';
import { mimeOfStored } from './image-type';

// Only names the upload route gives out: nothing else in the folder (its incoming files) is ever served.
const storedName = /^\/uploads\/([0-9a-f]{32}\.(?:png|jpg|gif|webp))$/;

/** Serves /uploads/<name> from DATA_DIR/uploads, typed by the checked extension and never run as a page. */
export function serveUploads(dir: string) {
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = storedName.exec(ctx.path);
    if (!match) return next();
    if (!existsSync(`${dir}/${match[1]}`)) return next();
    // Names are random and never reused, so a browser may keep the file for good.
    await send(ctx, match[1], { root: dir, maxage: 31536000000, immutable: true });
    ctx.type = mimeOfStored(match[1])!;
    ctx.set('Content-Security-Policy', "default-src 'none'");
  };
}
