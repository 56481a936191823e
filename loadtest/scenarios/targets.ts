import { readFileSync } from 'node:fs';

/** The four load-test scenarios, in the order `npm run loadtest` runs them (same names as loadtest/k6/*.js). */
export const SCENARIOS = ['public-config', 'ofrep', 'dashboard-graphql', 'writes'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

interface TargetsFile {
  errorRate: number;
  scenarios: Record<
    ScenarioName,
    { prefix: string; p99Ms: number; rate: number; connections: number; notModifiedShare?: number; operations?: Record<string, number> }
  >;
}

/** loadtest/scenarios/targets.json: the defaults the k6 scripts read too. */
export const TARGETS = JSON.parse(readFileSync(new URL('./targets.json', import.meta.url), 'utf8')) as TargetsFile;

export interface Thresholds {
  /** failed requests (transport errors, timeouts, status >= 400, GraphQL errors) / all requests must stay below */
  errorRate: number;
  p99Ms: number;
  /** the rate the scenario must sustain; the threshold is req/s >= 0.95 x rate */
  rate: number;
}

function num(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return n;
}

/** Defaults from targets.json; ERROR_RATE, P99_MS, {PREFIX}_P99_MS and {PREFIX}_RATE override them (as in the k6 scripts). */
export function thresholdsFor(name: ScenarioName, env: Record<string, string | undefined> = process.env): Thresholds {
  const s = TARGETS.scenarios[name];
  return {
    errorRate: num(env, 'ERROR_RATE', TARGETS.errorRate),
    p99Ms: num(env, `${s.prefix}_P99_MS`, num(env, 'P99_MS', s.p99Ms)),
    rate: num(env, `${s.prefix}_RATE`, s.rate),
  };
}
