import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { DESKTOP, openScreen, settle, shotsAtBothWidths } from './support/screens';

/**
 * Issue 19, end to end: an owner makes a service token on Project Tools → API Tokens (shown
 * once), a script uses it, the list shows its last use, and revoking it refuses it at once; a
 * personal token is made from the user menu. A webhook to a local receiver gets signed deliveries;
 * the delivery log shows status, response code and latency, a failed delivery is redelivered.
 * Compare & Promote shows how staging and production differ, previews exactly what changes,
 * promotes as one change and undoes it. The API reference renders at /api/docs. Screens are kept
 * as `automation-<screen>-1440.png` and `-375.png`.
 */

const run = chromiumAvailable() ? describe : describe.skip;

const OWNER = { name: 'Otto Automation', email: 'otto.automation@example.com' };
const PROJECT = { name: 'Storefront', description: 'Shop front end' };
const STEP = 120_000;

interface RestEnv {
  id: string;
  uuid: string;
  name: string;
}
interface RestProject {
  id: string;
  uuid: string;
  name: string;
  environments: RestEnv[];
  feature_flags: Array<{ id: string; key: string }>;
}

const shots = (page: Page, screen: string, ready?: (page: Page) => Locator, o?: { dialog?: boolean }) =>
  shotsAtBothWidths(page, `automation-${screen}`, ready, o);

async function toast(page: Page, text: string | RegExp): Promise<void> {
  const t = page.getByText(text).first();
  await t.waitFor({ timeout: 15_000 });
  await t.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}

run('issue 19: API tokens, webhooks with their delivery log, compare & promote, the API reference', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let project: RestProject;
  /** the receiver's answer to each request, and what it got */
  const received: Array<{ delivery: string; event: string; status: number }> = [];
  let failNext = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = failNext > 0 ? (failNext--, 503) : 200;
      received.push({ delivery: String(req.headers['flagstream-delivery']), event: String(req.headers['flagstream-event']), status });
      res.writeHead(status).end(status === 200 ? 'ok' : 'busy');
    });
  });
  let receiverUrl = '';

  const asOwner = async <T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const bearer = token ?? (await page.evaluate(() => (JSON.parse(localStorage.getItem('flagstream.devSession') ?? '{}') as { token?: string }).token));
    const r = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw Object.assign(new Error(`${method} ${path} -> ${r.status} ${text}`), { status: r.status });
    return (text ? JSON.parse(text) : undefined) as T;
  };

  beforeAll(async () => {
    await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', () => ok()));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/flagstream`;
    server = await startE2eServer({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_RETRY_BASE_MS: '200', WEBHOOKS_RETRY_MAX_MS: '400', WEBHOOKS_MAX_ATTEMPTS: '2' });
    browser = await launchBrowser(DESKTOP, { clipboardFor: server.url });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    receiver.closeAllConnections();
    await new Promise<void>((ok) => receiver.close(() => ok()));
  });

  it(
    'an owner signs up and creates a project with flags',
    async () => {
      await page.goto(`${server.url}/sign-up`);
      await page.getByLabel('Full name').fill(OWNER.name);
      await page.getByLabel('Email address').fill(OWNER.email);
      await page.getByRole('button', { name: 'Create Account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Welcome to Flagstream!').waitFor({ timeout: 15_000 });
      await dialog.getByLabel('Project name').fill(PROJECT.name);
      await dialog.getByLabel('Description').fill(PROJECT.description);
      await dialog.getByRole('button', { name: 'Create My First Project' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      project = (await asOwner<{ data: RestProject[] }>('GET', '/projects')).data.find((p) => p.name === PROJECT.name)!;
      for (const [name, type, value] of [
        ['Dark Mode', 'boolean', false],
        ['Checkout Limit', 'number', 3],
        ['Banner Text', 'string', 'Welcome'],
      ] as const) {
        await asOwner('POST', '/feature-flags', { data: { project: project.id, name, type, value } });
      }
      project = (await asOwner<{ data: RestProject }>('GET', `/projects/${project.id}`)).data;
    },
    STEP,
  );

  it(
    'API Tokens: empty, a service token shown once, used by a script, revoked',
    async () => {
      await openScreen(page, 'API Tokens', 'API Tokens');
      await page.getByText('No API tokens yet').waitFor();
      await shots(page, 'tokens-empty', (p) => p.getByText('No API tokens yet'));
      // the REST reference is one click away
      expect(await page.getByRole('link', { name: 'API Reference' }).getAttribute('href')).toBe('/api/docs');
      await page.getByRole('button', { name: 'New Token' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Token name').fill('CI deploy');
      await dialog.getByLabel("Service (managed by the project's admins)").check();
      await dialog.getByRole('radio', { name: /^write/i }).check();
      await shots(page, 'tokens-create', () => dialog.getByRole('button', { name: 'Create Token' }), { dialog: true });
      await dialog.getByRole('button', { name: 'Create Token' }).click();
      const shown = dialog.getByTestId('new-token');
      await shown.waitFor();
      const token = (await shown.textContent())!.trim();
      expect(token).toMatch(/^fst_[A-Za-z0-9_-]{43}$/);
      await dialog.getByText('This is the only time the token is shown.', { exact: false }).waitFor();
      await shots(page, 'tokens-created', () => shown, { dialog: true });
      await dialog.getByRole('button', { name: 'Copy token' }).click();
      await toast(page, 'Token copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await dialog.getByRole('button', { name: 'Done' }).click();

      // a script uses it
      const flag = project.feature_flags.find((f) => f.key === 'dark_mode')!;
      await asOwner('POST', `/feature-flags/${flag.id}/toggle`, undefined, token);
      await page.reload();
      const row = page.getByTestId('token-row').filter({ hasText: 'CI deploy' });
      await row.getByText('just now', { exact: true }).waitFor({ timeout: 15_000 });
      await row.getByText('service').waitFor();
      await shots(page, 'tokens-list', () => row);
      await row.getByRole('button', { name: 'Revoke CI deploy' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke Token' }).click();
      await toast(page, 'Token "CI deploy" revoked');
      await page.locator('[data-testid="token-row"][data-status="revoked"]').waitFor();
      const refused = await asOwner('POST', `/feature-flags/${flag.id}/toggle`, undefined, token).catch((e: { status: number }) => e.status);
      expect(refused).toBe(401);
    },
    STEP,
  );

  it(
    'personal tokens from the user menu',
    async () => {
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'API tokens' }).click();
      await page.getByRole('heading', { name: 'Personal API Tokens' }).waitFor();
      await page.getByRole('button', { name: 'New Token' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Token name').fill('My laptop');
      await dialog.getByRole('button', { name: 'Create Token' }).click();
      await dialog.getByTestId('new-token').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      const row = page.getByTestId('token-row').filter({ hasText: 'My laptop' });
      await row.getByText(`fst_…`, { exact: false }).waitFor();
      await row.getByText(PROJECT.name, { exact: false }).waitFor();
      await shots(page, 'tokens-personal', () => row);
    },
    STEP,
  );

  it(
    'Webhooks: created, signed deliveries logged with status, response and latency; a failed one redelivered',
    async () => {
      await openScreen(page, 'Webhooks', 'Webhooks');
      await page.getByText('No webhooks yet').waitFor();
      await page.getByRole('button', { name: 'New Webhook' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Payload URL').fill(receiverUrl);
      await dialog.getByLabel('Description').fill('Release notes bot');
      await dialog.getByLabel('Send every event (new kinds included)').uncheck();
      await dialog.getByText('Feature flag created', { exact: true }).click();
      await shots(page, 'webhooks-create', () => dialog.getByRole('button', { name: 'Create Webhook' }), { dialog: true });
      await dialog.getByRole('button', { name: 'Create Webhook' }).click();
      await toast(page, /Webhook created/);
      const card = page.getByTestId('webhook-card');
      await card.getByText('Release notes bot').waitFor();

      // three changes: the first delivery fails twice (503) and is marked failed
      failNext = 2;
      const flag = project.feature_flags.find((f) => f.key === 'checkout_limit')!;
      await asOwner('POST', `/feature-flags/${flag.id}/toggle`);
      await asOwner('POST', `/feature-flags/${flag.id}/toggle`);
      await asOwner('POST', '/feature-flags', { data: { project: project.id, name: 'New Checkout', type: 'boolean' } });
      await shots(page, 'webhooks-list', () => card.getByText('Release notes bot'));
      await card.getByRole('button', { name: 'Recent Deliveries' }).click();
      const drawer = page.locator('.MuiDrawer-paper');
      await drawer.locator('[data-testid="delivery-row"][data-status="failed"]').waitFor({ timeout: 30_000 });
      await drawer.locator('[data-testid="delivery-row"][data-status="delivered"]').nth(1).waitFor({ timeout: 30_000 });
      await drawer.getByText('Response 200').first().waitFor();
      await drawer.getByText('Response 503').first().waitFor();
      // each attempt of the failed delivery, oldest first
      const failedRow = drawer.locator('[data-testid="delivery-row"][data-status="failed"]');
      await failedRow.getByRole('button', { name: '2 attempts' }).click();
      await expect
        .poll(() => failedRow.getByTestId('delivery-attempts').locator('li').allTextContents())
        .toEqual([expect.stringContaining('Response 503'), expect.stringContaining('Response 503')]);
      await shots(page, 'webhooks-deliveries', () => drawer.getByText('Response 503').first(), { dialog: true });
      const failedId = received.find((r) => r.status === 503)!.delivery;
      await drawer
        .locator('[data-testid="delivery-row"][data-status="failed"]')
        .getByRole('button', { name: /^Redeliver/ })
        .click();
      await toast(page, /queued for redelivery/);
      await settle(page);
      await expect.poll(() => received.filter((r) => r.delivery === failedId && r.status === 200).length, { timeout: 30_000 }).toBe(1);
      expect(
        received
          .filter((r) => r.status === 200)
          .map((r) => r.event)
          .sort(),
      ).toEqual(['FeatureFlagCreated', 'FeatureFlagToggled', 'FeatureFlagToggled']);
      await page.keyboard.press('Escape');
    },
    STEP,
  );

  it(
    'Compare & Promote: what differs, a preview of exactly what changes, one promotion, undo',
    async () => {
      const staging = project.environments.find((e) => e.name === 'staging')!;
      const production = project.environments.find((e) => e.name === 'production')!;
      await asOwner('PUT', `/environments/${staging.id}/variables`, {
        variables: { checkout_limit: { value: 10, enabled: true }, banner_text: { value: 'Summer sale', enabled: true } },
      });
      await openScreen(page, 'Compare & Promote', 'Compare & Promote');
      await page.getByText('2 of 4 flags differ').waitFor({ timeout: 15_000 });
      await page.locator('[data-testid="compare-row"][data-key="checkout_limit"]').waitFor();
      await shots(page, 'promote-compare', (p) => p.getByText('2 of 4 flags differ'));
      await page.getByRole('checkbox', { name: 'Promote banner_text' }).uncheck();
      await page.getByRole('button', { name: 'Review 1 flag' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('promote-preview').locator('[data-change="Value: 3 (default) → 10"]').waitFor();
      await shots(page, 'promote-preview', () => dialog.getByRole('button', { name: 'Promote 1 flag' }), { dialog: true });
      await dialog.getByRole('button', { name: 'Promote 1 flag' }).click();
      await toast(page, '1 flag promoted to production');
      await page.getByText('Promoted checkout_limit from staging to production.', { exact: false }).waitFor();
      await page.getByText('1 of 4 flags differ').waitFor();
      await shots(page, 'promote-done', (p) => p.getByRole('button', { name: 'Undo' }));
      const prod = (await asOwner<{ data: RestEnv & { variables: Record<string, unknown> } }>('GET', `/environments/${production.id}`)).data;
      expect(prod.variables.checkout_limit).toEqual({ value: 10, enabled: true });
      await page.getByRole('button', { name: 'Undo' }).click();
      await toast(page, 'Promotion into production undone');
      await page.getByText('2 of 4 flags differ').waitFor();
      expect(
        (await asOwner<{ data: { variables: Record<string, unknown> } }>('GET', `/environments/${production.id}`)).data.variables.checkout_limit,
      ).toBeUndefined();
    },
    STEP,
  );

  it(
    'the API reference renders from /api/openapi.json at /api/docs',
    async () => {
      await page.goto(`${server.url}/api/docs`);
      await page.getByText('Flagstream API', { exact: false }).first().waitFor({ timeout: 30_000 });
      await page.getByText('API tokens', { exact: false }).first().waitFor({ timeout: 30_000 });
      // the reference is a long page: the screenshot keeps what the viewport shows
      await shots(page, 'api-docs', (p) => p.getByText('Flagstream API', { exact: false }).first(), { dialog: true });
    },
    STEP,
  );
});
