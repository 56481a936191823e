/**
 * The gateway's framework path (issue 21): /healthz and a signed-in REST read answered from
 * the in-process cache, each beside a bare fastify app sending the same body, alternated; and
 * the dashboard's GraphQL mix (the web app's own documents, weighted as a dashboard sends them).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from '../../gateway/test/support/processes';
import { ROOT, freePort, startNode } from '../../gateway/test/support/processes';
import { seedScenarios } from '../scenarios/seed';
import { alternate, loadAverage, median, printAlternated, printCpuAlternated, section } from './report';
import { START, UNLIMITED_PLANS, graphqlMix, restReadPath } from './scenarios';
import { dashboardOperations, splitOperations } from '../scenarios/graphqlOps';
import { wrkAvailable, wrkWithCpu } from './wrk';
import type { WrkResult } from './wrk';

type WrkResultCpu = WrkResult & { cpuUsPerRequest: number };

/**
 * The dashboard GraphQL mix before issue 21 (HEAD 862b3e0, wrk, 10 connections, 10 s, this
 * machine): the reference of the "3x today's requests/s at a lower p99" target.
 */
export const GRAPHQL_BEFORE = { rps: 597, p99: 80.5 };

/** The commit the GraphQL mix is compared with, run in the same bench (BENCH_GRAPHQL_BASELINE=none skips it). */
const BASELINE_COMMIT = process.env.BENCH_GRAPHQL_BASELINE ?? '862b3e0';

/**
 * The server packages of `commit` in a temporary directory, using this checkout's node_modules
 * (its own workspaces linked in their place), so the old gateway runs beside the new one. A
 * dependency of that commit this checkout no longer installs is installed beside it once
 * (npm, into `<tree>/.extra`); the tree is kept in the system's temporary directory for the next run.
 */
export function checkoutServers(commit: string): string {
  const tree = join(tmpdir(), `flagstream-bench-baseline-${commit}`);
  if (existsSync(join(tree, '.ready'))) return tree;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const workspaces = ['domain', 'eventstore', 'projections', 'gateway'];
  const archive = execFileSync('git', ['-C', ROOT, 'archive', commit, ...workspaces, 'schema', 'package.json', 'tsconfig.base.json'], {
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  const modules = join(tree, 'node_modules');
  mkdirSync(join(modules, '@flagstream'), { recursive: true });
  const missing = workspaces
    .flatMap((w) =>
      Object.entries((JSON.parse(readFileSync(join(tree, w, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {}),
    )
    .filter(([name]) => !name.startsWith('@flagstream/') && !existsSync(join(ROOT, 'node_modules', name)));
  if (missing.length) {
    const extra = join(tree, '.extra');
    mkdirSync(extra, { recursive: true });
    writeFileSync(join(extra, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...missing.map(([n, v]) => `${n}@${v}`)], { cwd: extra, stdio: 'ignore' });
    for (const [name] of missing) {
      mkdirSync(join(modules, name, '..'), { recursive: true });
      symlinkSync(join(extra, 'node_modules', name), join(modules, name));
    }
  }
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name === '@flagstream') continue;
    if (name.startsWith('@') && existsSync(join(modules, name))) {
      // a scope that also holds an installed extra: link its packages one by one
      for (const sub of readdirSync(join(ROOT, 'node_modules', name)))
        if (!existsSync(join(modules, name, sub))) symlinkSync(join(ROOT, 'node_modules', name, sub), join(modules, name, sub));
    } else symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  for (const w of workspaces) symlinkSync(join('..', '..', w), join(modules, '@flagstream', w));
  writeFileSync(join(tree, '.ready'), commit);
  return tree;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GRAPHQL_SECONDS = Number(process.env.BENCH_GRAPHQL_SECONDS ?? 10);

export async function benchGateway(): Promise<void> {
  if (!(await wrkAvailable())) {
    console.log('\n(gateway section skipped: it needs wrk; Debian: apt-get install wrk)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-gw-'));
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
        OFREP_RATE_LIMIT_PER_MINUTE: '100000000',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      },
      '/healthz',
      port,
      [],
      START,
    );
    children.push(gw);
    const seed = await seedScenarios(gw.url);
    const restPath = restReadPath(seed);
    const auth = { authorization: `Bearer ${seed.token}` };
    const restBody = await (await fetch(gw.url + restPath, { headers: auth })).text();
    writeFileSync(join(dir, 'rest.json'), restBody);
    const barePort = await freePort();
    const bare = await startNode('loadtest/bench/bareFastify.ts', {}, '/healthz', barePort, [join(dir, 'rest.json'), String(barePort)], START);
    children.push(bare);

    section(
      `Routed path: gateway vs bare fastify with the same body (wrk, 50 connections, ${SECONDS} s, ${ROUNDS} alternations, gateway LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'})`,
    );
    // Requests per second decide the target; server CPU per request is printed beside (steadier on a busy machine).
    const cpu = new Map<Child, number[]>();
    const rate = async (child: Child, path: string, headers: Record<string, string> = {}) => {
      const r = await wrkWithCpu(child.pid, child.url, [{ path, headers }], { connections: 50, seconds: SECONDS });
      if (r.errors || r.non2xx) console.log(`  ! ${child.url}${path}: ${r.errors} errors, ${r.non2xx} unexpected statuses`);
      cpu.set(child, [...(cpu.get(child) ?? []), r.cpuUsPerRequest]);
      return r.rps;
    };
    const target = { ratio: 0.6, text: '>= 0.6x bare fastify' };
    const cpuLine = () => {
      printCpuAlternated({ name: 'gateway', ours: cpu.get(gw) ?? [], reference: cpu.get(bare) ?? [], referenceName: 'bare fastify', target });
      cpu.clear();
    };
    const health = await alternate(
      ROUNDS,
      () => rate(gw, '/healthz'),
      () => rate(bare, '/healthz'),
    );
    printAlternated({ name: 'GET /healthz', unit: 'req/s', ...health, referenceName: 'bare fastify, same body', better: 'higher', target });
    cpuLine();
    const rest = await alternate(
      ROUNDS,
      () => rate(gw, restPath, auth),
      () => rate(bare, '/rest'),
    );
    printAlternated({
      name: `GET ${restPath.replace(seed.projectId, '{id}')} (signed in)`,
      unit: 'req/s',
      ...rest,
      referenceName: `bare fastify, same ${restBody.length} B body`,
      better: 'higher',
      target,
    });
    cpuLine();
    console.log(`  ${loadAverage()}`);

    section(
      `Dashboard GraphQL mix (UserInfo, MyProjects, DashboardStats, DashboardActivity; wrk, 10 connections, ${GRAPHQL_SECONDS} s, ${ROUNDS} alternations)`,
    );
    // The reference: the gateway of BASELINE_COMMIT (before issue 21), started from that commit's sources, same seed, same machine, alternated.
    let before: { child: Child; seed: Awaited<ReturnType<typeof seedScenarios>> } | null = null;
    if (BASELINE_COMMIT !== 'none') {
      try {
        // BENCH_GRAPHQL_BASELINE_DIR: a prepared tree of that commit (with node_modules), when its own dependencies are no longer installed here
        const tree = process.env.BENCH_GRAPHQL_BASELINE_DIR ?? checkoutServers(BASELINE_COMMIT);
        const bport = await freePort();
        const child = await startNode(
          join(tree, 'gateway/src/main.ts'),
          {
            PORT: String(bport),
            PLANS_FILE: plansFile,
            EVENTSTORE_SQLITE_FILE: join(dir, 'before.db'),
            DEV_AUTH_KEY_DIR: join(dir, 'dev-auth-before'),
            RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
            LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
          },
          '/healthz',
          bport,
        );
        children.push(child);
        before = { child, seed: await seedScenarios(child.url) };
      } catch (e) {
        console.log(
          `  (baseline ${BASELINE_COMMIT} could not be started; compared with its recorded figure instead: ${(e as Error).message
            .split('\n')
            .filter((l) => /Error|Cannot|not found/i.test(l))
            .slice(0, 3)
            .join(' | ')})`,
        );
      }
    }
    // The baseline runs from its sources through tsx: so does this gateway for this comparison.
    let mixGw = gw;
    let mixSeed = seed;
    if (START.bundle) {
      const mport = await freePort();
      mixGw = await startNode(
        'gateway/src/main.ts',
        {
          PORT: String(mport),
          PLANS_FILE: plansFile,
          EVENTSTORE_SQLITE_FILE: join(dir, 'mix.db'),
          DEV_AUTH_KEY_DIR: join(dir, 'dev-auth-mix'),
          RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        },
        '/healthz',
        mport,
      );
      children.push(mixGw);
      mixSeed = await seedScenarios(mixGw.url);
    }
    const mix = graphqlMix(mixSeed);
    const ours: WrkResultCpu[] = [];
    const refs: WrkResultCpu[] = [];
    const runMix = async (child: Child, requests: typeof mix, into: WrkResultCpu[]) => {
      const r = await wrkWithCpu(child.pid, child.url, requests, { connections: 10, seconds: GRAPHQL_SECONDS });
      if (r.errors || r.non2xx)
        console.log(
          `  ! GraphQL mix, ${child === mixGw ? 'this gateway' : `gateway at ${BASELINE_COMMIT}`}: ${r.errors} errors, ${r.non2xx} unexpected statuses`,
        );
      into.push(r);
      return r.rps;
    };
    // The baseline is sent the dashboard's documents as its web app had them (its schema lacks later fields).
    let baselineMix: typeof mix = [];
    if (before) {
      let ops = dashboardOperations();
      try {
        ops = splitOperations(execFileSync('git', ['-C', ROOT, 'show', `${BASELINE_COMMIT}:loadtest/scenarios/dashboard.graphql`], { encoding: 'utf8' }));
      } catch {
        /* the commit has no such file: today's documents */
      }
      baselineMix = graphqlMix(before.seed, ops);
      for (const r of baselineMix.slice(0, 10)) {
        const res = await fetch(before.child.url + r.path, { method: 'POST', headers: r.headers, body: r.body });
        if (res.status !== 200) console.log(`  ! baseline answered ${res.status} to ${JSON.parse(r.body!).operationName}: ${(await res.text()).slice(0, 160)}`);
        else await res.arrayBuffer();
      }
    }
    if (before) {
      const b = before;
      await alternate(
        ROUNDS,
        () => runMix(mixGw, mix, ours),
        () => runMix(b.child, baselineMix, refs),
      );
    } else {
      for (let i = 0; i < ROUNDS; i++) await runMix(mixGw, mix, ours);
      for (let i = 0; i < ROUNDS; i++) refs.push({ rps: GRAPHQL_BEFORE.rps, p99: GRAPHQL_BEFORE.p99, p50: NaN, errors: 0, non2xx: 0, cpuUsPerRequest: NaN });
    }
    const refName = before ? `gateway at ${BASELINE_COMMIT}, same run` : `recorded at ${BASELINE_COMMIT}`;
    printAlternated({
      name: 'GraphQL dashboard mix',
      unit: 'req/s',
      ours: ours.map((r) => r.rps),
      reference: refs.map((r) => r.rps),
      referenceName: refName,
      better: 'higher',
      target: { ratio: 3, text: '>= 3x before' },
    });
    printAlternated({
      name: 'GraphQL dashboard mix p99',
      unit: 'ms',
      ours: ours.map((r) => r.p99),
      reference: refs.map((r) => r.p99),
      referenceName: refName,
      better: 'lower',
      target: { ratio: 1, text: 'lower p99' },
    });
    console.log(`  p50 ${median(ours.map((r) => r.p50)).toFixed(1)} ms vs ${median(refs.map((r) => r.p50)).toFixed(1)} ms`);
    // the server's CPU per request, round by round: the steadier figure when other processes take the cores
    if (before)
      printCpuAlternated({
        name: 'GraphQL dashboard mix',
        ours: ours.map((r) => r.cpuUsPerRequest),
        reference: refs.map((r) => r.cpuUsPerRequest),
        referenceName: refName,
        target: { ratio: 3, text: '>= 3x before' },
      });
    console.log(`  ${loadAverage()}`);
  } finally {
    for (const c of children.reverse()) await c.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
