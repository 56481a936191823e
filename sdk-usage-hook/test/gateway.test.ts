/**
 * The hook against a real gateway (embedded mode, in process): an app evaluating locally with
 * the OpenFeature server SDK (an in-memory provider serving "on" to 20% of users) sends its
 * counts as impressions with the environment's server key; the gateway counts them per variant
 * (project usage summary, impressions requests per environment). A browser-style client key works too.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageHookSnippet } from '@flagstream/domain';
import { InMemoryProvider, OpenFeature } from '@openfeature/server-sdk';
import type { TestGateway } from '../../gateway/test/support/testGateway';
import { startTestGateway } from '../../gateway/test/support/testGateway';
import type { RestClient } from '../../gateway/test/support/restClient';
import { profile, signIn } from '../../gateway/test/support/restClient';
import { createUsageHook } from '../src';

const HERE = fileURLToPath(new URL('..', import.meta.url));
let gw: TestGateway;
let ann: RestClient;

beforeAll(async () => {
  gw = await startTestGateway({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });
  ann = await signIn(gw.url, profile('ann'));
}, 60_000);
afterAll(async () => {
  await OpenFeature.close();
  await gw?.close();
});

/** A stable 20% of users: the same rule any local evaluator would apply. */
const inRollout = (key: string) => {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 100 < 20;
};

describe('@flagstream/openfeature-usage-hook against a real gateway', () => {
  it('impressions from a locally evaluating Node app arrive and are counted per variant', async () => {
    const project = await ann.must('POST', '/projects', {
      data: { name: 'Hooked', description: 'hook', settings: { environments: ['development', 'production'] } },
    });
    const prod = project.environments.find((e: { name: string }) => e.name === 'production');
    await ann.must('POST', '/feature-flags', { data: { project: project.id, name: 'New checkout', key: 'new_checkout', type: 'boolean', value: false } });

    const errors: unknown[] = [];
    const hook = createUsageHook({ url: gw.url, apiKey: prod.api_key, onError: (e) => errors.push(e), flushIntervalMs: 3_600_000 });
    await OpenFeature.setProviderAndWait(
      new InMemoryProvider({
        new_checkout: {
          variants: { on: true, off: false },
          defaultVariant: 'off',
          disabled: false,
          contextEvaluator: (ctx) => (inRollout(String(ctx.targetingKey)) ? 'on' : 'off'),
        },
      }),
    );
    OpenFeature.addHooks(hook);
    const client = OpenFeature.getClient();
    let on = 0;
    for (let i = 0; i < 1000; i++) if (await client.getBooleanValue('new_checkout', false, { targetingKey: `user-${i}` })) on++;
    await client.getBooleanValue('no_such_flag', false, { targetingKey: 'x' });
    expect(hook.stats()).toMatchObject({ counted: 1001, pending: 1001 });

    await hook.close();
    expect(errors.map(String)).toEqual(['Error: flagstream usage hook: 1 impression(s) refused (unknown flag or old bucket)']);
    expect(hook.stats()).toMatchObject({ sent: 1001, pending: 0, dropped: 0 });
    await gw.app.usage.flusher.flush();

    const summary = await ann.data(`/projects/${project.id}/usage/summary?range=1h`);
    const row = summary.flags.find((f: { flagKey: string }) => f.flagKey === 'new_checkout');
    const counts = Object.fromEntries(row.variants.map((v: { variant: string; count: number }) => [v.variant, v.count]));
    expect(counts).toEqual({ on, off: 1000 - on });
    expect(row.evaluations).toBe(1000);
    const env = summary.environments.find((e: { environmentName: string }) => e.environmentName === 'production');
    expect(env.byKind.impressions).toBe(1);
    expect(env.evaluations).toBe(1000);
  });

  it('a browser-style client key is taken too; a wrong key is refused and the counts are dropped, never thrown', async () => {
    const project = await ann.must('POST', '/projects', { data: { name: 'Browser', description: 'hook', settings: { environments: ['production'] } } });
    const prod = project.environments.find((e: { name: string }) => e.name === 'production');
    await ann.must('POST', '/feature-flags', { data: { project: project.id, name: 'Banner', key: 'banner', type: 'string', value: 'hello' } });

    const hook = createUsageHook({ url: gw.url, apiKey: prod.client_key, flushIntervalMs: 3_600_000, lifecycleTarget: null });
    for (let i = 0; i < 7; i++) hook.after({ flagKey: 'banner' }, { flagKey: 'banner', variant: 'blue', reason: 'TARGETING_MATCH' });
    await hook.flush();
    expect(hook.stats()).toMatchObject({ sent: 7, dropped: 0 });

    const errors: unknown[] = [];
    const wrong = createUsageHook({ url: gw.url, apiKey: 'not-a-key', flushIntervalMs: 3_600_000, onError: (e) => errors.push(e) });
    wrong.count('banner', 'blue', 'STATIC', 3);
    await expect(wrong.close()).resolves.toBeUndefined();
    expect(wrong.stats()).toMatchObject({ sent: 0, dropped: 3 });
    expect(String(errors[0])).toContain('401');

    await gw.app.usage.flusher.flush();
    const summary = await ann.data(`/projects/${project.id}/usage/summary?range=1h`);
    expect(summary.flags.find((f: { flagKey: string }) => f.flagKey === 'banner').variants).toEqual([{ variant: 'blue', count: 7, share: 1 }]);
  });
});

describe('the Setup screen snippet (usageHookSnippet)', () => {
  it('runs as written in Node: its evaluation arrives at the gateway as an impression', async () => {
    const project = await ann.must('POST', '/projects', { data: { name: 'Snippet', description: 'hook', settings: { environments: ['production'] } } });
    const prod = project.environments.find((e: { name: string }) => e.name === 'production');
    await ann.must('POST', '/feature-flags', { data: { project: project.id, name: 'New feature', key: 'new_feature', type: 'boolean', value: false } });
    const code = usageHookSnippet({
      origin: `${gw.url}/`,
      environmentUuid: prod.uuid,
      environmentName: 'production',
      serverKey: prod.api_key,
      flagKey: 'new_feature',
    });
    expect(code).toContain(`url: '${gw.url}'`);
    expect(code).toContain(`apiKey: '${prod.api_key}'`);
    // next to this package, so '@flagstream/openfeature-usage-hook' and the SDK resolve as in an app
    const file = join(HERE, `.snippet-${process.pid}.mjs`);
    writeFileSync(file, code);
    try {
      // asynchronously: the gateway answering the child runs in this process
      const r = await promisify(execFile)(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 30_000 });
      expect(r.stderr).toBe('');
    } finally {
      rmSync(file, { force: true });
    }
    await gw.app.usage.flusher.flush();
    const summary = await ann.data(`/projects/${project.id}/usage/summary?range=1h`);
    expect(summary.flags.find((f: { flagKey: string }) => f.flagKey === 'new_feature').evaluations).toBe(1);
    expect(summary.environments[0].byKind.impressions).toBe(1);
  });
});
