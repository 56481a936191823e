import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenFeature } from '@openfeature/server-sdk';
import type { Client } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import { keys, sha256Hex } from '@flagstream/projections';
import type { ReadStore } from '@flagstream/projections';
import { DocCache } from '../src/publicConfig/docCache';
import { OfrepEngine } from '../src/ofrep/ofrepRoutes';
import type { OfrepCaller } from '../src/ofrep/ofrepRoutes';
import { subscriptionVersion } from '../src/ofrep/ofrepEvents';
import type { TestGateway } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

let gw: TestGateway;

const json = async (res: Response): Promise<any> => JSON.parse(await res.text());
/** A bulk body without the `eventStreams` the gateway adds to the stored flags. */
const flagsPart = (text: string): string => JSON.stringify({ flags: JSON.parse(text).flags });

beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await OpenFeature.close();
  await gw?.close();
});

async function seeded() {
  const p = await gw.createProject('Mobile App');
  const dev = p.env('development');
  const flags = {
    dark: await gw.createFlag(p.projectId, { name: 'Dark Mode', type: 'boolean', value: true }),
    welcome: await gw.createFlag(p.projectId, { name: 'Welcome Text', type: 'string', value: 'Hello' }),
    max: await gw.createFlag(p.projectId, { name: 'Max Items', type: 'number', value: 10 }),
    theme: await gw.createFlag(p.projectId, { name: 'Theme', type: 'json', value: { colour: 'blue', sizes: [1, 2] } }),
    legacy: await gw.createFlag(p.projectId, { name: 'Legacy Checkout', type: 'boolean', value: true, enabled: false }),
    motto: await gw.createFlag(p.projectId, { name: 'Motto', type: 'string', value: 'off for now', enabled: false }),
  };
  await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'welcome_text', setting: { value: 'Hello dev', enabled: true } });
  const state = await gw.state(p.projectId);
  const apiKey = state.environments[dev.id]!.apiKey;
  return { p, dev, flags, apiKey };
}

/** The welcome text's targeting in development: "Welcome back, VIP" where `rule` says vip, else "Hello dev". */
const setWelcomeTargeting = ({ p, dev, flags }: Awaited<ReturnType<typeof seeded>>, rule: unknown) =>
  gw.run(p.projectId, {
    kind: 'SetFlagTargeting',
    flagId: flags.welcome.id,
    environmentId: dev.id,
    variants: { dev: 'Hello dev', vip: 'Welcome back, VIP' },
    defaultVariant: 'dev',
    targeting: rule as never,
  });

/** An OpenFeature client bound to its own domain, backed by the official OFREP provider. */
async function clientFor(headers: Record<string, string>): Promise<Client> {
  const domain = `flagstream-${randomUUID()}`;
  await OpenFeature.setProviderAndWait(domain, new OFREPProvider({ baseUrl: gw.url, headers }));
  return OpenFeature.getClient(domain);
}

describe('OFREP through the official OpenFeature SDK', () => {
  it('evaluates boolean, string, number and object flags with reason STATIC', async () => {
    const { apiKey } = await seeded();
    const client = await clientFor({ 'X-API-Key': apiKey });

    expect(await client.getBooleanValue('dark_mode', false)).toBe(true);
    expect(await client.getStringValue('welcome_text', 'default')).toBe('Hello dev');
    expect(await client.getNumberValue('max_items', 0)).toBe(10);
    expect(await client.getObjectValue('theme', {})).toEqual({ colour: 'blue', sizes: [1, 2] });

    const b = await client.getBooleanDetails('dark_mode', false);
    expect(b).toMatchObject({ flagKey: 'dark_mode', value: true, reason: 'STATIC', variant: 'default' });
    expect(b.errorCode).toBeUndefined();
    expect(b.flagMetadata).toEqual({ type: 'boolean', source: 'default', enabled: true });

    const s = await client.getStringDetails('welcome_text', 'default');
    expect(s).toMatchObject({ value: 'Hello dev', reason: 'STATIC', variant: 'environment' });
    expect(s.flagMetadata).toMatchObject({ source: 'environment' });

    const n = await client.getNumberDetails('max_items', 0);
    expect(n).toMatchObject({ value: 10, reason: 'STATIC', variant: 'default' });

    const o = await client.getObjectDetails('theme', {});
    expect(o).toMatchObject({ value: { colour: 'blue', sizes: [1, 2] }, reason: 'STATIC' });
    expect(o.flagMetadata).toMatchObject({ type: 'json' });
  });

  it("a disabled flag serves the app's own default, whatever its type", async () => {
    const { apiKey } = await seeded();
    const client = await clientFor({ 'X-API-Key': apiKey });
    // OFREP answers reason DISABLED with no value (raw test below). @openfeature/ofrep-provider 0.1.3, the
    // newest on this registry, predates OFREP's code-default answers: it returns the default with
    // TYPE_MISMATCH; 0.2 reports reason DISABLED. Either way the app's default applies.
    expect((await client.getBooleanDetails('legacy_checkout', true)).value).toBe(true);
    expect((await client.getBooleanDetails('legacy_checkout', false)).value).toBe(false);
    expect((await client.getStringDetails('motto', 'fallback')).value).toBe('fallback');
  });

  it('applies an override named by overrideUuid in the evaluation context', async () => {
    const { p, dev, apiKey } = await seeded();
    const o = await gw.createOverride(p.projectId, {
      name: 'QA',
      environmentId: dev.id,
      featureFlagValues: { max_items: { value: 99 }, dark_mode: { value: true, enabled: false }, theme: { value: { colour: 'red' } } },
    });
    const client = await clientFor({ 'X-API-Key': apiKey });
    expect(await client.getNumberValue('max_items', 0)).toBe(10);
    const n = await client.getNumberDetails('max_items', 0, { overrideUuid: o.uuid });
    expect(n).toMatchObject({ value: 99, reason: 'STATIC', variant: 'override' });
    // disabled by the override: the app's default
    expect((await client.getBooleanDetails('dark_mode', true, { overrideUuid: o.uuid })).value).toBe(true);
    expect(await client.getObjectValue('theme', {}, { overrideUuid: o.uuid.toUpperCase() })).toEqual({ colour: 'red' });
    // flags the override leaves alone keep the environment's value
    expect(await client.getStringValue('welcome_text', '', { overrideUuid: o.uuid })).toBe('Hello dev');
  });

  it('gives FLAG_NOT_FOUND with the default value for an unknown flag, and TYPE_MISMATCH for a wrong type', async () => {
    const { apiKey } = await seeded();
    const client = await clientFor({ 'X-API-Key': apiKey });
    const missing = await client.getBooleanDetails('no_such_flag', true);
    expect(missing).toMatchObject({ value: true, reason: 'ERROR', errorCode: 'FLAG_NOT_FOUND' });
    expect(await client.getStringValue('no_such_flag', 'dflt')).toBe('dflt');
    const mismatch = await client.getStringDetails('max_items', 'x');
    expect(mismatch).toMatchObject({ value: 'x', reason: 'ERROR', errorCode: 'TYPE_MISMATCH' });
  });

  it('gives an error and the default value for a bad API key, and an unknown override', async () => {
    const { apiKey } = await seeded();
    const bad = await clientFor({ 'X-API-Key': 'fs_env_not-a-real-key' });
    const d = await bad.getBooleanDetails('dark_mode', false);
    expect(d.value).toBe(false);
    expect(d.reason).toBe('ERROR');
    expect(d.errorCode).toBeDefined();

    const good = await clientFor({ 'X-API-Key': apiKey });
    const unknown = await good.getNumberDetails('max_items', -1, { overrideUuid: randomUUID() });
    expect(unknown).toMatchObject({ value: -1, reason: 'ERROR', errorCode: 'INVALID_CONTEXT' });
    const malformed = await good.getNumberDetails('max_items', -2, { overrideUuid: 'not-a-uuid' });
    expect(malformed).toMatchObject({ value: -2, reason: 'ERROR', errorCode: 'INVALID_CONTEXT' });
  });

  it('evaluates targeting with the evaluation context, with a client key as with a server key', async () => {
    const { p, dev, flags, apiKey } = await seeded();
    await gw.run(p.projectId, {
      kind: 'SetFlagTargeting',
      flagId: flags.welcome.id,
      environmentId: dev.id,
      variants: { dev: 'Hello dev', vip: 'Welcome back, VIP' },
      defaultVariant: 'dev',
      targeting: { if: [{ in: [{ var: 'plan' }, ['gold', 'platinum']] }, 'vip', 'dev'] },
    });
    const clientKey = (await gw.state(p.projectId)).environments[dev.id]!.clientKey!;
    for (const headers of [{ 'X-API-Key': apiKey }, { Authorization: `Bearer ${clientKey}` }] as Record<string, string>[]) {
      const client = await clientFor(headers);
      expect(await client.getStringDetails('welcome_text', 'x', { targetingKey: 'u1', plan: 'gold' })).toMatchObject({
        value: 'Welcome back, VIP',
        variant: 'vip',
        reason: 'TARGETING_MATCH',
      });
      expect(await client.getStringDetails('welcome_text', 'x', { targetingKey: 'u2', plan: 'free' })).toMatchObject({
        value: 'Hello dev',
        variant: 'dev',
        reason: 'TARGETING_MATCH',
      });
      expect(await client.getStringValue('welcome_text', 'x', { targetingKey: 'u3' })).toBe('Hello dev');
    }
  });

  it('accepts the key as Authorization: Bearer', async () => {
    const { apiKey } = await seeded();
    const client = await clientFor({ Authorization: `Bearer ${apiKey}` });
    expect(await client.getNumberDetails('max_items', 0)).toMatchObject({ value: 10, reason: 'STATIC' });
  });

  it('serves the latest values right after a change is read back', async () => {
    const { p, flags, apiKey } = await seeded();
    const client = await clientFor({ 'X-API-Key': apiKey });
    expect(await client.getNumberValue('max_items', 0)).toBe(10);
    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: 11 });
    expect(await client.getNumberValue('max_items', 0)).toBe(11);
    await gw.run(p.projectId, { kind: 'ToggleFeatureFlag', flagId: flags.dark.id });
    expect((await client.getBooleanDetails('dark_mode', false)).value).toBe(false);
    expect((await client.getBooleanDetails('dark_mode', true)).value).toBe(true);
  });
});

describe('OFREP over raw HTTP', () => {
  const post = (path: string, init: { key?: string | null; headers?: Record<string, string>; body?: string } = {}) =>
    fetch(`${gw.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...(init.key ? { 'x-api-key': init.key } : {}), ...init.headers },
      body: init.body ?? '{}',
    });

  it('answers a bulk evaluation with the stored bytes and an ETag, and If-None-Match with 304', async () => {
    const { dev, apiKey } = await seeded();
    const res = await post('/ofrep/v1/evaluate/flags', { key: apiKey, body: JSON.stringify({ context: {} }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const text = await res.text();
    const stored = await gw.storedDoc(keys.ofrep(dev.uuid));
    expect(flagsPart(text)).toBe(stored!.body);
    expect(etag).toBe(stored!.etag);
    const body = JSON.parse(text);
    expect(body.eventStreams).toEqual([{ type: 'sse', endpoint: { requestUri: `/ofrep/v1/events/${sha256Hex(apiKey)}` }, inactivityDelaySec: 120 }]);
    // flags come in creation order (ties by key): compare as a set here
    const byKey = new Map<string, unknown>(body.flags.map((f: { key: string }) => [f.key, f]));
    expect([...byKey.keys()].sort()).toEqual(['dark_mode', 'legacy_checkout', 'max_items', 'motto', 'theme', 'welcome_text']);
    expect(byKey.get('dark_mode')).toEqual({
      key: 'dark_mode',
      value: true,
      reason: 'STATIC',
      variant: 'default',
      metadata: { type: 'boolean', source: 'default', enabled: true },
    });
    expect(byKey.get('welcome_text')).toEqual({
      key: 'welcome_text',
      value: 'Hello dev',
      reason: 'STATIC',
      variant: 'environment',
      metadata: { type: 'string', source: 'environment', enabled: true },
    });
    // disabled: no value, so the app's default applies
    expect(byKey.get('legacy_checkout')).toEqual({
      key: 'legacy_checkout',
      reason: 'DISABLED',
      variant: 'default',
      metadata: { type: 'boolean', source: 'default', enabled: false },
    });

    const again = await post('/ofrep/v1/evaluate/flags', { key: apiKey, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('changes the bulk ETag after a change and applies an override from the context', async () => {
    const { p, dev, flags, apiKey } = await seeded();
    const first = await post('/ofrep/v1/evaluate/flags', { key: apiKey });
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    await gw.run(p.projectId, { kind: 'UpdateEnvironment', environmentId: dev.id, name: 'dev' });
    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: 12 });
    const changed = await post('/ofrep/v1/evaluate/flags', { key: apiKey, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(JSON.parse(await changed.text()).flags.find((f: { key: string }) => f.key === 'max_items').value).toBe(12);

    const o = await gw.createOverride(p.projectId, { name: 'QA', environmentId: dev.id, featureFlagValues: { max_items: { value: 77 } } });
    const ov = await post('/ofrep/v1/evaluate/flags', { key: apiKey, body: JSON.stringify({ context: { overrideUuid: o.uuid } }) });
    expect(ov.status).toBe(200);
    const stored = await gw.storedDoc(keys.ofrep(dev.uuid, o.uuid));
    expect(flagsPart(await ov.text())).toBe(stored!.body);
    expect(JSON.parse(stored!.body).flags.find((f: { key: string }) => f.key === 'max_items')).toMatchObject({ value: 77, variant: 'override' });
  });

  it('stops applying an expired override at its expiry (injected clock), without any event', async () => {
    const { p, dev, apiKey } = await seeded();
    const t0 = Date.now();
    gw.clock.set(t0);
    try {
      const o = await gw.createOverride(p.projectId, {
        name: 'Promo',
        environmentId: dev.id,
        featureFlagValues: { max_items: { value: 55 } },
        expiresAt: t0 + 120_000,
      });
      const body = JSON.stringify({ context: { overrideUuid: o.uuid } });
      gw.clock.set(t0 + 119_999);
      const active = await post('/ofrep/v1/evaluate/flags/max_items', { key: apiKey, body });
      expect(await json(active)).toMatchObject({ value: 55, variant: 'override' });
      gw.clock.set(t0 + 120_000);
      const expired = await post('/ofrep/v1/evaluate/flags/max_items', { key: apiKey, body });
      expect(await json(expired)).toMatchObject({ value: 10, variant: 'default' });
      const bulk = await post('/ofrep/v1/evaluate/flags', { key: apiKey, body });
      const envDoc = await gw.storedDoc(keys.ofrep(dev.uuid));
      expect(bulk.headers.get('etag')).toBe(envDoc!.etag);
      expect(flagsPart(await bulk.text())).toBe(envDoc!.body);
    } finally {
      gw.clock.unfreeze();
    }
  });

  it('evaluates a single flag, and answers 404 FLAG_NOT_FOUND for an unknown one', async () => {
    const { apiKey } = await seeded();
    const res = await post('/ofrep/v1/evaluate/flags/theme', { key: apiKey });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      key: 'theme',
      value: { colour: 'blue', sizes: [1, 2] },
      reason: 'STATIC',
      variant: 'default',
      metadata: { type: 'json', source: 'default', enabled: true },
    });
    const missing = await post('/ofrep/v1/evaluate/flags/nope', { key: apiKey });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ key: 'nope', errorCode: 'FLAG_NOT_FOUND' });
  });

  it('accepts Authorization: Bearer and answers 401 for a missing or wrong key', async () => {
    const { apiKey } = await seeded();
    const bearer = await post('/ofrep/v1/evaluate/flags', { headers: { authorization: `Bearer ${apiKey}` } });
    expect(bearer.status).toBe(200);
    await bearer.arrayBuffer();

    for (const [what, headers] of [
      ['no key', {}],
      ['wrong X-API-Key', { 'x-api-key': 'fs_env_wrong' }],
      ['wrong bearer', { authorization: 'Bearer fs_env_wrong' }],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['basic auth', { authorization: `Basic ${Buffer.from(`x:${apiKey}`).toString('base64')}` }],
      ['a very long key', { 'x-api-key': 'k'.repeat(5000) }],
    ] as const) {
      for (const path of ['/ofrep/v1/evaluate/flags', '/ofrep/v1/evaluate/flags/max_items']) {
        const res = await post(path, { headers });
        expect(res.status, `${what} ${path}`).toBe(401);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
        // OFREP's shape with an OpenFeature error code (UNAUTHORIZED is none)
        expect((await json(res)).errorCode, what).toBe('GENERAL');
      }
    }
  });

  it('stops accepting an API key once it is regenerated', async () => {
    const { p, dev, apiKey } = await seeded();
    expect((await post('/ofrep/v1/evaluate/flags', { key: apiKey })).status).toBe(200);
    const r = await gw.run(p.projectId, { kind: 'RegenerateApiKey', environmentId: dev.id });
    const fresh = r.state.environments[dev.id]!.apiKey;
    expect(fresh).not.toBe(apiKey);
    expect((await post('/ofrep/v1/evaluate/flags', { key: apiKey })).status).toBe(401);
    expect((await post('/ofrep/v1/evaluate/flags', { key: fresh })).status).toBe(200);
  });

  it('answers 400 PARSE_ERROR for a body that is not JSON', async () => {
    const { apiKey } = await seeded();
    for (const body of ['not json', '{"context":', '[1,2]', '"text"']) {
      const res = await post('/ofrep/v1/evaluate/flags', { key: apiKey, body });
      expect(res.status, body).toBe(400);
      expect((await json(res)).errorCode, body).toBe('PARSE_ERROR');
    }
    const single = await post('/ofrep/v1/evaluate/flags/max_items', { key: apiKey, body: 'nope' });
    expect(single.status).toBe(400);
    // a single-flag failure names its flag, as OFREP clients require
    expect(await json(single)).toMatchObject({ key: 'max_items', errorCode: 'PARSE_ERROR', errorDetails: expect.any(String) });
  });

  it('answers 400 INVALID_CONTEXT for a context that is not an object or a malformed overrideUuid', async () => {
    const { apiKey } = await seeded();
    for (const body of [
      { context: 5 },
      { context: 'x' },
      { context: [1] },
      { context: null },
      { context: { overrideUuid: 'nope' } },
      { context: { overrideUuid: 42 } },
    ]) {
      for (const path of ['/ofrep/v1/evaluate/flags', '/ofrep/v1/evaluate/flags/max_items']) {
        const res = await post(path, { key: apiKey, body: JSON.stringify(body) });
        expect(res.status, JSON.stringify(body)).toBe(400);
        const err = await json(res);
        expect(err.errorCode, JSON.stringify(body)).toBe('INVALID_CONTEXT');
        if (path.endsWith('max_items')) expect(err.key).toBe('max_items');
      }
    }
  });

  it('has no GET /ofrep/v1/configuration (dropped from the OFREP specification in 2025)', async () => {
    const { apiKey } = await seeded();
    const res = await fetch(`${gw.url}/ofrep/v1/configuration`, { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});

describe("a change notice's re-fetch on a gateway that has not heard of the change yet (ADR-0008 flagConfigEtag)", () => {
  /**
   * Behind a load balancer the event stream and the re-fetch it causes may reach different
   * gateways, and the second may not have had the change notice yet (its pub/sub message is on
   * its way). Here that gateway is an engine over a cache of the same read store that hears no
   * notices at all: the worst case of a slow subscriber.
   */
  function lateGateway(read: ReadStore) {
    const reads = new Map<string, number>();
    const deaf: ReadStore = {
      kind: read.kind,
      get: (k) => {
        reads.set(k, (reads.get(k) ?? 0) + 1);
        return read.get(k);
      },
      getMany: (ks) => read.getMany(ks),
      members: (k) => read.members(k),
      commit: (w, c, e) => read.commit(w, c, e),
      checkpoint: () => read.checkpoint(),
      onChange: () => () => {},
      onReset: () => () => {},
      clear: () => read.clear(),
      ping: () => read.ping(),
      close: async () => {},
    };
    const cache = new DocCache(deaf);
    const settings = {
      OFREP_RATE_LIMIT_PER_MINUTE: 100_000,
      OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: 100_000,
      SSE_HEARTBEAT_MS: 60_000,
      PUBLIC_URL: '',
      TRUST_PROXY: false,
    };
    let now = Date.now();
    const engine = new OfrepEngine(
      cache,
      () => now,
      settings,
      (err) => {
        throw err;
      },
    );
    return {
      cache,
      engine,
      /** how often the store was read for a key */
      readsOf: (k: string) => reads.get(k) ?? 0,
      later: (ms: number) => {
        now += ms;
      },
      close: () => {
        engine.hub.close();
        cache.close();
      },
    };
  }
  const caller = async (engine: OfrepEngine, key: string): Promise<OfrepCaller> => {
    const c = await engine.authorize(key, '127.0.0.1', undefined);
    if ('status' in c) throw new Error(`key refused: ${c.status}`);
    return c;
  };
  const servedValue = (a: { body?: unknown }, key: string) =>
    (JSON.parse(Buffer.from(a.body as Buffer).toString()) as { flags: Array<{ key: string; value?: unknown }> }).flags.find((f) => f.key === key)?.value;

  it('answers from the store when the named version is not the one it holds; without the hint it would answer a stale 304', async () => {
    const { p, dev, flags, apiKey } = await seeded();
    const late = lateGateway(gw.rt.read);
    try {
      const c = await caller(late.engine, apiKey);
      const first = await late.engine.bulk(c, { context: {} }, undefined, 'identity');
      expect(first.status).toBe(200);
      expect(servedValue(first, 'max_items')).toBe(10);
      const etag = first.headers.etag!;

      await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: 12 });
      // what the stream of an up-to-date gateway names in its message
      const named = (await subscriptionVersion(gw.rt.cache, dev.uuid, undefined, Date.now()))!.version;

      // without the hint: the late gateway's stale cache (what the provider got before this fix)
      expect((await late.engine.bulk(c, { context: {} }, etag, 'identity')).status).toBe(304);
      // with it: the store's answer
      const refetched = await late.engine.bulk(c, { context: {} }, etag, 'identity', named);
      expect(refetched.status).toBe(200);
      expect(servedValue(refetched, 'max_items')).toBe(12);
      expect(refetched.headers.etag).not.toBe(etag);
      // a version it already holds costs no store read and changes nothing
      late.later(1_000);
      const current = (await subscriptionVersion(late.cache, dev.uuid, undefined, Date.now()))!.version;
      expect(current).not.toBe(named);
      expect((await late.engine.bulk(c, { context: {} }, etag, 'identity', current)).status).toBe(304);
    } finally {
      late.close();
    }
  });

  it('evaluates a changed rule from the store too (the flagd document is part of the version)', async () => {
    const seed = await seeded();
    const { dev, apiKey } = seed;
    const rule = (plan: string) => setWelcomeTargeting(seed, { if: [{ '==': [{ var: 'plan' }, plan] }, 'vip', 'dev'] });
    await rule('gold');
    const late = lateGateway(gw.rt.read);
    try {
      const c = await caller(late.engine, apiKey);
      const ctx = { context: { targetingKey: 'u1', plan: 'silver' } };
      const first = await late.engine.bulk(c, ctx, undefined, 'identity');
      expect(servedValue(first, 'welcome_text')).toBe('Hello dev');
      await rule('silver');
      const named = (await subscriptionVersion(gw.rt.cache, dev.uuid, undefined, Date.now()))!.version;
      expect((await late.engine.bulk(c, ctx, first.headers.etag, 'identity')).status).toBe(304);
      const refetched = await late.engine.bulk(c, ctx, first.headers.etag, 'identity', named);
      expect(refetched.status).toBe(200);
      expect(servedValue(refetched, 'welcome_text')).toBe('Welcome back, VIP');
    } finally {
      late.close();
    }
  });

  it('a second change right after the first: the re-fetch each message causes gets its own change', async () => {
    const { p, dev, flags, apiKey } = await seeded();
    const late = lateGateway(gw.rt.read);
    try {
      const c = await caller(late.engine, apiKey);
      const etag = (await late.engine.bulk(c, { context: {} }, undefined, 'identity')).headers.etag;
      const named = async () => (await subscriptionVersion(gw.rt.cache, dev.uuid, undefined, Date.now()))!.version;
      await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: 20 });
      const second = await late.engine.bulk(c, { context: {} }, etag, 'identity', await named());
      expect(servedValue(second, 'max_items')).toBe(20);
      await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: 21 });
      const third = await late.engine.bulk(c, { context: {} }, second.headers.etag, 'identity', await named());
      expect(third.status).toBe(200);
      expect(servedValue(third, 'max_items')).toBe(21);
    } finally {
      late.close();
    }
  });

  it('made-up versions cannot load the store: one read at a time per document, re-fetches of one message share it', async () => {
    const { p, dev, flags, apiKey } = await seeded();
    const late = lateGateway(gw.rt.read);
    try {
      const c = await caller(late.engine, apiKey);
      const etag = (await late.engine.bulk(c, { context: {} }, undefined, 'identity')).headers.etag;
      const doc = keys.ofrep(dev.uuid);
      const before = late.readsOf(doc);
      const started = performance.now();
      const burst = () => Promise.all(Array.from({ length: 30 }, () => late.engine.bulk(c, { context: {} }, etag, 'identity', randomUUID())));
      for (const a of [...(await burst()), ...(await burst())]) expect(a.status).toBe(304);
      // reads begin at least 250 ms apart, whatever the number of requests (a bound, not a speed)
      const reads = late.readsOf(doc) - before;
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThanOrEqual(2 + Math.floor((performance.now() - started) / 250));

      // every provider re-fetching after one real message shares a single read
      await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: 30 });
      const named = (await subscriptionVersion(gw.rt.cache, dev.uuid, undefined, Date.now()))!.version;
      const known = late.readsOf(doc);
      expect(servedValue(await late.engine.bulk(c, { context: {} }, etag, 'identity', named), 'max_items')).toBe(30);
      const shared = late.readsOf(doc);
      expect(shared).toBeGreaterThan(known);
      for (const a of await Promise.all(Array.from({ length: 30 }, () => late.engine.bulk(c, { context: {} }, etag, 'identity', named))))
        expect(servedValue(a, 'max_items')).toBe(30);
      expect(late.readsOf(doc)).toBe(shared);
    } finally {
      late.close();
    }
  });

  it('the re-fetch with the query the web provider adds is answered on both OFREP paths', async () => {
    const { p, flags, dev, apiKey } = await seeded();
    const clientKey = (await gw.state(p.projectId)).environments[dev.id]!.clientKey!;
    const bulk = (query: string, how: Record<string, string>, etag?: string) =>
      fetch(`${gw.url}/ofrep/v1/evaluate/flags${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...how, ...(etag ? { 'if-none-match': etag } : {}) },
        body: '{"context":{"targetingKey":"u1"}}',
      });
    const first = await bulk('', { 'x-api-key': apiKey });
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: 13 });
    const named = (await subscriptionVersion(gw.rt.cache, dev.uuid, undefined, Date.now()))!.version;
    for (const how of [{ 'x-api-key': apiKey }, { authorization: `Bearer ${clientKey}`, origin: 'https://shop.example' }] as Record<string, string>[]) {
      const r = await bulk(`?flagConfigEtag=${encodeURIComponent(named)}&flagConfigLastModified=1771622898`, how, etag);
      expect(r.status).toBe(200);
      expect(JSON.parse(await r.text()).flags.find((f: { key: string }) => f.key === 'max_items').value).toBe(13);
    }
  });
});

/** An engine over the test gateway's cache, limits lifted (what the memo tests drive directly). */
const engineOver = () =>
  new OfrepEngine(
    gw.rt.cache,
    Date.now,
    { OFREP_RATE_LIMIT_PER_MINUTE: 100_000, OFREP_CLIENT_RATE_LIMIT_PER_MINUTE: 100_000, SSE_HEARTBEAT_MS: 60_000, PUBLIC_URL: '', TRUST_PROXY: false },
    (err) => {
      throw err;
    },
  );

describe('a repeated targeted evaluation (a server SDK asking again for the same user)', () => {
  /** the single answer for a body, evaluated (and kept) when every document is cached */
  const ask = async (engine: OfrepEngine, c: OfrepCaller, text: string) => {
    for (let i = 0; i < 50; i++) {
      const a = engine.singleCached(c, 'welcome_text', JSON.parse(text), Buffer.byteLength(text), text);
      if (a) return a;
      await engine.single(c, 'welcome_text', JSON.parse(text)); // loads the documents into the cache
    }
    throw new Error('documents never cached');
  };
  const servedOf = (a: { body?: unknown } | undefined) => (JSON.parse(Buffer.from(a!.body as Buffer).toString()) as { value: unknown }).value;

  it('given a rule on the context alone, when the same body comes again, then it is answered as before, and a changed rule is evaluated at once', async () => {
    const seed = await seeded();
    const { apiKey } = seed;
    const rule = (plan: string) => setWelcomeTargeting(seed, { if: [{ '==': [{ var: 'plan' }, plan] }, 'vip', 'dev'] });
    await rule('gold');
    const engine = engineOver();
    const c = (await engine.authorize(apiKey, '127.0.0.1', undefined)) as OfrepCaller;
    const gold = '{"context":{"targetingKey":"u1","plan":"gold"}}';
    const first = await ask(engine, c, gold);
    expect(servedOf(first)).toBe('Welcome back, VIP');
    // kept on the second sighting of the same request
    expect(engine.singleRepeat(c, 'welcome_text', gold)).toBeUndefined();
    const second = await ask(engine, c, gold);
    expect(engine.singleRepeat(c, 'welcome_text', gold)).toBe(second);
    expect(servedOf(second)).toBe('Welcome back, VIP');
    // another body, another flag: not this answer
    expect(engine.singleRepeat(c, 'welcome_text', '{"context":{"targetingKey":"u1","plan":"silver"}}')).toBeUndefined();
    expect(engine.singleRepeat(c, 'max_items', gold)).toBeUndefined();
    await rule('silver');
    expect(engine.singleRepeat(c, 'welcome_text', gold)).toBeUndefined();
    expect(servedOf(await ask(engine, c, gold))).toBe('Hello dev');
  });

  it('given a rule that reads the time ($flagd.timestamp), then its answer is never reused', async () => {
    const seed = await seeded();
    const { apiKey } = seed;
    await setWelcomeTargeting(seed, { if: [{ '>': [{ var: '$flagd.timestamp' }, 0] }, 'vip', 'dev'] });
    const engine = engineOver();
    const c = (await engine.authorize(apiKey, '127.0.0.1', undefined)) as OfrepCaller;
    const body = '{"context":{"targetingKey":"u1"}}';
    expect(servedOf(await ask(engine, c, body))).toBe('Welcome back, VIP');
    expect(servedOf(await ask(engine, c, body))).toBe('Welcome back, VIP');
    expect(engine.singleRepeat(c, 'welcome_text', body)).toBeUndefined();
  });
});

describe('a repeated targeted bulk evaluation (a browser SDK re-fetching for the same user)', () => {
  /** the bulk answer for a body, evaluated (and kept) when every document is cached */
  const askBulk = async (engine: OfrepEngine, c: OfrepCaller, text: string, ifNoneMatch?: string) => {
    for (let i = 0; i < 50; i++) {
      const a = engine.bulkCached(c, JSON.parse(text), ifNoneMatch, undefined, Buffer.byteLength(text), text);
      if (a) return a;
      await engine.bulk(c, JSON.parse(text), undefined, undefined, undefined); // loads the documents into the cache
    }
    throw new Error('documents never cached');
  };
  const welcomeOf = (a: { body?: unknown } | undefined) =>
    (JSON.parse(Buffer.from(a!.body as Buffer).toString()) as { flags: Array<{ key: string; value: unknown }> }).flags.find((f) => f.key === 'welcome_text')
      ?.value;

  it('given rules on the context alone, when the same body comes again, then the same answer (200 or 304) is given, and a changed rule is evaluated at once', async () => {
    const seed = await seeded();
    const rule = (plan: string) => setWelcomeTargeting(seed, { if: [{ '==': [{ var: 'plan' }, plan] }, 'vip', 'dev'] });
    await rule('gold');
    const engine = engineOver();
    const c = (await engine.authorize(seed.apiKey, '127.0.0.1', undefined)) as OfrepCaller;
    const gold = '{"context":{"targetingKey":"u1","plan":"gold"}}';
    const first = await askBulk(engine, c, gold);
    expect(welcomeOf(first)).toBe('Welcome back, VIP');
    // kept on the second sighting
    expect(engine.bulkRepeat(c, gold, undefined, undefined)).toBeUndefined();
    const second = await askBulk(engine, c, gold);
    const etag = second.headers.etag!;
    expect(first.headers.etag).toBe(etag);
    const again = engine.bulkRepeat(c, gold, undefined, undefined);
    expect(again?.status).toBe(200);
    expect(Buffer.from(again!.body as Buffer).equals(Buffer.from(second.body as Buffer))).toBe(true);
    expect(engine.bulkRepeat(c, gold, etag, undefined)).toMatchObject({ status: 304, headers: { etag } });
    // another body: not this answer
    expect(engine.bulkRepeat(c, '{"context":{"targetingKey":"u1","plan":"silver"}}', undefined, undefined)).toBeUndefined();
    await rule('silver');
    expect(engine.bulkRepeat(c, gold, etag, undefined)).toBeUndefined();
    const changed = await askBulk(engine, c, gold, etag);
    expect(changed.status).toBe(200);
    expect(welcomeOf(changed)).toBe('Hello dev');
  });

  it('given no targeting (stored answers), when the same body comes again, then the stored answer is given without reading it, and a changed value is served at once', async () => {
    const seed = await seeded();
    const engine = engineOver();
    const c = (await engine.authorize(seed.apiKey, '127.0.0.1', undefined)) as OfrepCaller;
    const body = '{"context":{"targetingKey":"u1"}}';
    const first = await askBulk(engine, c, body);
    expect(welcomeOf(first)).toBe('Hello dev');
    await askBulk(engine, c, body);
    const etag = first.headers.etag!;
    expect(engine.bulkRepeat(c, body, etag, undefined)).toMatchObject({ status: 304, headers: { etag } });
    // per encoding: a brotli reader gets its own stored answer (its own ETag)
    expect(engine.bulkRepeat(c, body, etag, 'br')).toBeUndefined();
    await gw.run(seed.p.projectId, {
      kind: 'SetEnvironmentVariable',
      environmentId: seed.dev.id,
      flagKey: 'welcome_text',
      setting: { value: 'Hi again', enabled: true },
    });
    for (let i = 0; i < 50 && engine.bulkRepeat(c, body, etag, undefined) !== undefined; i++) await new Promise((r) => setTimeout(r, 20));
    expect(engine.bulkRepeat(c, body, etag, undefined)).toBeUndefined();
    const changed = await askBulk(engine, c, body, etag);
    expect(changed.status).toBe(200);
    expect(welcomeOf(changed)).toBe('Hi again');
  });

  it('given a rule that reads the time ($flagd.timestamp), then a bulk answer is never reused', async () => {
    const seed = await seeded();
    await setWelcomeTargeting(seed, { if: [{ '>': [{ var: '$flagd.timestamp' }, 0] }, 'vip', 'dev'] });
    const engine = engineOver();
    const c = (await engine.authorize(seed.apiKey, '127.0.0.1', undefined)) as OfrepCaller;
    const body = '{"context":{"targetingKey":"u1"}}';
    expect(welcomeOf(await askBulk(engine, c, body))).toBe('Welcome back, VIP');
    expect(welcomeOf(await askBulk(engine, c, body))).toBe('Welcome back, VIP');
    expect(engine.bulkRepeat(c, body, undefined, undefined)).toBeUndefined();
  });
});
