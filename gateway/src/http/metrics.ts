import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one gateway process. */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({ name: 'flagstream_http_requests_total', help: 'HTTP requests by route, method and status', labelNames: ['route', 'method', 'status'] as const, registers: [this.registry] });
  readonly latency = new Histogram({ name: 'flagstream_http_request_duration_seconds', help: 'HTTP request latency by route', labelNames: ['route', 'method'] as const, buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5], registers: [this.registry] });
  /** the public config path is counted apart: it never reaches the framework */
  readonly configRequests = new Counter({ name: 'flagstream_public_config_requests_total', help: 'Public config responses by status', labelNames: ['status'] as const, registers: [this.registry] });
  readonly projectionLag = new Gauge({ name: 'flagstream_projection_lag_events', help: 'Events in the store not yet in the read models', registers: [this.registry] });
  readonly appendLatency = new Histogram({ name: 'flagstream_command_duration_seconds', help: 'Command latency: load, decide, append', labelNames: ['outcome'] as const, buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1], registers: [this.registry] });
  readonly sseClients = new Gauge({ name: 'flagstream_sse_clients', help: 'Open Server-Sent Events connections', registers: [this.registry] });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'flagstream_' });
  }
}
