/**
 * Insecure direct object references: ids of one project used through calls about another.
 *
 * - GraphQL: P's owner names project X's flags, environments, overrides, members, invitations
 *   and X itself in every query and mutation that takes an id: each is simply not found (the
 *   same answer as a made-up id), and X is unchanged. (REST: rest.permissions.test.ts.)
 * - Payments, REST and GraphQL: another tenant's order cannot be confirmed, recorded or ordered
 *   through one's own project, and nobody is charged.
 * - A caller with rights in BOTH projects still cannot mix them: P's override moved into Y's
 *   environment, P's flag keys set in Y, Y's environment in P's override, members of one
 *   project in the other; a bulk toggle over flags of a project where the caller may not
 *   manage flags changes nothing in any project.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, expectError } from './support/restClient';
import type { RestClient } from './support/restClient';
import { startTeamFixture } from './support/teamFixture';
import type { TeamFixture } from './support/teamFixture';
import { expectGqlError, expectGqlOk, gql } from './support/gqlClient';
import { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from '../src/payments/paypalSimulator';

let T: TeamFixture;
beforeAll(async () => {
  T = await startTeamFixture('idor');
});
afterAll(async () => {
  await T?.close();
});

const owner = (): RestClient => T.c.owner;
const asOwner = (query: string, variables?: Record<string, unknown>) => gql(T.gw.url, query, variables, owner().token);
const purchase = (projectId: string) => ({ project_id: projectId, plan_id: 'starter', variant: 'Month', type: 'SUBSCRIPTION' });
/** The same purchase as a GraphQL input (camelCase). */
const gqlPurchase = (projectId: string) => ({ projectId, planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION' });

/** An order's status at the provider (the built-in PayPal simulator), asked as PayPal's API client. */
async function providerStatus(orderId: string): Promise<string> {
  const auth = await fetch(`${T.gw.url}/paypal-sim/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${SIMULATOR_CLIENT_ID}:${SIMULATOR_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const r = await fetch(`${T.gw.url}/paypal-sim/v2/checkout/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await r.json()) as { status: string }).status;
}

/** Everything X's owner sees of X, including its plan. */
const xView = async () => {
  const X = T.X.id as string;
  const o = T.c.outsider;
  return {
    project: await o.data(`/projects/${X}`),
    invitations: await o.data(`/projects/${X}/invitations`),
    plan: await o.data(`/subscription-plans/current/${X}`),
  };
};

describe("IDOR over GraphQL: project X's ids through P's owner", () => {
  it('every query and mutation naming an entity of X answers its NOT_FOUND, exactly as for an id that does not exist', async () => {
    const { X, xFlag, xOverride, xInvitation } = T;
    const xEnv = X.environments[0].id;
    const outsiderId = T.c.outsider.profile!.userId;
    const before = await xView();
    const calls: Array<[string, Record<string, unknown>, string]> = [
      // queries
      ['query ($id: ID!) { project(id: $id) { id } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { environments(projectId: $id) { id } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { environment(id: $id) { id apiKey } }', { id: xEnv }, 'ENVIRONMENT_NOT_FOUND'],
      ['query ($id: ID!) { environmentConfig(id: $id) }', { id: xEnv }, 'ENVIRONMENT_NOT_FOUND'],
      ['query ($id: ID!) { featureFlags(projectId: $id) { id } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { featureFlag(id: $id) { id } }', { id: xFlag.id }, 'FLAG_NOT_FOUND'],
      ['query ($id: ID!) { featureFlagStats(projectId: $id) { total } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { checkFlagKeyAvailability(projectId: $id, key: "secret_flag") { available } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { overrides(projectId: $id) { id } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { override(id: $id) { id } }', { id: xOverride.id }, 'OVERRIDE_NOT_FOUND'],
      ['query ($id: ID!) { projectMembers(projectId: $id) { id } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { projectInvitations(projectId: $id) { id } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { dashboardStats(projectId: $id) { projectName } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { dashboardActivity(projectId: $id) { id } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { currentPlan(projectId: $id) { subscriptionStatus } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['query ($id: ID!) { projectUsage(projectId: $id) { totalFeatureFlags } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      // mutations on X itself
      ['mutation ($id: ID!) { updateProject(input: { id: $id, name: "pwned" }) { project { id } } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['mutation ($id: ID!) { deleteProject(input: { id: $id }) { deletedId } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      [
        'mutation ($id: ID!) { addTeamMember(input: { projectId: $id, userId: "user_mallory", role: admin }) { project { id } } }',
        { id: X.id },
        'PROJECT_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!, $u: ID!) { removeTeamMember(input: { projectId: $id, userId: $u }) { project { id } } }',
        { id: X.id, u: outsiderId },
        'PROJECT_NOT_FOUND',
      ],
      ['mutation ($id: ID!) { createEnvironment(input: { projectId: $id, name: "pwned" }) { environment { id } } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['mutation ($id: ID!) { updateEnvironment(input: { id: $id, name: "pwned" }) { environment { id } } }', { id: xEnv }, 'ENVIRONMENT_NOT_FOUND'],
      ['mutation ($id: ID!) { deleteEnvironment(input: { id: $id }) { deletedId } }', { id: xEnv }, 'ENVIRONMENT_NOT_FOUND'],
      ['mutation ($id: ID!) { regenerateApiKey(input: { id: $id }) { environment { apiKey } } }', { id: xEnv }, 'ENVIRONMENT_NOT_FOUND'],
      ['mutation ($id: ID!) { regenerateClientKey(input: { id: $id }) { environment { clientKey } } }', { id: xEnv }, 'ENVIRONMENT_NOT_FOUND'],
      ['mutation ($id: ID!) { setEnvironmentVariables(input: { id: $id, variables: {} }) { environment { id } } }', { id: xEnv }, 'ENVIRONMENT_NOT_FOUND'],
      [
        'mutation ($id: ID!) { setEnvironmentValue(input: { environmentId: $id, flagKey: "secret_flag", flagValue: { value: false, enabled: true } }) { environment { id } } }',
        { id: xEnv },
        'ENVIRONMENT_NOT_FOUND',
      ],
      ['mutation ($id: ID!) { createFeatureFlag(input: { projectId: $id, name: "pwned" }) { flag { id } } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      ['mutation ($id: ID!) { updateFeatureFlag(input: { id: $id, name: "pwned" }) { flag { id } } }', { id: xFlag.id }, 'FLAG_NOT_FOUND'],
      ['mutation ($id: ID!) { deleteFeatureFlag(input: { id: $id }) { deletedId } }', { id: xFlag.id }, 'FLAG_NOT_FOUND'],
      ['mutation ($id: ID!) { toggleFeatureFlag(input: { id: $id }) { flag { id } } }', { id: xFlag.id }, 'FLAG_NOT_FOUND'],
      [
        'mutation ($id: ID!, $e: ID!) { createOverride(input: { projectId: $id, environmentId: $e, name: "pwned", featureFlagValues: { secret_flag: { value: false } } }) { override { id } } }',
        { id: X.id, e: xEnv },
        'PROJECT_NOT_FOUND',
      ],
      ['mutation ($id: ID!) { updateOverride(input: { id: $id, name: "pwned" }) { override { id } } }', { id: xOverride.id }, 'OVERRIDE_NOT_FOUND'],
      ['mutation ($id: ID!) { deleteOverride(input: { id: $id }) { deletedId } }', { id: xOverride.id }, 'OVERRIDE_NOT_FOUND'],
      ['mutation ($id: ID!) { toggleOverride(input: { id: $id }) { override { id } } }', { id: xOverride.id }, 'OVERRIDE_NOT_FOUND'],
      ['mutation ($id: ID!) { cleanupExpiredOverrides(input: { projectId: $id }) { deleted } }', { id: X.id }, 'PROJECT_NOT_FOUND'],
      [
        'mutation ($id: ID!) { inviteMember(input: { projectId: $id, email: "mallory@example.com", role: admin }) { message } }',
        { id: X.id },
        'PROJECT_NOT_FOUND',
      ],
      ['mutation ($id: ID!) { cancelInvitation(input: { id: $id }) { deletedId } }', { id: xInvitation.id }, 'INVITATION_NOT_FOUND'],
      [
        'mutation ($id: ID!, $m: ID!) { updateMemberRole(input: { projectId: $id, memberId: $m, role: viewer }) { message } }',
        { id: X.id, m: outsiderId },
        'PROJECT_NOT_FOUND',
      ],
      [
        'mutation ($id: ID!, $m: ID!) { removeMember(input: { projectId: $id, memberId: $m }) { deletedId } }',
        { id: X.id, m: outsiderId },
        'PROJECT_NOT_FOUND',
      ],
      ['mutation ($i: CreatePaymentOrderInput!) { createPaymentOrder(input: $i) { order { orderId } } }', { i: gqlPurchase(X.id) }, 'PROJECT_NOT_FOUND'],
    ];
    const ghost = randomUUID();
    const ids = [X.id, xEnv, xFlag.id, xOverride.id, xInvitation.id];
    for (const [query, variables, code] of calls) {
      const real = await asOwner(query, variables);
      expectGqlError(real, code, 404);
      // a made-up id gets exactly the same answer: existence does not leak
      const fake = await asOwner(
        query,
        Object.fromEntries(
          Object.entries(variables).map(([k, v]) => [
            k,
            typeof v === 'string' && ids.includes(v) ? ghost : v && typeof v === 'object' && 'project_id' in v ? { ...v, project_id: ghost } : v,
          ]),
        ),
      );
      expect(fake, query).toEqual(real);
    }
    expect(await xView()).toEqual(before);
  });

  it("ids of X inside P's calls: bulk lists, target environments, flag keys and members are not found; P is unchanged too", async () => {
    const { P, X, xFlag, xOverride } = T;
    const xEnv = X.environments[0].id;
    const outsiderId = T.c.outsider.profile!.userId;
    const pFlag = await T.newFlag();
    const pOverride = await T.newOverride();
    const before = { x: await xView(), p: await T.snapshotOf(P.id) };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        'mutation ($ids: [ID!]!) { bulkToggleFeatureFlags(input: { flagIds: $ids, enabled: false }) { flags { id } } }',
        { ids: [pFlag.id, xFlag.id] },
        'FLAG_NOT_FOUND',
      ],
      [
        'mutation ($ids: [ID!]!) { bulkToggleFeatureFlags(input: { flagIds: $ids, enabled: false }) { flags { id } } }',
        { ids: [xFlag.id, pFlag.id] },
        'FLAG_NOT_FOUND',
      ],
      [
        'mutation ($ids: [ID!]!, $e: ID!) { bulkApplyOverrides(input: { overrideIds: $ids, environmentId: $e }) { overrides { id } } }',
        { ids: [pOverride.id, xOverride.id], e: P.environments[1].id },
        'OVERRIDE_NOT_FOUND',
      ],
      [
        'mutation ($ids: [ID!]!, $e: ID!) { bulkApplyOverrides(input: { overrideIds: $ids, environmentId: $e }) { overrides { id } } }',
        { ids: [pOverride.id], e: xEnv },
        'ENVIRONMENT_NOT_FOUND',
      ],
      [
        'mutation ($ids: [ID!]!, $e: ID!) { bulkApplyOverrides(input: { overrideIds: $ids, environmentId: $e }) { overrides { id } } }',
        { ids: [xOverride.id], e: xEnv },
        'OVERRIDE_NOT_FOUND',
      ],
      [
        'mutation ($p: ID!, $e: ID!) { createOverride(input: { projectId: $p, environmentId: $e, name: "cross", featureFlagValues: { shared_flag: { value: 1 } } }) { override { id } } }',
        { p: P.id, e: xEnv },
        'OVERRIDE_ENVIRONMENT_NOT_FOUND',
      ],
      [
        'mutation ($p: ID!, $e: ID!) { createOverride(input: { projectId: $p, environmentId: $e, name: "cross", featureFlagValues: { secret_flag: { value: true } } }) { override { id } } }',
        { p: P.id, e: P.environments[0].id },
        'OVERRIDE_UNKNOWN_FLAG',
      ],
      [
        'mutation ($e: ID!) { setEnvironmentVariables(input: { id: $e, variables: { secret_flag: { value: true, enabled: true } } }) { environment { id } } }',
        { e: P.environments[0].id },
        'FLAG_NOT_FOUND',
      ],
      [
        'mutation ($e: ID!) { setEnvironmentValue(input: { environmentId: $e, flagKey: "secret_flag", flagValue: { value: true, enabled: true } }) { environment { id } } }',
        { e: P.environments[0].id },
        'FLAG_NOT_FOUND',
      ],
      [
        'mutation ($p: ID!, $m: ID!) { updateMemberRole(input: { projectId: $p, memberId: $m, role: viewer }) { message } }',
        { p: P.id, m: outsiderId },
        'MEMBER_NOT_FOUND',
      ],
      ['mutation ($p: ID!, $m: ID!) { removeMember(input: { projectId: $p, memberId: $m }) { deletedId } }', { p: P.id, m: outsiderId }, 'MEMBER_NOT_FOUND'],
      [
        'mutation ($p: ID!, $m: ID!) { removeTeamMember(input: { projectId: $p, userId: $m }) { project { id } } }',
        { p: P.id, m: outsiderId },
        'MEMBER_NOT_FOUND',
      ],
    ];
    for (const [query, variables, code] of cases) expectGqlError(await asOwner(query, variables), code);
    // filters naming X's entities find nothing and reveal nothing
    const q = expectGqlOk(
      await asOwner(
        'query ($p: ID!, $e: ID!, $f: ID!) { overrides(projectId: $p, environmentId: $e) { id } checkFlagKeyAvailability(projectId: $p, key: "secret_flag", flagId: $f) { available } }',
        { p: P.id, e: xEnv, f: xFlag.id },
      ),
    );
    expect(q).toEqual({ overrides: [], checkFlagKeyAvailability: { available: true } });
    expect({ x: await xView(), p: await T.snapshotOf(P.id) }).toEqual(before);
  });
});

describe('IDOR on payments (REST and GraphQL)', () => {
  it("another tenant's order cannot be confirmed, recorded or re-ordered through one's own project; nobody is charged", async () => {
    const { P, X } = T;
    const o = T.c.outsider;
    // X's owner orders (and records) a plan for X; the buyer approves it at the provider
    const { order_id: xOrder } = await o.must('POST', '/payments/order', purchase(X.id));
    await o.must('POST', '/payments/create', { ...purchase(X.id), order_id: xOrder });
    const { order_id: xUnrecorded } = await o.must('POST', '/payments/order', purchase(X.id));
    for (const id of [xOrder, xUnrecorded]) {
      const r = await fetch(`${T.gw.url}/paypal-sim/checkoutnow/${id}/approve`, { method: 'POST' });
      expect(r.status).toBe(200);
      await r.arrayBuffer();
    }
    const before = await xView();
    const pPlan = await owner().data(`/subscription-plans/current/${P.id}`);

    // P's owner tries X's recorded order: not found (REST and GraphQL), and it is not captured
    expectError(await owner().post('/payments/confirm', { order_id: xOrder }), 404, 'PAYMENT_NOT_FOUND', 'Payment not found');
    expectGqlError(await asOwner('mutation ($id: ID!) { confirmPayment(input: { orderId: $id }) { success } }', { id: xOrder }), 'PAYMENT_NOT_FOUND', 404);
    // ...or records X's paid orders against P: the recorded one is taken, the other was made for X
    expectError(await owner().post('/payments/create', { ...purchase(P.id), order_id: xOrder }), 409, 'PAYMENT_ALREADY_RECORDED');
    expectError(await owner().post('/payments/create', { ...purchase(P.id), order_id: xUnrecorded }), 402, 'PAYMENT_REFERENCE_MISMATCH');
    expectGqlError(
      await asOwner('mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { payment { status } } }', {
        i: { ...gqlPurchase(P.id), orderId: xUnrecorded },
      }),
      'PAYMENT_REFERENCE_MISMATCH',
      402,
    );
    // ...or orders a plan for X
    expectError(await owner().post('/payments/order', purchase(X.id)), 404, 'PROJECT_NOT_FOUND');
    expectError(await owner().post('/payments/create', { ...purchase(X.id), order_id: xUnrecorded }), 404, 'PROJECT_NOT_FOUND');

    // nobody was charged; neither plan moved
    expect(await providerStatus(xOrder)).toBe('APPROVED');
    expect(await providerStatus(xUnrecorded)).toBe('APPROVED');
    expect(await xView()).toEqual(before);
    expect(await owner().data(`/subscription-plans/current/${P.id}`)).toEqual(pPlan);
    // X's owner can still finish their own purchase: the attempts did not spoil it
    expect((await o.post('/payments/confirm', { order_id: xOrder })).status).toBe(200);
    expect((await o.data(`/subscription-plans/current/${X.id}`)).currentPlan.id).toBe('starter');
  });
});

describe('a payment confirmed twice', () => {
  it('at the same moment over REST and GraphQL: applied once, the other answer is PAYMENT_ALREADY_CONFIRMED', async () => {
    const Q = await owner().must('POST', '/projects', { data: { name: T.uniq('Twice'), description: 'd', settings: { environments: ['development'] } } });
    const { order_id: orderId } = await owner().must('POST', '/payments/order', purchase(Q.id));
    await owner().must('POST', '/payments/create', { ...purchase(Q.id), order_id: orderId });
    const approved = await fetch(`${T.gw.url}/paypal-sim/checkoutnow/${orderId}/approve`, { method: 'POST' });
    await approved.arrayBuffer();
    const [rest, graph, again] = await Promise.all([
      owner().post('/payments/confirm', { order_id: orderId }),
      asOwner('mutation ($id: ID!) { confirmPayment(input: { orderId: $id }) { success } }', { id: orderId }),
      owner().post('/payments/confirm', { order_id: orderId }),
    ]);
    const outcomes = [
      rest.status === 200 ? 'ok' : rest.body.error.code,
      graph.errors ? graph.errors[0]!.extensions.code : 'ok',
      again.status === 200 ? 'ok' : again.body.error.code,
    ];
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(['PAYMENT_ALREADY_CONFIRMED', 'PAYMENT_ALREADY_CONFIRMED']);
    const planEvents = (await T.gw.rt.store.readStream(`project-${Q.id}`)).filter((e) => e.type.startsWith('Plan'));
    expect(planEvents.map((e) => e.type)).toEqual(['PlanSubscribed']);
    expect(await providerStatus(orderId)).toBe('COMPLETED');
  });
});

describe('two projects the caller has rights in are still kept apart', () => {
  it("REST and GraphQL: P's override into Y's environment, P's flag keys in Y, Y's environment in P, P's members in Y", async () => {
    const { P } = T;
    const me = owner();
    const Y = await me.must('POST', '/projects', {
      data: { name: T.uniq('Yonder'), description: "the owner's second project", settings: { environments: ['development'] } },
    });
    const yEnv = Y.environments[0].id;
    const pOverride = await T.newOverride();
    const member = await T.newMember();
    const before = { p: await T.snapshotOf(P.id), y: await T.snapshotOf(Y.id) };

    expectError(await me.post('/overrides/bulk-apply', { overrideIds: [pOverride.id], environmentId: yEnv }), 404, 'ENVIRONMENT_NOT_FOUND');
    expectGqlError(
      await asOwner('mutation ($ids: [ID!]!, $e: ID!) { bulkApplyOverrides(input: { overrideIds: $ids, environmentId: $e }) { overrides { id } } }', {
        ids: [pOverride.id],
        e: yEnv,
      }),
      'ENVIRONMENT_NOT_FOUND',
      404,
    );
    expectError(
      await me.post('/overrides', { data: { name: 'cross', project: P.id, environment: yEnv, feature_flag_values: { shared_flag: { value: 1 } } } }),
      400,
      'OVERRIDE_ENVIRONMENT_NOT_FOUND',
    );
    expectGqlError(
      await asOwner(
        'mutation ($p: ID!, $e: ID!) { createOverride(input: { projectId: $p, environmentId: $e, name: "cross", featureFlagValues: { shared_flag: { value: 1 } } }) { override { id } } }',
        { p: P.id, e: yEnv },
      ),
      'OVERRIDE_ENVIRONMENT_NOT_FOUND',
      400,
    );
    expectError(
      await me.post('/overrides', { data: { name: 'cross', project: Y.id, environment: P.environments[0].id, feature_flag_values: {} } }),
      400,
      'OVERRIDE_ENVIRONMENT_NOT_FOUND',
    );
    expectError(await me.put(`/environments/${yEnv}/variables`, { variables: { shared_flag: { value: 5, enabled: true } } }), 404, 'FLAG_NOT_FOUND');
    expectGqlError(
      await asOwner(
        'mutation ($e: ID!) { setEnvironmentValue(input: { environmentId: $e, flagKey: "shared_flag", flagValue: { value: 5, enabled: true } }) { environment { id } } }',
        {
          e: yEnv,
        },
      ),
      'FLAG_NOT_FOUND',
      404,
    );
    expectError(await me.put(`/projects/${Y.id}/members/${member}/role`, { role: 'viewer' }), 404, 'MEMBER_NOT_FOUND');
    expectGqlError(
      await asOwner('mutation ($p: ID!, $m: ID!) { removeMember(input: { projectId: $p, memberId: $m }) { deletedId } }', { p: Y.id, m: member }),
      'MEMBER_NOT_FOUND',
      404,
    );
    expect(await me.data('/overrides', { query: { projectId: Y.id, environmentId: P.environments[0].id } })).toEqual([]);

    expect({ p: await T.snapshotOf(P.id), y: await T.snapshotOf(Y.id) }).toEqual(before);
  });

  it('a bulk toggle over flags of two projects, in one of which the caller may not manage flags, changes neither (REST and GraphQL)', async () => {
    // the developer manages flags in P and is only a viewer in the outsider's project Z
    const dev = T.c.developer;
    const Z = await T.c.outsider.must('POST', '/projects', { data: { name: T.uniq('Zed'), description: 'd', settings: { environments: ['development'] } } });
    await addMember(T.c.outsider, Z.id, dev, 'viewer');
    const zFlag = await T.c.outsider.must('POST', '/feature-flags', { data: { name: 'Zed Flag', project: Z.id } });
    const pFlag = await T.newFlag();
    const enabled = async () => [(await owner().data(`/feature-flags/${pFlag.id}`)).enabled, (await T.c.outsider.data(`/feature-flags/${zFlag.id}`)).enabled];
    expect(await enabled()).toEqual([true, true]);

    for (const ids of [
      [pFlag.id, zFlag.id],
      [zFlag.id, pFlag.id],
    ]) {
      expectError(await dev.post('/feature-flags/bulk-toggle', { flagIds: ids, enabled: false }), 403, 'FORBIDDEN');
      expect(await enabled(), `REST ${ids.join(',')}`).toEqual([true, true]);
      expectGqlError(
        await gql(
          T.gw.url,
          'mutation ($ids: [ID!]!) { bulkToggleFeatureFlags(input: { flagIds: $ids, enabled: false }) { flags { id } } }',
          { ids },
          dev.token,
        ),
        'FORBIDDEN',
        403,
      );
      expect(await enabled(), `GraphQL ${ids.join(',')}`).toEqual([true, true]);
    }
    // each project on its own: allowed in P, refused in Z
    expect((await dev.post('/feature-flags/bulk-toggle', { flagIds: [pFlag.id], enabled: false })).status).toBe(200);
    expectError(await dev.post('/feature-flags/bulk-toggle', { flagIds: [zFlag.id], enabled: false }), 403, 'FORBIDDEN');
    expect(await enabled()).toEqual([false, true]);
  });
});
