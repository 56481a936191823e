/**
 * `npm run soak -- --minutes N [--redis] [--rate R | --share S] [--sse N] [--write-ms MS] [--warmup-s S]`:
 * a mixed load held for a warm-up (default 60 s) plus N minutes against the product started
 * here: public config reads (If-None-Match with the newest ETag each client has seen, so 304s
 * and 200s), OFREP evaluations, N live-config (SSE) subscribers, and a steady stream of writes
 * through REST. Every 30 s it prints req/s, errors, p99, writes, SSE events, and the gateway's
 * RSS (average over the interval, sampled every second) and heap (last sample, and the lowest:
 * the live set after garbage collection); at the end a summary. It fails (exit 1) on any error,
 * on an SSE subscriber that does not end on the current document, or when RSS grew 10% or more
 * (average of the first minute after the warm-up vs average of the last minute). The warm-up
 * lets V8 size its heap for the load first: that growth is not a leak.
 *
 * The read rate: unless --rate is given, the soak first measures what this machine sustains of
 * the same read mix over 50 connections for 10 s (the bench's method) and then holds `--share`
 * (default 0.6) of it; --rate R holds R req/s (config and OFREP in the probe's proportion).
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProduct } from './scenarios/product';
import { seedScenarios } from './scenarios/seed';
import { LiveEtags, ofrepLoad, publicConfigLoad, writeCalls } from './scenarios/requests';
import type { ScenarioLoad } from './scenarios/requests';
import { LatencyHistogram } from './scenarios/latency';
import { SseSubscriber } from './scenarios/sseClient';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    redis: { type: 'boolean', default: false },
    rate: { type: 'string' },
    share: { type: 'string', default: '0.6' },
    sse: { type: 'string', default: '20' },
    'write-ms': { type: 'string', default: '200' },
    'report-s': { type: 'string', default: '30' },
    'warmup-s': { type: 'string', default: '60' },
  },
});
const minutes = Number(values.minutes);
const share = Number(values.share);
const sseCount = Number(values.sse);
const writeMs = Number(values['write-ms']);
const reportS = Number(values['report-s']);
const warmupS = Number(values['warmup-s']);
const fixedRate = values.rate === undefined ? null : Number(values.rate);
if (
  !(minutes > 0) ||
  !(share > 0 && share <= 1) ||
  !Number.isInteger(sseCount) ||
  sseCount < 0 ||
  !(writeMs >= 10) ||
  !(reportS >= 1) ||
  !(warmupS >= 0) ||
  (fixedRate !== null && !(fixedRate > 0))
) {
  console.error(
    'usage: npm run soak -- --minutes N (>0) [--redis] [--rate R | --share S (0..1], default 0.6)] [--sse N (default 20)] [--write-ms MS (default 200)] [--warmup-s S (default 60)]',
  );
  process.exit(2);
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const avg = (xs: Array<{ mb: number }>) => xs.reduce((n, x) => n + x.mb, 0) / xs.length;

/** The gateway's V8 heap in use, from its Prometheus metrics (prom-client's default metrics). */
async function heapMb(base: string): Promise<number> {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const m = /^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(text);
    return m ? mb(Number(m[1])) : NaN;
  } catch {
    return NaN;
  }
}

/** Counts of one stream of requests, per report interval and in total. */
class Tally {
  readonly interval = new LatencyHistogram();
  readonly total = new LatencyHistogram();
  errors = 0;
  intervalErrors = 0;
  statuses = new Map<number, number>();
  firstErrors: string[] = [];

  response(status: number, ms: number): void {
    this.interval.record(ms);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 400) this.error(`status ${status}`);
  }

  error(what: string): void {
    this.errors++;
    this.intervalErrors++;
    if (this.firstErrors.length < 5) this.firstErrors.push(what);
  }

  /** closes the interval: its count, errors and p99 */
  roll(): { count: number; errors: number; p99: number } {
    const r = { count: this.interval.count, errors: this.intervalErrors, p99: this.interval.percentile(99) };
    this.total.add(this.interval);
    this.interval.reset();
    this.intervalErrors = 0;
    return r;
  }
}

/** Runs autocannon over `load` (closed loop, or paced at `rate` req/s), feeding every response to `tally`. */
function drive(base: string, load: ScenarioLoad, tally: Tally | null, o: { connections: number; seconds: number; rate?: number }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: o.connections,
        duration: o.seconds,
        requests: load.requests,
        pipelining: 1,
        timeout: 10,
        ...(o.rate ? { overallRate: Math.round(o.rate) } : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (tally) {
      instance.on('response', (_client, status, _bytes, ms) => tally.response(status, ms));
      instance.on('reqError', (e: Error) => tally.error(`${load.name}: ${e.message}`));
    }
  });
}

console.log(`Flagstream soak — node ${process.version}, ${new Date().toISOString()}, ${minutes} min, ${values.redis ? 'Redis' : 'embedded'} mode`);
const product = await startProduct({ redis: values.redis });
let exitCode = 1;
const subscribers: SseSubscriber[] = [];
// Ctrl-C: stop the product's processes before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping`);
    for (const s of subscribers) s.close();
    void product.stop().finally(() => process.exit(130));
  });
}
try {
  const gateway = product.gateways[0]!;
  const base = product.url;
  const seed = await seedScenarios(base);
  const etags = new LiveEtags(seed.etags);
  const config = publicConfigLoad(seed, etags, { live: true });
  const ofrep = ofrepLoad(seed, etags, { live: true });
  console.log(`seeded: ${seed.flags.length} flags, ${seed.environments.length} environments, ${seed.overrides.length} overrides; gateway pid ${gateway.pid}`);

  // The sustained rate of this read mix on this machine, measured as the bench measures: closed loop, 50 connections, 10 s.
  let configRate: number;
  let ofrepRate: number;
  const probeC = drive(base, config, null, { connections: 40, seconds: 10 });
  const probeO = drive(base, ofrep, null, { connections: 10, seconds: 10 });
  const [pc, po] = await Promise.all([probeC, probeO]);
  const sustained = pc.requests.average + po.requests.average;
  if (fixedRate !== null) {
    configRate = (fixedRate * pc.requests.average) / sustained;
    ofrepRate = fixedRate - configRate;
    console.log(`sustained read rate (10 s probe, 50 connections): ${Math.round(sustained)} req/s; soak rate given: ${Math.round(fixedRate)} req/s`);
  } else {
    configRate = share * pc.requests.average;
    ofrepRate = share * po.requests.average;
    console.log(
      `sustained read rate (10 s probe, 50 connections): ${Math.round(sustained)} req/s; soak rate: ${share} x = ${Math.round(configRate + ofrepRate)} req/s`,
    );
  }
  console.log(
    `load: ${Math.round(configRate)} config req/s (80% If-None-Match) + ${Math.round(ofrepRate)} OFREP req/s, ${sseCount} SSE subscribers, one write every ${writeMs} ms`,
  );

  for (let i = 0; i < sseCount; i++) {
    const s = new SseSubscriber(`${base}${seed.configPaths[i % seed.configPaths.length]!.replace('?', '/stream?')}`);
    await s.open();
    subscribers.push(s);
  }

  const reads = new Tally();
  const writes = new Tally();
  const seconds = warmupS + minutes * 60;
  const runC = drive(base, config, reads, { connections: 20, seconds, rate: configRate });
  const runO = drive(base, ofrep, reads, { connections: 10, seconds, rate: ofrepRate });
  const done = Promise.all([runC, runO]);

  const t0 = Date.now();
  const deadline = t0 + seconds * 1000;
  let writesSent = 0;
  const writer = (async () => {
    const next = writeCalls(seed);
    while (Date.now() < deadline) {
      const started = performance.now();
      const call = next(writesSent++);
      try {
        const r = await fetch(base + call.path, {
          method: call.method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.token}` },
          body: JSON.stringify(call.body),
        });
        const text = await r.text();
        writes.response(r.status, performance.now() - started);
        if (r.status >= 400 && writes.firstErrors.length < 10) writes.firstErrors.push(`${call.method} ${call.path}: ${text.slice(0, 200)}`);
      } catch (e) {
        writes.error(`${call.what}: ${(e as Error).message}`);
      }
      await sleep(Math.max(0, writeMs - (performance.now() - started)));
    }
  })();

  // RSS every second (averages over many GC cycles), heap every 5 s, a report line every `reportS` seconds.
  const rss: Array<{ at: number; mb: number }> = [];
  const projectionsRss: Array<{ at: number; mb: number }> = [];
  const heap: Array<{ at: number; mb: number }> = [];
  let lastSse = subscribers.reduce((n, s) => n + s.events, 0);
  let lastReport = Date.now();
  let intervalHeap: number[] = [];
  console.log(
    `\n${'elapsed'.padStart(7)} ${'req/s'.padStart(8)} ${'errors'.padStart(6)} ${'p99 ms'.padStart(7)} ${'writes'.padStart(6)} ${'w p99'.padStart(6)} ${'sse ev'.padStart(6)} ${'RSS MB'.padStart(7)} ${'heap MB'.padStart(7)} ${'floor'.padStart(6)}`,
  );
  for (let tick = 1; Date.now() < deadline; tick++) {
    await sleep(Math.min(Math.max(0, t0 + tick * 1000 - Date.now()), Math.max(0, deadline - Date.now())));
    const at = (Date.now() - t0) / 1000;
    rss.push({ at, mb: gateway.rssMb() });
    if (product.projections) projectionsRss.push({ at, mb: product.projections.rssMb() });
    if (tick % 5 === 0) {
      const h = await heapMb(base);
      heap.push({ at, mb: h });
      intervalHeap.push(h);
    }
    if (Date.now() - lastReport >= reportS * 1000 - 100 || Date.now() >= deadline) {
      const secs = (Date.now() - lastReport) / 1000;
      lastReport = Date.now();
      const r = reads.roll();
      const w = writes.roll();
      const sse = subscribers.reduce((n, s) => n + s.events, 0);
      const recent = rss.filter((x) => x.at > at - secs);
      console.log(
        `${(`${Math.round(at)} s`).padStart(7)} ${Math.round(r.count / secs)
          .toLocaleString('en-US')
          .padStart(
            8,
          )} ${String(r.errors + w.errors).padStart(6)} ${fmt(r.p99).padStart(7)} ${String(w.count).padStart(6)} ${fmt(w.p99, 0).padStart(6)} ${String(sse - lastSse).padStart(6)} ${fmt(avg(recent), 0).padStart(7)} ${fmt(intervalHeap.at(-1) ?? NaN).padStart(7)} ${fmt(Math.min(...intervalHeap)).padStart(6)}${at <= warmupS + 0.5 ? '  (warm-up)' : ''}`,
      );
      lastSse = sse;
      intervalHeap = [];
    }
  }
  await Promise.all([done, writer]);
  reads.roll();
  writes.roll();

  // Every subscriber must end on the document the endpoint serves now.
  const current = new Map<string, string>();
  for (const path of seed.configPaths) {
    const r = await fetch(base + path);
    await r.arrayBuffer();
    current.set(path, r.headers.get('etag') ?? '');
  }
  const behind = async () => subscribers.filter((s) => s.lastEtag !== current.get(s.url.slice(base.length).replace('/stream?', '?')));
  const settle = Date.now() + 5000;
  while ((await behind()).length && Date.now() < settle) await sleep(100);
  const stale = await behind();
  const sseFailures = subscribers.flatMap((s) => s.failures);
  const sseEvents = subscribers.reduce((n, s) => n + s.events, 0);

  // Memory: the first minute after the warm-up against the last minute (a quarter of the run each when shorter than 4 min).
  const window = Math.min(60, (minutes * 60) / 4);
  const between = <T extends { at: number }>(xs: T[], from: number, to: number) => xs.filter((x) => x.at > from && x.at <= to);
  const rssFirst = avg(between(rss, warmupS, warmupS + window));
  const rssLast = avg(between(rss, seconds - window, seconds));
  const growth = ((rssLast - rssFirst) / rssFirst) * 100;
  const rssStart = avg(between(rss, 0, window));
  const floorFirst = Math.min(...between(heap, warmupS, warmupS + window).map((x) => x.mb));
  const floorLast = Math.min(...between(heap, seconds - window, seconds).map((x) => x.mb));
  const readCount = reads.total.count;
  const errors = reads.errors + writes.errors + sseFailures.length + stale.length;
  const statusLine = [...reads.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const pct = (a: number, b: number) => {
    const g = ((b - a) / a) * 100;
    return `${g >= 0 ? '+' : ''}${fmt(g)}%`;
  };

  console.log(`\n== soak summary (${warmupS} s warm-up + ${minutes} min, ${product.mode} mode) ==`);
  console.log(
    `reads:  ${readCount.toLocaleString('en-US')} (${Math.round(readCount / seconds).toLocaleString('en-US')} req/s of ${Math.round(configRate + ofrepRate).toLocaleString('en-US')} asked; ${statusLine}), p50 ${fmt(reads.total.percentile(50))} ms, p99 ${fmt(reads.total.percentile(99))} ms, max ${fmt(reads.total.max)} ms, errors ${reads.errors}`,
  );
  console.log(
    `writes: ${writes.total.count} (one every ${writeMs} ms), p50 ${fmt(writes.total.percentile(50))} ms, p99 ${fmt(writes.total.percentile(99))} ms, errors ${writes.errors}`,
  );
  console.log(
    `SSE:    ${subscribers.length} subscribers, ${sseEvents} config events, ${sseFailures.length} stream failures, ${stale.length} not on the current document at the end`,
  );
  console.log(`total:  ${(readCount + writes.total.count).toLocaleString('en-US')} requests, ${errors} errors`);
  console.log(
    `RSS:    ${fmt(rssFirst)} MB (average of the first ${window} s after the warm-up) -> ${fmt(rssLast)} MB (average of the last ${window} s): ${pct(rssFirst, rssLast)} [target < 10%]`,
  );
  console.log(
    `        from the start of the load (warm-up included): ${fmt(rssStart)} MB -> ${fmt(rssLast)} MB, ${pct(rssStart, rssLast)}; heap floor (lowest heap in use, sampled every 5 s): ${fmt(floorFirst)} MB -> ${fmt(floorLast)} MB`,
  );
  if (projectionsRss.length)
    console.log(
      `        projections process: ${fmt(avg(between(projectionsRss, warmupS, warmupS + window)))} MB -> ${fmt(avg(between(projectionsRss, seconds - window, seconds)))} MB`,
    );
  for (const e of [...reads.firstErrors, ...writes.firstErrors, ...sseFailures.slice(0, 5)]) console.log(`  ! ${e}`);
  if (stale.length) console.log(`  ! ${stale.length} SSE subscriber(s) did not receive the last change`);
  const ok = errors === 0 && growth < 10 && (subscribers.length === 0 || writes.total.count === 0 || sseEvents > subscribers.length);
  console.log(ok ? 'soak: passed' : 'soak: FAILED');
  exitCode = ok ? 0 : 1;
} catch (e) {
  console.error('soak failed:', e instanceof Error ? (e.stack ?? e.message) : e);
} finally {
  for (const s of subscribers) s.close();
  await product.stop();
}
process.exit(exitCode);
