import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shim } from './state';
import exec from './execution';

export interface K6Run {
  options: { scenarios: Record<string, { executor: string; rate: number; duration: string }>; thresholds: Record<string, string[]> };
  requests: typeof shim.requests;
  checks: typeof shim.checks;
}

/** k6's threshold expressions: `rate<0.001`, `p(99)<100`, `count<=5` ... */
export const THRESHOLD = /^(rate|count|value|avg|min|max|med|p\(\d+(\.\d+)?\))\s*(<|<=|>|>=|==|===|!=)\s*-?\d+(\.\d+)?$/;
/** metric names with an optional tag filter: `http_req_duration{scenario:ofrep}` */
export const THRESHOLD_METRIC = /^[a-z_]+(\{[a-z_]+:[^{}]+\})?$/;

/**
 * Runs a k6 script as k6 would for `iterations` iterations of one VU: the init code with __ENV
 * and open() (relative to the script), setup() once, its data through JSON as k6 passes it,
 * then default(data) with exec.scenario.iterationInTest counting.
 */
export async function runK6Script(file: string, env: Record<string, string>, iterations: number): Promise<K6Run> {
  const g = globalThis as Record<string, unknown>;
  g.__ENV = { ...env };
  g.__VU = 1;
  g.open = (path: string) => readFileSync(resolve(dirname(file), path), 'utf8');
  shim.reset();
  const mod = (await import(pathToFileURL(file).href)) as { options: K6Run['options']; setup?: () => unknown; default: (data: unknown) => void };
  const data = JSON.parse(JSON.stringify(mod.setup ? (mod.setup() ?? null) : null)) as unknown;
  shim.phase = 'iteration';
  for (let i = 0; i < iterations; i++) {
    exec.scenario.iterationInTest = i;
    mod.default(data);
  }
  return { options: mod.options, requests: [...shim.requests], checks: [...shim.checks] };
}
