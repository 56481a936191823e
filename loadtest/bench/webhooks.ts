/**
 * Webhook delivery latency (issue 19): one gateway (embedded mode, sqlite) with 50 webhooks
 * subscribed to flag toggles, all pointing at a local receiver; a flag is toggled through REST
 * and the time from sending the write to each of the 50 signed deliveries arriving is measured,
 * change after change. Reference, measured in the same run: the same 50 POSTs of the same body
 * sent straight from this process (what delivering costs without queueing, signing, checkpoints).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNode } from '../../gateway/test/support/processes';
import { printFigure, printTarget, section } from './report';
import { UNLIMITED_PLANS } from './scenarios';
import { api, seedProject } from './seed';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const HOOKS = 50;

export async function benchWebhooks(o: { changes?: number } = {}): Promise<void> {
  const changes = o.changes ?? Number(process.env.WEBHOOK_CHANGES ?? 20);
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-webhooks-'));
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
  // The receiver notes when each request arrives; waiters count arrivals.
  let arrivals: number[] = [];
  let waiter: { want: number; done: () => void } | null = null;
  let bodyBytes = 0;
  const receiver = createServer((req, res) => {
    const at = performance.now();
    let n = 0;
    req.on('data', (c: Buffer) => (n += c.length));
    req.on('end', () => {
      arrivals.push(at);
      bodyBytes = n;
      res.writeHead(200).end('ok');
      if (waiter && arrivals.length >= waiter.want) waiter.done();
    });
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', () => ok()));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const arrived = (want: number, timeoutMs = 15_000) =>
    new Promise<boolean>((resolve) => {
      if (arrivals.length >= want) return resolve(true);
      const timer = setTimeout(() => {
        waiter = null;
        resolve(false);
      }, timeoutMs);
      waiter = {
        want,
        done: () => {
          clearTimeout(timer);
          waiter = null;
          resolve(true);
        },
      };
    });

  const port = await freePort();
  const gateway = await startNode(
    'gateway/src/main.ts',
    {
      PORT: String(port),
      PLANS_FILE: plansFile,
      EVENTSTORE_SQLITE_FILE: join(dir, 'webhooks.db'),
      DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
    '/healthz',
    port,
  );
  try {
    const seeded = await seedProject(gateway.url, 8);
    for (let i = 0; i < HOOKS; i++) {
      await api(gateway.url, 'POST', `/api/projects/${seeded.projectId}/webhooks`, seeded.token, {
        data: { url: `${base}/hook/${i}`, events: ['FeatureFlagToggled'] },
      });
    }
    section(`Webhooks: ${HOOKS} webhooks subscribed to a flag toggle, ${changes} changes, one local receiver`);
    const toggle = () => api(gateway.url, 'POST', `/api/feature-flags/${seeded.hotFlagId}/toggle`, seeded.token);
    // warm-up: one change delivered everywhere
    arrivals = [];
    await toggle();
    await arrived(HOOKS);

    const ours: number[] = [];
    let missing = 0;
    let writeMsTotal = 0;
    for (let i = 0; i < changes; i++) {
      arrivals = [];
      const w0 = performance.now();
      await toggle();
      const acked = performance.now();
      writeMsTotal += acked - w0;
      const ok = await arrived(HOOKS);
      if (!ok) missing += HOOKS - arrivals.length;
      // from the moment the change is sent: the worker, woken by the append, often delivers before the write's own answer
      ours.push(...arrivals.map((t) => t - w0));
    }
    // Reference: the same number of POSTs of a same-size body, sent straight to the receiver at once.
    const body = JSON.stringify({ pad: 'x'.repeat(Math.max(0, bodyBytes - 10)) });
    const reference: number[] = [];
    for (let i = 0; i < changes; i++) {
      arrivals = [];
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: HOOKS }, (_, k) =>
          fetch(`${base}/hook/${k}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.arrayBuffer()),
        ),
      );
      await arrived(HOOKS);
      reference.push(...arrivals.map((t) => t - t0));
    }
    ours.sort((a, b) => a - b);
    reference.sort((a, b) => a - b);
    console.log(`Webhooks: write answered in ${(writeMsTotal / changes).toFixed(1)} ms on average; ${ours.length} deliveries of ${bodyBytes} B each`);
    console.log(
      `Webhooks: delivery after a change: p50 ${pct(ours, 50).toFixed(1)} ms, p90 ${pct(ours, 90).toFixed(1)} ms, max ${pct(ours, 100).toFixed(1)} ms`,
    );
    printFigure({
      name: `Webhooks: delivery after a change, p99 (${HOOKS} hooks)`,
      value: pct(ours, 99),
      unit: 'ms',
      reference: pct(reference, 99),
      referenceName: `${HOOKS} direct POSTs at once, p99`,
      better: 'lower',
    });
    printTarget('p99 delivery after a change <= 1 s', pct(ours, 99) <= 1000);
    printTarget(`every webhook got every change (${changes} x ${HOOKS})`, missing === 0, `${missing} missing`);
  } finally {
    await gateway.stop();
    receiver.closeAllConnections();
    await new Promise<void>((ok) => receiver.close(() => ok()));
    rmSync(dir, { recursive: true, force: true });
  }
}
