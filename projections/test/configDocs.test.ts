import { describe, expect, it } from 'vitest';
import type { Actor, CommandContext, ProjectCommand, ProjectState } from '@flagstream/domain';
import { DEFAULT_PLANS, projectDecider } from '@flagstream/domain';
import type { ServedDoc } from '../src';
import { etagOf, keys, ofrepBulkBody, publicConfigBody, renderProjectDocs, sha256Hex } from '../src';

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const OWNER: Actor = { id: 'u-owner', name: 'Olivia Owner', email: 'olivia@example.com' };
const iso = (ms: number) => new Date(ms).toISOString();

/** unique across builds, so that entities added to a built state never reuse an id */
let ids = 0;

/** Folds the events the decider takes for each command, one second apart, with counter ids. */
function build(commands: ProjectCommand[], start: ProjectState = projectDecider.initialState(), t0 = T0): ProjectState {
  let now = t0;
  let s = start;
  for (const cmd of commands) {
    now += 1000;
    const ctx: CommandContext = {
      actor: OWNER,
      now,
      newId: () => `id-${++ids}`,
      newSecret: (kind) => `fs_${kind ?? 'server'}_key_${ids}`,
      plans: DEFAULT_PLANS,
    };
    s = projectDecider.decide(cmd, s, ctx).reduce(projectDecider.evolve, s);
  }
  return s;
}

const byName = <T extends { name: string }>(r: Record<string, T>, name: string): T => Object.values(r).find((x) => x.name === name)!;

function shop(): ProjectState {
  const s = build([
    { kind: 'CreateProject', projectId: 'p1', name: 'Shop Front', description: 'The shop', environments: ['development', 'production'] },
    { kind: 'CreateFeatureFlag', name: 'Dark Mode', key: 'dark_mode', type: 'boolean', value: true, enabled: true },
    { kind: 'CreateFeatureFlag', name: 'Greeting', key: 'greeting', type: 'string', value: 'hi', enabled: false },
    { kind: 'CreateFeatureFlag', name: 'Old UI', key: 'old_ui', type: 'boolean', value: true, enabled: false },
  ]);
  const prod = byName(s.environments, 'production');
  return build(
    [
      { kind: 'SetEnvironmentVariable', environmentId: prod.id, flagKey: 'greeting', setting: { value: 'hello', enabled: true } },
      {
        kind: 'CreateOverride',
        name: 'Promo',
        environmentId: prod.id,
        expiresAt: T0 + 86_400_000,
        featureFlagValues: { dark_mode: { value: false, enabled: true } },
      },
      { kind: 'CreateOverride', name: 'Forever', environmentId: prod.id, featureFlagValues: { old_ui: { value: true, enabled: true } } },
      { kind: 'CreateOverride', name: 'Off', environmentId: prod.id, isActive: false, featureFlagValues: { greeting: { value: 'off', enabled: true } } },
    ],
    s,
    T0 + 10_000,
  );
}

describe('publicConfigBody', () => {
  it('is the spec public configuration response', () => {
    const s = shop();
    const prod = byName(s.environments, 'production');
    const body = publicConfigBody(s, prod);
    expect(JSON.parse(body)).toEqual({
      success: true,
      data: {
        project: { id: s.uuid, slug: 'shop-front', name: 'Shop Front' },
        environment: { id: prod.uuid, name: 'production', slug: 'production' },
        flags: {
          dark_mode: { key: 'dark_mode', name: 'Dark Mode', type: 'boolean', enabled: true, value: true, source: 'default', rollout_percentage: 100 },
          // the flag's own switch is the kill switch over every environment (issue 17): off here although production's value is on
          greeting: { key: 'greeting', name: 'Greeting', type: 'string', enabled: false, value: 'hello', source: 'environment', rollout_percentage: 0 },
          old_ui: { key: 'old_ui', name: 'Old UI', type: 'boolean', enabled: false, value: true, source: 'default', rollout_percentage: 0 },
        },
        meta: { total_flags: 3, active_flags: 1, override_count: 0, last_updated: iso(prod.updatedAt) },
      },
    });
    expect(Object.keys(JSON.parse(body).data)).toEqual(['project', 'environment', 'flags', 'meta']);
  });

  it('an override takes precedence and is named in the response', () => {
    const s = shop();
    const prod = byName(s.environments, 'production');
    const promo = byName(s.overrides, 'Promo');
    const body = JSON.parse(publicConfigBody(s, prod, promo));
    expect(body.data.override).toEqual({ id: promo.uuid, name: 'Promo', expires_at: iso(promo.expiresAt!) });
    expect(body.data.flags.dark_mode).toMatchObject({ value: false, enabled: true, source: 'override' });
    expect(body.data.flags.greeting).toMatchObject({ value: 'hello', source: 'environment' });
    expect(body.data.meta).toMatchObject({ total_flags: 3, active_flags: 1, override_count: 1 });
    const forever = byName(s.overrides, 'Forever');
    expect(JSON.parse(publicConfigBody(s, prod, forever)).data.override.expires_at).toBeNull();
  });

  it('the same state renders the same bytes; a rename renders different ones', () => {
    const s = shop();
    const dev = byName(s.environments, 'development');
    expect(publicConfigBody(s, dev)).toBe(publicConfigBody(structuredClone(s), structuredClone(dev)));
    const renamed = build([{ kind: 'UpdateProject', name: 'Shop Window' }], s, T0 + 100_000);
    expect(publicConfigBody(renamed, renamed.environments[dev.id]!)).not.toBe(publicConfigBody(s, dev));
  });
});

describe('ofrepBulkBody', () => {
  it('a disabled boolean evaluates to false with reason DISABLED; an enabled flag is STATIC', () => {
    const s = shop();
    const dev = byName(s.environments, 'development');
    const { flags } = JSON.parse(ofrepBulkBody(s, dev)) as { flags: Array<Record<string, unknown>> };
    expect(flags).toEqual([
      { key: 'dark_mode', value: true, reason: 'STATIC', variant: 'default', metadata: { type: 'boolean', source: 'default', enabled: true } },
      // a disabled flag carries no value (OFREP): the app's own default applies
      { key: 'greeting', reason: 'DISABLED', variant: 'default', metadata: { type: 'string', source: 'default', enabled: false } },
      { key: 'old_ui', reason: 'DISABLED', variant: 'default', metadata: { type: 'boolean', source: 'default', enabled: false } },
    ]);
  });

  it('evaluates with environment values and overrides', () => {
    const s = shop();
    const prod = byName(s.environments, 'production');
    const env = JSON.parse(ofrepBulkBody(s, prod)).flags;
    // the environment's value is served only while the flag's kill switch is on; here it is off
    expect(env[1]).toMatchObject({ key: 'greeting', reason: 'DISABLED', variant: 'environment' });
    expect(env[1]).not.toHaveProperty('value');
    const forever = JSON.parse(ofrepBulkBody(s, prod, byName(s.overrides, 'Forever'))).flags;
    // an override cannot turn on a flag whose kill switch is off
    expect(forever[2]).toMatchObject({ key: 'old_ui', reason: 'DISABLED', variant: 'override' });
  });
});

describe('renderProjectDocs', () => {
  const parse = (v: string | undefined) => JSON.parse(v!) as ServedDoc;

  it('renders config, OFREP and API-key documents for every environment and override', () => {
    const s = shop();
    const docs = renderProjectDocs(s);
    const dev = byName(s.environments, 'development');
    const prod = byName(s.environments, 'production');
    const o = (n: string) => byName(s.overrides, n).uuid;
    expect([...docs.keys()].sort()).toEqual(
      [
        keys.configProject(s.uuid),
        keys.config(s.uuid, dev.uuid),
        keys.ofrep(dev.uuid),
        keys.flagd(dev.uuid),
        keys.apiKey(sha256Hex(dev.apiKey)),
        keys.apiKey(sha256Hex(dev.clientKey!)),
        keys.config(s.uuid, prod.uuid),
        keys.ofrep(prod.uuid),
        keys.flagd(prod.uuid),
        keys.apiKey(sha256Hex(prod.apiKey)),
        keys.apiKey(sha256Hex(prod.clientKey!)),
        ...['Promo', 'Forever', 'Off'].flatMap((n) => [keys.config(s.uuid, prod.uuid, o(n)), keys.ofrep(prod.uuid, o(n))]),
      ].sort(),
    );
    expect(docs.get(keys.configProject(s.uuid))).toBe('p1');
    expect(JSON.parse(docs.get(keys.apiKey(sha256Hex(prod.apiKey)))!)).toEqual({
      projectId: 'p1',
      projectUuid: s.uuid,
      environmentId: prod.id,
      environmentUuid: prod.uuid,
      kind: 'server',
    });
    expect(JSON.parse(docs.get(keys.apiKey(sha256Hex(prod.clientKey!)))!)).toEqual({
      projectId: 'p1',
      projectUuid: s.uuid,
      environmentId: prod.id,
      environmentUuid: prod.uuid,
      kind: 'client',
    });

    const envDoc = parse(docs.get(keys.config(s.uuid, dev.uuid)));
    expect(envDoc).toEqual({ etag: etagOf(publicConfigBody(s, dev)), body: publicConfigBody(s, dev), expiresAt: null, fallback: null });
    const envOfrep = parse(docs.get(keys.ofrep(dev.uuid)));
    expect(envOfrep).toEqual({ etag: etagOf(ofrepBulkBody(s, dev)), body: ofrepBulkBody(s, dev), expiresAt: null, fallback: null });
  });

  it('an active override carries its expiry (or null) and its fallback; an inactive one is the environment document', () => {
    const s = shop();
    const docs = renderProjectDocs(s);
    const prod = byName(s.environments, 'production');
    const promo = byName(s.overrides, 'Promo');
    const cfgKey = keys.config(s.uuid, prod.uuid);
    const ofrepKey = keys.ofrep(prod.uuid);

    const promoDoc = parse(docs.get(keys.config(s.uuid, prod.uuid, promo.uuid)));
    expect(promoDoc).toEqual({
      etag: etagOf(publicConfigBody(s, prod, promo)),
      body: publicConfigBody(s, prod, promo),
      expiresAt: promo.expiresAt,
      fallback: cfgKey,
    });
    expect(parse(docs.get(keys.ofrep(prod.uuid, promo.uuid)))).toMatchObject({ expiresAt: promo.expiresAt, fallback: ofrepKey });

    const forever = byName(s.overrides, 'Forever');
    expect(parse(docs.get(keys.config(s.uuid, prod.uuid, forever.uuid)))).toMatchObject({ expiresAt: null, fallback: cfgKey });

    const off = byName(s.overrides, 'Off');
    expect(docs.get(keys.config(s.uuid, prod.uuid, off.uuid))).toBe(docs.get(cfgKey));
    expect(docs.get(keys.ofrep(prod.uuid, off.uuid))).toBe(docs.get(ofrepKey));
  });

  it('every served document has the ETag of its body, and no two bodies share one', () => {
    const docs = renderProjectDocs(shop());
    const bodies = new Map<string, string>();
    for (const [key, value] of docs) {
      if (!key.startsWith('cfg:') && !key.startsWith('ofrep:')) continue;
      const d = parse(value);
      expect(d.etag).toBe(etagOf(d.body));
      expect(d.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      const seen = bodies.get(d.etag);
      if (seen !== undefined) expect(seen).toBe(d.body);
      bodies.set(d.etag, d.body);
    }
  });

  it('a project that does not exist or was deleted renders nothing', () => {
    expect(renderProjectDocs(projectDecider.initialState()).size).toBe(0);
    const deleted = build([{ kind: 'DeleteProject' }], shop(), T0 + 100_000);
    expect(deleted.status).toBe('deleted');
    expect(renderProjectDocs(deleted).size).toBe(0);
  });
});
