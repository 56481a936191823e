import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '@flagstream/domain';
import { startTestGateway } from './support/testGateway';
import type { TestGateway, TestProject } from './support/testGateway';

/**
 * The web shell's project list (issues 18 and 21): it reads counts, not every project's tree.
 * The counts come from the view the list already holds; the sizes show what the slim list saves.
 */
const dir = mkdtempSync(join(tmpdir(), 'flagstream-project-list-'));
const plansFile = join(dir, 'plans.json');
// 30 flags and 3 overrides on the free plan: the project a busy team has
writeFileSync(plansFile, JSON.stringify({ plans: DEFAULT_PLANS.plans.map((p) => ({ ...p, featureMaxProjects: -1, featureMaxFeatureFlags: -1 })) }));

const PERMISSIONS =
  'permissions { canManageFlags canManageEnvironments canManageOverrides canInviteUsers canManageProject canDeleteProject canManageMembers canManageBilling }';
const HEAD = `id uuid slug name description status createdAt role owner { id clerkId name } settings { environments status } ${PERMISSIONS}`;
/** What the shell's MyProjects asked for before (every project's full tree). */
const FULL_TREE = `query MyProjects { myProjects { ${HEAD}
  teamMembers { id clerkId name email role }
  environments { id uuid name description type status order slug variables createdAt updatedAt }
  featureFlags { id name key description type value enabled createdAt updatedAt }
  overrides { id uuid name description environment { id uuid name } featureFlagValues expiresAt isActive expired priority createdAt } } }`;
/** What it asks for now (web/src/apollo/documents/projects.ts). */
const SLIM = `query MyProjects { myProjects { ${HEAD} environmentCount featureFlagCount teamMemberCount } }`;

describe('GraphQL project counts (the shell project list)', () => {
  let gw: TestGateway;
  let token: string;
  let project: TestProject;

  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    const body = JSON.parse(text) as { data?: any; errors?: unknown[] };
    expect(body.errors, text).toBeUndefined();
    return { data: body.data, bytes: Buffer.byteLength(text) };
  };

  beforeAll(async () => {
    gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: dir, PLANS_FILE: plansFile } });
    const res = await fetch(`${gw.url}/api/dev-auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: gw.owner.id, name: gw.owner.name, email: gw.owner.email }),
    });
    token = ((await res.json()) as { token: string }).token;
    project = await gw.createProject('Storefront');
    for (let i = 0; i < 30; i++) {
      const flag = await gw.createFlag(project.projectId, {
        name: `Flag ${i}`,
        key: `flag_${i}`,
        type: i % 2 ? 'string' : 'boolean',
        value: i % 2 ? `value ${i}` : true,
      });
      // every flag has its own value in production, as a live project does
      await gw.runOnly(project.projectId, {
        kind: 'SetEnvironmentVariable',
        environmentId: project.env('production').id,
        flagKey: flag.key,
        setting: { value: flag.value, enabled: true },
      });
    }
    for (const name of ['QA', 'Demo', 'Beta']) {
      await gw.createOverride(project.projectId, { name, environmentId: project.env('staging').id, featureFlagValues: { flag_0: { value: false } } });
    }
    await gw.createProject('Empty', ['development']);
  }, 60_000);
  afterAll(async () => {
    await gw?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts environments, flags and the team of every project, the same as the lists', async () => {
    const { data } = await post(
      `{ myProjects { name environmentCount featureFlagCount teamMemberCount environments { id } featureFlags { id } teamMembers { id } } }`,
    );
    const byName = Object.fromEntries(data.myProjects.map((p: { name: string }) => [p.name, p]));
    expect(byName.Storefront).toMatchObject({ environmentCount: 3, featureFlagCount: 30, teamMemberCount: 0 });
    expect(byName.Empty).toMatchObject({ environmentCount: 1, featureFlagCount: 0, teamMemberCount: 0 });
    for (const p of data.myProjects) {
      expect(p.environmentCount).toBe(p.environments.length);
      expect(p.featureFlagCount).toBe(p.featureFlags.length);
      expect(p.teamMemberCount).toBe(p.teamMembers.length);
    }
    const one = await post('query ($id: ID!) { project(id: $id) { environmentCount featureFlagCount teamMemberCount } }', { id: project.projectId });
    expect(one.data.project).toEqual({ environmentCount: 3, featureFlagCount: 30, teamMemberCount: 0 });
  });

  it('the slim list carries no environment variables and is a small part of the full tree', async () => {
    const full = await post(FULL_TREE);
    const slim = await post(SLIM);
    expect(JSON.stringify(slim.data)).not.toContain('variables');
    expect(JSON.stringify(slim.data)).not.toContain('flag_');
    const storefront = (d: { myProjects: Array<{ name: string }> }) => Buffer.byteLength(JSON.stringify(d.myProjects.find((p) => p.name === 'Storefront')));
    // the project of 30 flags, 3 environments (30 values in one) and 3 overrides, alone and with an empty one
    console.info(`MyProjects: full tree ${full.bytes} B (Storefront ${storefront(full.data)} B), slim ${slim.bytes} B (Storefront ${storefront(slim.data)} B)`);
    expect(storefront(slim.data) * 10).toBeLessThan(storefront(full.data));
    expect(slim.bytes * 5).toBeLessThan(full.bytes);
  });
});
