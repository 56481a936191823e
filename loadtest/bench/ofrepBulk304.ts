/**
 * OFREP bulk evaluation answered 304 (issue 16): what a browser app with the OFREP web provider
 * costs once it has its flags, on every re-fetch the event stream triggers while nothing changed
 * for its context (POST /ofrep/v1/evaluate/flags with a client key, a context and If-None-Match),
 * against the public config 304 path of the same gateway process, alternated (the machine is
 * shared: noise hits both sides alike). A 20-flag project without targeting: the precomputed path.
 * Two figures: requests/s (what wrk gets through), and the gateway's CPU time per request read
 * from /proc (the steadier one when other processes share the cores), as reference/ours.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from '../../gateway/test/support/processes';
import { freePort, startNode } from '../../gateway/test/support/processes';
import { api, seedProject } from './seed';
import { alternate, loadAverage, printAlternated, printCpuAlternated, section } from './report';
import { START, UNLIMITED_PLANS } from './scenarios';
import { wrkAvailable, wrkWithCpu } from './wrk';
import type { WrkRequest } from './wrk';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export async function benchOfrepBulk304(): Promise<void> {
  if (!(await wrkAvailable())) {
    console.log('\n(ofrep-304 section skipped: it needs wrk; Debian: apt-get install wrk)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-ofrep304-'));
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(UNLIMITED_PLANS));
  const children: Child[] = [];
  try {
    const port = await freePort();
    const gw = await startNode(
      'gateway/src/main.ts',
      {
        PORT: String(port),
        PLANS_FILE: plansFile,
        EVENTSTORE_SQLITE_FILE: join(dir, 'gw.db'),
        DEV_AUTH_KEY_DIR: join(dir, 'dev-auth'),
        RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        // one wrk address with one client key would hit the per-key limit at once: lifted here
        OFREP_RATE_LIMIT_PER_MINUTE: '100000000',
        OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: '100000000',
      },
      '/healthz',
      port,
      [],
      START,
    );
    children.push(gw);
    const seeded = await seedProject(gw.url, 20);
    const env = (await api<{ data: { client_key: string } }>(gw.url, 'GET', `/api/environments/${seeded.environments[0]!.id}`, seeded.token)).data;

    // What the web provider sends from a browser: its context, its client key, the encodings a
    // browser accepts, and the ETag of its last answer. The ETag differs per encoding, so each
    // request is checked exactly as wrk sends it (headers and all): a missing Accept-Encoding
    // would turn both sides into 200s (it did until stop 30: fetch asks for gzip, wrk did not).
    const body = JSON.stringify({ context: { targetingKey: 'user-123', email: 'ada@example.com' } });
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const ofrepBase: WrkRequest = {
      method: 'POST',
      path: '/ofrep/v1/evaluate/flags',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.client_key}`, ...browser },
      body,
    };
    const ofrep: WrkRequest = { ...ofrepBase, headers: { ...ofrepBase.headers, 'if-none-match': (await exactly(gw.url, ofrepBase, 200)).etag } };
    await exactly(gw.url, ofrep, 304);

    const configBase: WrkRequest = { path: seeded.configUrl.slice(gw.url.length), headers: browser };
    const config: WrkRequest = { ...configBase, headers: { ...browser, 'if-none-match': (await exactly(gw.url, configBase, 200)).etag } };
    await exactly(gw.url, config, 304);

    section(`OFREP bulk evaluation answered 304: client key, context, If-None-Match (wrk, 50 connections, ${SECONDS} s, ${ROUNDS} alternations)`);
    const cpu = new Map<WrkRequest, number[]>();
    const rate = async (req: WrkRequest) => {
      const r = await wrkWithCpu(gw.pid, gw.url, [req], { connections: 50, seconds: SECONDS });
      if (r.errors || r.non2xx) console.log(`  ! ${req.path}: ${r.errors} errors, ${r.non2xx} unexpected statuses`);
      cpu.set(req, [...(cpu.get(req) ?? []), r.cpuUsPerRequest]);
      return r.rps;
    };
    const figures = await alternate(
      ROUNDS,
      () => rate(ofrep),
      () => rate(config),
    );
    const target = { ratio: 0.6, text: '>= 0.6x config 304' };
    printAlternated({
      name: 'OFREP bulk 304 (POST, client key)',
      unit: 'req/s',
      ...figures,
      referenceName: 'public config 304, same process',
      better: 'higher',
      target,
    });
    printCpuAlternated({ name: 'OFREP bulk 304', ours: cpu.get(ofrep) ?? [], reference: cpu.get(config) ?? [], referenceName: 'public config 304', target });
    console.log(`  ${loadAverage()}`);
  } finally {
    for (const c of children.reverse()) await c.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sends `r` as wrk will (method, path, these headers only, body) and insists on `status`; its ETag. */
function exactly(base: string, r: WrkRequest, status: number): Promise<{ etag: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + r.path, { method: r.method ?? 'GET', headers: r.headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === status) resolve({ etag: String(res.headers.etag ?? '') });
        else reject(new Error(`${r.method ?? 'GET'} ${r.path} answered ${res.statusCode}, not ${status}`));
      });
    });
    req.on('error', reject);
    req.end(r.body);
  });
}
