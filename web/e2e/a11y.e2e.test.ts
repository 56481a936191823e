import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { devUserId, startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { DESKTOP, PHONE, SCREENSHOTS, settle } from './support/screens';
import { applyPlan, myProject, signIn } from './support/seed';
import type { SeedProject } from './support/seed';

/**
 * Issue 18: axe-core over every screen and main dialog, light and dark, desktop (1440) and phone
 * (375), with a realistic project (4 environments, 30 flags of every type with per-environment
 * values, overrides, a segment, a team, tokens, a webhook and a history). Any critical or serious
 * violation fails the test; the counts per screen are written to screenshots/a11y-report.json.
 */

const run = chromiumAvailable() ? describe : describe.skip;
const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const OWNER = { name: 'Olivia Owner', email: 'olivia.a11y@example.com' };
const MEMBER = { name: 'Devon Developer', email: 'devon.a11y@example.com' };
const NEWCOMER = { name: 'Nina Newcomer', email: 'nina.a11y@example.com' };
const PROJECT = { name: 'Storefront', description: 'The shop front end and checkout' };

type FlagType = 'boolean' | 'string' | 'number' | 'json';
const FLAGS: Array<{ name: string; key?: string; type: FlagType; value: unknown; description?: string }> = [
  { name: 'Dark mode', type: 'boolean', value: false, description: 'Dark colour scheme for the storefront' },
  { name: 'Checkout payment provider', key: 'checkout.payment-provider', type: 'string', value: 'stripe', description: 'Primary payment provider' },
  { name: 'Search results page size', type: 'number', value: 24 },
  { name: 'Recommendations model', type: 'json', value: { model: 'collab-v3', weight: 0.75 } },
  ...Array.from({ length: 26 }, (_, i) => ({
    name: `Experiment ${String(i + 1).padStart(2, '0')} ${['banner', 'layout', 'pricing', 'onboarding', 'emails'][i % 5]}`,
    type: (['boolean', 'string', 'number', 'boolean', 'json'] as const)[i % 5]!,
    value: [true, `variant-${i}`, i * 10, false, { step: i }][i % 5],
    description: i % 2 ? `Experiment number ${i + 1}` : undefined,
  })),
];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: number;
  sample: string;
}
interface Result {
  screen: string;
  mode: 'light' | 'dark';
  width: number;
  violations: Violation[];
}

/** Runs axe-core in the page (evaluated through the DevTools protocol, so the app's CSP does not apply). */
async function axe(page: Page): Promise<Violation[]> {
  await settle(page);
  const has = await page.evaluate(() => 'axe' in window);
  if (!has) await page.evaluate(AXE);
  const raw = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run(
          ctx: unknown,
          o: unknown,
        ): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }> }>;
      };
    };
    const r = await w.axe.run(document, {
      resultTypes: ['violations'],
      // label-content-name-mismatch is "experimental" in axe: WCAG 2.5.3 all the same.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      sample: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').split('\n').slice(0, 2).join(' ')}`)
        .join(' | '),
    }));
  });
  return raw.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

run('issue 18: no critical or serious axe violation on any screen or dialog, light and dark, desktop and phone', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let project: SeedProject;
  const results: Result[] = [];

  beforeAll(async () => {
    server = await startE2eServer();
    await server.api(MEMBER.email, 'GET', '/user-info/validate');
    await server.api(OWNER.email, 'POST', '/projects', {
      data: { name: PROJECT.name, description: PROJECT.description, settings: { environments: ['development', 'staging', 'production'] } },
    });
    await server.api(OWNER.email, 'POST', '/projects', { data: { name: 'Mobile App', description: 'iOS and Android clients' } });
    let p = await myProject(server, OWNER.email, PROJECT.name);
    await applyPlan(server, p.id, OWNER, 'starter', 'Month', 19);
    await server.api(OWNER.email, 'POST', `/projects/${p.id}/environments`, { data: { name: 'qa', type: 'development' } });
    for (const f of FLAGS) {
      await server.api(OWNER.email, 'POST', '/feature-flags', {
        data: { project: p.id, name: f.name, ...(f.key ? { key: f.key } : {}), type: f.type, value: f.value, description: f.description ?? '' },
      });
    }
    p = await myProject(server, OWNER.email, PROJECT.name);
    project = p;
    const env = (name: string) => p.environments.find((e) => e.name === name)!.id;
    await server.api(OWNER.email, 'PUT', `/environments/${env('production')}/variables`, {
      variables: {
        dark_mode: { value: true, enabled: true },
        'checkout.payment-provider': { value: 'adyen', enabled: true },
        search_results_page_size: { value: 48, enabled: true },
      },
    });
    await server.api(OWNER.email, 'PUT', `/environments/${env('staging')}/variables`, {
      variables: { dark_mode: { value: false, enabled: false }, search_results_page_size: { value: 12, enabled: true } },
    });
    await server.api(OWNER.email, 'POST', '/overrides', {
      data: {
        project: p.id,
        environment: env('production'),
        name: 'Beta testers',
        description: 'Early access group',
        feature_flag_values: { dark_mode: { value: false, enabled: true } },
        expires_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      },
    });
    await server.api(OWNER.email, 'POST', '/overrides', {
      data: {
        project: p.id,
        environment: env('staging'),
        name: 'Support agents',
        description: 'Support sees the new checkout',
        feature_flag_values: { 'checkout.payment-provider': { value: 'braintree', enabled: true } },
      },
    });
    await server.api(OWNER.email, 'POST', `/projects/${p.id}/segments`, {
      data: {
        name: 'Beta testers',
        conditions: { or: [{ ends_with: [{ var: 'email' }, '@beta.example.com'] }, { in: [{ var: 'targetingKey' }, ['vip-1', 'vip-2']] }] },
      },
    });
    await server.api(OWNER.email, 'POST', `/projects/${p.id}/webhooks`, {
      data: { url: 'https://hooks.example.com/flagstream', events: ['FeatureFlagToggled'] },
    });
    await server.api(OWNER.email, 'POST', `/projects/${p.id}/tokens`, { data: { name: 'CI deploys', kind: 'project', scope: 'write', expiresInDays: 90 } });
    await server.api(OWNER.email, 'POST', `/projects/${p.id}/tokens`, { data: { name: 'My laptop', scope: 'read' } });
    const added = await server.api<{ data: { invitation: { id: string } } }>(OWNER.email, 'POST', `/projects/${p.id}/add-team-member`, {
      userId: devUserId(MEMBER.email),
    });
    await server.api(MEMBER.email, 'POST', `/invitations/${added.data.invitation.id}/accept`);
    await server.api(OWNER.email, 'PUT', `/projects/${p.id}/members/${devUserId(MEMBER.email)}/role`, { role: 'developer' });
    // History: a rename and a deletion, so the audit log has something to compare and restore.
    const exp = p.feature_flags.find((f) => f.key.startsWith('experiment_01'))!;
    await server.api(OWNER.email, 'PUT', `/feature-flags/${exp.id}`, { data: { name: 'Experiment 01 hero banner' } });
    const gone = p.feature_flags.find((f) => f.key.startsWith('experiment_26'))!;
    await server.api(OWNER.email, 'DELETE', `/feature-flags/${gone.id}`);
    project = await myProject(server, OWNER.email, PROJECT.name);
    browser = await launchBrowser(DESKTOP);
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    writeFileSync(`${SCREENSHOTS}a11y-report.json`, `${JSON.stringify(results, null, 2)}\n`);
    await browser?.close();
    await server?.close();
  });

  const heading = (name: string | RegExp) => page.getByRole('heading', { name }).first();
  const dialog = () => page.getByRole('dialog').last();
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .first()
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => undefined);
  };

  /** Each step: open the screen or dialog, wait for its content; axe is run after it. */
  const SCREENS: Array<{ name: string; open(): Promise<void>; after?(): Promise<void> }> = [
    { name: 'dashboard', open: async () => void (await go('/', heading(PROJECT.name))) },
    {
      name: 'project-selector',
      open: async () => {
        await page.getByRole('button', { name: /Select project/ }).click();
        await page.getByText('Available Projects').waitFor();
      },
      after: () => page.keyboard.press('Escape'),
    },
    {
      name: 'user-menu',
      open: async () => {
        await page.getByRole('button', { name: /Account/ }).click();
        await page.getByRole('menu').waitFor();
      },
      after: () => page.keyboard.press('Escape'),
    },
    { name: 'projects', open: () => go('/projects', heading('Projects')) },
    {
      name: 'projects-create-dialog',
      open: async () => {
        await page.getByRole('button', { name: 'New Project' }).click();
        await dialog().waitFor();
      },
      after: closeDialog,
    },
    { name: 'flags', open: () => go('/flags', page.getByText('Dark mode').first()) },
    {
      name: 'flags-create-dialog',
      open: async () => {
        await page.getByRole('button', { name: 'Create Flag' }).first().click();
        await dialog().waitFor();
      },
      after: closeDialog,
    },
    {
      name: 'flags-environment-values-dialog',
      open: async () => {
        await page.getByRole('button', { name: 'Actions for Dark mode' }).first().click();
        await page.getByRole('menuitem', { name: 'Environment Values' }).click();
        await dialog().getByRole('tab').first().waitFor();
      },
      after: closeDialog,
    },
    { name: 'flag-page', open: () => go('/flags/dark_mode', heading('Dark mode')) },
    { name: 'environments', open: () => go('/environments', page.getByText('production').first()) },
    {
      name: 'environments-create-dialog',
      open: async () => {
        await page.getByRole('button', { name: 'New Environment' }).first().click();
        await dialog().waitFor();
      },
      after: closeDialog,
    },
    { name: 'overrides', open: () => go('/overrides', page.getByText('Beta testers').first()) },
    {
      name: 'overrides-create-dialog',
      open: async () => {
        await page.getByRole('button', { name: 'Create Override' }).first().click();
        await dialog().waitFor();
      },
      after: closeDialog,
    },
    { name: 'segments', open: () => go('/segments', page.getByText('Beta testers').first()) },
    {
      name: 'segments-create-dialog',
      open: async () => {
        await page.getByRole('button', { name: 'New Segment' }).first().click();
        await dialog().waitFor();
      },
      after: closeDialog,
    },
    { name: 'values-matrix', open: () => go('/values-matrix', page.getByText('Dark mode').first()) },
    { name: 'promote', open: () => go('/promote', heading(/Compare/)) },
    { name: 'setup', open: () => go('/setup', heading(/Setup/)) },
    { name: 'tokens', open: () => go('/tokens', page.getByText('CI deploys').first()) },
    { name: 'personal-tokens', open: () => go('/account/tokens', page.getByText('My laptop').first()) },
    { name: 'webhooks', open: () => go('/webhooks', page.getByText('hooks.example.com').first()) },
    { name: 'users', open: () => go('/users', page.getByText(MEMBER.email).first()) },
    {
      name: 'users-invite-dialog',
      open: async () => {
        await page.getByRole('button', { name: 'Invite Team Member' }).first().click();
        await dialog().waitFor();
      },
      after: closeDialog,
    },
    { name: 'billing', open: () => go('/billing', heading(/Billing/)) },
    { name: 'audit', open: () => go('/audit', page.getByTestId('audit-entry').first()) },
    {
      name: 'audit-entry-expanded',
      open: async () => {
        const entry = page.locator('[data-testid="audit-entry"][data-type="FeatureFlagUpdated"]').first();
        await entry.locator('button[aria-expanded]').first().click();
        await entry.getByRole('button', { name: 'Compare with now' }).waitFor();
      },
    },
    {
      name: 'audit-compare',
      open: async () => {
        const entry = page.locator('[data-testid="audit-entry"][data-type="FeatureFlagUpdated"]').first();
        await entry.getByRole('button', { name: 'Compare with now' }).click();
        await page
          .getByText(/Compare/)
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
      },
    },
    {
      name: 'command-palette',
      open: async () => {
        await go('/flags', page.getByText('Dark mode').first());
        await page.keyboard.press('Control+k');
        await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ timeout: 5000 });
      },
      after: closeDialog,
    },
    { name: 'not-found', open: () => go('/no/such/page', page.getByText('Oops! Page not found')) },
  ];

  async function go(path: string, ready: ReturnType<Page['getByText']>): Promise<void> {
    await page.goto(`${server.url}${path}`);
    await ready.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }

  async function check(name: string, mode: 'light' | 'dark', width: number, open: () => Promise<void>, after?: () => Promise<void>) {
    try {
      await open();
    } catch (e) {
      results.push({
        screen: name,
        mode,
        width,
        violations: [{ id: 'could-not-open', impact: 'serious', help: String(e).slice(0, 300), nodes: 0, sample: '' }],
      });
      return;
    }
    const violations = await axe(page);
    results.push({ screen: name, mode, width, violations });
    await after?.();
  }

  // A11Y_ONLY=dark-375 (for instance) runs one combination while fixing a screen.
  const only = process.env.A11Y_ONLY;
  for (const mode of ['light', 'dark'] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      if (only && only !== `${mode}-${viewport.width}`) continue;
      it(`${mode}, ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: mode });
        // Signed out: sign-in and sign-up.
        await page.goto(`${server.url}/sign-in`);
        await page.evaluate((m) => {
          localStorage.clear();
          localStorage.setItem('flagstream.colorMode', m);
        }, mode);
        await check('sign-in', mode, viewport.width, () => go('/sign-in', page.getByText('Welcome back')));
        await check('sign-up', mode, viewport.width, () => go('/sign-up', page.getByText('Join Flagstream and start managing your feature flags')));
        // A newcomer without a project: the welcome dialog.
        await check('welcome-dialog', mode, viewport.width, async () => {
          await signIn(page, server, NEWCOMER, '/');
          await page.getByText('Welcome to Flagstream!').waitFor({ timeout: 20_000 });
        });
        await signIn(page, server, OWNER, '/');
        await heading(PROJECT.name).waitFor({ timeout: 20_000 });
        for (const s of SCREENS) await check(s.name, mode, viewport.width, s.open, s.after);
        const mine = results.filter((r) => r.mode === mode && r.width === viewport.width);
        const lines = mine.flatMap((r) => r.violations.map((v) => `${r.screen}: [${v.impact}] ${v.id} x${v.nodes} — ${v.help} — ${v.sample}`));
        const total = mine.reduce((n, r) => n + r.violations.reduce((k, v) => k + v.nodes, 0), 0);
        const rules = mine.reduce((n, r) => n + r.violations.length, 0);
        console.log(`axe ${mode} ${viewport.width}px: ${mine.length} screens, ${rules} critical/serious rule violations over ${total} elements`);
        expect(lines).toEqual([]);
      }, 600_000);
    }
  }

  it('the project used is the seeded one', () => {
    expect(project.feature_flags.length).toBe(FLAGS.length - 1);
  });
});
