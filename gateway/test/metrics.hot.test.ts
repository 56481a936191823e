/**
 * The request paths' counters and histograms (HotCounter, HotHistogram) expose exactly what
 * prom-client's own Counter and Histogram expose for the same observations.
 */
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HotCounter, HotHistogram } from '../src/http/metrics';

const BUCKETS = [0.0005, 0.001, 0.01, 0.1, 1];
const OBSERVED: Array<[string, string, number]> = [
  ['/a', 'GET', 0.0002],
  ['/a', 'GET', 0.0005],
  ['/a', 'GET', 0.003],
  ['/b"x\\y', 'POST', 0.5],
  ['/b"x\\y', 'POST', 7],
  ['/a', 'GET', 0.0005000001],
];

describe('hot metrics', () => {
  it('expose what prom-client exposes for the same counts and observations', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const hc = new HotCounter('t_requests_total', 'requests', ['route', 'method'], ours);
    const hh = new HotHistogram('t_duration_seconds', 'latency', ['route', 'method'], BUCKETS, ours);
    const pc = new Counter({ name: 't_requests_total', help: 'requests', labelNames: ['route', 'method'], registers: [theirs] });
    const ph = new Histogram({ name: 't_duration_seconds', help: 'latency', labelNames: ['route', 'method'], buckets: BUCKETS, registers: [theirs] });
    for (const [route, method, v] of OBSERVED) {
      hc.labels(route, method).inc();
      hh.labels(route, method).observe(v);
      pc.labels(route, method).inc();
      ph.labels(route, method).observe(v);
    }
    hc.labels('/a', 'GET').inc(3);
    pc.labels('/a', 'GET').inc(3);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(hc.labels('/a', 'GET')).toBe(hc.labels('/a', 'GET'));
    expect(() => hc.labels('/a')).toThrow();
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('t_requests_total{');
  });
});
