/**
 * The noisy-neighbour scenario of issue 15, shared by its test (a generous bound) and the bench
 * (`npm run bench noisy`, the real ratios): while one tenant runs each abuse pattern of the
 * penetration test at its allowed maximum, another tenant's public config is read in a closed
 * loop, and its p99 is compared with the p99 of the same loop with nobody abusing anything.
 *
 * Abuse patterns (each by its own user, so none spends another's budget):
 * - preferences: the largest preference map allowed, every value changed on every save (H1);
 * - graphql-documents: GraphQL documents as large and complex as the limits allow, one loop signed in
 *   (5x the write budget) and one anonymous (the sign-in budget per address), each document new (H2);
 * - flag-values: JSON flags filling the Free plan's configuration, a value changed per request (H3);
 * - history-exports: a viewer exporting the project's history, as many at once as allowed (M4);
 * - graphql-mutations: a flag toggled through GraphQL as fast as the write budget allows (M5).
 */
import { Agent, request } from 'node:http';

export const PATTERNS = ['preferences', 'graphql-documents', 'flag-values', 'history-exports', 'graphql-mutations'] as const;
export type Pattern = (typeof PATTERNS)[number];

interface Reply {
  status: number;
  body: string;
  /** seconds, from a 429 */
  retryAfter: number;
}

/** One request over a kept-alive connection; `discard` reads the body without keeping it. */
function send(url: string, agent: Agent, o: { method?: string; headers?: Record<string, string>; body?: string; discard?: boolean } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: o.method ?? 'GET', agent, headers: { ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...o.headers } },
      (res) => {
        let body = '';
        if (!o.discard) res.setEncoding('utf8');
        res.on('data', (d: string | Buffer) => {
          if (!o.discard) body += d as string;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, retryAfter: Number(res.headers['retry-after'] ?? 0) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

async function api<T = any>(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  let r: Response;
  // the attacker fills its project at the pace its write budget allows (big values cost more)
  for (;;) {
    r = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.status !== 429) break;
    await r.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(r.headers.get('retry-after') ?? 1)));
  }
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} -> ${r.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

async function user(base: string, id: string): Promise<string> {
  const r = await fetch(`${base}/api/dev-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: id, name: `Noisy ${id}`, email: `${id}@example.com` }),
  });
  const { token } = (await r.json()) as { token: string };
  await api(base, 'GET', '/api/user-info/validate', token);
  return token;
}

export interface NoisyWorld {
  base: string;
  victimUrl: string;
  tokens: Record<'prefs' | 'values' | 'viewer' | 'mutations' | 'documents', string>;
  attackerProjectId: string;
  jsonFlagIds: string[];
  toggleFlagId: string;
}

/** A value of about `bytes` serialised, different per `n` (so every save is a real change). */
const blob = (n: number, bytes: number) => ({ n, text: String(n % 10).repeat(bytes) });

/**
 * The two tenants: the victim's small project, and the attacker's Free project filled to its
 * configuration limit (four JSON flags of ~55 KB, three environments, three overrides).
 */
export async function setupNoisyWorld(base: string, tag = `${Date.now()}`): Promise<NoisyWorld> {
  const victim = await user(base, `victim${tag}`);
  const vp = await api(base, 'POST', '/api/projects', victim, { data: { name: 'Victim Shop', description: 'another tenant' } });
  for (let i = 0; i < 8; i++)
    await api(base, 'POST', '/api/feature-flags', victim, {
      data: { name: `Victim Flag ${i}`, type: i % 2 ? 'number' : 'boolean', value: i % 2 ? String(i) : 'true', project: vp.id },
    });
  const victimEnv = vp.environments[0];

  const owner = await user(base, `attacker${tag}`);
  const ap = await api(base, 'POST', '/api/projects', owner, { data: { name: 'Attacker', description: 'fills its plan' } });
  const jsonFlagIds: string[] = [];
  for (let i = 0; i < 4; i++)
    jsonFlagIds.push(
      (await api(base, 'POST', '/api/feature-flags', owner, { data: { name: `Big ${i}`, type: 'json', value: blob(i, 55_000), project: ap.id } })).id,
    );
  // a small flag beside the big ones, overridden in every environment
  await api(base, 'POST', '/api/feature-flags', owner, { data: { name: 'Toggle', project: ap.id } });
  for (const [i, env] of ap.environments.entries()) {
    await api(base, 'POST', '/api/overrides', owner, {
      data: { name: `Override ${i}`, project: ap.id, environment: env.id, feature_flag_values: { toggle: { value: false } } },
    });
  }
  // the other abusers: a viewer of the attacker's project, a preferences user, a GraphQL writer (owner of its own project)
  const viewer = await user(base, `viewer${tag}`);
  const added = await api(base, 'POST', `/api/projects/${ap.id}/add-team-member`, owner, { userId: `viewer${tag}`, role: 'viewer' });
  // an invitation the viewer accepts (before issue 15, add-team-member joined at once: the same scenario runs there)
  if (added.invitation) await api(base, 'POST', `/api/invitations/${added.invitation.id}/accept`, viewer);
  const prefs = await user(base, `prefs${tag}`);
  const mutations = await user(base, `mutations${tag}`);
  const documents = await user(base, `documents${tag}`);
  const mp = await api(base, 'POST', '/api/projects', mutations, { data: { name: 'Writer', description: 'toggles' } });
  const mFlag = await api(base, 'POST', '/api/feature-flags', mutations, { data: { name: 'Flip', project: mp.id } });
  return {
    base,
    victimUrl: `${base}/api/config/${vp.uuid}?environmentUuid=${victimEnv.uuid}`,
    tokens: { prefs, values: owner, viewer, mutations, documents },
    attackerProjectId: ap.id,
    jsonFlagIds,
    toggleFlagId: mFlag.id,
  };
}

/**
 * The most expensive GraphQL document the limits let any caller send (public fields, executed):
 * every field of the plans, the field repeated as often as allowed (3) and aliased as often as
 * allowed (10): ~200 fields of the 250, each pair of repeats compared by validation. Different each
 * time (`n`) so that no cache spares the server its parse and validation.
 */
export function heaviestAllowedDocument(n = 0): string {
  const fields =
    '{ id name description monthyPrice yearlyPrice isFreePlan planOrder featureMaxEnvironments featureMaxFeatureFlags featureMaxOverrides featureMaxTeamMembers featureMaxSegments featureHasWhitelabel features }';
  const repeated = Array.from({ length: 3 }, () => `subscriptionPlans ${fields}`).join(' ');
  const aliased = Array.from({ length: 10 }, (_, i) => `p${i}_${n}: subscriptionPlans ${fields}`).join(' ');
  return `query Heavy${n} { ${repeated} ${aliased} }`;
}

export interface AbuseReport {
  requests: number;
  /** answers by status (429s are the limits doing their work) */
  statuses: Record<number, number>;
}

/** Runs one abuse pattern with `connections` closed loops until `stop` is called. */
export function startAbuse(world: NoisyWorld, pattern: Pattern, connections = 2): { stop(): Promise<AbuseReport> } {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<number, number> = {};
  let requests = 0;
  let running = true;
  let n = 0;
  const b = world.base;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const once = async (loop: number): Promise<void> => {
    const i = n++;
    let r: Reply;
    switch (pattern) {
      case 'preferences': {
        const preferences = Object.fromEntries(Array.from({ length: 90 }, (_, k) => [`pref${k}`, `${i}`.padEnd(300, 'x')]));
        r = await send(`${b}/api/user-informations/preferences`, agent, {
          method: 'PUT',
          headers: auth(world.tokens.prefs),
          body: JSON.stringify({ data: { preferences } }),
          discard: true,
        });
        break;
      }
      case 'graphql-documents':
        // the first loop signed in (a budget of 5x the writes), the others anonymous (the sign-in budget of the address)
        r = await send(`${b}/graphql`, agent, {
          method: 'POST',
          headers: loop === 0 ? auth(world.tokens.documents) : {},
          body: JSON.stringify({ query: heaviestAllowedDocument(i) }),
          discard: true,
        });
        break;
      case 'flag-values': {
        const id = world.jsonFlagIds[i % world.jsonFlagIds.length]!;
        r = await send(`${b}/api/feature-flags/${id}`, agent, {
          method: 'PUT',
          headers: auth(world.tokens.values),
          body: JSON.stringify({ data: { value: blob(i, 55_000) } }),
          discard: true,
        });
        break;
      }
      case 'history-exports':
        r = await send(`${b}/api/projects/${world.attackerProjectId}/history/export?format=${i % 2 ? 'csv' : 'ndjson'}`, agent, {
          headers: auth(world.tokens.viewer),
          discard: true,
        });
        break;
      case 'graphql-mutations':
        r = await send(`${b}/graphql`, agent, {
          method: 'POST',
          headers: auth(world.tokens.mutations),
          body: JSON.stringify({
            query: 'mutation ($id: ID!) { toggleFeatureFlag(input: { id: $id }) { flag { enabled } } }',
            variables: { id: world.toggleFlagId },
          }),
          discard: true,
        });
        break;
    }
    requests++;
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    // "At its allowed maximum": as fast as the limits let it, so a 429 is waited out as it says.
    // (Ignoring it is a flood of refused requests, which the proxy's per-address limits stop.)
    if (r.status === 429) {
      const until = performance.now() + 1000 * Math.max(1, r.retryAfter);
      while (running && performance.now() < until) await new Promise((res) => setTimeout(res, 20));
    }
  };
  const loops = Array.from({ length: connections }, async (_, loop) => {
    while (running)
      await once(loop).catch(() => {
        statuses[0] = (statuses[0] ?? 0) + 1;
      });
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { requests, statuses };
    },
  };
}

/**
 * Latencies (ms) of the victim's public config read by `connections` closed loops for `ms`. Eight
 * loops make a busy tenant: its quiet p50 (~2 ms here) is the penetration test's baseline (1.9 to
 * 3.1 ms), so the ratio measures the same thing the finding did.
 */
export async function victimLatencies(url: string, ms: number, connections = 8): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const out: number[] = [];
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const r = await send(url, agent, { discard: true });
        if (r.status !== 200) throw new Error(`the victim's public config answered ${r.status}`);
        out.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  return out;
}

export const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

export interface NoisyFigure {
  pattern: Pattern;
  quietP50: number;
  quietP99: number;
  p50: number;
  p99: number;
  /** p99 under abuse over the quiet p99 just before it */
  ratio: number;
  abuse: AbuseReport;
  samples: number;
}

/**
 * For each pattern, `rounds` times: the victim's quiet p99, then its p99 while the pattern runs
 * (after a short start, so the abuse is in full swing). A quiet window precedes each abusive one:
 * the machine's own noise drifts, and each ratio compares like with like. One figure per round.
 */
export async function runNoisyNeighbour(
  world: NoisyWorld,
  o: { windowMs: number; warmupMs?: number; rounds?: number; patterns?: readonly Pattern[] },
): Promise<NoisyFigure[]> {
  const figures: NoisyFigure[] = [];
  await victimLatencies(world.victimUrl, 300); // warm connections and caches
  // A gateway that has run a while has compiled its code paths: run each pattern briefly first,
  // or the first round measures the JIT compiling them, not the pattern.
  for (const pattern of o.patterns ?? PATTERNS) {
    const abuse = startAbuse(world, pattern);
    await new Promise((r) => setTimeout(r, 400));
    await abuse.stop();
  }
  for (const pattern of o.patterns ?? PATTERNS) {
    for (let round = 0; round < (o.rounds ?? 1); round++) {
      const quiet = await victimLatencies(world.victimUrl, o.windowMs);
      const abuse = startAbuse(world, pattern);
      await new Promise((r) => setTimeout(r, o.warmupMs ?? 300));
      const noisy = await victimLatencies(world.victimUrl, o.windowMs);
      const report = await abuse.stop();
      const quietP99 = percentile(quiet, 99);
      const p99 = percentile(noisy, 99);
      figures.push({
        pattern,
        quietP50: percentile(quiet, 50),
        quietP99,
        p50: percentile(noisy, 50),
        p99,
        ratio: p99 / quietP99,
        abuse: report,
        samples: noisy.length,
      });
    }
  }
  return figures;
}

/** The median of each pattern's per-round ratios (noise on a shared machine hits single rounds). */
export function medianRatios(figures: readonly NoisyFigure[]): Map<Pattern, number> {
  const out = new Map<Pattern, number>();
  for (const pattern of new Set(figures.map((f) => f.pattern))) {
    const r = figures
      .filter((f) => f.pattern === pattern)
      .map((f) => f.ratio)
      .sort((a, b) => a - b);
    out.set(pattern, r.length % 2 ? r[r.length >> 1]! : (r[(r.length >> 1) - 1]! + r[r.length >> 1]!) / 2);
  }
  return out;
}
