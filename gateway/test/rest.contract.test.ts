/**
 * The REST edge against spec §7 (paths, bodies, `{data}` envelopes), §3 (entity fields) and
 * §8 (error texts), over real HTTP on a test gateway with a temporary sqlite store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { RestClient, addMember, anonymous, expectError, expectOk, profile, signIn } from './support/restClient';
import type { ApiResponse, Method } from './support/restClient';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keyDir = mkdtempSync(join(tmpdir(), 'flagstream-rest-contract-'));
let gw: TestGateway;
let owner: RestClient;
let stranger: RestClient;

beforeAll(async () => {
  // generous rate limits: this file sends many hundreds of writes from one caller
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: keyDir, RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' } });
  owner = await signIn(gw.url, profile('owner'));
  stranger = await signIn(gw.url, profile('stranger'));
});
afterAll(async () => {
  await gw?.close();
  rmSync(keyDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- shapes of spec §3

function expectEnvironment(e: any): void {
  expect(e).toMatchObject({
    id: expect.any(String),
    uuid: expect.stringMatching(UUID),
    name: expect.any(String),
    description: expect.any(String),
    type: expect.any(String),
    status: expect.any(String),
    order: expect.any(Number),
    project: expect.any(String),
    slug: expect.any(String),
    variables: expect.any(Object),
  });
  expect(e).toHaveProperty('api_key');
}

function expectFlag(f: any): void {
  expect(f).toMatchObject({
    id: expect.any(String),
    name: expect.any(String),
    key: expect.any(String),
    description: expect.any(String),
    type: expect.stringMatching(/^(boolean|string|number|json)$/),
    enabled: expect.any(Boolean),
    project: expect.any(String),
    createdAt: expect.stringMatching(ISO),
    updatedAt: expect.stringMatching(ISO),
  });
  expect(f).toHaveProperty('value');
}

function expectOverride(o: any): void {
  expect(o).toMatchObject({
    id: expect.any(String),
    uuid: expect.stringMatching(UUID),
    name: expect.any(String),
    description: expect.any(String),
    environment: { name: expect.any(String) },
    project: expect.any(String),
    feature_flag_values: expect.any(Object),
    is_active: expect.any(Boolean),
    priority: expect.any(Number),
    createdAt: expect.stringMatching(ISO),
  });
  expect(o).toHaveProperty('expires_at');
}

function expectProject(p: any): void {
  expect(p).toMatchObject({
    id: expect.any(String),
    uuid: expect.stringMatching(UUID),
    slug: expect.any(String),
    name: expect.any(String),
    description: expect.any(String),
    status: expect.any(String),
    createdAt: expect.stringMatching(ISO),
    owner: { clerk_id: expect.any(String) },
    team_members: expect.any(Array),
    environments: expect.any(Array),
    feature_flags: expect.any(Array),
    overrides: expect.any(Array),
    settings: { environments: expect.any(Array), status: expect.any(String) },
    role: expect.stringMatching(/^(owner|admin|manager|developer|viewer)$/),
    permissions: {
      canManageFlags: expect.any(Boolean),
      canManageEnvironments: expect.any(Boolean),
      canManageOverrides: expect.any(Boolean),
      canInviteUsers: expect.any(Boolean),
    },
  });
  for (const m of p.team_members) expect(m).toMatchObject({ clerk_id: expect.any(String) });
  for (const name of p.settings.environments) expect(typeof name).toBe('string');
  p.environments.forEach(expectEnvironment);
  p.feature_flags.forEach(expectFlag);
  p.overrides.forEach(expectOverride);
}

function expectMember(m: any): void {
  expect(m).toMatchObject({
    id: expect.any(String),
    role: expect.stringMatching(/^(owner|admin|manager|developer|viewer)$/),
    status: expect.stringMatching(/^(active|pending)$/),
    joined_at: expect.stringMatching(ISO),
    user: { id: expect.any(String), full_name: expect.any(String), email: expect.any(String) },
  });
}

function expectInvitation(i: any): void {
  expect(i).toMatchObject({
    id: expect.any(String),
    email: expect.any(String),
    role: expect.stringMatching(/^(admin|manager|developer|viewer)$/),
    status: 'pending',
    created_at: expect.stringMatching(ISO),
    expires_at: expect.stringMatching(ISO),
  });
  expect(i).toHaveProperty('message');
}

function expectPlan(p: any): void {
  expect(p).toMatchObject({
    id: expect.any(String),
    name: expect.any(String),
    description: expect.any(String),
    monthyPrice: expect.any(Number),
    yearlyPrice: expect.any(Number),
    isFreePlan: expect.any(Boolean),
    planOrder: expect.any(Number),
    featureMaxEnvironments: expect.any(Number),
    featureMaxFeatureFlags: expect.any(Number),
    featureMaxOverrides: expect.any(Number),
    featureMaxTeamMembers: expect.any(Number),
    featureHasWhitelabel: expect.any(Boolean),
    features: expect.any(Array),
  });
  for (const line of p.features) expect(typeof line).toBe('string');
}

// ---------------------------------------------------------------- fixtures

async function createProject(client: RestClient, name: string, environments?: string[]): Promise<any> {
  return client.must('POST', '/projects', {
    data: { name, description: `${name} description`, ...(environments ? { settings: { environments, status: 'active' } } : {}) },
  });
}

async function createFlag(client: RestClient, projectId: string, flag: Record<string, unknown>): Promise<any> {
  return client.must('POST', '/feature-flags', { data: { type: 'boolean', ...flag, project: projectId } });
}

/** the public config document as a client application fetches it (no authorization) */
async function publicConfig(projectUuid: string, environmentUuid: string, overrideUuid?: string): Promise<any> {
  const res = await fetch(gw.configUrl(projectUuid, environmentUuid, overrideUuid));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: any }).data;
}

// ---------------------------------------------------------------- the route list

const SPEC_CALLS: Array<[Method, string]> = [
  ['GET', '/api/projects'],
  ['GET', '/api/projects/my-projects'],
  ['GET', '/api/projects/:id'],
  ['POST', '/api/projects'],
  ['PUT', '/api/projects/:id'],
  ['DELETE', '/api/projects/:id'],
  ['POST', '/api/projects/:id/add-team-member'],
  ['DELETE', '/api/projects/:id/remove-team-member/:userId'],
  ['POST', '/api/projects/generate-missing-uuids'],
  ['GET', '/api/dashboard/projects'],
  ['GET', '/api/dashboard/:projectId/stats'],
  ['GET', '/api/dashboard/:projectId/activity'],
  ['GET', '/api/projects/:projectId/environments'],
  ['GET', '/api/environments/:id'],
  ['POST', '/api/projects/:projectId/environments'],
  ['PUT', '/api/environments/:id'],
  ['DELETE', '/api/environments/:id'],
  ['POST', '/api/environments/:id/regenerate-api-key'],
  ['GET', '/api/environments/:id/config'],
  ['PUT', '/api/environments/:id/variables'],
  ['GET', '/api/feature-flags'],
  ['GET', '/api/feature-flags/:id'],
  ['POST', '/api/feature-flags'],
  ['PUT', '/api/feature-flags/:id'],
  ['DELETE', '/api/feature-flags/:id'],
  ['POST', '/api/feature-flags/:id/toggle'],
  ['POST', '/api/feature-flags/bulk-toggle'],
  ['GET', '/api/feature-flags/stats'],
  ['GET', '/api/feature-flags/check-key-availability'],
  ['GET', '/api/overrides'],
  ['GET', '/api/overrides/:id'],
  ['POST', '/api/overrides'],
  ['PUT', '/api/overrides/:id'],
  ['DELETE', '/api/overrides/:id'],
  ['POST', '/api/overrides/:id/toggle'],
  ['POST', '/api/overrides/bulk-apply'],
  ['POST', '/api/overrides/cleanup-expired'],
  ['GET', '/api/user-info'],
  ['GET', '/api/user-info/validate'],
  ['PUT', '/api/user-informations/me'],
  ['PUT', '/api/user-informations/preferences'],
  ['GET', '/api/user-informations/stats'],
  ['GET', '/api/projects/:id/members'],
  ['POST', '/api/projects/:id/invite'],
  ['PUT', '/api/projects/:id/members/:memberId/role'],
  ['DELETE', '/api/projects/:id/members/:memberId'],
  ['GET', '/api/user/memberships'],
  ['GET', '/api/projects/:id/invitations'],
  ['DELETE', '/api/invitations/:id'],
  ['POST', '/api/invitations/:id/reissue'],
  ['POST', '/api/invitations/:id/accept'],
  ['GET', '/api/invitations/:id/details'],
  ['POST', '/api/user/auto-accept-invitations'],
  ['GET', '/api/subscription-plans/public'],
  ['GET', '/api/subscription-plans/current/:projectId'],
  ['GET', '/api/projects/:id/usage'],
];

describe('route table', () => {
  it('answers every REST call of spec §7 (no call falls through to the 404 handler)', async () => {
    const fake = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of SPEC_CALLS) {
      const concrete = path.replace(/:[A-Za-z]+/g, fake);
      const res = await fetch(`${gw.url}${concrete}`, { method, headers: { authorization: `Bearer ${owner.token}` } });
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      expect(body?.error?.message ?? '', `${method} ${path}`).not.toMatch(/^No route for/);
    }
  });
});

// ---------------------------------------------------------------- projects

describe('projects', () => {
  it('POST /projects {data} creates with the spec create payload and answers {data} with every §3 field', async () => {
    const r = await owner.post('/projects', {
      data: { name: 'Web Shop', description: 'The shop', slug: 'web-shop', settings: { environments: ['development', 'qa'], status: 'active' } },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    const p = r.body.data;
    expectProject(p);
    expect(p).toMatchObject({
      name: 'Web Shop',
      description: 'The shop',
      slug: 'web-shop',
      status: 'active',
      owner: { clerk_id: owner.profile!.userId },
      team_members: [],
      feature_flags: [],
      overrides: [],
      settings: { environments: ['development', 'qa'], status: 'active' },
      role: 'owner',
      permissions: { canManageFlags: true, canManageEnvironments: true, canManageOverrides: true, canInviteUsers: true },
    });
    expect(p.environments.map((e: any) => [e.name, e.order, e.type, e.status, e.project])).toEqual([
      ['development', 0, 'development', 'active', p.id],
      ['qa', 1, 'development', 'active', p.id],
    ]);
    // read-your-writes: the very next GET shows it
    const got = await owner.data(`/projects/${p.id}`);
    expect(got).toEqual(p);
  });

  it('defaults: environments development, staging, production; slug derived from the name; status active', async () => {
    const p = await owner.must('POST', '/projects', { data: { name: '  My Great Shop!  ', description: 'd' } });
    expect(p.name).toBe('My Great Shop!');
    expect(p.slug).toBe('my-great-shop');
    expect(p.status).toBe('active');
    expect(p.settings).toEqual({ environments: ['development', 'staging', 'production'], status: 'active' });
    expect(p.environments.map((e: any) => e.name)).toEqual(['development', 'staging', 'production']);
    expect(new Set(p.environments.map((e: any) => e.api_key)).size).toBe(3);
  });

  it("GET /projects, /projects/my-projects and /dashboard/projects list the caller's projects only", async () => {
    const mine = await createProject(owner, 'Listed');
    const theirs = await createProject(stranger, 'Not Mine');
    for (const path of ['/projects', '/projects/my-projects', '/dashboard/projects']) {
      const r = await owner.get(path);
      expect(r.status).toBe(200);
      expect(Object.keys(r.body)).toEqual(['data']);
      expect(Array.isArray(r.body.data)).toBe(true);
      r.body.data.forEach(expectProject);
      const ids = r.body.data.map((p: any) => p.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
    }
    const s = await stranger.data('/projects/my-projects');
    expect(s.map((p: any) => p.id)).toEqual([theirs.id]);
  });

  it('PUT /projects/{id} {data}: the response and an immediate GET and list show the change', async () => {
    const p = await createProject(owner, 'Before');
    const r = await owner.put(`/projects/${p.id}`, { data: { name: 'After Rename', description: 'new text' } });
    expect(r.status).toBe(200);
    expectProject(r.body.data);
    expect(r.body.data).toMatchObject({ id: p.id, name: 'After Rename', slug: 'after-rename', description: 'new text' });
    expect(await owner.data(`/projects/${p.id}`)).toMatchObject({ name: 'After Rename', description: 'new text' });
    const listed = (await owner.data('/projects')).find((x: any) => x.id === p.id);
    expect(listed.name).toBe('After Rename');
  });

  it('DELETE /projects/{id}: {data:{id}}, then the project is gone from GET and from the lists', async () => {
    const p = await createProject(owner, 'Doomed');
    const r = await owner.del(`/projects/${p.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { id: p.id } });
    expectError(await owner.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND', 'Project not found');
    expect((await owner.data('/projects')).map((x: any) => x.id)).not.toContain(p.id);
    // its environments went with it
    expectError(await owner.get(`/environments/${p.environments[0].id}`), 404, 'ENVIRONMENT_NOT_FOUND');
  });

  it('POST /projects/{id}/add-team-member {userId} and DELETE /projects/{id}/remove-team-member/{userId}', async () => {
    const p = await createProject(owner, 'Team');
    const mate = await signIn(gw.url, profile('mate'));
    const r = await owner.post(`/projects/${p.id}/add-team-member`, { userId: mate.profile!.userId });
    expect(r.status).toBe(200);
    expectProject(r.body.data);
    // an invitation (issue 15): the project answered, the user not in it until they accept
    expect(r.body.data.team_members).toEqual([]);
    expect(r.body.data.invitation).toMatchObject({ status: 'pending', user_id: mate.profile!.userId, role: 'developer', email: '' });
    expect(r.body.message).toMatch(/once they accept/);
    expectError(await mate.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');
    expect((await mate.data('/user/invitations')).map((i: any) => i.project.id)).toEqual([p.id]);
    expect((await mate.post(`/invitations/${r.body.data.invitation.id}/accept`)).status).toBe(200);
    // the member's profile comes from their own identity, given when they accepted
    const members = await owner.data(`/projects/${p.id}/members`);
    const m = members.find((x: any) => x.id === mate.profile!.userId);
    expectMember(m);
    expect(m).toMatchObject({
      role: 'developer',
      status: 'active',
      user: { id: mate.profile!.userId, full_name: mate.profile!.name, email: mate.profile!.email },
    });
    // and the member now sees the project
    expect((await mate.data(`/projects/${p.id}`)).role).toBe('developer');
    expect((await mate.data('/projects/my-projects')).map((x: any) => x.id)).toContain(p.id);

    const removed = await owner.del(`/projects/${p.id}/remove-team-member/${mate.profile!.userId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.team_members).toEqual([]);
    expect((await owner.data(`/projects/${p.id}`)).team_members).toEqual([]);
    expectError(await mate.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');
  });

  it('POST /projects/generate-missing-uuids (JSON content type, no body): success, data.message, message', async () => {
    await createProject(owner, 'Uuids');
    const r = await owner.request('POST', '/projects/generate-missing-uuids', { headers: { 'content-type': 'application/json' } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ success: true, data: { message: expect.any(String) }, message: expect.any(String) });
    expect(r.body.data.message).toBe(r.body.message);
    // and without a content type at all
    const bare = await owner.post('/projects/generate-missing-uuids');
    expect(bare.status).toBe(200);
    expect(bare.body.success).toBe(true);
  });
});

// ---------------------------------------------------------------- dashboard

describe('dashboard', () => {
  it('GET /dashboard/{projectId}/stats: success and data with the §3 stats fields', async () => {
    const p = await createProject(owner, 'Stats', ['development', 'production']);
    await createFlag(owner, p.id, { name: 'One' });
    await createFlag(owner, p.id, { name: 'Two' });
    await owner.must('POST', '/overrides', {
      data: { name: 'Ov', project: p.id, environment: p.environments[0].id, feature_flag_values: { one: { value: false, enabled: true } } },
    });
    const r = await owner.get(`/dashboard/${p.id}/stats`);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toEqual({
      totalEnvironments: 2,
      totalFeatureFlags: 2,
      totalOverrides: 1,
      recentFlags: 2,
      recentEnvironments: 2,
      projectName: 'Stats',
      projectStatus: 'active',
    });
    // an empty project: zeros, never missing fields
    const empty = await createProject(owner, 'Empty Stats', ['development']);
    expect(await owner.data(`/dashboard/${empty.id}/stats`)).toEqual({
      totalEnvironments: 1,
      totalFeatureFlags: 0,
      totalOverrides: 0,
      recentFlags: 0,
      recentEnvironments: 1,
      projectName: 'Empty Stats',
      projectStatus: 'active',
    });
  });

  it('GET /dashboard/{projectId}/activity: success and a data array of {id, type, description, timestamp}, newest first', async () => {
    const p = await createProject(owner, 'Activity', ['development']);
    await createFlag(owner, p.id, { name: 'Act Flag' });
    const mate = await signIn(gw.url, profile('actmate'));
    await addMember(owner, p.id, mate);
    const r = await owner.get(`/dashboard/${p.id}/activity`);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(Array.isArray(r.body.data)).toBe(true);
    for (const a of r.body.data) {
      expect(a).toMatchObject({
        id: expect.any(String),
        type: expect.stringMatching(/^(flag_created|environment_deployed|member_added|project_created|other)$/),
        description: expect.any(String),
        timestamp: expect.stringMatching(ISO),
      });
    }
    const types = r.body.data.map((a: any) => a.type);
    expect(types).toEqual(expect.arrayContaining(['project_created', 'environment_deployed', 'flag_created', 'member_added']));
    expect(types[0]).toBe('member_added');
    expect(types[types.length - 1]).toBe('project_created');
    const times = r.body.data.map((a: any) => Date.parse(a.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

// ---------------------------------------------------------------- environments

describe('environments', () => {
  it('create (type default development, status active, order = count), get, list, update, delete', async () => {
    const p = await createProject(owner, 'Envs', ['development']);
    const created = await owner.post(`/projects/${p.id}/environments`, { data: { name: 'QA Lab', description: 'for testers' } });
    expect(created.status).toBe(200);
    const env = created.body.data;
    expectEnvironment(env);
    expect(env).toMatchObject({
      name: 'QA Lab',
      description: 'for testers',
      type: 'development',
      status: 'active',
      order: 1,
      slug: 'qa-lab',
      project: p.id,
      variables: {},
    });
    expect(env.api_key).toMatch(/^\S{20,}$/);

    const list = await owner.get(`/projects/${p.id}/environments`);
    expect(list.status).toBe(200);
    list.body.data.forEach(expectEnvironment);
    expect(list.body.data.map((e: any) => e.name)).toEqual(['development', 'QA Lab']);

    const one = await owner.get(`/environments/${env.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(env);
    expect(one.body.data.variables).toEqual({});

    const upd = await owner.put(`/environments/${env.id}`, { data: { name: 'QA', type: 'staging', status: 'inactive', description: 'renamed' } });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ id: env.id, name: 'QA', slug: 'qa', type: 'staging', status: 'inactive', description: 'renamed', order: 1 });
    expect(await owner.data(`/environments/${env.id}`)).toMatchObject({ name: 'QA', type: 'staging', status: 'inactive' });
    expect((await owner.data(`/projects/${p.id}`)).settings.environments).toEqual(['development', 'QA']);

    const del = await owner.del(`/environments/${env.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: { id: env.id } });
    expectError(await owner.get(`/environments/${env.id}`), 404, 'ENVIRONMENT_NOT_FOUND', 'Environment not found');
    expect((await owner.data(`/projects/${p.id}/environments`)).map((e: any) => e.id)).not.toContain(env.id);
  });

  it('POST /environments/{id}/regenerate-api-key gives a new key, shown by GET at once; the old key stops working', async () => {
    const p = await createProject(owner, 'Keys', ['development']);
    const env = p.environments[0];
    const ofrep = (key: string) =>
      fetch(`${gw.url}/ofrep/v1/evaluate/flags`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: '{}' });
    expect((await ofrep(env.api_key)).status).toBe(200);
    const r = await owner.post(`/environments/${env.id}/regenerate-api-key`);
    expect(r.status).toBe(200);
    expectEnvironment(r.body.data);
    expect(r.body.data.api_key).not.toBe(env.api_key);
    expect((await owner.data(`/environments/${env.id}`)).api_key).toBe(r.body.data.api_key);
    expect((await ofrep(env.api_key)).status).toBe(401);
    expect((await ofrep(r.body.data.api_key)).status).toBe(200);
  });

  it('GET /environments/{id}/config answers the resolved configuration as the public endpoint does', async () => {
    const p = await createProject(owner, 'Config Shop', ['development']);
    await createFlag(owner, p.id, { name: 'Dark Mode', value: 'true' });
    const r = await owner.get(`/environments/${p.environments[0].id}/config`);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data).toMatchObject({
      // the public document names project and environment by their public uuids
      project: { id: p.uuid, slug: 'config-shop', name: 'Config Shop' },
      environment: { id: p.environments[0].uuid, name: 'development', slug: 'development' },
      flags: { dark_mode: { key: 'dark_mode', name: 'Dark Mode', type: 'boolean', enabled: true, value: true, source: expect.any(String) } },
      meta: { total_flags: 1, active_flags: 1, override_count: 0 },
    });
    expect(r.body.data).toEqual(await publicConfig(p.uuid, p.environments[0].uuid));
  });

  it('PUT /environments/{id}/variables {variables}: response, GET (data.variables) and the public config show it at once', async () => {
    const p = await createProject(owner, 'Vars', ['development', 'production']);
    await createFlag(owner, p.id, { name: 'Limit', type: 'number', value: '5' });
    await createFlag(owner, p.id, { name: 'Banner', type: 'string', value: 'hello' });
    const [dev, prod] = p.environments;
    // the spec's client: fetch, copy, set one key, send the whole map
    const current = (await owner.data(`/environments/${prod.id}`)).variables;
    const r = await owner.put(`/environments/${prod.id}/variables`, { variables: { ...current, limit: { value: 50, enabled: true } } });
    expect(r.status).toBe(200);
    expect(r.body.data.variables).toEqual({ limit: { value: 50, enabled: true } });
    expect((await owner.data(`/environments/${prod.id}`)).variables).toEqual({ limit: { value: 50, enabled: true } });
    const cfg = await publicConfig(p.uuid, prod.uuid);
    expect(cfg.flags.limit).toMatchObject({ value: 50, enabled: true });
    expect((await publicConfig(p.uuid, dev.uuid)).flags.limit).toMatchObject({ value: 5 });

    // set a second key and disable it; then reset the first by leaving it out of the map
    await owner.must('PUT', `/environments/${prod.id}/variables`, {
      variables: { limit: { value: 50, enabled: true }, banner: { value: 'prod!', enabled: false } },
    });
    expect((await publicConfig(p.uuid, prod.uuid)).flags.banner).toMatchObject({ value: 'prod!', enabled: false });
    const reset = await owner.put(`/environments/${prod.id}/variables`, { variables: { banner: { value: 'prod!', enabled: false } } });
    expect(reset.body.data.variables).toEqual({ banner: { value: 'prod!', enabled: false } });
    expect((await publicConfig(p.uuid, prod.uuid)).flags.limit).toMatchObject({ value: 5 });
    // per-environment value records
    const flags = await owner.data('/feature-flags', { query: { projectId: p.id } });
    const banner = flags.find((f: any) => f.key === 'banner');
    const values = await owner.data(`/feature-flags/${banner.id}/environment-values`);
    // the spec's fields, plus the targeting summary of issue 14 (none here)
    expect(values).toEqual([
      {
        environmentId: dev.id,
        environmentName: 'development',
        value: 'hello',
        enabled: true,
        hasCustomValue: false,
        hasTargeting: false,
        rolloutPercentage: null,
        targeting: null,
      },
      {
        environmentId: prod.id,
        environmentName: 'production',
        value: 'prod!',
        enabled: false,
        hasCustomValue: true,
        hasTargeting: false,
        rolloutPercentage: null,
        targeting: null,
      },
    ]);
  });
});

// ---------------------------------------------------------------- feature flags

describe('feature flags', () => {
  it('create, get, list (with search), update, toggle, delete — response and GET agree after every write', async () => {
    const p = await createProject(owner, 'Flags', ['development']);
    const env = p.environments[0];
    const c = await owner.post('/feature-flags', {
      data: { name: 'New Checkout', description: 'the new flow', type: 'boolean', value: 'true', enabled: true, project: p.id },
    });
    expect(c.status).toBe(200);
    expect(Object.keys(c.body)).toEqual(['data']);
    const flag = c.body.data;
    expectFlag(flag);
    expect(flag).toMatchObject({
      name: 'New Checkout',
      key: 'new_checkout',
      description: 'the new flow',
      type: 'boolean',
      value: true,
      enabled: true,
      project: p.id,
    });
    expect(await owner.data(`/feature-flags/${flag.id}`)).toEqual(flag);
    // the project object form of `project` is accepted too
    const other = await owner.must('POST', '/feature-flags', { data: { name: 'Price', key: 'price.v2', type: 'number', value: '12', project: { id: p.id } } });
    expect(other).toMatchObject({ key: 'price.v2', type: 'number', value: 12 });

    const list = await owner.get('/feature-flags', { query: { projectId: p.id } });
    expect(list.status).toBe(200);
    list.body.data.forEach(expectFlag);
    expect(list.body.data.map((f: any) => f.key)).toEqual(['new_checkout', 'price.v2']);
    // the spec client's filters[project][id] form, and search by name, key or description
    const filtered = await owner.get(`/feature-flags?filters[project][id]=${p.id}&search=FLOW`);
    expect(filtered.body.data.map((f: any) => f.key)).toEqual(['new_checkout']);

    const u = await owner.put(`/feature-flags/${flag.id}`, { data: { name: 'Checkout v2', value: 'false', description: 'changed' } });
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ id: flag.id, key: 'new_checkout', name: 'Checkout v2', value: false, description: 'changed' });
    expect(Date.parse(u.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(flag.updatedAt));
    expect(await owner.data(`/feature-flags/${flag.id}`)).toEqual(u.body.data);
    expect((await publicConfig(p.uuid, env.uuid)).flags.new_checkout).toMatchObject({ name: 'Checkout v2', value: false });

    // the key is immutable after creation
    expectError(await owner.put(`/feature-flags/${flag.id}`, { data: { key: 'other_key' } }), 400, 'FLAG_KEY_IMMUTABLE');
    expect((await owner.put(`/feature-flags/${flag.id}`, { data: { key: 'new_checkout', name: 'Checkout v3' } })).status).toBe(200);

    const t = await owner.post(`/feature-flags/${flag.id}/toggle`);
    expect(t.status).toBe(200);
    expect(t.body.data.enabled).toBe(false);
    expect((await owner.data(`/feature-flags/${flag.id}`)).enabled).toBe(false);
    expect((await publicConfig(p.uuid, env.uuid)).flags.new_checkout.enabled).toBe(false);

    const d = await owner.del(`/feature-flags/${flag.id}`);
    expect(d.status).toBe(200);
    expect(d.body).toEqual({ data: { id: flag.id } });
    expectError(await owner.get(`/feature-flags/${flag.id}`), 404, 'FLAG_NOT_FOUND', 'Feature flag not found');
    expect((await publicConfig(p.uuid, env.uuid)).flags.new_checkout).toBeUndefined();
  });

  it('POST /feature-flags/bulk-toggle {flagIds, enabled}', async () => {
    const p = await createProject(owner, 'Bulk', ['development']);
    const a = await createFlag(owner, p.id, { name: 'A', enabled: true });
    const b = await createFlag(owner, p.id, { name: 'B', enabled: false });
    const r = await owner.post('/feature-flags/bulk-toggle', { flagIds: [a.id, b.id], enabled: false });
    expect(r.status).toBe(200);
    r.body.data.forEach(expectFlag);
    expect(r.body.data.map((f: any) => [f.id, f.enabled])).toEqual([
      [a.id, false],
      [b.id, false],
    ]);
    const on = await owner.post('/feature-flags/bulk-toggle', { flagIds: [a.id, b.id], enabled: true });
    expect(on.body.data.every((f: any) => f.enabled)).toBe(true);
    const after = await owner.data('/feature-flags', { query: { projectId: p.id } });
    expect(after.every((f: any) => f.enabled)).toBe(true);
    expect(Object.values((await publicConfig(p.uuid, p.environments[0].uuid)).flags).every((f: any) => f.enabled)).toBe(true);
  });

  it('GET /feature-flags/stats?projectId', async () => {
    const p = await createProject(owner, 'Flag Stats', ['development']);
    await createFlag(owner, p.id, { name: 'On', enabled: true });
    await createFlag(owner, p.id, { name: 'Off', enabled: false });
    await createFlag(owner, p.id, { name: 'Cfg', type: 'json', value: '{"a":1}' });
    const r = await owner.get('/feature-flags/stats', { query: { projectId: p.id } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ total: 3, enabled: 2, disabled: 1, byType: { boolean: 2, string: 0, number: 0, json: 1 } });
  });

  it('GET /feature-flags/check-key-availability {key, projectId, flagId?}: data.available', async () => {
    const p = await createProject(owner, 'Keys Check', ['development']);
    const f = await createFlag(owner, p.id, { name: 'Taken Key' });
    const check = (q: Record<string, string>) => owner.get('/feature-flags/check-key-availability', { query: { projectId: p.id, ...q } });
    const free = await check({ key: 'fresh_key' });
    expect(free.status).toBe(200);
    expect(free.body.data.available).toBe(true);
    expect((await check({ key: 'taken_key' })).body.data.available).toBe(false);
    // editing the flag itself: its own key is excluded
    expect((await check({ key: 'taken_key', flagId: f.id })).body.data.available).toBe(true);
    // another flag's id does not free the key
    const g = await createFlag(owner, p.id, { name: 'Other' });
    expect((await check({ key: 'taken_key', flagId: g.id })).body.data.available).toBe(false);
    // another project's key is not taken here
    const q = await createProject(owner, 'Keys Elsewhere', ['development']);
    expect((await owner.get('/feature-flags/check-key-availability', { query: { projectId: q.id, key: 'taken_key' } })).body.data.available).toBe(true);
    // a deleted flag frees its key
    await owner.must('DELETE', `/feature-flags/${f.id}`);
    expect((await check({ key: 'taken_key' })).body.data.available).toBe(true);
  });
});

// ---------------------------------------------------------------- overrides

describe('overrides', () => {
  it('create (defaults is_active true, priority 0), get, list, update, toggle, delete; the public config follows each write', async () => {
    const p = await createProject(owner, 'Overrides', ['development', 'production']);
    const [dev, prod] = p.environments;
    await createFlag(owner, p.id, { name: 'Beta', value: 'false' });
    await createFlag(owner, p.id, { name: 'Limit', type: 'number', value: '1' });
    const expires = new Date(gw.clock.now() + 86_400_000).toISOString();
    const c = await owner.post('/overrides', {
      data: {
        name: 'QA run',
        description: 'for QA',
        project: p.id,
        environment: dev.id,
        expires_at: expires,
        feature_flag_values: { beta: { value: true, enabled: true } },
        is_active: true,
        priority: 0,
      },
    });
    expect(c.status).toBe(200);
    const o = c.body.data;
    expectOverride(o);
    expect(o).toMatchObject({
      name: 'QA run',
      description: 'for QA',
      project: p.id,
      environment: { name: 'development' },
      feature_flag_values: { beta: { value: true, enabled: true } },
      is_active: true,
      priority: 0,
      expires_at: expires,
    });
    expect(await owner.data(`/overrides/${o.id}`)).toEqual(o);
    expect((await publicConfig(p.uuid, dev.uuid, o.uuid)).flags.beta.value).toBe(true);
    expect((await publicConfig(p.uuid, dev.uuid)).flags.beta.value).toBe(false);

    // defaults when the client leaves them out
    const minimal = await owner.must('POST', '/overrides', {
      data: { name: 'Min', project: p.id, environment: { id: prod.id }, feature_flag_values: { limit: { value: 7 } } },
    });
    expect(minimal).toMatchObject({
      is_active: true,
      priority: 0,
      expires_at: null,
      description: '',
      environment: { name: 'production' },
      feature_flag_values: { limit: { value: 7, enabled: true } },
    });

    const list = await owner.get('/overrides', { query: { projectId: p.id } });
    expect(list.status).toBe(200);
    list.body.data.forEach(expectOverride);
    expect(list.body.data.map((x: any) => x.id)).toEqual([o.id, minimal.id]);
    expect((await owner.data('/overrides', { query: { projectId: p.id, environmentId: prod.id } })).map((x: any) => x.id)).toEqual([minimal.id]);

    const u = await owner.put(`/overrides/${o.id}`, {
      data: {
        name: 'QA run 2',
        description: 'x',
        feature_flag_values: { beta: { value: true, enabled: true }, limit: { value: 99, enabled: true } },
        expires_at: null,
      },
    });
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ name: 'QA run 2', expires_at: null, feature_flag_values: { limit: { value: 99, enabled: true } } });
    expect(await owner.data(`/overrides/${o.id}`)).toEqual(u.body.data);
    expect((await publicConfig(p.uuid, dev.uuid, o.uuid)).flags.limit.value).toBe(99);

    const t = await owner.post(`/overrides/${o.id}/toggle`);
    expect(t.status).toBe(200);
    expect(t.body.data.is_active).toBe(false);
    expect((await owner.data(`/overrides/${o.id}`)).is_active).toBe(false);
    expect((await publicConfig(p.uuid, dev.uuid, o.uuid)).flags.limit.value).toBe(1);
    expect((await owner.must('POST', `/overrides/${o.id}/toggle`)).is_active).toBe(true);

    const d = await owner.del(`/overrides/${o.id}`);
    expect(d.status).toBe(200);
    expect(d.body).toEqual({ data: { id: o.id } });
    expectError(await owner.get(`/overrides/${o.id}`), 404, 'OVERRIDE_NOT_FOUND', 'Override not found');
  });

  it('POST /overrides/bulk-apply {overrideIds, environmentId} moves overrides to an environment', async () => {
    const p = await createProject(owner, 'Bulk Apply', ['development', 'production']);
    const [dev, prod] = p.environments;
    await createFlag(owner, p.id, { name: 'F' });
    const a = await owner.must('POST', '/overrides', { data: { name: 'A', project: p.id, environment: dev.id, feature_flag_values: { f: { value: true } } } });
    const b = await owner.must('POST', '/overrides', { data: { name: 'B', project: p.id, environment: dev.id, feature_flag_values: { f: { value: false } } } });
    const r = await owner.post('/overrides/bulk-apply', { overrideIds: [a.id, b.id], environmentId: prod.id });
    expect(r.status).toBe(200);
    r.body.data.forEach(expectOverride);
    expect(r.body.data.map((x: any) => x.environment.name)).toEqual(['production', 'production']);
    expect((await owner.data(`/overrides/${a.id}`)).environment.name).toBe('production');
    expect((await publicConfig(p.uuid, prod.uuid, b.uuid)).flags.f.value).toBe(false);
  });

  it('POST /overrides/cleanup-expired removes overrides past their expiry ({success, data, message})', async () => {
    const p = await createProject(owner, 'Cleanup', ['development']);
    await createFlag(owner, p.id, { name: 'F' });
    const soon = await owner.must('POST', '/overrides', {
      data: {
        name: 'Soon',
        project: p.id,
        environment: p.environments[0].id,
        expires_at: new Date(gw.clock.now() + 60_000).toISOString(),
        feature_flag_values: { f: { value: true } },
      },
    });
    const later = await owner.must('POST', '/overrides', {
      data: {
        name: 'Later',
        project: p.id,
        environment: p.environments[0].id,
        expires_at: new Date(gw.clock.now() + 86_400_000).toISOString(),
        feature_flag_values: { f: { value: true } },
      },
    });
    const none = await owner.post('/overrides/cleanup-expired', undefined, { query: { projectId: p.id } });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ success: true, data: { deleted: 0 }, message: 'No expired overrides' });
    gw.clock.advance(120_000);
    expect((await owner.data(`/overrides/${soon.id}`)).is_active).toBe(false);
    const r = await owner.post('/overrides/cleanup-expired', { projectId: p.id });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, data: { deleted: 1 }, message: expect.any(String) });
    expectError(await owner.get(`/overrides/${soon.id}`), 404, 'OVERRIDE_NOT_FOUND');
    expect((await owner.data('/overrides', { query: { projectId: p.id } })).map((x: any) => x.id)).toEqual([later.id]);
  });
});

// ---------------------------------------------------------------- user

describe('user information', () => {
  it('GET /user-info/validate initialises, GET /user-info reads (data), idempotently', async () => {
    const prof = profile('newbie');
    const u = await signIn(gw.url, prof, false);
    expectError(await u.get('/user-info'), 404, 'USER_NOT_FOUND');
    const v = await u.get('/user-info/validate');
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ id: prof.userId, full_name: prof.name, email: prof.email, preferences: {} });
    expect((await u.get('/user-info/validate')).body.data).toEqual(v.body.data);
    const info = await u.get('/user-info');
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual(v.body.data);
  });

  it('PUT /user-informations/me {data} updates the profile; the response and GET agree', async () => {
    const u = await signIn(gw.url, profile('editor'));
    const r = await u.put('/user-informations/me', { data: { fullName: 'Edited Name', company: 'ACME', bio: 'hi' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ full_name: 'Edited Name', company: 'ACME', bio: 'hi' });
    expect((await u.data('/user-info')).full_name).toBe('Edited Name');
    // the snake_case name the user-info response uses is understood as well
    const snake = await u.put('/user-informations/me', { data: { full_name: 'Snake Name' } });
    expect(snake.status).toBe(200);
    expect((await u.data('/user-info')).full_name).toBe('Snake Name');
    expectError(await u.put('/user-informations/me', { data: { email: 'not-an-email' } }), 400, 'VALIDATION_FAILED');
  });

  it('PUT /user-informations/preferences {data:{preferences}} merges preferences', async () => {
    const u = await signIn(gw.url, profile('prefs'));
    const r = await u.put('/user-informations/preferences', { data: { preferences: { theme: 'dark', sidebar: { open: true } } } });
    expect(r.status).toBe(200);
    expect(r.body.data.preferences).toEqual({ theme: 'dark', sidebar: { open: true } });
    await u.must('PUT', '/user-informations/preferences', { data: { preferences: { lang: 'en' } } });
    expect((await u.data('/user-info')).preferences).toEqual({ theme: 'dark', sidebar: { open: true }, lang: 'en' });
  });

  it('GET /user-informations/stats', async () => {
    const u = await signIn(gw.url, profile('statsuser'));
    const p = await createProject(u, 'Mine', ['development', 'production']);
    await createFlag(u, p.id, { name: 'X' });
    const r = await u.get('/user-informations/stats');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ totalProjects: 1, ownedProjects: 1, totalFeatureFlags: 1, totalEnvironments: 2, totalOverrides: 0 });
  });
});

// ---------------------------------------------------------------- members and invitations

describe('members and invitations', () => {
  it('members, invite, invitations, details, accept, memberships, role, remove, cancel, auto-accept', async () => {
    const p = await createProject(owner, 'Crew', ['development']);
    const members0 = await owner.get(`/projects/${p.id}/members`);
    expect(members0.status).toBe(200);
    expect(members0.body.data).toHaveLength(1);
    expectMember(members0.body.data[0]);
    expect(members0.body.data[0]).toMatchObject({
      id: 'owner',
      role: 'owner',
      status: 'active',
      user: { id: owner.profile!.userId, full_name: owner.profile!.name, email: owner.profile!.email },
    });

    const joinerProfile = profile('joiner');
    const inv = await owner.post(`/projects/${p.id}/invite`, { email: joinerProfile.email, role: 'developer', message: 'Welcome aboard' });
    expect(inv.status).toBe(200);
    expect(inv.body).toMatchObject({ success: true, message: expect.any(String) });
    expectInvitation(inv.body.data);
    expect(inv.body.data).toMatchObject({ email: joinerProfile.email, role: 'developer', message: 'Welcome aboard', status: 'pending' });
    const token = inv.body.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const list = await owner.get(`/projects/${p.id}/invitations`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expectInvitation(list.body.data[0]);
    expect(list.body.data[0].id).toBe(inv.body.data.id);
    expect(JSON.stringify(list.body)).not.toContain(token);

    // details: no token sent
    const details = await anonymous(gw.url).get(`/invitations/${token}/details`);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      token,
      email: joinerProfile.email,
      role: 'developer',
      expires_at: inv.body.data.expires_at,
      message: 'Welcome aboard',
      invited_by: { name: owner.profile!.name },
      project: { name: 'Crew', description: 'Crew description' },
    });

    const joiner = await signIn(gw.url, joinerProfile);
    const acc = await joiner.post(`/invitations/${token}/accept`);
    expect(acc.status).toBe(200);
    expect(acc.body).toEqual({ success: true, data: { project: { id: p.id, name: 'Crew' }, role: 'developer' }, message: 'Successfully joined the project!' });
    const ms = await joiner.get('/user/memberships');
    expect(ms.status).toBe(200);
    expect(ms.body.data).toEqual([expect.objectContaining({ project: expect.objectContaining({ id: p.id }), role: 'developer' })]);
    expect(await owner.data(`/projects/${p.id}/invitations`)).toEqual([]);
    const members1 = await owner.data(`/projects/${p.id}/members`);
    members1.forEach(expectMember);
    expect(members1[1]).toMatchObject({
      id: joinerProfile.userId,
      role: 'developer',
      user: { id: joinerProfile.userId, full_name: joinerProfile.name, email: joinerProfile.email },
    });

    const role = await owner.put(`/projects/${p.id}/members/${joinerProfile.userId}/role`, { role: 'manager' });
    expect(role.status).toBe(200);
    expect(role.body).toMatchObject({ success: true, data: { id: joinerProfile.userId, role: 'manager' }, message: expect.any(String) });
    expect((await owner.data(`/projects/${p.id}/members`))[1].role).toBe('manager');
    expect((await joiner.data('/user/memberships'))[0].role).toBe('manager');
    expect((await joiner.data(`/projects/${p.id}`)).role).toBe('manager');

    const rm = await owner.del(`/projects/${p.id}/members/${joinerProfile.userId}`);
    expect(rm.status).toBe(200);
    expect(rm.body).toMatchObject({ success: true, data: { id: joinerProfile.userId }, message: expect.any(String) });
    expect(await owner.data(`/projects/${p.id}/members`)).toHaveLength(1);
    expect(await joiner.data('/user/memberships')).toEqual([]);

    // cancel
    const inv2 = await owner.must('POST', `/projects/${p.id}/invite`, { email: 'cancel.me@example.com' });
    expect(inv2.role).toBe('viewer');
    const cancel = await owner.del(`/invitations/${inv2.id}`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ success: true, data: { id: inv2.id }, message: expect.any(String) });
    expect(await owner.data(`/projects/${p.id}/invitations`)).toEqual([]);

    // auto-accept
    const autoProfile = profile('auto');
    await owner.must('POST', `/projects/${p.id}/invite`, { email: autoProfile.email, role: 'viewer' });
    const auto = await signIn(gw.url, autoProfile);
    const aa = await auto.post('/user/auto-accept-invitations');
    expect(aa.status).toBe(200);
    expect(aa.body).toMatchObject({ success: true, message: expect.any(String), meta: { total: 1, message: expect.any(String) } });
    expect(aa.body.data).toEqual([{ project: { id: p.id, name: 'Crew' }, role: 'viewer' }]);
    expect((await auto.data(`/projects/${p.id}`)).role).toBe('viewer');
    const again = await auto.post('/user/auto-accept-invitations');
    expect(again.body.meta).toEqual({ total: 0, message: expect.any(String) });
  });
});

// ---------------------------------------------------------------- billing

describe('subscription plans and usage', () => {
  it('GET /subscription-plans/public (no sign-in needed): plans in data, by planOrder, with the §3 fields', async () => {
    const r = await anonymous(gw.url).get('/subscription-plans/public');
    expect(r.status).toBe(200);
    r.body.data.forEach(expectPlan);
    const orders = r.body.data.map((p: any) => p.planOrder);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    const free = r.body.data.find((p: any) => p.isFreePlan);
    expect(free).toMatchObject({ name: 'Free', monthyPrice: 0, featureMaxTeamMembers: 3 });
    expect(free.features).toContain('Email support');
    expect(r.body.data.filter((p: any) => p.isFreePlan)).toHaveLength(1);
    expect(r.body.data.some((p: any) => p.featureMaxFeatureFlags === -1)).toBe(true);
    // signed in gives the same list
    expect((await owner.get('/subscription-plans/public')).body).toEqual(r.body);
  });

  it('GET /subscription-plans/current/{projectId}: currentPlan, planExpirationDate, subscriptionVariant (Month), subscriptionStatus (inactive), planPeriodStart', async () => {
    const p = await createProject(owner, 'Plan', ['development']);
    const r = await owner.get(`/subscription-plans/current/${p.id}`);
    expect(r.status).toBe(200);
    expectPlan(r.body.data.currentPlan);
    expect(r.body.data).toEqual({
      currentPlan: expect.objectContaining({ isFreePlan: true, name: 'Free' }),
      planExpirationDate: null,
      subscriptionVariant: 'Month',
      subscriptionStatus: 'inactive',
      planPeriodStart: null,
    });
  });

  it('GET /projects/{id}/usage: totals follow the writes at once', async () => {
    const p = await createProject(owner, 'Usage', ['development', 'staging']);
    const r0 = await owner.get(`/projects/${p.id}/usage`);
    expect(r0.status).toBe(200);
    expect(r0.body.data).toMatchObject({ totalEnvironments: 2, totalFeatureFlags: 0, totalOverrides: 0 });
    await createFlag(owner, p.id, { name: 'U' });
    await owner.must('POST', '/overrides', {
      data: { name: 'O', project: p.id, environment: p.environments[0].id, feature_flag_values: { u: { value: true } } },
    });
    expect(await owner.data(`/projects/${p.id}/usage`)).toMatchObject({ totalEnvironments: 2, totalFeatureFlags: 1, totalOverrides: 1 });
  });
});

// ================================================================ errors (spec §8)

describe('errors', () => {
  it('a missing token answers 401 "No authentication token"; a bad one 401 too, on every signed-in call', async () => {
    const fake = '00000000-0000-4000-8000-000000000000';
    const [h, pl] = owner.token!.split('.');
    const tampered = `${h}.${pl}.${'A'.repeat(342)}`;
    const publicCalls = new Set(['/api/invitations/:id/details', '/api/subscription-plans/public']);
    for (const [method, path] of SPEC_CALLS) {
      if (publicCalls.has(path)) continue;
      const url = path.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, fake);
      const none = await anonymous(gw.url).request(method, url);
      expectError(none, 401, 'UNAUTHENTICATED', 'No authentication token');
      for (const bad of ['garbage', tampered, `${owner.token}x`]) {
        expectError(await new RestClient(gw.url, bad).request(method, url), 401, 'UNAUTHENTICATED');
      }
      expectError(
        await anonymous(gw.url).request(method, url, { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } }),
        401,
        'UNAUTHENTICATED',
      );
    }
  });

  it('"Project ID is required" (400) for flag and override calls without a project id', async () => {
    for (const path of ['/feature-flags', '/overrides', '/feature-flags/stats', '/feature-flags/check-key-availability?key=abc']) {
      expectError(await owner.get(path), 400, 'VALIDATION_FAILED', 'Project ID is required');
      expectError(await owner.get(`${path}${path.includes('?') ? '&' : '?'}projectId=`), 400, 'VALIDATION_FAILED', 'Project ID is required');
    }
    expectError(await owner.post('/feature-flags', { data: { name: 'No Project' } }), 400, 'VALIDATION_FAILED', 'Project ID is required');
    expectError(
      await owner.post('/overrides', { data: { name: 'No Project', environment: 'x', feature_flag_values: {} } }),
      400,
      'VALIDATION_FAILED',
      'Project ID is required',
    );
  });

  it('"This key is already used in this project" (409 FLAG_KEY_TAKEN)', async () => {
    const p = await createProject(owner, 'Dup Keys', ['development']);
    await createFlag(owner, p.id, { name: 'Same Name' });
    expectError(
      await owner.post('/feature-flags', { data: { name: 'Same Name', project: p.id } }),
      409,
      'FLAG_KEY_TAKEN',
      'This key is already used in this project',
    );
    expectError(
      await owner.post('/feature-flags', { data: { name: 'Other', key: 'same_name', project: p.id } }),
      409,
      'FLAG_KEY_TAKEN',
      'This key is already used in this project',
    );
  });

  it('override texts: required fields, environment not found, at least one flag (also on edit)', async () => {
    const p = await createProject(owner, 'Override Errors', ['development']);
    const env = p.environments[0];
    await createFlag(owner, p.id, { name: 'F' });
    const values = { f: { value: true, enabled: true } };
    const post = (data: Record<string, unknown>) => owner.post('/overrides', { data: { project: p.id, ...data } });
    expectError(await post({ environment: env.id, feature_flag_values: values }), 400, 'OVERRIDE_FIELDS_REQUIRED', 'Please fill in all required fields');
    expectError(
      await post({ name: '   ', environment: env.id, feature_flag_values: values }),
      400,
      'OVERRIDE_FIELDS_REQUIRED',
      'Please fill in all required fields',
    );
    expectError(await post({ name: 'No env', feature_flag_values: values }), 400, 'OVERRIDE_FIELDS_REQUIRED', 'Please fill in all required fields');
    expectError(
      await post({ name: 'Bad env', environment: '4a2f0d9e-0000-4000-8000-000000000000', feature_flag_values: values }),
      400,
      'OVERRIDE_ENVIRONMENT_NOT_FOUND',
      'Selected environment not found',
    );
    expectError(
      await post({ name: 'No flags', environment: env.id, feature_flag_values: {} }),
      400,
      'OVERRIDE_NO_FLAGS',
      'Please select at least one feature flag to override',
    );
    expectError(await post({ name: 'No flags', environment: env.id }), 400, 'OVERRIDE_NO_FLAGS', 'Please select at least one feature flag to override');
    const o = await owner.must('POST', '/overrides', { data: { name: 'Ok', project: p.id, environment: env.id, feature_flag_values: values } });
    expectError(
      await owner.put(`/overrides/${o.id}`, { data: { feature_flag_values: {} } }),
      400,
      'OVERRIDE_NO_FLAGS',
      'Please select at least one feature flag to override',
    );
    expectError(await owner.put(`/overrides/${o.id}`, { data: { name: '' } }), 400, 'OVERRIDE_FIELDS_REQUIRED', 'Please fill in all required fields');
    expect((await owner.data(`/overrides/${o.id}`)).name).toBe('Ok');
  });

  it('plan caps answer 402 PLAN_LIMIT_REACHED with details (environments, flags, overrides on the Free plan)', async () => {
    const p = await createProject(owner, 'Capped');
    const env = await owner.post(`/projects/${p.id}/environments`, { data: { name: 'fourth' } });
    expectError(env, 402, 'PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 environments. To add more, please upgrade to a higher plan.');
    expect(env.body.error.details).toEqual({ limitType: 'environments', count: 3, max: 3, plan: 'Free', planId: 'free' });

    for (let i = 0; i < 10; i++) await createFlag(owner, p.id, { name: `Flag ${i}` });
    const flag = await owner.post('/feature-flags', { data: { name: 'Eleventh', project: p.id } });
    expectError(flag, 402, 'PLAN_LIMIT_REACHED');
    expect(flag.body.error.details).toMatchObject({ limitType: 'featureFlags', count: 10, max: 10 });

    const o = { project: p.id, environment: p.environments[0].id, feature_flag_values: { flag_0: { value: true } } };
    for (let i = 0; i < 3; i++) await owner.must('POST', '/overrides', { data: { ...o, name: `O${i}` } });
    const ov = await owner.post('/overrides', { data: { ...o, name: 'Fourth' } });
    expectError(ov, 402, 'PLAN_LIMIT_REACHED');
    expect(ov.body.error.details).toMatchObject({ limitType: 'overrides', count: 3, max: 3 });
    expect(await owner.data(`/projects/${p.id}/usage`)).toMatchObject({ totalEnvironments: 3, totalFeatureFlags: 10, totalOverrides: 3 });
    // a project created with more environments than the plan allows is refused as a whole
    expectError(
      await owner.post('/projects', { data: { name: 'Too many', description: 'd', settings: { environments: ['a', 'b', 'c', 'd'] } } }),
      402,
      'PLAN_LIMIT_REACHED',
    );
  });

  it('unknown /api paths, bad URLs and over-long ids answer a 4xx {error:{code,message}}', async () => {
    expectError(await owner.get('/no-such-call'), 404, 'NOT_FOUND');
    for (const path of ['/feature-flags/%E0%A4%A', `/feature-flags/${'x'.repeat(5000)}`]) {
      const r = await owner.get(path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
      expect(r.body.error, r.text).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  describe('malformed requests never cause a 5xx', () => {
    type BodyKind = 'data' | 'plain' | 'none';
    let routes: Array<{ method: Method; path: string; body: BodyKind }>;
    let ids: { pid: string; env: string; flag: string; ov: string; inv: string; token: string; member: string };

    beforeAll(async () => {
      const p = await createProject(owner, 'Malformed', ['development', 'production']);
      const flag = await createFlag(owner, p.id, { name: 'M', type: 'json', value: '{}' });
      const ov = await owner.must('POST', '/overrides', {
        data: { name: 'O', project: p.id, environment: p.environments[0].id, feature_flag_values: { m: { value: {} } } },
      });
      const inv = await owner.must('POST', `/projects/${p.id}/invite`, { email: 'malformed@example.com' });
      const mate = await signIn(gw.url, profile('malmate'));
      await addMember(owner, p.id, mate);
      ids = { pid: p.id, env: p.environments[1].id, flag: flag.id, ov: ov.id, inv: inv.id, token: inv.token, member: mate.profile!.userId };
      routes = [
        { method: 'POST', path: '/projects', body: 'data' },
        { method: 'PUT', path: `/projects/${ids.pid}`, body: 'data' },
        { method: 'DELETE', path: `/projects/${ids.pid}`, body: 'none' },
        { method: 'POST', path: `/projects/${ids.pid}/add-team-member`, body: 'plain' },
        { method: 'DELETE', path: `/projects/${ids.pid}/remove-team-member/${ids.member}`, body: 'none' },
        { method: 'POST', path: '/projects/generate-missing-uuids', body: 'none' },
        { method: 'POST', path: `/projects/${ids.pid}/environments`, body: 'data' },
        { method: 'PUT', path: `/environments/${ids.env}`, body: 'data' },
        { method: 'DELETE', path: `/environments/${ids.env}`, body: 'none' },
        { method: 'POST', path: `/environments/${ids.env}/regenerate-api-key`, body: 'none' },
        { method: 'PUT', path: `/environments/${ids.env}/variables`, body: 'plain' },
        { method: 'POST', path: '/feature-flags', body: 'data' },
        { method: 'PUT', path: `/feature-flags/${ids.flag}`, body: 'data' },
        { method: 'DELETE', path: `/feature-flags/${ids.flag}`, body: 'none' },
        { method: 'POST', path: `/feature-flags/${ids.flag}/toggle`, body: 'none' },
        { method: 'POST', path: '/feature-flags/bulk-toggle', body: 'plain' },
        { method: 'POST', path: '/overrides', body: 'data' },
        { method: 'PUT', path: `/overrides/${ids.ov}`, body: 'data' },
        { method: 'DELETE', path: `/overrides/${ids.ov}`, body: 'none' },
        { method: 'POST', path: `/overrides/${ids.ov}/toggle`, body: 'none' },
        { method: 'POST', path: '/overrides/bulk-apply', body: 'plain' },
        { method: 'POST', path: '/overrides/cleanup-expired', body: 'plain' },
        { method: 'PUT', path: '/user-informations/me', body: 'data' },
        { method: 'PUT', path: '/user-informations/preferences', body: 'data' },
        { method: 'POST', path: `/projects/${ids.pid}/invite`, body: 'plain' },
        { method: 'PUT', path: `/projects/${ids.pid}/members/${ids.member}/role`, body: 'plain' },
        { method: 'DELETE', path: `/projects/${ids.pid}/members/${ids.member}`, body: 'none' },
        { method: 'DELETE', path: `/invitations/${ids.inv}`, body: 'none' },
        { method: 'POST', path: `/invitations/${ids.token}/accept`, body: 'none' },
        { method: 'POST', path: '/user/auto-accept-invitations', body: 'none' },
      ];
    });

    const json = 'application/json';
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    /** bodies that never parse: the route's handler must not run */
    const unparseable: Array<[string, string]> = [
      ['{"data":', json],
      ['{data: {}}', json],
      ['{"data":{}}}', json],
      ["{'data':{}}", json],
      ['\u0000', json],
      ['{"data":{"name":"x","__proto__":{"polluted":true}}}', json],
      ['{"__proto__":{"polluted":true}}', json],
      ['{"constructor":{"prototype":{"polluted":true}}}', json],
    ];
    /** valid JSON that is not the route's body shape */
    const wrongEnvelope: unknown[] = [[], 'text', 42, true, { data: null }, { data: [] }, { data: 'x' }, { data: 5 }, { nodata: {} }];
    const wrongTypes: unknown[] = [
      {
        data: {
          name: 42,
          description: {},
          slug: [],
          settings: 'x',
          status: 7,
          type: 9,
          value: [[1]],
          key: [],
          enabled: 'yes',
          project: 5,
          environment: 5,
          feature_flag_values: 'x',
          expires_at: 'soon',
          is_active: 'y',
          priority: 'high',
          order: 'x',
          preferences: 'x',
          fullName: 5,
          email: 5,
        },
      },
      {
        data: {
          name: 'n',
          description: 'd',
          settings: { environments: [1, 2], status: {} },
          project: { id: 5 },
          environment: { id: [] },
          feature_flag_values: { m: 'not a setting' },
          expires_at: -5,
          priority: 1e308,
          order: -1,
          preferences: [1, 2],
        },
      },
      { data: { kind: 'Bogus' } },
      { data: { kind: 'DeleteProject', name: 'n' } },
      { flagIds: 'x', enabled: 'y', overrideIds: 5, environmentId: 5, email: 5, role: 5, message: 5, userId: 5, variables: 'x', projectId: 5 },
      {
        flagIds: [5, null],
        enabled: 1,
        overrideIds: [{}],
        environmentId: [],
        email: ['a@b.c'],
        role: 'owner',
        userId: '',
        variables: { m: { value: 1, enabled: 'no' } },
        projectId: {},
      },
      {
        variables: { nope: { value: true } },
        flagIds: ['nope'],
        overrideIds: ['nope'],
        environmentId: 'nope',
        email: 'x@example.com',
        role: 'superuser',
        userId: 'x'.repeat(101),
      },
    ];

    const check = (r: ApiResponse, what: string) => {
      expect(r.status, `${what} → ${r.status} ${r.text.slice(0, 300)}`).toBeLessThan(500);
      if (r.status >= 400) expect(r.body?.error?.code, `${what} → ${r.text.slice(0, 300)}`).toEqual(expect.any(String));
    };

    it('bodies that do not parse as JSON answer 400 with a code, on every write route', async () => {
      for (const route of routes) {
        for (const [raw, contentType] of unparseable) {
          const r = await owner.request(route.method, route.path, { raw, contentType });
          expectError(r, 400, 'VALIDATION_FAILED');
        }
      }
      // nothing was written meanwhile
      expect((await owner.data(`/projects/${ids.pid}`)).name).toBe('Malformed');
      expect({} as Record<string, unknown>).not.toHaveProperty('polluted');
    });

    it('wrong envelopes and wrong types answer a 4xx with a code (never 5xx), on every write route', async () => {
      for (const route of routes.filter((r) => r.body !== 'none')) {
        for (const body of wrongEnvelope) {
          const r = await owner.request(route.method, route.path, { json: body });
          check(r, `${route.method} ${route.path} ${JSON.stringify(body)}`);
          // a body of the wrong shape is refused outright
          if (route.body === 'data' || typeof body !== 'object' || body === null || Array.isArray(body)) {
            expect(r.status, `${route.method} ${route.path} ${JSON.stringify(body)} → ${r.text}`).toBeGreaterThanOrEqual(400);
          }
        }
        for (const body of wrongTypes)
          check(await owner.request(route.method, route.path, { json: body }), `${route.method} ${route.path} ${JSON.stringify(body)}`);
        check(
          await owner.request(route.method, route.path, { raw: 'name=x', contentType: 'application/x-www-form-urlencoded' }),
          `${route.method} ${route.path} form`,
        );
        check(await owner.request(route.method, route.path, { raw: '{"data":{}}', contentType: 'text/plain' }), `${route.method} ${route.path} text/plain`);
        check(await owner.request(route.method, route.path, { raw: '', contentType: json }), `${route.method} ${route.path} empty json`);
      }
      // the project survived the onslaught (some well-typed parts may have been applied)
      expect((await owner.get(`/projects/${ids.pid}`)).status).toBe(200);
    });

    it('deeply nested JSON values are refused with a 4xx, not a stack overflow', async () => {
      const d = deep(50_000);
      const cases: Array<[Method, string, string]> = [
        ['POST', '/feature-flags', `{"data":{"name":"Deep","type":"json","project":"${ids.pid}","value":${d}}}`],
        ['PUT', `/feature-flags/${ids.flag}`, `{"data":{"value":${d}}}`],
        ['PUT', `/environments/${ids.env}/variables`, `{"variables":{"m":{"value":${d}}}}`],
        ['POST', '/overrides', `{"data":{"name":"Deep","project":"${ids.pid}","environment":"${ids.env}","feature_flag_values":{"m":{"value":${d}}}}}`],
        ['PUT', `/overrides/${ids.ov}`, `{"data":{"feature_flag_values":{"m":{"value":${d}}}}}`],
        ['PUT', '/user-informations/preferences', `{"data":{"preferences":{"a":${d}}}}`],
        ['POST', '/projects', `{"data":{"name":"Deep","description":"d","settings":${d}}}`],
      ];
      for (const [method, path, raw] of cases) {
        const r = await owner.request(method, path, { raw, contentType: json });
        expect(r.status, `${method} ${path} → ${r.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        check(r, `${method} ${path}`);
      }
      // a reasonably nested json value is fine
      const ok = await owner.put(`/feature-flags/${ids.flag}`, { data: { value: { a: { b: { c: [1, [2, [3]]] } } } } });
      expect(ok.status, ok.text).toBe(200);
    });

    it('malformed query strings on read routes answer 4xx with a code', async () => {
      const reads = [
        '/feature-flags?projectId[]=x',
        `/feature-flags?projectId=${ids.pid}&projectId=${ids.pid}`,
        `/feature-flags?projectId=${ids.pid}&search=a&search=b`,
        '/feature-flags/stats?projectId[a]=b',
        `/feature-flags/check-key-availability?projectId=${ids.pid}`,
        `/feature-flags/check-key-availability?projectId=${ids.pid}&key=`,
        `/feature-flags/check-key-availability?projectId=${ids.pid}&key=a&key=b`,
        `/overrides?projectId=${ids.pid}&environmentId=a&environmentId=b`,
        '/overrides?projectId=%ZZ',
        '/feature-flags?filters[project][id][x]=1',
      ];
      for (const path of reads) {
        const r = await owner.get(path);
        expect(r.status, `${path} → ${r.text}`).toBeGreaterThanOrEqual(400);
        check(r, path);
      }
    });
  });
});
