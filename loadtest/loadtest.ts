/**
 * `npm run loadtest [-- --seconds N] [--url http://host:port] [--redis] [--only a,b] [--flags N]`:
 * the k6 scenarios of loadtest/k6 (public config with If-None-Match, OFREP, the dashboard's
 * GraphQL queries, the REST write path) driven with autocannon, against the product started
 * here (embedded mode) or an existing server. Prints req/s, p50/p99, errors and status counts
 * per scenario and exits non-zero when a threshold of loadtest/scenarios/targets.json (or its
 * environment override) is not met.
 */
import { parseArgs } from 'node:util';
import { runLoadtest } from './scenarios/runLoadtest';
import { SCENARIOS } from './scenarios/targets';
import type { ScenarioName } from './scenarios/targets';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    url: { type: 'string' },
    redis: { type: 'boolean', default: false },
    only: { type: 'string' },
    flags: { type: 'string', default: '50' },
  },
});

const seconds = Number(values.seconds);
const flags = Number(values.flags);
const only = values.only
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean) as ScenarioName[] | undefined;
const unknown = only?.filter((s) => !(SCENARIOS as readonly string[]).includes(s)) ?? [];
if (!(seconds > 0) || !Number.isInteger(flags) || flags < 4 || unknown.length) {
  console.error(
    `usage: npm run loadtest -- [--seconds N (>0)] [--url URL] [--redis] [--flags N (>=4)] [--only ${SCENARIOS.join(',')}]${unknown.length ? `\nunknown scenario: ${unknown.join(', ')}` : ''}`,
  );
  process.exit(2);
}
if (values.url && values.redis) {
  console.error('--redis starts the product in Redis mode; with --url the server is already running');
  process.exit(2);
}

console.log(`Flagstream load test — node ${process.version}, ${new Date().toISOString()}, ${seconds} s per scenario (autocannon)`);
try {
  const report = await runLoadtest({ url: values.url, redis: values.redis, seconds, flags, only, log: (l) => console.log(l) });
  const failed = report.results.filter((r) => !r.ok).map((r) => r.name);
  console.log(failed.length ? `\nthresholds NOT met: ${failed.join(', ')}` : '\nall thresholds met');
  process.exit(failed.length ? 1 : 0);
} catch (e) {
  console.error('load test failed:', e instanceof Error ? e.message : e);
  process.exit(1);
}
