/**
 * `npm run profile -- <scenario> [--seconds N] [--connections N] [--top N] [--keep DIR] [--bundle]`:
 * a CPU profile of one gateway under wrk load, and where its time went.
 *
 * Starts the gateway (embedded mode, default log level) with `node --cpu-prof`, seeds the
 * bench's project through the API, drives one scenario with wrk for N seconds, stops the
 * gateway (the profile is written on exit) and prints self time per place and per function.
 * The `.cpuprofile` is kept with --keep DIR (open it in Chrome DevTools > Performance).
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, cpSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startNode } from '../gateway/test/support/processes';
import { printProfile, profileClockUs, summariseProfile } from './bench/cpuProfile';
import { UNLIMITED_PLANS, isScenario, scenarioRequests, SCENARIOS } from './bench/scenarios';
import type { ScenarioName } from './bench/scenarios';
import { seedScenarios } from './scenarios/seed';
import { wrk, wrkAvailable } from './bench/wrk';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    top: { type: 'string', default: '25' },
    keep: { type: 'string' },
    // the gateway as the image runs it (an esbuild bundle): places are then the bundle's, functions keep their names
    bundle: { type: 'boolean', default: false },
  },
});
const scenario = (positionals[0] ?? 'healthz') as ScenarioName;
if (!isScenario(scenario)) {
  console.error(`unknown scenario "${scenario}": one of ${SCENARIOS.join(', ')}, graphql:<Operation>`);
  process.exit(2);
}
if (!(await wrkAvailable())) {
  console.error('npm run profile needs wrk (Debian: apt-get install wrk)');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'flagstream-profile-'));
const profDir = join(dir, 'prof');
const plansFile = join(dir, 'plans.json');
writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
const port = await freePort();
const gateway = await startNode(
  'gateway/src/main.ts',
  {
    PORT: String(port),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    PLANS_FILE: plansFile,
    EVENTSTORE_SQLITE_FILE: join(dir, 'profile.db'),
    DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    OFREP_RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir} --cpu-prof-interval=250`,
  },
  '/healthz',
  port,
  [],
  { bundle: values.bundle },
);
try {
  const seed = await seedScenarios(gateway.url);
  const requests = scenarioRequests(scenario, seed);
  const o = { seconds: Number(values.seconds), connections: Number(values.connections) };
  // Warm-up (JIT, caches), then the measured run; the summary counts the measured run only.
  await wrk(gateway.url, requests, { ...o, seconds: 3 });
  const fromUs = profileClockUs();
  const r = await wrk(gateway.url, requests, o);
  const toUs = profileClockUs();
  console.log(
    `${scenario}: ${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${r.non2xx} unexpected statuses, ${r.errors} socket errors (wrk, ${o.connections} connections, ${o.seconds} s)`,
  );
  await gateway.stop();
  const profiles = readdirSync(profDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(profDir, f));
  // tsx's loader thread writes a profile too: the main thread's is the largest.
  const main = profiles.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!main) throw new Error(`no profile written in ${profDir}:\n${gateway.output()}`);
  // Only the samples of the measured run count (not start-up, seeding, warm-up or exit).
  printProfile(summariseProfile(main, Number(values.top), { fromUs, toUs }), Math.round(r.rps * o.seconds));
  if (values.keep) {
    mkdirSync(values.keep, { recursive: true });
    const to = join(values.keep, `${scenario}-${Date.now()}.cpuprofile`);
    cpSync(main, to);
    console.log(`\nprofile kept: ${to}`);
  }
} finally {
  await gateway.stop();
  rmSync(dir, { recursive: true, force: true });
}
