/**
 * Local evaluation gives the same answers as the gateway (issue 14, point 7): the document of
 * GET /api/flagd/{environmentUuid} loaded into the official flagd provider (in-process
 * resolver, offline flag source file) returns the same value and variant as Flagstream's OFREP
 * for 10,000 random evaluation contexts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OpenFeature } from '@openfeature/server-sdk';
import type { Client, EvaluationContext, EvaluationDetails, FlagValue, JsonValue } from '@openfeature/server-sdk';
import { FlagdProvider } from '@openfeature/flagd-provider';
import type { FlagType, ProjectCommand } from '@flagstream/domain';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';

const CONTEXTS = 10_000;

let gw: TestGateway;
const dir = mkdtempSync(join(tmpdir(), 'flagstream-flagd-'));

beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await OpenFeature.close();
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const split = (...buckets: Array<[string, number]>) => ({ fractional: buckets });

/** Flags of every type with rules of every kind flagd has, two segments, a disabled flag and static ones. */
async function seed() {
  const p = await gw.createProject('Equivalence');
  const prod = p.env('production');
  const run = (c: ProjectCommand) => gw.run(p.projectId, c);
  const flags: Record<string, { id: string; type: FlagType }> = {};
  for (const [name, type, value, enabled] of [
    ['New checkout', 'boolean', false, true],
    ['Banner', 'string', 'Hello', true],
    ['Max items', 'number', 10, true],
    ['Theme', 'json', { colour: 'blue' }, true],
    ['Static text', 'string', 'same for all', true],
    ['Legacy', 'boolean', true, false],
    ['Pricing', 'string', 'classic', true],
    ['Old switch', 'boolean', false, true],
  ] as const) {
    const f = await gw.createFlag(p.projectId, { name, type, value, enabled });
    flags[f.key] = { id: f.id, type: f.type };
  }
  const segment = async (name: string, conditions: unknown) => {
    const r = await run({ kind: 'CreateSegment', name, conditions });
    return `segment_${(r.events[0]!.data as { segmentId: string }).segmentId}`;
  };
  const beta = await segment('Beta testers', {
    or: [{ ends_with: [{ var: 'email' }, '@beta.example.com'] }, { in: [{ var: 'targetingKey' }, ['user-1', 'user-2', 'user-3']] }],
  });
  const germany = await segment('Germany', { '==': [{ var: 'country' }, 'DE'] });
  const target = (flag: string, variants: Record<string, unknown>, defaultVariant: string, targeting: unknown) =>
    run({ kind: 'SetFlagTargeting', flagId: flags[flag]!.id, environmentId: prod.id, variants, defaultVariant, targeting });

  await target('new_checkout', { on: true, off: false }, 'off', {
    if: [{ $ref: beta }, 'on', { $ref: germany }, split(['on', 50], ['off', 50]), split(['on', 20], ['off', 80])],
  });
  await target('banner', { hello: 'Hello', hallo: 'Hallo', hi: 'Hi there' }, 'hello', {
    if: [{ $ref: germany }, 'hallo', { starts_with: [{ var: 'email' }, 'admin'] }, 'hi', null],
  });
  await target('max_items', { few: 10, many: 50, lots: 100 }, 'few', {
    if: [
      { sem_ver: [{ var: 'version' }, '>=', '2.0.0'] },
      { fractional: [{ cat: [{ var: '$flagd.flagKey' }, { var: 'email' }] }, ['many', 1], ['lots', 1]] },
      { '>': [{ var: 'age' }, 40] },
      'lots',
    ],
  });
  await target('theme', { blue: { colour: 'blue' }, dark: { colour: 'black', contrast: 'high' } }, 'blue', {
    if: [{ in: [{ var: 'plan' }, ['pro', 'scale']] }, 'dark', 'blue'],
  });
  await target('legacy', { on: true, off: false }, 'on', split(['on', 50], ['off', 50]));
  await target('pricing', { classic: 'classic', v2: 'v2', v3: 'v3' }, 'classic', split(['classic', 34], ['v2', 33], ['v3', 33]));
  await target('old_switch', { on: true, off: false }, 'off', {});
  await run({ kind: 'SetEnvironmentVariable', environmentId: prod.id, flagKey: 'static_text', setting: { value: 'production text', enabled: true } });
  const state = await gw.state(p.projectId);
  return { p, prod, flags, apiKey: state.environments[prod.id]!.apiKey };
}

const contextArb: fc.Arbitrary<EvaluationContext> = fc.record(
  {
    targetingKey: fc.oneof(fc.constantFrom('user-1', 'user-2', 'user-9'), fc.uuid(), fc.string({ minLength: 1, maxLength: 12 })),
    email: fc
      .tuple(fc.constantFrom('ann', 'admin', 'bob', 'administrator', 'zed'), fc.constantFrom('@beta.example.com', '@example.com', '@other.org'))
      .map(([a, b]) => `${a}${b}`),
    country: fc.constantFrom('DE', 'FR', 'US', 'de'),
    version: fc.constantFrom('1.9.9', '2.0.0', '2.3.1', 'v3.0.0', 'not-a-version'),
    age: fc.integer({ min: 0, max: 90 }),
    plan: fc.constantFrom('free', 'pro', 'scale', 'starter'),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<EvaluationContext>;

function detailsOf(client: Client, key: string, type: FlagType, ctx: EvaluationContext): Promise<EvaluationDetails<FlagValue>> {
  switch (type) {
    case 'boolean':
      return client.getBooleanDetails(key, false, ctx);
    case 'string':
      return client.getStringDetails(key, '', ctx);
    case 'number':
      return client.getNumberDetails(key, -1, ctx);
    case 'json':
      return client.getObjectDetails(key, {} as JsonValue, ctx);
  }
}

describe('flagd provider (in-process, offline file) = Flagstream OFREP', () => {
  it(`returns the same value and variant for ${CONTEXTS.toLocaleString('en')} random contexts`, async () => {
    const { prod, flags, apiKey } = await seed();
    const res = await fetch(`${gw.url}/api/flagd/${prod.uuid}`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(200);
    const file = join(dir, 'flags.flagd.json');
    writeFileSync(file, await res.text());

    const domain = `flagd-${randomUUID()}`;
    await OpenFeature.setProviderAndWait(domain, new FlagdProvider({ resolverType: 'in-process', offlineFlagSourcePath: file, cache: 'disabled' }));
    const flagd = OpenFeature.getClient(domain);

    const contexts = fc.sample(contextArb, { numRuns: CONTEXTS, seed: 1414 });
    const differences: unknown[] = [];
    const reasons = new Map<string, number>();
    const ofrep = async (context: EvaluationContext) => {
      const r = await fetch(`${gw.url}/ofrep/v1/evaluate/flags`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ context }),
      });
      expect(r.status).toBe(200);
      return ((await r.json()) as { flags: Array<{ key: string; value: unknown; variant: string; reason: string }> }).flags;
    };
    // a few requests in flight at a time: the comparison, not the gateway's speed, is under test
    for (let i = 0; i < contexts.length; i += 8) {
      const batch = contexts.slice(i, i + 8);
      const answers = await Promise.all(batch.map(ofrep));
      for (let j = 0; j < batch.length; j++) {
        const ctx = batch[j]!;
        for (const remote of answers[j]!) {
          const local = await detailsOf(flagd, remote.key, flags[remote.key]!.type, ctx);
          reasons.set(remote.reason, (reasons.get(remote.reason) ?? 0) + 1);
          if (remote.reason === 'DISABLED') {
            // flagd serves the caller's default for a disabled flag; both must say DISABLED
            if (local.reason !== 'DISABLED') differences.push({ ctx, key: remote.key, remote, local });
            continue;
          }
          const same =
            JSON.stringify(local.value) === JSON.stringify(remote.value) &&
            local.variant === remote.variant &&
            // OFREP names SPLIT what flagd calls TARGETING_MATCH, and UNKNOWN its DEFAULT (OFREP's reason enum has none)
            local.reason === (remote.reason === 'SPLIT' ? 'TARGETING_MATCH' : remote.reason === 'UNKNOWN' ? 'DEFAULT' : remote.reason);
          if (!same)
            differences.push({
              ctx,
              key: remote.key,
              remote,
              local: { value: local.value, variant: local.variant, reason: local.reason, errorCode: local.errorCode },
            });
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(differences).toHaveLength(0);
    // not vacuous: every kind of answer came up many times
    for (const r of ['TARGETING_MATCH', 'SPLIT', 'UNKNOWN', 'STATIC', 'DISABLED']) expect(reasons.get(r) ?? 0, r).toBeGreaterThan(100);
  }, 600_000);
});
