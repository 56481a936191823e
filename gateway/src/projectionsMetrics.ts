/**
 * The projections process's own /metrics (and /healthz): lag in events and seconds, rebuild
 * state, quarantined projects, process metrics. It has no HTTP framework: one tiny node:http server.
 */
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Registry } from 'prom-client';
import type { EventStore } from '@flagstream/eventstore';
import type { ProjectionRunner, ReadStore } from '@flagstream/projections';
import { measureLag, registerProcessMetrics } from './http/metrics';

export interface ProjectionsMetrics {
  registry: Registry;
  /** reads lag, position and quarantine into the gauges (before each scrape) */
  refresh(): Promise<void>;
  /** count a resync (rebuild from 0 or a checkpoint moved by another writer) */
  resynced(action: 'rebuild' | 'continue'): void;
  /** the runner is (1) or is not (0) rebuilding or catching up after a start */
  setRebuilding(on: boolean): void;
}

export function createProjectionsMetrics(store: EventStore, read: ReadStore, runner: ProjectionRunner, clock: () => number = Date.now): ProjectionsMetrics {
  const registry = new Registry();
  registerProcessMetrics(registry, 'projections');
  const lagEvents = new Gauge({ name: 'flagstream_projection_lag_events', help: 'Events in the store not yet in the read models', registers: [registry] });
  const lagSeconds = new Gauge({
    name: 'flagstream_projection_lag_seconds',
    help: 'Age of the oldest event not yet in the read models (0 when caught up)',
    registers: [registry],
  });
  const position = new Gauge({ name: 'flagstream_projection_position', help: 'Event-store position the read models have reached', registers: [registry] });
  const rebuilding = new Gauge({
    name: 'flagstream_projection_rebuilding',
    help: '1 while the read models are being rebuilt or caught up from the start, else 0',
    registers: [registry],
  });
  const quarantined = new Gauge({
    name: 'flagstream_projections_quarantined_projects',
    help: 'Projects whose read models are quarantined after an event that could not be applied',
    registers: [registry],
  });
  const resyncs = new Counter({
    name: 'flagstream_projection_resyncs_total',
    help: 'Read models found lost (rebuild) or moved by another writer (continue)',
    labelNames: ['action'] as const,
    registers: [registry],
  });
  const failed = new Gauge({ name: 'flagstream_projection_failed', help: '1 when the runner stopped on a fatal error, else 0', registers: [registry] });
  rebuilding.set(0);
  const scrapeOk = new Gauge({
    name: 'flagstream_projection_scrape_ok',
    help: '1 when the event store and the read store answered the last scrape',
    registers: [registry],
  });
  // Values are read at scrape time (an idle process costs nothing), all before the registry renders.
  const refresh = async (): Promise<void> => {
    const lag = await measureLag(store, () => read.checkpoint(), clock());
    if (lag) {
      lagEvents.set(lag.events);
      lagSeconds.set(lag.seconds);
    }
    position.set(runner.position);
    quarantined.set(runner.quarantine.filter((q) => q.streamId.startsWith('project-')).length);
    failed.set(runner.failure ? 1 : 0);
    scrapeOk.set(lag ? 1 : 0);
  };
  return {
    registry,
    refresh,
    resynced: (action) => resyncs.labels(action).inc(),
    setRebuilding: (on) => rebuilding.set(on ? 1 : 0),
  };
}

export function serveProjectionsMetrics(metrics: ProjectionsMetrics, port: number, host: string, metricsToken?: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' }).end('{"error":{"code":"METHOD_NOT_ALLOWED","message":"Use GET"}}');
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"NOT_FOUND","message":"Only /metrics and /healthz are served here"}}');
      return;
    }
    if (metricsToken && !sameSecret(req.headers.authorization ?? '', `Bearer ${metricsToken}`)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"UNAUTHENTICATED","message":"A metrics token is required"}}');
      return;
    }
    metrics
      .refresh()
      .then(() => metrics.registry.metrics())
      .then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () =>
          res
            .writeHead(503, { 'content-type': 'application/json' })
            .end('{"error":{"code":"SERVICE_UNAVAILABLE","message":"Metrics are temporarily unavailable"}}'),
      );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
