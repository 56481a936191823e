import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor, ProjectCommand, ProjectEvent } from '../src';
import {
  HashChainVerifier,
  canonicalJson,
  capRole,
  compareEnvironments,
  exportProject,
  planPromotion,
  segmentKey,
  deliveryIdOf,
  entitySnapshot,
  eventHashText,
  fold,
  formatSignatureHeader,
  maxScopeFor,
  parseSignatureHeader,
  projectDecider,
  signedText,
  summarise,
  tokenActive,
  tokensOf,
  wantsEvent,
  webhooksOf,
} from '../src';
import { OWNER, T0, history, joined, project, testContext } from './givenWhenThen';

const ADMIN: Actor = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com' };
const DEVELOPER: Actor = { id: 'user-dev', name: 'Dana Developer', email: 'dana@example.com' };
const VIEWER: Actor = { id: 'user-viewer', name: 'Victor Viewer', email: 'victor@example.com' };
const OUTSIDER: Actor = { id: 'user-outsider', name: 'Oscar Outsider' };

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const token = (name: string, over: Partial<Extract<ProjectCommand, { kind: 'CreateApiToken' }>> = {}): ProjectCommand => ({
  kind: 'CreateApiToken',
  name,
  tokenHash: hash(name),
  hint: 'abcd',
  ...over,
});
const SECRET = `whsec_${'s'.repeat(40)}`;

const team: ProjectEvent[] = history([
  [{ kind: 'CreateProject', projectId: 'p1', name: 'Checkout', description: 'd' }],
  [{ kind: 'ApplyPlanPayment', orderId: 'o1', planId: 'pro', variant: 'Year', type: 'SUBSCRIPTION', amount: 470.4 }],
  ...joined(ADMIN, 'admin'),
  ...joined(DEVELOPER, 'developer'),
  ...joined(VIEWER, 'viewer'),
  [{ kind: 'CreateFeatureFlag', name: 'Dark mode', key: 'dark_mode' }],
]);
const as = (actor: Actor, over = {}) => testContext({ actor, ...over });
const flagId = Object.values(fold(projectDecider, team).flags)[0]!.id;

/** the history plus one token by `by` with `scope`, and the token's id */
function withToken(by: Actor, scope: 'read' | 'write' | 'admin', kind: 'personal' | 'project' = 'personal') {
  const events = [
    ...team,
    ...project
      .given(team)
      .when(token(`t-${by.id}-${scope}-${kind}`, { scope, tokenKind: kind }), as(by, { newId: () => 'tok-1' }))
      .then(() => undefined),
  ];
  return { events, via: { tokenId: 'tok-1', projectId: 'p1', scope } as const };
}

describe('API tokens: CreateApiToken', () => {
  it('records the token by its hash only, with its creator, scope and expiry', () => {
    project
      .given(team)
      .when(token('CI deploy', { scope: 'write', expiresInDays: 30 }), as(DEVELOPER))
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'ApiTokenCreated',
            data: {
              tokenId: 'id-1',
              name: 'CI deploy',
              kind: 'personal',
              scope: 'write',
              tokenHash: hash('CI deploy'),
              hint: 'abcd',
              createdBy: { id: DEVELOPER.id, name: DEVELOPER.name },
              createdAt: T0,
              expiresAt: T0 + 30 * 86_400_000,
            },
          },
        ]);
        expect(tokensOf(next)['id-1']).toMatchObject({ name: 'CI deploy', revokedAt: null });
      });
  });

  it('a token never gets more than its creator: a viewer may give read only, a developer write, an admin admin', () => {
    project
      .given(team)
      .when(token('x', { scope: 'write' }), as(VIEWER))
      .thenFails('FORBIDDEN', 'A viewer may give a token at most the read scope');
    project
      .given(team)
      .when(token('x', { scope: 'admin' }), as(DEVELOPER))
      .thenFails('FORBIDDEN', 'A developer may give a token at most the write scope');
    project
      .given(team)
      .when(token('x', { scope: 'read' }), as(VIEWER))
      .then((events) => expect(events).toHaveLength(1));
    project
      .given(team)
      .when(token('x', { scope: 'admin' }), as(ADMIN))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('project (service) tokens are for those who manage the project; outsiders find no project', () => {
    project
      .given(team)
      .when(token('svc', { tokenKind: 'project' }), as(DEVELOPER))
      .thenFails('FORBIDDEN', 'You do not have permission to manage project tokens');
    project
      .given(team)
      .when(token('svc', { tokenKind: 'project', scope: 'admin' }), as(ADMIN))
      .then((events) => expect((events[0]!.data as { kind: string }).kind).toBe('project'));
    project.given(team).when(token('x'), as(OUTSIDER)).thenFails('PROJECT_NOT_FOUND');
  });

  it('refuses bad input with clear messages', () => {
    project
      .given(team)
      .when(token(' '), as(OWNER))
      .thenFails('VALIDATION_FAILED', /Token name is required/);
    project
      .given(team)
      .when(token('x', { scope: 'root' as never }), as(OWNER))
      .thenFails('VALIDATION_FAILED', /Scope must be one of read, write, admin/);
    project
      .given(team)
      .when(token('x', { expiresInDays: 0 }), as(OWNER))
      .thenFails('VALIDATION_FAILED', /expiresInDays/);
    project
      .given(team)
      .when(token('x', { tokenHash: 'nope' }), as(OWNER))
      .thenFails('VALIDATION_FAILED', /sha256/);
  });

  it('a token cannot mint or revoke tokens', () => {
    const { events, via } = withToken(OWNER, 'admin');
    project
      .given(events)
      .when(token('child', { scope: 'read' }), as({ ...OWNER, via }))
      .thenFails('FORBIDDEN', /An API token cannot create API tokens/);
    project
      .given(events)
      .when({ kind: 'RevokeApiToken', tokenId: 'tok-1' }, as({ ...OWNER, via }))
      .thenFails('FORBIDDEN', /cannot revoke/);
  });
});

describe('API tokens: RevokeApiToken', () => {
  it('the creator revokes their personal token; revoking again records nothing', () => {
    const { events } = withToken(DEVELOPER, 'write');
    const after = project
      .given(events)
      .when({ kind: 'RevokeApiToken', tokenId: 'tok-1' }, as(DEVELOPER))
      .then([{ type: 'ApiTokenRevoked', data: { tokenId: 'tok-1', revokedAt: T0 } }]);
    project
      .given([...events, ...after])
      .when({ kind: 'RevokeApiToken', tokenId: 'tok-1' }, as(DEVELOPER))
      .then([]);
  });

  it("someone else's personal token is not found unless they manage the project; project tokens need the project permission", () => {
    const { events } = withToken(DEVELOPER, 'read');
    project.given(events).when({ kind: 'RevokeApiToken', tokenId: 'tok-1' }, as(VIEWER)).thenFails('TOKEN_NOT_FOUND', 'API token not found');
    project
      .given(events)
      .when({ kind: 'RevokeApiToken', tokenId: 'tok-1' }, as(ADMIN))
      .then((e) => expect(e).toHaveLength(1));
    const svc = withToken(ADMIN, 'read', 'project').events;
    project.given(svc).when({ kind: 'RevokeApiToken', tokenId: 'tok-1' }, as(DEVELOPER)).thenFails('FORBIDDEN');
    project
      .given(svc)
      .when({ kind: 'RevokeApiToken', tokenId: 'tok-1' }, as(OWNER))
      .then((e) => expect(e).toHaveLength(1));
    project.given(team).when({ kind: 'RevokeApiToken', tokenId: 'nope' }, as(OWNER)).thenFails('TOKEN_NOT_FOUND');
  });
});

describe('acting through a token (Actor.via)', () => {
  it('a read token cannot write, whoever made it', () => {
    const { events, via } = withToken(OWNER, 'read');
    project
      .given(events)
      .when({ kind: 'ToggleFeatureFlag', flagId }, as({ ...OWNER, via }))
      .thenFails('FORBIDDEN', 'You do not have permission to manage feature flags');
  });

  it('a write token writes flags but does not manage the project or the team', () => {
    const { events, via } = withToken(OWNER, 'write');
    project
      .given(events)
      .when({ kind: 'ToggleFeatureFlag', flagId }, as({ ...OWNER, via }))
      .then((e) => expect(e[0]!.type).toBe('FeatureFlagToggled'));
    project
      .given(events)
      .when({ kind: 'UpdateProject', name: 'x' }, as({ ...OWNER, via }))
      .thenFails('FORBIDDEN');
    project
      .given(events)
      .when({ kind: 'ChangeMemberRole', userId: VIEWER.id, role: 'developer' }, as({ ...OWNER, via }))
      .thenFails('FORBIDDEN');
  });

  it("never exceeds the creator's current role: a demoted creator's write token can no longer write", () => {
    const { events, via } = withToken(DEVELOPER, 'write');
    const demoted = [
      ...events,
      ...project
        .given(events)
        .when({ kind: 'ChangeMemberRole', userId: DEVELOPER.id, role: 'viewer' })
        .then(() => undefined),
    ];
    project
      .given(demoted)
      .when({ kind: 'ToggleFeatureFlag', flagId }, as({ ...DEVELOPER, via }))
      .thenFails('FORBIDDEN');
    const removed = [
      ...events,
      ...project
        .given(events)
        .when({ kind: 'RemoveMember', userId: DEVELOPER.id })
        .then(() => undefined),
    ];
    project
      .given(removed)
      .when({ kind: 'ToggleFeatureFlag', flagId }, as({ ...DEVELOPER, via }))
      .thenFails('PROJECT_NOT_FOUND');
  });

  it('a revoked token, or a token of another project, acts for no one', () => {
    const { events, via } = withToken(OWNER, 'admin');
    const revoked = [
      ...events,
      ...project
        .given(events)
        .when({ kind: 'RevokeApiToken', tokenId: 'tok-1' })
        .then(() => undefined),
    ];
    project
      .given(revoked)
      .when({ kind: 'ToggleFeatureFlag', flagId }, as({ ...OWNER, via }))
      .thenFails('PROJECT_NOT_FOUND');
    project
      .given(events)
      .when({ kind: 'ToggleFeatureFlag', flagId }, as({ ...OWNER, via: { ...via, projectId: 'p2' } }))
      .thenFails('PROJECT_NOT_FOUND');
  });

  it('scopes and roles', () => {
    expect(capRole('owner', 'developer')).toBe('developer');
    expect(capRole('viewer', 'admin')).toBe('viewer');
    expect(capRole(null, 'admin')).toBeNull();
    expect([maxScopeFor('owner'), maxScopeFor('admin'), maxScopeFor('manager'), maxScopeFor('developer'), maxScopeFor('viewer')]).toEqual([
      'admin',
      'admin',
      'write',
      'write',
      'read',
    ]);
    expect(tokenActive({ revokedAt: null, expiresAt: T0 }, T0 - 1)).toBe(true);
    expect(tokenActive({ revokedAt: null, expiresAt: T0 }, T0)).toBe(false);
    expect(tokenActive({ revokedAt: T0, expiresAt: null }, 0)).toBe(false);
  });

  it('history shows the token without its hash', () => {
    const { events } = withToken(DEVELOPER, 'read');
    const s = fold(projectDecider, events);
    const snap = entitySnapshot(s, { kind: 'token', id: 'tok-1' })!;
    expect(snap).toMatchObject({ name: `t-${DEVELOPER.id}-read-personal`, scope: 'read' });
    expect(JSON.stringify(snap)).not.toContain(hash(`t-${DEVELOPER.id}-read-personal`));
    expect(summarise(events[events.length - 1]!, fold(projectDecider, team))).toBe(
      `Personal API token "t-${DEVELOPER.id}-read-personal" (read) created by ${DEVELOPER.name}`,
    );
  });
});

describe('webhooks', () => {
  const create: ProjectCommand = {
    kind: 'CreateWebhook',
    url: 'https://hooks.example.com/flagstream',
    events: ['FeatureFlagToggled', 'FeatureFlagToggled'],
    secret: SECRET,
  };
  const withHook = [
    ...team,
    ...project
      .given(team)
      .when(create, testContext({ newId: () => 'wh-1' }))
      .then(() => undefined),
  ];

  it('CreateWebhook records the URL, the event types (deduplicated) and the secret', () => {
    project
      .given(team)
      .when(create)
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'WebhookCreated',
            data: {
              webhookId: 'id-1',
              url: 'https://hooks.example.com/flagstream',
              events: ['FeatureFlagToggled'],
              description: '',
              active: true,
              secret: SECRET,
              createdBy: { id: OWNER.id, name: OWNER.name },
              createdAt: T0,
            },
          },
        ]);
        expect(webhooksOf(next)['id-1']!.url).toBe('https://hooks.example.com/flagstream');
      });
  });

  it('only http(s) URLs without credentials; "*" subscribes to everything', () => {
    for (const [url, message] of [
      ['ftp://x.example.com', 'URL must use http or https'],
      ['https://u:p@x.example.com', 'URL must not contain credentials'],
      ['not a url', 'URL must be an absolute http(s) URL'],
      ['https://x.example.com/#frag', 'URL must not contain a fragment'],
    ] as const) {
      project
        .given(team)
        .when({ ...create, url } as ProjectCommand)
        .thenFails('VALIDATION_FAILED', new RegExp(message.replace(/[()]/g, '.')));
    }
    project
      .given(team)
      .when({ ...create, events: ['*', 'FeatureFlagCreated'] } as ProjectCommand)
      .then((e) => expect((e[0]!.data as { events: string[] }).events).toEqual(['*']));
    project
      .given(team)
      .when({ ...create, events: [] } as ProjectCommand)
      .thenFails('VALIDATION_FAILED', /Choose at least one event type/);
  });

  it('managing webhooks is for those who manage the project', () => {
    project.given(team).when(create, as(DEVELOPER)).thenFails('FORBIDDEN', 'You do not have permission to manage this project');
    project.given(team).when(create, as(OUTSIDER)).thenFails('PROJECT_NOT_FOUND');
    project
      .given(withHook)
      .when({ kind: 'DeleteWebhook', webhookId: 'wh-1' }, as(ADMIN))
      .then([{ type: 'WebhookDeleted', data: { webhookId: 'wh-1', deletedAt: T0 } }]);
  });

  it('update records only what changed; pausing stops deliveries', () => {
    project.given(withHook).when({ kind: 'UpdateWebhook', webhookId: 'wh-1', url: 'https://hooks.example.com/flagstream' }).then([]);
    project
      .given(withHook)
      .when({ kind: 'UpdateWebhook', webhookId: 'wh-1', active: false })
      .then((events, next) => {
        expect(events).toEqual([{ type: 'WebhookUpdated', data: { webhookId: 'wh-1', active: false, updatedAt: T0 } }]);
        expect(wantsEvent(webhooksOf(next)['wh-1']!, 'FeatureFlagToggled')).toBe(false);
      });
    expect(wantsEvent(webhooksOf(fold(projectDecider, withHook))['wh-1']!, 'FeatureFlagToggled')).toBe(true);
    expect(wantsEvent(webhooksOf(fold(projectDecider, withHook))['wh-1']!, 'FeatureFlagCreated')).toBe(false);
    project.given(withHook).when({ kind: 'UpdateWebhook', webhookId: 'nope', active: false }).thenFails('WEBHOOK_NOT_FOUND', 'Webhook not found');
  });

  it('the secret never reaches history', () => {
    const s = fold(projectDecider, withHook);
    expect(JSON.stringify(entitySnapshot(s, { kind: 'webhook', id: 'wh-1' }))).not.toContain(SECRET);
  });

  it('signature header: format and parse; the signed text is "t.body"', () => {
    const body = '{"a":1}';
    const sig = createHmac('sha256', SECRET).update(signedText(1700000000, body)).digest('hex');
    const header = formatSignatureHeader(1700000000, [sig]);
    expect(header).toBe(`t=1700000000,v1=${sig}`);
    expect(parseSignatureHeader(header)).toEqual({ timestamp: 1700000000, signatures: [sig] });
    expect(parseSignatureHeader('v1=abc')).toBeNull();
    expect(parseSignatureHeader(`t=1,v1=${'z'.repeat(64)}`)).toBeNull();
    expect(deliveryIdOf('wh-1', 'ev-1')).toBe(deliveryIdOf('wh-1', 'ev-1'));
  });
});

describe('hash chain rules (shared with the offline verifier)', () => {
  const sha = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');
  function chain(n: number) {
    const out = [];
    let prevHash = '';
    for (let revision = 0; revision < n; revision++) {
      const metadata: Record<string, unknown> = { actor: { id: 'u', name: 'U' }, at: new Date(T0 + revision).toISOString(), prevHash };
      const e = {
        streamId: 'project-p1',
        revision,
        position: revision + 10,
        id: `e${revision}`,
        type: 'FeatureFlagToggled',
        data: { flagId: 'f', enabled: revision % 2 === 0 },
        metadata,
      };
      metadata.hash = sha(eventHashText({ ...e, prevHash }));
      prevHash = metadata.hash as string;
      out.push(e);
    }
    return out;
  }

  it('canonical JSON sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
  });

  it('an intact chain verifies; an altered event is named; a removed one breaks the link', () => {
    const events = chain(5);
    const v = new HashChainVerifier(sha);
    expect(events.map((e) => v.check(e))).toEqual([null, null, null, null, null]);
    const altered = chain(5);
    (altered[2]!.data as { enabled: boolean }).enabled = !(altered[2]!.data as { enabled: boolean }).enabled;
    const v2 = new HashChainVerifier(sha);
    expect(altered.map((e) => v2.check(e)?.reason ?? null).slice(0, 3)).toEqual([null, null, 'hash_mismatch']);
    const v3 = new HashChainVerifier(sha);
    const removed = chain(5).filter((e) => e.revision !== 2);
    expect(removed.map((e) => v3.check(e)?.reason ?? null).slice(0, 3)).toEqual([null, null, 'prev_hash_mismatch']);
  });

  it('with allowGaps a filtered export verifies each event and counts the links it cannot prove; reordering still fails', () => {
    const v = new HashChainVerifier(sha, { allowGaps: true });
    expect(
      chain(6)
        .filter((e) => e.revision % 2 === 0)
        .map((e) => v.check(e)),
    ).toEqual([null, null, null]);
    expect(v.gaps).toBe(2);
    const w = new HashChainVerifier(sha, { allowGaps: true });
    const [a, b, c] = chain(3);
    expect([a, c, b].map((e) => w.check(e!)?.reason ?? null)).toEqual([null, null, 'prev_hash_mismatch']);
  });
});

describe('compare and promote environments', () => {
  const base = history([
    [{ kind: 'CreateProject', projectId: 'p1', name: 'Shop', description: 'd', environments: ['staging', 'production'] }],
    [{ kind: 'CreateFeatureFlag', name: 'Dark mode', key: 'dark_mode', type: 'boolean', value: false }],
    [{ kind: 'CreateFeatureFlag', name: 'Limit', key: 'limit', type: 'number', value: 1 }],
    [{ kind: 'CreateFeatureFlag', name: 'Banner', key: 'banner', type: 'string', value: 'hi' }],
  ]);
  const s0 = fold(projectDecider, base);
  const envId = (name: string) => Object.values(s0.environments).find((e) => e.name === name)!.id;
  const STG = envId('staging');
  const PRD = envId('production');
  const flagId = (key: string) => Object.values(s0.flags).find((f) => f.key === key)!.id;
  const staged = base;
  const run = (events: ProjectEvent[], cmd: ProjectCommand, actor: Actor = OWNER) => [
    ...events,
    ...projectDecider.decide(cmd, fold(projectDecider, events), testContext({ actor, newId: () => `n${events.length}` })),
  ];
  let world = run(staged, { kind: 'SetEnvironmentVariable', environmentId: STG, flagKey: 'dark_mode', setting: { value: true, enabled: true } });
  world = run(world, { kind: 'SetEnvironmentVariable', environmentId: STG, flagKey: 'limit', setting: { value: 5, enabled: false } });
  world = run(world, { kind: 'SetEnvironmentVariable', environmentId: PRD, flagKey: 'banner', setting: { value: 'prod only', enabled: true } });
  world = run(world, {
    kind: 'SetFlagTargeting',
    flagId: flagId('limit'),
    environmentId: STG,
    variants: { low: 5, high: 50 },
    defaultVariant: 'low',
    targeting: { if: [{ '==': [{ var: 'plan' }, 'pro'] }, 'high', null] },
  });
  const ws = fold(projectDecider, world);

  it('compares two environments flag by flag: values, enabled and targeting', () => {
    const rows = Object.fromEntries(compareEnvironments(ws, STG, PRD).map((r) => [r.key, r]));
    expect(Object.fromEntries(Object.entries(rows).map(([k, r]) => [k, r.differs]))).toEqual({
      dark_mode: { value: true, enabled: true, targeting: false },
      limit: { value: true, enabled: true, targeting: true },
      banner: { value: true, enabled: true, targeting: false },
    });
    expect(rows.limit!.from).toMatchObject({
      custom: { value: 5, enabled: false },
      effective: { value: 5, enabled: false },
      targeting: { defaultVariant: 'low' },
    });
    expect(rows.limit!.to).toEqual({ custom: null, effective: { value: 1, enabled: true }, targeting: null });
  });

  it('promotes selected flags as one marker listing every change, then ordinary events; the preview is the same plan', () => {
    const cmd: ProjectCommand = { kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD, flagKeys: ['dark_mode', 'limit'] };
    const plan = planPromotion(ws, cmd as never, T0);
    project
      .given(world)
      .when(cmd)
      .then((events, next) => {
        expect(events.map((e) => e.type)).toEqual(['EnvironmentPromoted', 'EnvironmentVariableSet', 'EnvironmentVariableSet', 'FlagTargetingSet']);
        expect(events.slice(1)).toEqual(plan.events);
        expect(events[0]!.data).toMatchObject({
          fromName: 'staging',
          toName: 'production',
          skipped: [],
          flags: [
            { key: 'dark_mode', value: { before: null, after: { value: true, enabled: true } } },
            {
              key: 'limit',
              value: { before: null, after: { value: 5, enabled: false } },
              targeting: { before: null, after: { defaultVariant: 'low', variants: { low: 5, high: 50 } } },
            },
          ],
        });
        const after = compareEnvironments(next, STG, PRD);
        expect(after.filter((r) => r.key !== 'banner').every((r) => !r.differs.value && !r.differs.enabled && !r.differs.targeting)).toBe(true);
        expect(summarise(events[0]!, ws)).toBe('2 flags promoted from "staging" to "production": dark_mode, limit');
      });
  });

  it('without flag keys promotes every flag that differs (a custom value missing at the source is reset); values only or targeting only', () => {
    project
      .given(world)
      .when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD })
      .then((events) => {
        expect(events.filter((e) => e.type === 'EnvironmentVariableReset')).toEqual([
          { type: 'EnvironmentVariableReset', data: { environmentId: PRD, flagKey: 'banner', updatedAt: T0 } },
        ]);
      });
    project
      .given(world)
      .when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD, include: { values: false, targeting: true } })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['EnvironmentPromoted', 'FlagTargetingSet']));
    project
      .given(world)
      .when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD, include: { values: false, targeting: false } })
      .thenFails('VALIDATION_FAILED', /Promote values, targeting or both/);
  });

  it('nothing to promote records nothing; unknown flags are listed as skipped; the same environment twice is refused', () => {
    const done = run(world, { kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD });
    project.given(done).when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD }).then([]);
    project
      .given(world)
      .when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD, flagKeys: ['dark_mode', 'ghost'] })
      .then((events) => expect((events[0]!.data as { skipped: string[] }).skipped).toEqual(['ghost']));
    project
      .given(world)
      .when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: STG })
      .thenFails('VALIDATION_FAILED', 'Choose two different environments');
    project.given(world).when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: 'nope' }).thenFails('ENVIRONMENT_NOT_FOUND');
  });

  it('is editing the target environment: a viewer may not; undoing is promoting from the environment as it was', () => {
    const viewer = { id: 'u-v', name: 'V' };
    project
      .given(world)
      .when({ kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD }, testContext({ actor: viewer }))
      .thenFails('PROJECT_NOT_FOUND');
    const promoted = run(world, { kind: 'PromoteEnvironment', fromEnvironmentId: STG, toEnvironmentId: PRD });
    const undo: ProjectCommand = { kind: 'PromoteEnvironment', fromEnvironmentId: PRD, toEnvironmentId: PRD, past: ws, revertOf: 'ev-1' } as ProjectCommand;
    project
      .given(promoted)
      .when(undo)
      .then((events, next) => {
        expect(events[0]).toMatchObject({ type: 'EnvironmentPromoted', data: { revertOf: 'ev-1', toName: 'production' } });
        expect(summarise(events[0]!, next)).toBe('Promotion into "production" undone (3 flags)');
        expect(compareEnvironments(next, PRD, PRD).length).toBe(3);
        expect(next.environments[PRD]!.variables).toEqual(ws.environments[PRD]!.variables);
        expect(next.flags[flagId('limit')]!.targeting?.[PRD]).toBeUndefined();
      });
  });
});

describe('export and import', () => {
  const source = history([
    [{ kind: 'CreateProject', projectId: 'p1', name: 'Shop', description: 'the shop', environments: ['staging', 'production'] }],
    [{ kind: 'ApplyPlanPayment', orderId: 'o1', planId: 'pro', variant: 'Year', type: 'SUBSCRIPTION', amount: 470.4 }],
    [{ kind: 'CreateFeatureFlag', name: 'Dark mode', key: 'dark_mode', type: 'boolean', value: false }],
    [{ kind: 'CreateFeatureFlag', name: 'Limit', key: 'limit', type: 'number', value: 1 }],
    [{ kind: 'CreateSegment', name: 'Beta testers', conditions: { in: [{ var: 'email' }, ['a@x.io', 'b@x.io']] } }],
  ]);
  const s1 = fold(projectDecider, source);
  const env1 = (n: string) => Object.values(s1.environments).find((e) => e.name === n)!.id;
  const seg = Object.values(s1.segments ?? {})[0]!;
  const full = [
    ...source,
    ...projectDecider.decide(
      { kind: 'SetEnvironmentVariable', environmentId: env1('production'), flagKey: 'limit', setting: { value: 10, enabled: true } },
      s1,
      testContext(),
    ),
  ];
  const s2 = fold(projectDecider, full);
  const limitId = Object.values(s2.flags).find((f) => f.key === 'limit')!.id;
  const withTargeting = [
    ...full,
    ...projectDecider.decide(
      {
        kind: 'SetFlagTargeting',
        flagId: limitId,
        environmentId: env1('production'),
        variants: { base: 10, beta: 99 },
        defaultVariant: 'base',
        targeting: { if: [{ $ref: segmentKey(seg.id) }, 'beta', null] },
      },
      s2,
      testContext(),
    ),
  ];
  const doc = exportProject(fold(projectDecider, withTargeting), T0);

  it('exports flags, values by environment name, targeting with portable segment refs, and segments', () => {
    expect(doc).toMatchObject({
      format: 'flagstream.project',
      version: 1,
      project: { name: 'Shop' },
      environments: [{ name: 'staging' }, { name: 'production' }],
    });
    expect(doc.segments).toEqual([{ ref: segmentKey(seg.id), name: 'Beta testers', description: '', conditions: seg.conditions }]);
    const limit = doc.flags.find((f) => f.key === 'limit')!;
    expect(limit.values).toEqual({ production: { value: 10, enabled: true } });
    expect(limit.targeting.production).toEqual({
      variants: { base: 10, beta: 99 },
      defaultVariant: 'base',
      targeting: { if: [{ $ref: segmentKey(seg.id) }, 'beta', null] },
    });
  });

  it('imports into another project: environments, segments (refs rewritten), flags, values and targeting, after one marker', () => {
    const target = history([
      [{ kind: 'CreateProject', projectId: 'p2', name: 'Copy', description: 'd', environments: ['production'] }],
      [{ kind: 'ApplyPlanPayment', orderId: 'o2', planId: 'pro', variant: 'Year', type: 'SUBSCRIPTION', amount: 470.4 }],
    ]);
    project
      .given(target)
      .when(
        { kind: 'ImportProject', document: JSON.parse(JSON.stringify(doc)) },
        testContext({
          newId: (() => {
            let n = 0;
            return () => `new-${++n}`;
          })(),
        }),
      )
      .then((events, next) => {
        expect(events[0]).toMatchObject({
          type: 'ProjectImported',
          data: { source: { project: 'Shop' }, counts: { environmentsCreated: 1, segmentsCreated: 1, flagsCreated: 2, valuesChanged: 1, targetingChanged: 1 } },
        });
        const again = exportProject(next, T0);
        const newSeg = Object.values(next.segments ?? {})[0]!;
        expect(again.flags.find((f) => f.key === 'limit')!.targeting.production!.targeting).toEqual({ if: [{ $ref: segmentKey(newSeg.id) }, 'beta', null] });
        const strip = (d: typeof doc) => JSON.parse(JSON.stringify(d.flags).replaceAll(segmentKey(seg.id), 'S').replaceAll(segmentKey(newSeg.id), 'S'));
        expect(strip(again)).toEqual(strip(doc));
        // importing the same again changes nothing
        project
          .given([...target, ...events])
          .when({ kind: 'ImportProject', document: doc })
          .then([]);
        expect(summarise(events[0]!, fold(projectDecider, target))).toBe(
          'Imported from "Shop": 2 flags created, 1 environment created, 1 segment created, 1 value changed, 1 targeting changed',
        );
      });
  });

  it('refuses what it cannot read or apply, as a whole: format, version, type clashes, duplicates, bad targeting, plan limits', () => {
    const target = history([[{ kind: 'CreateProject', projectId: 'p2', name: 'Copy', description: 'd' }]]);
    project
      .given(target)
      .when({ kind: 'ImportProject', document: { ...doc, version: 2 } })
      .thenFails('INVALID_DOCUMENT', 'This server reads version 1 of the export format; the document is version 2');
    project
      .given(target)
      .when({ kind: 'ImportProject', document: { flags: [] } })
      .thenFails('INVALID_DOCUMENT', /Not a Flagstream export/);
    project
      .given(target)
      .when({ kind: 'ImportProject', document: { ...doc, flags: [doc.flags[0], doc.flags[0]] } })
      .thenFails('INVALID_DOCUMENT', 'Flag "dark_mode" appears twice in the document');
    const clash = history([
      [{ kind: 'CreateProject', projectId: 'p2', name: 'Copy', description: 'd' }],
      [{ kind: 'CreateFeatureFlag', name: 'Limit', key: 'limit', type: 'string' }],
    ]);
    project
      .given(clash)
      .when({ kind: 'ImportProject', document: doc })
      .thenFails('INVALID_DOCUMENT', 'Flag "limit" is a string flag in this project and a number flag in the document');
    const badRef = {
      ...doc,
      segments: [],
      flags: doc.flags.map((f) =>
        f.key === 'limit'
          ? { ...f, targeting: { production: { ...f.targeting.production!, targeting: { if: [{ $ref: 'segment_nope' }, 'beta', null] } } } }
          : f,
      ),
    };
    project.given(target).when({ kind: 'ImportProject', document: badRef }).thenFails('INVALID_TARGETING');
    // free plan: 3 environments at most; the document needs 2 more than the project has
    const small = history([[{ kind: 'CreateProject', projectId: 'p2', name: 'Copy', description: 'd', environments: ['a', 'b'] }]]);
    project.given(small).when({ kind: 'ImportProject', document: doc }).thenFails('PLAN_LIMIT_REACHED');
    project
      .given(target)
      .when({ kind: 'ImportProject', document: doc }, testContext({ actor: { id: 'u-x', name: 'X' } }))
      .thenFails('PROJECT_NOT_FOUND');
  });
});
