import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { devUserId, startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { DESKTOP, PHONE, SCREENSHOTS, capture, openScreen, settle, shotsAtBothWidths } from './support/screens';

/**
 * Issue 7, end to end: an owner signs up and creates a project; a flag is created, given a
 * value in development, changed, renamed and deleted. From the Dashboard's Recent Activity the
 * owner opens the Audit Log, filters it to feature flags, expands the rename, travels back to
 * before the deletion (flag and served config as they were), compares that moment with now,
 * restores the flag (it is back on Feature Flags), verifies the hash chain and exports CSV and
 * NDJSON. A viewer reads the same history without any restore button. Loading, empty and error
 * states are shown too. Every screen is kept as `audit-<screen>-1440.png` and `-375.png`.
 */

const run = chromiumAvailable() ? describe : describe.skip;

const OWNER = { name: 'Ava Auditor', email: 'ava.audit@example.com' };
const VIEWER = { email: 'victor@example.com' };
const PROJECT = { name: 'Checkout', description: 'Payments front end' };
const STEP = 90_000;
const CSV_HEADER = 'position,revision,at,type,actor_id,actor_name,entity_kind,entity_id,entity_name,summary,before,after,event_id,correlation_id';

interface RestEnv {
  id: string;
  uuid: string;
  name: string;
}
interface RestFlag {
  id: string;
  key: string;
  name: string;
}
interface RestProject {
  id: string;
  uuid: string;
  name: string;
  environments: RestEnv[];
  feature_flags: RestFlag[];
}

/** Screenshots named `audit-<screen>-<width>`. */
const shots = (page: Page, screen: string, ready?: (page: Page) => Locator, o?: { dialog?: boolean }) => shotsAtBothWidths(page, `audit-${screen}`, ready, o);

/** Waits for a toast, then lets it go so it does not cover the next screenshot. */
async function toast(page: Page, text: string | RegExp): Promise<void> {
  const t = page.getByText(text).first();
  await t.waitFor({ timeout: 15_000 });
  await t.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}

const entries = (page: Page) => page.getByTestId('audit-entry');
const entryOfType = (page: Page, type: string) => page.locator(`[data-testid="audit-entry"][data-type="${type}"]`);
const expand = (entry: Locator) => entry.locator('button[aria-expanded]').first().click();

run('issue 7: the Audit Log — timeline, filters, time travel, compare, restore, verify, export; a viewer reads it', () => {
  let server: E2eServer;
  let owner: Awaited<ReturnType<typeof launchBrowser>>;
  let viewer: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let page: Page;
  let project: RestProject;
  let flag: RestFlag;

  /** A REST call with the owner's browser session, so history names them as the UI does. */
  const asOwner = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('flagstream.devSession') ?? '{}') as { token?: string }).token);
    const r = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path} -> ${r.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const myProject = async (email = OWNER.email) => {
    const r = await server.api<{ data: RestProject[] }>(email, 'GET', '/projects/my-projects');
    return r.data.find((p) => p.name === PROJECT.name)!;
  };

  beforeAll(async () => {
    server = await startE2eServer();
    owner = await launchBrowser(DESKTOP, { clipboardFor: server.url });
    page = await owner.context.newPage();
  });
  afterAll(async () => {
    await viewer?.close();
    await owner?.close();
    await server?.close();
  });

  it(
    'an owner signs up and creates a project; a flag is created, valued, changed, renamed and deleted',
    async () => {
      await page.goto(`${server.url}/sign-up`);
      await page.getByText('Join Flagstream and start managing your feature flags').waitFor();
      await page.getByLabel('Full name').fill(OWNER.name);
      await page.getByLabel('Email address').fill(OWNER.email);
      await page.getByRole('button', { name: 'Create Account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Welcome to Flagstream!').waitFor({ timeout: 15_000 });
      await dialog.getByLabel('Project name').fill(PROJECT.name);
      await dialog.getByLabel('Description').fill(PROJECT.description);
      await dialog.getByRole('button', { name: 'Create My First Project' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: 'Select project' }).getByText(PROJECT.name).waitFor();
      project = await myProject();

      // The changes themselves go through REST (the flag screens have their own e2e): this file is about their history.
      const dev = project.environments.find((e) => e.name === 'development')!;
      flag = (
        await asOwner<{ data: RestFlag }>('POST', '/feature-flags', {
          data: {
            project: project.id,
            name: 'Dark Mode',
            key: 'dark_mode',
            description: 'Dark theme for the checkout',
            type: 'boolean',
            value: false,
            enabled: true,
          },
        })
      ).data;
      await asOwner('PUT', `/environments/${dev.id}/variables`, { variables: { dark_mode: { value: true, enabled: true } } });
      await asOwner('PUT', `/feature-flags/${flag.id}`, { data: { value: true } });
      await asOwner('PUT', `/feature-flags/${flag.id}`, { data: { name: 'Night Mode' } });
      await asOwner('DELETE', `/feature-flags/${flag.id}`);
      expect((await myProject()).feature_flags).toEqual([]);
    },
    STEP,
  );

  it(
    "the Dashboard's Recent Activity links to the Audit Log",
    async () => {
      await page.goto(`${server.url}/`);
      const card = page.locator('.MuiCard-root', { has: page.getByText('Recent Activity', { exact: true }) });
      await card.getByText('Feature flag "Night Mode" deleted').waitFor({ timeout: 15_000 });
      // Each item opens its own entry, expanded.
      await card.getByRole('link', { name: 'Feature flag "Night Mode" deleted' }).click();
      await page.waitForURL(/\/audit\?event=/);
      await entryOfType(page, 'FeatureFlagDeleted').getByTestId('audit-entry-details').waitFor({ timeout: 15_000 });
      await page.goBack();
      await card.getByRole('link', { name: 'View all' }).waitFor();
      await shots(page, 'dashboard-link', () => card.getByRole('link', { name: 'View all' }));
      await card.getByRole('link', { name: 'View all' }).click();
      await page.waitForURL('**/audit');
      await page.getByRole('heading', { name: 'Audit Log', exact: true }).waitFor();
      // The sidebar shows the screen under Management.
      await page.getByRole('navigation').getByRole('link', { name: 'Audit Log' }).waitFor();
    },
    STEP,
  );

  it(
    'lists every change newest first; filtering by feature flags; an entry expands to its field changes',
    async () => {
      // The timeline renders a screenful first, then the rest: wait for its last entry.
      await entryOfType(page, 'ProjectCreated').waitFor();
      const summaries = await entries(page).locator('button[aria-expanded] p').allTextContents();
      expect(summaries[0]).toBe('Feature flag "Night Mode" deleted');
      expect(summaries).toContain('Feature flag "Dark Mode" created');
      expect(summaries).toContain('"dark_mode" set to true in "development"');
      expect(summaries[summaries.length - 1]).toBe(`Project "${PROJECT.name}" created`);
      await page.getByText('Beginning of history: the project was created here.').waitFor();
      await shots(page, 'timeline', (p) => entries(p).first());

      // Event types are grouped by what they change.
      await page.getByRole('combobox', { name: 'Event type' }).click();
      const menu = page.getByRole('listbox');
      await menu.getByRole('option', { name: 'Feature flag updated' }).waitFor();
      await menu.getByText('Restores', { exact: true }).waitFor();
      await shots(page, 'event-types', () => menu.getByRole('option', { name: 'Restore recorded' }), { dialog: true });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // "Only this environment" narrows the timeline to one entity; its chip widens it again.
      const valueSet = entryOfType(page, 'EnvironmentVariableSet').first();
      await expand(valueSet);
      await valueSet.getByRole('button', { name: 'Only this environment' }).click();
      await page.waitForURL(/entity=.*kind=environment|kind=environment.*entity=/);
      const onlyDev = page.getByRole('button', { name: 'Only environment “development”' });
      await onlyDev.waitFor({ timeout: 15_000 });
      await entryOfType(page, 'EnvironmentCreated').waitFor({ timeout: 15_000 });
      expect(await entries(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).toEqual([
        'EnvironmentVariableReset',
        'EnvironmentVariableSet',
        'EnvironmentCreated',
      ]);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((u) => !u.search.includes('entity='));
      await entryOfType(page, 'ProjectCreated').waitFor();

      await page.getByRole('combobox', { name: 'Entity' }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Feature flags' }).click();
      await page.waitForURL(/kind=flag/);
      await page.getByText('4 events', { exact: true }).waitFor();
      expect(await entries(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).toEqual([
        'FeatureFlagDeleted',
        'FeatureFlagUpdated',
        'FeatureFlagUpdated',
        'FeatureFlagCreated',
      ]);

      // The newer of the two updates is the rename.
      const rename = entryOfType(page, 'FeatureFlagUpdated').first();
      await expand(rename);
      const details = rename.getByTestId('audit-entry-details');
      await details.waitFor();
      const diff = details.getByRole('table', { name: 'Field changes' });
      await diff.getByRole('rowheader', { name: 'Name' }).waitFor();
      expect(await diff.locator('[data-tone="before"]').allTextContents()).toEqual(['Dark Mode']);
      expect(await diff.locator('[data-tone="after"]').allTextContents()).toEqual(['Night Mode']);
      await details.getByRole('button', { name: 'Restore this version' }).waitFor();
      // The value change shows old → new too.
      const valueChange = entryOfType(page, 'FeatureFlagUpdated').nth(1);
      await expand(valueChange);
      await valueChange.getByRole('rowheader', { name: 'Default value' }).waitFor();
      expect(await valueChange.locator('[data-tone="before"]').allTextContents()).toEqual(['false']);
      await expand(valueChange);
      await shots(page, 'entry-expanded', () => details);
    },
    STEP,
  );

  it(
    'time travel to just before the deletion shows the flag, its values and the config served then',
    async () => {
      const rename = entryOfType(page, 'FeatureFlagUpdated').first();
      await rename.getByRole('button', { name: 'View as of this event' }).click();
      await page.waitForURL(/view=travel/);
      const summary = page.getByTestId('time-travel-summary');
      await summary.getByText(`${PROJECT.name} as it was on`, { exact: false }).waitFor({ timeout: 15_000 });
      await page.getByText(/^Pinned after event #\d+$/).waitFor();
      const pastFlag = page.getByTestId('past-flag');
      expect(await pastFlag.count()).toBe(1);
      await pastFlag.getByText('Night Mode', { exact: true }).waitFor();
      await pastFlag.getByText('dark_mode', { exact: true }).waitFor();
      await pastFlag.getByText('Deleted since').waitFor();
      // development had its own value then.
      await page.getByText('Environment values').waitFor();
      // The config exactly as served in development at that instant.
      const code = page.locator('pre[aria-label$="response body code"]');
      await code.waitFor({ timeout: 15_000 });
      const body = JSON.parse((await code.textContent())!) as { data: { flags: Record<string, { value: unknown; name: string; source: string }> } };
      expect(body.data.flags.dark_mode).toMatchObject({ name: 'Night Mode', value: true, source: 'environment' });
      expect((await page.getByTestId('config-etag').textContent())!.length).toBeGreaterThan(4);
      await shots(page, 'time-travel', (p) => p.getByTestId('config-etag'));
    },
    STEP,
  );

  it(
    'compares just before the rename with now, entity by entity',
    async () => {
      await page.getByRole('tab', { name: 'Timeline' }).click();
      const rename = entryOfType(page, 'FeatureFlagUpdated').first();
      await rename.waitFor();
      if (!(await rename.getByTestId('audit-entry-details').isVisible())) await expand(rename);
      await rename.getByRole('button', { name: 'Compare with now' }).click();
      await page.waitForURL(/view=compare/);
      const result = page.getByTestId('compare-result');
      await result.waitFor({ timeout: 15_000 });
      const flagChange = result.getByTestId('compare-change').filter({ hasText: 'Feature flag' });
      await flagChange.getByText('Removed', { exact: true }).waitFor();
      await flagChange.getByText('Dark Mode', { exact: true }).first().waitFor();
      await result.getByText('1 removed').waitFor();
      await page.getByText(/^Pinned just before event #\d+$/).waitFor();
      await shots(page, 'compare', () => result);
      // The same comparison in dark mode (the system's choice): old and new values stay legible.
      await page.emulateMedia({ colorScheme: 'dark' });
      await capture(page, 'audit-compare-dark-1440', true);
      await page.emulateMedia({ colorScheme: 'light' });
    },
    STEP,
  );

  it(
    'restores the deleted flag after a confirmation: a toast, a new entry, the flag back on Feature Flags',
    async () => {
      await page.getByRole('tab', { name: 'Timeline' }).click();
      const deletion = entryOfType(page, 'FeatureFlagDeleted').first();
      await expand(deletion);
      await deletion.getByRole('button', { name: 'Restore deleted flag' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Restore Feature Flag' }).waitFor();
      await dialog.getByText('This records new changes; history is kept.', { exact: false }).waitFor();
      await dialog.getByText('“Night Mode”').waitFor();
      await shots(page, 'restore-confirm', () => dialog.getByRole('button', { name: 'Restore' }), { dialog: true });
      await dialog.getByRole('button', { name: 'Restore' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await toast(page, 'Feature flag “Night Mode” restored');
      await entryOfType(page, 'EntityRestored').first().waitFor({ timeout: 15_000 });
      expect(await entries(page).first().getAttribute('data-type')).toBe('FeatureFlagCreated');
      expect((await myProject()).feature_flags.map((f) => f.name)).toEqual(['Night Mode']);

      await openScreen(page, 'Feature Flags', 'Feature Flags');
      await page.getByRole('table', { name: 'Feature flags' }).getByText('Night Mode', { exact: true }).waitFor({ timeout: 15_000 });
    },
    STEP,
  );

  it(
    'verifies the hash chain and exports the filtered history as CSV and NDJSON downloads',
    async () => {
      await openScreen(page, 'Audit Log', 'Audit Log');
      await entries(page).first().waitFor();
      await page.getByRole('button', { name: 'Verify integrity' }).click();
      const verified = page.getByTestId('verify-result');
      await verified.getByText('History verified').waitFor({ timeout: 15_000 });
      await verified.getByText(/All \d+ events match their recorded hashes/).waitFor();
      expect(await verified.locator('code').textContent()).toMatch(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
      await shots(page, 'verified', () => verified);

      const csvDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toBe(`flagstream-history-${project.id}.csv`);
      const csvText = readFileSync((await csv.path())!, 'utf8');
      expect(csvText.startsWith(`${CSV_HEADER}\r\n`)).toBe(true);
      expect(csvText.trim().split('\r\n').length).toBeGreaterThan(8);
      await page.getByText(`Export downloaded: flagstream-history-${project.id}.csv`).waitFor({ timeout: 15_000 });

      // The export follows the filters: feature flag entries only.
      await page.goto(`${server.url}/audit?kind=flag`);
      await entries(page).first().waitFor();
      const ndDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export NDJSON' }).click();
      const nd = await ndDownload;
      const lines = readFileSync((await nd.path())!, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { type: string; entity: { kind: string } });
      expect(lines.length).toBeGreaterThanOrEqual(5);
      expect(lines.every((l) => l.entity.kind === 'flag')).toBe(true);
      expect(lines[0]!.type).toBe('FeatureFlagCreated');
      await page.getByText(/^Export downloaded: /).waitFor({ timeout: 15_000 });
    },
    STEP,
  );

  it(
    'shows an empty state when no event matches, a skeleton while loading and an error with a retry',
    async () => {
      await page.goto(`${server.url}/audit?until=2000-01-01T00:00:00`);
      await page.getByText('No events match these filters').waitFor({ timeout: 15_000 });
      await page.goto(`${server.url}/audit?type=PlanUpgraded`);
      await page.getByText('No events match these filters').waitFor({ timeout: 15_000 });
      await shots(page, 'empty', (p) => p.getByText('No events match these filters'));
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await entries(page).first().waitFor();

      // Loading: hold the history query until the skeleton is captured.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('AuditHistory')) await held;
        await route.continue();
      });
      await page.goto(`${server.url}/audit`);
      await page.getByLabel('Loading the audit log').waitFor({ timeout: 15_000 });
      // Not through shot(): it waits for the network to go idle, and the held request never does.
      for (const [size, name] of [
        [PHONE, 'audit-loading-375'],
        [DESKTOP, 'audit-loading-1440'],
      ] as const) {
        await page.setViewportSize(size);
        await settle(page);
        await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
      }
      release();
      await entries(page).first().waitFor();
      await page.unroute('**/graphql');

      // Error: the history query fails once; Retry loads it.
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('AuditHistory'))
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'Service temporarily unavailable' }] }),
          });
        else await route.continue();
      });
      await page.goto(`${server.url}/audit`);
      await page.getByText('Failed to load the audit log').waitFor({ timeout: 15_000 });
      await shots(page, 'error', (p) => p.getByText('Failed to load the audit log'));
      await page.unroute('**/graphql');
      // The shell's offline banner (issue 17) has a Retry too: this is the Audit Log's own, after it.
      await page.getByRole('button', { name: 'Retry' }).last().click();
      await entries(page).first().waitFor({ timeout: 15_000 });
    },
    STEP,
  );

  it(
    'a viewer reads the history, travels in time and verifies, without any restore button',
    async () => {
      const userId = devUserId(VIEWER.email);
      await server.api(VIEWER.email, 'GET', '/user-info/validate');
      // add-team-member invites; the user joins by accepting (issue 15)
      const added = await server.api<{ data: { invitation: { id: string } } }>(OWNER.email, 'POST', `/projects/${project.id}/add-team-member`, {
        userId,
        role: 'viewer',
      });
      await server.api(VIEWER.email, 'POST', `/invitations/${added.data.invitation.id}/accept`);
      expect((await server.api<{ data: { role: string } }>(VIEWER.email, 'GET', `/projects/${project.id}`)).data.role).toBe('viewer');

      viewer = await launchBrowser(DESKTOP);
      const vpage = await viewer.context.newPage();
      await vpage.goto(`${server.url}/sign-in`);
      await vpage.getByLabel('Email address').fill(VIEWER.email);
      await vpage.getByRole('button', { name: 'Sign In' }).click();
      await vpage.getByRole('button', { name: 'Select project' }).getByText(PROJECT.name).waitFor({ timeout: 15_000 });
      await openScreen(vpage, 'Audit Log', 'Audit Log');
      await vpage.getByText('View only').waitFor();
      const deletion = entryOfType(vpage, 'FeatureFlagDeleted').first();
      await expand(deletion);
      await deletion.getByRole('button', { name: 'View as of this event' }).waitFor();
      expect(await vpage.getByRole('button', { name: /^Restore/ }).count()).toBe(0);
      await shots(vpage, 'viewer', () => deletion.getByTestId('audit-entry-details'));

      await entryOfType(vpage, 'FeatureFlagUpdated').first().locator('button[aria-expanded]').click();
      await entryOfType(vpage, 'FeatureFlagUpdated').first().getByRole('button', { name: 'View as of this event' }).click();
      await vpage.getByTestId('past-flag').getByText('Night Mode', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await vpage.getByRole('button', { name: /^Restore/ }).count()).toBe(0);
      await vpage.getByRole('button', { name: 'Verify integrity' }).click();
      await vpage.getByText('History verified').waitFor({ timeout: 15_000 });
      await viewer.close();
      viewer = undefined;
    },
    STEP,
  );

  it(
    'pages through a long history with "Load older events"',
    async () => {
      const dev = project.environments.find((e) => e.name === 'development')!;
      for (let i = 0; i < 45; i++)
        await asOwner('PUT', `/environments/${dev.id}/variables`, { variables: { dark_mode: { value: i % 2 === 0, enabled: true } } });
      await page.goto(`${server.url}/audit`);
      await entries(page).first().waitFor({ timeout: 15_000 });
      await entries(page).nth(49).waitFor();
      expect(await entries(page).count()).toBe(50);
      await page.getByText('50 events shown, older ones below').waitFor();
      await page.getByRole('button', { name: 'Load older events' }).click();
      await page.getByText('Beginning of history: the project was created here.').waitFor({ timeout: 15_000 });
      await entryOfType(page, 'ProjectCreated').waitFor();
      const all = await entries(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-position'))));
      expect(all.length).toBeGreaterThan(50);
      expect(new Set(all).size).toBe(all.length);
      expect([...all].sort((a, b) => b - a)).toEqual(all);
      expect(await entries(page).last().getAttribute('data-type')).toBe('ProjectCreated');
    },
    STEP,
  );
});
