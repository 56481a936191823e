import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { devUserId, startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { DESKTOP, PHONE, SCREENSHOTS, capture, settle } from './support/screens';
import { applyPlan, myProject, signIn } from './support/seed';
import type { SeedProject } from './support/seed';

/**
 * Issue 20, end to end in Chromium: a project on the Starter plan (Advanced analytics) whose
 * "New checkout" flag has a 20% rollout in production, evaluated 1,000 times over OFREP with
 * different targetingKeys (spread over the last hours), and other flags evaluated more or less.
 * The flag page's chart shows ~20% "on"; the Dashboard lists the most and least evaluated flags,
 * requests per environment and the stale flags (the project was created three days ago on the
 * gateway's clock, with "stale after 2 days"); one click archives a stale flag, the flag list's
 * Archived filter unarchives it. A Free project sees totals and the upgrade hint. The OpenFeature
 * usage hook, bundled with the web SDK into a page of another origin, sends its counts with
 * keepalive when the page is left.
 * Screens are kept as `usage-<screen>-<light|dark>-1440/-375.png`.
 */

const run = chromiumAvailable() ? describe : describe.skip;

const OWNER = { name: 'Uma Usage', email: 'uma.usage@example.com' };
const FREE_OWNER = { name: 'Fred Free', email: 'fred.free@example.com' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A gateway (embedded mode) serving the built web app, with a clock the test can move. */
async function startServer(): Promise<E2eServer & { offset(ms: number): void; flush(): Promise<void> }> {
  let offset = 0;
  const server = await startE2eServer({}, () => Date.now() + offset);
  return {
    ...server,
    offset: (ms) => {
      offset = ms;
    },
    flush: () => server.app.usage.flusher.flush(),
  };
}

/** One OFREP evaluation, as an SDK makes it. */
async function evaluate(url: string, key: string, flagKey: string, targetingKey: string): Promise<{ variant?: string; value?: unknown }> {
  const r = await fetch(`${url}/ofrep/v1/evaluate/flags/${encodeURIComponent(flagKey)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ context: { targetingKey } }),
  });
  if (r.status !== 200) throw new Error(`OFREP ${flagKey} -> ${r.status} ${await r.text()}`);
  return (await r.json()) as { variant?: string };
}

/** `n` evaluations, 25 at a time, with targetingKeys `${prefix}-0..n-1`; the variants served. */
async function evaluateMany(url: string, key: string, flagKey: string, n: number, prefix: string): Promise<Record<string, number>> {
  const served: Record<string, number> = {};
  for (let i = 0; i < n; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, n - i) }, (_, j) => evaluate(url, key, flagKey, `${prefix}-${i + j}`)));
    for (const b of batch) served[b.variant ?? ''] = (served[b.variant ?? ''] ?? 0) + 1;
  }
  return served;
}

run('issue 20: usage charts (a 20% rollout reads ~20%), most/least evaluated, stale flags and archive', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let project: SeedProject;
  let freeProject: SeedProject;
  const rolloutServed: Record<string, number> = {};
  const env = (p: SeedProject, name: string) => p.environments.find((e) => e.name === name)!;
  /** Evaluations of a project's flags in the last hour, as the server counted them. */
  const summaryOf = async (email: string, projectId: string) =>
    (await server.api<{ data: { totalEvaluations: number } }>(email, 'GET', `/projects/${projectId}/usage/summary?range=1h`)).data.totalEvaluations;

  beforeAll(async () => {
    server = await startServer();
    // Three days ago on the gateway's clock: the project, its flags and the first evaluations.
    server.offset(-3 * DAY);
    await server.api(OWNER.email, 'POST', '/projects', {
      data: { name: 'Storefront', description: 'Web shop and checkout', settings: { environments: ['development', 'staging', 'production'] } },
    });
    let p = await myProject(server, OWNER.email, 'Storefront');
    await applyPlan(server, p.id, OWNER, 'starter', 'Month', 19);
    const flags: Array<[string, string, string, unknown]> = [
      ['New checkout', 'new_checkout', 'boolean', false],
      ['Dark mode', 'dark_mode', 'boolean', false],
      ['Search page size', 'search_page_size', 'number', 24],
      ['Recommendations model', 'recommendations_model', 'string', 'collab-v3'],
      ['Holiday banner 2025', 'holiday_banner_2025', 'boolean', false],
      ['Legacy payment form', 'legacy_payment_form', 'boolean', true],
      ['Free shipping threshold', 'free_shipping_threshold', 'number', 49],
    ];
    for (const [name, key, type, value] of flags) await server.api(OWNER.email, 'POST', '/feature-flags', { data: { project: p.id, name, key, type, value } });
    p = await myProject(server, OWNER.email, 'Storefront');
    project = p;
    const flagId = (key: string) => p.feature_flags.find((f) => f.key === key)!.id;
    // production: a 20% rollout by targetingKey; staging: 50%; dark mode 30% in production
    const split = (on: number) => ({
      variants: { on: true, off: false },
      defaultVariant: 'off',
      targeting: {
        fractional: [
          ['on', on],
          ['off', 100 - on],
        ],
      },
    });
    await server.api(OWNER.email, 'PUT', `/feature-flags/${flagId('new_checkout')}/targeting/${env(p, 'production').id}`, { data: split(20) });
    await server.api(OWNER.email, 'PUT', `/feature-flags/${flagId('new_checkout')}/targeting/${env(p, 'staging').id}`, { data: split(50) });
    await server.api(OWNER.email, 'PUT', `/feature-flags/${flagId('dark_mode')}/targeting/${env(p, 'production').id}`, { data: split(30) });
    await server.api(OWNER.email, 'PUT', `/projects/${p.id}/usage/settings`, { data: { staleAfterDays: 2 } });
    const prodKey = env(p, 'production').api_key!;
    const stagingKey = env(p, 'staging').api_key!;
    const devKey = env(p, 'development').api_key!;
    // counting begins three days ago: the old flags are read once, then never again
    await evaluateMany(server.url, prodKey, 'holiday_banner_2025', 3, 'old');
    await evaluateMany(server.url, prodKey, 'legacy_payment_form', 2, 'old');
    await server.flush();

    // The last 10 hours: 1,000 production evaluations of the rollout, 100 an hour, and the rest.
    for (let h = 9; h >= 0; h--) {
      server.offset(-h * HOUR);
      const served = await evaluateMany(server.url, prodKey, 'new_checkout', 100, `user-${h}`);
      for (const [k, v] of Object.entries(served)) rolloutServed[k] = (rolloutServed[k] ?? 0) + v;
      await evaluateMany(server.url, stagingKey, 'new_checkout', 10 + (h % 3) * 5, `qa-${h}`);
      await evaluateMany(server.url, prodKey, 'dark_mode', 30 + ((h * 7) % 20), `dm-${h}`);
      await evaluateMany(server.url, prodKey, 'search_page_size', 8 + (h % 4) * 3, `s-${h}`);
      await evaluateMany(server.url, devKey, 'recommendations_model', 4 + (h % 2) * 4, `r-${h}`);
      if (h % 3 === 0) await evaluateMany(server.url, devKey, 'free_shipping_threshold', 2, `f-${h}`);
      await server.flush();
    }
    server.offset(0);

    // A Free project: totals only, and the upgrade hint.
    await server.api(FREE_OWNER.email, 'POST', '/projects', {
      data: { name: 'Side project', description: 'Free plan', settings: { environments: ['development', 'production'] } },
    });
    let fp = await myProject(server, FREE_OWNER.email, 'Side project');
    await server.api(FREE_OWNER.email, 'POST', '/feature-flags', {
      data: { project: fp.id, name: 'Beta banner', key: 'beta_banner', type: 'boolean', value: true },
    });
    await server.api(FREE_OWNER.email, 'POST', '/feature-flags', {
      data: { project: fp.id, name: 'Promo ribbon', key: 'promo_ribbon', type: 'boolean', value: true },
    });
    fp = await myProject(server, FREE_OWNER.email, 'Side project');
    freeProject = fp;
    await evaluateMany(server.url, env(fp, 'production').api_key!, 'beta_banner', 50, 'free');
    await server.flush();

    browser = await launchBrowser(DESKTOP);
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens `path` in `mode` at 1440 px (the colour mode is kept in localStorage by the app). */
  async function open(path: string, mode: 'light' | 'dark', ready: (p: Page) => ReturnType<Page['getByText']>) {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: mode });
    await page.evaluate((m) => localStorage.setItem('flagstream.colorMode', m), mode);
    await page.goto(`${server.url}${path}`);
    await ready(page)
      .waitFor({ timeout: 20_000 })
      .catch(async (e) => {
        await page.screenshot({ path: join(tmpdir(), 'usage-e2e-failure.png') }).catch(() => undefined);
        throw e;
      });
  }

  /** Both widths of the screen as it is now; `card`: also that element alone (the charts, readable at full size). */
  async function shots(name: string, ready: (p: Page) => ReturnType<Page['getByText']>, card?: (p: Page) => ReturnType<Page['getByText']>) {
    for (const [size, width] of [
      [DESKTOP, 1440],
      [PHONE, 375],
    ] as const) {
      await page.setViewportSize(size);
      await settle(page);
      await ready(page).waitFor();
      await settle(page);
      await capture(page, `usage-${name}-${width}`, true);
      // the element alone: the sticky app bar and the skip link are hidden from it
      if (card)
        await card(page).screenshot({
          path: `${SCREENSHOTS}usage-${name}-card-${width}.png`,
          style: 'header, .MuiAppBar-root, a[href^="#"] { visibility: hidden !important; }',
        });
    }
    await page.setViewportSize(DESKTOP);
  }

  it('served the 1,000 production evaluations of the 20% rollout with ~20% "on"', () => {
    expect((rolloutServed.on ?? 0) + (rolloutServed.off ?? 0)).toBe(1000);
    expect(rolloutServed.on).toBeGreaterThan(150);
    expect(rolloutServed.on).toBeLessThan(250);
  });

  it('the flag page charts production stacked by variant and reads ~20% "on" (light and dark, 1440 and 375)', async () => {
    await signIn(page, server, OWNER, '/');
    const usageCard = (p: Page) => p.getByTestId('flag-usage');
    const shareOn = (p: Page) => usageCard(p).getByTestId('variant-share-on').getByTestId('variant-share-text');
    for (const mode of ['light', 'dark'] as const) {
      await open('/flags/new_checkout', mode, (p) => usageCard(p).getByRole('tab', { name: /production/ }));
      await usageCard(page)
        .getByRole('tab', { name: /production/ })
        .click();
      await shareOn(page).waitFor();
      const text = (await shareOn(page).textContent()) ?? '';
      const pct = Number.parseFloat(text);
      expect(text).toMatch(/^\d+(\.\d)?%$/);
      expect(pct).toBeGreaterThanOrEqual(15);
      expect(pct).toBeLessThanOrEqual(25);
      // the chart's share is the served share
      expect(pct).toBeCloseTo((rolloutServed.on! / 1000) * 100, 0);
      await usageCard(page).getByTestId('flag-usage-chart').locator('svg').first().waitFor();
      await usageCard(page).scrollIntoViewIfNeeded();
      await shots(`flag-${mode}`, (p) => shareOn(p), usageCard);
    }
    // every environment: staging's 50% joins production's 20%
    await usageCard(page)
      .getByRole('tab', { name: /All environments/ })
      .click();
    const all = Number.parseFloat((await shareOn(page).textContent()) ?? '');
    expect(all).toBeGreaterThan(15);
    expect(all).toBeLessThan(35);
    // ranges: 1 h shows the last hour only (100 production + staging + dark mode...), 7 d and 30 d are offered on Starter
    for (const r of ['1 h', '7 d', '30 d', '24 h']) {
      const b = usageCard(page).getByRole('button', { name: r, exact: true });
      expect(await b.isEnabled()).toBe(true);
      await b.click();
      await usageCard(page)
        .getByText(`· ${{ '1 h': 'last hour', '7 d': 'last 7 days', '30 d': 'last 30 days', '24 h': 'last 24 hours' }[r]}`)
        .waitFor();
    }
  });

  it('the Dashboard shows the most and least evaluated flags, requests per environment and the stale flags (light and dark, 1440 and 375)', async () => {
    const insights = (p: Page) => p.getByTestId('usage-insights');
    for (const mode of ['light', 'dark'] as const) {
      await open('/', mode, (p) => insights(p).getByTestId('usage-requests-chart'));
      await page.getByTestId('stale-flags-card').getByText('Holiday banner 2025').waitFor();
      const most = insights(page).getByTestId('usage-most');
      expect(await most.getByRole('link').first().textContent()).toBe('New checkout');
      expect(await most.getByRole('link').nth(1).textContent()).toBe('Dark mode');
      // least evaluated: the flags nobody read in the last 24 hours
      const least = (await insights(page).getByTestId('usage-least').getByRole('link').allTextContents()).sort();
      expect(least).toEqual(expect.arrayContaining(['Holiday banner 2025', 'Legacy payment form']));
      const envs = await insights(page).getByTestId('usage-environments').textContent();
      expect(envs).toContain('production');
      expect(envs).toContain('staging');
      await insights(page).scrollIntoViewIfNeeded();
      await shots(`dashboard-${mode}`, (p) => insights(p).getByTestId('usage-requests-chart'), insights);
    }
    const stale = page.getByTestId('stale-flags-card');
    expect(await stale.getByTestId('stale-holiday_banner_2025').textContent()).toContain('Not evaluated for 2 days');
    // the rollout serves two variants, read today: not stale
    expect(await stale.getByTestId('stale-new_checkout').count()).toBe(0);
  });

  it('one click archives a stale flag (Undo offered); the list shows Stale badges, filters, and unarchives from Archived', async () => {
    await open('/', 'light', (p) => p.getByTestId('stale-flags-card').getByText('Holiday banner 2025'));
    const stale = page.getByTestId('stale-flags-card');
    await stale.getByRole('button', { name: 'Archive Holiday banner 2025' }).click();
    await page.getByText('Holiday banner 2025 archived: no longer served').waitFor();
    await stale.getByTestId('stale-holiday_banner_2025').waitFor({ state: 'detached' });
    // archived: no longer served over OFREP
    const r = await fetch(`${server.url}/ofrep/v1/evaluate/flags/holiday_banner_2025`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env(project, 'production').api_key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ context: { targetingKey: 'x' } }),
    });
    expect(r.status).toBe(404);
    // the flag's page says so
    await page.goto(`${server.url}/flags/holiday_banner_2025`);
    await page.getByTestId('archived-banner').getByText('this flag is not served to any SDK until it is unarchived', { exact: false }).waitFor();

    await page.goto(`${server.url}/flags`);
    const table = page.getByRole('table', { name: 'Feature flags' });
    await table.getByText('Legacy payment form').waitFor();
    expect(await table.getByText('Holiday banner 2025').count()).toBe(0);
    expect(await table.getByTestId('stale-badge').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Stale/ }).click();
    await table.getByText('Legacy payment form').waitFor();
    expect(await table.getByText('New checkout').count()).toBe(0);
    await shots('flags-stale', (p) => p.getByRole('button', { name: /^Stale/ }));

    await page.getByRole('button', { name: /^Archived/ }).click();
    const archived = page.getByTestId('archived-flags');
    await archived.getByText('Holiday banner 2025').waitFor();
    await shots('flags-archived', (p) => p.getByTestId('archived-flags'));
    await archived.getByRole('button', { name: 'Unarchive Holiday banner 2025' }).click();
    await page.getByText('Holiday banner 2025 restored: it is served again').waitFor();
    await page.getByText('No archived flags').waitFor();
    const back = await fetch(`${server.url}/ofrep/v1/evaluate/flags/holiday_banner_2025`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env(project, 'production').api_key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ context: { targetingKey: 'x' } }),
    });
    expect(back.status).toBe(200);
  });

  it("the stale setting is the project's N days", async () => {
    await open('/', 'light', (p) => p.getByTestId('stale-flags-card').getByText('Holiday banner 2025'));
    await page.getByRole('button', { name: 'Stale flag settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Stale after').fill('0');
    await dialog.getByText('At least 1 day').waitFor();
    await dialog.getByLabel('Stale after').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Flags are now stale after 5 days').waitFor();
    // three days of history are not five: nothing is stale any more
    await page.getByTestId('stale-flags-card').getByText('No stale flags', { exact: false }).waitFor();
    expect((await server.api<{ data: { staleAfterDays: number } }>(OWNER.email, 'GET', `/projects/${project.id}/usage/settings`)).data.staleAfterDays).toBe(5);
  });

  it('Free: the flag page shows the 24 h totals and the upgrade hint (the server refuses series with PLAN_FEATURE_REQUIRED)', async () => {
    await signIn(page, server, FREE_OWNER, '/');
    await open('/flags/beta_banner', 'light', (p) => p.getByTestId('usage-upgrade-hint'));
    expect(await page.getByTestId('flag-usage-total').textContent()).toBe('50');
    await page.getByTestId('flag-usage').scrollIntoViewIfNeeded();
    await shots(
      'flag-free',
      (p) => p.getByTestId('usage-upgrade-hint'),
      (p) => p.getByTestId('flag-usage'),
    );
    await open('/', 'light', (p) => p.getByTestId('usage-insights').getByTestId('usage-upgrade-hint'));
    expect(await page.getByTestId('usage-insights').getByRole('button', { name: '7 d', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByTestId('usage-requests-chart').count()).toBe(0);
    await shots(
      'dashboard-free',
      (p) => p.getByTestId('usage-insights').getByTestId('usage-upgrade-hint'),
      (p) => p.getByTestId('usage-insights'),
    );
    const r = await fetch(`${server.url}/api/feature-flags/${freeProject.feature_flags.find((f) => f.key === 'beta_banner')!.id}/usage`, {
      headers: {
        authorization: `Bearer ${await (await fetch(`${server.url}/api/dev-auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: devUserId(FREE_OWNER.email), name: 'fred', email: FREE_OWNER.email }) })).json().then((b) => (b as { token: string }).token)}`,
      },
    });
    expect(r.status).toBe(402);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('PLAN_FEATURE_REQUIRED');
  });

  it('the OpenFeature usage hook works in Chromium from another origin: counts sent with keepalive when the page is left', async () => {
    // the hook and the web SDK bundled as an app would bundle them
    const bundle = await build({
      stdin: {
        contents: `
          import { OpenFeature, InMemoryProvider } from '@openfeature/web-sdk';
          import { createUsageHook } from '@flagstream/openfeature-usage-hook';
          window.hookErrors = [];
          window.runHook = async (url, apiKey, n) => {
            const hook = createUsageHook({ url, apiKey, flushIntervalMs: 3600000, onError: (e) => window.hookErrors.push(String(e)) });
            window.hook = hook;
            OpenFeature.addHooks(hook);
            await OpenFeature.setProviderAndWait(new InMemoryProvider({ promo_ribbon: { variants: { on: true, off: false }, defaultVariant: 'on', disabled: false } }));
            const client = OpenFeature.getClient();
            for (let i = 0; i < n; i++) client.getBooleanValue('promo_ribbon', false);
            return hook.stats();
          };`,
        resolveDir: fileURLToPath(new URL('../../sdk-usage-hook/', import.meta.url)),
        loader: 'js',
      },
      bundle: true,
      format: 'iife',
      write: false,
      platform: 'browser',
      logLevel: 'silent',
    });
    const js = bundle.outputFiles[0]!.text;
    // the shop: another origin ("localhost" and another port; the gateway is 127.0.0.1)
    const html = `<!doctype html><html><body><h1>Shop</h1><script>${js.replace(/<\/script/g, '<\\/script')}</script></body></html>`;
    const shop = createHttpServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
    const tab = await browser.context.newPage();
    await tab.goto(`http://localhost:${(shop.address() as AddressInfo).port}/`);
    const before = await summaryOf(FREE_OWNER.email, freeProject.id);
    const key = (env(freeProject, 'production') as { client_key?: string }).client_key!;
    const stats = await tab.evaluate(
      ([url, k]) => (window as unknown as { runHook: (u: string, k: string, n: number) => Promise<{ counted: number; pending: number }> }).runHook(url, k, 30),
      [server.url, key] as const,
    );
    expect(stats).toMatchObject({ counted: 30, pending: 30 });
    // leaving the page: pagehide sends the counts with keepalive (the interval is an hour)
    await tab.goto('about:blank');
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await server.flush();
      after = await summaryOf(FREE_OWNER.email, freeProject.id);
    }
    expect(after - before).toBe(30);
    await tab.close();
    await page.bringToFront();
    await new Promise<void>((r) => shop.close(() => r()));
  });
});
