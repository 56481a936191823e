/**
 * OFREP with targeting (issue 14): single-flag evaluation of a flag with five rules (one a
 * segment) and a 20% split, for a 5-attribute context, against the public config 200 path of
 * the same gateway process, alternated (the machine is shared: noise hits both sides alike).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from '../../gateway/test/support/processes';
import { freePort, startNode } from '../../gateway/test/support/processes';
import { api, seedProject } from './seed';
import { alternate, loadAverage, printAlternated, printCpuAlternated, section } from './report';
import { START, UNLIMITED_PLANS } from './scenarios';
import { wrk, wrkAvailable, wrkWithCpu } from './wrk';
import { printProfile, profileClockUs, summariseProfile } from './cpuProfile';
import type { WrkRequest } from './wrk';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** BENCH_PROFILE=1: the gateway runs under --cpu-prof; after the figures, one OFREP run and one config run are profiled apart. */
const PROFILE = process.env.BENCH_PROFILE === '1';

/** More contexts than the gateway's OFREP answer memo keeps (10,000): cycled, none is ever a repeat it still holds. */
const ANSWER_MEMO_BEATING = 20_000;

/** Five attributes; most contexts fall through to the split (the longest path: every rule, then bucketing). */
function contexts(count = 16): Array<Record<string, string>> {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push({
      targetingKey: `user-${i * 7919}`,
      email: i === 0 ? 'ann@beta.example.com' : i === 1 ? 'admin@shop.example' : `customer${i}@mail.example`,
      country: i === 2 ? 'DE' : ['FR', 'US', 'GB', 'NL'][i % 4]!,
      plan: i === 3 ? 'enterprise' : ['free', 'starter', 'pro'][i % 3]!,
      version: i === 4 ? '1.9.0' : `2.${i}.0`,
    });
  }
  return out;
}

export async function benchOfrepTargeting(): Promise<void> {
  if (!(await wrkAvailable())) {
    console.log('\n(ofrep-targeting section skipped: it needs wrk; Debian: apt-get install wrk)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-ofrep-'));
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
        // one key from one address: at bench rates the per-key limit would answer 429s, not evaluations
        OFREP_RATE_LIMIT_PER_MINUTE: '100000000',
        OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: '100000000',
        ...(PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${join(dir, 'prof')} --cpu-prof-interval=250` } : {}),
      },
      '/healthz',
      port,
      [],
      START,
    );
    children.push(gw);
    const seeded = await seedProject(gw.url, 20);
    const env = seeded.environments[0]!;
    // seedProject disables every fifth flag: take an enabled boolean one
    const flag = seeded.flags.find((f, i) => f.type === 'boolean' && i % 5 !== 0)!;
    const seg = (
      await api<{ data: { key: string } }>(gw.url, 'POST', `/api/projects/${seeded.projectId}/segments`, seeded.token, {
        data: {
          name: 'Beta testers',
          conditions: { or: [{ ends_with: [{ var: 'email' }, '@beta.example.com'] }, { in: [{ var: 'targetingKey' }, ['user-1', 'user-2', 'user-3']] }] },
        },
      })
    ).data;
    const targeting = {
      if: [
        { $ref: seg.key },
        'on',
        { '==': [{ var: 'country' }, 'DE'] },
        'on',
        { starts_with: [{ var: 'email' }, 'admin'] },
        'off',
        { sem_ver: [{ var: 'version' }, '<', '2.0.0'] },
        'off',
        { in: [{ var: 'plan' }, ['enterprise', 'scale']] },
        'on',
        {
          fractional: [
            ['on', 20],
            ['off', 80],
          ],
        },
      ],
    };
    await api(gw.url, 'PUT', `/api/feature-flags/${flag.id}/targeting/${env.id}`, seeded.token, {
      data: { variants: { on: true, off: false }, defaultVariant: 'off', targeting },
    });

    const path = `/ofrep/v1/evaluate/flags/${flag.key}`;
    const requests: WrkRequest[] = contexts().map((context) => ({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', 'x-api-key': env.apiKey },
      body: JSON.stringify({ context }),
    }));
    // what the mix answers: every reason of a targeted flag comes up
    const reasons = new Map<string, number>();
    for (const r of requests) {
      const res = await fetch(gw.url + path, { method: 'POST', headers: r.headers, body: r.body });
      const reason = ((await res.json()) as { reason?: string }).reason ?? `HTTP ${res.status}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    if (!reasons.has('SPLIT') || !reasons.has('TARGETING_MATCH'))
      throw new Error(`the OFREP mix does not exercise the targeting: ${JSON.stringify([...reasons])}`);
    const configPath = seeded.configUrl.slice(gw.url.length);
    // The 16 contexts of the mix repeat, as a server SDK's calls for its active users do, and a
    // repeat is answered from the engine's answer memo. In `fresh` every request is a user the
    // gateway has not answered yet (more contexts than the memo keeps, cycled): each one parsed and evaluated.
    const fresh: WrkRequest[] = contexts(ANSWER_MEMO_BEATING).map((context) => ({ ...requests[0]!, body: JSON.stringify({ context }) }));

    section(`OFREP with targeting: single-flag evaluation, 5-attribute context, 5 rules + split (wrk, 50 connections, ${SECONDS} s, ${ROUNDS} alternations)`);
    console.log(`  the 16 contexts of the mix answer ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}`);
    const cpu = new Map<WrkRequest[], number[]>();
    const rate = async (reqs: WrkRequest[]) => {
      const r = await wrkWithCpu(gw.pid, gw.url, reqs, { connections: 50, seconds: SECONDS });
      if (r.errors || r.non2xx) console.log(`  ! ${reqs[0]!.path}: ${r.errors} errors, ${r.non2xx} unexpected statuses`);
      cpu.set(reqs, [...(cpu.get(reqs) ?? []), r.cpuUsPerRequest]);
      return r.rps;
    };
    const config = [{ path: configPath }];
    const figures = await alternate(
      ROUNDS,
      () => rate(requests),
      () => rate(config),
    );
    // issue 21: OFREP single-flag evaluation at >= 0.6x the config 200 path holds for flags with rules too
    const target = { ratio: 0.6, text: '>= 0.6x config 200' };
    printAlternated({
      name: 'OFREP single flag, targeting (POST)',
      unit: 'req/s',
      ...figures,
      referenceName: 'public config 200, same process',
      better: 'higher',
      target,
    });
    printCpuAlternated({
      name: 'OFREP single, targeting',
      ours: cpu.get(requests) ?? [],
      reference: cpu.get(config) ?? [],
      referenceName: 'public config 200',
      target,
    });
    const cold = await alternate(
      ROUNDS,
      () => rate(fresh),
      () => rate(config),
    );
    // the same target for a user the gateway has not answered yet (no answer memo: parsed and evaluated)
    printAlternated({
      name: 'OFREP single, targeting, every user new',
      unit: 'req/s',
      ...cold,
      referenceName: 'public config 200, same process',
      better: 'higher',
      target,
    });
    printCpuAlternated({
      name: 'OFREP single, every user new',
      ours: cpu.get(fresh) ?? [],
      reference: cpu.get(config)?.slice(-ROUNDS) ?? [],
      referenceName: 'public config 200',
      target,
    });
    console.log(`  ${loadAverage()}`);
    if (PROFILE) {
      // where each path's CPU goes: one window per path, same process, read once it has exited
      const windows = [];
      for (const [name, reqs] of [
        ['OFREP single, targeting', requests],
        ['OFREP single, targeting, every user new', fresh],
        ['public config 200', config],
      ] as const) {
        const fromUs = profileClockUs();
        const r = await wrk(gw.url, reqs, { connections: 50, seconds: SECONDS });
        windows.push({ name, fromUs, toUs: profileClockUs(), requests: Math.round(r.rps * SECONDS) });
      }
      await gw.stop();
      const profDir = join(dir, 'prof');
      // the largest profile is the gateway's main thread
      const main = readdirSync(profDir)
        .map((f) => join(profDir, f))
        .sort((a, b) => statSync(b).size - statSync(a).size)[0];
      if (!main) throw new Error('the gateway wrote no profile');
      // BENCH_PROFILE_KEEP=DIR: the profile and its windows kept (open it in DevTools, or read the windows' call trees)
      const keep = process.env.BENCH_PROFILE_KEEP;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        cpSync(main, join(keep, 'ofrep-targeting.cpuprofile'));
        writeFileSync(join(keep, 'ofrep-targeting.windows.json'), JSON.stringify(windows, null, 2));
        console.log(`\n  profile kept in ${keep}`);
      }
      for (const w of windows) {
        console.log(`\n  -- profile of ${w.name} --`);
        printProfile(summariseProfile(main, 25, w), w.requests);
      }
    }
  } finally {
    for (const c of children.reverse()) await c.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
