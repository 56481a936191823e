import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { BUILD_INFO } from './buildInfo';

/** Latency buckets shared by every request family, so one dashboard query covers them all. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Which product surface a route belongs to: operators alert per family (the SDK paths are the
 * ones whose latency and 5xx rate matter most), not per URL template.
 */
export type RouteFamily = 'public_config' | 'sse' | 'ofrep' | 'flagd' | 'graphql' | 'rest' | 'health' | 'web';
export function routeFamily(route: string): RouteFamily {
  if (route.startsWith('/ofrep/')) return 'ofrep';
  if (route === '/graphql') return 'graphql';
  if (route.startsWith('/api/flagd/')) return route.endsWith('/stream') ? 'sse' : 'flagd';
  if (route.startsWith('/api/config/')) return route.endsWith('/stream') ? 'sse' : 'public_config';
  if (route.startsWith('/api/')) return 'rest';
  if (route === '/healthz' || route === '/readyz' || route === '/metrics') return 'health';
  return 'web';
}

/**
 * Projection lag in events and seconds: the age of the first event past the checkpoint, so a
 * stalled projector shows a growing number even when no new event arrives.
 */
export async function measureLag(
  store: { headPosition(): Promise<number>; readAll(o: { after: number; maxCount: number }): Promise<Array<{ recordedAt: number }>> },
  checkpoint: () => Promise<number | null>,
  now: number,
): Promise<{ events: number; seconds: number } | null> {
  const [head, at] = await Promise.all([store.headPosition().catch(() => null), checkpoint().catch(() => null)]);
  if (head === null || at === null) return null;
  const events = Math.max(0, head - at);
  if (events === 0) return { events, seconds: 0 };
  const next = await store.readAll({ after: at, maxCount: 1 }).catch(() => []);
  const first = next[0];
  return { events, seconds: first ? Math.max(0, (now - first.recordedAt) / 1000) : 0 };
}

/** Default process metrics, unprefixed (stock Node.js dashboards expect process_* and nodejs_*), plus build info. */
export function registerProcessMetrics(registry: Registry, component: 'gateway' | 'projections'): void {
  collectDefaultMetrics({ register: registry });
  // prom-client's gauges named *_total break Prometheus conventions (promtool rejects them); the
  // per-type gauges nodejs_active_handles / _requests / _resources carry the same numbers.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) registry.removeSingleMetric(name);
  const info = new Gauge({
    name: 'flagstream_build_info',
    help: 'Flagstream build: version, Node.js version and component; always 1',
    labelNames: ['version', 'node_version', 'component'] as const,
    registers: [registry],
  });
  info.labels(BUILD_INFO.version, process.versions.node, component).set(1);
}

/** Prometheus metrics of one gateway process. */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'flagstream_http_requests_total',
    help: 'HTTP requests by family, route, method and status',
    labelNames: ['family', 'route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'flagstream_http_request_duration_seconds',
    help: 'HTTP request latency by family and route',
    labelNames: ['family', 'route', 'method'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  /** the public config path is counted apart: it never reaches the framework */
  readonly configRequests = new Counter({
    name: 'flagstream_public_config_requests_total',
    help: 'Public config responses by status (200, 304, 400, 404, 405, 503)',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  readonly configLatency = new Histogram({
    name: 'flagstream_public_config_request_duration_seconds',
    help: 'Public config latency until the response is handed to the socket',
    labelNames: ['status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly sseConnections = new Counter({
    name: 'flagstream_sse_connections_total',
    help: 'Server-Sent Events streams opened, by stream kind',
    labelNames: ['stream'] as const,
    registers: [this.registry],
  });
  readonly projectionLag = new Gauge({
    name: 'flagstream_projection_lag_events',
    help: 'Events in the store not yet in the read models',
    registers: [this.registry],
  });
  readonly projectionLagSeconds = new Gauge({
    name: 'flagstream_projection_lag_seconds',
    help: 'Age of the oldest event not yet in the read models (0 when caught up)',
    registers: [this.registry],
  });
  readonly appendLatency = new Histogram({
    name: 'flagstream_command_duration_seconds',
    help: 'Command latency: load, decide, append',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });
  /** projects whose read models stopped at an event they could not apply (issue 15): each needs an operator */
  readonly quarantinedProjects = new Gauge({
    name: 'flagstream_projections_quarantined_projects',
    help: 'Projects whose read models are quarantined after an event that could not be applied',
    registers: [this.registry],
  });
  readonly sseClients = new Gauge({ name: 'flagstream_sse_clients', help: 'Open Server-Sent Events connections', registers: [this.registry] });

  constructor() {
    registerProcessMetrics(this.registry, 'gateway');
  }

  /** A status counter and a latency timer bound once per status (the hot path only increments). */
  configObserver(): (status: number, startedNs: bigint) => void {
    const bound = new Map<number, { count: { inc(): void }; time: { observe(v: number): void } }>();
    return (status, startedNs) => {
      let b = bound.get(status);
      if (!b) bound.set(status, (b = { count: this.configRequests.labels(String(status)), time: this.configLatency.labels(String(status)) }));
      b.count.inc();
      b.time.observe(Number(process.hrtime.bigint() - startedNs) / 1e9);
    };
  }
}
