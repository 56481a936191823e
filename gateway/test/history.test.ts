/**
 * Audit history and time travel over REST and GraphQL: entries with filters and cursors, the
 * project and its served config at an instant, diffs, restores as new events, hash-chain
 * verification (a stored event is altered and named), and streamed exports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { addMember, anonymous, expectError, profile, signIn } from './support/restClient';
import type { RestClient } from './support/restClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-history-'));
const MIN = 60_000;
let gw: TestGateway;
const sqliteFile = join(dir, 'events.db');
let owner: RestClient;
let viewer: RestClient;
let outsider: RestClient;

interface Story {
  projectId: string;
  uuid: string;
  dev: { id: string; uuid: string };
  flagId: string;
  overrideId: string;
  overrideUuid: string;
  /** instants (ISO) after each step */
  t: Record<'created' | 'valueSet' | 'renamed' | 'deleted', string>;
}
let story: Story;

const tick = () => gw.clock.advance(MIN);
const nowIso = () => new Date(gw.clock.now()).toISOString();

async function gql<T = any>(
  client: RestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<any>;
}

beforeAll(async () => {
  // Checkpoints every 4 events: time travel and newest-first pages cross many of them here.
  gw = await startTestGateway({
    env: {
      HISTORY_CHECKPOINT_EVERY: '4',
      EVENTSTORE_SQLITE_FILE: sqliteFile,
      DEV_AUTH_KEY_DIR: join(dir, 'keys'),
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '1000',
    },
  });
  gw.clock.set(Date.UTC(2026, 5, 1, 12, 0, 0));
  owner = await signIn(gw.url, profile('owner'));
  viewer = await signIn(gw.url, profile('viewer'));
  outsider = await signIn(gw.url, profile('outsider'));

  const p = await owner.must('POST', '/projects', {
    data: { name: 'Time Travel', description: 'Audit story', settings: { environments: ['development', 'production'] } },
  });
  await addMember(owner, p.id, viewer, 'viewer');
  const dev = p.environments.find((e: any) => e.name === 'development');
  tick();
  const flag = await owner.must('POST', '/feature-flags', { data: { name: 'Dark mode', key: 'dark_mode', type: 'boolean', value: false, project: p.id } });
  const override = await owner.must('POST', '/overrides', {
    data: { name: 'Beta users', environment: dev.id, project: p.id, feature_flag_values: { dark_mode: { value: true, enabled: true } } },
  });
  const t: Partial<Story['t']> = { created: nowIso() };
  tick();
  await owner.must('PUT', `/environments/${dev.id}/variables`, { variables: { dark_mode: { value: true, enabled: true } } });
  t.valueSet = nowIso();
  tick();
  await owner.must('PUT', `/feature-flags/${flag.id}`, { data: { name: 'Night mode' } });
  t.renamed = nowIso();
  tick();
  await owner.must('DELETE', `/overrides/${override.id}`);
  await owner.must('DELETE', `/feature-flags/${flag.id}`);
  t.deleted = nowIso();
  tick();
  story = {
    projectId: p.id,
    uuid: p.uuid,
    dev: { id: dev.id, uuid: dev.uuid },
    flagId: flag.id,
    overrideId: override.id,
    overrideUuid: override.uuid,
    t: t as Story['t'],
  };
});

afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/projects/{id}/history', () => {
  it('lists entries newest first with position, type, actor, time, summary and the entity before and after', async () => {
    const { entries, nextCursor } = await owner.data(`/projects/${story.projectId}/history`);
    expect(nextCursor).toBeNull();
    expect(entries[0].type).toBe('FeatureFlagDeleted');
    const positions = entries.map((e: any) => e.position);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    const renamed = entries.find((e: any) => e.type === 'FeatureFlagUpdated');
    expect(renamed).toMatchObject({
      actor: { id: owner.profile!.userId, name: owner.profile!.name },
      summary: 'Feature flag "Dark mode" updated',
      entity: { kind: 'flag', id: story.flagId, name: 'Night mode' },
      before: { name: 'Dark mode' },
      after: { name: 'Night mode' },
      at: story.t.renamed,
    });
    expect(JSON.stringify(entries)).not.toMatch(/apiKey|api_key|tokenHash/);
  });

  it('filters by type, actor, time range and entity, and pages with a cursor', async () => {
    const q = (query: Record<string, string>) => owner.data(`/projects/${story.projectId}/history`, { query });
    expect((await q({ type: 'FeatureFlagCreated,FeatureFlagUpdated' })).entries.map((e: any) => e.type)).toEqual(['FeatureFlagUpdated', 'FeatureFlagCreated']);
    expect((await q({ entity: story.flagId })).entries.map((e: any) => e.type)).toEqual(['FeatureFlagDeleted', 'FeatureFlagUpdated', 'FeatureFlagCreated']);
    // the viewer's only entries: accepting the invitation that made them a member (issue 15)
    expect((await q({ actor: viewer.profile!.userId })).entries.map((e: any) => e.type)).toEqual(['MemberJoined', 'InvitationAccepted']);
    const between = await q({ from: story.t.valueSet, to: story.t.renamed });
    expect(between.entries.map((e: any) => e.type)).toEqual(['FeatureFlagUpdated', 'EnvironmentVariableSet']);

    const all = (await q({ limit: '500' })).entries.map((e: any) => e.position);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await q({ limit: '3', ...(cursor ? { cursor } : {}) });
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((e: any) => e.position));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all);
    // newest first (read back from checkpoints) is exactly the forward walk reversed, filters included
    const forward = (await q({ order: 'asc', limit: '500' })).entries;
    expect((await q({ limit: '500' })).entries).toEqual([...forward].reverse());
    const flagOnly = (await q({ order: 'asc', limit: '500', entityType: 'flag' })).entries;
    const flagPages: unknown[] = [];
    let c: string | undefined;
    do {
      const page = await q({ limit: '1', entityType: 'flag', ...(c ? { cursor: c } : {}) });
      flagPages.push(...page.entries);
      c = page.nextCursor ?? undefined;
    } while (c);
    expect(flagPages).toEqual([...flagOnly].reverse());
    const asc = await q({ order: 'asc', limit: '2' });
    expect(asc.entries.map((e: any) => e.type)).toEqual(['ProjectCreated', 'EnvironmentCreated']);
  });

  it('refuses bad filters with a code, and hides the project from outsiders and anonymous callers', async () => {
    expectError(await owner.get(`/projects/${story.projectId}/history`, { query: { from: 'last tuesday' } }), 400, 'VALIDATION_FAILED');
    expectError(
      await owner.get(`/projects/${story.projectId}/history`, { query: { limit: '0' } }),
      400,
      'VALIDATION_FAILED',
      /limit must be between 1 and 500/,
    );
    expectError(await owner.get(`/projects/${story.projectId}/history`, { query: { cursor: 'abc' } }), 400, 'VALIDATION_FAILED');
    expectError(await outsider.get(`/projects/${story.projectId}/history`), 404, 'PROJECT_NOT_FOUND');
    expectError(await anonymous(gw.url).get(`/projects/${story.projectId}/history`), 401, 'UNAUTHENTICATED');
    // a viewer may read history
    expect((await viewer.get(`/projects/${story.projectId}/history`)).status).toBe(200);
  });
});

describe('point in time', () => {
  it('GET /api/projects/{id}/at returns the whole project as it was (by time or by position)', async () => {
    const then = await owner.data(`/projects/${story.projectId}/at`, { query: { time: story.t.valueSet } });
    expect(then.project.feature_flags.map((f: any) => f.name)).toEqual(['Dark mode']);
    expect(then.project.environments.find((e: any) => e.name === 'development').variables).toEqual({ dark_mode: { value: true, enabled: true } });
    expect(then.project.overrides.map((o: any) => o.name)).toEqual(['Beta users']);
    expect(then.project.team_members.map((m: any) => m.id)).toEqual([viewer.profile!.userId]);
    expect(then.project.plan).toMatchObject({ planId: 'free' });
    expect(then.project.environments.every((e: any) => e.api_key === null)).toBe(true);
    const byPosition = await owner.data(`/projects/${story.projectId}/at`, { query: { position: String(then.instant.position) } });
    expect(byPosition.project).toEqual(then.project);
    const now = await owner.data(`/projects/${story.projectId}/at`, { query: { time: story.t.deleted } });
    expect(now.project.feature_flags).toEqual([]);
    expect(now.project.overrides).toEqual([]);
  });

  it('before the project existed is not found; a bad instant is refused', async () => {
    expectError(
      await owner.get(`/projects/${story.projectId}/at`, { query: { time: '2020-01-01T00:00:00Z' } }),
      404,
      'PROJECT_NOT_FOUND',
      'The project did not exist at that instant',
    );
    expectError(await owner.get(`/projects/${story.projectId}/at`), 400, 'VALIDATION_FAILED', 'Give exactly one of "time" (ISO-8601) or "position"');
    expectError(await owner.get(`/projects/${story.projectId}/at`, { query: { position: '-3' } }), 400, 'VALIDATION_FAILED');
  });

  it('GET /api/config/{uuid}/at serves the exact bytes the public endpoint served then', async () => {
    // Capture the live document now, then change things, then ask for that instant.
    const p = await owner.must('POST', '/projects', { data: { name: 'Served bytes', description: 'x', settings: { environments: ['development'] } } });
    const env = p.environments[0];
    await owner.must('POST', '/feature-flags', { data: { name: 'Limit', key: 'limit', type: 'number', value: 5, project: p.id } });
    const live = await fetch(gw.configUrl(p.uuid, env.uuid));
    const liveBody = await live.text();
    const instant = nowIso();
    tick();
    await owner.must('PUT', `/environments/${env.id}/variables`, { variables: { limit: { value: 9, enabled: true } } });
    const past = await owner.get(`/config/${p.uuid}/at`, { query: { environmentUuid: env.uuid, time: instant } });
    expect(past.status).toBe(200);
    expect(past.text).toBe(liveBody);
    expect(past.headers.get('etag')).toBe(live.headers.get('etag'));
    const current = await (await fetch(gw.configUrl(p.uuid, env.uuid))).text();
    expect(current).not.toBe(liveBody);
    // members only; the live endpoint stays public
    expectError(await anonymous(gw.url).get(`/config/${p.uuid}/at`, { query: { environmentUuid: env.uuid, time: instant } }), 401, 'UNAUTHENTICATED');
    expectError(await outsider.get(`/config/${p.uuid}/at`, { query: { environmentUuid: env.uuid, time: instant } }), 404, 'PROJECT_NOT_FOUND');
    expectError(await owner.get(`/config/${p.uuid}/at`, { query: { time: instant } }), 400, 'VALIDATION_FAILED', 'environmentUuid is required');
  });

  it('an override URL at an instant applies the override only while it was active', async () => {
    const withOverride = await owner.get(`/config/${story.uuid}/at`, {
      query: { environmentUuid: story.dev.uuid, overrideUuid: story.overrideUuid, time: story.t.renamed },
    });
    expect(withOverride.status).toBe(200);
    expect(withOverride.body.data.override.name).toBe('Beta users');
    expect(withOverride.body.data.flags.dark_mode).toMatchObject({ value: true, source: 'override' });
    expectError(
      await owner.get(`/config/${story.uuid}/at`, { query: { environmentUuid: story.dev.uuid, overrideUuid: story.overrideUuid, time: story.t.deleted } }),
      404,
      'OVERRIDE_NOT_FOUND',
    );
  });

  it('GET /api/projects/{id}/diff lists the changes between two instants entity by entity', async () => {
    const d = await owner.data(`/projects/${story.projectId}/diff`, { query: { from: story.t.created, to: story.t.renamed } });
    const flag = d.changes.find((c: any) => c.kind === 'flag');
    expect(flag).toMatchObject({ id: story.flagId, change: 'changed', fields: [{ field: 'name', before: 'Dark mode', after: 'Night mode' }] });
    const env = d.changes.find((c: any) => c.kind === 'environment');
    expect(env).toMatchObject({ id: story.dev.id, fields: [{ field: 'variables.dark_mode', before: null, after: { value: true, enabled: true } }] });
    const gone = await owner.data(`/projects/${story.projectId}/diff`, { query: { from: story.t.renamed, to: story.t.deleted } });
    expect(
      gone.changes
        .filter((c: any) => c.change === 'removed')
        .map((c: any) => c.kind)
        .sort(),
    ).toEqual(['flag', 'override']);
    expectError(await owner.get(`/projects/${story.projectId}/diff`, { query: { from: story.t.created } }), 400, 'VALIDATION_FAILED');
  });
});

describe('restore', () => {
  it('brings a deleted flag back with its environment values, as new events after a marker', async () => {
    const before = (await owner.data(`/projects/${story.projectId}/history`, { query: { order: 'asc', limit: '500' } })).entries;
    const r = await owner.must('POST', `/projects/${story.projectId}/restore`, { data: { entity: 'flag', id: story.flagId, time: story.t.renamed } });
    expect(r).toMatchObject({ restored: true, entity: { id: story.flagId, key: 'dark_mode', name: 'Night mode' } });
    const flag = await owner.data(`/feature-flags/${story.flagId}`);
    expect(flag.name).toBe('Night mode');
    const values = await owner.data(`/feature-flags/${story.flagId}/environment-values`);
    expect(values.find((v: any) => v.environmentId === story.dev.id)).toMatchObject({ value: true, hasCustomValue: true });
    // history was appended to, never rewritten
    const after = (await owner.data(`/projects/${story.projectId}/history`, { query: { order: 'asc', limit: '500' } })).entries;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((e: any) => e.type)).toEqual(['EntityRestored', 'FeatureFlagCreated', 'EnvironmentVariableSet']);
    expect(after[before.length].summary).toBe(`Feature flag "Night mode" restored to ${story.t.renamed}`);
    // restoring again changes nothing
    expect(
      await owner.must('POST', `/projects/${story.projectId}/restore`, { data: { entity: 'flag', id: story.flagId, time: story.t.renamed } }),
    ).toMatchObject({ restored: false, eventCount: 0 });
  });

  it('brings an override back with its uuid: its public URL serves again', async () => {
    await owner.must('POST', `/projects/${story.projectId}/restore`, { data: { entity: 'override', id: story.overrideId, time: story.t.renamed } });
    const res = await fetch(gw.configUrl(story.uuid, story.dev.uuid, story.overrideUuid));
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.override.name).toBe('Beta users');
  });

  it("restores an environment's values", async () => {
    await owner.must('PUT', `/environments/${story.dev.id}/variables`, { variables: {} });
    await owner.must('POST', `/projects/${story.projectId}/restore`, { data: { entity: 'environment', id: story.dev.id, time: story.t.valueSet } });
    const env = await owner.data(`/environments/${story.dev.id}`);
    expect(env.variables).toEqual({ dark_mode: { value: true, enabled: true } });
  });

  it('is allowed only to roles that may edit the entity, and refuses bad input with a code', async () => {
    expectError(
      await viewer.post(`/projects/${story.projectId}/restore`, { data: { entity: 'flag', id: story.flagId, time: story.t.created } }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await outsider.post(`/projects/${story.projectId}/restore`, { data: { entity: 'flag', id: story.flagId, time: story.t.created } }),
      404,
      'PROJECT_NOT_FOUND',
    );
    expectError(
      await owner.post(`/projects/${story.projectId}/restore`, { data: { entity: 'member', id: 'x', time: story.t.created } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await owner.post(`/projects/${story.projectId}/restore`, { data: { entity: 'flag', id: 'nope', time: story.t.created } }),
      404,
      'FLAG_NOT_FOUND',
    );
    expectError(await owner.post(`/projects/${story.projectId}/restore`, { data: { entity: 'flag', id: story.flagId } }), 400, 'VALIDATION_FAILED');
    expectError(await owner.post(`/projects/${story.projectId}/restore`, { nodata: true }), 400, 'VALIDATION_FAILED');
  });
});

describe('exports', () => {
  it('streams ndjson and csv with the same filters', async () => {
    const nd = await owner.get(`/projects/${story.projectId}/history/export`, { query: { format: 'ndjson', entity: story.flagId } });
    expect(nd.status).toBe(200);
    expect(nd.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    expect(nd.headers.get('content-disposition')).toMatch(/attachment; filename="flagstream-history-.*\.ndjson"/);
    const lines = nd.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // Issue 17: a flag's history also holds its values in environments and overrides, not only its own record.
    const own = lines.filter((l) => l.entity.id === story.flagId);
    expect(own.map((l) => l.type).slice(0, 3)).toEqual(['FeatureFlagCreated', 'FeatureFlagUpdated', 'FeatureFlagDeleted']);
    expect(lines.every((l) => l.entity.id === story.flagId || l.entity.kind === 'environment' || l.entity.kind === 'override')).toBe(true);
    expect(lines.map((l) => l.type)).toEqual(expect.arrayContaining(['EnvironmentVariableSet', 'OverrideCreated']));
    const csv = await owner.get(`/projects/${story.projectId}/history/export`, { query: { format: 'csv' } });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toBe('position,revision,at,type,actor_id,actor_name,entity_kind,entity_id,entity_name,summary,before,after,event_id,correlation_id');
    expect(rows[1]).toMatch(/^"\d+","0","[^"]+","ProjectCreated",/);
    expectError(
      await owner.get(`/projects/${story.projectId}/history/export`, { query: { format: 'xml' } }),
      400,
      'VALIDATION_FAILED',
      'format must be ndjson or csv',
    );
    expectError(await outsider.get(`/projects/${story.projectId}/history/export`), 404, 'PROJECT_NOT_FOUND');
  });
});

describe('GraphQL', () => {
  it('answers history, point in time, config, diff, verify and restore like REST', async () => {
    const r = await gql(
      owner,
      `query($id: ID!, $t: String!, $uuid: String!, $env: String!, $from: String!) {
      projectHistory(projectId: $id, filter: { entityType: flag }, first: 2) { entries { position type summary actor { id name } entity { kind id name } before after } nextCursor }
      projectAt(projectId: $id, at: { time: $t }) { instant { position time eventCount } deleted project { name featureFlags { key name value } environments { name variables } overrides { name isActive featureFlagValues } plan { planId } teamMembers { id role } } }
      configAt(projectUuid: $uuid, environmentUuid: $env, at: { time: $t }) { body etag instant { position } }
      projectDiff(projectId: $id, from: { time: $from }, to: { time: $t }) { changes { kind id change fields { field before after } } }
      verifyProjectHistory(projectId: $id) { ok verified firstBad { position } headHash }
    }`,
      { id: story.projectId, t: story.t.valueSet, uuid: story.uuid, env: story.dev.uuid, from: story.t.created },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.projectHistory.entries).toHaveLength(2);
    expect(r.data.projectHistory.nextCursor).toMatch(/^\d+$/);
    expect(r.data.projectAt.project.featureFlags).toEqual([{ key: 'dark_mode', name: 'Dark mode', value: false }]);
    expect(JSON.parse(r.data.configAt.body).data.flags.dark_mode.value).toBe(true);
    expect(r.data.projectDiff.changes).toEqual([
      {
        kind: 'environment',
        id: story.dev.id,
        change: 'changed',
        fields: [{ field: 'variables.dark_mode', before: null, after: { value: true, enabled: true } }],
      },
    ]);
    expect(r.data.verifyProjectHistory).toMatchObject({ ok: true, firstBad: null });

    const denied = await gql(
      viewer,
      `mutation($id: ID!, $f: ID!, $t: String!) { restoreEntity(input: { projectId: $id, entity: flag, id: $f, at: { time: $t } }) { restored } }`,
      { id: story.projectId, f: story.flagId, t: story.t.created },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await gql(
      owner,
      `mutation($id: ID!, $f: ID!, $t: String!) { restoreEntity(input: { projectId: $id, entity: flag, id: $f, at: { time: $t } }) { restored eventCount to { position } entity } }`,
      { id: story.projectId, f: story.flagId, t: story.t.created },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data.restoreEntity).toMatchObject({ restored: true, entity: { name: 'Dark mode' } });
    const bad = await gql(owner, `{ projectAt(projectId: "${story.projectId}", at: {}) { deleted } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/projects/{id}/history/verify', () => {
  it('verifies the chain, then names the first event whose stored content was altered', async () => {
    const ok = await owner.data(`/projects/${story.projectId}/history/verify`);
    expect(ok).toMatchObject({ ok: true, firstBad: null });
    expect(ok.verified).toBeGreaterThan(10);
    expect(ok.headHash).toMatch(/^[0-9a-f]{64}$/);

    const { entries } = await owner.data(`/projects/${story.projectId}/history`, { query: { type: 'FeatureFlagUpdated', order: 'asc' } });
    const target = entries[0];
    // Someone with file access edits one stored event behind the store's back.
    const db = new Database(sqliteFile);
    db.prepare("UPDATE events SET data = json_set(data, '$.name', 'Tampered') WHERE position = ?").run(target.position);
    db.close();
    const bad = await owner.data(`/projects/${story.projectId}/history/verify`);
    expect(bad.ok).toBe(false);
    expect(bad.firstBad).toMatchObject({ position: target.position, revision: target.revision, type: 'FeatureFlagUpdated', reason: 'hash_mismatch' });
    expect(bad.firstBad.message).toMatch(new RegExp(`^Event ${target.position} \\(FeatureFlagUpdated, revision ${target.revision}\\) does not match`));
    expect(bad.verified).toBe(target.revision);
    expectError(await outsider.get(`/projects/${story.projectId}/history/verify`), 404, 'PROJECT_NOT_FOUND');
  });
});
