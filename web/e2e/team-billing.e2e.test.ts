import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { devUserId, startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { DESKTOP, PHONE, openScreen, settle, shotsAtBothWidths } from './support/screens';

/**
 * Issue 6, end to end: an owner signs up and creates a project; on Team Members they invite a
 * developer and read the one-time invitation link; the invitee opens it signed out in another
 * browser, signs up through the form and lands in the project as a developer. A viewer sees
 * Team Members, Billing and Feature Flags read-only. The owner, on the Free plan with 10 flags,
 * hits the flag limit, upgrades to Starter (monthly) through the PayPal simulator's checkout
 * page, and then creates the 11th flag.
 * Every screen is kept as `flow6-<screen>-1440.png` and `flow6-<screen>-375.png`.
 */

const run = chromiumAvailable() ? describe : describe.skip;

const OWNER = { name: 'Olivia Owner', email: 'olivia.owner@example.com' };
const DEV = { name: 'Dev Eloper', email: 'dev@example.com' };
const VIEWER = { email: 'vera.viewer@example.com' };
const PROJECT = { name: 'Payments', description: 'Checkout and invoicing' };
const STEP = 90_000;

interface RestProject {
  id: string;
  name: string;
  role?: string;
  feature_flags: Array<{ key: string }>;
}
interface RestInvitation {
  id: string;
  email: string;
  role: string;
  status: string;
}
interface RestCurrentPlan {
  currentPlan: { id: string; name: string; featureMaxFeatureFlags: number };
  planExpirationDate: string | null;
  subscriptionVariant: string;
  subscriptionStatus: string;
}

/** Screenshots named `flow6-<screen>-<width>`. */
const shots = (page: Page, screen: string, ready?: (page: Page) => Locator, o?: { dialog?: boolean }) => shotsAtBothWidths(page, `flow6-${screen}`, ready, o);

/** Waits for a toast, then lets it go so it does not cover the next screenshot. */
async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
  await page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

/** Signs up through the /sign-up form. */
async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.getByText('Join Flagstream and start managing your feature flags').waitFor();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

run('issue 6: invite a developer by link, read-only viewer, Free → Starter through the PayPal simulator', () => {
  let server: E2eServer;
  let owner: Awaited<ReturnType<typeof launchBrowser>>;
  let invitee: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let viewer: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let page: Page;
  let project: RestProject;
  let invitationPath = '';

  const myProject = async (email = OWNER.email) => {
    const r = await server.api<{ data: RestProject[] }>(email, 'GET', '/projects/my-projects');
    return r.data.find((p) => p.name === PROJECT.name)!;
  };
  const currentPlan = async () => (await server.api<{ data: RestCurrentPlan }>(OWNER.email, 'GET', `/subscription-plans/current/${project.id}`)).data;

  beforeAll(async () => {
    server = await startE2eServer();
    owner = await launchBrowser(DESKTOP, { clipboardFor: server.url });
    page = await owner.context.newPage();
  });
  afterAll(async () => {
    await viewer?.close();
    await invitee?.close();
    await owner?.close();
    await server?.close();
  });

  it(
    'an owner signs up through the UI and creates a project in the welcome dialog',
    async () => {
      await page.goto(`${server.url}/`);
      await page.waitForURL('**/sign-in');
      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.waitForURL('**/sign-up');
      await signUp(page, OWNER.name, OWNER.email);
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Welcome to Flagstream!').waitFor({ timeout: 15_000 });
      await dialog.getByLabel('Project name').fill(PROJECT.name);
      await dialog.getByLabel('Description').fill(PROJECT.description);
      await dialog.getByRole('button', { name: 'Create My First Project' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: 'Select project' }).getByText(PROJECT.name).waitFor();
      project = await myProject();
      expect(project.name).toBe(PROJECT.name);
    },
    STEP,
  );

  it(
    'invites dev@example.com as a developer on Team Members; the dialog shows the one-time link',
    async () => {
      await openScreen(page, 'Team Members', 'Team Members');
      await page.getByText('No pending invitations').waitFor();
      await page.getByText(OWNER.email).first().waitFor();
      await shots(page, 'team-owner', (p) => p.getByText('No pending invitations'));

      await page.getByRole('button', { name: 'Invite Team Member' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Invite Team Member' }).waitFor();
      // Viewer is the default role.
      expect(await dialog.getByRole('radio', { name: 'Viewer' }).isChecked()).toBe(true);
      await dialog.getByRole('textbox', { name: /^Email address/ }).fill(DEV.email);
      await dialog.getByRole('radio', { name: 'Developer' }).check();
      await dialog.getByRole('textbox', { name: /^Personal message/ }).fill('Welcome aboard: the payment flags are yours.');
      await shots(page, 'invite-form', () => dialog.getByRole('button', { name: 'Send Invitation' }), { dialog: true });
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();

      await dialog.getByText('Invitation created').waitFor({ timeout: 15_000 });
      await dialog.getByText(`is invited to ${PROJECT.name} as Developer.`, { exact: false }).waitFor();
      const shown = (await dialog.getByTestId('invitation-link').textContent())!.trim();
      // The link is shown in full and copied with the copy button.
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Copied to clipboard').first().waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(shown);
      const link = new URL(copied);
      expect(link.pathname).toMatch(/^\/invitation\/[A-Za-z0-9_-]{16,}$/);
      invitationPath = link.pathname;
      await page
        .getByText('Copied to clipboard')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      await shots(page, 'invite-link', () => dialog.getByTestId('invitation-link'), { dialog: true });

      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('No pending invitations').waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByText(DEV.email).first().waitFor();

      const invitations = await server.api<{ data: RestInvitation[] }>(OWNER.email, 'GET', `/projects/${project.id}/invitations`);
      expect(invitations.data.map((i) => [i.email, i.role, i.status])).toEqual([[DEV.email, 'developer', 'pending']]);
    },
    STEP,
  );

  it(
    'the invitee opens the link signed out in another browser, signs up, and lands in the project as a developer',
    async () => {
      invitee = await launchBrowser(DESKTOP);
      const ipage = await invitee.context.newPage();
      // The link's origin is the gateway's PUBLIC_URL, which the harness leaves unset (it shows
      // http://localhost:0, the port being chosen at listen time): the path is opened on the test server.
      await ipage.goto(`${server.url}${invitationPath}`);
      await ipage.getByText('Project Invitation').waitFor({ timeout: 15_000 });
      await ipage.getByText('has invited you to join').waitFor();
      await ipage.getByText(OWNER.name, { exact: true }).waitFor();
      await ipage.getByRole('heading', { name: PROJECT.name }).waitFor();
      await ipage.getByText(PROJECT.description).waitFor();
      await ipage.getByText('Developer', { exact: true }).waitFor();
      await ipage.getByText(DEV.email, { exact: true }).waitFor();
      await ipage.getByText('Welcome aboard: the payment flags are yours.').waitFor();
      await ipage.getByText('You need to sign in or create an account to accept this invitation').waitFor();
      await ipage.getByRole('button', { name: 'Sign In' }).waitFor();
      await shots(ipage, 'invitation-signed-out', (p) => p.getByRole('button', { name: 'Sign Up' }));

      await ipage.getByRole('button', { name: 'Sign Up' }).click();
      await ipage.waitForURL('**/sign-up');
      expect(await ipage.evaluate(() => localStorage.getItem('pendingInvitation'))).toBe(invitationPath.split('/').pop());
      await signUp(ipage, DEV.name, DEV.email);

      await ipage.getByText('Successfully joined the project!').first().waitFor({ timeout: 15_000 });
      await ipage.getByRole('button', { name: 'Select project' }).getByText(PROJECT.name).waitFor({ timeout: 15_000 });
      expect(await ipage.evaluate(() => localStorage.getItem('pendingInvitation'))).toBeNull();
      expect(await ipage.getByText('Welcome to Flagstream!').count()).toBe(0);
      const theirs = await server.api<{ data: RestProject }>(DEV.email, 'GET', `/projects/${project.id}`);
      expect(theirs.data.role).toBe('developer');
      await ipage
        .getByText('Successfully joined the project!')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      await ipage.getByRole('heading', { name: PROJECT.name }).first().waitFor();
      await shots(ipage, 'invitee-dashboard', (p) => p.getByRole('heading', { name: PROJECT.name }).first());

      // A developer manages flags but not members.
      await openScreen(ipage, 'Feature Flags', 'Feature Flags');
      await ipage.getByRole('button', { name: 'Create Flag' }).first().waitFor();
      await openScreen(ipage, 'Team Members', 'Team Members');
      await ipage.getByText(DEV.email).first().waitFor();
      expect(await ipage.getByRole('button', { name: 'Invite Team Member' }).count()).toBe(0);
      await invitee.close();
      invitee = undefined;
    },
    STEP,
  );

  it(
    'the owner sees the developer among the active members and no pending invitation',
    async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Team Members', exact: true }).waitFor();
      await page.getByText('No pending invitations').waitFor();
      await page.getByRole('combobox', { name: `Role of ${DEV.name}` }).waitFor();
      expect(await page.getByRole('combobox', { name: `Role of ${DEV.name}` }).textContent()).toContain('Developer');
      await page.getByRole('button', { name: `Remove ${DEV.name}` }).waitFor();
      await shots(page, 'team', (p) => p.getByText(DEV.email).first());
    },
    STEP,
  );

  it(
    'a viewer (added by REST) sees Team Members, Billing and Feature Flags read-only',
    async () => {
      // The owner's ten flags (the Free plan's cap), by REST.
      for (let i = 1; i <= 10; i++) {
        await server.api(OWNER.email, 'POST', '/feature-flags', {
          data: {
            project: project.id,
            name: `Payment Flag ${i}`,
            key: `payment_flag_${i}`,
            description: `Flag ${i} (e2e)`,
            type: 'boolean',
            value: i % 2 === 0,
            enabled: true,
          },
        });
      }
      const userId = devUserId(VIEWER.email);
      await server.api(VIEWER.email, 'GET', '/user-info/validate'); // the user exists from their first call
      // add-team-member invites; the user joins by accepting (issue 15)
      const added = await server.api<{ data: { invitation: { id: string } } }>(OWNER.email, 'POST', `/projects/${project.id}/add-team-member`, { userId });
      await server.api(VIEWER.email, 'POST', `/invitations/${added.data.invitation.id}/accept`);
      await server.api(OWNER.email, 'PUT', `/projects/${project.id}/members/${userId}/role`, { role: 'viewer' });
      expect((await server.api<{ data: RestProject }>(VIEWER.email, 'GET', `/projects/${project.id}`)).data.role).toBe('viewer');

      viewer = await launchBrowser(DESKTOP);
      const vpage = await viewer.context.newPage();
      await vpage.goto(`${server.url}/sign-in`);
      await vpage.getByLabel('Email address').fill(VIEWER.email);
      await vpage.getByRole('button', { name: 'Sign In' }).click();
      await vpage.getByRole('button', { name: 'Select project' }).getByText(PROJECT.name).waitFor({ timeout: 15_000 });

      // Team Members: no invite, role or remove controls.
      await openScreen(vpage, 'Team Members', 'Team Members');
      await vpage.getByText(DEV.email).first().waitFor();
      await vpage.getByText('View only').waitFor();
      expect(await vpage.getByRole('button', { name: 'Invite Team Member' }).count()).toBe(0);
      expect(await vpage.getByRole('combobox', { name: /^Role of/ }).count()).toBe(0);
      expect(await vpage.getByRole('button', { name: /^Remove / }).count()).toBe(0);
      await shots(vpage, 'viewer-team', (p) => p.getByText(DEV.email).first());

      // Billing: the read-only note, and no pay button that works.
      await openScreen(vpage, 'Billing & Plan', 'Billing & Plans');
      await vpage.getByRole('heading', { name: 'Current Plan: Free' }).waitFor({ timeout: 15_000 });
      await vpage.getByText('Only the project owner and admins can change the plan or make payments. You can view the plans and usage.').waitFor();
      const pay = vpage.getByRole('button', { name: /^(Subscribe to|Upgrade to|Extend \+1)/ });
      for (const b of await pay.all()) expect(await b.isDisabled()).toBe(true);
      await shots(vpage, 'viewer-billing', (p) => p.getByRole('heading', { name: 'Current Plan: Free' }));

      // Feature Flags: no Create Flag, no row menus, no switches.
      await openScreen(vpage, 'Feature Flags', 'Feature Flags');
      await vpage.getByText('You have view-only access.', { exact: false }).waitFor();
      await vpage.getByRole('table', { name: 'Feature flags' }).getByText('Payment Flag 10', { exact: true }).waitFor();
      expect(await vpage.getByRole('button', { name: 'Create Flag' }).count()).toBe(0);
      expect(await vpage.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
      expect(await vpage.getByRole('switch').count()).toBe(0);
      await shots(vpage, 'viewer-flags', (p) => p.getByText('Payment Flag 10', { exact: true }).first());
      await vpage.setViewportSize(PHONE);
      await vpage.getByText('Payment Flag 10', { exact: true }).first().waitFor();
      expect(await vpage.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
      await viewer.close();
      viewer = undefined;
    },
    STEP,
  );

  it(
    'the owner on the Free plan with 10 flags cannot create an 11th: the limit dialog opens',
    async () => {
      await openScreen(page, 'Feature Flags', 'Feature Flags');
      await page.getByRole('table', { name: 'Feature flags' }).getByText('Payment Flag 10', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Create Flag' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Feature Flag Limit Reached').waitFor({ timeout: 15_000 });
      await dialog.getByText('Free Plan: 10/10 feature flags').waitFor();
      await dialog.getByText('Your current Free plan allows up to 10 feature flags. To add more, please upgrade to a higher plan.').waitFor();
      await dialog.getByText('Starter Plan: 10x more resources').waitFor();
      await dialog.getByText('Pro & Scale Plans: Unlimited resources').waitFor();
      expect(await dialog.getByText('Create Feature Flag').count()).toBe(0);
      await shots(page, 'flags-limit', () => dialog.getByRole('button', { name: 'View Upgrade Options' }), { dialog: true });
      await dialog.getByRole('button', { name: 'View Upgrade Options' }).click();
      await page.waitForURL('**/billing');
      await dialog.waitFor({ state: 'detached' });
      expect((await myProject()).feature_flags).toHaveLength(10);
    },
    STEP,
  );

  it(
    'upgrades Free → Starter monthly on Billing through the PayPal simulator checkout',
    async () => {
      await page.getByRole('heading', { name: 'Billing & Plans', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Current Plan: Free' }).waitFor({ timeout: 15_000 });
      const flagsMeter = page.getByTestId('usage-Feature Flags');
      await flagsMeter.getByText('of 10', { exact: true }).waitFor();
      await flagsMeter.getByText('100.0% used').waitFor();
      const starter = page.getByTestId('plan-starter');
      await starter.getByText('Most Popular').waitFor();
      await starter.getByText('Upgrade Available').waitFor();
      const subscribe = starter.getByRole('button', { name: 'Subscribe to Starter' });
      expect(await subscribe.isEnabled()).toBe(true);
      await starter.getByText('Subscribe for 1 month access').waitFor();
      await shots(page, 'billing-free', (p) => p.getByTestId('plan-starter').getByRole('button', { name: 'Subscribe to Starter' }));

      // The checkout opens in a popup, approved on the simulator's page.
      const popupOpened = page.waitForEvent('popup');
      await subscribe.click();
      const popup = await popupOpened;
      await popup.waitForURL(/\/paypal-sim\/checkoutnow\?token=/, { timeout: 15_000 });
      await popup.getByRole('heading', { name: 'Pay with PayPal' }).waitFor();
      await popup.getByText('Starter - Monthly').waitFor();
      expect(await popup.getByTestId('amount').textContent()).toBe('USD 19.00');
      expect(await popup.getByTestId('status').textContent()).toBe('CREATED');
      await starter.getByRole('button', { name: 'Processing payment...' }).waitFor();
      await popup.setViewportSize(DESKTOP); // the popup opens at 520 × 680
      await shots(popup, 'paypal-sim', (p) => p.getByRole('button', { name: 'Approve payment' }));
      await shots(page, 'billing-paying', (p) => p.getByTestId('plan-starter').getByRole('button', { name: 'Processing payment...' }));

      const closed = popup.waitForEvent('close', { timeout: 15_000 });
      await popup.getByRole('button', { name: 'Approve payment' }).click();
      await closed;

      await page.getByRole('heading', { name: 'Current Plan: Starter' }).waitFor({ timeout: 15_000 });
      await page.getByText('Payment complete: Starter plan updated').first().waitFor({ timeout: 15_000 });
      const plan = await currentPlan();
      expect(plan.currentPlan.id).toBe('starter');
      expect(plan.subscriptionVariant).toBe('Month');
      expect(plan.subscriptionStatus).toBe('active');
      const days = (Date.parse(plan.planExpirationDate!) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThanOrEqual(31);
      await page.getByText(`• Expires ${longDate(plan.planExpirationDate!)}`, { exact: false }).waitFor();
      await flagsMeter.getByText('of 100', { exact: true }).waitFor();
      await flagsMeter.getByText('10.0% used').waitFor();
      await page.getByTestId('usage-Environments').getByText('of 30', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Extend +1 month ($19.00)' }).waitFor();
      await page.getByRole('button', { name: /^Extend \+1 year/ }).waitFor();
      await starter.getByRole('button', { name: 'Current Plan' }).waitFor();
      expect(await starter.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
      await page
        .getByText('Payment complete: Starter plan updated')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      await shots(page, 'billing-starter', (p) => p.getByRole('heading', { name: 'Current Plan: Starter' }));
    },
    STEP,
  );

  it(
    'on Starter the 11th flag is created through the Create Flag form',
    async () => {
      await openScreen(page, 'Feature Flags', 'Feature Flags');
      await page.getByRole('table', { name: 'Feature flags' }).getByText('Payment Flag 10', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Create Flag' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Create Feature Flag').waitFor({ timeout: 15_000 });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('Express Checkout');
      expect(await dialog.getByRole('textbox', { name: /^Key/ }).inputValue()).toBe('express_checkout');
      await dialog.getByText('This key is available').waitFor();
      await dialog.getByRole('textbox', { name: /^Description/ }).fill('The eleventh flag (e2e)');
      await dialog.getByRole('button', { name: 'Create Flag' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('table', { name: 'Feature flags' }).getByText('Express Checkout', { exact: true }).waitFor();
      expect(await page.getByText('Feature Flag Limit Reached').count()).toBe(0);
      const flags = (await myProject()).feature_flags;
      expect(flags).toHaveLength(11);
      expect(flags.map((f) => f.key)).toContain('express_checkout');
      await shots(page, 'flags-eleven', (p) => p.getByText('Express Checkout', { exact: true }).first());
    },
    STEP,
  );
});
