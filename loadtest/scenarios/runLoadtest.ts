import autocannon from 'autocannon';
import { startProduct } from './product';
import type { Product } from './product';
import { seedScenarios } from './seed';
import type { ScenarioSeed } from './seed';
import { dashboardOperations } from './graphqlOps';
import { LiveEtags, dashboardGraphqlLoad, ofrepLoad, publicConfigLoad, writesLoad } from './requests';
import type { ScenarioLoad } from './requests';
import { SCENARIOS, TARGETS, thresholdsFor } from './targets';
import type { ScenarioName, Thresholds } from './targets';

export interface LoadtestOptions {
  /** an existing server; without it the product is started (embedded mode, or Redis mode with `redis`) */
  url?: string;
  redis?: boolean;
  /** seconds per scenario */
  seconds: number;
  only?: ScenarioName[];
  /** flags to seed (50; an existing server on the real Free plan needs 10 or fewer) */
  flags?: number;
  connections?: Partial<Record<ScenarioName, number>>;
  /** caps each scenario at this many req/s (the CI smoke keeps its load gentle); default: as fast as the connections go */
  maxRate?: number;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}

export interface Verdict {
  what: string;
  ok: boolean;
  text: string;
}

export interface ScenarioResult {
  name: ScenarioName;
  connections: number;
  seconds: number;
  /** responses received */
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** transport errors and timeouts (no response) */
  errors: number;
  /** 2xx responses whose body said they failed (GraphQL errors) */
  bodyErrors: number;
  statuses: { '2xx': number; '3xx': number; '4xx': number; '5xx': number; other: number };
  /** 429s among the 4xx: the server's rate limit, not the product, stopped these */
  rateLimited: number;
  /** (errors + body errors + 4xx + 5xx + other) / (responses + errors): k6's http_req_failed */
  failedRate: number;
  thresholds: Thresholds;
  verdicts: Verdict[];
  ok: boolean;
}

export interface LoadtestReport {
  target: string;
  mode: 'embedded' | 'redis' | 'external';
  results: ScenarioResult[];
  ok: boolean;
}

function loadFor(name: ScenarioName, seed: ScenarioSeed, etags: LiveEtags): ScenarioLoad {
  switch (name) {
    case 'public-config':
      return publicConfigLoad(seed, etags);
    case 'ofrep':
      return ofrepLoad(seed, etags);
    case 'dashboard-graphql':
      return dashboardGraphqlLoad(seed, dashboardOperations());
    case 'writes':
      return writesLoad(seed);
  }
}

/** Drives one scenario with autocannon for `seconds` over `connections` kept-alive connections (at most `maxRate` req/s when given). */
export async function runScenario(
  base: string,
  load: ScenarioLoad,
  connections: number,
  seconds: number,
  thresholds: Thresholds,
  maxRate?: number,
): Promise<ScenarioResult> {
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: load.requests,
    pipelining: 1,
    timeout: 10,
    ...(maxRate ? { overallRate: maxRate } : {}),
  });
  const statuses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, other: 0 };
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) {
    const k = `${code[0]}xx`;
    if (k in statuses && k !== 'other') statuses[k as keyof typeof statuses] += s.count ?? 0;
    else statuses.other += s.count ?? 0;
  }
  const rateLimited = r.statusCodeStats?.['429']?.count ?? 0;
  const responses = Object.values(statuses).reduce((a, b) => a + b, 0);
  const errors = r.errors; // autocannon counts timeouts among errors
  const bodyErrors = load.bodyErrors();
  const failed = errors + bodyErrors + statuses['4xx'] + statuses['5xx'] + statuses.other;
  const failedRate = failed / Math.max(1, responses + errors);
  const rps = responses / seconds;
  const verdicts: Verdict[] = [
    {
      what: 'http_req_failed',
      ok: failedRate < thresholds.errorRate,
      text: `rate ${(failedRate * 100).toFixed(3)}% < ${(thresholds.errorRate * 100).toFixed(3)}%`,
    },
    { what: 'p99', ok: r.latency.p99 <= thresholds.p99Ms, text: `${r.latency.p99} ms <= ${thresholds.p99Ms} ms` },
    { what: 'rate', ok: rps >= 0.95 * thresholds.rate, text: `${Math.round(rps)} req/s >= 0.95 x ${thresholds.rate}` },
  ];
  return {
    name: load.name,
    connections,
    seconds,
    requests: responses,
    rps,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors,
    bodyErrors,
    statuses,
    rateLimited,
    failedRate,
    thresholds,
    verdicts,
    ok: verdicts.every((v) => v.ok),
  };
}

export function formatResult(r: ScenarioResult): string {
  const s = r.statuses;
  const head = `${r.name.padEnd(18)} ${String(r.connections).padStart(3)} conn ${Math.round(r.rps).toLocaleString('en-US').padStart(8)} req/s  p50 ${String(r.p50Ms).padStart(4)} ms  p99 ${String(r.p99Ms).padStart(4)} ms  errors ${r.errors + r.bodyErrors}  2xx ${s['2xx']} 3xx ${s['3xx']} 4xx ${s['4xx']} 5xx ${s['5xx']}${s.other ? ` other ${s.other}` : ''}`;
  const checks = r.verdicts.map((v) => `${v.ok ? 'ok' : 'FAILED'} ${v.what} ${v.text}`).join('; ');
  const hint = r.rateLimited
    ? `\n${''.padEnd(18)} ${r.rateLimited} answers were 429: the server's per-user limit (RATE_LIMIT_WRITES_PER_MINUTE; GraphQL gets 5x) is below this load; raise it on the server`
    : '';
  return `${head}\n${''.padEnd(18)} thresholds: ${checks}${hint}`;
}

/**
 * `npm run loadtest`: seeds a project through the API, then runs each scenario in turn against
 * the product (started here unless `url` is given) and checks the thresholds of targets.json.
 */
export async function runLoadtest(o: LoadtestOptions): Promise<LoadtestReport> {
  const log = o.log ?? (() => undefined);
  const env = o.env ?? process.env;
  let product: Product | null = null;
  // Ctrl-C: stop the product's processes before leaving.
  const interrupted = () => void (product?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    let base = o.url?.replace(/\/+$/, '');
    if (!base) {
      product = await startProduct({ redis: o.redis });
      base = product.url;
      log(`started Flagstream (${product.mode} mode) at ${base}`);
    }
    const seed = await seedScenarios(base, o.flags ?? 50);
    log(`seeded project ${seed.projectId}: ${seed.flags.length} flags, ${seed.environments.length} environments, ${seed.overrides.length} overrides`);
    const etags = new LiveEtags(seed.etags);
    const results: ScenarioResult[] = [];
    for (const name of SCENARIOS) {
      if (o.only && !o.only.includes(name)) continue;
      const connections = o.connections?.[name] ?? TARGETS.scenarios[name].connections;
      const r = await runScenario(base, loadFor(name, seed, etags), connections, o.seconds, thresholdsFor(name, env), o.maxRate);
      log(formatResult(r));
      results.push(r);
    }
    return { target: base, mode: product ? product.mode : 'external', results, ok: results.every((r) => r.ok) };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await product?.stop();
  }
}
