/**
 * The project's event types, grouped by what they change: the Audit Log filter and the webhook
 * subscription form both pick from these, so a new event type is added once.
 */
export const FLAG_EVENT_TYPES = [
  'FeatureFlagCreated',
  'FeatureFlagUpdated',
  'FeatureFlagToggled',
  'FeatureFlagDeleted',
  'FeatureFlagArchived',
  'FeatureFlagUnarchived',
  'FlagTargetingSet',
  'FlagTargetingRemoved',
] as const;
export const SEGMENT_EVENT_TYPES = ['SegmentCreated', 'SegmentUpdated', 'SegmentDeleted'] as const;
export const ENVIRONMENT_EVENT_TYPES = [
  'EnvironmentCreated',
  'EnvironmentUpdated',
  'EnvironmentDeleted',
  'EnvironmentVariableSet',
  'EnvironmentVariableReset',
  'EnvironmentApiKeyRegenerated',
  'EnvironmentClientKeyRegenerated',
  'EnvironmentPromoted',
] as const;
export const OVERRIDE_EVENT_TYPES = [
  'OverrideCreated',
  'OverrideUpdated',
  'OverrideToggled',
  'OverrideExpired',
  'OverrideEnvironmentChanged',
  'OverrideDeleted',
] as const;
export const TEAM_EVENT_TYPES = [
  'MemberInvited',
  'InvitationAccepted',
  'InvitationCancelled',
  'InvitationDeclined',
  'InvitationRevoked',
  'MemberJoined',
  'MemberRoleChanged',
  'MemberRemoved',
] as const;
export const PLAN_EVENT_TYPES = ['PlanSubscribed', 'PlanRenewed', 'PlanUpgraded'] as const;
export const TOKEN_EVENT_TYPES = ['ApiTokenCreated', 'ApiTokenRevoked'] as const;

export interface EventTypeGroup {
  title: string;
  types: readonly string[];
}

/** Every event type, as the Audit Log's filter offers them. */
export const AUDIT_EVENT_GROUPS: readonly EventTypeGroup[] = [
  { title: 'Feature flags', types: FLAG_EVENT_TYPES },
  { title: 'Segments', types: SEGMENT_EVENT_TYPES },
  { title: 'Environments', types: ENVIRONMENT_EVENT_TYPES },
  { title: 'Overrides', types: OVERRIDE_EVENT_TYPES },
  { title: 'Team', types: TEAM_EVENT_TYPES },
  { title: 'Plan', types: PLAN_EVENT_TYPES },
  { title: 'Project', types: ['ProjectCreated', 'ProjectUpdated', 'ProjectDeleted', 'UuidsGenerated', 'ProjectImported', 'UsageSettingsUpdated'] },
  { title: 'Automation', types: [...TOKEN_EVENT_TYPES, 'WebhookCreated', 'WebhookUpdated', 'WebhookSecretRotated', 'WebhookDeleted'] },
  { title: 'Restores', types: ['EntityRestored'] },
];
