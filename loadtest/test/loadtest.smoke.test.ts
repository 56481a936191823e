/**
 * CI smoke of the load tests (no timing or throughput is asserted: figures belong to
 * `npm run loadtest` and `npm run soak`): the four scenarios of `npm run loadtest` for 10 s in
 * total against a real gateway process, the k6 scripts' setup and iterations through a k6
 * stand-in, and the dashboard's GraphQL texts against the web app's documents.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import type { DocumentNode } from 'graphql';
import { parse } from 'graphql';
import { startProduct } from '../scenarios/product';
import type { Product } from '../scenarios/product';
import { runLoadtest } from '../scenarios/runLoadtest';
import { SCENARIOS } from '../scenarios/targets';
import { dashboardOperations } from '../scenarios/graphqlOps';
import { THRESHOLD, THRESHOLD_METRIC, runK6Script } from './k6shim/runK6';
import { USER_INFO } from '../../web/src/apollo/documents/session';
import { MY_PROJECTS } from '../../web/src/apollo/documents/projects';
import { DASHBOARD_ACTIVITY, DASHBOARD_STATS } from '../../web/src/routes/dashboard/documents';

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

describe('npm run loadtest', () => {
  it('runs the four scenarios (2.5 s each) without a failed request, and each one sends requests', async () => {
    // A gentle load: CI runs other suites beside this one, and no figure is asserted here.
    const report = await runLoadtest({
      url: product.url,
      seconds: 2.5,
      maxRate: 400,
      connections: { 'public-config': 8, ofrep: 8, 'dashboard-graphql': 4, writes: 2 },
    });
    expect(report.results.map((r) => r.name)).toEqual([...SCENARIOS]);
    for (const r of report.results) {
      expect({ name: r.name, errors: r.errors, bodyErrors: r.bodyErrors, '4xx': r.statuses['4xx'], '5xx': r.statuses['5xx'], other: r.statuses.other }).toEqual(
        { name: r.name, errors: 0, bodyErrors: 0, '4xx': 0, '5xx': 0, other: 0 },
      );
      expect(r.requests, r.name).toBeGreaterThan(0);
      expect(r.statuses['2xx'], r.name).toBeGreaterThan(0);
    }
    // The If-None-Match share of the config scenario is answered 304.
    expect(report.results.find((r) => r.name === 'public-config')!.statuses['3xx']).toBeGreaterThan(0);
    expect(report.results.find((r) => r.name === 'ofrep')!.statuses['3xx']).toBeGreaterThan(0);
  });
});

describe('the dashboard GraphQL scenario', () => {
  it("sends the web app's own documents (loadtest/scenarios/dashboard.graphql matches them)", () => {
    const web: Record<string, DocumentNode> = {
      UserInfo: USER_INFO as DocumentNode,
      MyProjects: MY_PROJECTS as DocumentNode,
      DashboardStats: DASHBOARD_STATS as DocumentNode,
      DashboardActivity: DASHBOARD_ACTIVITY as DocumentNode,
    };
    const ops = dashboardOperations();
    expect(ops.map((o) => o.name).sort()).toEqual(Object.keys(web).sort());
    for (const op of ops) expect(print(parse(op.query)), `${op.name}: copy it from the web app's documents`).toBe(print(web[op.name]!));
  });
});

describe('the k6 scripts (through a k6 stand-in: k6 itself cannot be installed here)', () => {
  const scripts = { 'public-config': 'public-config.js', ofrep: 'ofrep.js', 'dashboard-graphql': 'dashboard-graphql.js', writes: 'writes.js' } as const;

  for (const [name, file] of Object.entries(scripts)) {
    it(`${file}: options with thresholds; setup() seeds through the API; 20 iterations pass every check`, async () => {
      const run = await runK6Script(
        fileURLToPath(new URL(`../k6/${file}`, import.meta.url)),
        { BASE_URL: product.url, USER_ID: `k6-${name}`, DURATION: '10s' },
        20,
      );
      const scenario = run.options.scenarios[name]!;
      expect(scenario.executor).toBe('constant-arrival-rate');
      expect(scenario.rate).toBeGreaterThan(0);
      const keys = Object.keys(run.options.thresholds);
      expect(keys).toEqual(expect.arrayContaining([`http_req_failed{scenario:${name}}`, `http_req_duration{scenario:${name}}`, 'dropped_iterations']));
      for (const [metric, exprs] of Object.entries(run.options.thresholds)) {
        expect(metric).toMatch(THRESHOLD_METRIC);
        for (const e of exprs) expect(e).toMatch(THRESHOLD);
      }
      expect(run.requests.filter((r) => r.phase === 'setup').every((r) => r.status >= 200 && r.status < 300)).toBe(true);
      const iterations = run.requests.filter((r) => r.phase === 'iteration');
      expect(iterations).toHaveLength(20);
      expect(iterations.filter((r) => r.status >= 400)).toEqual([]);
      expect(run.checks.filter((c) => !c.ok)).toEqual([]);
      expect(run.checks.length).toBeGreaterThanOrEqual(20);
    });
  }
});
