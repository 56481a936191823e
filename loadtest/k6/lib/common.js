// Shared by the k6 scripts of loadtest/k6: settings from the environment, thresholds from
// loadtest/scenarios/targets.json (the entry scripts open() it and pass it here: open() is only
// reliable from the entry script's directory), and seeding through the API.
import http from 'k6/http';
import { fail } from 'k6';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:4000').replace(/\/+$/, '');

function num(name, fallback) {
  const raw = __ENV[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!(n >= 0)) fail(`${name} must be a non-negative number (got "${raw}")`);
  return n;
}

/** "30s", "2m", "1m30s", "90" -> seconds */
export function seconds(duration) {
  if (/^\d+(\.\d+)?$/.test(duration)) return Number(duration);
  let total = 0;
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  let m;
  while ((m = re.exec(duration))) total += Number(m[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[m[2]];
  if (!total) fail(`DURATION must look like 30s, 2m or 1m30s (got "${duration}")`);
  return total;
}

/**
 * The scenario's k6 options: a constant arrival rate of {PREFIX}_RATE requests per second (one
 * request per iteration) for DURATION, and the thresholds of targets.json on its own requests
 * (setup's seeding requests are not counted): failed requests below ERROR_RATE, p(99) below
 * {PREFIX}_P99_MS (or P99_MS), and at most 5% of the planned iterations dropped, that is at
 * least 0.95 x the rate sustained.
 */
export function scenarioOptions(targets, name) {
  const t = targets.scenarios[name];
  const rate = num(`${t.prefix}_RATE`, t.rate);
  const p99 = num(`${t.prefix}_P99_MS`, num('P99_MS', t.p99Ms));
  const errorRate = num('ERROR_RATE', targets.errorRate);
  const duration = __ENV.DURATION || '30s';
  const vus = num(`${t.prefix}_VUS`, t.connections);
  const thresholds = {};
  thresholds[`http_req_failed{scenario:${name}}`] = [`rate<${errorRate}`];
  thresholds[`http_req_duration{scenario:${name}}`] = [`p(99)<${p99}`];
  thresholds[`checks{scenario:${name}}`] = [`rate>${1 - errorRate}`];
  thresholds.dropped_iterations = [`count<=${Math.floor(0.05 * rate * seconds(duration))}`];
  const scenarios = {};
  scenarios[name] = { executor: 'constant-arrival-rate', rate, timeUnit: '1s', duration, preAllocatedVUs: vus, maxVUs: Math.max(vus, num('MAX_VUS', vus * 4)) };
  return { scenarios, thresholds, setupTimeout: '180s', summaryTrendStats: ['avg', 'p(50)', 'p(90)', 'p(99)', 'max'] };
}

/** Splits a .graphql file into one { name, query } per operation (as loadtest/scenarios/graphqlOps.ts does). */
export function splitOperations(text) {
  const body = text
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .join('\n');
  return body
    .split(/^(?=(?:query|mutation|subscription)\s)/m)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((query) => {
      const m = /^(?:query|mutation|subscription)\s+(\w+)/.exec(query);
      if (!m) fail(`unnamed GraphQL operation: ${query.slice(0, 60)}`);
      return { name: m[1], query };
    });
}

/** Spreads weights over a cycle so each kind recurs evenly (as loadtest/scenarios/requests.ts does). */
export function weightedCycle(weights) {
  const total = weights.reduce((n, w) => n + w[1], 0);
  const credit = weights.map(() => 0);
  const out = [];
  for (let i = 0; i < total; i++) {
    weights.forEach((w, j) => {
      credit[j] += w[1];
    });
    let best = 0;
    credit.forEach((c, j) => {
      if (c > credit[best]) best = j;
    });
    credit[best] -= total;
    out.push(weights[best][0]);
  }
  return out;
}

const json = { 'content-type': 'application/json' };
export const authed = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/** One API call of setup(): fails the test with the server's answer when it is not 2xx. */
export function api(method, path, token, body) {
  const res = http.request(method, BASE_URL + path, body === undefined ? null : JSON.stringify(body), {
    headers: token ? authed(token) : json,
    tags: { name: `setup ${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}` },
  });
  if (res.status < 200 || res.status >= 300) fail(`${method} ${path} -> ${res.status} ${String(res.body).slice(0, 300)}`);
  return res.json();
}

/** A development sign-in token (servers without Clerk keys), or TOKEN from the environment. */
export function signIn() {
  if (__ENV.TOKEN) return __ENV.TOKEN;
  const userId = __ENV.USER_ID || 'k6-user';
  const token = api('POST', '/api/dev-auth/token', null, { userId, name: 'k6 User', email: `${userId}@example.com` }).token;
  api('GET', '/api/user-info/validate', token);
  return token;
}

/**
 * Seeds a project through the API as a client would: FLAGS flags (default 10, what the Free plan
 * allows; a server with PLANS_FILE lifting the caps takes 50) of every type, variables in each
 * environment, and two active overrides in two environments.
 */
export function seedProject(token) {
  const flagCount = num('FLAGS', 10);
  const project = api('POST', '/api/projects', token, { data: { name: `k6 Storefront ${Date.now()}`, description: 'Seeded by a k6 script' } }).data;
  const types = ['boolean', 'string', 'number', 'json'];
  const flags = [];
  const variables = {};
  project.environments.forEach((e) => {
    variables[e.id] = {};
  });
  for (let i = 0; i < flagCount; i++) {
    const type = types[i % 4];
    const value =
      type === 'boolean'
        ? 'true'
        : type === 'number'
          ? String(i * 10)
          : type === 'string'
            ? `variant-${i}: ${'The quick brown fox jumps over the lazy dog. '.repeat(4)}`
            : JSON.stringify({ theme: 'dark', limits: { items: i, pages: [1, 2, 3, 4, 5] }, label: `Flag ${i}` });
    const f = api('POST', '/api/feature-flags', token, {
      data: {
        name: `Storefront feature number ${i} (${type})`,
        description: `Controls storefront behaviour number ${i}.`,
        type,
        value,
        enabled: i % 5 !== 0,
        project: project.id,
      },
    }).data;
    flags.push({ id: f.id, key: f.key, type });
    if (i % 3 === 0) {
      const env = project.environments[i % 3];
      variables[env.id][f.key] = { value: type === 'boolean' ? false : type === 'number' ? i : type === 'string' ? `env-${i}` : { env: true }, enabled: true };
      api('PUT', `/api/environments/${env.id}/variables`, token, { variables: variables[env.id] });
    }
  }
  const bool = flags.find((f) => f.type === 'boolean');
  const number = flags.find((f) => f.type === 'number');
  const overrides = project.environments.slice(0, 2).map((env, i) => {
    const values = {};
    values[bool.key] = { value: i === 0, enabled: true };
    values[number.key] = { value: 1000 + i, enabled: true };
    const o = api('POST', '/api/overrides', token, {
      data: {
        name: `QA run ${i + 1}`,
        description: 'k6 override',
        project: project.id,
        environment: env.id,
        is_active: true,
        priority: i,
        feature_flag_values: values,
      },
    }).data;
    return { id: o.id, uuid: o.uuid, environmentUuid: env.uuid };
  });
  return {
    token,
    projectId: project.id,
    projectUuid: project.uuid,
    flags,
    variables,
    overrides,
    environments: project.environments.map((e) => ({ id: e.id, uuid: e.uuid, apiKey: e.api_key })),
  };
}

/** An existing project read through the API (PROJECT_ID with TOKEN), in the shape seedProject returns. */
export function readProject(token, projectId) {
  const p = api('GET', `/api/projects/${projectId}`, token).data;
  const flags = api('GET', `/api/feature-flags?projectId=${projectId}`, token).data.map((f) => ({ id: f.id, key: f.key, type: f.type }));
  const variables = {};
  p.environments.forEach((e) => {
    variables[e.id] = e.variables || {};
  });
  const overrides = api('GET', `/api/overrides?projectId=${projectId}`, token)
    .data.filter((o) => o.is_active && !o.expired)
    .map((o) => ({ id: o.id, uuid: o.uuid, environmentUuid: o.environment && o.environment.uuid }));
  return {
    token,
    projectId,
    projectUuid: p.uuid,
    flags,
    variables,
    overrides,
    environments: p.environments.map((e) => ({ id: e.id, uuid: e.uuid, apiKey: e.api_key })),
  };
}

/** PROJECT_ID (+ TOKEN) from the environment when given, else a freshly seeded project. */
export function projectForTest() {
  const token = signIn();
  return __ENV.PROJECT_ID ? readProject(token, __ENV.PROJECT_ID) : seedProject(token);
}
