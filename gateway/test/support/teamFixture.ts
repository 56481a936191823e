import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PLANS } from '@flagstream/domain';
import { startTestGateway } from './testGateway';
import type { TestGateway } from './testGateway';
import { addMember, anonymous, profile, signIn } from './restClient';
import { RestClient } from './restClient';
import { CALLERS, MEMBER_ROLES, TOKEN_CALLERS } from './permissionMatrix';
import type { Caller } from './permissionMatrix';

/**
 * The cast of the permission and IDOR tests: a gateway, one signed-in client per caller of the
 * matrix, a project P with the whole team (admin and manager joined by email invitation, developer
 * and viewer by add-team-member and acceptance), and the outsider's own project X with a flag, an override and a
 * pending invitation. Fixtures are made over REST by P's owner.
 */
export interface TeamFixture {
  gw: TestGateway;
  c: Record<Caller, RestClient>;
  /** the team's project (REST view, with its environments) */
  P: any;
  /** P's flag `shared_flag` (number) */
  sharedFlag: any;
  /** the outsider's project and its entities */
  X: any;
  xFlag: any;
  xOverride: any;
  xInvitation: any;
  uniq(s: string): string;
  newEnv(): Promise<any>;
  newFlag(): Promise<any>;
  newTargetedFlag(): Promise<any>;
  newSegment(): Promise<any>;
  newOverride(): Promise<any>;
  /** a flag of P edited after `at` (an ISO time): restoring it to `at` brings back description '' */
  newEditedFlag(): Promise<{ flag: any; at: string }>;
  /** a fresh developer on P (added by the owner, accepted by them); returns the user id */
  newMember(): Promise<string>;
  /** a webhook of P (to a public name that never answers) */
  newWebhook(): Promise<any>;
  /** a webhook of P with one delivery in its log: `{ webhook, deliveryId }` */
  newDelivery(): Promise<{ webhook: any; deliveryId: string }>;
  /** a promotion of P (shared_flag from its first environment to its second): its history event id */
  newPromotion(): Promise<string>;
  /** a throwaway project with the whole team, for destructive project-level calls */
  newTeamProject(): Promise<any>;
  /** what an observer sees of a project: a refused call must change none of it */
  snapshotOf(projectId: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function startTeamFixture(name: string): Promise<TeamFixture> {
  const dir = mkdtempSync(join(tmpdir(), `flagstream-${name}-`));
  // Four team members exceed the Free plan's three: this catalogue's free plan is unlimited.
  const plansFile = join(dir, 'plans.json');
  writeFileSync(
    plansFile,
    JSON.stringify({
      plans: DEFAULT_PLANS.plans.map((p) =>
        p.isFreePlan
          ? {
              ...p,
              featureMaxEnvironments: -1,
              featureMaxFeatureFlags: -1,
              featureMaxOverrides: -1,
              featureMaxTeamMembers: -1,
              featureMaxProjects: -1,
              featureMaxSegments: -1,
            }
          : p,
      ),
    }),
  );
  const gw = await startTestGateway({
    env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), PLANS_FILE: plansFile, RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' },
  });
  const c = {} as Record<Caller, RestClient>;
  for (const a of CALLERS) if (a !== 'anonymous' && !Object.hasOwn(TOKEN_CALLERS, a)) c[a] = await signIn(gw.url, profile(a));
  c.anonymous = anonymous(gw.url);
  const owner = c.owner;

  const P = await owner.must('POST', '/projects', {
    data: { name: 'Matrix', description: 'the permission matrix', settings: { environments: ['development', 'production'] } },
  });
  // admin and manager: invitation + acceptance with matching emails
  for (const role of ['admin', 'manager'] as const) {
    const inv = await owner.must('POST', `/projects/${P.id}/invite`, { email: c[role].profile!.email, role });
    await c[role].must('POST', `/invitations/${inv.token}/accept`);
  }
  // developer: add-team-member (default role developer) and acceptance; viewer: the same, then a role change
  await addMember(owner, P.id, c.developer);
  await addMember(owner, P.id, c.viewer);
  await owner.must('PUT', `/projects/${P.id}/members/${c.viewer.profile!.userId}/role`, { role: 'viewer' });
  // API tokens of P by its owner, one per scope (issue 19): callers of the matrix like the roles
  for (const [caller, scope] of Object.entries(TOKEN_CALLERS)) {
    const { token } = await owner.must('POST', `/projects/${P.id}/tokens`, { data: { name: `${scope} token`, scope } });
    c[caller as Caller] = new RestClient(gw.url, token);
  }
  const sharedFlag = await owner.must('POST', '/feature-flags', { data: { name: 'Shared Flag', type: 'number', value: '1', project: P.id } });

  const X = await c.outsider.must('POST', '/projects', {
    data: { name: 'Elsewhere', description: 'another tenant', settings: { environments: ['development', 'production'] } },
  });
  const xFlag = await c.outsider.must('POST', '/feature-flags', { data: { name: 'Secret Flag', type: 'boolean', project: X.id } });
  const xOverride = await c.outsider.must('POST', '/overrides', {
    data: { name: 'Secret Override', project: X.id, environment: X.environments[0].id, feature_flag_values: { secret_flag: { value: true } } },
  });
  const xInvitation = await c.outsider.must('POST', `/projects/${X.id}/invite`, { email: 'someone@example.com' });

  let seq = 0;
  const uniq = (s: string) => `${s}-${++seq}-${Math.random().toString(36).slice(2, 6)}`;
  return {
    gw,
    c,
    P,
    sharedFlag,
    X,
    xFlag,
    xOverride,
    xInvitation,
    uniq,
    newEnv: () => owner.must('POST', `/projects/${P.id}/environments`, { data: { name: uniq('env') } }),
    newFlag: () => owner.must('POST', '/feature-flags', { data: { name: uniq('flag'), project: P.id } }),
    /** a boolean flag with targeting in P's first environment (issue 14) */
    async newTargetedFlag() {
      const flag = await owner.must('POST', '/feature-flags', { data: { name: uniq('flag'), project: P.id } });
      await owner.must('PUT', `/feature-flags/${flag.id}/targeting/${P.environments[0].id}`, {
        data: {
          variants: { on: true, off: false },
          defaultVariant: 'off',
          targeting: {
            fractional: [
              ['on', 50],
              ['off', 50],
            ],
          },
        },
      });
      return flag;
    },
    newSegment: () => owner.must('POST', `/projects/${P.id}/segments`, { data: { name: uniq('segment'), conditions: { var: 'beta' } } }),
    newOverride: () =>
      owner.must('POST', '/overrides', {
        data: { name: uniq('ov'), project: P.id, environment: P.environments[0].id, feature_flag_values: { shared_flag: { value: 2 } } },
      }),
    async newEditedFlag() {
      const flag = await owner.must('POST', '/feature-flags', { data: { name: uniq('flag'), project: P.id } });
      await new Promise((r) => setTimeout(r, 5));
      const at = new Date(gw.clock.now()).toISOString();
      await new Promise((r) => setTimeout(r, 5));
      await owner.must('PUT', `/feature-flags/${flag.id}`, { data: { description: 'edited later' } });
      return { flag, at };
    },
    async newMember() {
      // a real user who accepts (nobody becomes a member without accepting)
      const member = await signIn(gw.url, profile(uniq('member').replace(/-/g, '')));
      await addMember(owner, P.id, member);
      return member.profile!.userId;
    },
    newWebhook: () =>
      owner.must('POST', `/projects/${P.id}/webhooks`, { data: { url: `https://hooks.example.com/${uniq('h')}`, events: ['FeatureFlagToggled'] } }),
    async newDelivery() {
      const webhook = await owner.must('POST', `/projects/${P.id}/webhooks`, {
        data: { url: `https://hooks.example.com/${uniq('h')}`, events: ['FeatureFlagToggled'] },
      });
      await owner.must('POST', `/feature-flags/${sharedFlag.id}/toggle`);
      for (;;) {
        const log = await owner.data(`/webhooks/${webhook.id}/deliveries`);
        if (log.deliveries.length > 0) return { webhook, deliveryId: log.deliveries[0].id as string };
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async newPromotion() {
      const [from, to] = P.environments;
      await owner.must('PUT', `/environments/${from.id}/variables`, { variables: { shared_flag: { value: Math.floor(Math.random() * 1e9), enabled: true } } });
      const r = await owner.must('POST', `/projects/${P.id}/promote`, { data: { from: from.id, to: to.id, flagKeys: ['shared_flag'] } });
      return r.promotion.eventId as string;
    },
    async newTeamProject() {
      const t = await owner.must('POST', '/projects', { data: { name: uniq('Team'), description: 'throwaway', settings: { environments: ['development'] } } });
      for (const role of MEMBER_ROLES) await addMember(owner, t.id, c[role], role);
      return t;
    },
    async snapshotOf(projectId) {
      const [project, invitations, members] = await Promise.all([
        owner.data(`/projects/${projectId}`),
        owner.data(`/projects/${projectId}/invitations`),
        owner.data(`/projects/${projectId}/members`),
      ]);
      return { project, invitations, members };
    },
    async close() {
      await gw.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
