import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import type { Child } from '../../gateway/test/support/processes';
import { freePort, startNode, startRedis } from '../../gateway/test/support/processes';
import { measure } from './load';
import { api, seedProject } from './seed';
import type { Seeded } from './seed';
import { printFigure, section } from './report';

const UNLIMITED_PLANS = {
  plans: [{ id: 'free', name: 'Free', description: 'bench', monthyPrice: 0, yearlyPrice: 0, isFreePlan: true, planOrder: 0, featureMaxEnvironments: -1, featureMaxFeatureFlags: -1, featureMaxOverrides: -1, featureMaxTeamMembers: -1, featureHasWhitelabel: false }],
};

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive connection: status and body. */
function get(url: string): Promise<{ status: number; body: string; etag: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: keepAlive }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, etag: String(res.headers.etag ?? '') }));
    }).on('error', reject).end();
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

async function throughput(label: string, gateway: Child, seeded: Seeded, bare: Child, targets = true) {
  const first = await get(seeded.configUrl.replace(/^http:\/\/127\.0\.0\.1:\d+/, gateway.url));
  const ourUrl = seeded.configUrl.replace(/^http:\/\/127\.0\.0\.1:\d+/, gateway.url);
  const bareUrl = `${bare.url}/config`;
  const target = targets ? { ratio: 0.75, text: '>= 0.75x bare' } : undefined;
  for (const [name, headers] of [['200 path', {}], ['304 path (If-None-Match)', { 'If-None-Match': first.etag }]] as const) {
    const refRun = await measure(bareUrl, headers);
    const ours = await measure(ourUrl, headers);
    if (ours.errors || ours.non2xx) console.log(`  ! ${label} ${name}: ${ours.errors} errors, ${ours.non2xx} unexpected statuses`);
    printFigure({ name: `${label}: ${name}`, value: ours.rps, unit: 'req/s', reference: refRun.rps, referenceName: `bare node:http, same bytes (${ours.tool})`, better: 'higher', target });
  }
}

export async function benchPublicConfig(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-cfg-'));
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
  const children: Child[] = [];
  const stopAll = async () => { for (const c of children.splice(0).reverse()) await c.stop(); };
  try {
    section('Public config endpoint: 50 flags, 3 environments, 50 connections, 10 s each');
    const common = { PLANS_FILE: plansFile, DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'), RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' };
    const port = await freePort();
    const embedded = await startNode('gateway/src/main.ts', { ...common, PORT: String(port), EVENTSTORE_SQLITE_FILE: join(dir, 'embedded.db') }, '/healthz', port);
    children.push(embedded);
    const seeded = await seedProject(embedded.url);
    const doc = await get(seeded.configUrl);
    const bodyFile = join(dir, 'config.json');
    writeFileSync(bodyFile, doc.body);
    console.log(`config document: ${(Buffer.byteLength(doc.body) / 1024).toFixed(1)} KB, ETag ${doc.etag}`);
    const barePort = await freePort();
    const bare2 = await startNode('loadtest/bench/bareServer.ts', {}, '/config', barePort, [bodyFile, doc.etag, String(barePort)]);
    children.push(bare2);

    await throughput('embedded', embedded, seeded, bare2);
    printFigure({ name: 'embedded: gateway RSS after load', value: embedded.rssMb(), unit: 'MB', reference: bare2.rssMb(), referenceName: 'bare node:http RSS', better: 'lower' });

    section('Propagation: flag change through REST until the public endpoint serves it (200 changes)');
    const emb = await propagation(embedded.url, seeded.configUrl, seeded, 200);
    printFigure({ name: 'embedded: propagation p50', value: emb.p50, unit: 'ms', reference: emb.rtP50, referenceName: 'one config GET round trip p50', better: 'lower' });
    printFigure({ name: 'embedded: propagation p99', value: emb.p99, unit: 'ms', reference: emb.rtP99, referenceName: 'one config GET round trip p99', better: 'lower' });
    console.log(`  target: p99 <= 50 ms embedded: ${emb.p99 <= 50 ? 'met' : 'NOT met'} (${emb.p99.toFixed(1)} ms)`);
    await embedded.stop();
    children.splice(children.indexOf(embedded), 1);

    section('Redis mode: separate projections process, two gateways, shared Redis read store');
    const redis = await startRedis(dir);
    try {
      const shared = { ...common, REDIS_URL: redis.url, EVENTSTORE_SQLITE_FILE: join(dir, 'redis-mode.db') };
      const projPort = await freePort();
      const projections = await startNode('gateway/src/projectionsMain.ts', { ...shared, PORT: String(projPort) }, null, projPort);
      children.push(projections);
      const [pa, pb] = [await freePort(), await freePort()];
      const gwA = await startNode('gateway/src/main.ts', { ...shared, PORT: String(pa), PROJECTIONS_MODE: 'external' }, '/healthz', pa);
      children.push(gwA);
      const gwB = await startNode('gateway/src/main.ts', { ...shared, PORT: String(pb), PROJECTIONS_MODE: 'external' }, '/healthz', pb);
      children.push(gwB);
      const seededR = await seedProject(gwA.url);
      await throughput('redis', gwB, seededR, bare2);
      const urlB = seededR.configUrl.replace(gwA.url, gwB.url);
      const red = await propagation(gwA.url, urlB, seededR, 200);
      printFigure({ name: 'redis: propagation p50 (write A, read B)', value: red.p50, unit: 'ms', reference: red.rtP50, referenceName: 'one config GET round trip p50', better: 'lower' });
      printFigure({ name: 'redis: propagation p99 (write A, read B)', value: red.p99, unit: 'ms', reference: red.rtP99, referenceName: 'one config GET round trip p99', better: 'lower' });
      console.log(`  target: p99 <= 100 ms with Redis: ${red.p99 <= 100 ? 'met' : 'NOT met'} (${red.p99.toFixed(1)} ms)`);
      printFigure({ name: 'redis: gateway B RSS after load', value: gwB.rssMb(), unit: 'MB', reference: bare2.rssMb(), referenceName: 'bare node:http RSS', better: 'lower' });
    } finally {
      await stopAll();
      await redis.stop();
    }
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}
