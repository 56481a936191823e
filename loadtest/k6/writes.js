// k6: the REST write path as the web app uses it, in a repeating mix: a number flag's value
// (5 in 10), a boolean flag toggled (3 in 10), an environment's variables (2 in 10). Every call
// changes something: each appends an event and changes config documents.
//   k6 run -e BASE_URL=http://localhost:4000 loadtest/k6/writes.js
// Existing data instead of seeding: -e TOKEN=<bearer token> -e PROJECT_ID=<project id> (its flags get changed!)
// The gateway rate-limits writes per user (RATE_LIMIT_WRITES_PER_MINUTE, default 600): raise it
// on the server for WRITES_RATE above 10 req/s.
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';
import { BASE_URL, authed, projectForTest, scenarioOptions, weightedCycle } from './lib/common.js';

const TARGETS = JSON.parse(open('../scenarios/targets.json'));
const NAME = 'writes';

export const options = scenarioOptions(TARGETS, NAME);

const KINDS = weightedCycle([
  ['value', 5],
  ['toggle', 3],
  ['variable', 2],
]);

export function setup() {
  const p = projectForTest();
  const numbers = p.flags.filter((f) => f.type === 'number');
  const booleans = p.flags.filter((f) => f.type === 'boolean');
  if (!numbers.length || !booleans.length) throw new Error('the project needs at least one number and one boolean flag');
  return { token: p.token, numbers, booleans, environments: p.environments, variables: p.variables };
}

export default function (data) {
  const i = exec.scenario.iterationInTest;
  const kind = KINDS[i % KINDS.length];
  const params = { headers: authed(data.token), tags: { name: '' } };
  let res;
  if (kind === 'value') {
    const f = data.numbers[i % data.numbers.length];
    params.tags.name = 'PUT /api/feature-flags/:id';
    res = http.put(`${BASE_URL}/api/feature-flags/${f.id}`, JSON.stringify({ data: { value: 100000 + i } }), params);
  } else if (kind === 'toggle') {
    const f = data.booleans[i % data.booleans.length];
    params.tags.name = 'POST /api/feature-flags/:id/toggle';
    res = http.post(`${BASE_URL}/api/feature-flags/${f.id}/toggle`, '{}', params);
  } else {
    const env = data.environments[i % data.environments.length];
    const f = data.numbers[(i >> 1) % data.numbers.length];
    // The REST call replaces the environment's variables: send the known map with one value changed.
    const variables = Object.assign({}, data.variables[env.id]);
    variables[f.key] = { value: i, enabled: true };
    params.tags.name = 'PUT /api/environments/:id/variables';
    res = http.put(`${BASE_URL}/api/environments/${env.id}/variables`, JSON.stringify({ variables }), params);
  }
  check(res, { 'write: 200': (r) => r.status === 200 });
}
