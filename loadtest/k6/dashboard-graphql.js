// k6: the dashboard's GraphQL traffic, with the operation texts of loadtest/scenarios/dashboard.graphql
// (the web app's own documents) weighted as targets.json says (page loads and the 30 s / 60 s polls).
//   k6 run -e BASE_URL=http://localhost:4000 loadtest/k6/dashboard-graphql.js
// Existing data instead of seeding: -e TOKEN=<bearer token> -e PROJECT_ID=<project id>
// The gateway rate-limits GraphQL POSTs per user (5 x RATE_LIMIT_WRITES_PER_MINUTE a minute):
// raise it on the server for rates above 50 req/s.
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';
import { BASE_URL, authed, signIn, projectForTest, scenarioOptions, splitOperations, weightedCycle } from './lib/common.js';

const TARGETS = JSON.parse(open('../scenarios/targets.json'));
const OPERATIONS = splitOperations(open('../scenarios/dashboard.graphql'));
const NAME = 'dashboard-graphql';

export const options = scenarioOptions(TARGETS, NAME);

const weights = TARGETS.scenarios[NAME].operations;
const CYCLE = weightedCycle(
  Object.keys(weights).map((name) => {
    const op = OPERATIONS.find((o) => o.name === name);
    if (!op) throw new Error(`targets.json names GraphQL operation ${name}, which dashboard.graphql does not hold`);
    return [op, weights[name]];
  }),
);

export function setup() {
  if (__ENV.TOKEN && __ENV.PROJECT_ID) return { token: signIn(), projectId: __ENV.PROJECT_ID };
  const p = projectForTest();
  return { token: p.token, projectId: p.projectId };
}

export default function (data) {
  const op = CYCLE[exec.scenario.iterationInTest % CYCLE.length];
  const variables = op.query.indexOf('$projectId') >= 0 ? { projectId: data.projectId } : {};
  const res = http.post(`${BASE_URL}/graphql`, JSON.stringify({ operationName: op.name, query: op.query, variables }), {
    headers: authed(data.token),
    tags: { name: `graphql ${op.name}` },
  });
  check(res, {
    'graphql: 200': (r) => r.status === 200,
    'graphql: data without errors': (r) => r.status === 200 && !r.json('errors') && r.json('data') !== null,
  });
}
