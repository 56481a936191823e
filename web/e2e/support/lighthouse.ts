import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';
import { devUserId } from './server';
import type { E2eServer } from './server';

/**
 * Lighthouse for the speed check and the bench (issue 18). Lighthouse is not a dependency of the
 * repository (about 200 packages): it is loaded from LIGHTHOUSE_DIR (a directory where
 * `npm install lighthouse` ran) or from the workspace when installed.
 */

export const LIGHTHOUSE_OWNER = { name: 'Lia Lighthouse', email: 'lia.lighthouse@example.com' };
export const LIGHTHOUSE_PAGES = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'flags', path: '/flags', signedIn: true },
  { name: 'audit', path: '/audit', signedIn: true },
] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

/** A realistic project of the owner: a paid plan, 4 environments, 30 flags of every type, a value, an override, a history. */
export async function seedRealisticProject(server: E2eServer, owner = LIGHTHOUSE_OWNER): Promise<{ token: string }> {
  // A returning user: initialised once (the web app's first sign-in), so a measured load is not a first run.
  await server.api(owner.email, 'GET', '/user-info/validate');
  await server.api(owner.email, 'POST', '/projects', {
    data: { name: 'Storefront', description: 'The shop front end', settings: { environments: ['development', 'staging', 'production'] } },
  });
  const p = (
    await server.api<{ data: Array<{ id: string; name: string; environments: Array<{ id: string; name: string }> }> }>(
      owner.email,
      'GET',
      '/projects/my-projects',
    )
  ).data[0]!;
  const r = await server.rt.commands.project(
    p.id,
    { kind: 'ApplyPlanPayment', planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', orderId: `lh-${p.id.slice(0, 8)}`, amount: 19 },
    { actor: { id: devUserId(owner.email), name: owner.name, email: owner.email } },
  );
  await server.rt.waitFor(r.position);
  await server.api(owner.email, 'POST', `/projects/${p.id}/environments`, { data: { name: 'qa', type: 'development' } });
  for (let i = 0; i < 30; i++) {
    const type = (['boolean', 'string', 'number', 'json'] as const)[i % 4]!;
    await server.api(owner.email, 'POST', '/feature-flags', {
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
  await server.api(owner.email, 'PUT', `/environments/${prod.id}/variables`, { variables: { checkout_experiment_1: { value: false, enabled: true } } });
  await server.api(owner.email, 'POST', '/overrides', {
    data: { project: p.id, environment: prod.id, name: 'Beta testers', feature_flag_values: { checkout_experiment_1: { value: true, enabled: true } } },
  });
  const { token } = (await fetch(`${server.url}/api/dev-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: devUserId(owner.email), name: owner.name, email: owner.email }),
  }).then((x) => x.json())) as { token: string };
  return { token };
}

export interface NetworkItem {
  url: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
  resourceType?: string;
}
export interface Lhr {
  runtimeError?: { code: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}
type LighthouseFn = (url: string, flags: Record<string, unknown>, config: unknown, page: unknown) => Promise<{ lhr: Lhr } | undefined>;
interface PuppeteerPage {
  goto(url: string): Promise<unknown>;
  createCDPSession(): Promise<{ send(method: string): Promise<unknown> }>;
  evaluate<A>(fn: (a: A) => unknown, a: A): Promise<unknown>;
  close(): Promise<void>;
}
export interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}
export interface LighthouseLib {
  lighthouse: LighthouseFn;
  desktop: unknown;
  launch(): Promise<PuppeteerBrowser>;
}

/** Lighthouse, its desktop preset and its puppeteer, or null when Lighthouse is not installed. */
export async function loadLighthouse(): Promise<LighthouseLib | null> {
  const from = process.env.LIGHTHOUSE_DIR ? join(process.env.LIGHTHOUSE_DIR, 'package.json') : import.meta.url;
  const req = createRequire(from);
  try {
    const main = req.resolve('lighthouse');
    const lh = await import(pathToFileURL(main).href);
    const desktop = await import(pathToFileURL(join(main.replace(/core[\\/]index\.js$/, ''), 'core/config/desktop-config.js')).href);
    const puppeteer = (await import(pathToFileURL(createRequire(main).resolve('puppeteer-core')).href)).default as {
      launch(o: unknown): Promise<PuppeteerBrowser>;
    };
    return {
      lighthouse: lh.default,
      desktop: desktop.default,
      launch: () => puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS.filter((a) => a !== '--headless') }),
    };
  } catch {
    return null;
  }
}

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
  kb: number;
  jsKb: number;
  lhr: Lhr;
}

/**
 * One cold load of a page under Lighthouse (no HTTP cache, the session kept: Lighthouse's own
 * storage reset would sign out). null when Lighthouse could not finish the run (e.g. NO_FCP on a
 * starved machine): not a score of 0.
 */
export async function lighthouseRun(
  lib: LighthouseLib,
  browser: PuppeteerBrowser,
  server: E2eServer,
  pg: LighthousePage,
  form: 'desktop' | 'mobile',
  token: string,
  throttlingMethod = 'simulate',
  owner = LIGHTHOUSE_OWNER,
): Promise<LighthouseRun | null> {
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/healthz`);
    await page.evaluate(
      (a: { signedIn: boolean; token: string; user: unknown }) => {
        localStorage.clear();
        if (a.signedIn) localStorage.setItem('flagstream.devSession', JSON.stringify({ token: a.token, user: a.user, expiresAt: Date.now() + 3_600_000 }));
      },
      { signedIn: pg.signedIn, token, user: { id: devUserId(owner.email), name: owner.name, email: owner.email } },
    );
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    const result = await lib.lighthouse(
      `${server.url}${pg.path}`,
      { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', throttlingMethod },
      form === 'desktop' ? lib.desktop : undefined,
      page,
    );
    if (!result || result.lhr.runtimeError || result.lhr.categories.performance.score === null) return null;
    const { lhr } = result;
    const num = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
    const kb = (xs: NetworkItem[]) => xs.reduce((t, x) => t + (x.transferSize ?? 0), 0) / 1024;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      requests: items.length,
      kb: kb(items),
      jsKb: kb(items.filter((x) => x.resourceType === 'Script')),
      lhr,
    };
  } catch {
    return null;
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** One line per request of a run: start and end (ms from the first request), transfer size, what it is. */
export function waterfallOf(lhr: Lhr): string {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const t0 = Math.min(...items.map((x) => x.networkRequestTime ?? Number.POSITIVE_INFINITY));
  return items
    .map((x) => {
      const start = Math.round((x.networkRequestTime ?? t0) - t0);
      const end = Math.round((x.networkEndTime ?? t0) - t0);
      const path = x.url.replace(/^https?:\/\/[^/]+/, '');
      return `    ${String(start).padStart(6)} ${String(end).padStart(6)} ${`${((x.transferSize ?? 0) / 1024).toFixed(1)}K`.padStart(7)}  ${(x.resourceType ?? '').padEnd(10)} ${path.slice(0, 90)}`;
    })
    .join('\n');
}
