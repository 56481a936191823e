/**
 * Server-Sent Events fan-out: one gateway holds N subscribers on one document (20,000 asked),
 * the subscribers live in separate client processes (raw sockets, bench/sseFanoutClient.ts) so
 * the bench does not measure itself, one flag change is written through REST, and the time until
 * each subscriber has the new document is measured. Also reported: the gateway's memory per idle
 * subscriber (RSS with them open vs. before). Each run starts a fresh gateway; the verdict is the
 * median run, with the spread over runs beside it.
 *
 * Open files: 20,000 subscribers need more descriptors than a default `ulimit -n` allows one
 * process. The bench raises its own soft and hard limit with `prlimit` (permitted to root, or
 * with CAP_SYS_RESOURCE) before starting anything, so the gateway and clients inherit it; when it
 * may not, the subscriber count is capped by the limit it has and the heading says so.
 *
 * HTTP/2: the same bench over the gateway's h2c listener (H2C_PORT), the subscribers being HTTP/2
 * streams, `SSE_H2C_STREAMS_PER_SESSION` (200) of them per connection, as browsers (or a load
 * balancer speaking h2c to the gateway) multiplex EventSources: the gateway then holds more
 * subscribers than its open-file limit allows sockets. Both transports run by default
 * (`SSE_MODES=http1,h2c`), each with its own figures and verdict.
 *
 * `SSE_SUBSCRIBERS` (HTTP/1.1, 20,000), `SSE_H2C_SUBSCRIBERS` (25,000), `SSE_FLAGS`, `SSE_RUNS` (3),
 * `SSE_CHANGES` (5 per run), `SSE_CLIENTS` (client processes, 4); `SSE_PROFILE=1` runs the gateway
 * and the clients under `--cpu-prof` and prints where their time went while the changes were delivered.
 */
import { execFileSync, fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNode } from '../../gateway/test/support/processes';
import { printProfile, profileClockUs, summariseProfile } from './cpuProfile';
import { median, printFigure, printTarget, section } from './report';
import { START, UNLIMITED_PLANS } from './scenarios';
import { api, seedProject } from './seed';

const CLIENT = fileURLToPath(new URL('./sseFanoutClient.ts', import.meta.url));

/** The soft open-file limit of this process (children inherit it). */
function openFileLimit(): number {
  const m = /Max open files\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return !m || m[1] === 'unlimited' ? 1 << 20 : Number(m[1]);
}

/** Raises this process's open-file limit (soft and hard) to `wanted` when allowed; answers the limit in force. */
function raiseOpenFileLimit(wanted: number): { limit: number; raisedFrom: number | null; refused: string | null } {
  const before = openFileLimit();
  if (before >= wanted) return { limit: before, raisedFrom: null, refused: null };
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${wanted}`], { stdio: 'pipe' });
  } catch (e) {
    const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim();
    return { limit: before, raisedFrom: null, refused: stderr || String(e) };
  }
  const after = openFileLimit();
  return { limit: after, raisedFrom: after > before ? before : null, refused: null };
}

/** Descriptors a process has open now. */
const openFiles = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

function request<T>(child: ChildProcess, message: object, reply: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = (m: { type: string }) => {
      if (m.type !== reply) return;
      child.off('message', on);
      child.off('exit', exit);
      resolve(m as T);
    };
    const exit = (code: number | null) => reject(new Error(`SSE client exited (${code}) before answering ${reply}`));
    child.on('message', on);
    child.once('exit', exit);
    child.send(message);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Run {
  open: number;
  p50: number;
  p99: number;
  max: number;
  /** the same deliveries timed from the write's answer */
  commitP99: number;
  kbPerSubscriber: number;
  /** documents the gateway framed while the changes were delivered (one per change if framing is not per subscriber) */
  framesPerChange: number;
  missing: number;
  load: string;
}

type Mode = 'http1' | 'h2c';
const MODE_NAME: Record<Mode, string> = { http1: 'HTTP/1.1', h2c: 'HTTP/2 (h2c)' };
/** what the issue asks one gateway to hold */
const TARGET_SUBSCRIBERS = 20_000;

interface RunOptions {
  mode: Mode;
  /** HTTP/2 streams per connection (h2c) */
  perSession: number;
  asked: number;
  /** the open-file limit the gateway runs with */
  limit: number;
  flags: number;
  changes: number;
  clientCount: number;
  profileDir: string | null;
}

/** The gateway's count of framed documents (flagstream_sse_frames_built_total). */
async function framesBuilt(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const m = /^flagstream_sse_frames_built_total (\d+)/m.exec(text);
  return m ? Number(m[1]) : Number.NaN;
}

const sizeOf = (file: string) => statSync(file).size;
/** The main thread's profile of a process: tsx's loader thread writes a (smaller) one too. */
function largestProfile(dir: string, prefix = ''): string | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile') && f.startsWith(prefix))
    .map((f) => join(dir, f))
    .sort((a, b) => sizeOf(b) - sizeOf(a))[0];
}

async function oneRun(run: number, o: RunOptions): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-sse-'));
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
  const port = await freePort();
  const h2cPort = o.mode === 'h2c' ? await freePort() : 0;
  const tag = `${MODE_NAME[o.mode]} run ${run}`;
  const clients: ChildProcess[] = [];
  const gatewayProf = o.profileDir ? join(o.profileDir, `run${run}-gateway`) : null;
  const clientProf = o.profileDir ? join(o.profileDir, `run${run}-clients`) : null;
  const gateway = await startNode(
    'gateway/src/main.ts',
    {
      PORT: String(port),
      PLANS_FILE: plansFile,
      EVENTSTORE_SQLITE_FILE: join(dir, 'sse.db'),
      DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      ...(o.mode === 'h2c' ? { H2C_PORT: String(h2cPort) } : {}),
      ...(gatewayProf ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-interval=500 --cpu-prof-dir=${gatewayProf}` } : {}),
    },
    '/healthz',
    port,
    [],
    START,
  );
  let window = { fromUs: 0, toUs: 0 };
  try {
    const seeded = await seedProject(gateway.url, o.flags);
    const size = (await (await fetch(seeded.configUrl)).arrayBuffer()).byteLength;
    if (run === 1) console.log(`${MODE_NAME[o.mode]}: one document of ${(size / 1024).toFixed(1)} KB (${o.flags} flags), ${o.clientCount} client processes`);
    const streamUrl = seeded.configUrl.replace('?', '/stream?');
    const rssBefore = gateway.rssMb();
    // As many as the gateway's open-file limit leaves room for, beside the descriptors it has open
    // (listening socket, sqlite files, pipes) and a few spare (the bench's write, libuv's reserve).
    const fds = openFiles(gateway.pid);
    // over HTTP/2 a connection carries many subscribers: the descriptors bound connections, not subscribers
    const subscribers = o.mode === 'h2c' ? o.asked : Math.min(o.asked, o.limit - fds - 16);
    if (subscribers < o.asked)
      console.log(
        `${tag}: ${subscribers.toLocaleString('en-US')} of the ${o.asked.toLocaleString('en-US')} subscribers asked fit under the gateway's open-file limit (${o.limit}, ${fds} descriptors open before any subscriber)`,
      );

    // Each client process connects from its own loopback addresses (ephemeral ports are per source address).
    const perClient = Math.ceil(subscribers / o.clientCount);
    const t0 = performance.now();
    const ready = await Promise.all(
      Array.from({ length: o.clientCount }, async (_, k) => {
        const execArgv = ['--import', 'tsx', ...(clientProf ? ['--cpu-prof', '--cpu-prof-interval=500', `--cpu-prof-dir=${clientProf}`] : [])];
        const child = fork(CLIENT, [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        clients.push(child);
        const count = Math.max(0, Math.min(perClient, subscribers - k * perClient));
        return request<{ open: number; failed: number }>(
          child,
          {
            type: 'open',
            url: streamUrl,
            count,
            localAddresses: [`127.0.${k + 1}.1`, `127.0.${k + 1}.2`],
            ...(o.mode === 'h2c' ? { h2c: { port: h2cPort, perSession: o.perSession } } : {}),
          },
          'ready',
        );
      }),
    );
    const open = ready.reduce((n, r) => n + r.open, 0);
    const failed = ready.reduce((n, r) => n + r.failed, 0);
    const connectS = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdle = gateway.rssMb();
    const kbPerSubscriber = ((rssIdle - rssBefore) * 1024) / Math.max(1, open);
    console.log(
      `${tag}: ${open.toLocaleString('en-US')} subscribers held (first document each) in ${connectS.toFixed(1)} s${failed ? `, ${failed} failed to connect` : ''} on ${openFiles(gateway.pid).toLocaleString('en-US')} gateway descriptors; gateway RSS ${rssBefore.toFixed(0)} -> ${rssIdle.toFixed(0)} MB: ${kbPerSubscriber.toFixed(1)} KB per idle subscriber`,
    );

    const all: number[] = [];
    const afterCommit: number[] = [];
    let missing = 0;
    window = { fromUs: profileClockUs(), toUs: 0 };
    const framedBefore = await framesBuilt(gateway.url);
    for (let i = 0; i < o.changes; i++) {
      await Promise.all(clients.map((c) => request(c, { type: 'mark' }, 'marked')));
      const w0 = performance.now();
      await api(gateway.url, 'PUT', `/api/feature-flags/${seeded.hotFlagId}`, seeded.token, { data: { value: 2_000_000 + run * 1000 + i } });
      const writeMs = performance.now() - w0;
      const results = await Promise.all(
        clients.map((c) => request<{ latencies: number[]; missing: number }>(c, { type: 'collect', waitMs: 15_000 }, 'delivered')),
      );
      const lat = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const miss = results.reduce((n, r) => n + r.missing, 0);
      missing += miss;
      all.push(...lat);
      // the same deliveries timed from the write's answer (the change committed): the fan-out alone
      afterCommit.push(...lat.map((ms) => Math.max(0, ms - writeMs)));
      console.log(
        `  change ${i + 1}: write answered in ${writeMs.toFixed(0)} ms; delivered to ${lat.length.toLocaleString('en-US')} (p50 ${pct(lat, 50).toFixed(0)} ms, p99 ${pct(lat, 99).toFixed(0)} ms, last ${pct(lat, 100).toFixed(0)} ms)${miss ? `, ${miss} never got it` : ''}; load ${load()}`,
      );
      await new Promise((r) => setTimeout(r, 1000));
    }
    window.toUs = profileClockUs();
    const framesPerChange = ((await framesBuilt(gateway.url)) - framedBefore) / o.changes;
    all.sort((a, b) => a - b);
    afterCommit.sort((a, b) => a - b);
    const r: Run = {
      open,
      p50: pct(all, 50),
      p99: pct(all, 99),
      max: pct(all, 100),
      commitP99: pct(afterCommit, 99),
      kbPerSubscriber,
      framesPerChange,
      missing,
      load: load(),
    };
    console.log(
      `${tag}: delivery after a change p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, max ${r.max.toFixed(0)} ms (${all.length.toLocaleString('en-US')} deliveries; from the write's answer: p99 ${r.commitP99.toFixed(0)} ms); gateway RSS after the changes ${gateway.rssMb().toFixed(0)} MB; documents framed per change: ${r.framesPerChange}; load ${r.load}`,
    );
    return r;
  } finally {
    // Clients exit on `close` (a profiled one writes its profile first); the stragglers are killed.
    await Promise.all(
      clients.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            const timer = setTimeout(() => {
              c.kill('SIGKILL');
              resolve();
            }, 10_000);
            c.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            if (c.connected) c.send({ type: 'close' });
            else c.kill('SIGKILL');
          }),
      ),
    );
    if (gatewayProf) {
      // A profiled gateway writes its profile as it exits: given longer than stop()'s 5 s before SIGKILL.
      const exited = new Promise<void>((resolve) => gateway.proc.once('exit', () => resolve()));
      gateway.proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 60_000))]);
    }
    await gateway.stop();
    rmSync(dir, { recursive: true, force: true });
    if (gatewayProf && clientProf && window.toUs > 0) {
      const g = largestProfile(gatewayProf);
      if (g) {
        console.log(`\nrun ${run}, gateway while the changes were delivered (--cpu-prof):`);
        printProfile(summariseProfile(g, 15, window));
      }
      const c = largestProfile(clientProf);
      if (c) {
        console.log(`\nrun ${run}, the busiest client process while the changes were delivered (--cpu-prof):`);
        printProfile(summariseProfile(c, 10, window));
      }
    }
  }
}

export async function benchSse(o: { subscribers?: number; flags?: number; changes?: number; runs?: number } = {}): Promise<void> {
  const askedHttp1 = o.subscribers ?? Number(process.env.SSE_SUBSCRIBERS ?? TARGET_SUBSCRIBERS);
  const askedH2c = Number(process.env.SSE_H2C_SUBSCRIBERS ?? 25_000);
  const modes = (process.env.SSE_MODES ?? 'http1,h2c').split(',').filter((m): m is Mode => m === 'http1' || m === 'h2c');
  // The gateway needs one descriptor per HTTP/1.1 subscriber plus its own (listening socket, sqlite, pipes).
  const { limit, raisedFrom, refused } = raiseOpenFileLimit(askedHttp1 + 4096);
  const runs = o.runs ?? Number(process.env.SSE_RUNS ?? 3);
  const clientCount = Math.max(1, Number(process.env.SSE_CLIENTS ?? 4));
  const perSession = Math.max(1, Number(process.env.SSE_H2C_STREAMS_PER_SESSION ?? 200));
  const profileDir = process.env.SSE_PROFILE ? mkdtempSync(join(tmpdir(), 'flagstream-sse-prof-')) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  section(
    `Server-Sent Events fan-out on one document, ${runs} runs per transport: ${modes
      .map((m) => `${MODE_NAME[m]} ${(m === 'h2c' ? askedH2c : askedHttp1).toLocaleString('en-US')} subscribers asked`)
      .join(', ')}`,
  );
  if (raisedFrom !== null) console.log(`open-file limit raised from ${raisedFrom} to ${limit} with prlimit for the bench and its children`);
  if (refused !== null) console.log(`open-file limit ${limit} (hard) could not be raised: ${refused}`);
  if (modes.includes('h2c')) console.log(`h2c: ${perSession} streams per HTTP/2 connection`);
  console.log(`load before: ${load()}`);
  for (const mode of modes) {
    const asked = mode === 'h2c' ? askedH2c : askedHttp1;
    const results: Run[] = [];
    for (let run = 1; run <= runs; run++) {
      results.push(
        await oneRun(run, {
          mode,
          perSession,
          asked,
          limit,
          flags: o.flags ?? Number(process.env.SSE_FLAGS ?? 8),
          changes: o.changes ?? Number(process.env.SSE_CHANGES ?? 5),
          clientCount,
          profileDir,
        }),
      );
    }
    const spread = (pick: (r: Run) => number, digits = 0) => {
      const xs = results.map(pick);
      return `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
    };
    const name = MODE_NAME[mode];
    console.log(`\n${name}, over ${runs} runs, median (min–max); load per run: ${results.map((r) => r.load).join(' | ')}`);
    console.log(`SSE ${name}: subscribers held: ${spread((r) => r.open)}`);
    console.log(`SSE ${name}: delivery after a change: p50 ${spread((r) => r.p50)} ms, p99 ${spread((r) => r.p99)} ms, max ${spread((r) => r.max)} ms`);
    console.log(`SSE ${name}: p99 timed from the write's answer (the change committed): ${spread((r) => r.commitP99)} ms`);
    console.log(`SSE ${name}: gateway memory per idle subscriber: ${spread((r) => r.kbPerSubscriber, 1)} KB`);
    printFigure({
      name: `SSE ${name}: p99 after a change (median run)`,
      value: median(results.map((r) => r.p99)),
      unit: 'ms',
      reference: 1000,
      referenceName: 'target bound (1 s)',
      better: 'lower',
      target: { ratio: 1, text: 'p99 <= 1 s' },
    });
    const held = Math.min(...results.map((r) => r.open));
    printTarget(`${name}: ${asked.toLocaleString('en-US')} subscribers held in every run`, held >= asked, `fewest held: ${held.toLocaleString('en-US')}`);
    printTarget(
      `${name}: ${TARGET_SUBSCRIBERS.toLocaleString('en-US')} subscribers in one gateway (issue 21)`,
      held >= TARGET_SUBSCRIBERS,
      mode === 'http1'
        ? `fewest held: ${held.toLocaleString('en-US')}; one descriptor each, open-file limit ${limit}`
        : `fewest held: ${held.toLocaleString('en-US')}`,
    );
    const missing = results.reduce((n, r) => n + r.missing, 0);
    printTarget(`${name}: every subscriber got every change`, missing === 0, `${missing} deliveries missing`);
    const framed = Math.max(...results.map((r) => r.framesPerChange));
    printTarget(`${name}: one framing per change, not per subscriber`, framed === 1, `up to ${framed} documents framed per change`);
  }
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
}
