// GENERATED FILE: DO NOT EDIT. Produced by @graphql-codegen from schema/*.graphql (codegen.ts).
// Change the schema or the web app's documents, then run `npm run codegen`.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { FlagModel } from '../models';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time in UTC, e.g. 2025-01-31T12:00:00.000Z. */
  DateTime: { input: string; output: string; }
  /** Any JSON value: flag values, environment variables maps, override values, preferences. */
  JSON: { input: unknown; output: unknown; }
};

export type AcceptInvitationResult = {
  __typename?: 'AcceptInvitationResult';
  message: Scalars['String']['output'];
  project: ProjectRef;
  role: Role;
};

export type AcceptedInvitation = {
  __typename?: 'AcceptedInvitation';
  project: ProjectRef;
  role: Scalars['String']['output'];
};

export type ActivityActor = {
  __typename?: 'ActivityActor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ActivityItem = {
  __typename?: 'ActivityItem';
  actor?: Maybe<ActivityActor>;
  colour: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  timestamp: Scalars['DateTime']['output'];
  /** flag_created, environment_deployed, member_added, project_created or other */
  type: Scalars['String']['output'];
};

export type AutoAcceptMeta = {
  __typename?: 'AutoAcceptMeta';
  message: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type AutoAcceptResult = {
  __typename?: 'AutoAcceptResult';
  data: Array<AcceptedInvitation>;
  message: Scalars['String']['output'];
  meta: AutoAcceptMeta;
};

export type CleanupResult = {
  __typename?: 'CleanupResult';
  deleted: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type CreateEnvironmentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type CreateFeatureFlagInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Derived from the name when absent. */
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** The project id. */
  project: Scalars['ID']['input'];
  type?: InputMaybe<FlagType>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type CreateOverrideInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** The environment id. */
  environment: Scalars['ID']['input'];
  expires_at?: InputMaybe<Scalars['DateTime']['input']>;
  /** Flag key -> { value, enabled }; at least one flag. */
  feature_flag_values: Scalars['JSON']['input'];
  /** true by default */
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** 0 by default */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** The project id. */
  project: Scalars['ID']['input'];
};

/** Create payload of spec §7: name, description, slug, settings{environments, status}. */
export type CreateProjectInput = {
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  settings?: InputMaybe<ProjectSettingsInput>;
  /** Derived from the name when absent. */
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CurrentPlan = {
  __typename?: 'CurrentPlan';
  currentPlan: SubscriptionPlan;
  planExpirationDate?: Maybe<Scalars['DateTime']['output']>;
  planPeriodStart?: Maybe<Scalars['DateTime']['output']>;
  /** active, inactive or expired */
  subscriptionStatus: Scalars['String']['output'];
  subscriptionVariant: SubscriptionVariant;
};

export type DashboardStats = {
  __typename?: 'DashboardStats';
  projectName: Scalars['String']['output'];
  projectStatus: Scalars['String']['output'];
  recentEnvironments: Scalars['Int']['output'];
  recentFlags: Scalars['Int']['output'];
  totalEnvironments: Scalars['Int']['output'];
  totalFeatureFlags: Scalars['Int']['output'];
  totalOverrides: Scalars['Int']['output'];
};

/** What a deletion or removal reports: the id of what is gone, and the server's message when it has one. */
export type DeleteResult = {
  __typename?: 'DeleteResult';
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
};

export type Environment = {
  __typename?: 'Environment';
  /** The environment's API key; null for callers who may not manage environments. */
  api_key?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  /** The project id. */
  project: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** active, or anything else (shown grey) */
  status: Scalars['String']['output'];
  /** development by default */
  type: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Public identifier of the environment in the config endpoint. */
  uuid: Scalars['String']['output'];
  /** Flag key -> { value, enabled }: this environment's custom values. */
  variables: Scalars['JSON']['output'];
};

export type Flag = {
  __typename?: 'Flag';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** The flag's value in each environment, in environment order. */
  environmentValues: Array<FlagEnvironmentValue>;
  id: Scalars['ID']['output'];
  /** Immutable after creation. */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The project id. */
  project: Scalars['ID']['output'];
  type: FlagType;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The default value. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** Per-environment value record (spec §3). */
export type FlagEnvironmentValue = {
  __typename?: 'FlagEnvironmentValue';
  enabled: Scalars['Boolean']['output'];
  environmentId: Scalars['ID']['output'];
  environmentName: Scalars['String']['output'];
  hasCustomValue: Scalars['Boolean']['output'];
  value?: Maybe<Scalars['JSON']['output']>;
};

export type FlagStats = {
  __typename?: 'FlagStats';
  byType: FlagTypeCounts;
  disabled: Scalars['Int']['output'];
  enabled: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type FlagType =
  | 'boolean'
  | 'json'
  | 'number'
  | 'string';

export type FlagTypeCounts = {
  __typename?: 'FlagTypeCounts';
  boolean: Scalars['Int']['output'];
  json: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  string: Scalars['Int']['output'];
};

/** One flag's custom value in one environment. */
export type FlagValueInput = {
  enabled: Scalars['Boolean']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type GenerateUuidsResult = {
  __typename?: 'GenerateUuidsResult';
  generated: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Invitation = {
  __typename?: 'Invitation';
  created_at?: Maybe<Scalars['DateTime']['output']>;
  email: Scalars['String']['output'];
  expires_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Only in the answer to inviteMember: the link to send. */
  invitation_url?: Maybe<Scalars['String']['output']>;
  invited_by: InvitedBy;
  message: Scalars['String']['output'];
  role: Role;
  status: Scalars['String']['output'];
  /** Only in the answer to inviteMember: the secret token, shown once. */
  token?: Maybe<Scalars['String']['output']>;
};

/** What an invitation link shows before sign-in. */
export type InvitationDetails = {
  __typename?: 'InvitationDetails';
  email: Scalars['String']['output'];
  expires_at: Scalars['DateTime']['output'];
  invited_by: InvitedBy;
  message?: Maybe<Scalars['String']['output']>;
  project: InvitationProject;
  role: Role;
  status: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type InvitationProject = {
  __typename?: 'InvitationProject';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type InvitationResult = {
  __typename?: 'InvitationResult';
  invitation: Invitation;
  message: Scalars['String']['output'];
};

export type InviteInput = {
  email: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  /** viewer by default */
  role?: InputMaybe<Role>;
};

export type InvitedBy = {
  __typename?: 'InvitedBy';
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

export type KeyAvailability = {
  __typename?: 'KeyAvailability';
  available: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
};

/** A team member; the owner is listed first with member id "owner". */
export type Member = {
  __typename?: 'Member';
  id: Scalars['ID']['output'];
  joined_at?: Maybe<Scalars['DateTime']['output']>;
  last_active?: Maybe<Scalars['DateTime']['output']>;
  role: Role;
  /** active, pending or other */
  status: Scalars['String']['output'];
  user: MemberUser;
};

export type MemberRoleResult = {
  __typename?: 'MemberRoleResult';
  member: Member;
  message: Scalars['String']['output'];
};

export type MemberUser = {
  __typename?: 'MemberUser';
  clerk_id: Scalars['String']['output'];
  email: Scalars['String']['output'];
  full_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_login?: Maybe<Scalars['DateTime']['output']>;
};

/** The current user's role in one project. */
export type Membership = {
  __typename?: 'Membership';
  id: Scalars['ID']['output'];
  project: ProjectRef;
  role: Role;
};

/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type Mutation = {
  __typename?: 'Mutation';
  /** POST /invitations/{token}/accept */
  acceptInvitation: AcceptInvitationResult;
  /** POST /projects/{id}/add-team-member */
  addTeamMember: Project;
  /** POST /user/auto-accept-invitations */
  autoAcceptInvitations: AutoAcceptResult;
  /** POST /overrides/bulk-apply */
  bulkApplyOverrides: Array<Override>;
  /** POST /feature-flags/bulk-toggle */
  bulkToggleFeatureFlags: Array<Flag>;
  /** DELETE /invitations/{id} */
  cancelInvitation: DeleteResult;
  /** POST /overrides/cleanup-expired: in one project, or in every project the caller may manage overrides of. */
  cleanupExpiredOverrides: CleanupResult;
  /** POST /payments/confirm: captures the approved order, verifies it with the provider and applies it to the plan once. */
  confirmPayment: PaymentConfirmation;
  /** POST /projects/{projectId}/environments */
  createEnvironment: Environment;
  /** POST /feature-flags */
  createFeatureFlag: Flag;
  /** POST /overrides */
  createOverride: Override;
  /** POST /payments/order: creates the provider order server-side (owner or admin). */
  createPaymentOrder: PaymentOrder;
  /** POST /projects */
  createProject: Project;
  /** DELETE /environments/{id} */
  deleteEnvironment: DeleteResult;
  /** DELETE /feature-flags/{id} */
  deleteFeatureFlag: DeleteResult;
  /** DELETE /overrides/{id} */
  deleteOverride: DeleteResult;
  /** DELETE /projects/{id} */
  deleteProject: DeleteResult;
  /** POST /projects/generate-missing-uuids */
  generateMissingUuids: GenerateUuidsResult;
  /** POST /projects/{id}/invite */
  inviteMember: InvitationResult;
  /** POST /payments/create: records a provider order after checking it with the provider (owner or admin). */
  recordPayment: Payment;
  /** POST /environments/{id}/regenerate-api-key */
  regenerateApiKey: Environment;
  /** DELETE /projects/{id}/members/{memberId} */
  removeMember: DeleteResult;
  /** DELETE /projects/{id}/remove-team-member/{userId} */
  removeTeamMember: Project;
  /** Saving an environment's flag value (spec §7 Overrides): null resets it to the flag default. */
  setEnvironmentValue: Environment;
  /** PUT /environments/{id}/variables: replaces the whole variables map. */
  setEnvironmentVariables: Environment;
  /** POST /feature-flags/{id}/toggle */
  toggleFeatureFlag: Flag;
  /** POST /overrides/{id}/toggle */
  toggleOverride: Override;
  /** PUT /environments/{id} */
  updateEnvironment: Environment;
  /** PUT /feature-flags/{id} */
  updateFeatureFlag: Flag;
  /** PUT /projects/{id}/members/{memberId}/role */
  updateMemberRole: MemberRoleResult;
  /** PUT /overrides/{id} */
  updateOverride: Override;
  /** PUT /projects/{id} */
  updateProject: Project;
  /** PUT /user-informations/me */
  updateUserInfo: UserInfo;
  /** PUT /user-informations/preferences: merged into the stored preferences. */
  updateUserPreferences: UserInfo;
  /** GET /user-info/validate: initialises the user record (a write, hence a mutation). */
  validateUserInfo: UserInfo;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationAddTeamMemberArgs = {
  projectId: Scalars['ID']['input'];
  role?: InputMaybe<Role>;
  userId: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationBulkApplyOverridesArgs = {
  environmentId: Scalars['ID']['input'];
  overrideIds: Array<Scalars['ID']['input']>;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationBulkToggleFeatureFlagsArgs = {
  enabled: Scalars['Boolean']['input'];
  flagIds: Array<Scalars['ID']['input']>;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCancelInvitationArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCleanupExpiredOverridesArgs = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationConfirmPaymentArgs = {
  orderId: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateEnvironmentArgs = {
  input: CreateEnvironmentInput;
  projectId: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateFeatureFlagArgs = {
  input: CreateFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateOverrideArgs = {
  input: CreateOverrideInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreatePaymentOrderArgs = {
  input: PaymentOrderInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteEnvironmentArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteFeatureFlagArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteOverrideArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationInviteMemberArgs = {
  input: InviteInput;
  projectId: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRecordPaymentArgs = {
  input: RecordPaymentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRegenerateApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRemoveMemberArgs = {
  memberId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationRemoveTeamMemberArgs = {
  projectId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationSetEnvironmentValueArgs = {
  environmentId: Scalars['ID']['input'];
  flagKey: Scalars['String']['input'];
  flagValue?: InputMaybe<FlagValueInput>;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationSetEnvironmentVariablesArgs = {
  id: Scalars['ID']['input'];
  variables: Scalars['JSON']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationToggleFeatureFlagArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationToggleOverrideArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateEnvironmentArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEnvironmentInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateFeatureFlagArgs = {
  id: Scalars['ID']['input'];
  input: UpdateFeatureFlagInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateMemberRoleArgs = {
  memberId: Scalars['ID']['input'];
  projectId: Scalars['ID']['input'];
  role: Role;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateOverrideArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOverrideInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProjectInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateUserInfoArgs = {
  input: UserProfileInput;
};


/** Writes. Every POST, PUT and DELETE of spec §7 has one; each returns its own effect. */
export type MutationUpdateUserPreferencesArgs = {
  preferences: Scalars['JSON']['input'];
};

export type Override = {
  __typename?: 'Override';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  environment?: Maybe<OverrideEnvironment>;
  expired: Scalars['Boolean']['output'];
  expires_at?: Maybe<Scalars['DateTime']['output']>;
  /** Flag key -> { value, enabled }. */
  feature_flag_values: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** Applying now: active and not past its expiry. */
  is_active: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  priority: Scalars['Int']['output'];
  /** The project id. */
  project: Scalars['ID']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Public identifier of the override in the config endpoint. */
  uuid: Scalars['String']['output'];
};

export type OverrideEnvironment = {
  __typename?: 'OverrideEnvironment';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
};

/** A recorded payment, with the server's price. */
export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  current_plan_id?: Maybe<Scalars['ID']['output']>;
  description: Scalars['String']['output'];
  order_id: Scalars['ID']['output'];
  plan_id: Scalars['ID']['output'];
  project_id: Scalars['ID']['output'];
  /** recorded, confirmed or rejected */
  status: Scalars['String']['output'];
  type: PaymentType;
  variant: SubscriptionVariant;
};

/** POST /payments/confirm result: the project's plan after the payment. */
export type PaymentConfirmation = {
  __typename?: 'PaymentConfirmation';
  payment: Payment;
  plan: CurrentPlan;
  success: Scalars['Boolean']['output'];
};

/** A provider order created by the server for the server's price. */
export type PaymentOrder = {
  __typename?: 'PaymentOrder';
  amount: Scalars['Float']['output'];
  /** where the buyer approves the payment */
  approve_url: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** {plan} - Yearly/Monthly [Renewal], or Upgrade to {plan} - Proportional (N days left) */
  description: Scalars['String']['output'];
  order_id: Scalars['ID']['output'];
};

/** POST /payments/order body. The server prices the purchase; current_plan_id and upgrade_price are what the buyer was shown, checked against that price (409 PAYMENT_QUOTE_CHANGED when stale). */
export type PaymentOrderInput = {
  /** a path of this site the buyer returns to after cancelling */
  cancel_url?: InputMaybe<Scalars['String']['input']>;
  current_plan_id?: InputMaybe<Scalars['ID']['input']>;
  plan_id: Scalars['ID']['input'];
  project_id: Scalars['ID']['input'];
  /** a path of this site the buyer returns to after approving, e.g. /billing */
  return_url?: InputMaybe<Scalars['String']['input']>;
  type: PaymentType;
  upgrade_price?: InputMaybe<Scalars['Float']['input']>;
  /** Month by default (upgrades keep the current plan's period) */
  variant?: InputMaybe<SubscriptionVariant>;
};

/** SUBSCRIPTION buys a plan from now; RENEWAL extends the current paid plan from its expiry; UPGRADE moves an active paid plan to a higher one for the prorated difference, expiry unchanged. */
export type PaymentType =
  | 'RENEWAL'
  | 'SUBSCRIPTION'
  | 'UPGRADE';

/** Which payment provider the web app should use: paypal (with client_id for the JS SDK), simulator (the built-in one: use createPaymentOrder) or disabled. */
export type PaymentsConfig = {
  __typename?: 'PaymentsConfig';
  client_id?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  provider: Scalars['String']['output'];
};

/** A project as the caller sees it, with the caller's role and permissions in it. */
export type Project = {
  __typename?: 'Project';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  /** In display order. */
  environments: Array<Environment>;
  feature_flags: Array<Flag>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  overrides: Array<Override>;
  owner: ProjectOwner;
  /** What the caller may do here (spec §6); without them views are read-only. */
  permissions: ProjectPermissions;
  /** The caller's role in this project. */
  role: Role;
  settings: ProjectSettings;
  slug: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** The team without the owner. */
  team_members: Array<TeamMember>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Public identifier of the project in the config endpoint. */
  uuid: Scalars['String']['output'];
};

export type ProjectOwner = {
  __typename?: 'ProjectOwner';
  clerk_id: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProjectPermissions = {
  __typename?: 'ProjectPermissions';
  canDeleteProject: Scalars['Boolean']['output'];
  canInviteUsers: Scalars['Boolean']['output'];
  canManageBilling: Scalars['Boolean']['output'];
  canManageEnvironments: Scalars['Boolean']['output'];
  canManageFlags: Scalars['Boolean']['output'];
  canManageMembers: Scalars['Boolean']['output'];
  canManageOverrides: Scalars['Boolean']['output'];
  canManageProject: Scalars['Boolean']['output'];
};

/** A project named by id and name (memberships, accepted invitations). */
export type ProjectRef = {
  __typename?: 'ProjectRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProjectSettings = {
  __typename?: 'ProjectSettings';
  /** Environment names, in order. */
  environments: Array<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type ProjectSettingsInput = {
  /** Environment names to create (default development, staging, production). */
  environments?: InputMaybe<Array<Scalars['String']['input']>>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectUsage = {
  __typename?: 'ProjectUsage';
  totalEnvironments: Scalars['Int']['output'];
  totalFeatureFlags: Scalars['Int']['output'];
  totalOverrides: Scalars['Int']['output'];
  totalTeamMembers: Scalars['Int']['output'];
};

/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type Query = {
  __typename?: 'Query';
  /** GET /feature-flags/check-key-availability?key=&projectId=&flagId= */
  checkFlagKeyAvailability: KeyAvailability;
  /** GET /subscription-plans/current/{projectId} */
  currentPlan: CurrentPlan;
  /** GET /dashboard/{projectId}/activity: newest first. */
  dashboardActivity: Array<ActivityItem>;
  /** GET /dashboard/{projectId}/stats */
  dashboardStats: DashboardStats;
  /** GET /environments/{id} */
  environment: Environment;
  /** GET /environments/{id}/config: the resolved configuration, as the public endpoint serves it. */
  environmentConfig: Scalars['JSON']['output'];
  /** GET /projects/{projectId}/environments */
  environments: Array<Environment>;
  /** GET /feature-flags/{id} */
  featureFlag: Flag;
  /** GET /feature-flags/stats?projectId= */
  featureFlagStats: FlagStats;
  /** GET /feature-flags?projectId=&search= */
  featureFlags: Array<Flag>;
  /** GET /invitations/{token}/details: public, the token is the secret. */
  invitationDetails: InvitationDetails;
  /** GET /user/memberships */
  myMemberships: Array<Membership>;
  /** GET /projects/my-projects (and GET /dashboard/projects): the same list. */
  myProjects: Array<Project>;
  /** GET /overrides/{id} */
  override: Override;
  /** GET /overrides?projectId=&environmentId= */
  overrides: Array<Override>;
  /** GET /payments/config: public. */
  paymentsConfig: PaymentsConfig;
  /** GET /projects/{id} */
  project: Project;
  /** GET /projects/{id}/invitations: the pending ones. */
  projectInvitations: Array<Invitation>;
  /** GET /projects/{id}/members */
  projectMembers: Array<Member>;
  /** GET /projects/{id}/usage */
  projectUsage: ProjectUsage;
  /** GET /projects: the caller's projects (owned or joined), oldest first. */
  projects: Array<Project>;
  /** GET /subscription-plans/public: public, in plan order. */
  subscriptionPlans: Array<SubscriptionPlan>;
  /** GET /user-info */
  userInfo: UserInfo;
  /** GET /user-informations/stats */
  userStats: UserStats;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryCheckFlagKeyAvailabilityArgs = {
  flagId?: InputMaybe<Scalars['ID']['input']>;
  key: Scalars['String']['input'];
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryCurrentPlanArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryDashboardActivityArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryDashboardStatsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryEnvironmentArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryEnvironmentConfigArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryEnvironmentsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagStatsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryFeatureFlagsArgs = {
  projectId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryInvitationDetailsArgs = {
  token: Scalars['String']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryOverrideArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryOverridesArgs = {
  environmentId?: InputMaybe<Scalars['ID']['input']>;
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectInvitationsArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectMembersArgs = {
  projectId: Scalars['ID']['input'];
};


/** Reads. Every GET of spec §7 has one (the public config endpoint stays REST: it is the hot path). */
export type QueryProjectUsageArgs = {
  projectId: Scalars['ID']['input'];
};

/** POST /payments/create body (spec's payment record). */
export type RecordPaymentInput = {
  /** upgrade only: the plan the buyer saw as current */
  current_plan_id?: InputMaybe<Scalars['ID']['input']>;
  order_id: Scalars['ID']['input'];
  plan_id: Scalars['ID']['input'];
  project_id: Scalars['ID']['input'];
  type: PaymentType;
  /** upgrade only: the price the buyer was shown */
  upgrade_price?: InputMaybe<Scalars['Float']['input']>;
  variant?: InputMaybe<SubscriptionVariant>;
};

/** A role in a project (spec §6). Unknown roles read as viewer. */
export type Role =
  | 'admin'
  | 'developer'
  | 'manager'
  | 'owner'
  | 'viewer';

export type SubscriptionPlan = {
  __typename?: 'SubscriptionPlan';
  description: Scalars['String']['output'];
  featureHasWhitelabel: Scalars['Boolean']['output'];
  /** -1 is unlimited */
  featureMaxEnvironments: Scalars['Int']['output'];
  featureMaxFeatureFlags: Scalars['Int']['output'];
  featureMaxOverrides: Scalars['Int']['output'];
  featureMaxTeamMembers: Scalars['Int']['output'];
  /** The derived feature list, one line each. */
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isFreePlan: Scalars['Boolean']['output'];
  /** Spelled so by the spec. */
  monthyPrice: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  planOrder: Scalars['Int']['output'];
  yearlyPrice: Scalars['Float']['output'];
};

export type SubscriptionVariant =
  | 'Month'
  | 'Year';

export type TeamMember = {
  __typename?: 'TeamMember';
  clerk_id: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Role;
};

export type UpdateEnvironmentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateFeatureFlagInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accepted only when equal to the current key. */
  key?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<FlagType>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateOverrideInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** null removes the expiry */
  expires_at?: InputMaybe<Scalars['DateTime']['input']>;
  feature_flag_values?: InputMaybe<Scalars['JSON']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type UserInfo = {
  __typename?: 'UserInfo';
  bio?: Maybe<Scalars['String']['output']>;
  clerk_id: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  full_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  preferences: Scalars['JSON']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type UserProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
};

export type UserStats = {
  __typename?: 'UserStats';
  ownedProjects: Scalars['Int']['output'];
  totalEnvironments: Scalars['Int']['output'];
  totalFeatureFlags: Scalars['Int']['output'];
  totalOverrides: Scalars['Int']['output'];
  totalProjects: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptInvitationResult: ResolverTypeWrapper<AcceptInvitationResult>;
  AcceptedInvitation: ResolverTypeWrapper<AcceptedInvitation>;
  ActivityActor: ResolverTypeWrapper<ActivityActor>;
  ActivityItem: ResolverTypeWrapper<ActivityItem>;
  AutoAcceptMeta: ResolverTypeWrapper<AutoAcceptMeta>;
  AutoAcceptResult: ResolverTypeWrapper<AutoAcceptResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CleanupResult: ResolverTypeWrapper<CleanupResult>;
  CreateEnvironmentInput: CreateEnvironmentInput;
  CreateFeatureFlagInput: CreateFeatureFlagInput;
  CreateOverrideInput: CreateOverrideInput;
  CreateProjectInput: CreateProjectInput;
  CurrentPlan: ResolverTypeWrapper<CurrentPlan>;
  DashboardStats: ResolverTypeWrapper<DashboardStats>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  Environment: ResolverTypeWrapper<Environment>;
  Flag: ResolverTypeWrapper<FlagModel>;
  FlagEnvironmentValue: ResolverTypeWrapper<FlagEnvironmentValue>;
  FlagStats: ResolverTypeWrapper<FlagStats>;
  FlagType: FlagType;
  FlagTypeCounts: ResolverTypeWrapper<FlagTypeCounts>;
  FlagValueInput: FlagValueInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateUuidsResult: ResolverTypeWrapper<GenerateUuidsResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Invitation>;
  InvitationDetails: ResolverTypeWrapper<InvitationDetails>;
  InvitationProject: ResolverTypeWrapper<InvitationProject>;
  InvitationResult: ResolverTypeWrapper<InvitationResult>;
  InviteInput: InviteInput;
  InvitedBy: ResolverTypeWrapper<InvitedBy>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeyAvailability: ResolverTypeWrapper<KeyAvailability>;
  Member: ResolverTypeWrapper<Member>;
  MemberRoleResult: ResolverTypeWrapper<MemberRoleResult>;
  MemberUser: ResolverTypeWrapper<MemberUser>;
  Membership: ResolverTypeWrapper<Membership>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Override: ResolverTypeWrapper<Override>;
  OverrideEnvironment: ResolverTypeWrapper<OverrideEnvironment>;
  Payment: ResolverTypeWrapper<Payment>;
  PaymentConfirmation: ResolverTypeWrapper<PaymentConfirmation>;
  PaymentOrder: ResolverTypeWrapper<PaymentOrder>;
  PaymentOrderInput: PaymentOrderInput;
  PaymentType: PaymentType;
  PaymentsConfig: ResolverTypeWrapper<PaymentsConfig>;
  Project: ResolverTypeWrapper<Omit<Project, 'feature_flags'> & { feature_flags: Array<ResolversTypes['Flag']> }>;
  ProjectOwner: ResolverTypeWrapper<ProjectOwner>;
  ProjectPermissions: ResolverTypeWrapper<ProjectPermissions>;
  ProjectRef: ResolverTypeWrapper<ProjectRef>;
  ProjectSettings: ResolverTypeWrapper<ProjectSettings>;
  ProjectSettingsInput: ProjectSettingsInput;
  ProjectUsage: ResolverTypeWrapper<ProjectUsage>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordPaymentInput: RecordPaymentInput;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionPlan: ResolverTypeWrapper<SubscriptionPlan>;
  SubscriptionVariant: SubscriptionVariant;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  UpdateEnvironmentInput: UpdateEnvironmentInput;
  UpdateFeatureFlagInput: UpdateFeatureFlagInput;
  UpdateOverrideInput: UpdateOverrideInput;
  UpdateProjectInput: UpdateProjectInput;
  UserInfo: ResolverTypeWrapper<UserInfo>;
  UserProfileInput: UserProfileInput;
  UserStats: ResolverTypeWrapper<UserStats>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptInvitationResult: AcceptInvitationResult;
  AcceptedInvitation: AcceptedInvitation;
  ActivityActor: ActivityActor;
  ActivityItem: ActivityItem;
  AutoAcceptMeta: AutoAcceptMeta;
  AutoAcceptResult: AutoAcceptResult;
  Boolean: Scalars['Boolean']['output'];
  CleanupResult: CleanupResult;
  CreateEnvironmentInput: CreateEnvironmentInput;
  CreateFeatureFlagInput: CreateFeatureFlagInput;
  CreateOverrideInput: CreateOverrideInput;
  CreateProjectInput: CreateProjectInput;
  CurrentPlan: CurrentPlan;
  DashboardStats: DashboardStats;
  DateTime: Scalars['DateTime']['output'];
  DeleteResult: DeleteResult;
  Environment: Environment;
  Flag: FlagModel;
  FlagEnvironmentValue: FlagEnvironmentValue;
  FlagStats: FlagStats;
  FlagTypeCounts: FlagTypeCounts;
  FlagValueInput: FlagValueInput;
  Float: Scalars['Float']['output'];
  GenerateUuidsResult: GenerateUuidsResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: Invitation;
  InvitationDetails: InvitationDetails;
  InvitationProject: InvitationProject;
  InvitationResult: InvitationResult;
  InviteInput: InviteInput;
  InvitedBy: InvitedBy;
  JSON: Scalars['JSON']['output'];
  KeyAvailability: KeyAvailability;
  Member: Member;
  MemberRoleResult: MemberRoleResult;
  MemberUser: MemberUser;
  Membership: Membership;
  Mutation: Record<PropertyKey, never>;
  Override: Override;
  OverrideEnvironment: OverrideEnvironment;
  Payment: Payment;
  PaymentConfirmation: PaymentConfirmation;
  PaymentOrder: PaymentOrder;
  PaymentOrderInput: PaymentOrderInput;
  PaymentsConfig: PaymentsConfig;
  Project: Omit<Project, 'feature_flags'> & { feature_flags: Array<ResolversParentTypes['Flag']> };
  ProjectOwner: ProjectOwner;
  ProjectPermissions: ProjectPermissions;
  ProjectRef: ProjectRef;
  ProjectSettings: ProjectSettings;
  ProjectSettingsInput: ProjectSettingsInput;
  ProjectUsage: ProjectUsage;
  Query: Record<PropertyKey, never>;
  RecordPaymentInput: RecordPaymentInput;
  String: Scalars['String']['output'];
  SubscriptionPlan: SubscriptionPlan;
  TeamMember: TeamMember;
  UpdateEnvironmentInput: UpdateEnvironmentInput;
  UpdateFeatureFlagInput: UpdateFeatureFlagInput;
  UpdateOverrideInput: UpdateOverrideInput;
  UpdateProjectInput: UpdateProjectInput;
  UserInfo: UserInfo;
  UserProfileInput: UserProfileInput;
  UserStats: UserStats;
}>;

export type AcceptInvitationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptInvitationResult'] = ResolversParentTypes['AcceptInvitationResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['ProjectRef'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type AcceptedInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptedInvitation'] = ResolversParentTypes['AcceptedInvitation']> = ResolversObject<{
  project?: Resolver<ResolversTypes['ProjectRef'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityActor'] = ResolversParentTypes['ActivityActor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityItem'] = ResolversParentTypes['ActivityItem']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['ActivityActor']>, ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AutoAcceptMetaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AutoAcceptMeta'] = ResolversParentTypes['AutoAcceptMeta']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AutoAcceptResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AutoAcceptResult'] = ResolversParentTypes['AutoAcceptResult']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['AcceptedInvitation']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['AutoAcceptMeta'], ParentType, ContextType>;
}>;

export type CleanupResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CleanupResult'] = ResolversParentTypes['CleanupResult']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrentPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentPlan'] = ResolversParentTypes['CurrentPlan']> = ResolversObject<{
  currentPlan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  planExpirationDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  planPeriodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subscriptionStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionVariant?: Resolver<ResolversTypes['SubscriptionVariant'], ParentType, ContextType>;
}>;

export type DashboardStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardStats'] = ResolversParentTypes['DashboardStats']> = ResolversObject<{
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recentEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EnvironmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Environment'] = ResolversParentTypes['Environment']> = ResolversObject<{
  api_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variables?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type FlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Flag'] = ResolversParentTypes['Flag']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environmentValues?: Resolver<Array<ResolversTypes['FlagEnvironmentValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FlagType'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FlagEnvironmentValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagEnvironmentValue'] = ResolversParentTypes['FlagEnvironmentValue']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  environmentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCustomValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type FlagStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagStats'] = ResolversParentTypes['FlagStats']> = ResolversObject<{
  byType?: Resolver<ResolversTypes['FlagTypeCounts'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlagTypeCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlagTypeCounts'] = ResolversParentTypes['FlagTypeCounts']> = ResolversObject<{
  boolean?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  string?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GenerateUuidsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenerateUuidsResult'] = ResolversParentTypes['GenerateUuidsResult']> = ResolversObject<{
  generated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitation_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invited_by?: Resolver<ResolversTypes['InvitedBy'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InvitationDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationDetails'] = ResolversParentTypes['InvitationDetails']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invited_by?: Resolver<ResolversTypes['InvitedBy'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  project?: Resolver<ResolversTypes['InvitationProject'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitationProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationProject'] = ResolversParentTypes['InvitationProject']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationResult'] = ResolversParentTypes['InvitationResult']> = ResolversObject<{
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitedByResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitedBy'] = ResolversParentTypes['InvitedBy']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KeyAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KeyAvailability'] = ResolversParentTypes['KeyAvailability']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joined_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  last_active?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['MemberUser'], ParentType, ContextType>;
}>;

export type MemberRoleResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberRoleResult'] = ResolversParentTypes['MemberRoleResult']> = ResolversObject<{
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MemberUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MemberUser'] = ResolversParentTypes['MemberUser']> = ResolversObject<{
  clerk_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_login?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['ProjectRef'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['AcceptInvitationResult'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  addTeamMember?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationAddTeamMemberArgs, 'projectId' | 'userId'>>;
  autoAcceptInvitations?: Resolver<ResolversTypes['AutoAcceptResult'], ParentType, ContextType>;
  bulkApplyOverrides?: Resolver<Array<ResolversTypes['Override']>, ParentType, ContextType, RequireFields<MutationBulkApplyOverridesArgs, 'environmentId' | 'overrideIds'>>;
  bulkToggleFeatureFlags?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType, RequireFields<MutationBulkToggleFeatureFlagsArgs, 'enabled' | 'flagIds'>>;
  cancelInvitation?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationCancelInvitationArgs, 'id'>>;
  cleanupExpiredOverrides?: Resolver<ResolversTypes['CleanupResult'], ParentType, ContextType, Partial<MutationCleanupExpiredOverridesArgs>>;
  confirmPayment?: Resolver<ResolversTypes['PaymentConfirmation'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'orderId'>>;
  createEnvironment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType, RequireFields<MutationCreateEnvironmentArgs, 'input' | 'projectId'>>;
  createFeatureFlag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType, RequireFields<MutationCreateFeatureFlagArgs, 'input'>>;
  createOverride?: Resolver<ResolversTypes['Override'], ParentType, ContextType, RequireFields<MutationCreateOverrideArgs, 'input'>>;
  createPaymentOrder?: Resolver<ResolversTypes['PaymentOrder'], ParentType, ContextType, RequireFields<MutationCreatePaymentOrderArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  deleteEnvironment?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteEnvironmentArgs, 'id'>>;
  deleteFeatureFlag?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteFeatureFlagArgs, 'id'>>;
  deleteOverride?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteOverrideArgs, 'id'>>;
  deleteProject?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'id'>>;
  generateMissingUuids?: Resolver<ResolversTypes['GenerateUuidsResult'], ParentType, ContextType>;
  inviteMember?: Resolver<ResolversTypes['InvitationResult'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input' | 'projectId'>>;
  recordPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationRecordPaymentArgs, 'input'>>;
  regenerateApiKey?: Resolver<ResolversTypes['Environment'], ParentType, ContextType, RequireFields<MutationRegenerateApiKeyArgs, 'id'>>;
  removeMember?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'memberId' | 'projectId'>>;
  removeTeamMember?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'projectId' | 'userId'>>;
  setEnvironmentValue?: Resolver<ResolversTypes['Environment'], ParentType, ContextType, RequireFields<MutationSetEnvironmentValueArgs, 'environmentId' | 'flagKey'>>;
  setEnvironmentVariables?: Resolver<ResolversTypes['Environment'], ParentType, ContextType, RequireFields<MutationSetEnvironmentVariablesArgs, 'id' | 'variables'>>;
  toggleFeatureFlag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType, RequireFields<MutationToggleFeatureFlagArgs, 'id'>>;
  toggleOverride?: Resolver<ResolversTypes['Override'], ParentType, ContextType, RequireFields<MutationToggleOverrideArgs, 'id'>>;
  updateEnvironment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType, RequireFields<MutationUpdateEnvironmentArgs, 'id' | 'input'>>;
  updateFeatureFlag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType, RequireFields<MutationUpdateFeatureFlagArgs, 'id' | 'input'>>;
  updateMemberRole?: Resolver<ResolversTypes['MemberRoleResult'], ParentType, ContextType, RequireFields<MutationUpdateMemberRoleArgs, 'memberId' | 'projectId' | 'role'>>;
  updateOverride?: Resolver<ResolversTypes['Override'], ParentType, ContextType, RequireFields<MutationUpdateOverrideArgs, 'id' | 'input'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'input'>>;
  updateUserInfo?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType, RequireFields<MutationUpdateUserInfoArgs, 'input'>>;
  updateUserPreferences?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType, RequireFields<MutationUpdateUserPreferencesArgs, 'preferences'>>;
  validateUserInfo?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType>;
}>;

export type OverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Override'] = ResolversParentTypes['Override']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environment?: Resolver<Maybe<ResolversTypes['OverrideEnvironment']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  feature_flag_values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OverrideEnvironmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverrideEnvironment'] = ResolversParentTypes['OverrideEnvironment']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current_plan_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['SubscriptionVariant'], ParentType, ContextType>;
}>;

export type PaymentConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentConfirmation'] = ResolversParentTypes['PaymentConfirmation']> = ResolversObject<{
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['CurrentPlan'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PaymentOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentOrder'] = ResolversParentTypes['PaymentOrder']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approve_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PaymentsConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentsConfig'] = ResolversParentTypes['PaymentsConfig']> = ResolversObject<{
  client_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  environments?: Resolver<Array<ResolversTypes['Environment']>, ParentType, ContextType>;
  feature_flags?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overrides?: Resolver<Array<ResolversTypes['Override']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['ProjectOwner'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['ProjectPermissions'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['ProjectSettings'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team_members?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectOwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectOwner'] = ResolversParentTypes['ProjectOwner']> = ResolversObject<{
  clerk_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectPermissionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectPermissions'] = ResolversParentTypes['ProjectPermissions']> = ResolversObject<{
  canDeleteProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canInviteUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageEnvironments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageFlags?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageOverrides?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canManageProject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProjectRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectRef'] = ResolversParentTypes['ProjectRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectSettings'] = ResolversParentTypes['ProjectSettings']> = ResolversObject<{
  environments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProjectUsage'] = ResolversParentTypes['ProjectUsage']> = ResolversObject<{
  totalEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTeamMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  checkFlagKeyAvailability?: Resolver<ResolversTypes['KeyAvailability'], ParentType, ContextType, RequireFields<QueryCheckFlagKeyAvailabilityArgs, 'key' | 'projectId'>>;
  currentPlan?: Resolver<ResolversTypes['CurrentPlan'], ParentType, ContextType, RequireFields<QueryCurrentPlanArgs, 'projectId'>>;
  dashboardActivity?: Resolver<Array<ResolversTypes['ActivityItem']>, ParentType, ContextType, RequireFields<QueryDashboardActivityArgs, 'projectId'>>;
  dashboardStats?: Resolver<ResolversTypes['DashboardStats'], ParentType, ContextType, RequireFields<QueryDashboardStatsArgs, 'projectId'>>;
  environment?: Resolver<ResolversTypes['Environment'], ParentType, ContextType, RequireFields<QueryEnvironmentArgs, 'id'>>;
  environmentConfig?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryEnvironmentConfigArgs, 'id'>>;
  environments?: Resolver<Array<ResolversTypes['Environment']>, ParentType, ContextType, RequireFields<QueryEnvironmentsArgs, 'projectId'>>;
  featureFlag?: Resolver<ResolversTypes['Flag'], ParentType, ContextType, RequireFields<QueryFeatureFlagArgs, 'id'>>;
  featureFlagStats?: Resolver<ResolversTypes['FlagStats'], ParentType, ContextType, RequireFields<QueryFeatureFlagStatsArgs, 'projectId'>>;
  featureFlags?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType, RequireFields<QueryFeatureFlagsArgs, 'projectId'>>;
  invitationDetails?: Resolver<ResolversTypes['InvitationDetails'], ParentType, ContextType, RequireFields<QueryInvitationDetailsArgs, 'token'>>;
  myMemberships?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  myProjects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  override?: Resolver<ResolversTypes['Override'], ParentType, ContextType, RequireFields<QueryOverrideArgs, 'id'>>;
  overrides?: Resolver<Array<ResolversTypes['Override']>, ParentType, ContextType, RequireFields<QueryOverridesArgs, 'projectId'>>;
  paymentsConfig?: Resolver<ResolversTypes['PaymentsConfig'], ParentType, ContextType>;
  project?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<QueryProjectArgs, 'id'>>;
  projectInvitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType, RequireFields<QueryProjectInvitationsArgs, 'projectId'>>;
  projectMembers?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType, RequireFields<QueryProjectMembersArgs, 'projectId'>>;
  projectUsage?: Resolver<ResolversTypes['ProjectUsage'], ParentType, ContextType, RequireFields<QueryProjectUsageArgs, 'projectId'>>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  subscriptionPlans?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  userInfo?: Resolver<ResolversTypes['UserInfo'], ParentType, ContextType>;
  userStats?: Resolver<ResolversTypes['UserStats'], ParentType, ContextType>;
}>;

export type SubscriptionPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionPlan'] = ResolversParentTypes['SubscriptionPlan']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featureHasWhitelabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureMaxEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureMaxFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureMaxOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featureMaxTeamMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFreePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  monthyPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearlyPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = ResolversObject<{
  clerk_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type UserInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserInfo'] = ResolversParentTypes['UserInfo']> = ResolversObject<{
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clerk_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UserStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserStats'] = ResolversParentTypes['UserStats']> = ResolversObject<{
  ownedProjects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEnvironments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalFeatureFlags?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOverrides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProjects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AcceptInvitationResult?: AcceptInvitationResultResolvers<ContextType>;
  AcceptedInvitation?: AcceptedInvitationResolvers<ContextType>;
  ActivityActor?: ActivityActorResolvers<ContextType>;
  ActivityItem?: ActivityItemResolvers<ContextType>;
  AutoAcceptMeta?: AutoAcceptMetaResolvers<ContextType>;
  AutoAcceptResult?: AutoAcceptResultResolvers<ContextType>;
  CleanupResult?: CleanupResultResolvers<ContextType>;
  CurrentPlan?: CurrentPlanResolvers<ContextType>;
  DashboardStats?: DashboardStatsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  Environment?: EnvironmentResolvers<ContextType>;
  Flag?: FlagResolvers<ContextType>;
  FlagEnvironmentValue?: FlagEnvironmentValueResolvers<ContextType>;
  FlagStats?: FlagStatsResolvers<ContextType>;
  FlagTypeCounts?: FlagTypeCountsResolvers<ContextType>;
  GenerateUuidsResult?: GenerateUuidsResultResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationDetails?: InvitationDetailsResolvers<ContextType>;
  InvitationProject?: InvitationProjectResolvers<ContextType>;
  InvitationResult?: InvitationResultResolvers<ContextType>;
  InvitedBy?: InvitedByResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  KeyAvailability?: KeyAvailabilityResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberRoleResult?: MemberRoleResultResolvers<ContextType>;
  MemberUser?: MemberUserResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Override?: OverrideResolvers<ContextType>;
  OverrideEnvironment?: OverrideEnvironmentResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentConfirmation?: PaymentConfirmationResolvers<ContextType>;
  PaymentOrder?: PaymentOrderResolvers<ContextType>;
  PaymentsConfig?: PaymentsConfigResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectOwner?: ProjectOwnerResolvers<ContextType>;
  ProjectPermissions?: ProjectPermissionsResolvers<ContextType>;
  ProjectRef?: ProjectRefResolvers<ContextType>;
  ProjectSettings?: ProjectSettingsResolvers<ContextType>;
  ProjectUsage?: ProjectUsageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  UserInfo?: UserInfoResolvers<ContextType>;
  UserStats?: UserStatsResolvers<ContextType>;
}>;

