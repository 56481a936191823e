import type autocannon from 'autocannon';
import type { ScenarioName } from './targets';
import { TARGETS } from './targets';
import type { ScenarioSeed } from './seed';
import type { GraphqlOperation } from './graphqlOps';

type Request = autocannon.Request;

/** What one scenario sends: autocannon's request cycle, plus errors only the body shows (GraphQL `errors`). */
export interface ScenarioLoad {
  name: ScenarioName;
  requests: Request[];
  /** responses that were 2xx but said they failed */
  bodyErrors(): number;
}

/**
 * ETags as clients keep them: the last one each document was served with. Under concurrent
 * writes (the soak) a client's next If-None-Match names the newest ETag it has seen.
 */
export class LiveEtags {
  private readonly map: Map<string, string>;
  constructor(initial: Map<string, string>) {
    this.map = new Map(initial);
  }
  get(path: string): string {
    return this.map.get(path) ?? '';
  }
  set(path: string, etag: string): void {
    this.map.set(path, etag);
  }
}

/** Spreads `weights` over a cycle so that each kind recurs evenly (A5 B3 C1 D1 -> A B A C A B D A B A). */
export function weightedCycle<T>(weights: Array<[T, number]>): T[] {
  const total = weights.reduce((n, [, w]) => n + w, 0);
  const credit = weights.map(() => 0);
  const out: T[] = [];
  for (let i = 0; i < total; i++) {
    weights.forEach(([, w], j) => (credit[j]! += w));
    let best = 0;
    credit.forEach((c, j) => {
      if (c > credit[best]!) best = j;
    });
    credit[best]! -= total;
    out.push(weights[best]![0]);
  }
  return out;
}

/**
 * Public config: every document (3 environments, 2 overrides), `notModifiedShare` of the requests
 * with If-None-Match naming the ETag (304), the rest without (200 with the body). With `live`,
 * each request names the newest ETag seen for its document (needed while writes change them;
 * it costs the load generator a little per request); without, the ETags of `etags` as they are.
 */
export function publicConfigLoad(seed: ScenarioSeed, etags: LiveEtags, o: { live?: boolean; notModifiedShare?: number } = {}): ScenarioLoad {
  const conditional = Math.round((o.notModifiedShare ?? TARGETS.scenarios['public-config'].notModifiedShare ?? 0.8) * 5);
  const requests: Request[] = [];
  for (let slot = 0; slot < 5; slot++) {
    for (const path of seed.configPaths) {
      requests.push(get(path, slot < conditional ? path : undefined, etags, o.live ?? false));
    }
  }
  return { name: 'public-config', requests, bodyErrors: () => 0 };
}

function remember(etags: LiveEtags, key: string) {
  return (_status: number, _body: string, _ctx: object, headers: Request['headers']) => {
    const etag = headers?.etag;
    if (typeof etag === 'string' && etag) etags.set(key, etag);
  };
}

/** Where LiveEtags keeps the ETag of an environment's bulk OFREP evaluation. */
export const ofrepEtagKey = (environmentUuid: string) => `ofrep:${environmentUuid}`;

/** A request, conditional on the ETag kept under `etagKey` when given. */
function conditional(base: Request, etagKey: string | undefined, etags: LiveEtags, live: boolean): Request {
  if (!etagKey) return base;
  if (!live) return { ...base, headers: { ...base.headers, 'if-none-match': etags.get(etagKey) } };
  return {
    ...base,
    setupRequest: (req: Request) => ({ ...req, headers: { ...req.headers, 'if-none-match': etags.get(etagKey) } }),
    onResponse: remember(etags, etagKey),
  };
}

function get(path: string, etagKey: string | undefined, etags: LiveEtags, live: boolean): Request {
  const base: Request = { method: 'GET', path };
  // An unconditional GET also tells a live client the newest ETag.
  if (!etagKey && live) return { ...base, onResponse: remember(etags, path) };
  return conditional(base, etagKey, etags, live);
}

/**
 * OFREP as OpenFeature providers use it: bulk evaluation polled with If-None-Match, bulk without,
 * single-flag evaluations, and evaluations with an override in the context.
 */
export function ofrepLoad(seed: ScenarioSeed, etags: LiveEtags, o: { live?: boolean } = {}): ScenarioLoad {
  const live = o.live ?? false;
  const requests: Request[] = [];
  const keys = seed.flags.map((f) => f.key);
  const post = (apiKey: string, path: string, context: Record<string, unknown>, etagKey?: string): Request =>
    conditional(
      { method: 'POST', path, headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ context }) },
      etagKey,
      etags,
      live,
    );
  seed.environments.forEach((env, i) => {
    const bulk = ofrepEtagKey(env.uuid);
    requests.push(post(env.apiKey, '/ofrep/v1/evaluate/flags', { targetingKey: `user-${i}` }, bulk));
    requests.push(post(env.apiKey, '/ofrep/v1/evaluate/flags', { targetingKey: `user-${i}` }));
    requests.push(post(env.apiKey, `/ofrep/v1/evaluate/flags/${keys[i % keys.length]}`, { targetingKey: `user-${i}` }));
    requests.push(post(env.apiKey, `/ofrep/v1/evaluate/flags/${keys[(i * 7 + 3) % keys.length]}`, {}));
    const ov = seed.overrides.find((x) => x.environmentUuid === env.uuid);
    if (ov) {
      requests.push(post(env.apiKey, '/ofrep/v1/evaluate/flags', { overrideUuid: ov.uuid }));
      requests.push(post(env.apiKey, `/ofrep/v1/evaluate/flags/${keys[1 % keys.length]}`, { overrideUuid: ov.uuid }));
    }
  });
  return { name: 'ofrep', requests, bodyErrors: () => 0 };
}

/** The dashboard's GraphQL operations, weighted as a dashboard open in a browser sends them (page loads and polls). */
export function dashboardGraphqlLoad(
  seed: ScenarioSeed,
  ops: GraphqlOperation[],
  weights = TARGETS.scenarios['dashboard-graphql'].operations ?? {},
): ScenarioLoad {
  let errors = 0;
  const byName = new Map(ops.map((o) => [o.name, o]));
  const cycle = weightedCycle(
    Object.entries(weights).map(([name, w]) => {
      if (!byName.has(name)) throw new Error(`targets.json names GraphQL operation ${name}, which dashboard.graphql does not hold`);
      return [byName.get(name)!, w] as [GraphqlOperation, number];
    }),
  );
  const requests: Request[] = cycle.map((op) => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.token}` },
    body: JSON.stringify({ operationName: op.name, query: op.query, variables: op.query.includes('$projectId') ? { projectId: seed.projectId } : {} }),
    // GraphQL reports failures in a 200 body: count them as failed requests.
    onResponse: (status: number, body: string) => {
      if (status === 200 && body.includes('"errors"')) errors++;
    },
  }));
  return { name: 'dashboard-graphql', requests, bodyErrors: () => errors };
}

export interface WriteCall {
  method: 'PUT' | 'POST';
  path: string;
  body: unknown;
  /** what it changes, for logs */
  what: string;
}

/**
 * The REST write path as the web app uses it, in a repeating mix: a number flag's value (5 in 10),
 * a boolean flag toggled (3 in 10), an environment variable changed (2 in 10). Every call changes
 * something, so every one appends an event and invalidates config documents.
 */
export function writeCalls(seed: ScenarioSeed): (i: number) => WriteCall {
  const numbers = seed.flags.filter((f) => f.type === 'number');
  const booleans = seed.flags.filter((f) => f.type === 'boolean');
  const kinds = weightedCycle<'value' | 'toggle' | 'variable'>([
    ['value', 5],
    ['toggle', 3],
    ['variable', 2],
  ]);
  return (i) => {
    const kind = kinds[i % kinds.length]!;
    if (kind === 'value') {
      const f = numbers[i % numbers.length]!;
      return { method: 'PUT', path: `/api/feature-flags/${f.id}`, body: { data: { value: 100_000 + i } }, what: `value of ${f.key}` };
    }
    if (kind === 'toggle') {
      const f = booleans[i % booleans.length]!;
      return { method: 'POST', path: `/api/feature-flags/${f.id}/toggle`, body: {}, what: `toggle ${f.key}` };
    }
    const env = seed.environments[i % seed.environments.length]!;
    const f = numbers[(i >> 1) % numbers.length]!;
    // The REST call replaces the environment's variables: send the seeded map with one value changed.
    const variables = { ...seed.variables.get(env.id), [f.key]: { value: i, enabled: true } };
    return { method: 'PUT', path: `/api/environments/${env.id}/variables`, body: { variables }, what: `${f.key} in environment ${env.id}` };
  };
}

export function writesLoad(seed: ScenarioSeed): ScenarioLoad {
  const next = writeCalls(seed);
  let i = 0;
  const requests: Request[] = [
    {
      setupRequest: (req) => {
        const c = next(i++);
        return {
          ...req,
          method: c.method,
          path: c.path,
          body: JSON.stringify(c.body),
          headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${seed.token}` },
        };
      },
    },
  ];
  return { name: 'writes', requests, bodyErrors: () => 0 };
}
