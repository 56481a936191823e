/**
 * Server-Sent Events fan-out: one gateway holds N subscribers on one document (20,000 asked;
 * capped by the open-file limit this machine allows a process), the subscribers live in
 * separate client processes (raw sockets, bench/sseFanoutClient.ts), one flag change is
 * written through REST, and the time until each subscriber has the new document is measured.
 * Also reported: the gateway's memory per idle subscriber (RSS with them open vs. before).
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNode } from '../../gateway/test/support/processes';
import { printFigure, printTarget, section } from './report';
import { START, UNLIMITED_PLANS } from './scenarios';
import { api, seedProject } from './seed';

const CLIENT = fileURLToPath(new URL('./sseFanoutClient.ts', import.meta.url));

/** The soft open-file limit of this process (children inherit it). */
function openFileLimit(): number {
  const m = /Max open files\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return !m || m[1] === 'unlimited' ? 1 << 20 : Number(m[1]);
}

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

export async function benchSse(o: { subscribers?: number; flags?: number; changes?: number } = {}): Promise<void> {
  const asked = o.subscribers ?? Number(process.env.SSE_SUBSCRIBERS ?? 20_000);
  const limit = openFileLimit();
  // The gateway needs one descriptor per subscriber plus its own (listening socket, sqlite, pipes).
  const subscribers = Math.min(asked, limit - 200);
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-sse-'));
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
  const port = await freePort();
  const clients: ChildProcess[] = [];
  const gateway = await startNode(
    'gateway/src/main.ts',
    {
      PORT: String(port),
      PLANS_FILE: plansFile,
      EVENTSTORE_SQLITE_FILE: join(dir, 'sse.db'),
      DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    },
    '/healthz',
    port,
    [],
    START,
  );
  try {
    // A typical environment's document (8 flags, ~1.5 KB) unless SSE_FLAGS says otherwise.
    const seeded = await seedProject(gateway.url, o.flags ?? Number(process.env.SSE_FLAGS ?? 8));
    const doc = await fetch(seeded.configUrl);
    const size = (await doc.arrayBuffer()).byteLength;
    section(
      `Server-Sent Events fan-out: ${subscribers.toLocaleString('en-US')} subscribers on one ${(size / 1024).toFixed(1)} KB document${subscribers < asked ? ` (${asked.toLocaleString('en-US')} asked; open-file limit ${limit})` : ''}`,
    );
    const streamUrl = seeded.configUrl.replace('?', '/stream?');
    const rssBefore = gateway.rssMb();

    // Two client processes (each under the open-file limit), each from its own loopback addresses.
    const perClient = Math.ceil(subscribers / 2);
    const t0 = performance.now();
    const ready = await Promise.all(
      [0, 1].map(async (k) => {
        const child = fork(CLIENT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        clients.push(child);
        const count = Math.min(perClient, subscribers - k * perClient);
        return request<{ open: number; failed: number }>(
          child,
          { type: 'open', url: streamUrl, count, localAddresses: [`127.0.${k + 1}.1`, `127.0.${k + 1}.2`] },
          'ready',
        );
      }),
    );
    const open = ready.reduce((n, r) => n + r.open, 0);
    const failed = ready.reduce((n, r) => n + r.failed, 0);
    console.log(
      `${open.toLocaleString('en-US')} subscribers connected with their first document in ${((performance.now() - t0) / 1000).toFixed(1)} s${failed ? `, ${failed} failed to connect` : ''}`,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdle = gateway.rssMb();
    console.log(
      `SSE: gateway memory per idle subscriber: ${(((rssIdle - rssBefore) * 1024) / Math.max(1, open)).toFixed(1)} KB (RSS ${rssBefore.toFixed(0)} MB before, ${rssIdle.toFixed(0)} MB with ${open.toLocaleString('en-US')} idle subscribers)`,
    );

    const all: number[] = [];
    const afterCommit: number[] = [];
    let missing = 0;
    const changes = o.changes ?? 5;
    for (let i = 0; i < changes; i++) {
      await Promise.all(clients.map((c) => request(c, { type: 'mark' }, 'marked')));
      const w0 = performance.now();
      await api(gateway.url, 'PUT', `/api/feature-flags/${seeded.hotFlagId}`, seeded.token, { data: { value: 2_000_000 + i } });
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
        `  change ${i + 1}: write answered in ${writeMs.toFixed(0)} ms; delivered to ${lat.length.toLocaleString('en-US')} (p50 ${pct(lat, 50).toFixed(0)} ms, p99 ${pct(lat, 99).toFixed(0)} ms, last ${pct(lat, 100).toFixed(0)} ms)${miss ? `, ${miss} never got it` : ''}`,
      );
      await new Promise((r) => setTimeout(r, 1000));
    }
    all.sort((a, b) => a - b);
    const p99 = pct(all, 99);
    console.log(
      `SSE: delivery after a change: p50 ${pct(all, 50).toFixed(0)} ms, p90 ${pct(all, 90).toFixed(0)} ms, max ${pct(all, 100).toFixed(0)} ms (${all.length.toLocaleString('en-US')} deliveries)`,
    );
    printFigure({
      name: 'SSE: delivery after a change, p99',
      value: p99,
      unit: 'ms',
      reference: 1000,
      referenceName: 'target bound (1 s)',
      better: 'lower',
      target: { ratio: 1, text: 'p99 <= 1 s' },
    });
    afterCommit.sort((a, b) => a - b);
    console.log(
      `SSE: the same timed from the write's answer (the change committed; the target above counts from the write request): p50 ${pct(afterCommit, 50).toFixed(0)} ms, p99 ${pct(afterCommit, 99).toFixed(0)} ms`,
    );
    printTarget(`every subscriber got every change (${changes} changes x ${open.toLocaleString('en-US')})`, missing === 0, `${missing} deliveries missing`);
    console.log(`SSE: gateway RSS after the changes: ${gateway.rssMb().toFixed(0)} MB`);
  } finally {
    for (const c of clients) if (c.connected) c.send({ type: 'close' });
    await new Promise((r) => setTimeout(r, 500));
    for (const c of clients) c.kill('SIGKILL');
    await gateway.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
