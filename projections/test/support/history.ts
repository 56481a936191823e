/**
 * One realistic history for the runner tests: a project with every flag type, values per
 * environment, an expiring override and an inactive one, members (direct, invited, removed),
 * a paid plan; a second, unrelated project; a third, deleted one; user and payment streams.
 */
import type { Actor, ProjectState } from '@flagstream/domain';
import { paymentReference } from '@flagstream/domain';
import type { EventWriter } from './writer';
import { byName, flagId, OWNER, sha256Hex, SYSTEM } from './writer';

export const DEV: Actor = { id: 'u-dev', name: 'Dana Dev', email: 'dana@example.com' };
export const IVY: Actor = { id: 'u-ivy', name: 'Ivy Invitee', email: 'ivy@example.com' };
export const GONE: Actor = { id: 'u-gone', name: 'Gus Gone', email: 'gus@example.com' };
export const OTHER: Actor = { id: 'u-other', name: 'Otto Other', email: 'otto@example.com' };

export const INVITE_TOKEN = 'invite-token-ivy';
export const DOOMED_INVITE_TOKEN = 'invite-token-zed';
export const PENDING_INVITE_TOKEN = 'invite-token-pat';
export const ORDER_ID = 'order-1';
export const OVERRIDE_TTL_MS = 7 * 86_400_000;
/** even, so the toggled flag ends enabled; enough to push p1's activity past 50 items */
export const TOGGLES = 64;

export interface HistoryInfo {
  /** position of the last event written */
  head: number;
  /** override "Launch Week" expiry */
  launchWeekExpiresAt: number;
}

export async function writeHistory(w: EventWriter, o: { toggles?: number } = {}): Promise<HistoryInfo> {
  const toggles = o.toggles ?? TOGGLES;
  let head = 0;
  const track = async <T extends { position: number }>(p: Promise<T>): Promise<T> => {
    const r = await p;
    if (r.position > head) head = r.position;
    return r;
  };
  const p1 = (cmd: Parameters<EventWriter['project']>[1], actor?: Actor) => track(w.project('p1', cmd, actor));

  await track(w.user(OWNER, { kind: 'InitializeUser', fullName: OWNER.name, email: OWNER.email! }));
  let s: ProjectState = (await p1({ kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' })).state;

  await p1({ kind: 'CreateFeatureFlag', name: 'New Checkout', key: 'new_checkout', type: 'boolean', value: true, enabled: true });
  await p1({ kind: 'CreateFeatureFlag', name: 'Banner Text', key: 'banner_text', type: 'string', value: 'Hello', enabled: true });
  await p1({ kind: 'CreateFeatureFlag', name: 'Max Items', key: 'max_items', type: 'number', value: 10, enabled: true });
  await p1({ kind: 'CreateFeatureFlag', name: 'Theme', key: 'theme', type: 'json', value: { color: 'blue' }, enabled: true });
  s = (await p1({ kind: 'CreateFeatureFlag', name: 'Beta Mode', key: 'beta_mode', type: 'boolean', value: true, enabled: false })).state;

  for (let i = 0; i < toggles; i++) await p1({ kind: 'ToggleFeatureFlag', flagId: flagId(s, 'new_checkout') });

  const dev = byName(s.environments, 'development').id;
  const staging = byName(s.environments, 'staging').id;
  const production = byName(s.environments, 'production').id;
  await p1({ kind: 'SetEnvironmentVariable', environmentId: dev, flagKey: 'max_items', setting: { value: 50, enabled: true } });
  await p1({ kind: 'SetEnvironmentVariable', environmentId: staging, flagKey: 'banner_text', setting: { value: 'Staging!', enabled: true } });
  await p1({ kind: 'SetEnvironmentVariable', environmentId: production, flagKey: 'new_checkout', setting: { value: false, enabled: true } });
  await p1({ kind: 'SetEnvironmentVariable', environmentId: production, flagKey: 'max_items', setting: { value: 20, enabled: true } });

  const launchWeekExpiresAt = w.now + 1000 + OVERRIDE_TTL_MS;
  await p1({
    kind: 'CreateOverride',
    name: 'Launch Week',
    environmentId: production,
    expiresAt: launchWeekExpiresAt,
    featureFlagValues: { new_checkout: { value: true, enabled: true }, max_items: { value: 99, enabled: true } },
  });
  await p1({
    kind: 'CreateOverride',
    name: 'Paused Test',
    environmentId: staging,
    isActive: false,
    featureFlagValues: { banner_text: { value: 'Paused', enabled: true } },
  });

  // add-team-member invites; the user joins by accepting (issue 15)
  const join = async (p: (cmd: Parameters<EventWriter['project']>[1], actor?: Actor) => ReturnType<typeof p1>, who: Actor, role: 'developer' | 'viewer') => {
    const r = await p({ kind: 'AddTeamMember', userId: who.id, role });
    const inv = Object.values(r.state.invitations).find((i) => i.userId === who.id && i.status === 'pending')!;
    await p({ kind: 'AcceptInvitation', invitationId: inv.id }, who);
  };
  await join(p1, DEV, 'developer');
  await p1({ kind: 'InviteMember', email: IVY.email!, role: 'viewer', tokenHash: sha256Hex(INVITE_TOKEN) });
  await p1({ kind: 'AcceptInvitation', tokenHash: sha256Hex(INVITE_TOKEN) }, IVY);
  await track(w.user(IVY, { kind: 'InitializeUser', fullName: IVY.name, email: IVY.email! }));

  // the plan: a payment recorded and confirmed, then applied to the project (which lifts the free caps)
  await track(
    w.payment(ORDER_ID, { kind: 'RecordPayment', orderId: ORDER_ID, projectId: 'p1', planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', amount: 19 }),
  );
  await track(
    w.payment(ORDER_ID, {
      kind: 'ConfirmPayment',
      order: { id: ORDER_ID, status: 'COMPLETED', amount: 19, currency: 'USD', referenceId: paymentReference('p1', 'starter', 'Month', 'SUBSCRIPTION') },
    }),
  );
  await p1({ kind: 'ApplyPlanPayment', orderId: ORDER_ID, planId: 'starter', variant: 'Month', type: 'SUBSCRIPTION', amount: 19 }, SYSTEM);

  await join(p1, GONE, 'viewer');
  await p1({ kind: 'RemoveMember', userId: GONE.id });
  await p1({ kind: 'InviteMember', email: 'pat@example.com', role: 'developer', tokenHash: sha256Hex(PENDING_INVITE_TOKEN) });
  // late arrivals, so the newest activity shows every kind
  const qa = (await p1({ kind: 'CreateEnvironment', name: 'qa' })).state;
  await p1({ kind: 'UpdateEnvironment', environmentId: byName(qa.environments, 'qa').id, description: 'Quality assurance' });
  await p1({ kind: 'CreateFeatureFlag', name: 'Late Flag', key: 'late_flag', type: 'boolean', enabled: true });

  await track(w.user(OWNER, { kind: 'UpdateUserPreferences', preferences: { theme: 'dark' } }));

  // an unrelated project
  const p2 = (cmd: Parameters<EventWriter['project']>[1]) => track(w.project('p2', cmd, OTHER));
  await p2({ kind: 'CreateProject', projectId: 'p2', name: 'Other Project', description: 'Somebody else', environments: ['live'] });
  await p2({ kind: 'CreateFeatureFlag', name: 'Dark Mode', key: 'dark_mode', type: 'boolean', value: true });

  // a project that is deleted, with a member and a pending invitation
  const p3 = (cmd: Parameters<EventWriter['project']>[1], actor?: Actor) => track(w.project('p3', cmd, actor));
  await p3({ kind: 'CreateProject', projectId: 'p3', name: 'Doomed', description: 'Short-lived' });
  await join(p3, DEV, 'developer');
  await p3({ kind: 'InviteMember', email: 'zed@example.com', role: 'viewer', tokenHash: sha256Hex(DOOMED_INVITE_TOKEN) });
  await p3({ kind: 'DeleteProject' });

  return { head, launchWeekExpiresAt };
}
