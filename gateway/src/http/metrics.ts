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

/**
 * A counter or histogram for the request paths, in prom-client's registry like any other
 * metric, whose bound children cost an array increment per request. prom-client's own children
 * hash their label values and validate them on every call (about 1 µs for a count and a
 * latency: a tenth of a public config answer); here the labels are fixed when the child is
 * bound, and the exposition is built when Prometheus scrapes.
 */
abstract class HotMetric<Child> {
  protected readonly children = new Map<string, { labels: Record<string, string>; child: Child }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }
  protected abstract create(): Child;
  /** The child of these label values (in labelNames order), made once and kept. */
  labels(...values: string[]): Child {
    if (values.length !== this.labelNames.length) throw new Error(`${this.name}: ${this.labelNames.length} label values expected`);
    const key = values.join('\u0000');
    let entry = this.children.get(key);
    if (!entry) {
      const labels: Record<string, string> = {};
      this.labelNames.forEach((n, i) => {
        labels[n] = values[i]!;
      });
      entry = { labels, child: this.create() };
      this.children.set(key, entry);
    }
    return entry.child;
  }
  reset(): void {
    this.children.clear();
  }
}

/** A counter (see HotMetric). */
export class HotCounter extends HotMetric<{ value: number; inc(n?: number): void }> {
  readonly type = 'counter';
  readonly aggregator = 'sum';
  protected create() {
    return {
      value: 0,
      inc(this: { value: number }, n = 1) {
        this.value += n;
      },
    };
  }
  async get() {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: [...this.children.values()].map((e) => ({ labels: e.labels, value: e.child.value })),
    };
  }
}

interface HistogramChild {
  /** per bucket (the last: above every bound), not cumulative */
  counts: Float64Array;
  sum: number;
  count: number;
  observe(v: number): void;
}

/** A histogram (see HotMetric). */
export class HotHistogram extends HotMetric<HistogramChild> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    readonly buckets: readonly number[],
    registry: Registry,
  ) {
    super(name, help, labelNames, registry);
  }
  protected create(): HistogramChild {
    const bounds = this.buckets;
    return {
      counts: new Float64Array(bounds.length + 1),
      sum: 0,
      count: 0,
      observe(v: number) {
        let i = 0;
        while (i < bounds.length && v > bounds[i]!) i++;
        this.counts[i]!++;
        this.sum += v;
        this.count++;
      },
    };
  }
  async get() {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = [];
    for (const { labels, child } of this.children.values()) {
      let acc = 0;
      this.buckets.forEach((le, i) => {
        acc += child.counts[i]!;
        values.push({ labels: { le, ...labels }, value: acc, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: child.count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: child.sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: child.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

/** Prometheus metrics of one gateway process. */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new HotCounter(
    'flagstream_http_requests_total',
    'HTTP requests by family, route, method and status',
    ['family', 'route', 'method', 'status'],
    this.registry,
  );
  readonly latency = new HotHistogram(
    'flagstream_http_request_duration_seconds',
    'HTTP request latency by family and route',
    ['family', 'route', 'method'],
    HTTP_BUCKETS,
    this.registry,
  );
  /** the public config path is counted apart: it never reaches the framework */
  readonly configRequests = new HotCounter(
    'flagstream_public_config_requests_total',
    'Public config responses by status (200, 304, 400, 404, 405, 503)',
    ['status'],
    this.registry,
  );
  readonly configLatency = new HotHistogram(
    'flagstream_public_config_request_duration_seconds',
    'Public config latency until the response is handed to the socket',
    ['status'],
    HTTP_BUCKETS,
    this.registry,
  );
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
  /** set from the hubs' own count when scraped (see publicConfig/sse.ts sseFramesBuilt) */
  readonly sseFramesBuilt = new Counter({
    name: 'flagstream_sse_frames_built_total',
    help: 'Server-Sent Events documents framed: one per changed document, shared by all its subscribers',
    registers: [this.registry],
  });

  constructor() {
    registerProcessMetrics(this.registry, 'gateway');
  }

  /** A status counter and a latency timer bound once per status (the hot path only increments). */
  configObserver(): (status: number, startedMs: number) => void {
    const bound = new Map<number, { count: { inc(): void }; time: { observe(v: number): void } }>();
    return (status, startedMs) => {
      let b = bound.get(status);
      if (!b) bound.set(status, (b = { count: this.configRequests.labels(String(status)), time: this.configLatency.labels(String(status)) }));
      b.count.inc();
      b.time.observe((performance.now() - startedMs) / 1000);
    };
  }
}
