import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics (served to admins at GET /api/admin/metrics): request latency by route,
 * events appended, login-limit refusals, and each projection's lag behind the log, read when scraped.
 */
export const registry = new Registry();

/**
 * Request timings wait here (plain arrays, nothing hashed) and are folded into the histogram when it is
 * scraped or every 4,096 requests: observing each one as it ends cost the practice request a tenth of its
 * throughput.
 */
const pending = { methods: [] as string[], routes: [] as string[], statuses: [] as number[], seconds: [] as number[] };
const foldEvery = 4096;

function foldRequestTimings(histogram: Histogram<'method' | 'route' | 'status'>) {
  const { methods, routes, statuses, seconds } = pending;
  for (let i = 0; i < seconds.length; i++)
    histogram.observe({ method: methods[i], route: routes[i], status: String(statuses[i]) }, seconds[i]);
  methods.length = routes.length = statuses.length = seconds.length = 0;
}

export const requestSeconds = new Histogram({
  name: 'lebe_http_request_duration_seconds',
  help: 'API request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
  collect() {
    foldRequestTimings(this);
  },
});

/** One API request's time, by method, matched route pattern and status. */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  pending.methods.push(method);
  pending.routes.push(route);
  pending.statuses.push(status);
  pending.seconds.push(seconds);
  if (pending.seconds.length >= foldEvery) foldRequestTimings(requestSeconds);
}

export const eventsAppended = new Counter({
  name: 'lebe_events_appended_total',
  help: 'Events appended to the log by this process',
  registers: [registry],
});

export const limitRefusals = new Counter({
  name: 'lebe_login_limit_refusals_total',
  help: 'Attempts refused by the brute-force limits, by kind (login, classroom, registration, flag)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

type LagSource = () => Promise<{ name: string; lag: number }[]>;
const lagSources: LagSource[] = [];

/** Set at start: how to read the projections' lag when Prometheus scrapes. Returns how to stop. */
export function trackProjectionLag(source: LagSource) {
  lagSources.push(source);
  return () => void lagSources.splice(lagSources.indexOf(source), 1);
}

new Gauge({
  name: 'lebe_projection_lag_events',
  help: "How far behind the log's head each read model is (log positions)",
  labelNames: ['projection'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const source = lagSources[lagSources.length - 1];
    for (const s of (await source?.()) ?? []) this.set({ projection: s.name }, s.lag);
  },
});

export const staleWaits = new Counter({
  name: 'lebe_stale_waits_total',
  help: 'Waits for a read model to reach a write that timed out, by where (reply, read) and read model',
  labelNames: ['where', 'projection'] as const,
  registers: [registry],
});
