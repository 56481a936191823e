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
    case 'FeatureFlagCreated':
      return 'flag_created';
    case 'EnvironmentCreated':
    case 'EnvironmentUpdated':
      return 'environment_deployed';
    case 'MemberJoined':
      return 'member_added';
    case 'ProjectCreated':
      return 'project_created';
    default:
      return 'other';
  }
};

const RESTORED_KIND: Record<string, string> = { flag: 'Feature flag', environment: 'Values of environment', override: 'Override', segment: 'Segment' };

const q = (s: string | undefined) => `"${s ?? 'unknown'}"`;

/**
 * One line saying what an event did, named from the state just before it (events carry ids,
 * people read names). Shared by the dashboard's activity and the audit history.
 */
export function summarise(e: ProjectEvent, before: ProjectState): string {
  const flag = (id: string) => q(before.flags[id]?.name);
  const env = (id: string) => q(before.environments[id]?.name);
  const ovr = (id: string) => q(before.overrides[id]?.name);
  const invitee = (id: string) => {
    const i = before.invitations[id];
    return i ? i.email || `user ${i.userId ?? 'unknown'}` : 'unknown';
  };
  const d = e.data as Record<string, unknown>;
  switch (e.type) {
    case 'ProjectCreated':
      return `Project ${q(e.data.name)} created`;
    case 'ProjectUpdated':
      return e.data.name ? `Project renamed to ${q(e.data.name)}` : `Project ${q(before.name)} updated`;
    case 'ProjectDeleted':
      return `Project ${q(before.name)} deleted`;
    case 'UuidsGenerated':
      return 'Missing UUIDs generated';
    case 'EnvironmentCreated':
      return `Environment ${q(e.data.name)} created`;
    case 'EnvironmentUpdated':
      return e.data.name ? `Environment ${env(e.data.environmentId)} renamed to ${q(e.data.name)}` : `Environment ${env(e.data.environmentId)} updated`;
    case 'EnvironmentDeleted':
      return `Environment ${env(e.data.environmentId)} deleted`;
    case 'EnvironmentApiKeyRegenerated':
      return `Server key of ${env(e.data.environmentId)} regenerated`;
    case 'EnvironmentClientKeyRegenerated':
      return `Client key of ${env(e.data.environmentId)} regenerated`;
    case 'EnvironmentVariableSet':
      return `${q(e.data.flagKey)} set to ${JSON.stringify(e.data.setting.value)}${e.data.setting.enabled ? '' : ' (disabled)'} in ${env(e.data.environmentId)}`;
    case 'EnvironmentVariableReset':
      return `${q(e.data.flagKey)} reset to default in ${env(e.data.environmentId)}`;
    case 'FeatureFlagCreated':
      return `Feature flag ${q(e.data.name)} created`;
    case 'FeatureFlagUpdated':
      return `Feature flag ${flag(e.data.flagId)} updated`;
    case 'FeatureFlagToggled':
      return `Feature flag ${flag(e.data.flagId)} ${e.data.enabled ? 'enabled' : 'disabled'}`;
    case 'FeatureFlagDeleted':
      return `Feature flag ${flag(e.data.flagId)} deleted`;
    case 'FeatureFlagArchived':
      return `Feature flag ${flag(e.data.flagId)} archived`;
    case 'FeatureFlagUnarchived':
      return `Feature flag ${flag(e.data.flagId)} unarchived`;
    case 'UsageSettingsUpdated':
      return `Flags are now stale after ${e.data.staleAfterDays} day${e.data.staleAfterDays === 1 ? '' : 's'} without change in usage`;
    case 'OverrideCreated':
      return `Override ${q(e.data.name)} created`;
    case 'OverrideUpdated':
      return `Override ${ovr(e.data.overrideId)} updated`;
    case 'OverrideToggled':
      return `Override ${ovr(e.data.overrideId)} ${e.data.isActive ? 'activated' : 'deactivated'}`;
    case 'OverrideExpired':
      return `Override ${ovr(e.data.overrideId)} expired`;
    case 'OverrideEnvironmentChanged':
      return `Override ${ovr(e.data.overrideId)} applied to ${env(e.data.environmentId)}`;
    case 'OverrideDeleted':
      return `Override ${ovr(e.data.overrideId)} deleted`;
    case 'MemberInvited':
      return `${e.data.email || `User ${e.data.userId ?? 'unknown'}`} invited as ${e.data.role}`;
    case 'InvitationCancelled':
      return `Invitation for ${invitee(e.data.invitationId)} cancelled`;
    case 'InvitationAccepted':
      return `Invitation for ${invitee(e.data.invitationId)} accepted`;
    case 'InvitationRevoked':
      return `Invitation for ${invitee(e.data.invitationId)} revoked: its sender ${e.data.reason === 'inviter_left' ? 'left the project' : 'can no longer grant its role'}`;
    case 'InvitationDeclined':
      return `Invitation for ${invitee(e.data.invitationId)} declined`;
    case 'ProjectImported': {
      const c = e.data.counts;
      const parts = [
        [c.flagsCreated, 'flag', 'created'],
        [c.flagsUpdated, 'flag', 'updated'],
        [c.environmentsCreated, 'environment', 'created'],
        [c.segmentsCreated, 'segment', 'created'],
        [c.segmentsUpdated, 'segment', 'updated'],
        [c.valuesChanged, 'value', 'changed'],
        [c.targetingChanged, 'targeting', 'changed'],
      ] as const;
      const said = parts.filter(([n]) => n > 0).map(([n, what, done]) => `${n} ${what}${n === 1 || what === 'targeting' ? '' : 's'} ${done}`);
      return `Imported${e.data.source.project ? ` from ${q(e.data.source.project)}` : ''}: ${said.join(', ') || 'nothing changed'}`;
    }
    case 'EnvironmentPromoted': {
      const n = e.data.flags.length;
      const what = `${n} flag${n === 1 ? '' : 's'}`;
      return e.data.revertOf
        ? `Promotion into ${q(e.data.toName)} undone (${what})`
        : `${what} promoted from ${q(e.data.fromName)} to ${q(e.data.toName)}: ${e.data.flags.map((f) => f.key).join(', ')}`;
    }
    case 'ApiTokenCreated':
      return `${e.data.kind === 'project' ? 'Project' : 'Personal'} API token ${q(e.data.name)} (${e.data.scope}) created by ${e.data.createdBy.name}`;
    case 'ApiTokenRevoked':
      return `API token ${q(before.apiTokens?.[e.data.tokenId]?.name)} revoked`;
    case 'WebhookCreated':
      return `Webhook to ${e.data.url} created`;
    case 'WebhookUpdated':
      return `Webhook to ${before.webhooks?.[e.data.webhookId]?.url ?? 'unknown'} ${e.data.active === false ? 'paused' : e.data.active === true ? 'resumed' : 'updated'}`;
    case 'WebhookSecretRotated':
      return `Signing secret of the webhook to ${before.webhooks?.[e.data.webhookId]?.url ?? 'unknown'} rotated`;
    case 'WebhookDeleted':
      return `Webhook to ${before.webhooks?.[e.data.webhookId]?.url ?? 'unknown'} deleted`;
    case 'MemberJoined':
      return `${e.data.name || e.data.email || 'A member'} joined as ${e.data.role}`;
    case 'MemberRoleChanged':
      return `${before.members[e.data.userId]?.name || 'A member'} is now ${e.data.role}`;
    // Who left is named by name, else email (issue 17: "A member removed" said nobody).
    case 'MemberRemoved':
      return `${before.members[e.data.userId]?.name || before.members[e.data.userId]?.email || `User ${e.data.userId}`} removed from the project`;
    case 'PlanSubscribed':
      return `Subscribed to ${e.data.planId} (${e.data.variant})`;
    case 'PlanRenewed':
      return `Plan ${e.data.planId} renewed`;
    case 'PlanUpgraded':
      return `Plan upgraded from ${e.data.fromPlanId} to ${e.data.planId}`;
    case 'FlagTargetingSet':
      return `Targeting of ${flag(e.data.flagId)} set in ${env(e.data.environmentId)}`;
    case 'FlagTargetingRemoved':
      return `Targeting of ${flag(e.data.flagId)} removed in ${env(e.data.environmentId)}${e.data.reason === 'type_changed' ? ' (type changed)' : ''}`;
    case 'SegmentCreated':
      return `Segment ${q(e.data.name)} created`;
    case 'SegmentUpdated':
      return e.data.name
        ? `Segment ${q(before.segments?.[e.data.segmentId]?.name)} renamed to ${q(e.data.name)}`
        : `Segment ${q(before.segments?.[e.data.segmentId]?.name)} updated`;
    case 'SegmentDeleted':
      return `Segment ${q(before.segments?.[e.data.segmentId]?.name)} deleted`;
    case 'EntityRestored':
      return `${RESTORED_KIND[e.data.entity.kind] ?? 'Entity'} ${q(e.data.entity.name)} restored to ${e.data.toTime}${e.data.skipped.length ? ` (skipped: ${e.data.skipped.join(', ')})` : ''}`;
    default:
      return `${(e as { type: string }).type}${d && typeof d === 'object' ? '' : ''}`;
  }
}
