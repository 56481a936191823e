import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Actor } from '@flagstream/domain';
import { projectStreamId } from '@flagstream/domain';
import { sealEvents } from '@flagstream/eventstore';
import type { UnsealedEvent } from '@flagstream/eventstore';
import { buildApp, createLogger, createRuntime, loadSettings } from '@flagstream/gateway';
import { printFigure, section } from './report';

const OWNER = { userId: 'bench-owner', name: 'Bench Owner', email: 'bench-owner@example.com' };
const actor: Actor = { id: OWNER.userId, name: OWNER.name, email: OWNER.email };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

/** Raw read of one stream: SELECT + JSON.parse of every row, the floor any fold stands on. */
function rawRead(file: string, streamId: string): number {
  const db = new Database(file, { readonly: true });
  const t0 = performance.now();
  const rows = db.prepare('SELECT data, metadata FROM events WHERE stream_id = ? ORDER BY revision').all(streamId) as Array<{ data: string; metadata: string }>;
  for (const r of rows) {
    JSON.parse(r.data);
    JSON.parse(r.metadata);
  }
  const ms = performance.now() - t0;
  db.close();
  return ms;
}

async function timeGet(url: string, token: string, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    out.push(performance.now() - t0);
  }
  return out;
}

/** Streams an export, discarding the bytes, while sampling this process's memory every 50 ms. */
const gc = (globalThis as { gc?: () => void }).gc;

async function measureExport(url: string, token: string): Promise<{ bytes: number; ms: number; peakRssGrowthMb: number; peakHeapGrowthMb: number }> {
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  // With --expose-gc (npm run bench passes it) each sample collects first: the heap figure is
  // then live memory, not garbage waiting for the collector.
  const timer = setInterval(() => {
    gc?.();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 100);
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${url} answered ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const ms = performance.now() - t0;
  clearInterval(timer);
  return { bytes, ms, peakRssGrowthMb: (peakRss - base.rss) / 1048576, peakHeapGrowthMb: (peakHeap - base.heapUsed) / 1048576 };
}

/**
 * Audit history: the project as it was at an instant (a 10k-event project, through HTTP) beside
 * a raw read of the same stream, and a 100k-event export streamed with its memory sampled.
 */
export async function benchHistory(): Promise<void> {
  section('Audit history: point in time and export');
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-history-'));
  const file = join(dir, 'events.db');
  const settings = loadSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    EVENTSTORE_SQLITE_FILE: file,
    DEV_AUTH_KEY_DIR: join(dir, 'keys'),
    RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
  });
  const log = createLogger('silent');
  const rt = await createRuntime(settings, log);
  const app = await buildApp(rt, log);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}`;
  try {
    const token = (
      (await (
        await fetch(`${base}/api/dev-auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) })
      ).json()) as { token: string }
    ).token;

    // A 10k-event project written through the command service: 10 flags (the Free cap), then value changes.
    const projectId = randomUUID();
    const created = await rt.commands.project(projectId, { kind: 'CreateProject', projectId, name: 'History bench', description: '10k events' }, { actor });
    const env = Object.values(created.state.environments)[0]!;
    const keys: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await rt.commands.project(projectId, { kind: 'CreateFeatureFlag', name: `Flag ${i}`, type: 'number', value: i }, { actor });
      keys.push((r.events[0]!.data as { key: string }).key);
    }
    let last = created;
    let mid = '';
    const target = 10_000;
    for (let i = (await rt.store.streamRevision(projectStreamId(projectId))) + 1; i < target; i++) {
      last = await rt.commands.project(
        projectId,
        { kind: 'SetEnvironmentVariable', environmentId: env.id, flagKey: keys[i % keys.length]!, setting: { value: i, enabled: i % 3 !== 0 } },
        { actor },
      );
      if (i === target / 2) mid = String(last.events[0]!.metadata.at);
    }
    await rt.waitFor(last.position);
    const end = new Date(Date.now() + 1000).toISOString();
    const count = (await rt.store.streamRevision(projectStreamId(projectId))) + 1;

    const raw = median(Array.from({ length: 5 }, () => rawRead(file, projectStreamId(projectId))));
    // The first request folds the whole stream and leaves checkpoints every 1000 events behind.
    const cold = (await timeGet(`${base}/api/projects/${projectId}/at?time=${encodeURIComponent(end)}`, token, 1))[0]!;
    await timeGet(`${base}/api/projects/${projectId}/at?time=${encodeURIComponent(end)}`, token, 2);
    const atEnd = await timeGet(`${base}/api/projects/${projectId}/at?time=${encodeURIComponent(end)}`, token, 15);
    const atMid = await timeGet(`${base}/api/projects/${projectId}/at?time=${encodeURIComponent(mid)}`, token, 15);
    const cfg = await timeGet(`${base}/api/config/${created.state.uuid}/at?environmentUuid=${env.uuid}&time=${encodeURIComponent(mid)}`, token, 15);
    const hist = await timeGet(`${base}/api/projects/${projectId}/history?limit=50`, token, 15);
    const ref = `raw SELECT+parse of ${count} events`;
    printFigure({
      name: `project at an instant, ${count} events (median)`,
      value: median(atEnd),
      unit: 'ms',
      reference: raw,
      referenceName: ref,
      better: 'lower',
    });
    printFigure({ name: `  cold: first request, no checkpoints yet`, value: cold, unit: 'ms', reference: raw, referenceName: ref, better: 'lower' });
    const worst = Math.max(cold, p95(atEnd), p95(atMid));
    console.log(
      `   p95 ${p95(atEnd).toFixed(1)} ms; mid-history ${median(atMid).toFixed(1)} ms; worst of cold and p95s ${worst.toFixed(1)} ms: target ≤ 200 ms ${worst <= 200 ? 'met' : 'NOT met'}`,
    );
    printFigure({ name: `served config at an instant (median)`, value: median(cfg), unit: 'ms', reference: raw, referenceName: ref, better: 'lower' });
    printFigure({ name: `history page of 50, newest first (median)`, value: median(hist), unit: 'ms', reference: raw, referenceName: ref, better: 'lower' });

    // 100k events appended directly (the command path would take minutes), sealed like real ones.
    const big = randomUUID();
    const b = await rt.commands.project(big, { kind: 'CreateProject', projectId: big, name: 'Export bench', description: '100k events' }, { actor });
    const bigEnv = Object.values(b.state.environments)[0]!;
    const f = await rt.commands.project(big, { kind: 'CreateFeatureFlag', name: 'Hot flag', type: 'number', value: 0 }, { actor });
    const flagKey = (f.events[0]!.data as { key: string }).key;
    let revision = f.revision;
    let prevHash = String(f.events[f.events.length - 1]!.metadata.hash);
    const streamId = projectStreamId(big);
    let pos = f.position;
    for (let done = 0; done < 100_000; ) {
      const n = Math.min(1000, 100_000 - done);
      const now = Date.now();
      const unsealed: UnsealedEvent[] = Array.from({ length: n }, (_, j) => ({
        id: randomUUID(),
        type: 'EnvironmentVariableSet',
        data: { environmentId: bigEnv.id, flagKey, setting: { value: done + j, enabled: true }, updatedAt: now },
        metadata: {
          actor: { id: actor.id, name: actor.name },
          at: new Date(now).toISOString(),
          correlationId: randomUUID(),
          causationId: randomUUID(),
          schemaVersion: 1,
        },
      }));
      const sealed = sealEvents({ streamId, revision, prevHash, events: unsealed });
      const r = await rt.store.append(streamId, sealed, revision);
      revision = r.revision;
      pos = r.position;
      prevHash = String(sealed[sealed.length - 1]!.metadata.hash);
      done += n;
    }
    await rt.waitFor(pos);
    // The first large export lets V8 size its heap (garbage, not retained memory): measure the ones after it.
    const first = await measureExport(`${base}/api/projects/${big}/history/export?format=ndjson`, token);
    const small = await measureExport(`${base}/api/projects/${projectId}/history/export?format=ndjson`, token);
    const large = await measureExport(`${base}/api/projects/${big}/history/export?format=ndjson`, token);
    const csv = await measureExport(`${base}/api/projects/${big}/history/export?format=csv`, token);
    console.log(`   first 100k export (heap sizing up): peak RSS growth ${first.peakRssGrowthMb.toFixed(1)} MB`);
    const mb = (n: number) => n / 1048576;
    const live = gc ? 'live heap (after GC)' : 'heap (run with --expose-gc for live heap)';
    printFigure({
      name: `export 100k ndjson: peak ${gc ? 'live ' : ''}heap growth`,
      value: large.peakHeapGrowthMb,
      unit: 'MB',
      reference: mb(large.bytes),
      referenceName: 'size of the export',
      better: 'lower',
      target: { ratio: 0.05, text: '≤ 0.05 of the export size' },
    });
    printFigure({
      name: '  10k-event export, same measure',
      value: small.peakHeapGrowthMb,
      unit: 'MB',
      reference: large.peakHeapGrowthMb || 0.01,
      referenceName: 'peak growth at 100k (flat: ≈1)',
      better: 'lower',
    });
    console.log(
      `   ${live}; 100k ndjson: ${mb(large.bytes).toFixed(1)} MB in ${(large.ms / 1000).toFixed(1)} s (${Math.round(100_000 / (large.ms / 1000)).toLocaleString('en-US')} events/s), peak RSS growth ${large.peakRssGrowthMb.toFixed(1)} MB`,
    );
    console.log(
      `   100k csv: ${mb(csv.bytes).toFixed(1)} MB in ${(csv.ms / 1000).toFixed(1)} s, peak heap growth ${csv.peakHeapGrowthMb.toFixed(1)} MB, RSS ${csv.peakRssGrowthMb.toFixed(1)} MB`,
    );
  } finally {
    await app.close();
    await rt.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
