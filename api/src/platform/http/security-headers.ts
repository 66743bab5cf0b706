import type { Context, Next } from 'koa';

/**
 * A strict Content-Security-Policy: scripts only from this origin (the apps have no inline script),
 * styles from here and inline (React style attributes, the console's emotion styles), images also from
 * https (team photos may be addresses elsewhere); never framed; no referrer sent to other sites.
 */
const policy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(ctx: Context, next: Next) {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', policy);
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'DENY');
  // API answers are per user and may carry a token: never kept by a browser or a proxy.
  if (ctx.path.startsWith('/api')) ctx.set('Cache-Control', 'no-store');
  return next();
}
