/**
 * Operators' view (issue 13): both processes' /metrics pass `promtool check metrics`, carry the
 * standard unprefixed process metrics and build info, and count every answer of the SDK paths by
 * family and status (a Redis outage shows up as 503s, not as silence).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeWithRedis, findOnPath } from '@flagstream/projections/testing';
import { freePort, startGatewayProcess, startProjectionsProcess, type Child } from './support/processes';

const promtool = findOnPath('promtool');
if (!promtool) {
  if (process.env.CI === 'true') throw new Error("promtool is not on PATH: CI must install Debian's prometheus package (.ci/run does)");
  console.warn('\n!! SKIPPING the promtool checks: promtool is not on PATH (apt-get install prometheus)\n');
}

function check(text: string): { status: number | null; output: string } {
  const r = spawnSync(promtool!, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

const dir = mkdtempSync(join(tmpdir(), 'flagstream-metrics-'));
const children: Child[] = [];
afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describeWithRedis('metrics that operators can use', (redisUrl) => {
  it.skipIf(!promtool)(
    'gateway and projections /metrics pass promtool, with families, statuses, lag and build info',
    async () => {
      const shared = { REDIS_URL: redisUrl(), REDIS_PREFIX: `metrics${process.pid}:`, EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'), LOG_LEVEL: 'warn' };
      const metricsPort = await freePort();
      const projections = await startProjectionsProcess({ ...shared, PROJECTIONS_METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' }, { bundle: true });
      children.push(projections);
      const gw = await startGatewayProcess(
        { ...shared, PROJECTIONS_MODE: 'external', ALLOW_DEV_AUTH: '1', DEV_AUTH_KEY_DIR: join(dir, 'dev-auth') },
        { bundle: true },
      );
      children.push(gw);

      // one answer of each kind on the public config path, and a REST, GraphQL and OFREP request
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await fetch(`${gw.url}/api/config/${unknown}?environmentUuid=${unknown}`)).status).toBe(404);
      expect((await fetch(`${gw.url}/api/config/not-a-uuid`)).status).toBe(400);
      expect((await fetch(`${gw.url}/api/config/${unknown}?environmentUuid=${unknown}`, { method: 'DELETE' })).status).toBe(405);
      expect((await fetch(`${gw.url}/api/projects`)).status).toBe(401);
      expect(
        (await fetch(`${gw.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })).status,
      ).toBeLessThan(500);
      expect(
        (await fetch(`${gw.url}/ofrep/v1/evaluate/flags/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"context":{}}' }))
          .status,
      ).toBe(401);

      const gatewayText = await (await fetch(`${gw.url}/metrics`)).text();
      const g = check(gatewayText);
      expect(g.output).toBe('');
      expect(g.status).toBe(0);
      expect(gatewayText).toMatch(/^process_cpu_user_seconds_total /m);
      expect(gatewayText).toMatch(/^nodejs_heap_size_used_bytes /m);
      expect(gatewayText).not.toMatch(/^flagstream_process_|^flagstream_nodejs_/m);
      expect(gatewayText).toMatch(/^flagstream_build_info\{version="[^"]+",node_version="\d+\.\d+\.\d+",component="gateway"\} 1$/m);
      for (const status of ['400', '404', '405']) expect(gatewayText).toContain(`flagstream_public_config_requests_total{status="${status}"} 1`);
      expect(gatewayText).toMatch(/^flagstream_public_config_request_duration_seconds_bucket\{le="[^"]+",status="404"\}/m);
      for (const family of ['rest', 'graphql', 'ofrep'])
        expect(gatewayText).toMatch(new RegExp(`^flagstream_http_request_duration_seconds_count\\{family="${family}"`, 'm'));
      expect(gatewayText).toMatch(/^flagstream_projection_lag_seconds \d/m);

      // the first scrape already shows where the runner is (values are read before rendering, not one scrape late)
      const caughtUpAt = Number(/caught up at position (\d+)/.exec(projections.output())?.[1]);
      const projectionsText = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(projectionsText).toMatch(new RegExp(`^flagstream_projection_position ${caughtUpAt}$`, 'm'));
      const p = check(projectionsText);
      expect(p.output).toBe('');
      expect(p.status).toBe(0);
      expect(projectionsText).toMatch(/^flagstream_build_info\{.*component="projections"\} 1$/m);
      for (const name of [
        'flagstream_projection_lag_events',
        'flagstream_projection_lag_seconds',
        'flagstream_projection_rebuilding',
        'flagstream_projections_quarantined_projects',
        'flagstream_projection_position',
      ]) {
        expect(projectionsText).toMatch(new RegExp(`^${name} \\d`, 'm'));
      }
      expect(projectionsText).toMatch(/^flagstream_projection_rebuilding 0$/m);

      // every Flagstream series the shipped Grafana dashboard queries exists in one of the two outputs
      const dashboard = readFileSync(new URL('../../deploy/grafana/dashboards/flagstream.json', import.meta.url), 'utf8');
      const used = new Set([...dashboard.matchAll(/\b(flagstream_[a-z_]+?)(?:_bucket|_count|_sum)?\b[^a-z_]/g)].map((m) => m[1]!));
      expect(used.size).toBeGreaterThan(5);
      for (const name of used) expect(`${gatewayText}\n${projectionsText}`, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    },
    120_000,
  );
});
