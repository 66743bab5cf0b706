import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { parse as parseQueryString } from 'node:querystring';
import { Router } from '@koa/router';
import type { z } from 'zod';
import type { Access, AuthUser } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import type { CommandMeta } from '../commands';
import { validationError } from './errors';
import { badRequest, idParams, plainError } from '@lebe/domain';

/** Who asks, in which request, and when: the request's id (http/request-log.ts) is the correlation id of every event it writes. */
function commandMeta(ctx: Context, user: { _id: string } | null): CommandMeta {
  const { requestId, requestIdFromClient } = ctx.state as { requestId?: string; requestIdFromClient?: boolean };
  return {
    actor: user?._id ?? null,
    correlationId: requestId ?? randomUUID(),
    now: new Date(),
    mayRepeat: requestIdFromClient === true,
  };
}

type Method = 'get' | 'post' | 'put' | 'delete';

export interface Request<A extends Access, P, Q, B> {
  params: P;
  query: Q;
  body: B;
  user: A extends 'public' ? AuthUser | null : AuthUser;
  meta: CommandMeta;
  ctx: Context;
  deps: AppDeps;
}

export interface RouteSpec<A extends Access = Access, P = unknown, Q = unknown, B = unknown> {
  method: Method;
  path: string;
  access: A;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * The read models the handler reads: the caller's last write is waited for in these only (all those the
   * write touched when unset), see OwnWrites. Unset, the request also waits for every read model put off
   * behind the replies (OwnWrites.followed).
   */
  reads?: readonly string[];
  /** Status of a success (200 unless set). */
  status?: number;
  handler: (req: Request<A, P, Q, B>) => Promise<unknown>;
}

// Route lists mix routes of different parameter types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<Access, any, any, any>;

/** Declares a route; params, query and body are parsed with zod before the handler runs. */
export function route<A extends Access, P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  spec: RouteSpec<A, P, Q, B>,
): RouteSpec<A, P, Q, B> {
  return spec;
}

type IdParams = z.infer<typeof idParams>;

/** A guarded route: `access` is 'user', `params` are `:id` unless set, the handler gets what the guard loaded. */
type GuardedSpec<P extends IdParams, Q, B, G> = Omit<RouteSpec<'user', P, Q, B>, 'access' | 'params' | 'handler'> & {
  params?: z.ZodType<P>;
  handler: (req: Request<'user', P, Q, B>, loaded: G) => Promise<unknown>;
};

/**
 * Routes of one kind of resource the caller must have a right to (a classroom they teach, a quiz they set):
 * the guard loads `:id` for the caller, refusing another's, before each handler runs; the rule is stated once.
 */
export function guardedRoute<G>(guard: (req: Request<'user', IdParams, unknown, unknown>) => Promise<G>) {
  return <P extends IdParams = IdParams, Q = Record<string, never>, B = undefined>(
    spec: GuardedSpec<P, Q, B, G>,
  ): RouteSpec<'user', P, Q, B> => ({
    ...spec,
    access: 'user',
    params: spec.params ?? (idParams as z.ZodType<P>),
    handler: async (req) => spec.handler(req, await guard(req)),
  });
}

/**
 * A PUT body's fields without its `_id`: a client may send the record back whole, but a body naming
 * another record than the route's is refused (400).
 */
export function fieldsFor<B extends { _id?: string }>(id: string, body: B): Omit<B, '_id'> {
  const { _id, ...fields } = body;
  if (_id && _id !== id) throw badRequest('The body _id does not match the route');
  return fields;
}

/**
 * A JSON answer already serialised (UTF-8): a handler that serves the same document again and again keeps
 * its bytes instead of having it stringified and encoded on every request.
 */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}

  static of(value: unknown): JsonBytes {
    return new JsonBytes(Buffer.from(JSON.stringify(value)));
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value, { error: plainError });
  if (!result.success) throw validationError(result.error, value);
  return result.data;
}

/** A reply given before read models reached a write says which (`stale`, added to an object reply). */
function withStale(result: unknown, stale: string[] | undefined) {
  if (!stale || typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  return { ...result, stale };
}

/**
 * Routes in matching order: a path's segments compared left to right, a fixed segment before a parameter
 * (`/api/questions/filter` before `/api/questions/:id`), so the features' order in the list never matters.
 */
export function inMatchingOrder(routes: readonly AnyRoute[]): AnyRoute[] {
  const shape = (path: string) => path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 0));
  return [...routes].sort((a, b) => {
    const [x, y] = [shape(a.path), shape(b.path)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  });
}

/** Distinct query strings whose parse a route keeps (a full cache starts over), and the longest kept. */
const keptQueries = 256;
const keptQueryLength = 256;

/**
 * A route's query parser: the query string shaped as Koa's ctx.query shapes it (a repeated key gives an
 * array) but parsed by node:querystring (Koa 3's URLSearchParams parse cost the practice request a quarter
 * of its time), then checked by the route's schema. The few query strings a route meets again and again
 * (a language and a level) are parsed once: the result is frozen, since every request of that string
 * shares it.
 */
function queryParser<Q>(schema: z.ZodType<Q> | undefined): (ctx: Context) => Q {
  if (!schema) return () => ({}) as Q;
  const kept = new Map<string, Q>();
  return (ctx) => {
    const text = ctx.querystring;
    let query = kept.get(text);
    if (query === undefined) {
      query = Object.freeze(parse(schema, parseQueryString(text)));
      if (text.length > keptQueryLength) return query; // long ones are rare and would make the cache large
      if (kept.size >= keptQueries) kept.clear();
      kept.set(text, query);
    }
    return query;
  };
}

/**
 * A path's area: its first two segments, lower-cased as the router matches ('/api/questions/:id' and
 * '/API/Questions/' → '/api/questions'; a one-segment path is its own area).
 */
function areaOf(path: string): string {
  const second = path.indexOf('/', 1);
  const third = second < 0 ? -1 : path.indexOf('/', second + 1);
  return (third < 0 ? path : path.slice(0, third)).toLowerCase();
}

const passOn: Middleware = (_ctx, next) => next();

/**
 * The routes as one middleware: grouped by area, each area on its own router (with its 405 and OPTIONS
 * answers), so a request is matched against the few routes of its area instead of walking all of them.
 */
export function routeMiddleware(routes: AnyRoute[], deps: AppDeps): Middleware {
  const areas = new Map<string, AnyRoute[]>();
  for (const spec of routes) {
    const area = areaOf(spec.path);
    if (area.includes(':')) throw new Error(`A route's first two path segments are fixed: ${spec.path}`);
    if (!areas.has(area)) areas.set(area, []);
    areas.get(area)!.push(spec);
  }
  const dispatch = new Map<string, Middleware>();
  for (const [area, specs] of areas) {
    const router = new Router();
    mountRoutes(router, specs, deps);
    // The router's middleware types its own context; Koa hands it the app's.
    const [routed, allowed] = [router.routes(), router.allowedMethods()] as unknown as Middleware[];
    dispatch.set(area, (ctx, next) => routed(ctx, () => allowed(ctx, next)));
  }
  return (ctx, next) => (dispatch.get(areaOf(ctx.path)) ?? passOn)(ctx, next);
}

function mountRoutes(router: Router, routes: AnyRoute[], deps: AppDeps) {
  for (const spec of inMatchingOrder(routes)) {
    const queryOf = queryParser(spec.query);
    router[spec.method](spec.path, async (ctx) => {
      const caller = deps.auth.userFor(ctx, spec.access);
      const user = caller instanceof Promise ? await caller : caller;
      const params = parse(spec.params, ctx.params);
      const query = queryOf(ctx);
      const body = parse(spec.body, (ctx.request as { body?: unknown }).body ?? {});
      const meta = commandMeta(ctx, user);
      // A route that names what it reads (the answer's) reads only what its replies wait for.
      const following = spec.reads ? null : deps.ownWrites?.followed();
      const behind = following ? await following : [];
      if (user && deps.ownWrites) behind.push(...(await deps.ownWrites.caughtUp(user._id, spec.reads)));
      meta.stale = behind.length ? [...new Set(behind)] : undefined;
      const result = await spec.handler({ params, query, body, user, meta, ctx, deps });
      if (ctx.body === undefined || ctx.body === null) {
        ctx.status = spec.status ?? 200;
        if (meta.stale) ctx.set('Lebe-Stale', meta.stale.join(','));
        if (result instanceof JsonBytes) {
          ctx.set('Content-Type', 'application/json; charset=utf-8');
          ctx.body = result.bytes;
        } else ctx.body = withStale(result === undefined ? { message: 'Success!' } : result, meta.stale);
      }
    });
  }
}
