import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@flagstream/projections';
import type { TestGateway, TestProject } from './support/testGateway';
import { startTestGateway } from './support/testGateway';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

/** A project with one flag of each type and handy uuids. */
async function seeded(name = 'Checkout') {
  const p = await gw.createProject(name);
  const dev = p.env('development');
  const staging = p.env('staging');
  const dark = await gw.createFlag(p.projectId, { name: 'Dark Mode', type: 'boolean', value: true });
  const welcome = await gw.createFlag(p.projectId, { name: 'Welcome Text', type: 'string', value: 'Hello' });
  const max = await gw.createFlag(p.projectId, { name: 'Max Items', type: 'number', value: 10 });
  const theme = await gw.createFlag(p.projectId, { name: 'Theme', type: 'json', value: { colour: 'blue', sizes: [1, 2] } });
  return { p, dev, staging, flags: { dark, welcome, max, theme } };
}

/** The identity representation (fetch asks for gzip by default; the compressed ones are tested in publicConfig.encodings.test.ts). */
async function getConfig(p: TestProject | string, environmentUuid: string, overrideUuid?: string, init: RequestInit = {}) {
  const uuid = typeof p === 'string' ? p : p.uuid;
  return fetch(gw.configUrl(uuid, environmentUuid, overrideUuid), {
    ...init,
    headers: { 'accept-encoding': 'identity', ...(init.headers as Record<string, string> | undefined) },
  });
}

async function json(res: Response): Promise<any> {
  return JSON.parse(await res.text());
}

async function etagOf(p: TestProject, environmentUuid: string, overrideUuid?: string): Promise<string> {
  const res = await getConfig(p, environmentUuid, overrideUuid);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('etag')!;
}

describe('public config: the document', () => {
  it('serves exactly the spec shape with typed values for every flag type', async () => {
    const { p, dev } = await seeded('Web Shop');
    const res = await getConfig(p, dev.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await json(res);
    expect(body).toEqual({
      success: true,
      data: {
        project: { id: p.uuid, slug: 'web-shop', name: 'Web Shop' },
        environment: { id: dev.uuid, name: 'development', slug: 'development' },
        flags: {
          dark_mode: { key: 'dark_mode', name: 'Dark Mode', type: 'boolean', enabled: true, value: true, source: 'default', rollout_percentage: 100 },
          welcome_text: {
            key: 'welcome_text',
            name: 'Welcome Text',
            type: 'string',
            enabled: true,
            value: 'Hello',
            source: 'default',
            rollout_percentage: 100,
          },
          max_items: { key: 'max_items', name: 'Max Items', type: 'number', enabled: true, value: 10, source: 'default', rollout_percentage: 100 },
          theme: {
            key: 'theme',
            name: 'Theme',
            type: 'json',
            enabled: true,
            value: { colour: 'blue', sizes: [1, 2] },
            source: 'default',
            rollout_percentage: 100,
          },
        },
        meta: { total_flags: 4, active_flags: 4, override_count: 0, last_updated: expect.any(String) },
      },
    });
    expect(new Date(body.data.meta.last_updated).toISOString()).toBe(body.data.meta.last_updated);
    expect(Object.keys(body)).toEqual(['success', 'data']);
    expect(Object.keys(body.data)).toEqual(['project', 'environment', 'flags', 'meta']);
    // values keep their JSON types
    expect(typeof body.data.flags.dark_mode.value).toBe('boolean');
    expect(typeof body.data.flags.welcome_text.value).toBe('string');
    expect(typeof body.data.flags.max_items.value).toBe('number');
    expect(typeof body.data.flags.theme.value).toBe('object');
  });

  it('serves the stored bytes and ETag as they are (no re-serialisation)', async () => {
    const { p, dev, staging } = await seeded();
    for (const e of [dev, staging]) {
      const res = await getConfig(p, e.uuid);
      const served = Buffer.from(await res.arrayBuffer());
      const stored = await gw.storedDoc(keys.config(p.uuid, e.uuid));
      expect(stored).not.toBeNull();
      expect(served.equals(Buffer.from(stored!.body))).toBe(true);
      expect(res.headers.get('etag')).toBe(stored!.etag);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(stored!.body)));
      // again, from the in-process cache
      const again = await getConfig(p, e.uuid);
      expect(Buffer.from(await again.arrayBuffer()).equals(served)).toBe(true);
    }
  });

  it('applies default < environment value < override, and says where each value came from', async () => {
    const { p, dev, flags } = await seeded();
    await gw.run(p.projectId, {
      kind: 'SetEnvironmentVariable',
      environmentId: dev.id,
      flagKey: 'welcome_text',
      setting: { value: 'Hi from dev', enabled: true },
    });
    await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'max_items', setting: { value: 20, enabled: true } });
    await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'dark_mode', setting: { value: true, enabled: false } });
    const o = await gw.createOverride(p.projectId, {
      name: 'Beta testers',
      environmentId: dev.id,
      featureFlagValues: { max_items: { value: 99 }, theme: { value: { colour: 'red' } } },
    });
    expect(flags.max.value).toBe(10);

    const env = (await json(await getConfig(p, dev.uuid))).data;
    expect(env.flags.welcome_text).toMatchObject({ value: 'Hi from dev', source: 'environment' });
    expect(env.flags.max_items).toMatchObject({ value: 20, source: 'environment' });
    expect(env.flags.theme).toMatchObject({ value: { colour: 'blue', sizes: [1, 2] }, source: 'default' });
    expect(env.flags.dark_mode).toMatchObject({ enabled: false, source: 'environment', rollout_percentage: 0 });
    expect(env.meta).toMatchObject({ total_flags: 4, active_flags: 3, override_count: 0 });

    const res = await getConfig(p, dev.uuid, o.uuid);
    expect(res.status).toBe(200);
    const ov = (await json(res)).data;
    expect(ov.override).toEqual({ id: o.uuid, name: 'Beta testers', expires_at: null });
    expect(ov.flags.max_items).toMatchObject({ value: 99, source: 'override' });
    expect(ov.flags.theme).toMatchObject({ value: { colour: 'red' }, source: 'override' });
    expect(ov.flags.welcome_text).toMatchObject({ value: 'Hi from dev', source: 'environment' });
    expect(ov.flags.dark_mode).toMatchObject({ enabled: false, source: 'environment' });
    expect(ov.meta).toMatchObject({ total_flags: 4, active_flags: 3, override_count: 2 });

    // another environment sees none of it
    const staging = (await json(await getConfig(p, p.env('staging').uuid))).data;
    expect(Object.values(staging.flags).map((f: any) => f.source)).toEqual(['default', 'default', 'default', 'default']);
  });

  it('accepts upper-case uuids and an empty overrideUuid', async () => {
    const { p, dev } = await seeded();
    const res = await fetch(`${gw.url}/api/config/${p.uuid.toUpperCase()}?environmentUuid=${dev.uuid.toUpperCase()}&overrideUuid=`);
    expect(res.status).toBe(200);
    const stored = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
    expect(await res.text()).toBe(stored!.body);
  });
});

describe('public config: caching headers', () => {
  it('sends a strong ETag with Cache-Control: no-cache and CORS', async () => {
    const { p, dev } = await seeded();
    const res = await getConfig(p, dev.uuid);
    await res.arrayBuffer();
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/etag/i);
  });

  it('answers If-None-Match with 304 and no body, and with 200 when it does not match', async () => {
    const { p, dev } = await seeded();
    const etag = await etagOf(p, dev.uuid);
    const hit = await getConfig(p, dev.uuid, undefined, { headers: { 'If-None-Match': etag } });
    expect(hit.status).toBe(304);
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('cache-control')).toBe('no-cache');
    expect((await hit.arrayBuffer()).byteLength).toBe(0);

    const weak = await getConfig(p, dev.uuid, undefined, { headers: { 'If-None-Match': `"nope", W/${etag}` } });
    expect(weak.status).toBe(304);
    await weak.arrayBuffer();

    const miss = await getConfig(p, dev.uuid, undefined, { headers: { 'If-None-Match': '"something-else"' } });
    expect(miss.status).toBe(200);
    expect((await miss.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('answers many pollers at once (answers written together) each with its own status, headers and bytes', async () => {
    const { p, dev, staging } = await seeded('Crowd');
    const devTag = await etagOf(p, dev.uuid);
    const devBody = await (await getConfig(p, dev.uuid)).text();
    const stagingBody = await (await getConfig(p, staging.uuid)).text();
    // 60 connections at once, read in the same loop turns: 200s of two documents, 304s and HEADs mixed
    const asks = Array.from({ length: 60 }, (_, i) => i % 4);
    const answers = await Promise.all(
      asks.map((kind) =>
        kind === 0
          ? getConfig(p, dev.uuid)
          : kind === 1
            ? getConfig(p, dev.uuid, undefined, { headers: { 'if-none-match': devTag } })
            : kind === 2
              ? getConfig(p, staging.uuid)
              : getConfig(p, dev.uuid, undefined, { method: 'HEAD' }),
      ),
    );
    for (const [i, res] of answers.entries()) {
      const kind = asks[i]!;
      expect(res.status).toBe(kind === 1 ? 304 : 200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const text = await res.text();
      expect(text).toBe(kind === 0 ? devBody : kind === 2 ? stagingBody : '');
      if (kind !== 2) expect(res.headers.get('etag')).toBe(devTag);
    }
  });

  it('changes the ETag after every change that touches the document, never serving a stale 304', async () => {
    const { p, dev, flags } = await seeded();
    const seen = new Set<string>();
    let etag = await etagOf(p, dev.uuid);
    seen.add(etag);

    const expectChanged = async (what: string, check: (data: any) => void) => {
      const res = await getConfig(p, dev.uuid, undefined, { headers: { 'If-None-Match': etag } });
      expect(res.status, what).toBe(200);
      const next = res.headers.get('etag')!;
      expect(seen.has(next), what).toBe(false);
      const body = await res.text();
      check(JSON.parse(body).data);
      const stored = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
      expect(body, what).toBe(stored!.body);
      expect(next, what).toBe(stored!.etag);
      seen.add(next);
      etag = next;
    };

    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.welcome.id, value: 'Bonjour' });
    await expectChanged('flag value change', (d) => expect(d.flags.welcome_text.value).toBe('Bonjour'));

    await gw.run(p.projectId, { kind: 'ToggleFeatureFlag', flagId: flags.dark.id });
    await expectChanged('flag toggle', (d) => expect(d.flags.dark_mode.enabled).toBe(false));

    await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, name: 'Maximum Items' });
    await expectChanged('flag rename', (d) => expect(d.flags.max_items.name).toBe('Maximum Items'));

    await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'max_items', setting: { value: 42, enabled: true } });
    await expectChanged('environment value change', (d) => expect(d.flags.max_items).toMatchObject({ value: 42, source: 'environment' }));

    await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: dev.id, flagKey: 'max_items', setting: null });
    await expectChanged('environment value reset', (d) => expect(d.flags.max_items).toMatchObject({ value: 10, source: 'default' }));

    await gw.run(p.projectId, { kind: 'UpdateProject', name: 'Checkout Renamed' });
    await expectChanged('project rename', (d) => expect(d.project.name).toBe('Checkout Renamed'));

    await gw.run(p.projectId, { kind: 'UpdateEnvironment', environmentId: dev.id, name: 'dev' });
    await expectChanged('environment rename', (d) => expect(d.environment.name).toBe('dev'));

    await gw.run(p.projectId, { kind: 'DeleteFeatureFlag', flagId: flags.theme.id });
    await expectChanged('flag deletion', (d) => {
      expect(d.flags.theme).toBeUndefined();
      expect(d.meta.total_flags).toBe(3);
    });

    await gw.createFlag(p.projectId, { name: 'Late Flag', type: 'string', value: 'x' });
    await expectChanged('flag creation', (d) => expect(d.flags.late_flag.value).toBe('x'));
  });

  it('keeps the ETag (and answers 304) after a change that does not touch the document', async () => {
    const { p, dev, staging } = await seeded();
    const other = await seeded('Other Project');
    const etag = await etagOf(p, dev.uuid);
    const stagingEtag = await etagOf(p, staging.uuid);

    await gw.run(p.projectId, { kind: 'SetEnvironmentVariable', environmentId: staging.id, flagKey: 'max_items', setting: { value: 5, enabled: true } });
    await gw.run(other.p.projectId, { kind: 'UpdateFeatureFlag', flagId: other.flags.welcome.id, value: 'elsewhere' });
    await gw.run(other.p.projectId, { kind: 'UpdateProject', name: 'Other Renamed' });

    const res = await getConfig(p, dev.uuid, undefined, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    // ...while the staging document did change
    expect(await etagOf(p, staging.uuid)).not.toBe(stagingEtag);
  });
});

describe('public config: errors', () => {
  const expectError = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(res);
    expect(body).toEqual({ error: { code, message: expect.any(String) } });
    expect(body.error.message.length).toBeGreaterThan(0);
    return body.error.message as string;
  };

  it('answers 400 with a JSON error for a malformed projectUuid, a missing environmentUuid or a malformed overrideUuid', async () => {
    const { p, dev } = await seeded();
    const messages = [
      await expectError(await fetch(`${gw.url}/api/config/not-a-uuid?environmentUuid=${dev.uuid}`), 400, 'VALIDATION_FAILED'),
      await expectError(await fetch(`${gw.url}/api/config/${p.uuid}`), 400, 'VALIDATION_FAILED'),
      await expectError(await fetch(`${gw.url}/api/config/${p.uuid}?environmentUuid=`), 400, 'VALIDATION_FAILED'),
      await expectError(await fetch(`${gw.url}/api/config/${p.uuid}?environmentUuid=123`), 400, 'VALIDATION_FAILED'),
      await expectError(await fetch(`${gw.url}/api/config/${p.uuid}?environmentUuid=${dev.uuid}&overrideUuid=nope`), 400, 'VALIDATION_FAILED'),
      await expectError(await fetch(`${gw.url}/api/config/${p.uuid}?environmentUuid=${dev.uuid}&environmentUuid=${dev.uuid}`), 400, 'VALIDATION_FAILED'),
      await expectError(await fetch(`${gw.url}/api/config/${p.uuid}/extra/path?environmentUuid=${dev.uuid}`), 400, 'VALIDATION_FAILED'),
      await expectError(await fetch(`${gw.url}/api/config/${p.uuid}?environmentUuid=%E0%A4%A`), 400, 'VALIDATION_FAILED'),
    ];
    expect(messages[0]).toMatch(/projectUuid/);
    expect(messages[1]).toMatch(/environmentUuid is required/);
    expect(messages[4]).toMatch(/overrideUuid/);
  });

  it('answers 404 with a distinct message for an unknown project, environment or override', async () => {
    const { p, dev } = await seeded();
    const other = await seeded('Another');
    const project = await expectError(await getConfig(randomUUID(), dev.uuid), 404, 'NOT_FOUND');
    const environment = await expectError(await getConfig(p, randomUUID()), 404, 'NOT_FOUND');
    const foreignEnvironment = await expectError(await getConfig(p, other.dev.uuid), 404, 'NOT_FOUND');
    const override = await expectError(await getConfig(p, dev.uuid, randomUUID()), 404, 'NOT_FOUND');
    expect(project).toBe('Project not found');
    expect(environment).toBe('Environment not found for this project');
    expect(foreignEnvironment).toBe(environment);
    expect(override).toBe('Override not found for this environment');
    // an unknown override in an unknown environment names the environment
    expect(await expectError(await getConfig(p, randomUUID(), randomUUID()), 404, 'NOT_FOUND')).toBe(environment);
    // an override of another environment of the same project is not found in this one
    const o = await gw.createOverride(p.projectId, {
      name: 'Staging only',
      environmentId: p.env('staging').id,
      featureFlagValues: { max_items: { value: 1 } },
    });
    expect(await expectError(await getConfig(p, dev.uuid, o.uuid), 404, 'NOT_FOUND')).toBe(override);
  });

  it('answers 404 once a project is deleted, and for an environment once it is deleted', async () => {
    const { p, dev, staging } = await seeded();
    expect(await etagOf(p, staging.uuid)).toBeTruthy();
    await gw.run(p.projectId, { kind: 'DeleteEnvironment', environmentId: staging.id });
    const gone = await getConfig(p, staging.uuid);
    expect(gone.status).toBe(404);
    expect((await json(gone)).error.message).toBe('Environment not found for this project');
    expect(await etagOf(p, dev.uuid)).toBeTruthy();
    await gw.run(p.projectId, { kind: 'DeleteProject' });
    const res = await getConfig(p, dev.uuid);
    expect(res.status).toBe(404);
    expect((await json(res)).error.message).toBe('Project not found');
  });

  it('answers 405 with an Allow header for other methods', async () => {
    const { p, dev } = await seeded();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await fetch(gw.configUrl(p.uuid, dev.uuid), { method, body: method === 'DELETE' ? undefined : '{}' });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect((await json(res)).error.code).toBe('METHOD_NOT_ALLOWED');
    }
  });
});

describe('public config: HEAD and OPTIONS', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const { p, dev } = await seeded();
    const get = await getConfig(p, dev.uuid);
    const body = await get.arrayBuffer();
    const head = await getConfig(p, dev.uuid, undefined, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(String(body.byteLength));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const cond = await getConfig(p, dev.uuid, undefined, { method: 'HEAD', headers: { 'If-None-Match': get.headers.get('etag')! } });
    expect(cond.status).toBe(304);
    // an unknown project: 404 on HEAD too
    const missing = await getConfig(randomUUID(), dev.uuid, undefined, { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('answers a CORS preflight with 204', async () => {
    const { p, dev } = await seeded();
    const res = await getConfig(p, dev.uuid, undefined, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/GET/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/If-None-Match/i);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('public config: overrides over time', () => {
  it('stops applying an override exactly when the clock passes its expiry, without any event', async () => {
    const { p, dev } = await seeded();
    const t0 = Date.now();
    gw.clock.set(t0);
    try {
      const expiresAt = t0 + 5 * 60_000;
      const o = await gw.createOverride(p.projectId, {
        name: 'Launch week',
        environmentId: dev.id,
        featureFlagValues: { welcome_text: { value: 'Launch!' } },
        expiresAt,
      });
      const envDoc = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
      const ovDoc = await gw.storedDoc(keys.config(p.uuid, dev.uuid, o.uuid));
      expect(ovDoc!.expiresAt).toBe(expiresAt);

      gw.clock.set(expiresAt - 1);
      const active = await getConfig(p, dev.uuid, o.uuid);
      const activeEtag = active.headers.get('etag')!;
      const activeBody = await active.text();
      expect(activeBody).toBe(ovDoc!.body);
      expect(activeEtag).toBe(ovDoc!.etag);
      const data = JSON.parse(activeBody).data;
      expect(data.flags.welcome_text).toMatchObject({ value: 'Launch!', source: 'override' });
      expect(data.override).toEqual({ id: o.uuid, name: 'Launch week', expires_at: new Date(expiresAt).toISOString() });
      // cached and conditional: still the override
      expect((await getConfig(p, dev.uuid, o.uuid, { headers: { 'If-None-Match': activeEtag } })).status).toBe(304);

      const head = await gw.rt.store.headPosition();
      gw.clock.set(expiresAt);
      const expired = await getConfig(p, dev.uuid, o.uuid, { headers: { 'If-None-Match': activeEtag } });
      expect(expired.status).toBe(200);
      const expiredEtag = expired.headers.get('etag')!;
      expect(expiredEtag).not.toBe(activeEtag);
      expect(expiredEtag).toBe(envDoc!.etag);
      expect(await expired.text()).toBe(envDoc!.body);
      expect(await gw.rt.store.headPosition()).toBe(head); // no event was needed

      // and from now on, the environment's document answers (304 on its ETag)
      const after = await getConfig(p, dev.uuid, o.uuid, { headers: { 'If-None-Match': expiredEtag } });
      expect(after.status).toBe(304);
      gw.clock.advance(24 * 3600_000);
      const later = await getConfig(p, dev.uuid, o.uuid);
      expect(JSON.parse(await later.text()).data.flags.welcome_text).toMatchObject({ value: 'Hello', source: 'default' });
    } finally {
      gw.clock.unfreeze();
    }
  });

  it('follows the environment after expiry when the environment changes', async () => {
    const { p, dev, flags } = await seeded();
    const t0 = Date.now();
    gw.clock.set(t0);
    try {
      const o = await gw.createOverride(p.projectId, {
        name: 'Short',
        environmentId: dev.id,
        featureFlagValues: { welcome_text: { value: 'Short!' } },
        expiresAt: t0 + 60_000,
      });
      gw.clock.set(t0 + 60_000);
      expect(JSON.parse(await (await getConfig(p, dev.uuid, o.uuid)).text()).data.flags.welcome_text.value).toBe('Hello');
      await gw.run(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.welcome.id, value: 'Hello again' });
      const res = await getConfig(p, dev.uuid, o.uuid);
      const envDoc = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
      expect(await res.text()).toBe(envDoc!.body);
      expect(JSON.parse(envDoc!.body).data.flags.welcome_text.value).toBe('Hello again');
    } finally {
      gw.clock.unfreeze();
    }
  });

  it("serves the environment's document for an inactive override, and the override again once toggled on", async () => {
    const { p, dev } = await seeded();
    const o = await gw.createOverride(p.projectId, { name: 'Dormant', environmentId: dev.id, featureFlagValues: { max_items: { value: 7 } }, isActive: false });
    const envDoc = await gw.storedDoc(keys.config(p.uuid, dev.uuid));
    const res = await getConfig(p, dev.uuid, o.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(envDoc!.etag);
    expect(await res.text()).toBe(envDoc!.body);

    await gw.run(p.projectId, { kind: 'ToggleOverride', overrideId: o.id });
    const on = await getConfig(p, dev.uuid, o.uuid, { headers: { 'If-None-Match': envDoc!.etag } });
    expect(on.status).toBe(200);
    expect(JSON.parse(await on.text()).data.flags.max_items).toMatchObject({ value: 7, source: 'override' });

    await gw.run(p.projectId, { kind: 'ToggleOverride', overrideId: o.id });
    const off = await getConfig(p, dev.uuid, o.uuid);
    expect(await off.text()).toBe(envDoc!.body);

    await gw.run(p.projectId, { kind: 'DeleteOverride', overrideId: o.id });
    const deleted = await getConfig(p, dev.uuid, o.uuid);
    expect(deleted.status).toBe(404);
    expect((await json(deleted)).error.message).toBe('Override not found for this environment');
  });
});

describe('public config: read-your-writes', () => {
  it('serves a change right after waitFor(position), every time, with a warm cache', async () => {
    const { p, dev, flags } = await seeded();
    for (let i = 1; i <= 25; i++) {
      // warm the in-process cache with the current document first
      await (await getConfig(p, dev.uuid)).arrayBuffer();
      const r = await gw.rt.commands.project(p.projectId, { kind: 'UpdateFeatureFlag', flagId: flags.max.id, value: i }, { actor: gw.owner });
      expect(r.position).toBeGreaterThan(0);
      await gw.rt.waitFor(r.position);
      const data = JSON.parse(await (await getConfig(p, dev.uuid)).text()).data;
      expect(data.flags.max_items.value).toBe(i);
    }
  });

  it('serves a new override right after waitFor(position)', async () => {
    const { p, dev } = await seeded();
    for (let i = 0; i < 3; i++) {
      // the Free plan allows 3 overrides
      const r = await gw.rt.commands.project(
        p.projectId,
        { kind: 'CreateOverride', name: `O${i}`, environmentId: dev.id, featureFlagValues: { max_items: { value: 100 + i } } },
        { actor: gw.owner },
      );
      await gw.rt.waitFor(r.position);
      const o = Object.values(r.state.overrides).find((x) => x.name === `O${i}`)!;
      const data = JSON.parse(await (await getConfig(p, dev.uuid, o.uuid)).text()).data;
      expect(data.flags.max_items.value).toBe(100 + i);
    }
  });
});
