import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { devUserId, startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { DESKTOP, PHONE, openScreen, settle, shotsAtBothWidths } from './support/screens';

/**
 * Issue 5, end to end: a new user signs up, creates a first project from the welcome dialog,
 * then (through the UI only) creates flags, sets environment values, creates an override, edits
 * the Values Matrix, and copies the API URL from Setup & Integration; the public endpoint must
 * then serve exactly what was set. A viewer then sees every screen read-only.
 * Every screen is kept as `flow-<screen>-1440.png` and `flow-<screen>-375.png`.
 */

// Updated for issue 17: the Create Flag form's value editors (true/false, decimal text), the override form's
// decimal field, and the Values Matrix's one control per cell (a button opening a value editor).
const run = chromiumAvailable() ? describe : describe.skip;

const OWNER = { name: 'Ada Lovelace', email: 'ada.flow@example.com' };
const VIEWER = { email: 'victor.viewer@example.com' };
const STEP = 90_000;

interface RestFlag {
  id: string;
  key: string;
  name: string;
  type: string;
  value: unknown;
  enabled: boolean;
}
interface RestEnv {
  id: string;
  uuid: string;
  name: string;
}
interface RestOverride {
  id: string;
  uuid: string;
  name: string;
  expires_at: string | null;
  is_active: boolean;
  environment?: { id: string } | string;
}
interface RestProject {
  id: string;
  uuid: string;
  name: string;
  environments: RestEnv[];
  feature_flags: RestFlag[];
  overrides: RestOverride[];
}

interface ServedFlag {
  key: string;
  name: string;
  type: string;
  enabled: boolean;
  value: unknown;
  source: 'default' | 'environment' | 'override';
  rollout_percentage: number;
}
interface ConfigResponse {
  success: boolean;
  data: {
    project: { id: string; name: string };
    environment: { id: string; name: string };
    override?: { id: string; name: string; expires_at: string | null };
    flags: Record<string, ServedFlag>;
    meta: { total_flags: number; active_flags: number; override_count: number };
  };
}

/** Screenshots named `flow-<screen>-<width>`. */
const shots = (page: Page, screen: string, ready?: (page: Page) => Locator, o?: { dialog?: boolean }) => shotsAtBothWidths(page, `flow-${screen}`, ready, o);

const flag = (key: string, name: string, type: string, value: unknown, enabled: boolean, source: ServedFlag['source']): ServedFlag => ({
  key,
  name,
  type,
  value,
  enabled,
  source,
  rollout_percentage: enabled ? 100 : 0,
});

run('issue 5: sign up, build a configuration through the UI, serve it; a viewer sees it read-only', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let project: RestProject;
  const copied: Record<string, string> = {};

  const myProject = async (email = OWNER.email) => {
    const r = await server.api<{ data: RestProject[] }>(email, 'GET', '/projects/my-projects');
    return r.data[0]!;
  };
  const envNamed = (name: string) => project.environments.find((e) => e.name === name)!;

  /** Selects an option of a MUI select (a combobox opening a listbox). */
  const choose = async (scope: Page | Locator, combobox: RegExp, option: RegExp | string) => {
    await scope.getByRole('combobox', { name: combobox }).click();
    await page.getByRole('listbox').getByRole('option', { name: option }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  };

  /** Copies the API URL with the Setup screen's copy button and reads it back from the clipboard. */
  const copyApiUrl = async (): Promise<string> => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy URL' }).click();
    await page.getByText('Copied to clipboard').first().waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    // The toast would cover the next screenshot: let it go.
    await page
      .getByText('Copied to clipboard')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    return text;
  };

  /** Node's fetch of the public endpoint; waits for the read model to catch up with the UI's last write. */
  const served = async (url: string, check: (body: ConfigResponse) => void): Promise<ConfigResponse> => {
    let failure: unknown;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const r = await fetch(url, { headers: { accept: 'application/json' } });
      try {
        expect(r.status).toBe(200);
        const body = (await r.json()) as ConfigResponse;
        check(body);
        return body;
      } catch (e) {
        failure = e;
        await new Promise((res) => setTimeout(res, 100));
      }
    }
    throw failure ?? new Error(`no answer from ${url}`);
  };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser(DESKTOP, { clipboardFor: server.url });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it(
    'shows sign-in and sign-up to a signed-out visitor',
    async () => {
      await page.goto(`${server.url}/`);
      await page.waitForURL('**/sign-in');
      await page.getByText('Welcome back').waitFor();
      await shots(page, 'sign-in', (p) => p.getByRole('button', { name: 'Sign In' }));
      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.waitForURL('**/sign-up');
      await page.getByText('Already have an account?').waitFor();
      await shots(page, 'sign-up', (p) => p.getByRole('button', { name: 'Create Account' }));
    },
    STEP,
  );

  it(
    'signs a new user up; the welcome dialog creates the first project with the default environments',
    async () => {
      await page.getByLabel('Full name').fill(OWNER.name);
      await page.getByLabel('Email address').fill(OWNER.email);
      await page.getByRole('button', { name: 'Create Account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Welcome to Flagstream!').waitFor({ timeout: 15_000 });
      for (const env of ['development', 'staging', 'production']) await dialog.getByRole('button', { name: env }).waitFor();
      await dialog.getByLabel('Project name').fill('Checkout');
      await dialog.getByLabel('Description').fill('The web shop checkout');
      await shots(page, 'welcome', (p) => p.getByRole('button', { name: 'Create My First Project' }), { dialog: true });
      await dialog.getByRole('button', { name: 'Create My First Project' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: 'Select project' }).getByText('Checkout').waitFor();

      project = await myProject();
      expect(project.name).toBe('Checkout');
      expect(project.environments.map((e) => e.name)).toEqual(['development', 'staging', 'production']);
      expect(project.feature_flags).toEqual([]);
      // The signed-in user menu shows the name given at sign-up.
      await page.getByRole('button', { name: 'Account' }).click();
      // the name heads the account popover, above its menu of actions
      await page.getByRole('menu', { name: 'Account' }).locator('..').getByText(OWNER.name, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    },
    STEP,
  );

  it(
    'shows the Dashboard and the Projects screens of the new project',
    async () => {
      await page.getByRole('heading', { name: 'Checkout' }).first().waitFor();
      await page.getByText('Project dashboard - manage feature flags, environments, and configurations.').waitFor();
      await shots(page, 'dashboard', (p) => p.getByRole('link', { name: 'Manage Feature Flags' }));
      await openScreen(page, 'Projects', 'Projects');
      await page.getByText('The web shop checkout').first().waitFor();
      await shots(page, 'projects', (p) => p.getByText('The web shop checkout').first());
    },
    STEP,
  );

  it(
    'creates a boolean, a string and a number flag through the Create Flag form',
    async () => {
      await openScreen(page, 'Feature Flags', 'Feature Flags');
      await page.getByText('No feature flags yet').waitFor();
      await shots(page, 'flags-empty', (p) => p.getByText('No feature flags yet'));

      const create = async (name: string, key: string, type: 'Boolean' | 'String' | 'Number', fill: (d: Locator) => Promise<void>, screenshot?: string) => {
        await page.getByRole('button', { name: 'Create Flag' }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Create Feature Flag').waitFor();
        await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
        // The key follows the name and is checked for availability.
        expect(await dialog.getByRole('textbox', { name: /^Key/ }).inputValue()).toBe(key);
        await dialog.getByText('This key is available').waitFor();
        if (type !== 'Boolean') await choose(dialog, /^Type/, type);
        await dialog.getByRole('textbox', { name: /^Description/ }).fill(`${name} (e2e)`);
        await fill(dialog);
        if (screenshot) await shots(page, screenshot, () => dialog.getByRole('button', { name: 'Create Flag' }), { dialog: true });
        await dialog.getByRole('button', { name: 'Create Flag' }).click();
        await dialog.waitFor({ state: 'detached', timeout: 15_000 });
        await page.getByRole('table', { name: 'Feature flags' }).getByText(name, { exact: true }).waitFor();
      };

      // Boolean: the value is chosen as False or True.
      await create(
        'New Checkout',
        'new_checkout',
        'Boolean',
        async (d) => {
          expect(await d.getByRole('combobox', { name: /^Value/ }).textContent()).toBe('false');
        },
        'flag-form-boolean',
      );
      await create('Welcome Message', 'welcome_message', 'String', async (d) => {
        await d.getByRole('textbox', { name: /^Value/ }).fill('Hello');
      });
      await create(
        'Max Items',
        'max_items',
        'Number',
        async (d) => {
          await d.getByRole('textbox', { name: /^Value/ }).fill('10');
        },
        'flag-form-number',
      );

      project = await myProject();
      expect(project.feature_flags.map((f) => [f.key, f.type, f.value, f.enabled])).toEqual([
        ['new_checkout', 'boolean', false, true],
        ['welcome_message', 'string', 'Hello', true],
        ['max_items', 'number', 10, true],
      ]);
    },
    STEP,
  );

  it(
    'shows a json flag created through the REST API',
    async () => {
      await server.api(OWNER.email, 'POST', '/feature-flags', {
        data: {
          project: project.id,
          name: 'Theme Config',
          key: 'theme_config',
          description: 'Colours (e2e)',
          type: 'json',
          value: { color: 'blue', radius: 8 },
          enabled: true,
        },
      });
      await page.reload();
      const table = page.getByRole('table', { name: 'Feature flags' });
      const row = table.getByRole('row').filter({ hasText: 'Theme Config' });
      await row.getByText('JSON', { exact: true }).waitFor();
      // every environment column serves the default here
      await row.getByText('{"color":"blue","radius":8}').first().waitFor();
      expect(await table.getByRole('row').count()).toBe(5); // header + 4 flags
      await shots(page, 'flags', (p) => p.getByText('Theme Config', { exact: true }).first());
      project = await myProject();
    },
    STEP,
  );

  it(
    'sets environment values in the Environment Values dialog: max_items = 50 in production, disabled in staging',
    async () => {
      await page.getByRole('button', { name: 'Actions for Max Items' }).click();
      await page.getByRole('menuitem', { name: 'Environment Values' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Environment Values - Max Items').waitFor();
      await dialog.getByRole('tab', { name: /^development/ }).waitFor();

      await dialog.getByRole('tab', { name: /^production/ }).click();
      await dialog.getByText('production follows the global default').waitFor();
      await dialog.getByRole('spinbutton', { name: 'Value' }).fill('50');
      await dialog.getByText('This environment has a custom value that differs from the global default.').waitFor();
      await dialog.getByText('Custom', { exact: true }).waitFor();

      await dialog.getByRole('tab', { name: /^staging/ }).click();
      await dialog.getByText('staging follows the global default').waitFor();
      await dialog.getByRole('switch', { name: /Environment Enabled/ }).uncheck();
      await dialog.getByText('staging uses its own value').waitFor();
      await shots(page, 'environment-values', () => dialog.getByRole('button', { name: 'Save Environment Values' }), { dialog: true });

      await dialog.getByRole('button', { name: 'Save Environment Values' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });

      const maxItems = project.feature_flags.find((f) => f.key === 'max_items')!;
      const values = await server.api<{ data: Array<{ environmentName: string; value: unknown; enabled: boolean; hasCustomValue: boolean }> }>(
        OWNER.email,
        'GET',
        `/feature-flags/${maxItems.id}/environment-values`,
      );
      const byEnv = Object.fromEntries(values.data.map((v) => [v.environmentName, v]));
      expect(byEnv.production).toMatchObject({ value: 50, enabled: true, hasCustomValue: true });
      expect(byEnv.staging).toMatchObject({ value: 10, enabled: false, hasCustomValue: true });
      expect(byEnv.development).toMatchObject({ hasCustomValue: false });
    },
    STEP,
  );

  it(
    'shows the Environments screen with the three default environments',
    async () => {
      await openScreen(page, 'Environments', 'Environments');
      for (const env of ['development', 'staging', 'production']) await page.getByRole('heading', { name: env, exact: true }).waitFor();
      await page.getByRole('button', { name: 'New Environment' }).waitFor();
      await shots(page, 'environments', (p) => p.getByRole('heading', { name: 'production', exact: true }));
    },
    STEP,
  );

  it(
    'creates an override of production (expiring in a week) for two flags',
    async () => {
      await openScreen(page, 'Overrides', 'Overrides');
      await page.getByText('No overrides yet').waitFor();
      await shots(page, 'overrides-empty', (p) => p.getByText('No overrides yet'));
      await page.getByRole('button', { name: 'Create Override' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: /Create Override/ }).waitFor();
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('QA session');
      await dialog.getByRole('textbox', { name: /^Description/ }).fill('Checkout QA with the new flow');
      await choose(dialog, /^Environment/, /production/);
      await dialog.getByRole('button', { name: '+1 week' }).click();
      expect(await dialog.getByLabel('Expires at').inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);

      await dialog.getByRole('switch', { name: 'Override New Checkout' }).check();
      await dialog.getByRole('switch', { name: 'Value of New Checkout' }).check();
      await dialog.getByRole('switch', { name: 'Override Max Items' }).check();
      await dialog.getByRole('textbox', { name: 'Value of Max Items' }).fill('99');
      await dialog.getByText('2 selected').waitFor();
      await shots(page, 'override-form', () => dialog.getByRole('button', { name: 'Create Override' }), { dialog: true });
      await dialog.getByRole('button', { name: 'Create Override' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByText('Override created successfully').first().waitFor();

      await page.getByRole('heading', { name: 'QA session' }).waitFor();
      await page.getByText('Expires in 7 days').waitFor();
      await page.getByText('Active', { exact: true }).first().waitFor();
      await page
        .getByText('Override created successfully')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      await shots(page, 'overrides', (p) => p.getByRole('heading', { name: 'QA session' }));

      project = await myProject();
      expect(project.overrides).toHaveLength(1);
      const o = project.overrides[0]!;
      expect(o.name).toBe('QA session');
      expect(o.is_active).toBe(true);
      const expiresIn = Date.parse(o.expires_at!) - Date.now();
      expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 5 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);
    },
    STEP,
  );

  it(
    'edits two cells in the Values Matrix and saves them with Save All Changes',
    async () => {
      await openScreen(page, 'Values Matrix', 'Values Matrix');
      const matrix = page.getByRole('table', { name: 'Values matrix' });
      await matrix.waitFor();
      // What the dialog set shows here too: one control per cell, showing the value and whether it is on.
      const cell = (flag: string, env: string) => matrix.getByRole('button', { name: `Edit ${flag} in ${env}` });
      await cell('Max Items', 'production').getByText('50').waitFor();
      await cell('Max Items', 'staging').getByText('off', { exact: true }).waitFor();

      const edit = async (flag: string, env: string, change: (pop: Locator) => Promise<void>) => {
        await cell(flag, env).click();
        const pop = page.getByRole('presentation').filter({ has: page.getByRole('button', { name: 'Apply' }) });
        await change(pop);
        await pop.getByRole('button', { name: 'Apply' }).click();
        await pop.waitFor({ state: 'detached' });
      };
      await edit('Welcome Message', 'production', (pop) => pop.getByRole('textbox', { name: 'Value' }).fill('Hello from production'));
      await edit('New Checkout', 'staging', (pop) => choose(pop, /^Value/, 'true'));
      await page.getByText('Unsaved changes').waitFor();
      await page.getByText('2 modified cells will not be applied until you save.').waitFor();
      await shots(page, 'values-matrix-edited', (p) => p.getByText('Unsaved changes'));

      await page.getByRole('button', { name: 'Save All Changes' }).first().click();
      // production is among the changes: it asks first
      await page.getByRole('dialog').getByRole('button', { name: 'Save All Changes' }).click();
      await page.getByText('Unsaved changes').waitFor({ state: 'detached', timeout: 15_000 });
      await cell('Welcome Message', 'production').getByText('"Hello from production"').waitFor();
      await cell('New Checkout', 'staging').getByText('true', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Save All Changes' }).isDisabled()).toBe(true);
      await shots(page, 'values-matrix', (p) => p.getByRole('table', { name: 'Values matrix' }));
    },
    STEP,
  );

  it(
    'copies the production API URL on Setup & Integration; the endpoint serves exactly the values set',
    async () => {
      await openScreen(page, 'Setup & Integration', 'Setup & Integration');
      await page.getByText('API URL Builder').waitFor();
      await choose(page, /^Environment/, /production/);
      await page.getByText('Filled in for production.', { exact: true }).first().waitFor();
      const prod = envNamed('production');
      const url = await copyApiUrl();
      expect(url).toBe(`${server.url}/api/config/${project.uuid}?environmentUuid=${prod.uuid}`);
      copied.production = url;
      await shots(page, 'setup', (p) => p.getByText('API URL Builder'));

      const body = await served(url, (b) => {
        expect(b.data.flags).toEqual({
          new_checkout: flag('new_checkout', 'New Checkout', 'boolean', false, true, 'default'),
          welcome_message: flag('welcome_message', 'Welcome Message', 'string', 'Hello from production', true, 'environment'),
          max_items: flag('max_items', 'Max Items', 'number', 50, true, 'environment'),
          theme_config: flag('theme_config', 'Theme Config', 'json', { color: 'blue', radius: 8 }, true, 'default'),
        });
      });
      expect(body.success).toBe(true);
      expect(body.data.project).toMatchObject({ id: project.uuid, name: 'Checkout' });
      expect(body.data.environment).toMatchObject({ id: prod.uuid, name: 'production' });
      expect(body.data.override).toBeUndefined();
      expect(body.data.meta).toMatchObject({ total_flags: 4, active_flags: 4, override_count: 0 });
    },
    STEP,
  );

  it(
    'copies the override URL; the override wins over the environment for the flags it lists',
    async () => {
      const o = project.overrides[0]!;
      await choose(page, /^Override/, /QA session/);
      await page.getByText('Filled in for production with the override “QA session”.', { exact: true }).first().waitFor();
      const url = await copyApiUrl();
      expect(url).toBe(`${copied.production}&overrideUuid=${o.uuid}`);
      await shots(page, 'setup-override', (p) => p.getByText('API URL Builder'));

      const body = await served(url, (b) => {
        expect(b.data.flags).toEqual({
          new_checkout: flag('new_checkout', 'New Checkout', 'boolean', true, true, 'override'),
          welcome_message: flag('welcome_message', 'Welcome Message', 'string', 'Hello from production', true, 'environment'),
          max_items: flag('max_items', 'Max Items', 'number', 99, true, 'override'),
          theme_config: flag('theme_config', 'Theme Config', 'json', { color: 'blue', radius: 8 }, true, 'default'),
        });
      });
      expect(body.data.override).toMatchObject({ id: o.uuid, name: 'QA session', expires_at: new Date(o.expires_at!).toISOString() });
      expect(body.data.meta).toMatchObject({ total_flags: 4, override_count: 2 });
    },
    STEP,
  );

  it(
    'copies the staging URL: the disabled environment value and the matrix edit are served, the override is not',
    async () => {
      await choose(page, /^Environment/, /staging/);
      await page.getByText('Filled in for staging.', { exact: true }).first().waitFor();
      const url = await copyApiUrl();
      expect(url).toBe(`${server.url}/api/config/${project.uuid}?environmentUuid=${envNamed('staging').uuid}`);
      const body = await served(url, (b) => {
        expect(b.data.flags).toEqual({
          new_checkout: flag('new_checkout', 'New Checkout', 'boolean', true, true, 'environment'),
          welcome_message: flag('welcome_message', 'Welcome Message', 'string', 'Hello', true, 'default'),
          max_items: flag('max_items', 'Max Items', 'number', 10, false, 'environment'),
          theme_config: flag('theme_config', 'Theme Config', 'json', { color: 'blue', radius: 8 }, true, 'default'),
        });
      });
      expect(body.data.meta).toMatchObject({ total_flags: 4, active_flags: 3, override_count: 0 });
    },
    STEP,
  );

  describe('a viewer of the project', () => {
    let viewer: Awaited<ReturnType<typeof launchBrowser>>;
    let vpage: Page;

    afterAll(async () => {
      await viewer?.close();
    });

    it(
      'is added as a viewer through the REST API and signs in through the UI',
      async () => {
        const userId = devUserId(VIEWER.email);
        await server.api(VIEWER.email, 'GET', '/user-info/validate'); // the user exists from their first call
        // add-team-member invites; the user joins by accepting (issue 15)
        const added = await server.api<{ data: { invitation: { id: string } } }>(OWNER.email, 'POST', `/projects/${project.id}/add-team-member`, { userId });
        await server.api(VIEWER.email, 'POST', `/invitations/${added.data.invitation.id}/accept`);
        await server.api(OWNER.email, 'PUT', `/projects/${project.id}/members/${userId}/role`, { role: 'viewer' });
        const theirs = await myProject(VIEWER.email);
        expect(theirs.id).toBe(project.id);

        viewer = await launchBrowser(DESKTOP);
        vpage = await viewer.context.newPage();
        await vpage.goto(`${server.url}/sign-in`);
        await vpage.getByLabel('Email address').fill(VIEWER.email);
        await vpage.getByRole('button', { name: 'Sign In' }).click();
        await vpage.getByRole('button', { name: 'Select project' }).getByText('Checkout').waitFor({ timeout: 15_000 });
        await vpage.getByRole('heading', { name: 'Checkout' }).first().waitFor();
        expect(await vpage.getByText('Welcome to Flagstream!').count()).toBe(0);
        await shots(vpage, 'viewer-dashboard', (p) => p.getByRole('heading', { name: 'Checkout' }).first());
      },
      STEP,
    );

    it(
      'sees Feature Flags without Create Flag, switches or row menus',
      async () => {
        await openScreen(vpage, 'Feature Flags', 'Feature Flags');
        await vpage.getByText('You have view-only access.', { exact: false }).waitFor();
        await vpage.getByRole('table', { name: 'Feature flags' }).getByText('Theme Config', { exact: true }).waitFor();
        expect(await vpage.getByRole('button', { name: 'Create Flag' }).count()).toBe(0);
        expect(await vpage.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
        expect(await vpage.getByRole('switch').count()).toBe(0);
        expect(await vpage.getByRole('table', { name: 'Feature flags' }).getByRole('cell').getByText('Enabled', { exact: true }).count()).toBe(4);
        await shots(vpage, 'viewer-flags', (p) => p.getByText('Theme Config', { exact: true }).first());
        // On a phone the flags are cards: still no menus.
        await vpage.setViewportSize(PHONE);
        await vpage.getByText('Theme Config', { exact: true }).first().waitFor();
        expect(await vpage.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
        await vpage.setViewportSize(DESKTOP);
      },
      STEP,
    );

    it(
      'sees Environments without New Environment or card menus',
      async () => {
        await openScreen(vpage, 'Environments', 'Environments');
        await vpage.getByRole('heading', { name: 'production', exact: true }).waitFor();
        expect(await vpage.getByRole('button', { name: 'New Environment' }).count()).toBe(0);
        expect(await vpage.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
        await shots(vpage, 'viewer-environments', (p) => p.getByRole('heading', { name: 'production', exact: true }));
      },
      STEP,
    );

    it(
      'sees Overrides without Create Override, switches, edit or delete buttons',
      async () => {
        await openScreen(vpage, 'Overrides', 'Overrides');
        await vpage.getByRole('heading', { name: 'QA session' }).waitFor();
        await vpage.getByText('View only').waitFor();
        expect(await vpage.getByRole('button', { name: 'Create Override' }).count()).toBe(0);
        expect(await vpage.getByRole('button', { name: 'Edit QA session' }).count()).toBe(0);
        expect(await vpage.getByRole('button', { name: 'Delete QA session' }).count()).toBe(0);
        expect(await vpage.getByRole('switch').count()).toBe(0);
        await shots(vpage, 'viewer-overrides', (p) => p.getByRole('heading', { name: 'QA session' }));
      },
      STEP,
    );

    it(
      'sees a read-only Values Matrix',
      async () => {
        await openScreen(vpage, 'Values Matrix', 'Values Matrix');
        const matrix = vpage.getByRole('table', { name: 'Values matrix' });
        await matrix.waitFor();
        await vpage.getByText('You have read-only access to this project: values are shown but cannot be changed.').waitFor();
        await matrix.getByText('Hello from production').waitFor();
        expect(await vpage.getByRole('button', { name: 'Save All Changes' }).count()).toBe(0);
        expect(await matrix.getByRole('textbox').count()).toBe(0);
        expect(await matrix.getByRole('spinbutton').count()).toBe(0);
        expect(await matrix.getByRole('switch').count()).toBe(0);
        expect(await matrix.getByRole('button', { name: /^Reset to default/ }).count()).toBe(0);
        await shots(vpage, 'viewer-values-matrix', (p) => p.getByRole('table', { name: 'Values matrix' }));
      },
      STEP,
    );
  });
});
