/**
 * Usage counting (issue 20): the hot paths with counting on against the same paths with counting
 * off (USAGE_COUNTING=0): two gateway processes on two databases seeded alike, restarted every
 * round with the roles swapped and measured in alternating order (the machine is shared: noise
 * and process-to-process differences hit both sides alike). Two figures per path and round:
 * requests/s (what wrk gets through) and the gateway's CPU time per request read from /proc (the
 * steadier one when other processes share the cores). Target: counting on at >= 0.98x, as
 * req/s on/off and as CPU per request off/on. Then the memory of the counters after 1M
 * evaluations over 1,000 flags, and the cost of one drain.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from '../../gateway/test/support/processes';
import { freePort, startNode } from '../../gateway/test/support/processes';
import { UsageCounters } from '../../gateway/src/usage/counters';
import { batchOf } from '../../gateway/src/usage/keys';
import { seedProject } from './seed';
import { median, section } from './report';
import { START, UNLIMITED_PLANS } from './scenarios';
import { wrkAvailable, wrkWithCpu } from './wrk';
import type { WrkRequest } from './wrk';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 6));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** BENCH_USAGE_AA=1: both sides with counting off (a calibration: what the bench reads when nothing differs) */
const AA = process.env.BENCH_USAGE_AA === '1';

async function gateway(dir: string, name: string, counting: boolean): Promise<Child> {
  const port = await freePort();
  return startNode(
    'gateway/src/main.ts',
    {
      PORT: String(port),
      PLANS_FILE: join(dir, 'plans.json'),
      EVENTSTORE_SQLITE_FILE: join(dir, `${name}.db`),
      DEV_AUTH_KEY_DIR: join(dir, `${name}-dev-auth`),
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      OFREP_RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      USAGE_COUNTING: counting && !AA ? '1' : '0',
    },
    '/healthz',
    port,
    [],
    START,
  );
}

/** The memory the counters hold after `n` evaluations spread over `flags` flags (two variants, one environment), and one drain. */
function counterMemory(n: number, flags: number): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    console.log('(counter memory skipped: run with --expose-gc, as npm run bench does)');
    return;
  }
  const keys = Array.from({ length: flags }, (_, i) => `flag_number_${i}`);
  const env = '3f1c2b9e-5d4a-4c7b-9e2f-1a2b3c4d5e6f';
  gc();
  const before = process.memoryUsage().heapUsed;
  const counters = new UsageCounters();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) counters.evaluated(env, keys[i % flags]!, i % 5 === 0 ? 'on' : 'off', 'SPLIT');
  const countNs = Number(process.hrtime.bigint() - t0);
  gc();
  const held = process.memoryUsage().heapUsed - before;
  const t1 = process.hrtime.bigint();
  const drained = counters.drain();
  const batch = batchOf(
    drained.map((d) => ({ ...d, at: Date.now() })),
    Date.now(),
  );
  const drainMs = Number(process.hrtime.bigint() - t1) / 1e6;
  const cells = drained.reduce((a, d) => a + d.evaluations.length, 0);
  const counted = drained.reduce((a, d) => a + d.evaluations.reduce((x, c) => x + c.n, 0), 0);
  if (counted !== n) throw new Error(`counted ${counted} of ${n} evaluations`);
  console.log(
    `counters after ${n.toLocaleString('en')} evaluations over ${flags.toLocaleString('en')} flags: ${(held / 1024).toFixed(0)} KiB held (${(held / flags).toFixed(0)} B per flag), ` +
      `${(countNs / n).toFixed(1)} ns per count; one drain: ${cells} cells -> ${batch.increments.length} store increments in ${drainMs.toFixed(1)} ms`,
  );
}

export async function benchUsage(): Promise<void> {
  section(`Usage counting (issue 20): counters in memory, flushed every USAGE_FLUSH_INTERVAL_MS`);
  if (AA) console.log('(BENCH_USAGE_AA=1: both sides count nothing; the "on" figures below are a second "off" gateway)');
  counterMemory(1_000_000, 1_000);
  if (!(await wrkAvailable())) {
    console.log('(usage on/off section skipped: it needs wrk; Debian: apt-get install wrk)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-usage-'));
  writeFileSync(join(dir, 'plans.json'), JSON.stringify(UNLIMITED_PLANS));
  const children: Child[] = [];
  try {
    // Two databases seeded alike once; every round restarts both gateways with the roles swapped, so
    // a difference between the two processes (or their data) lands on both sides equally.
    const seeds = [];
    for (const name of ['a', 'b']) {
      const g = await gateway(dir, name, true);
      const seed = await seedProject(g.url, 50);
      const key = seed.environments.find((e) => e.uuid === seed.environmentUuid)?.apiKey ?? seed.environments[0]!.apiKey;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
      seeds.push({
        config: { path: seed.configUrl.slice(g.url.length), headers: { 'accept-encoding': 'identity' } } as WrkRequest,
        single: { method: 'POST', path: `/ofrep/v1/evaluate/flags/${seed.hotFlagKey}`, headers, body: '{"context":{}}' } as WrkRequest,
        bulk: {
          method: 'POST',
          path: '/ofrep/v1/evaluate/flags',
          headers: { ...headers, 'accept-encoding': 'identity' },
          body: '{"context":{}}',
        } as WrkRequest,
      });
      await g.stop();
    }
    const measure = async (g: Child, req: WrkRequest, seconds = SECONDS) => {
      const r = await wrkWithCpu(g.pid, g.url, [req], { connections: 50, seconds });
      if (r.errors || r.non2xx) console.log(`  ! ${req.path}: ${r.errors} errors, ${r.non2xx} unexpected statuses`);
      return r;
    };
    const scenarios = [
      ['config', 'public config 200 (identity)'],
      ['single', 'OFREP single flag (server key)'],
      ['bulk', 'OFREP bulk, 50 flags (server key)'],
    ] as const;
    type Side = { rps: number[]; cpu: number[] };
    const figures = Object.fromEntries(scenarios.map(([n]) => [n, { on: { rps: [], cpu: [] } as Side, off: { rps: [], cpu: [] } as Side }]));
    console.log(
      `(wrk, 50 connections, ${SECONDS} s per side, ${ROUNDS} rounds; each round restarts both gateways with counting on and off swapped, warms them up, and measures them in alternating order; CPU per request from /proc/<pid>/stat)`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      const onIs = round % 2; // which database's gateway counts this round
      const gs = [await gateway(dir, 'a', onIs === 0), await gateway(dir, 'b', onIs === 1)];
      children.push(...gs);
      const on = { g: gs[onIs]!, req: seeds[onIs]! };
      const off = { g: gs[1 - onIs]!, req: seeds[1 - onIs]! };
      for (const [name] of scenarios) {
        await measure(on.g, on.req[name], 1);
        await measure(off.g, off.req[name], 1);
      }
      // the paths take turns at being measured first (a flush or a late JIT lands on each alike)
      const order = scenarios.map((_, i) => scenarios[(i + round) % scenarios.length]!);
      for (const [name] of order) {
        const f = figures[name]!;
        const sides =
          round % 4 < 2
            ? ([
                ['on', on],
                ['off', off],
              ] as const)
            : ([
                ['off', off],
                ['on', on],
              ] as const);
        for (const [side, s] of sides) {
          const r = await measure(s.g, s.req[name]);
          f[side].rps.push(r.rps);
          f[side].cpu.push(r.cpuUsPerRequest);
        }
      }
      for (const g of gs) await g.stop();
      children.length = 0;
    }
    const spread = (xs: number[]) => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;
    const verdict = (r: number) => (r >= 0.98 ? 'met' : 'NOT met');
    for (const [name, label] of scenarios) {
      const { on, off } = figures[name]!;
      const rps = on.rps.map((v, i) => v / off.rps[i]!);
      const cpu = on.cpu.map((v, i) => off.cpu[i]! / v);
      console.log(
        `${label}, counting on vs off (${ROUNDS} rounds; per round req/s ${rps.map((r) => r.toFixed(2)).join(' ')}; CPU ${cpu.map((r) => r.toFixed(2)).join(' ')}):`,
      );
      console.log(
        `  req/s            on ${Math.round(median(on.rps)).toLocaleString('en-US').padStart(7)} | off ${Math.round(median(off.rps)).toLocaleString('en-US').padStart(7)} | ratio on/off  ${median(rps).toFixed(3)} (${spread(rps)})  [target >= 0.98x: ${verdict(median(rps))}]`,
      );
      console.log(
        `  CPU per request  on ${median(on.cpu).toFixed(1).padStart(5)} µs | off ${median(off.cpu).toFixed(1).padStart(5)} µs | ratio off/on  ${median(cpu).toFixed(3)} (${spread(cpu)})  [target >= 0.98x: ${verdict(median(cpu))}]`,
      );
    }
  } finally {
    for (const c of children.reverse()) await c.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
