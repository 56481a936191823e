import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { settle, shot } from './support/screens';

const run = chromiumAvailable() ? describe : describe.skip;

run('shell: sign-up, welcome dialog, sidebar, 404', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('redirects a signed-out visitor to /sign-in, which links to sign-up', async () => {
    await page.goto(`${server.url}/flags`);
    await page.waitForURL('**/sign-in');
    await expect(page.getByText('Welcome back')).toBeDefined();
    await page.getByText("Don't have an account?").waitFor();
    await shot(page, 'sign-in-1440');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/sign-up');
    await page.getByText('Join Flagstream and start managing your feature flags').waitFor();
    await page.getByText('Already have an account?').waitFor();
    await shot(page, 'sign-up-1440');
  });

  it('signs a new user up; the welcome dialog asks for a first project and creates it', async () => {
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email address').fill('grace@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Welcome to Flagstream!').waitFor({ timeout: 15_000 });
    await dialog.getByText('To get started, create your first feature flag project').waitFor();
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    const submit = dialog.getByRole('button', { name: 'Create My First Project' });
    expect(await submit.isDisabled()).toBe(true);
    await shot(page, 'welcome-dialog-1440');
    await dialog.getByLabel('Project name').fill('Storefront');
    await dialog.getByLabel('Description').fill('The shop front end');
    await dialog.getByLabel('New environment name').fill('qa');
    await dialog.getByLabel('New environment name').press('Enter');
    // The Free plan allows 3 environments: drop one of the defaults.
    await dialog.getByRole('button', { name: 'staging' }).locator('.MuiChip-deleteIcon').click();
    await submit.click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Select project' }).getByText('Storefront').waitFor();
    const projects = await server.api<{ data: Array<{ name: string; environments: Array<{ name: string }> }> }>(
      'grace@example.com',
      'GET',
      '/projects/my-projects',
    );
    expect(projects.data.map((p) => p.name)).toEqual(['Storefront']);
    expect(projects.data[0]!.environments.map((e) => e.name)).toEqual(['development', 'production', 'qa']);
  });

  it('shows the sidebar groups; Ctrl+B collapses it and the state is kept in a 7-day cookie', async () => {
    for (const label of [
      'Dashboard',
      'Projects',
      'Feature Flags',
      'Environments',
      'Overrides',
      'Values Matrix',
      'Setup & Integration',
      'Team Members',
      'Billing & Plan',
    ]) {
      await page.getByRole('navigation').getByText(label, { exact: true }).first().waitFor();
    }
    await page.getByText('v1.0.0').waitFor();
    await shot(page, 'shell-dashboard-1440');
    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.cookie.includes('sidebar_state=collapsed'));
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('collapsed');
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(7);
    await shot(page, 'shell-collapsed-1440');
    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.cookie.includes('sidebar_state=expanded'));
  });

  it('the project selector lists the projects with their counts', async () => {
    await page.getByRole('button', { name: 'Select project' }).click();
    await page.getByText('Available Projects').waitFor();
    await page.getByText('Current').waitFor();
    await shot(page, 'project-selector-1440');
    await page.keyboard.press('Escape');
  });

  it('keyboard (issue 18): the first Tab reaches a skip link, "/" focuses the search, Ctrl+K opens the command palette', async () => {
    await page.goto(`${server.url}/environments`);
    await page.getByRole('heading', { name: 'Environments' }).first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await skip.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search environments');
    await page.keyboard.type('prod');
    expect(await page.getByLabel('Search environments').inputValue()).toBe('prod');

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await palette.getByRole('combobox', { name: 'Search commands' }).fill('matrix');
    await palette.getByRole('option', { name: /Values Matrix/ }).waitFor();
    await shot(page, 'command-palette-1440');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/values-matrix');
    await palette.waitFor({ state: 'detached' });
    // The header button opens it too; Escape closes it.
    await page.getByRole('button', { name: 'Search' }).first().click();
    await palette.waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
  });

  it('turns into a slide-in drawer under 768 px', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await shot(page, 'shell-dashboard-375');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('navigation').getByText('Feature Flags').waitFor();
    await settle(page); // the drawer's slide-in, finished
    await shot(page, 'shell-drawer-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows the 404 page for any other path and logs the path', async () => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    expect(logged.some((l) => l.includes('/no/such/page'))).toBe(true);
    await shot(page, 'not-found-1440');
  });
});
