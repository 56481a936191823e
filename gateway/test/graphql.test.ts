import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLEnumType, GraphQLError, getIntrospectionQuery, parse, validate } from 'graphql';
import { ACTIVITY_COLOURS, AUDIT_EVENT_GROUPS, DomainError, ENTITY_KINDS, ROLES } from '@flagstream/domain';
import { buildSchema, createFormatError, introspectionEnabled, measureOperation, queryLimitsRule } from '../src/graphql';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';

/**
 * GraphQL at /graphql over HTTP: a full round trip through every area, each mutation's
 * answer carrying its own effect and an immediate query showing it too; the error codes;
 * the query limits; batching, CSRF and introspection.
 */

const keyDir = mkdtempSync(join(tmpdir(), 'flagstream-graphql-'));
afterAll(() => rmSync(keyDir, { recursive: true, force: true }));

interface GqlError {
  message: string;
  path?: Array<string | number>;
  extensions: { code: string; status?: number; details?: Record<string, unknown>; [k: string]: unknown };
}
interface GqlResponse<T = any> {
  status: number;
  data: T;
  errors?: GqlError[];
  raw: any;
}

async function gql<T = any>(gw: TestGateway, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>> {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
  });
  const raw = (await res.json()) as any;
  return { status: res.status, data: raw.data, errors: raw.errors, raw };
}

/** The data of a successful answer (fails the test with the errors otherwise). */
async function ok<T = any>(gw: TestGateway, query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const r = await gql<T>(gw, query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.status).toBe(200);
  return r.data;
}

/** The single error of a failed answer. */
async function failure(gw: TestGateway, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlError & { httpStatus: number }> {
  const r = await gql(gw, query, variables, token);
  expect(r.errors, JSON.stringify(r.raw)).toHaveLength(1);
  const e = r.errors![0]!;
  expect(e.extensions).not.toHaveProperty('stacktrace');
  return { ...e, httpStatus: r.status };
}

async function tokenFor(gw: TestGateway, userId: string, name: string, email: string): Promise<string> {
  const res = await fetch(`${gw.url}/api/dev-auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, name, email }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const PROJECT_FIELDS = `
  id uuid slug name description status createdAt
  owner { id clerkId name }
  teamMembers { id clerkId name email role }
  environments { id uuid name slug type status order projectId apiKey variables }
  featureFlags { id key name type value enabled }
  overrides { id name isActive }
  settings { environments status }
  role
  permissions { canManageFlags canManageEnvironments canManageOverrides canInviteUsers canManageProject canDeleteProject canManageMembers canManageBilling }
`;
const FLAG_FIELDS =
  'id name key description type value enabled projectId project { id } createdAt updatedAt environmentValues { environmentId environmentName value enabled hasCustomValue }';
const ENV_FIELDS = 'id uuid name description type status order slug projectId apiKey variables';
const OVERRIDE_FIELDS =
  'id uuid name description environment { id uuid name } projectId project { id name } featureFlagValues expiresAt isActive expired priority createdAt';
const MEMBER_FIELDS = 'id role status joinedAt user { id clerkId fullName email }';
const INVITATION_FIELDS = 'id email role status createdAt expiresAt message invitedBy { id name } token invitationUrl';

describe('GraphQL /graphql', () => {
  let gw: TestGateway;
  let owner: string;
  let viewer: string;
  let outsider: string;
  let dev: string;

  beforeAll(async () => {
    gw = await startTestGateway({
      env: { DEV_AUTH_KEY_DIR: keyDir, PUBLIC_URL: 'http://localhost:4000', RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_SIGNIN_PER_MINUTE: '100000' },
    });
    owner = await tokenFor(gw, 'gql-owner', 'Olga Owner', 'olga@example.com');
    viewer = await tokenFor(gw, 'gql-viewer', 'Vera Viewer', 'vera@example.com');
    outsider = await tokenFor(gw, 'gql-outsider', 'Otto Outsider', 'otto@example.com');
    dev = await tokenFor(gw, 'gql-dev', 'Dana Dev', 'dana@example.com');
  });
  afterAll(async () => {
    await gw?.close();
  });

  describe('a full round trip', () => {
    let projectId: string;
    let envs: Record<string, { id: string; uuid: string }>;
    const flagIds: Record<string, string> = {};
    const flagKeys: Record<string, string> = {};
    let overrideId: string;
    let invitationToken: string;
    let invitationId: string;

    it('initialises the user and creates a project; the answer and an immediate query show it, with role and permissions', async () => {
      const v = await ok(gw, 'mutation { validateUserInfo { user { id clerkId fullName email preferences } } }', undefined, owner);
      expect(v.validateUserInfo.user).toMatchObject({
        id: 'gql-owner',
        clerkId: 'gql-owner',
        fullName: 'Olga Owner',
        email: 'olga@example.com',
        preferences: {},
      });

      const created = await ok(
        gw,
        `mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { ${PROJECT_FIELDS} } } }`,
        {
          input: { name: 'Checkout Service', description: 'Payments and checkout', settings: { environments: ['development', 'staging', 'production'] } },
        },
        owner,
      );
      const p = created.createProject.project;
      projectId = p.id;
      expect(p).toMatchObject({
        name: 'Checkout Service',
        slug: 'checkout-service',
        description: 'Payments and checkout',
        status: 'active',
        role: 'owner',
        owner: { id: 'gql-owner', clerkId: 'gql-owner', name: 'Olga Owner' },
        teamMembers: [],
        featureFlags: [],
        overrides: [],
        settings: { environments: ['development', 'staging', 'production'], status: 'active' },
        permissions: {
          canManageFlags: true,
          canManageEnvironments: true,
          canManageOverrides: true,
          canInviteUsers: true,
          canManageProject: true,
          canDeleteProject: true,
          canManageMembers: true,
          canManageBilling: true,
        },
      });
      expect(p.environments.map((e: { name: string }) => e.name)).toEqual(['development', 'staging', 'production']);
      expect(p.environments[0]).toMatchObject({ type: 'development', status: 'active', order: 0, projectId, variables: {} });
      expect(p.environments[0].apiKey).toEqual(expect.any(String));
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      envs = Object.fromEntries(p.environments.map((e: { name: string; id: string; uuid: string }) => [e.name, { id: e.id, uuid: e.uuid }]));

      const q = await ok(
        gw,
        `query ($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } myProjects { id name role permissions { canManageFlags canInviteUsers } } projects { id } }`,
        { id: projectId },
        owner,
      );
      expect(q.project).toEqual(p);
      expect(q.myProjects).toContainEqual({
        id: projectId,
        name: 'Checkout Service',
        role: 'owner',
        permissions: { canManageFlags: true, canInviteUsers: true },
      });
      expect(q.projects.map((x: { id: string }) => x.id)).toContain(projectId);
    });

    it('creates a feature flag of each type; each answer and the list show it', async () => {
      const cases = [
        { type: 'boolean', name: 'New Checkout', value: true, key: 'new_checkout' },
        { type: 'string', name: 'Banner Text', value: 'Hello', key: 'banner_text' },
        { type: 'number', name: 'Max Items', value: 42, key: 'max_items' },
        { type: 'json', name: 'Theme Config', value: { colour: 'blue', sizes: [1, 2] }, key: 'theme_config' },
      ] as const;
      for (const c of cases) {
        const r = await ok(
          gw,
          `mutation ($input: CreateFeatureFlagInput!) { createFeatureFlag(input: $input) { flag { ${FLAG_FIELDS} } } }`,
          {
            input: { projectId, name: c.name, type: c.type, value: c.value, description: `${c.type} flag` },
          },
          owner,
        );
        const f = r.createFeatureFlag.flag;
        expect(f).toMatchObject({
          name: c.name,
          key: c.key,
          type: c.type,
          value: c.value,
          enabled: true,
          projectId,
          project: { id: projectId },
          description: `${c.type} flag`,
        });
        expect(f.environmentValues).toEqual(
          ['development', 'staging', 'production'].map((n) => ({
            environmentId: envs[n]!.id,
            environmentName: n,
            value: c.value,
            enabled: true,
            hasCustomValue: false,
          })),
        );
        flagIds[c.type] = f.id;
        flagKeys[c.type] = f.key;
      }
      const list = await ok(
        gw,
        'query ($p: ID!) { featureFlags(projectId: $p) { id key type value } matching: featureFlags(projectId: $p, search: "banner") { key } }',
        { p: projectId },
        owner,
      );
      expect(list.featureFlags.map((f: { key: string }) => f.key)).toEqual(['new_checkout', 'banner_text', 'max_items', 'theme_config']);
      expect(list.featureFlags[3].value).toEqual({ colour: 'blue', sizes: [1, 2] });
      expect(list.matching).toEqual([{ key: 'banner_text' }]);

      const stats = await ok(
        gw,
        'query ($p: ID!) { featureFlagStats(projectId: $p) { total enabled disabled byType { boolean string number json } } taken: checkFlagKeyAvailability(projectId: $p, key: "max_items") { available key } free: checkFlagKeyAvailability(projectId: $p, key: "fresh_key") { available } own: checkFlagKeyAvailability(projectId: $p, key: "max_items", flagId: "' +
          flagIds.number +
          '") { available } }',
        { p: projectId },
        owner,
      );
      expect(stats.featureFlagStats).toEqual({ total: 4, enabled: 4, disabled: 0, byType: { boolean: 1, string: 1, number: 1, json: 1 } });
      expect(stats.taken).toEqual({ available: false, key: 'max_items' });
      expect(stats.free.available).toBe(true);
      expect(stats.own.available).toBe(true);
    });

    it('updates, toggles and bulk-toggles flags; each answer and an immediate query show the change', async () => {
      const u = await ok(
        gw,
        'mutation ($id: ID!) { updateFeatureFlag(input: { id: $id, name: "Banner Copy", value: "Welcome" }) { flag { id name key value } } }',
        { id: flagIds.string },
        owner,
      );
      expect(u.updateFeatureFlag.flag).toEqual({ id: flagIds.string, name: 'Banner Copy', key: 'banner_text', value: 'Welcome' });

      const t = await ok(gw, 'mutation ($id: ID!) { toggleFeatureFlag(input: { id: $id }) { flag { id enabled } } }', { id: flagIds.boolean }, owner);
      expect(t.toggleFeatureFlag.flag).toEqual({ id: flagIds.boolean, enabled: false });
      const after = await ok(
        gw,
        'query ($id: ID!, $s: ID!) { featureFlag(id: $id) { enabled } s: featureFlag(id: $s) { name value } }',
        { id: flagIds.boolean, s: flagIds.string },
        owner,
      );
      expect(after.featureFlag.enabled).toBe(false);
      expect(after.s).toEqual({ name: 'Banner Copy', value: 'Welcome' });

      const b = await ok(
        gw,
        'mutation ($ids: [ID!]!) { bulkToggleFeatureFlags(input: { flagIds: $ids, enabled: true }) { flags { id enabled } } }',
        { ids: [flagIds.boolean, flagIds.number] },
        owner,
      );
      expect(b.bulkToggleFeatureFlags.flags).toEqual([
        { id: flagIds.boolean, enabled: true },
        { id: flagIds.number, enabled: true },
      ]);
      expect((await ok(gw, 'query ($id: ID!) { featureFlag(id: $id) { enabled } }', { id: flagIds.boolean }, owner)).featureFlag.enabled).toBe(true);
    });

    it('sets, replaces and resets environment values; the environment and the flag show them at once', async () => {
      const set = await ok(
        gw,
        `mutation ($env: ID!, $key: String!) { setEnvironmentValue(input: { environmentId: $env, flagKey: $key, flagValue: { value: false, enabled: true } }) { environment { ${ENV_FIELDS} } } }`,
        { env: envs.staging!.id, key: flagKeys.boolean },
        owner,
      );
      expect(set.setEnvironmentValue.environment.variables).toEqual({ [flagKeys.boolean!]: { value: false, enabled: true } });
      const fv = await ok(
        gw,
        'query ($id: ID!) { featureFlag(id: $id) { environmentValues { environmentName value enabled hasCustomValue } } }',
        { id: flagIds.boolean },
        owner,
      );
      expect(fv.featureFlag.environmentValues).toEqual([
        { environmentName: 'development', value: true, enabled: true, hasCustomValue: false },
        { environmentName: 'staging', value: false, enabled: true, hasCustomValue: true },
        { environmentName: 'production', value: true, enabled: true, hasCustomValue: false },
      ]);

      const vars = { [flagKeys.string!]: { value: 'Production hello', enabled: true }, [flagKeys.number!]: { value: 7, enabled: false } };
      const replaced = await ok(
        gw,
        'mutation ($id: ID!, $v: JSON!) { setEnvironmentVariables(input: { id: $id, variables: $v }) { environment { id variables } } }',
        { id: envs.production!.id, v: vars },
        owner,
      );
      expect(replaced.setEnvironmentVariables.environment.variables).toEqual(vars);
      expect((await ok(gw, 'query ($id: ID!) { environment(id: $id) { variables } }', { id: envs.production!.id }, owner)).environment.variables).toEqual(vars);

      const config = await ok(gw, 'query ($id: ID!) { environmentConfig(id: $id) }', { id: envs.production!.id }, owner);
      expect(config.environmentConfig).toMatchObject({ success: true, data: { flags: { [flagKeys.string!]: { value: 'Production hello' } } } });

      const reset = await ok(
        gw,
        'mutation ($env: ID!, $key: String!) { setEnvironmentValue(input: { environmentId: $env, flagKey: $key, flagValue: null }) { environment { variables } } }',
        { env: envs.staging!.id, key: flagKeys.boolean },
        owner,
      );
      expect(reset.setEnvironmentValue.environment.variables).toEqual({});
      expect((await ok(gw, 'query ($id: ID!) { environment(id: $id) { variables } }', { id: envs.staging!.id }, owner)).environment.variables).toEqual({});
    });

    it('creates, updates, regenerates the key of and deletes an environment (within the plan limit)', async () => {
      const limit = await failure(
        gw,
        'mutation ($p: ID!) { createEnvironment(input: { projectId: $p, name: "qa" }) { environment { id } } }',
        { p: projectId },
        owner,
      );
      expect(limit.extensions).toEqual({
        code: 'PLAN_LIMIT_REACHED',
        status: 402,
        details: { limitType: 'environments', count: 3, max: 3, plan: 'Free', planId: 'free' },
      });

      const small = (
        await ok(
          gw,
          'mutation { createProject(input: { name: "Envs", description: "One environment", settings: { environments: ["development"] } }) { project { id } } }',
          undefined,
          owner,
        )
      ).createProject.project.id;
      const c = await ok(
        gw,
        `mutation ($p: ID!) { createEnvironment(input: { projectId: $p, name: "qa", description: "QA lab" }) { environment { ${ENV_FIELDS} } } }`,
        { p: small },
        owner,
      );
      const env = c.createEnvironment.environment;
      expect(env).toMatchObject({ name: 'qa', description: 'QA lab', type: 'development', status: 'active', order: 1, projectId: small, variables: {} });
      const listed = await ok(gw, 'query ($p: ID!) { environments(projectId: $p) { name } }', { p: small }, owner);
      expect(listed.environments.map((e: { name: string }) => e.name)).toEqual(['development', 'qa']);

      const u = await ok(
        gw,
        'mutation ($id: ID!) { updateEnvironment(input: { id: $id, name: "quality", type: "testing" }) { environment { name type } } }',
        { id: env.id },
        owner,
      );
      expect(u.updateEnvironment.environment).toEqual({ name: 'quality', type: 'testing' });
      const k = await ok(gw, 'mutation ($id: ID!) { regenerateApiKey(input: { id: $id }) { environment { apiKey } } }', { id: env.id }, owner);
      expect(k.regenerateApiKey.environment.apiKey).toEqual(expect.any(String));
      expect(k.regenerateApiKey.environment.apiKey).not.toBe(env.apiKey);
      expect((await ok(gw, 'query ($id: ID!) { environment(id: $id) { apiKey } }', { id: env.id }, owner)).environment.apiKey).toBe(
        k.regenerateApiKey.environment.apiKey,
      );

      const d = await ok(gw, 'mutation ($id: ID!) { deleteEnvironment(input: { id: $id }) { deletedId } }', { id: env.id }, owner);
      expect(d.deleteEnvironment).toEqual({ deletedId: env.id });
      const gone = await failure(gw, 'query ($id: ID!) { environment(id: $id) { id } }', { id: env.id }, owner);
      expect(gone.extensions).toMatchObject({ code: 'ENVIRONMENT_NOT_FOUND', status: 404 });
      await ok(gw, 'mutation ($id: ID!) { deleteProject(input: { id: $id }) { deletedId } }', { id: small }, owner);
    });

    it('creates, toggles, updates and bulk-applies an override', async () => {
      const c = await ok(
        gw,
        `mutation ($input: CreateOverrideInput!) { createOverride(input: $input) { override { ${OVERRIDE_FIELDS} } } }`,
        {
          input: {
            projectId,
            environmentId: envs.development!.id,
            name: 'Beta testers',
            description: 'Early access',
            featureFlagValues: { [flagKeys.boolean!]: { value: false, enabled: true } },
          },
        },
        owner,
      );
      const o = c.createOverride.override;
      overrideId = o.id;
      expect(o).toMatchObject({
        name: 'Beta testers',
        description: 'Early access',
        projectId,
        project: { id: projectId, name: 'Checkout Service' },
        environment: { id: envs.development!.id, uuid: envs.development!.uuid, name: 'development' },
        featureFlagValues: { [flagKeys.boolean!]: { value: false, enabled: true } },
        expiresAt: null,
        isActive: true,
        expired: false,
        priority: 0,
      });
      const listed = await ok(
        gw,
        'query ($p: ID!, $e: ID!) { overrides(projectId: $p) { id } inEnv: overrides(projectId: $p, environmentId: $e) { id } }',
        { p: projectId, e: envs.staging!.id },
        owner,
      );
      expect(listed.overrides).toEqual([{ id: overrideId }]);
      expect(listed.inEnv).toEqual([]);

      const t = await ok(gw, 'mutation ($id: ID!) { toggleOverride(input: { id: $id }) { override { id isActive } } }', { id: overrideId }, owner);
      expect(t.toggleOverride.override).toEqual({ id: overrideId, isActive: false });
      expect((await ok(gw, 'query ($id: ID!) { override(id: $id) { isActive } }', { id: overrideId }, owner)).override.isActive).toBe(false);

      const expiry = new Date(Date.now() + 86_400_000).toISOString();
      const u = await ok(
        gw,
        'mutation ($id: ID!, $at: DateTime) { updateOverride(input: { id: $id, name: "Beta", priority: 5, expiresAt: $at }) { override { name priority expiresAt } } }',
        { id: overrideId, at: expiry },
        owner,
      );
      expect(u.updateOverride.override).toEqual({ name: 'Beta', priority: 5, expiresAt: expiry });
      expect((await ok(gw, 'query ($id: ID!) { override(id: $id) { name priority expiresAt } }', { id: overrideId }, owner)).override).toEqual(
        u.updateOverride.override,
      );

      const b = await ok(
        gw,
        'mutation ($ids: [ID!]!, $e: ID!) { bulkApplyOverrides(input: { overrideIds: $ids, environmentId: $e }) { overrides { id environment { name } } } }',
        { ids: [overrideId], e: envs.staging!.id },
        owner,
      );
      expect(b.bulkApplyOverrides.overrides).toEqual([{ id: overrideId, environment: { name: 'staging' } }]);

      const cleanup = await ok(gw, 'mutation ($p: ID) { cleanupExpiredOverrides(input: { projectId: $p }) { deleted message } }', { p: projectId }, owner);
      expect(cleanup.cleanupExpiredOverrides).toEqual({ deleted: 0, message: 'No expired overrides' });
    });

    it('invites a member; the invitation shows in the project and its public details; the invitee accepts', async () => {
      const inv = await ok(
        gw,
        `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { message invitation { ${INVITATION_FIELDS} } } }`,
        {
          input: { projectId, email: 'vera@example.com', role: 'viewer', message: 'Join us' },
        },
        owner,
      );
      expect(inv.inviteMember.message).toBe('Invitation created for vera@example.com: copy the link and send it to them');
      const i = inv.inviteMember.invitation;
      expect(i).toMatchObject({
        email: 'vera@example.com',
        role: 'viewer',
        status: 'pending',
        message: 'Join us',
        invitedBy: { id: 'gql-owner', name: 'Olga Owner' },
      });
      expect(i.invitationUrl).toBe(`http://localhost:4000/invitation/${i.token}`);
      invitationToken = i.token;
      invitationId = i.id;

      const listed = await ok(gw, `query ($p: ID!) { projectInvitations(projectId: $p) { ${INVITATION_FIELDS} } }`, { p: projectId }, owner);
      expect(listed.projectInvitations).toEqual([{ ...i, token: null, invitationUrl: null }]);

      // public: no token sent
      const details = await ok(
        gw,
        'query ($t: String!) { invitationDetails(token: $t) { token email role status expiresAt message invitedBy { name } project { name description } } }',
        { t: invitationToken },
      );
      expect(details.invitationDetails).toMatchObject({
        token: invitationToken,
        email: 'vera@example.com',
        role: 'viewer',
        status: 'pending',
        message: 'Join us',
        invitedBy: { name: 'Olga Owner' },
        project: { name: 'Checkout Service', description: 'Payments and checkout' },
      });

      const accepted = await ok(
        gw,
        'mutation ($t: String!) { acceptInvitation(input: { token: $t }) { project { id name } role message } }',
        { t: invitationToken },
        viewer,
      );
      expect(accepted.acceptInvitation).toEqual({
        project: { id: projectId, name: 'Checkout Service' },
        role: 'viewer',
        message: 'Successfully joined the project!',
      });

      const mine = await ok(
        gw,
        `query { myMemberships { id project { id name } role } myProjects { id role permissions { canManageFlags canManageEnvironments canManageOverrides canInviteUsers canManageProject } } }`,
        undefined,
        viewer,
      );
      expect(mine.myMemberships).toContainEqual({ id: `${projectId}:gql-viewer`, project: { id: projectId, name: 'Checkout Service' }, role: 'viewer' });
      expect(mine.myProjects).toContainEqual({
        id: projectId,
        role: 'viewer',
        permissions: { canManageFlags: false, canManageEnvironments: false, canManageOverrides: false, canInviteUsers: false, canManageProject: false },
      });
      // a viewer does not see API keys
      const seen = await ok(gw, 'query ($id: ID!) { project(id: $id) { environments { apiKey } } }', { id: projectId }, viewer);
      expect(seen.project.environments.every((e: { apiKey: string | null }) => e.apiKey === null)).toBe(true);
    });

    it('lists members, changes a role, adds and removes a team member, cancels an invitation, auto-accepts', async () => {
      const members = await ok(gw, `query ($p: ID!) { projectMembers(projectId: $p) { ${MEMBER_FIELDS} } }`, { p: projectId }, owner);
      expect(members.projectMembers.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
        ['owner', 'owner'],
        ['gql-viewer', 'viewer'],
      ]);
      expect(members.projectMembers[1]).toMatchObject({
        status: 'active',
        user: { id: 'gql-viewer', clerkId: 'gql-viewer', fullName: 'Vera Viewer', email: 'vera@example.com' },
      });

      const r = await ok(
        gw,
        `mutation ($p: ID!) { updateMemberRole(input: { projectId: $p, memberId: "gql-viewer", role: developer }) { message member { id role } } }`,
        { p: projectId },
        owner,
      );
      expect(r.updateMemberRole).toEqual({ message: 'Role updated to developer', member: { id: 'gql-viewer', role: 'developer' } });
      const back = await ok(
        gw,
        `mutation ($p: ID!) { updateMemberRole(input: { projectId: $p, memberId: "gql-viewer", role: viewer }) { member { role } } }`,
        { p: projectId },
        owner,
      );
      expect(back.updateMemberRole.member.role).toBe('viewer');

      await ok(gw, 'mutation { validateUserInfo { user { id } } }', undefined, dev);
      const added = await ok(
        gw,
        `mutation ($p: ID!) { addTeamMember(input: { projectId: $p, userId: "gql-dev", role: developer }) { project { teamMembers { id name email role } } } }`,
        { p: projectId },
        owner,
      );
      // an invitation (issue 15): gql-dev joins by accepting it
      expect(added.addTeamMember.project.teamMembers.map((m: { id: string }) => m.id)).not.toContain('gql-dev');
      const pending = await ok(gw, 'query ($p: ID!) { projectInvitations(projectId: $p) { id role } }', { p: projectId }, owner);
      const invitationId = pending.projectInvitations.find((i: { role: string }) => i.role === 'developer').id;
      await ok(gw, 'mutation ($t: String!) { acceptInvitation(input: { token: $t }) { role } }', { t: invitationId }, dev);
      const joinedTeam = await ok(gw, 'query ($id: ID!) { project(id: $id) { teamMembers { id name email role } } }', { id: projectId }, owner);
      expect(joinedTeam.project.teamMembers).toContainEqual({ id: 'gql-dev', name: 'Dana Dev', email: 'dana@example.com', role: 'developer' });
      const devView = await ok(gw, 'query ($id: ID!) { project(id: $id) { role permissions { canManageFlags canInviteUsers } } }', { id: projectId }, dev);
      expect(devView.project).toEqual({ role: 'developer', permissions: { canManageFlags: true, canInviteUsers: false } });
      const removed = await ok(
        gw,
        `mutation ($p: ID!) { removeTeamMember(input: { projectId: $p, userId: "gql-dev" }) { project { teamMembers { id } } } }`,
        { p: projectId },
        owner,
      );
      expect(removed.removeTeamMember.project.teamMembers.map((m: { id: string }) => m.id)).not.toContain('gql-dev');

      const second = await ok(
        gw,
        `mutation ($p: ID!) { inviteMember(input: { projectId: $p, email: "otto@example.com" }) { invitation { id role } } }`,
        { p: projectId },
        owner,
      );
      expect(second.inviteMember.invitation.role).toBe('viewer');
      const cancelled = await ok(
        gw,
        'mutation ($id: ID!) { cancelInvitation(input: { id: $id }) { deletedId message } }',
        { id: second.inviteMember.invitation.id },
        owner,
      );
      expect(cancelled.cancelInvitation).toEqual({ deletedId: second.inviteMember.invitation.id, message: 'Invitation cancelled' });
      expect((await ok(gw, 'query ($p: ID!) { projectInvitations(projectId: $p) { id } }', { p: projectId }, owner)).projectInvitations).toEqual([]);

      const auto = await ok(gw, 'mutation { autoAcceptInvitations { accepted { project { id } role } message total } }', undefined, outsider);
      expect(auto.autoAcceptInvitations).toEqual({ accepted: [], message: 'No pending invitations', total: 0 });
      expect(invitationId).toEqual(expect.any(String));
    });

    it('answers the dashboard: stats and activity', async () => {
      const d = await ok(
        gw,
        'query ($p: ID!) { dashboardStats(projectId: $p) { totalEnvironments totalFeatureFlags totalOverrides recentFlags recentEnvironments projectName projectStatus } dashboardActivity(projectId: $p) { id type description timestamp colour actor { id name } } }',
        { p: projectId },
        owner,
      );
      expect(d.dashboardStats).toEqual({
        totalEnvironments: 3,
        totalFeatureFlags: 4,
        totalOverrides: 1,
        recentFlags: 4,
        recentEnvironments: 3,
        projectName: 'Checkout Service',
        projectStatus: 'active',
      });
      const types = d.dashboardActivity.map((a: { type: string }) => a.type);
      expect(types).toContain('flag_created');
      expect(types).toContain('member_added');
      expect(types.at(-1)).toBe('project_created');
      expect(d.dashboardActivity[0].actor).toEqual({ id: 'gql-owner', name: 'Olga Owner' });
    });

    it('answers plans (public), the current plan and usage', async () => {
      const plans = await ok(
        gw,
        'query { subscriptionPlans { id name monthyPrice yearlyPrice isFreePlan planOrder featureMaxEnvironments featureMaxFeatureFlags featureMaxOverrides featureMaxTeamMembers featureHasWhitelabel features } }',
      );
      expect(plans.subscriptionPlans.map((p: { id: string }) => p.id)).toEqual(['free', 'starter', 'pro', 'scale']);
      expect(plans.subscriptionPlans[0]).toMatchObject({ isFreePlan: true, monthyPrice: 0, planOrder: 0 });
      expect(plans.subscriptionPlans[0].features).toContain('Email support');
      expect(plans.subscriptionPlans[1].yearlyPrice).toBe(182.4);

      const cur = await ok(
        gw,
        'query ($p: ID!) { currentPlan(projectId: $p) { currentPlan { id name isFreePlan } planExpirationDate subscriptionVariant subscriptionStatus planPeriodStart } projectUsage(projectId: $p) { totalEnvironments totalFeatureFlags totalOverrides totalTeamMembers } }',
        { p: projectId },
        owner,
      );
      expect(cur.currentPlan).toEqual({
        currentPlan: { id: 'free', name: 'Free', isFreePlan: true },
        planExpirationDate: null,
        subscriptionVariant: 'Month',
        subscriptionStatus: 'inactive',
        planPeriodStart: null,
      });
      expect(cur.projectUsage).toEqual({ totalEnvironments: 3, totalFeatureFlags: 4, totalOverrides: 1, totalTeamMembers: 1 });
    });

    it('answers user info, stats, profile and preference updates', async () => {
      const u = await ok(
        gw,
        'mutation { updateUserInfo(input: { fullName: "Olga O.", company: "Acme" }) { user { fullName company email } } }',
        undefined,
        owner,
      );
      expect(u.updateUserInfo.user).toEqual({ fullName: 'Olga O.', company: 'Acme', email: 'olga@example.com' });
      const p = await ok(
        gw,
        'mutation { updateUserPreferences(input: { preferences: { theme: "dark", pageSize: 25 } }) { user { preferences } } }',
        undefined,
        owner,
      );
      expect(p.updateUserPreferences.user.preferences).toEqual({ theme: 'dark', pageSize: 25 });
      const q = await ok(
        gw,
        'query { userInfo { fullName company preferences createdAt updatedAt } userStats { totalProjects ownedProjects totalFeatureFlags totalEnvironments totalOverrides } }',
        undefined,
        owner,
      );
      expect(q.userInfo).toMatchObject({ fullName: 'Olga O.', company: 'Acme', preferences: { theme: 'dark', pageSize: 25 } });
      expect(q.userStats).toEqual({ totalProjects: 1, ownedProjects: 1, totalFeatureFlags: 4, totalEnvironments: 3, totalOverrides: 1 });
      const g = await ok(gw, 'mutation { generateMissingUuids { success message generated } }', undefined, owner);
      expect(g.generateMissingUuids).toEqual({ success: true, generated: 0, message: 'All projects and environments already have UUIDs' });
    });

    it('deletes a flag, an override and a project; queries then say not found', async () => {
      const f = await ok(gw, 'mutation ($id: ID!) { deleteFeatureFlag(input: { id: $id }) { deletedId } }', { id: flagIds.json }, owner);
      expect(f.deleteFeatureFlag).toEqual({ deletedId: flagIds.json });
      expect((await failure(gw, 'query ($id: ID!) { featureFlag(id: $id) { id } }', { id: flagIds.json }, owner)).extensions).toMatchObject({
        code: 'FLAG_NOT_FOUND',
        status: 404,
      });

      const o = await ok(gw, 'mutation ($id: ID!) { deleteOverride(input: { id: $id }) { deletedId } }', { id: overrideId }, owner);
      expect(o.deleteOverride).toEqual({ deletedId: overrideId });
      expect((await failure(gw, 'query ($id: ID!) { override(id: $id) { id } }', { id: overrideId }, owner)).extensions.code).toBe('OVERRIDE_NOT_FOUND');

      const other = (await ok(gw, 'mutation { createProject(input: { name: "Scratch", description: "To delete" }) { project { id } } }', undefined, owner))
        .createProject.project.id;
      const renamed = await ok(
        gw,
        'mutation ($id: ID!) { updateProject(input: { id: $id, name: "Scratch 2" }) { project { name slug } } }',
        { id: other },
        owner,
      );
      expect(renamed.updateProject.project.name).toBe('Scratch 2');
      expect((await ok(gw, 'mutation ($id: ID!) { deleteProject(input: { id: $id }) { deletedId } }', { id: other }, owner)).deleteProject).toEqual({
        deletedId: other,
      });
      expect((await failure(gw, 'query ($id: ID!) { project(id: $id) { id } }', { id: other }, owner)).extensions.code).toBe('PROJECT_NOT_FOUND');
    });

    describe('errors carry extensions.code and the REST status', () => {
      it('UNAUTHENTICATED without a token (public fields still answer)', async () => {
        const e = await failure(gw, '{ myProjects { id } }');
        expect(e.message).toBe('No authentication token');
        expect(e.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
        const bad = await failure(gw, '{ myProjects { id } }', undefined, 'not-a-token');
        expect(bad.extensions.code).toBe('UNAUTHENTICATED');
        // a signed-in field fails the same way next to public ones (userInfo is non-null, so data is null)
        const mixed = await gql(gw, '{ subscriptionPlans { id } userInfo { id } }');
        expect(mixed.data).toBeNull();
        expect(mixed.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
        expect((await ok(gw, '{ subscriptionPlans { id } }')).subscriptionPlans).toHaveLength(4);
      });

      it('PROJECT_NOT_FOUND for an outsider (existence does not leak), also for its flags', async () => {
        const e = await failure(gw, 'query ($id: ID!) { project(id: $id) { id } }', { id: projectId }, outsider);
        expect(e.extensions).toMatchObject({ code: 'PROJECT_NOT_FOUND', status: 404 });
        expect(e.path).toEqual(['project']);
        const f = await failure(gw, 'query ($id: ID!) { featureFlag(id: $id) { id } }', { id: flagIds.boolean }, outsider);
        expect(f.extensions.code).toBe('FLAG_NOT_FOUND');
        const m = await failure(
          gw,
          'mutation ($p: ID!) { createFeatureFlag(input: { projectId: $p, name: "Sneaky" }) { flag { id } } }',
          { p: projectId },
          outsider,
        );
        expect(m.extensions.code).toBe('PROJECT_NOT_FOUND');
      });

      it('FORBIDDEN for a viewer', async () => {
        const e = await failure(
          gw,
          'mutation ($p: ID!) { createFeatureFlag(input: { projectId: $p, name: "Viewer Flag" }) { flag { id } } }',
          { p: projectId },
          viewer,
        );
        expect(e.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
        expect(e.message).toMatch(/permission/);
        const t = await failure(gw, 'mutation ($id: ID!) { toggleFeatureFlag(input: { id: $id }) { flag { id } } }', { id: flagIds.boolean }, viewer);
        expect(t.extensions.code).toBe('FORBIDDEN');
        // nothing changed
        expect(
          (await ok(gw, 'query ($p: ID!) { featureFlags(projectId: $p) { name } }', { p: projectId }, viewer)).featureFlags.map(
            (f: { name: string }) => f.name,
          ),
        ).not.toContain('Viewer Flag');
      });

      it('VALIDATION_FAILED for bad input: blank names, bad variables, bad dates', async () => {
        const blank = await failure(gw, 'mutation { createProject(input: { name: "   ", description: "x" }) { project { id } } }', undefined, owner);
        expect(blank.extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
        const badVar = await failure(
          gw,
          'mutation ($id: ID!, $on: Boolean!) { bulkToggleFeatureFlags(input: { flagIds: [$id], enabled: $on }) { flags { id } } }',
          { id: flagIds.boolean, on: 'yes' },
          owner,
        );
        expect(badVar.extensions).toEqual({ code: 'VALIDATION_FAILED', status: 400 });
        expect(badVar.httpStatus).toBe(400);
        const badDate = await failure(
          gw,
          'mutation ($p: ID!, $at: DateTime) { createOverride(input: { projectId: $p, environmentId: "x", name: "n", featureFlagValues: {}, expiresAt: $at }) { override { id } } }',
          { p: projectId, at: 'next tuesday' },
          owner,
        );
        expect(badDate.extensions.code).toBe('VALIDATION_FAILED');
        expect(badDate.message).toMatch(/DateTime/);
        const badType = await failure(
          gw,
          'mutation ($p: ID!) { createFeatureFlag(input: { projectId: $p, name: "Bad", type: yaml }) { flag { id } } }',
          { p: projectId },
          owner,
        );
        expect(badType.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
        const noOverrideFlags = await failure(
          gw,
          'mutation ($p: ID!, $e: ID!) { createOverride(input: { projectId: $p, environmentId: $e, name: "Empty", featureFlagValues: {} }) { override { id } } }',
          { p: projectId, e: envs.development!.id },
          owner,
        );
        expect(noOverrideFlags.extensions.code).toBe('OVERRIDE_NO_FLAGS');
        expect(noOverrideFlags.message).toBe('Please select at least one feature flag to override');
      });

      it('FLAG_KEY_TAKEN with the spec message', async () => {
        const e = await failure(
          gw,
          'mutation ($p: ID!) { createFeatureFlag(input: { projectId: $p, name: "Max Items", type: number }) { flag { id } } }',
          { p: projectId },
          owner,
        );
        expect(e.message).toBe('This key is already used in this project');
        expect(e.extensions).toEqual({ code: 'FLAG_KEY_TAKEN', status: 409, details: { key: 'max_items' } });
      });

      it('a syntax error is GRAPHQL_PARSE_FAILED with status 400', async () => {
        const e = await failure(gw, '{ myProjects { id ');
        expect(e.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED', status: 400 });
        expect(e.httpStatus).toBe(400);
      });
    });
  });

  describe('limits', () => {
    it('rejects a query nested too deep with QUERY_TOO_DEEP', async () => {
      let sel = 'name';
      for (let i = 0; i < 20; i++) sel = `ofType { ${sel} }`;
      const e = await failure(gw, `{ __type(name: "Project") { fields { type { ${sel} } } } }`);
      expect(e.extensions).toEqual({ code: 'QUERY_TOO_DEEP', status: 400 });
      expect(e.message).toMatch(/nested 24 levels deep; at most 20/);
      expect(e.httpStatus).toBe(400);
    });

    it('rejects a fragment bomb with QUERY_TOO_COMPLEX (fields counted with fragments expanded)', async () => {
      const fragments = [
        'fragment L0 on SubscriptionPlan { id name description monthyPrice yearlyPrice isFreePlan planOrder featureMaxEnvironments featureMaxFeatureFlags featureMaxOverrides featureMaxTeamMembers featureHasWhitelabel features }',
      ];
      for (let i = 1; i <= 8; i++) fragments.push(`fragment L${i} on SubscriptionPlan { ...L${i - 1} ...L${i - 1} }`);
      const e = await failure(gw, `query Bomb { subscriptionPlans { ...L8 } } ${fragments.join(' ')}`);
      expect(e.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', status: 400 });
      expect(e.message).toBe('Operation "Bomb" selects 3329 fields (fragments expanded); at most 250 are allowed.');
      // the same fragments at a reasonable size pass
      expect((await ok(gw, `{ subscriptionPlans { ...L1 } } ${fragments.slice(0, 2).join(' ')}`)).subscriptionPlans).toHaveLength(4);
    });

    it('rejects too many aliases with TOO_MANY_ALIASES', async () => {
      const fields = Array.from({ length: 31 }, (_, i) => `a${i}: subscriptionPlans { id }`).join(' ');
      const e = await failure(gw, `{ ${fields} }`);
      expect(e.extensions).toEqual({ code: 'TOO_MANY_ALIASES', status: 400 });
    });

    it('refuses batched requests', async () => {
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ query: '{ subscriptionPlans { id } }' }, { query: '{ subscriptionPlans { id } }' }]),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: GqlError[] };
      expect(body.errors[0]!.extensions.code).toBe('BAD_REQUEST');
      expect(body.errors[0]!.message).toMatch(/batching/i);
    });

    it('prevents CSRF: a simple GET is refused; GET with a preflight header answers queries, never mutations', async () => {
      const q = encodeURIComponent('{ subscriptionPlans { id } }');
      const simple = await fetch(`${gw.url}/graphql?query=${q}`);
      expect(simple.status).toBe(400);
      expect(await simple.text()).toMatch(/CSRF/);
      const preflighted = await fetch(`${gw.url}/graphql?query=${q}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(preflighted.status).toBe(200);
      expect(((await preflighted.json()) as any).data.subscriptionPlans).toHaveLength(4);
      const m = encodeURIComponent('mutation { generateMissingUuids { generated } }');
      const viaGet = await fetch(`${gw.url}/graphql?query=${m}`, { headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${owner}` } });
      expect(viaGet.status).toBe(405);
      const textPlain = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: '{ subscriptionPlans { id } }' }),
      });
      expect(textPlain.status).toBe(400);
    });

    it('measures fragments once however often they expand, and counts aliases', () => {
      const doc = parse('query Q { a: subscriptionPlans { ...F } b: subscriptionPlans { ...F } } fragment F on SubscriptionPlan { id name }');
      const op = doc.definitions[0] as Parameters<typeof measureOperation>[0];
      const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [])));
      expect(measureOperation(op, (n) => fragments.get(n))).toEqual({ depth: 2, introspectionDepth: 2, cost: 6, aliases: 2, repeats: 1 });
    });

    it('applies the depth limit to data fields of the real schema', () => {
      const schema = buildSchema();
      const q = parse('{ myProjects { featureFlags { environmentValues { environmentName } } } }');
      expect(validate(schema, q, [queryLimitsRule({ maxDepth: 4, maxIntrospectionDepth: 20, maxCost: 100, maxAliases: 5 })])).toEqual([]);
      const errors = validate(schema, q, [queryLimitsRule({ maxDepth: 3, maxIntrospectionDepth: 20, maxCost: 3, maxAliases: 5 })]);
      expect(errors.map((e) => e.extensions.code)).toEqual(['QUERY_TOO_DEEP', 'QUERY_TOO_COMPLEX']);
    });
  });

  describe('the schema', () => {
    it("spells the closed sets' enums as the domain does (one value crosses REST and GraphQL unchanged)", () => {
      const schema = buildSchema();
      const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.value as string);
      expect(values('EventType').sort()).toEqual([...new Set(AUDIT_EVENT_GROUPS.flatMap((g) => g.types))].sort());
      expect(values('EntityKind').sort()).toEqual([...ENTITY_KINDS].sort());
      expect(values('Role').sort()).toEqual([...ROLES].sort());
      expect(values('ActivityType').sort()).toEqual(Object.keys(ACTIVITY_COLOURS).sort());
    });

    it('has no snake_case field or argument, and every mutation is verbNoun(input: VerbNounInput!): VerbNounPayload!', () => {
      const schema = buildSchema();
      const snake: string[] = [];
      for (const t of Object.values(schema.getTypeMap())) {
        if (t.name.startsWith('__') || !('getFields' in t)) continue;
        for (const f of Object.values(t.getFields())) if (f.name.includes('_')) snake.push(`${t.name}.${f.name}`);
      }
      expect(snake).toEqual([]);
      // schema/common.graphql: one input named after the mutation (none when there is nothing to say), one payload named after it
      const offConvention = Object.values(schema.getMutationType()!.getFields())
        .map((f) => {
          const Name = f.name[0]!.toUpperCase() + f.name.slice(1);
          const args = f.args.map((a) => `${a.name}: ${String(a.type)}`).join(', ');
          return { name: f.name, signature: `${f.name}(${args}): ${String(f.type)}`, Name, argsOk: args === '' || args === `input: ${Name}Input!` };
        })
        .filter((m) => !m.argsOk || !m.signature.endsWith(`: ${m.Name}Payload!`))
        .map((m) => m.signature);
      expect(offConvention).toEqual([]);
    });

    it('has a resolver for every Query and Mutation field', () => {
      const schema = buildSchema();
      for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
        for (const field of Object.values(root.getFields())) expect(field.resolve, `${root.name}.${field.name}`).toBeTypeOf('function');
      }
      expect(schema.getType('Flag')).toBeDefined();
      expect(Object.keys((schema.getType('Project') as any).getFields())).toEqual(
        expect.arrayContaining(['featureFlags', 'teamMembers', 'role', 'permissions']),
      );
    });

    it('answers introspection outside production, including the full query tools send (within the limits)', async () => {
      const r = await ok(gw, '{ __schema { queryType { name } mutationType { name } } }');
      expect(r.__schema).toEqual({ queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } });
      const full = await ok(gw, getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }));
      expect(full.__schema.types.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['Project', 'Flag', 'JSON', 'DateTime']));
    });

    it('turns introspection off in production unless GRAPHQL_INTROSPECTION=1', () => {
      expect(introspectionEnabled({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: undefined })).toBe(true);
      expect(introspectionEnabled({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: undefined })).toBe(false);
      expect(introspectionEnabled({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' })).toBe(true);
      expect(introspectionEnabled({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: '0' })).toBe(false);
    });
  });

  describe('formatError', () => {
    it('maps unknown errors to INTERNAL_ERROR without details, and domain errors like REST', () => {
      const logged: unknown[] = [];
      const format = createFormatError({ error: (o) => logged.push(o) });
      const wrap = (e: Error) => new GraphQLError(e.message, { path: ['x'], originalError: e });
      const secret = format(
        { message: 'db password is hunter2', path: ['x'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at secret.ts:1'] } },
        wrap(new Error('db password is hunter2')),
      );
      expect(secret).toEqual({ message: 'An unexpected error occurred', path: ['x'], extensions: { code: 'INTERNAL_ERROR', status: 500 } });
      expect(logged).toHaveLength(1);
      const domain = format(
        { message: 'm', path: ['x'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        wrap(new DomainError('PLAN_LIMIT_REACHED', 'Limit reached', { limitType: 'featureFlags' })),
      );
      expect(domain).toEqual({
        message: 'Limit reached',
        path: ['x'],
        extensions: { code: 'PLAN_LIMIT_REACHED', status: 402, details: { limitType: 'featureFlags' } },
      });
    });
  });
});

describe('GraphQL in production mode', () => {
  let gw: TestGateway;
  let gwOn: TestGateway;
  beforeAll(async () => {
    const env = {
      DEV_AUTH_KEY_DIR: keyDir,
      NODE_ENV: 'production',
      ALLOW_DEV_AUTH: '1',
      PUBLIC_URL: 'http://localhost:4000',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '100000',
    };
    [gw, gwOn] = await Promise.all([startTestGateway({ env }), startTestGateway({ env: { ...env, GRAPHQL_INTROSPECTION: '1' } })]);
  });
  afterAll(async () => {
    await Promise.all([gw?.close(), gwOn?.close()]);
  });

  it('refuses introspection with INTROSPECTION_DISABLED, still answers __typename, and gives no schema hints', async () => {
    const e = await failure(gw, '{ __schema { types { name } } }');
    expect(e.extensions).toEqual({ code: 'INTROSPECTION_DISABLED', status: 400 });
    expect(e.message).toBe('Introspection is disabled on this server.');
    const t = await failure(gw, '{ __type(name: "Project") { name } }');
    expect(t.extensions.code).toBe('INTROSPECTION_DISABLED');
    expect((await ok(gw, '{ __typename subscriptionPlans { id } }')).__typename).toBe('Query');
    const typo = await failure(gw, '{ subscriptionPlan { id } }');
    expect(typo.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(typo.message).not.toMatch(/Did you mean/);
  });

  it('answers introspection with GRAPHQL_INTROSPECTION=1', async () => {
    const r = await ok(gwOn, '{ __schema { queryType { name } } }');
    expect(r.__schema.queryType.name).toBe('Query');
  });
});
