import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { OpenFeature } from '@openfeature/server-sdk';
import type { Client } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import { evaluateTargeting } from '@flagstream/domain';
import type { SegmentState, TargetingDocument } from '@flagstream/domain';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { startE2eServer } from './support/server';
import type { E2eServer } from './support/server';
import { DESKTOP, PHONE, capture, openScreen, settle, shotsAtBothWidths } from './support/screens';

/**
 * Issue 14, end to end: an owner creates a "Beta testers" segment on the Segments screen, then in
 * the flag's Environment Values dialog gives production a 20% rollout with a rule serving beta
 * testers first (rules reordered by the up/down buttons and by dragging), checks contexts in the
 * Evaluate panel, sees the raw flagd JSON validated live, saves, and the same answers come back over
 * OFREP through the official @openfeature/ofrep-provider. A segment in use cannot be deleted.
 * Every screen is kept as `targeting-<screen>-1440.png` and `-375.png`.
 */

const run = chromiumAvailable() ? describe : describe.skip;

const OWNER = { name: 'Tara Targeter', email: 'tara.targeting@example.com' };
const STEP = 120_000;

interface RestEnv {
  id: string;
  uuid: string;
  name: string;
  api_key: string | null;
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
interface RestSegment {
  id: string;
  key: string;
  name: string;
  description: string;
  conditions: Record<string, unknown>;
  usage: unknown[];
}
interface RestTargeting {
  variants: Record<string, unknown>;
  defaultVariant: string;
  targeting: Record<string, unknown>;
  rolloutPercentage: number;
  segmentIds: string[];
}

const shots = (page: Page, screen: string, ready?: (page: Page) => Locator, o?: { dialog?: boolean }) =>
  shotsAtBothWidths(page, `targeting-${screen}`, ready, o);

/**
 * A dialog at both widths, scrolled so `target` is in view at each (a phone stacks the dialog's
 * columns, so the same part sits elsewhere).
 */
async function dialogShots(page: Page, name: string, target: Locator, block: 'start' | 'center' = 'start'): Promise<void> {
  for (const [size, suffix] of [
    [DESKTOP, '1440'],
    [PHONE, '375'],
  ] as const) {
    await page.setViewportSize(size);
    await settle(page);
    await target.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
    await capture(page, `targeting-${name}-${suffix}`, false);
  }
  await page.setViewportSize(DESKTOP);
  await settle(page);
}

/** Selects an option of a MUI select (a combobox opening a listbox). */
async function choose(page: Page, scope: Page | Locator, combobox: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Waits for a toast, then lets it go so it does not cover the next screenshot. */
async function toast(page: Page, text: string | RegExp): Promise<void> {
  const t = page.getByText(text).first();
  await t.waitFor({ timeout: 15_000 });
  await t.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}

run('issue 14: segments, a 20% rollout with a Beta testers rule, the Evaluate panel, then OFREP', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let project: RestProject;
  let production: RestEnv;
  let flag: RestFlag;
  let segment: RestSegment;
  const pageErrors: string[] = [];

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
  const dialog = () => page.getByRole('dialog');
  const editor = () => dialog().getByTestId('targeting-editor');
  const rule = (n: number) => editor().getByTestId(`rule-${n}`);
  const segmentStates = (): SegmentState[] => [
    { id: segment.id, name: segment.name, description: segment.description, conditions: segment.conditions, createdAt: 0, updatedAt: 0 },
  ];

  /** What the flag serves in production for a context, by the domain's evaluator (flagd-core) on the saved document. */
  const expected = (doc: TargetingDocument, context: Record<string, unknown>) =>
    evaluateTargeting({ flagKey: flag.key, flagType: 'boolean', document: doc, segments: segmentStates(), context });

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser(DESKTOP, { clipboardFor: server.url });
    page = await browser.context.newPage();
    // Everything the page reports as an error (a crash caught by the error boundary, a CSP refusal...), checked at the end.
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) pageErrors.push(m.text().slice(0, 300));
    });
  });
  afterAll(async () => {
    await OpenFeature.close();
    await browser?.close();
    await server?.close();
  });

  it(
    'an owner signs up with a project and a boolean flag "New Checkout"',
    async () => {
      await page.goto(`${server.url}/sign-up`);
      await page.getByLabel('Full name').fill(OWNER.name);
      await page.getByLabel('Email address').fill(OWNER.email);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await dialog().getByText('Welcome to Flagstream!').waitFor({ timeout: 15_000 });
      await dialog().getByLabel('Project name').fill('Checkout');
      await dialog().getByLabel('Description').fill('The web shop checkout');
      await dialog().getByRole('button', { name: 'Create My First Project' }).click();
      await dialog().waitFor({ state: 'detached', timeout: 15_000 });
      project = (await asOwner<{ data: RestProject[] }>('GET', '/projects/my-projects')).data[0]!;
      production = project.environments.find((e) => e.name === 'production')!;
      flag = (
        await asOwner<{ data: RestFlag }>('POST', '/feature-flags', {
          data: {
            project: project.id,
            name: 'New Checkout',
            key: 'new_checkout',
            description: 'The one-page checkout',
            type: 'boolean',
            value: false,
            enabled: true,
          },
        })
      ).data;
      expect(flag.key).toBe('new_checkout');
    },
    STEP,
  );

  it(
    'Segments sits under Project Tools: loading skeleton, error with retry, empty state with a call to action',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('SegmentsPage(')) await held;
        await route.continue().catch(() => undefined);
      });
      // the heading is there at once; the list below it is what is held
      await openScreen(page, 'Segments', 'Segments');
      await page.getByText('Loading segments...').waitFor();
      for (const [size, name] of [
        [PHONE, 'targeting-segments-loading-375'],
        [DESKTOP, 'targeting-segments-loading-1440'],
      ] as const) {
        await page.setViewportSize(size);
        await settle(page);
        await capture(page, name, true);
      }
      release();
      await page.unroute('**/graphql');
      await page.getByText('No segments yet').waitFor();

      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('SegmentsPage('))
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'Service temporarily unavailable' }] }),
          });
        else await route.continue();
      });
      await page.reload();
      await page.getByText('Error loading segments').waitFor({ timeout: 15_000 });
      await shots(page, 'segments-error', (p) => p.getByRole('button', { name: 'Retry' }));
      await page.unroute('**/graphql');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByText('No segments yet').waitFor();
      await shots(page, 'segments-empty', (p) => p.getByRole('button', { name: 'New Segment' }).first());
    },
    STEP,
  );

  it(
    'creates "Beta testers": email ends with @example.com, or targetingKey is one of vip-1, vip-2',
    async () => {
      await page.getByRole('button', { name: 'New Segment' }).first().click();
      const d = dialog();
      await d.getByText('New Segment').waitFor();
      await d.getByLabel('Name').fill('Beta testers');
      await d.getByLabel('Description').fill('Staff and early-access customers');
      await d.getByRole('button', { name: 'any condition' }).click();
      // the first row starts as "email ends with"
      await d.getByLabel('Values 1').fill('@example.com');
      await d.getByLabel('Values 1').press('Enter');
      await d.getByRole('button', { name: 'Add condition' }).click();
      await d.getByLabel('Attribute 2').fill('targetingKey');
      await choose(page, d, 'Operator 2', 'is one of');
      await d.getByLabel('Values 2').fill('vip-1, vip-2,');
      await d.getByRole('button', { name: 'Show JSON Logic' }).click();
      await d.getByLabel('Segment JSON Logic').getByText('"ends_with"', { exact: false }).waitFor();
      await shots(page, 'segment-form', (p) => p.getByRole('button', { name: 'Create Segment' }), { dialog: true });
      await d.getByRole('button', { name: 'Create Segment' }).click();
      await toast(page, 'Segment "Beta testers" created');
      await page.getByText('Beta testers').first().waitFor();

      const list = (await asOwner<{ data: RestSegment[] }>('GET', `/projects/${project.id}/segments`)).data;
      expect(list).toHaveLength(1);
      segment = list[0]!;
      expect(segment.conditions).toEqual({ or: [{ ends_with: [{ var: 'email' }, '@example.com'] }, { in: [{ var: 'targetingKey' }, ['vip-1', 'vip-2']] }] });
      expect(segment.key).toBe(`segment_${segment.id}`);
      await shots(page, 'segments', (p) => p.getByText('Not used'));
    },
    STEP,
  );

  it(
    'production gets a 20% rollout (the live sum refuses 120%) and a rule serving beta testers first',
    async () => {
      await openScreen(page, 'Feature Flags', 'Feature Flags');
      await page.getByRole('button', { name: 'Actions for New Checkout' }).first().click();
      await page.getByRole('menuitem', { name: 'Environment Values' }).click();
      await dialog()
        .getByRole('tab', { name: /production/ })
        .click();
      await dialog().getByText('No targeting in production').waitFor();
      await dialogShots(page, 'none', dialog().getByText('No targeting in production'), 'center');

      await dialog().getByRole('button', { name: 'Percentage rollout' }).click();
      await editor().getByLabel('Default: weight 1').fill('20');
      await editor().getByText('Total 120% · must be 100%').waitFor();
      await dialogShots(page, 'split-sum', editor().getByText('Total 120% · must be 100%'), 'center');
      await editor().getByLabel('Default: weight 2').fill('80');
      await editor().getByText('Total 100%').waitFor();
      await expect.poll(() => editor().getByRole('img', { name: 'Default: 20% on, 80% off' }).count()).toBe(1);

      await editor().getByRole('button', { name: 'Add rule' }).click();
      await choose(page, rule(1), 'Operator 1', 'is in segment');
      await choose(page, rule(1), 'Segment 1', /Beta testers/);
      await expect.poll(() => rule(1).getByRole('combobox', { name: 'Rule 1: variant' }).textContent()).toContain('on');
    },
    STEP,
  );

  it(
    'rules reorder with the up/down buttons and by dragging the handle',
    async () => {
      await editor().getByRole('button', { name: 'Add rule' }).click();
      await rule(2).getByLabel('Attribute 1').fill('country');
      await rule(2).getByLabel('Values 1').fill('DE');
      await choose(page, rule(2), 'Rule 2: variant', /^off/);
      await editor().getByRole('button', { name: 'Move rule 2 up' }).click();
      await expect.poll(() => rule(1).getByLabel('Attribute 1').inputValue()).toBe('country');
      await rule(2).getByRole('combobox', { name: 'Segment 1' }).waitFor();
      // drag the country rule's handle onto the second card: the segment rule is first again
      await editor().getByTestId('rule-handle-1').dragTo(rule(2));
      await rule(1).getByRole('combobox', { name: 'Segment 1' }).waitFor();
      await expect.poll(() => rule(2).getByLabel('Attribute 1').inputValue()).toBe('country');
      await editor().getByRole('button', { name: 'Delete rule 2' }).click();
      await rule(2).waitFor({ state: 'detached' });
    },
    STEP,
  );

  it(
    'the Evaluate panel: a beta tester matches rule 1; anyone else gets the split, as the domain evaluator says',
    async () => {
      const panel = editor().getByRole('region', { name: 'Evaluate as' });
      await panel.getByLabel('targetingKey').fill('user-1');
      await panel.getByRole('button', { name: 'Add attribute' }).click();
      await panel.getByLabel('Context attribute 1', { exact: true }).fill('email');
      await panel.getByLabel('Context value 1', { exact: true }).fill('ada@example.com');
      const result = panel.getByTestId('evaluation-result');
      await expect.poll(() => result.getByTestId('evaluation-reason').textContent()).toBe('TARGETING_MATCH');
      expect(await result.getByTestId('evaluation-variant').textContent()).toBe('on');
      await result.getByText('Rule 1 matched').waitFor();
      await dialogShots(page, 'evaluate', panel);

      const doc: TargetingDocument = {
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: {
          if: [{ $ref: segment.key }, 'on', { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'targetingKey' }] }, ['on', 20], ['off', 80]] }],
        },
      };
      for (const key of ['user-1', 'user-2', 'user-3', 'user-4', 'user-5']) {
        await panel.getByLabel('targetingKey').fill(key);
        await panel.getByLabel('Context value 1', { exact: true }).fill(`${key}@other.io`);
        const want = expected(doc, { targetingKey: key, email: `${key}@other.io` });
        expect(want.reason).toBe('SPLIT');
        await expect.poll(() => result.getByTestId('evaluation-variant').textContent()).toBe(want.variant);
        expect(await result.getByTestId('evaluation-reason').textContent()).toBe('SPLIT');
      }
      // the JSON spelling of the same context
      await panel.getByRole('button', { name: 'JSON' }).click();
      await panel.getByLabel('Context JSON').fill('{"targetingKey": "vip-2"}');
      await expect.poll(() => result.getByTestId('evaluation-reason').textContent()).toBe('TARGETING_MATCH');
    },
    STEP,
  );

  it(
    'the JSON tab shows the flagd definition and validates it live',
    async () => {
      await editor().getByRole('tab', { name: 'JSON' }).click();
      const box = editor().getByLabel('flagd definition JSON');
      const text = await box.inputValue();
      expect(JSON.parse(text)).toEqual({
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: {
          if: [{ $ref: segment.key }, 'on', { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'targetingKey' }] }, ['on', 20], ['off', 80]] }],
        },
      });
      await editor().getByText('Valid flagd flag definition').waitFor();
      await box.fill(text.replace('"fractional"', '"fractionl"'));
      await editor().getByText('1 problem').waitFor();
      await dialogShots(page, 'json-invalid', editor().getByText('1 problem'), 'center');
      await box.fill(text);
      await editor().getByText('Valid flagd flag definition').waitFor();
      await dialogShots(page, 'json', editor());
      await editor().getByRole('tab', { name: 'Rules' }).click();
      await rule(1).getByRole('combobox', { name: 'Segment 1' }).waitFor();
    },
    STEP,
  );

  it(
    'saves; the server stores that document with a 20% rollout share',
    async () => {
      await dialog().getByRole('button', { name: 'Save Environment Values' }).click();
      await dialog().waitFor({ state: 'detached', timeout: 15_000 });
      const t = (await asOwner<{ data: RestTargeting }>('GET', `/feature-flags/${flag.id}/targeting/${production.id}`)).data;
      expect(t).toMatchObject({
        variants: { on: true, off: false },
        defaultVariant: 'off',
        rolloutPercentage: 20,
        segmentIds: [segment.id],
        targeting: {
          if: [{ $ref: segment.key }, 'on', { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'targetingKey' }] }, ['on', 20], ['off', 80]] }],
        },
      });
      // Reopened, the stored document reads back as the same rules.
      await page.getByRole('button', { name: 'Actions for New Checkout' }).first().click();
      await page.getByRole('menuitem', { name: 'Environment Values' }).click();
      await dialog()
        .getByRole('tab', { name: /production/ })
        .click();
      await rule(1).getByRole('combobox', { name: 'Segment 1' }).waitFor();
      await editor().getByText('Total 100%').waitFor();
      await dialogShots(page, 'editor', editor());
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
    },
    STEP,
  );

  it(
    'OFREP through the official @openfeature/ofrep-provider serves the same: beta testers on, 20% of everyone else',
    async () => {
      project = (await asOwner<{ data: RestProject[] }>('GET', '/projects/my-projects')).data[0]!;
      const apiKey = project.environments.find((e) => e.name === 'production')!.api_key!;
      const domain = `targeting-${randomUUID()}`;
      await OpenFeature.setProviderAndWait(domain, new OFREPProvider({ baseUrl: server.url, headers: { 'X-API-Key': apiKey } }));
      const client: Client = OpenFeature.getClient(domain);
      const doc = (await asOwner<{ data: RestTargeting }>('GET', `/feature-flags/${flag.id}/targeting/${production.id}`)).data as unknown as TargetingDocument;

      const beta = await client.getBooleanDetails('new_checkout', false, { targetingKey: 'someone', email: 'grace@example.com' });
      expect(beta).toMatchObject({ value: true, variant: 'on', reason: 'TARGETING_MATCH' });
      expect(await client.getBooleanDetails('new_checkout', false, { targetingKey: 'vip-1' })).toMatchObject({
        value: true,
        variant: 'on',
        reason: 'TARGETING_MATCH',
      });

      let on = 0;
      const N = 600;
      for (let i = 0; i < N; i += 1) {
        const ctx = { targetingKey: `customer-${i}`, email: `customer-${i}@shop.io` };
        const got = await client.getBooleanDetails('new_checkout', false, ctx);
        const want = expected(doc, ctx);
        expect({ value: got.value, variant: got.variant, reason: got.reason }).toEqual({ value: want.value, variant: want.variant, reason: 'SPLIT' });
        if (got.value) on += 1;
      }
      // 20% of 600 is 120; murmur3 over these keys lands within a few points
      expect(on / N).toBeGreaterThan(0.15);
      expect(on / N).toBeLessThan(0.25);
    },
    STEP,
  );

  it(
    'the flag list and the Values Matrix show the rollout on production',
    async () => {
      await openScreen(page, 'Feature Flags', 'Feature Flags');
      await page.getByTestId(`targeting-chip-${production.id}`).first().getByText('20% rollout').waitFor({ timeout: 15_000 });
      await shots(page, 'flags-chip', (p) => p.getByTestId(`targeting-chip-${production.id}`).first());
      await openScreen(page, 'Values Matrix', 'Values Matrix');
      await page.getByTestId(`targeting-chip-${production.id}`).first().getByText('20% rollout').waitFor({ timeout: 15_000 });
      // a phone scrolls the matrix sideways: bring the production cell into view at each width
      const chip = page.getByTestId(`targeting-chip-${production.id}`).first();
      for (const [size, suffix] of [
        [DESKTOP, '1440'],
        [PHONE, '375'],
      ] as const) {
        await page.setViewportSize(size);
        await settle(page);
        await chip.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
        await capture(page, `targeting-matrix-chip-${suffix}`, true);
      }
      await page.setViewportSize(DESKTOP);
    },
    STEP,
  );

  it(
    'a segment in use cannot be deleted: the dialog says where it is used',
    async () => {
      await openScreen(page, 'Segments', 'Segments');
      await page.getByText('Used by 1 flag').waitFor();
      await page.getByRole('button', { name: 'Actions for Beta testers' }).click();
      await page.getByRole('menuitem', { name: 'Delete Segment' }).click();
      await dialog().getByRole('button', { name: 'Delete Segment' }).click();
      const err = dialog().getByTestId('segment-delete-error');
      await err.waitFor({ timeout: 15_000 });
      expect(await err.textContent()).toContain('New Checkout (production)');
      await shots(page, 'segment-in-use', (p) => p.getByTestId('segment-delete-error'), { dialog: true });
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      expect((await asOwner<{ data: RestSegment[] }>('GET', `/projects/${project.id}/segments`)).data).toHaveLength(1);
    },
    STEP,
  );

  it('the page reported no error on the way (no crash, nothing refused by the Content Security Policy)', () => {
    expect(pageErrors).toEqual([]);
  });
});
