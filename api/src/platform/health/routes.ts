import { type ProjectionRunner, parkedProjections } from '@lebe/projectors/runtime';
import { route, type AnyRoute } from '../http/route';
import { registry } from '../observability/metrics';

/** A lag is counted up to this many events: past it, the figure says only "at least". */
const lagCountLimit = 100_000;

/** Liveness plus the pipeline's state: the log's head and each projection's checkpoint, lag and failure. */
export function healthRoutes(projectionNames: readonly string[], runner?: ProjectionRunner): AnyRoute[] {
  return [
    /** Prometheus metrics of this process, for admins (or a scraper holding an admin token). */
    route({
      method: 'get',
      path: '/api/admin/metrics',
      access: 'admin',
      async handler({ ctx }) {
        ctx.type = registry.contentType;
        ctx.body = await registry.metrics();
      },
    }),
    /** Liveness: the process answers. */
    route({ method: 'get', path: '/api/health/live', access: 'public', handler: async () => ({ status: 'live' }) }),
    /** Readiness: the process takes new work (false while it stops, so a balancer sends requests elsewhere). */
    route({
      method: 'get',
      path: '/api/health/ready',
      access: 'public',
      async handler({ deps, ctx }) {
        if (!deps.health.stopping) return { status: 'ready' };
        ctx.status = 503;
        ctx.body = { message: 'Stopping' };
      },
    }),
    route({
      method: 'get',
      path: '/api/health',
      access: 'public',
      async handler({ deps }) {
        const [head, checkpoints, parked] = await Promise.all([
          deps.events.headPosition(),
          deps.read.checkpoints(),
          parkedProjections(deps.read),
        ]);
        // Lag in events, counted by the log (positions are bytes on KurrentDB, not event numbers); once
        // per distinct checkpoint, and none for those at the head.
        const behind = [...new Set(projectionNames.map((name) => checkpoints[name] ?? 0))].filter((c) => c < head);
        const counts = new Map(
          await Promise.all(behind.map(async (c) => [c, await deps.events.countAfter(c, lagCountLimit)] as const)),
        );
        const projections = projectionNames.map((name) => {
          const checkpoint = checkpoints[name] ?? 0;
          const failure = parked.get(name);
          return {
            name,
            checkpoint,
            lag: counts.get(checkpoint) ?? 0,
            status: failure ? 'parked' : 'running',
            ...(failure
              ? { failure: { position: failure.position, eventType: failure.eventType, error: failure.error } }
              : {}),
          };
        });
        return {
          status: parked.size ? 'degraded' : 'ok',
          eventStore: { kind: deps.events.kind, headPosition: head },
          readStore: { kind: deps.read.kind },
          pipeline: runner ? 'in-process' : 'workers',
          projections,
        };
      },
    }),
  ];
}
