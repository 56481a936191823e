import type { ProjectEvent } from '../project/events';
import type { ProjectState } from '../project/state';

/** Dashboard activity types and their dot colours (spec §3). */
export type ActivityType = 'flag_created' | 'environment_deployed' | 'member_added' | 'project_created' | 'other';
export const ACTIVITY_COLOURS: Record<ActivityType, 'green' | 'blue' | 'purple' | 'orange' | 'grey'> = {
  flag_created: 'green',
  environment_deployed: 'blue',
  member_added: 'purple',
  project_created: 'orange',
  other: 'grey',
};

export const activityTypeOf = (e: ProjectEvent): ActivityType => {
  switch (e.type) {
    case 'FeatureFlagCreated': return 'flag_created';
    case 'EnvironmentCreated':
    case 'EnvironmentUpdated': return 'environment_deployed';
    case 'MemberJoined': return 'member_added';
    case 'ProjectCreated': return 'project_created';
    default: return 'other';
  }
};

const RESTORED_KIND: Record<string, string> = { flag: 'Feature flag', environment: 'Values of environment', override: 'Override' };

const q = (s: string | undefined) => `"${s ?? 'unknown'}"`;

/**
 * One line saying what an event did, named from the state just before it (events carry ids,
 * people read names). Shared by the dashboard's activity and the audit history.
 */
export function summarise(e: ProjectEvent, before: ProjectState): string {
  const flag = (id: string) => q(before.flags[id]?.name);
  const env = (id: string) => q(before.environments[id]?.name);
  const ovr = (id: string) => q(before.overrides[id]?.name);
  const d = e.data as Record<string, unknown>;
  switch (e.type) {
    case 'ProjectCreated': return `Project ${q(e.data.name)} created`;
    case 'ProjectUpdated': return e.data.name ? `Project renamed to ${q(e.data.name)}` : `Project ${q(before.name)} updated`;
    case 'ProjectDeleted': return `Project ${q(before.name)} deleted`;
    case 'UuidsGenerated': return 'Missing UUIDs generated';
    case 'EnvironmentCreated': return `Environment ${q(e.data.name)} created`;
    case 'EnvironmentUpdated': return e.data.name ? `Environment ${env(e.data.environmentId)} renamed to ${q(e.data.name)}` : `Environment ${env(e.data.environmentId)} updated`;
    case 'EnvironmentDeleted': return `Environment ${env(e.data.environmentId)} deleted`;
    case 'EnvironmentApiKeyRegenerated': return `API key of ${env(e.data.environmentId)} regenerated`;
    case 'EnvironmentVariableSet': return `${q(e.data.flagKey)} set to ${JSON.stringify(e.data.setting.value)}${e.data.setting.enabled ? '' : ' (disabled)'} in ${env(e.data.environmentId)}`;
    case 'EnvironmentVariableReset': return `${q(e.data.flagKey)} reset to default in ${env(e.data.environmentId)}`;
    case 'FeatureFlagCreated': return `Feature flag ${q(e.data.name)} created`;
    case 'FeatureFlagUpdated': return `Feature flag ${flag(e.data.flagId)} updated`;
    case 'FeatureFlagToggled': return `Feature flag ${flag(e.data.flagId)} ${e.data.enabled ? 'enabled' : 'disabled'}`;
    case 'FeatureFlagDeleted': return `Feature flag ${flag(e.data.flagId)} deleted`;
    case 'OverrideCreated': return `Override ${q(e.data.name)} created`;
    case 'OverrideUpdated': return `Override ${ovr(e.data.overrideId)} updated`;
    case 'OverrideToggled': return `Override ${ovr(e.data.overrideId)} ${e.data.isActive ? 'activated' : 'deactivated'}`;
    case 'OverrideExpired': return `Override ${ovr(e.data.overrideId)} expired`;
    case 'OverrideEnvironmentChanged': return `Override ${ovr(e.data.overrideId)} applied to ${env(e.data.environmentId)}`;
    case 'OverrideDeleted': return `Override ${ovr(e.data.overrideId)} deleted`;
    case 'MemberInvited': return `${e.data.email} invited as ${e.data.role}`;
    case 'InvitationCancelled': return `Invitation for ${before.invitations[e.data.invitationId]?.email ?? 'unknown'} cancelled`;
    case 'InvitationAccepted': return `Invitation for ${before.invitations[e.data.invitationId]?.email ?? 'unknown'} accepted`;
    case 'MemberJoined': return `${e.data.name || e.data.email || 'A member'} joined as ${e.data.role}`;
    case 'MemberRoleChanged': return `${before.members[e.data.userId]?.name || 'A member'} is now ${e.data.role}`;
    case 'MemberRemoved': return `${before.members[e.data.userId]?.name || 'A member'} removed`;
    case 'PlanSubscribed': return `Subscribed to ${e.data.planId} (${e.data.variant})`;
    case 'PlanRenewed': return `Plan ${e.data.planId} renewed`;
    case 'PlanUpgraded': return `Plan upgraded from ${e.data.fromPlanId} to ${e.data.planId}`;
    case 'EntityRestored': return `${RESTORED_KIND[e.data.entity.kind] ?? 'Entity'} ${q(e.data.entity.name)} restored to ${e.data.toTime}${e.data.skipped.length ? ` (skipped: ${e.data.skipped.join(', ')})` : ''}`;
    default: return `${(e as { type: string }).type}${d && typeof d === 'object' ? '' : ''}`;
  }
}
