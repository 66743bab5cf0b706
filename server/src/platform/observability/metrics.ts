import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics (served to admins at GET /api/admin/metrics): request latency by route,
 * events appended, login-limit refusals, and each projection's lag behind the log, read when scraped.
 */
export const registry = new Registry();

export const requestSeconds = new Histogram({
  name: 'lebe_http_request_duration_seconds',
  help: 'API request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

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
