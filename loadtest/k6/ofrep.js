// k6: OpenFeature Remote Evaluation Protocol as OpenFeature providers use it: bulk evaluation
// polled with If-None-Match, bulk without, single-flag evaluations, and evaluations with an
// override in the context, with each environment's API key.
//   k6 run -e BASE_URL=http://localhost:4000 loadtest/k6/ofrep.js
// Existing data instead of seeding: -e API_KEYS=fs_env_…,fs_env_… (flag keys are read from a bulk evaluation)
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';
import { BASE_URL, projectForTest, scenarioOptions } from './lib/common.js';

const TARGETS = JSON.parse(open('../scenarios/targets.json'));
const NAME = 'ofrep';

export const options = scenarioOptions(TARGETS, NAME);

const evaluate = (apiKey, key, context, etag) =>
  http.post(`${BASE_URL}/ofrep/v1/evaluate/flags${key ? `/${key}` : ''}`, JSON.stringify({ context }), {
    headers: Object.assign({ 'content-type': 'application/json', 'x-api-key': apiKey }, etag ? { 'If-None-Match': etag } : {}),
    tags: { name: key ? 'POST /ofrep/v1/evaluate/flags/:key' : 'POST /ofrep/v1/evaluate/flags' },
  });

export function setup() {
  let envs;
  if (__ENV.API_KEYS) {
    envs = __ENV.API_KEYS.split(',')
      .filter(Boolean)
      .map((apiKey) => ({ apiKey, override: null }));
  } else {
    const p = projectForTest();
    envs = p.environments.map((e) => {
      const o = p.overrides.find((x) => x.environmentUuid === e.uuid);
      return { apiKey: e.apiKey, override: o ? o.uuid : null };
    });
  }
  // The requests of one cycle: per environment, bulk (conditional and not), two single flags, and the override.
  const requests = [];
  envs.forEach((env, i) => {
    const res = evaluate(env.apiKey, null, {});
    if (res.status !== 200) throw new Error(`bulk evaluation -> ${res.status} ${String(res.body).slice(0, 200)}`);
    const keys = res.json().flags.map((f) => f.key);
    const etag = res.headers.Etag || res.headers.ETag || '';
    requests.push({ apiKey: env.apiKey, key: null, context: { targetingKey: `user-${i}` }, etag });
    requests.push({ apiKey: env.apiKey, key: null, context: { targetingKey: `user-${i}` } });
    requests.push({ apiKey: env.apiKey, key: keys[i % keys.length], context: { targetingKey: `user-${i}` } });
    requests.push({ apiKey: env.apiKey, key: keys[(i * 7 + 3) % keys.length], context: {} });
    if (env.override) {
      requests.push({ apiKey: env.apiKey, key: null, context: { overrideUuid: env.override } });
      requests.push({ apiKey: env.apiKey, key: keys[1 % keys.length], context: { overrideUuid: env.override } });
    }
  });
  return { requests };
}

// The newest bulk ETag this VU has seen per API key.
const seen = {};

export default function (data) {
  const r = data.requests[exec.scenario.iterationInTest % data.requests.length];
  const etag = r.etag !== undefined ? seen[r.apiKey] || r.etag : null;
  const res = evaluate(r.apiKey, r.key, r.context, etag);
  if (etag !== null && (res.headers.Etag || res.headers.ETag)) seen[r.apiKey] = res.headers.Etag || res.headers.ETag;
  check(res, {
    'ofrep: 200 or 304': (x) => x.status === 200 || (etag !== null && x.status === 304),
    'ofrep: evaluation in the body': (x) => x.status === 304 || (r.key ? x.json('key') === r.key : Array.isArray(x.json('flags'))),
  });
}
