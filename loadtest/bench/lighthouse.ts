import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS, chromiumAvailable } from '../../web/e2e/support/browser';
import { devUserId, startE2eServer } from '../../web/e2e/support/server';
import { section } from './report';

/**
 * Lighthouse performance (issue 18) of sign-in, dashboard, flags and audit, desktop and mobile
 * (Lighthouse's own presets: simulated throttling, a mid-range phone for mobile), against the
 * built web app served by a whole gateway with a realistic project (4 environments, 30 flags,
 * overrides, history). Lighthouse is not a dependency of the repository (200 packages): it is
 * loaded from LIGHTHOUSE_DIR (a directory where `npm install lighthouse` ran) or from the
 * workspace when installed; without it the section says how to get it and is skipped.
 * LIGHTHOUSE_RUNS (default 3) runs per page and form factor; the median and the spread are printed.
 * WEB_DIST serves another build (e.g. an older commit's) for a before/after comparison.
 */

const OWNER = { name: 'Lia Lighthouse', email: 'lia.lighthouse@example.com' };
const PAGES = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'flags', path: '/flags', signedIn: true },
  { name: 'audit', path: '/audit', signedIn: true },
] as const;

type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
  config: unknown,
  page: unknown,
) => Promise<
  | { lhr: { runtimeError?: { code: string }; categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number }> } }
  | undefined
>;

async function loadLighthouse(): Promise<{ lighthouse: LighthouseFn; desktop: unknown; puppeteer: { launch(o: unknown): Promise<PuppeteerBrowser> } } | null> {
  const from = process.env.LIGHTHOUSE_DIR ? join(process.env.LIGHTHOUSE_DIR, 'package.json') : import.meta.url;
  const req = createRequire(from);
  try {
    const lh = await import(pathToFileURL(req.resolve('lighthouse')).href);
    const desktop = await import(pathToFileURL(join(req.resolve('lighthouse').replace(/core[\\/]index\.js$/, ''), 'core/config/desktop-config.js')).href);
    const puppeteer = await import(pathToFileURL(createRequire(req.resolve('lighthouse')).resolve('puppeteer-core')).href);
    return { lighthouse: lh.default, desktop: desktop.default, puppeteer: puppeteer.default };
  } catch {
    return null;
  }
}

interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  createCDPSession(): Promise<{ send(method: string): Promise<unknown> }>;
  evaluate<A>(fn: (a: A) => unknown, a: A): Promise<unknown>;
  close(): Promise<void>;
}
interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchLighthouse(): Promise<void> {
  section('Web app: Lighthouse performance (desktop and mobile presets), realistic project');
  if (!chromiumAvailable()) return;
  const lib = await loadLighthouse();
  if (!lib) {
    console.log('  skipped: Lighthouse is not installed (mkdir /tmp/lh && cd /tmp/lh && npm install lighthouse; then LIGHTHOUSE_DIR=/tmp/lh)');
    return;
  }
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const server = await startE2eServer(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {});
  try {
    await server.api(OWNER.email, 'POST', '/projects', {
      data: { name: 'Storefront', description: 'The shop front end', settings: { environments: ['development', 'staging', 'production'] } },
    });
    const p = (
      await server.api<{ data: Array<{ id: string; name: string; environments: Array<{ id: string; name: string }> }> }>(
        OWNER.email,
        'GET',
        '/projects/my-projects',
      )
    ).data[0]!;
    const r = await server.rt.commands.project(
      p.id,
      { kind: 'ApplyPlanPayment', planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', orderId: `lh-${p.id.slice(0, 8)}`, amount: 19 },
      { actor: { id: devUserId(OWNER.email), name: OWNER.name, email: OWNER.email } },
    );
    await server.rt.waitFor(r.position);
    await server.api(OWNER.email, 'POST', `/projects/${p.id}/environments`, { data: { name: 'qa', type: 'development' } });
    for (let i = 0; i < 30; i++) {
      const type = (['boolean', 'string', 'number', 'json'] as const)[i % 4]!;
      await server.api(OWNER.email, 'POST', '/feature-flags', {
        data: {
          project: p.id,
          name: `Checkout experiment ${i + 1}`,
          type,
          value: [true, `variant-${i}`, i * 10, { step: i }][i % 4],
          description: `Controls storefront behaviour ${i + 1}`,
        },
      });
    }
    const prod = p.environments.find((e) => e.name === 'production')!;
    await server.api(OWNER.email, 'PUT', `/environments/${prod.id}/variables`, { variables: { checkout_experiment_1: { value: false, enabled: true } } });
    await server.api(OWNER.email, 'POST', '/overrides', {
      data: { project: p.id, environment: prod.id, name: 'Beta testers', feature_flag_values: { checkout_experiment_1: { value: true, enabled: true } } },
    });
    const { token } = (await fetch(`${server.url}/api/dev-auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: devUserId(OWNER.email), name: OWNER.name, email: OWNER.email }),
    }).then((x) => x.json())) as { token: string };

    const browser = await lib.puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS.filter((a) => a !== '--headless') });
    try {
      console.log(
        `  ${'page'.padEnd(10)} ${'form'.padEnd(8)} ${'score (median)'.padStart(15)} ${'spread'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)}`,
      );
      for (const form of ['desktop', 'mobile'] as const) {
        for (const pg of PAGES) {
          const scores: number[] = [];
          const lcps: number[] = [];
          const tbts: number[] = [];
          let failed = 0;
          for (let i = 0; i < runs; i++) {
            const page = await browser.newPage();
            await page.goto(`${server.url}/healthz`);
            await page.evaluate(
              (a: { signedIn: boolean; token: string; user: unknown }) => {
                localStorage.clear();
                if (a.signedIn)
                  localStorage.setItem('flagstream.devSession', JSON.stringify({ token: a.token, user: a.user, expiresAt: Date.now() + 3_600_000 }));
              },
              { signedIn: pg.signedIn, token, user: { id: devUserId(OWNER.email), name: OWNER.name, email: OWNER.email } },
            );
            // A cold load: no HTTP cache, but the session kept (Lighthouse's own storage reset would sign out).
            await (await page.createCDPSession()).send('Network.clearBrowserCache');
            const result = await lib.lighthouse(
              `${server.url}${pg.path}`,
              { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
              form === 'desktop' ? lib.desktop : undefined,
              page,
            );
            await page.close();
            // A run Lighthouse itself could not finish (e.g. NO_FCP on a starved machine) is not a score of 0: counted apart.
            if (!result || result.lhr.runtimeError || result.lhr.categories.performance.score === null) {
              failed++;
              continue;
            }
            scores.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100));
            lcps.push(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
            tbts.push(result.lhr.audits['total-blocking-time']?.numericValue ?? 0);
          }
          const spread = scores.length ? `${Math.min(...scores)}-${Math.max(...scores)}` : '-';
          console.log(
            `  ${pg.name.padEnd(10)} ${form.padEnd(8)} ${String(scores.length ? median(scores) : '-').padStart(15)} ${spread.padStart(8)} ${String(Math.round(median(lcps))).padStart(8)} ${String(Math.round(median(tbts))).padStart(8)}${failed ? `  (${failed} run(s) failed)` : ''}`,
          );
        }
      }
      console.log('  targets (issue 18): >= 90 desktop, >= 75 mobile');
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchLighthouse().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
