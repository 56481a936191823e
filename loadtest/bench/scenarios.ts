/**
 * The request mixes the bench and `npm run profile` drive with wrk, named once: the routed
 * path (/healthz, a signed-in cached REST read), the dashboard's GraphQL mix, the public
 * config 200/304 paths and OFREP (single flag, bulk, bulk with If-None-Match).
 */
import { TARGETS } from '../scenarios/targets';
import { dashboardOperations } from '../scenarios/graphqlOps';
import type { GraphqlOperation } from '../scenarios/graphqlOps';
import { weightedCycle } from '../scenarios/requests';
import type { ScenarioSeed } from '../scenarios/seed';
import type { WrkRequest } from './wrk';

/**
 * How the bench starts the gateway and the bare servers it compares with: as the image runs the
 * gateway (an esbuild bundle of the sources, gateway/scripts/bundle.ts: no loader transforming
 * code at run time). BENCH_FROM_SOURCES=1 runs both through tsx instead.
 */
export const START = { bundle: process.env.BENCH_FROM_SOURCES !== '1' };

/** A plan catalogue whose free plan is unlimited: the bench seeds 50 flags (the real Free plan allows 10). */
export const UNLIMITED_PLANS = {
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'bench',
      monthyPrice: 0,
      yearlyPrice: 0,
      isFreePlan: true,
      planOrder: 0,
      featureMaxEnvironments: -1,
      featureMaxFeatureFlags: -1,
      featureMaxOverrides: -1,
      featureMaxTeamMembers: -1,
      featureHasWhitelabel: false,
    },
  ],
};

export const SCENARIOS = ['healthz', 'rest', 'graphql', 'config', 'config-304', 'config-br', 'config-gzip', 'ofrep', 'ofrep-bulk', 'ofrep-bulk-304'] as const;
/** `graphql:<Operation>` runs one operation of the dashboard mix alone. */
export type ScenarioName = (typeof SCENARIOS)[number] | `graphql:${string}`;
export const isScenario = (name: string): name is ScenarioName => (SCENARIOS as readonly string[]).includes(name) || name.startsWith('graphql:');

/** The REST read of the routed-path figure: signed in, answered from the in-process cache. */
export const restReadPath = (seed: ScenarioSeed) => `/api/projects/${seed.projectId}/usage`;

/** The dashboard's GraphQL operations, weighted as a dashboard open in a browser sends them (with its Accept-Encoding: big answers are compressed). */
export function graphqlMix(seed: ScenarioSeed, operations: GraphqlOperation[] = dashboardOperations()): WrkRequest[] {
  const ops = new Map(operations.map((o) => [o.name, o]));
  const weights = TARGETS.scenarios['dashboard-graphql'].operations ?? {};
  return weightedCycle(
    Object.entries(weights).map(([name, w]) => [ops.get(name)!, w] as const) as Array<[NonNullable<ReturnType<typeof ops.get>>, number]>,
  ).map((op) => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.token}`, 'accept-encoding': 'gzip, deflate, br' },
    body: JSON.stringify({ operationName: op.name, query: op.query, variables: op.query.includes('$projectId') ? { projectId: seed.projectId } : {} }),
  }));
}

export function scenarioRequests(name: ScenarioName, seed: ScenarioSeed): WrkRequest[] {
  const env = seed.environments[0]!;
  const configPath = seed.configPaths[0]!;
  const ofrep = (path: string, extra: Record<string, string> = {}): WrkRequest => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'x-api-key': env.apiKey, ...extra },
    body: '{"context":{"targetingKey":"user-1"}}',
  });
  if (name.startsWith('graphql:')) {
    const op = name.slice('graphql:'.length);
    const one = graphqlMix(seed)
      .filter((r) => JSON.parse(r.body!).operationName === op)
      .slice(0, 1);
    if (!one.length) throw new Error(`no operation ${op} in the dashboard mix`);
    return one;
  }
  switch (name as (typeof SCENARIOS)[number]) {
    case 'healthz':
      return [{ path: '/healthz' }];
    case 'rest':
      return [{ path: restReadPath(seed), headers: { authorization: `Bearer ${seed.token}` } }];
    case 'graphql':
      return graphqlMix(seed);
    case 'config':
      return [{ path: configPath }];
    case 'config-br':
      return [{ path: configPath, headers: { 'accept-encoding': 'gzip, deflate, br' } }];
    case 'config-gzip':
      return [{ path: configPath, headers: { 'accept-encoding': 'gzip' } }];
    case 'config-304':
      return [{ path: configPath, headers: { 'if-none-match': seed.etags.get(configPath)! } }];
    case 'ofrep':
      return [ofrep(`/ofrep/v1/evaluate/flags/${seed.hotFlagKey}`)];
    case 'ofrep-bulk':
      return [ofrep('/ofrep/v1/evaluate/flags')];
    case 'ofrep-bulk-304':
      return [ofrep('/ofrep/v1/evaluate/flags', { 'if-none-match': seed.etags.get(`ofrep:${env.uuid}`)! })];
  }
}
