import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import type { Child } from '../../gateway/test/support/processes';
import { freePort, startNode, startRedis } from '../../gateway/test/support/processes';
import { START } from './scenarios';
import { api, seedProject } from './seed';
import type { Seeded } from './seed';
import { alternate, loadAverage, printAlternated, printCpuAlternated, printFigure, section } from './report';
import { wrk, wrkAvailable, wrkWithCpu } from './wrk';
import { replayKey } from './bareReplay';
import type { WrkRequest } from './wrk';

const UNLIMITED_PLANS = {
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'bench',
      monthyPrice: 0,
      yearlyPrice: 0,
      isFreePlan: true,
      planOrder: 0,
      featureMaxEnvironments: -1,
      featureMaxFeatureFlags: -1,
      featureMaxOverrides: -1,
      featureMaxTeamMembers: -1,
      featureHasWhitelabel: false,
    },
  ],
};

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/** Flags of the small document (about 1.5 KB served); the large one has 50 (about 17 KB). */
const SMALL_FLAGS = 4;

/** One GET over a kept-alive connection: status and body. */
function get(url: string): Promise<{ status: number; body: string; etag: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: keepAlive }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, etag: String(res.headers.etag ?? '') }));
    })
      .on('error', reject)
      .end();
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** Time from a flag change sent through REST (to `writeBase`) until `readUrl` serves the new value. */
async function propagation(writeBase: string, readUrl: string, seeded: Seeded, changes: number) {
  const samples: number[] = [];
  const roundTrips: number[] = [];
  for (let i = 0; i < changes; i++) {
    const value = 1_000_000 + i;
    const needle = `"${seeded.hotFlagKey}":{"key":"${seeded.hotFlagKey}"`;
    const t0 = performance.now();
    await api(writeBase, 'PUT', `/api/feature-flags/${seeded.hotFlagId}`, seeded.token, { data: { value } });
    for (;;) {
      const r = await get(readUrl);
      const at = r.body.indexOf(needle);
      if (at >= 0 && r.body.slice(at, at + 400).includes(`"value":${value}`)) break;
    }
    samples.push(performance.now() - t0);
    const t1 = performance.now();
    await get(readUrl);
    roundTrips.push(performance.now() - t1);
  }
  return { p50: pct(samples, 50), p99: pct(samples, 99), rtP50: pct(roundTrips, 50), rtP99: pct(roundTrips, 99) };
}

interface Recorded {
  status: number;
  headers: string[];
  body: string;
}

/** One raw answer of ours (headers as sent, body as bytes: nothing decompressed), to replay from the bare server. */
function record(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Recorded & { bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const out: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(res.rawHeaders[i]!)) out.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        }
        const b = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: out, body: b.toString('base64'), bytes: b.length });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** BENCH_CONFIG=small: only the small document against bare node:http (its 200, 304, br and gzip figures). */
const ONLY_SMALL = process.env.BENCH_CONFIG === 'small';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * The public config path beside a bare node:http server replaying the same answers (same status,
 * headers and bytes), for a small and a large document: 200, 304 and the compressed 200s, each
 * alternated ROUNDS times. Then OFREP in the same process beside the config path (single flag vs
 * config 200, bulk with If-None-Match vs config 304). Needs wrk (autocannon shares the bench's CPU).
 */
async function configVsBare(gateway: Child, docs: Array<{ label: string; seeded: Seeded }>, dir: string): Promise<void> {
  if (!(await wrkAvailable())) {
    console.log('(public config vs bare: skipped, it needs wrk; Debian: apt-get install wrk)');
    return;
  }
  const replay: Record<string, Recorded> = {};
  // The bare server gets the very request ours gets (path, query and headers) and picks the
  // recorded answer by it, as any server answering it must: the same bytes both ways.
  const cases: Array<{ name: string; ours: WrkRequest; target: number }> = [];
  for (const { label, seeded } of docs) {
    const path = seeded.configUrl.replace(/^http:\/\/127\.0\.0\.1:\d+/, '');
    const first = await record(gateway.url + path, {});
    const variants: Array<[string, Record<string, string>]> = [
      ['200', {}],
      ['304 (If-None-Match)', { 'if-none-match': first.headers[first.headers.findIndex((h) => h.toLowerCase() === 'etag') + 1]! }],
      ['200 brotli', { 'accept-encoding': 'gzip, deflate, br' }],
      ['200 gzip', { 'accept-encoding': 'gzip' }],
    ];
    for (const [name, headers] of variants) {
      const r = await record(gateway.url + path, headers);
      replay[replayKey(path, headers['accept-encoding'], headers['if-none-match'])] = r;
      if (name === '200 brotli' || name === '200 gzip') {
        const enc = r.headers[r.headers.findIndex((x) => x.toLowerCase() === 'content-encoding') + 1];
        console.log(`  ${label} ${name}: ${r.bytes} bytes (content-encoding ${enc ?? 'none'})`);
      }
      cases.push({ name: `config ${label}: ${name}`, ours: { path, headers }, target: 0.9 });
    }
  }
  const file = join(dir, 'replay.json');
  writeFileSync(file, JSON.stringify(replay));
  const port = await freePort();
  const bare = await startNode('loadtest/bench/bareReplay.ts', {}, null, port, [file, port.toString()], START);
  try {
    await waitUp(bare.url + cases[0]!.ours.path);
    section(`Public config vs bare node:http replaying the same answers (wrk, 50 connections, ${SECONDS} s, ${ROUNDS} alternations)`);
    for (const c of cases) {
      const cpu: Record<string, number[]> = { ours: [], bare: [] };
      const res = await alternate(
        ROUNDS,
        async () => {
          const r = await wrkWithCpu(gateway.pid, gateway.url, [c.ours], { connections: 50, seconds: SECONDS });
          warn(c.name, r);
          cpu.ours!.push(r.cpuUsPerRequest);
          return r.rps;
        },
        async () => {
          const r = await wrkWithCpu(bare.pid, bare.url, [c.ours], { connections: 50, seconds: SECONDS });
          warn(`bare server, ${c.name}`, r);
          cpu.bare!.push(r.cpuUsPerRequest);
          return r.rps;
        },
      );
      printAlternated({
        name: c.name,
        unit: 'req/s',
        ...res,
        referenceName: 'bare node:http, same answer',
        better: 'higher',
        target: { ratio: c.target, text: `>= ${c.target}x bare` },
      });
      printCpuAlternated({
        name: 'gateway',
        ours: cpu.ours!,
        reference: cpu.bare!,
        referenceName: 'bare node:http',
        target: { ratio: c.target, text: `>= ${c.target}x bare` },
      });
    }
    console.log(`  ${loadAverage()}`);
  } finally {
    await bare.stop();
  }
}

function warn(name: string, r: { errors: number; non2xx: number }): void {
  if (r.errors || r.non2xx) console.log(`  ! ${name}: ${r.errors} errors, ${r.non2xx} unexpected statuses`);
}

async function waitUp(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** OFREP in the same process as the config path it is compared with (the targets are ratios to that path). */
async function ofrepVsConfig(gateway: Child, seeded: Seeded): Promise<void> {
  if (!(await wrkAvailable())) return;
  const env = seeded.environments[0]!;
  const path = seeded.configUrl.replace(/^http:\/\/127\.0\.0\.1:\d+/, '');
  const etag = (await get(seeded.configUrl)).etag;
  const ofrep = (p: string, extra: Record<string, string> = {}): WrkRequest => ({
    method: 'POST',
    path: p,
    headers: { 'content-type': 'application/json', 'x-api-key': env.apiKey, ...extra },
    body: '{"context":{"targetingKey":"user-1"}}',
  });
  const bulk = await record(
    `${gateway.url}/ofrep/v1/evaluate/flags`,
    { 'content-type': 'application/json', 'x-api-key': env.apiKey },
    'POST',
    '{"context":{"targetingKey":"user-1"}}',
  );
  const bulkEtag = bulk.headers[bulk.headers.findIndex((h) => h.toLowerCase() === 'etag') + 1]!;
  section(`OFREP beside the public config path of the same gateway (wrk, 50 connections, ${SECONDS} s, ${ROUNDS} alternations)`);
  const pairs: Array<[string, WrkRequest, string, WrkRequest]> = [
    ['OFREP single flag', ofrep(`/ofrep/v1/evaluate/flags/${seeded.hotFlagKey}`), 'config 200', { path }],
    [
      'OFREP bulk, If-None-Match (304)',
      ofrep('/ofrep/v1/evaluate/flags', { 'if-none-match': bulkEtag }),
      'config 304',
      { path, headers: { 'if-none-match': etag } },
    ],
    ['OFREP bulk (200)', ofrep('/ofrep/v1/evaluate/flags'), 'config 200', { path }],
  ];
  for (const [name, ours, refName, ref] of pairs) {
    const cpu = { ours: [] as number[], ref: [] as number[] };
    const res = await alternate(
      ROUNDS,
      async () => {
        const r = await wrkWithCpu(gateway.pid, gateway.url, [ours], { connections: 50, seconds: SECONDS });
        warn(name, r);
        cpu.ours.push(r.cpuUsPerRequest);
        return r.rps;
      },
      async () => {
        const r = await wrkWithCpu(gateway.pid, gateway.url, [ref], { connections: 50, seconds: SECONDS });
        cpu.ref.push(r.cpuUsPerRequest);
        return r.rps;
      },
    );
    const target = name.includes('(200)') ? undefined : { ratio: 0.6, text: `>= 0.6x ${refName}` };
    printAlternated({
      name,
      unit: 'req/s',
      ...res,
      referenceName: `${refName}, same gateway`,
      better: 'higher',
      target,
    });
    printCpuAlternated({ name: name.split(',')[0]!, ours: cpu.ours, reference: cpu.ref, referenceName: refName, target });
  }
  console.log(`  ${loadAverage()}`);
}

export async function benchPublicConfig(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-cfg-'));
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
  const children: Child[] = [];
  const stopAll = async () => {
    for (const c of children.splice(0).reverse()) await c.stop();
  };
  try {
    section('Public config endpoint: 50 flags, 3 environments, 50 connections, 10 s each');
    const common = {
      PLANS_FILE: plansFile,
      DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      OFREP_RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    };
    const port = await freePort();
    const embedded = await startNode(
      'gateway/src/main.ts',
      { ...common, PORT: String(port), EVENTSTORE_SQLITE_FILE: join(dir, 'embedded.db') },
      '/healthz',
      port,
      [],
      START,
    );
    children.push(embedded);
    const seeded = await seedProject(embedded.url);
    const doc = await get(seeded.configUrl);
    const bodyFile = join(dir, 'config.json');
    writeFileSync(bodyFile, doc.body);
    console.log(`config document: ${(Buffer.byteLength(doc.body) / 1024).toFixed(1)} KB, ETag ${doc.etag}`);
    const barePort = await freePort();
    const bare2 = await startNode('loadtest/bench/bareServer.ts', {}, '/config', barePort, [bodyFile, doc.etag, String(barePort)], START);
    children.push(bare2);

    const small = await seedProject(embedded.url, SMALL_FLAGS);
    const smallKb = Buffer.byteLength((await get(small.configUrl)).body) / 1024;
    console.log(`small document: ${SMALL_FLAGS} flags, ${smallKb.toFixed(1)} KB`);
    const docs = [
      { label: `small (${smallKb.toFixed(1)} KB)`, seeded: small },
      { label: `large (${(Buffer.byteLength(doc.body) / 1024).toFixed(1)} KB)`, seeded },
    ];
    if (ONLY_SMALL) {
      // one locked run of a few minutes: the small document's four figures, nothing else
      await configVsBare(embedded, docs.slice(0, 1), dir);
      return;
    }
    await configVsBare(embedded, docs, dir);
    await ofrepVsConfig(embedded, seeded);
    printFigure({
      name: 'embedded: gateway RSS after load',
      value: embedded.rssMb(),
      unit: 'MB',
      reference: bare2.rssMb(),
      referenceName: 'bare node:http RSS',
      better: 'lower',
    });

    section('Propagation: flag change through REST until the public endpoint serves it (200 changes)');
    const emb = await propagation(embedded.url, seeded.configUrl, seeded, 200);
    printFigure({
      name: 'embedded: propagation p50',
      value: emb.p50,
      unit: 'ms',
      reference: emb.rtP50,
      referenceName: 'one config GET round trip p50',
      better: 'lower',
    });
    printFigure({
      name: 'embedded: propagation p99',
      value: emb.p99,
      unit: 'ms',
      reference: emb.rtP99,
      referenceName: 'one config GET round trip p99',
      better: 'lower',
    });
    console.log(`  target: p99 <= 50 ms embedded: ${emb.p99 <= 50 ? 'met' : 'NOT met'} (${emb.p99.toFixed(1)} ms)`);
    await embedded.stop();
    children.splice(children.indexOf(embedded), 1);

    section('Redis mode: separate projections process, two gateways, shared Redis read store');
    const redis = await startRedis(dir);
    try {
      const shared = { ...common, REDIS_URL: redis.url, EVENTSTORE_SQLITE_FILE: join(dir, 'redis-mode.db') };
      const projPort = await freePort();
      const projections = await startNode('gateway/src/projectionsMain.ts', { ...shared, PORT: String(projPort) }, null, projPort, [], START);
      children.push(projections);
      const [pa, pb] = [await freePort(), await freePort()];
      const gwA = await startNode('gateway/src/main.ts', { ...shared, PORT: String(pa), PROJECTIONS_MODE: 'external' }, '/healthz', pa, [], START);
      children.push(gwA);
      const gwB = await startNode('gateway/src/main.ts', { ...shared, PORT: String(pb), PROJECTIONS_MODE: 'external' }, '/healthz', pb, [], START);
      children.push(gwB);
      const seededR = await seedProject(gwA.url);
      await configVsBare(gwB, [{ label: 'redis mode, large', seeded: { ...seededR, configUrl: seededR.configUrl.replace(gwA.url, gwB.url) } }], dir);
      const urlB = seededR.configUrl.replace(gwA.url, gwB.url);
      const red = await propagation(gwA.url, urlB, seededR, 200);
      printFigure({
        name: 'redis: propagation p50 (write A, read B)',
        value: red.p50,
        unit: 'ms',
        reference: red.rtP50,
        referenceName: 'one config GET round trip p50',
        better: 'lower',
      });
      printFigure({
        name: 'redis: propagation p99 (write A, read B)',
        value: red.p99,
        unit: 'ms',
        reference: red.rtP99,
        referenceName: 'one config GET round trip p99',
        better: 'lower',
      });
      console.log(`  target: p99 <= 100 ms with Redis: ${red.p99 <= 100 ? 'met' : 'NOT met'} (${red.p99.toFixed(1)} ms)`);
      printFigure({
        name: 'redis: gateway B RSS after load',
        value: gwB.rssMb(),
        unit: 'MB',
        reference: bare2.rssMb(),
        referenceName: 'bare node:http RSS',
        better: 'lower',
      });
    } finally {
      await stopAll();
      await redis.stop();
    }
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}
