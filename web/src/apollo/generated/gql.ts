// GENERATED FILE: DO NOT EDIT. Produced by @graphql-codegen from schema/*.graphql (codegen.ts).
// Change the schema or the web app's documents, then run `npm run codegen`.
/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features featureMaxEnvironments }\n  }\n": typeof types.FreePlanFeaturesDocument,
    "\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerkId name }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n": typeof types.MyProjectsDocument,
    "\n  query ProjectTree($id: ID!) {\n    project(id: $id) {\n      id\n      uuid\n      teamMembers { id clerkId name email role }\n      environments { id uuid name description type status order slug variables createdAt updatedAt }\n      featureFlags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } featureFlagValues expiresAt isActive expired priority createdAt }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n": typeof types.ProjectTreeDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project { id name }\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  query UserInfo {\n    userInfo { id fullName email }\n  }\n": typeof types.UserInfoDocument,
    "\n  mutation ValidateUserInfo {\n    validateUserInfo {\n      user { id fullName email }\n    }\n  }\n": typeof types.ValidateUserInfoDocument,
    "\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message total }\n  }\n": typeof types.AutoAcceptInvitationsDocument,
    "\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) { message role project { id name } }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query ProjectHead($projectId: ID!) {\n    projectHead(projectId: $projectId) { position }\n  }\n": typeof types.ProjectHeadDocument,
    "\n  mutation UndoRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) { restored eventCount position }\n  }\n": typeof types.UndoRestoreDocument,
    "\n  query AuditHistory($projectId: ID!, $filter: HistoryFilter, $first: Int, $after: String, $order: SortOrder) {\n    projectHistory(projectId: $projectId, filter: $filter, first: $first, after: $after, order: $order) {\n      entries {\n        position revision eventId type at summary before after correlationId\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n": typeof types.AuditHistoryDocument,
    "\n  query AuditProjectAt($projectId: ID!, $at: InstantInput!) {\n    projectAt(projectId: $projectId, at: $at) {\n      instant { position time eventCount }\n      deleted\n      project {\n        id uuid name description status\n        owner { id name }\n        teamMembers { id name email role }\n        environments { id uuid name slug type variables }\n        featureFlags { id key name description type value enabled }\n        overrides { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired priority }\n        plan { planId variant expiresAt }\n        invitations { id email role status }\n      }\n    }\n  }\n": typeof types.AuditProjectAtDocument,
    "\n  query AuditConfigAt($projectUuid: String!, $environmentUuid: String!, $overrideUuid: String, $at: InstantInput!) {\n    configAt(projectUuid: $projectUuid, environmentUuid: $environmentUuid, overrideUuid: $overrideUuid, at: $at) {\n      body etag\n      instant { position time eventCount }\n    }\n  }\n": typeof types.AuditConfigAtDocument,
    "\n  query AuditDiff($projectId: ID!, $from: InstantInput!, $to: InstantInput!) {\n    projectDiff(projectId: $projectId, from: $from, to: $to) {\n      from { position time eventCount }\n      to { position time eventCount }\n      changes { kind id name change fields { field before after } }\n    }\n  }\n": typeof types.AuditDiffDocument,
    "\n  query AuditVerify($projectId: ID!) {\n    verifyProjectHistory(projectId: $projectId) {\n      ok verified headHash\n      firstBad { position revision id type reason at message }\n    }\n  }\n": typeof types.AuditVerifyDocument,
    "\n  mutation AuditRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) {\n      restored eventCount position\n      to { position time eventCount }\n    }\n  }\n": typeof types.AuditRestoreDocument,
    "\n  query BillingPlans {\n    subscriptionPlans {\n      id\n      name\n      description\n      monthyPrice\n      yearlyPrice\n      isFreePlan\n      planOrder\n      featureMaxEnvironments\n      featureMaxFeatureFlags\n      featureMaxOverrides\n      featureMaxTeamMembers\n      featureHasWhitelabel\n    }\n  }\n": typeof types.BillingPlansDocument,
    "\n  query BillingCurrentPlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) {\n      currentPlan {\n        id\n        name\n        description\n        monthyPrice\n        yearlyPrice\n        isFreePlan\n        planOrder\n        featureMaxEnvironments\n        featureMaxFeatureFlags\n        featureMaxOverrides\n        featureMaxTeamMembers\n        featureHasWhitelabel\n      }\n      planExpirationDate\n      subscriptionVariant\n      subscriptionStatus\n      planPeriodStart\n    }\n  }\n": typeof types.BillingCurrentPlanDocument,
    "\n  query BillingUsage($projectId: ID!) {\n    projectUsage(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      totalTeamMembers\n    }\n  }\n": typeof types.BillingUsageDocument,
    "\n  query BillingPaymentsConfig {\n    paymentsConfig { provider clientId currency }\n  }\n": typeof types.BillingPaymentsConfigDocument,
    "\n  mutation BillingCreatePaymentOrder($input: CreatePaymentOrderInput!) {\n    createPaymentOrder(input: $input) {\n      order { orderId approveUrl amount currency description }\n    }\n  }\n": typeof types.BillingCreatePaymentOrderDocument,
    "\n  mutation BillingRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { orderId planId variant type amount currency status }\n    }\n  }\n": typeof types.BillingRecordPaymentDocument,
    "\n  mutation BillingConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      success\n      plan { subscriptionStatus planExpirationDate currentPlan { id name } }\n    }\n  }\n": typeof types.BillingConfirmPaymentDocument,
    "\n  query DashboardStats($projectId: ID!) {\n    dashboardStats(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      recentFlags\n      recentEnvironments\n      projectName\n      projectStatus\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query DashboardActivity($projectId: ID!) {\n    dashboardActivity(projectId: $projectId) {\n      id\n      type\n      description\n      timestamp\n      actor { id name }\n    }\n  }\n": typeof types.DashboardActivityDocument,
    "\n  query DashboardUsageSummary($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics totalEvaluations\n      flags { flagId flagKey flagName evaluations lastEvaluatedAt variants { variant count share } }\n      environments { environmentId environmentName requests evaluations byKind { config flagd ofrep impressions } }\n      requestSeries { at counts }\n    }\n  }\n": typeof types.DashboardUsageSummaryDocument,
    "\n  fragment EnvironmentCard_environment on Environment {\n    id uuid name description type status slug apiKey clientKey variables createdAt\n  }\n": typeof types.EnvironmentCard_EnvironmentFragmentDoc,
    "\n  fragment EnvironmentsPage_environment on Environment {\n    id name description type status order slug clientKey updatedAt\n    ...EnvironmentCard_environment\n  }\n": typeof types.EnvironmentsPage_EnvironmentFragmentDoc,
    "\n  query EnvPageEnvironments($projectId: ID!) {\n    environments(projectId: $projectId) {\n      ...EnvironmentsPage_environment\n    }\n  }\n": typeof types.EnvPageEnvironmentsDocument,
    "\n  query EnvPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxEnvironments } }\n  }\n": typeof types.EnvPagePlanDocument,
    "\n  mutation EnvPageCreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n": typeof types.EnvPageCreateEnvironmentDocument,
    "\n  mutation EnvPageUpdateEnvironment($input: UpdateEnvironmentInput!) {\n    updateEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n": typeof types.EnvPageUpdateEnvironmentDocument,
    "\n  mutation EnvPageDeleteEnvironment($id: ID!) {\n    deleteEnvironment(input: { id: $id }) { deletedId }\n  }\n": typeof types.EnvPageDeleteEnvironmentDocument,
    "\n  mutation EnvPageRegenerateApiKey($id: ID!) {\n    regenerateApiKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n": typeof types.EnvPageRegenerateApiKeyDocument,
    "\n  mutation EnvPageRegenerateClientKey($id: ID!) {\n    regenerateClientKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n": typeof types.EnvPageRegenerateClientKeyDocument,
    "\n  query FlagPage($projectId: ID!, $key: String!) {\n    featureFlagByKey(projectId: $projectId, key: $key) {\n      id name key description type value enabled projectId createdAt updatedAt\n      environmentValues { environmentId environmentName value enabled hasCustomValue }\n    }\n    environments(projectId: $projectId) { id uuid name type status order }\n    overrides(projectId: $projectId) { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired createdAt }\n  }\n": typeof types.FlagPageDocument,
    "\n  query FlagPageTargeting($id: ID!) {\n    featureFlag(id: $id) { id environmentValues { environmentId hasTargeting rolloutPercentage } }\n  }\n": typeof types.FlagPageTargetingDocument,
    "\n  query FlagPageHistory($projectId: ID!, $flagId: ID!, $first: Int, $after: String) {\n    projectHistory(projectId: $projectId, filter: { entity: $flagId }, first: $first, after: $after) {\n      entries {\n        position type at summary before after\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n": typeof types.FlagPageHistoryDocument,
    "\n  query FlagUsage($flagId: ID!, $from: DateTime, $to: DateTime, $step: UsageStep) {\n    flagUsage(flagId: $flagId, from: $from, to: $to, step: $step) {\n      flagId from to step clamped retentionDays total lastEvaluatedAt\n      variants { variant count share }\n      environments { environmentId environmentName total variants { variant count share } series { at counts } }\n    }\n  }\n": typeof types.FlagUsageDocument,
    "\n  query FlagUsageTotals($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics\n      flags { flagId flagKey evaluations lastEvaluatedAt variants { variant count share } }\n    }\n  }\n": typeof types.FlagUsageTotalsDocument,
    "\n  query FlagArchived($id: ID!) {\n    featureFlag(id: $id) { id archived archivedAt }\n  }\n": typeof types.FlagArchivedDocument,
    "\n  fragment FlagRow_flag on Flag {\n    id name key description type value enabled projectId createdAt updatedAt archived archivedAt\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n  }\n": typeof types.FlagRow_FlagFragmentDoc,
    "\n  query FlagsPageFlags($projectId: ID!) {\n    featureFlags(projectId: $projectId) { ...FlagRow_flag }\n  }\n": typeof types.FlagsPageFlagsDocument,
    "\n  query FlagsPageFlag($id: ID!) {\n    featureFlag(id: $id) { ...FlagRow_flag }\n  }\n": typeof types.FlagsPageFlagDocument,
    "\n  query FlagsPagePlanLimit($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxFeatureFlags } }\n  }\n": typeof types.FlagsPagePlanLimitDocument,
    "\n  query FlagsPageCheckKey($projectId: ID!, $key: String!, $flagId: ID) {\n    checkFlagKeyAvailability(projectId: $projectId, key: $key, flagId: $flagId) { available key }\n  }\n": typeof types.FlagsPageCheckKeyDocument,
    "\n  mutation FlagsPageCreateFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n": typeof types.FlagsPageCreateFlagDocument,
    "\n  mutation FlagsPageUpdateFlag($input: UpdateFeatureFlagInput!) {\n    updateFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n": typeof types.FlagsPageUpdateFlagDocument,
    "\n  mutation FlagsPageDeleteFlag($id: ID!) {\n    deleteFeatureFlag(input: { id: $id }) { deletedId }\n  }\n": typeof types.FlagsPageDeleteFlagDocument,
    "\n  mutation FlagsPageSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables }\n    }\n  }\n": typeof types.FlagsPageSetEnvironmentValueDocument,
    "\n  query FlagsPageContext($projectId: ID!) {\n    environments(projectId: $projectId) { id name type status order }\n    overrides(projectId: $projectId) { id name featureFlagValues environment { id name } }\n  }\n": typeof types.FlagsPageContextDocument,
    "\n  mutation FlagsPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n": typeof types.FlagsPageDeleteOverrideDocument,
    "\n  query StaleFlags($projectId: ID!) {\n    staleFlags(projectId: $projectId) { flagId flagKey flagName reason since variant lastEvaluatedAt }\n    usageSettings(projectId: $projectId) { staleAfterDays }\n  }\n": typeof types.StaleFlagsDocument,
    "\n  mutation ArchiveFlag($id: ID!) {\n    archiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n": typeof types.ArchiveFlagDocument,
    "\n  mutation UnarchiveFlag($id: ID!) {\n    unarchiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n": typeof types.UnarchiveFlagDocument,
    "\n  mutation UpdateUsageSettings($projectId: ID!, $staleAfterDays: Int!) {\n    updateUsageSettings(input: { projectId: $projectId, staleAfterDays: $staleAfterDays }) { usageSettings { staleAfterDays } }\n  }\n": typeof types.UpdateUsageSettingsDocument,
    "\n  query FlagTargetingDialog($id: ID!, $projectId: ID!) {\n    featureFlag(id: $id) {\n      id\n      key\n      type\n      value\n      enabled\n      environmentValues {\n        environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage\n        targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n      }\n    }\n    segments(projectId: $projectId) { id key name description conditions }\n  }\n": typeof types.FlagTargetingDialogDocument,
    "\n  mutation FlagTargetingSet($input: SetFlagTargetingInput!) {\n    setFlagTargeting(input: $input) {\n      targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n    }\n  }\n": typeof types.FlagTargetingSetDocument,
    "\n  mutation FlagTargetingDelete($flagId: ID!, $environmentId: ID!) {\n    deleteFlagTargeting(input: { flagId: $flagId, environmentId: $environmentId }) { flagId environmentId removed }\n  }\n": typeof types.FlagTargetingDeleteDocument,
    "\n  fragment OverrideCard_override on Override {\n    id uuid name description environment { id uuid name } featureFlagValues\n    expiresAt isActive expired priority createdAt updatedAt\n  }\n": typeof types.OverrideCard_OverrideFragmentDoc,
    "\n  query OverridesPageOverrides($projectId: ID!) {\n    overrides(projectId: $projectId) { ...OverrideCard_override }\n  }\n": typeof types.OverridesPageOverridesDocument,
    "\n  query OverridesPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxOverrides } }\n  }\n": typeof types.OverridesPagePlanDocument,
    "\n  mutation OverridesPageCreateOverride($input: CreateOverrideInput!) {\n    createOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n": typeof types.OverridesPageCreateOverrideDocument,
    "\n  mutation OverridesPageUpdateOverride($input: UpdateOverrideInput!) {\n    updateOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n": typeof types.OverridesPageUpdateOverrideDocument,
    "\n  mutation OverridesPageToggleOverride($id: ID!) {\n    toggleOverride(input: { id: $id }) {\n      override { id isActive expired }\n    }\n  }\n": typeof types.OverridesPageToggleOverrideDocument,
    "\n  mutation OverridesPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n": typeof types.OverridesPageDeleteOverrideDocument,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      project { id name description }\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(input: { id: $id }) { deletedId }\n  }\n": typeof types.DeleteProjectDocument,
    "\n  fragment CompareRow_flag on FlagComparison {\n    key name\n    from { custom effective targeting }\n    to { custom effective targeting }\n    differs { value enabled targeting }\n  }\n": typeof types.CompareRow_FlagFragmentDoc,
    "\n  query CompareEnvironments($projectId: ID!, $from: String!, $to: String!) {\n    compareEnvironments(projectId: $projectId, from: $from, to: $to) {\n      differing\n      from { id name }\n      to { id name }\n      flags {\n        key\n        differs { value enabled targeting }\n        from { custom effective }\n        to { custom effective }\n        ...CompareRow_flag\n      }\n    }\n  }\n": typeof types.CompareEnvironmentsDocument,
    "\n  mutation PromoteEnvironment($input: PromoteEnvironmentInput!) {\n    promoteEnvironment(input: $input) {\n      dryRun from to skipped\n      promotion { eventId position eventCount }\n      flags { key name value targeting }\n    }\n  }\n": typeof types.PromoteEnvironmentDocument,
    "\n  mutation RevertPromotion($projectId: ID!, $eventId: ID!) {\n    revertPromotion(input: { projectId: $projectId, eventId: $eventId }) { reverted flags { key } }\n  }\n": typeof types.RevertPromotionDocument,
    "\n  query SegmentsPage($projectId: ID!) {\n    segments(projectId: $projectId) {\n      id key name description conditions createdAt updatedAt\n      usage { flagId flagKey flagName environmentId environmentName }\n    }\n  }\n": typeof types.SegmentsPageDocument,
    "\n  query SegmentsPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxSegments } }\n  }\n": typeof types.SegmentsPagePlanDocument,
    "\n  mutation SegmentsPageCreate($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      segment {\n        id key name description conditions createdAt updatedAt\n        usage { flagId flagKey flagName environmentId environmentName }\n      }\n    }\n  }\n": typeof types.SegmentsPageCreateDocument,
    "\n  mutation SegmentsPageUpdate($input: UpdateSegmentInput!) {\n    updateSegment(input: $input) { segment { id key name description conditions updatedAt } }\n  }\n": typeof types.SegmentsPageUpdateDocument,
    "\n  mutation SegmentsPageDelete($id: ID!) {\n    deleteSegment(input: { id: $id }) { deletedId }\n  }\n": typeof types.SegmentsPageDeleteDocument,
    "\n  mutation SetupGenerateMissingUuids {\n    generateMissingUuids { success message generated }\n  }\n": typeof types.SetupGenerateMissingUuidsDocument,
    "\n  query SetupEnvironmentKeys($projectId: ID!) {\n    environments(projectId: $projectId) { id apiKey clientKey }\n  }\n": typeof types.SetupEnvironmentKeysDocument,
    "\n  fragment TokenListRow_token on ApiToken {\n    id name kind scope preview status createdAt expiresAt lastUsedAt\n    project { id name }\n    createdBy { id name }\n  }\n": typeof types.TokenListRow_TokenFragmentDoc,
    "\n  fragment TokensPage_token on ApiToken {\n    id name kind status preview projectId\n    createdBy { id }\n    ...TokenListRow_token\n  }\n": typeof types.TokensPage_TokenFragmentDoc,
    "\n  query ProjectTokens($projectId: ID!) {\n    apiTokens(projectId: $projectId) { ...TokensPage_token }\n  }\n": typeof types.ProjectTokensDocument,
    "\n  query MyTokens {\n    myApiTokens { ...TokensPage_token }\n  }\n": typeof types.MyTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { token apiToken { ...TokensPage_token } }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(input: { id: $id }) { apiToken { id status revokedAt } }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  fragment InvitationRow_invitation on Invitation {\n    id email role status createdAt expiresAt message\n    invitedBy { id name }\n  }\n": typeof types.InvitationRow_InvitationFragmentDoc,
    "\n  fragment MemberRow_member on Member {\n    id role lastActive joinedAt\n    user { id fullName email lastLogin }\n  }\n": typeof types.MemberRow_MemberFragmentDoc,
    "\n  fragment UsersPage_member on Member {\n    id role status lastActive joinedAt\n    user { id fullName email lastLogin }\n    ...MemberRow_member\n  }\n": typeof types.UsersPage_MemberFragmentDoc,
    "\n  fragment UsersPage_invitation on Invitation {\n    id email role status expiresAt\n    invitedBy { id name }\n    ...InvitationRow_invitation\n  }\n": typeof types.UsersPage_InvitationFragmentDoc,
    "\n  query UsersPageMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) { ...UsersPage_member }\n  }\n": typeof types.UsersPageMembersDocument,
    "\n  query UsersPageInvitations($projectId: ID!) {\n    projectInvitations(projectId: $projectId) { ...UsersPage_invitation }\n  }\n": typeof types.UsersPageInvitationsDocument,
    "\n  query UsersPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxTeamMembers } }\n  }\n": typeof types.UsersPagePlanDocument,
    "\n  mutation UsersPageInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n": typeof types.UsersPageInviteMemberDocument,
    "\n  mutation UsersPageReissueInvitation($id: ID!) {\n    reissueInvitation(input: { id: $id }) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n": typeof types.UsersPageReissueInvitationDocument,
    "\n  mutation UsersPageUpdateMemberRole($projectId: ID!, $memberId: ID!, $role: Role!) {\n    updateMemberRole(input: { projectId: $projectId, memberId: $memberId, role: $role }) {\n      message\n      member { id role }\n    }\n  }\n": typeof types.UsersPageUpdateMemberRoleDocument,
    "\n  mutation UsersPageRemoveMember($projectId: ID!, $memberId: ID!) {\n    removeMember(input: { projectId: $projectId, memberId: $memberId }) { deletedId message }\n  }\n": typeof types.UsersPageRemoveMemberDocument,
    "\n  mutation UsersPageCancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) { deletedId message }\n  }\n": typeof types.UsersPageCancelInvitationDocument,
    "\n  fragment MatrixEnvHead_environment on Environment {\n    name type status\n  }\n": typeof types.MatrixEnvHead_EnvironmentFragmentDoc,
    "\n  fragment MatrixFlagHeading_flag on Flag {\n    name key type value enabled\n  }\n": typeof types.MatrixFlagHeading_FlagFragmentDoc,
    "\n  fragment MatrixRow_flag on Flag {\n    id name key type value enabled\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n    ...MatrixFlagHeading_flag\n  }\n": typeof types.MatrixRow_FlagFragmentDoc,
    "\n  fragment MatrixColumn_environment on Environment {\n    id name type order\n    ...MatrixEnvHead_environment\n  }\n": typeof types.MatrixColumn_EnvironmentFragmentDoc,
    "\n  query ValuesMatrix($projectId: ID!) {\n    environments(projectId: $projectId) { ...MatrixColumn_environment }\n    featureFlags(projectId: $projectId) { ...MatrixRow_flag }\n  }\n": typeof types.ValuesMatrixDocument,
    "\n  mutation MatrixSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables updatedAt }\n    }\n  }\n": typeof types.MatrixSetEnvironmentValueDocument,
    "\n  fragment WebhookCard_webhook on Webhook {\n    id url events description active secret createdAt\n    createdBy { id name }\n  }\n": typeof types.WebhookCard_WebhookFragmentDoc,
    "\n  fragment WebhooksPage_webhook on Webhook {\n    id url events description active\n    ...WebhookCard_webhook\n  }\n": typeof types.WebhooksPage_WebhookFragmentDoc,
    "\n  query Webhooks($projectId: ID!) {\n    webhooks(projectId: $projectId) { ...WebhooksPage_webhook }\n    webhookEventTypes { group types }\n  }\n": typeof types.WebhooksDocument,
    "\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $before: Float) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, before: $before) {\n      nextCursor\n      deliveries {\n        id seq eventId eventType position status attempts redelivery createdAt deliveredAt nextAttemptAt responseCode latencyMs error\n        history { at statusCode latencyMs error }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(input: { id: $id }) { webhook { id secret } }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation RedeliverWebhookDelivery($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhookDelivery(input: { webhookId: $webhookId, deliveryId: $deliveryId }) { delivery { id status } }\n  }\n": typeof types.RedeliverWebhookDeliveryDocument,
};
const documents: Documents = {
    "\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features featureMaxEnvironments }\n  }\n": types.FreePlanFeaturesDocument,
    "\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerkId name }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n": types.MyProjectsDocument,
    "\n  query ProjectTree($id: ID!) {\n    project(id: $id) {\n      id\n      uuid\n      teamMembers { id clerkId name email role }\n      environments { id uuid name description type status order slug variables createdAt updatedAt }\n      featureFlags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } featureFlagValues expiresAt isActive expired priority createdAt }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n": types.ProjectTreeDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project { id name }\n    }\n  }\n": types.CreateProjectDocument,
    "\n  query UserInfo {\n    userInfo { id fullName email }\n  }\n": types.UserInfoDocument,
    "\n  mutation ValidateUserInfo {\n    validateUserInfo {\n      user { id fullName email }\n    }\n  }\n": types.ValidateUserInfoDocument,
    "\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message total }\n  }\n": types.AutoAcceptInvitationsDocument,
    "\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) { message role project { id name } }\n  }\n": types.AcceptInvitationDocument,
    "\n  query ProjectHead($projectId: ID!) {\n    projectHead(projectId: $projectId) { position }\n  }\n": types.ProjectHeadDocument,
    "\n  mutation UndoRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) { restored eventCount position }\n  }\n": types.UndoRestoreDocument,
    "\n  query AuditHistory($projectId: ID!, $filter: HistoryFilter, $first: Int, $after: String, $order: SortOrder) {\n    projectHistory(projectId: $projectId, filter: $filter, first: $first, after: $after, order: $order) {\n      entries {\n        position revision eventId type at summary before after correlationId\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n": types.AuditHistoryDocument,
    "\n  query AuditProjectAt($projectId: ID!, $at: InstantInput!) {\n    projectAt(projectId: $projectId, at: $at) {\n      instant { position time eventCount }\n      deleted\n      project {\n        id uuid name description status\n        owner { id name }\n        teamMembers { id name email role }\n        environments { id uuid name slug type variables }\n        featureFlags { id key name description type value enabled }\n        overrides { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired priority }\n        plan { planId variant expiresAt }\n        invitations { id email role status }\n      }\n    }\n  }\n": types.AuditProjectAtDocument,
    "\n  query AuditConfigAt($projectUuid: String!, $environmentUuid: String!, $overrideUuid: String, $at: InstantInput!) {\n    configAt(projectUuid: $projectUuid, environmentUuid: $environmentUuid, overrideUuid: $overrideUuid, at: $at) {\n      body etag\n      instant { position time eventCount }\n    }\n  }\n": types.AuditConfigAtDocument,
    "\n  query AuditDiff($projectId: ID!, $from: InstantInput!, $to: InstantInput!) {\n    projectDiff(projectId: $projectId, from: $from, to: $to) {\n      from { position time eventCount }\n      to { position time eventCount }\n      changes { kind id name change fields { field before after } }\n    }\n  }\n": types.AuditDiffDocument,
    "\n  query AuditVerify($projectId: ID!) {\n    verifyProjectHistory(projectId: $projectId) {\n      ok verified headHash\n      firstBad { position revision id type reason at message }\n    }\n  }\n": types.AuditVerifyDocument,
    "\n  mutation AuditRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) {\n      restored eventCount position\n      to { position time eventCount }\n    }\n  }\n": types.AuditRestoreDocument,
    "\n  query BillingPlans {\n    subscriptionPlans {\n      id\n      name\n      description\n      monthyPrice\n      yearlyPrice\n      isFreePlan\n      planOrder\n      featureMaxEnvironments\n      featureMaxFeatureFlags\n      featureMaxOverrides\n      featureMaxTeamMembers\n      featureHasWhitelabel\n    }\n  }\n": types.BillingPlansDocument,
    "\n  query BillingCurrentPlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) {\n      currentPlan {\n        id\n        name\n        description\n        monthyPrice\n        yearlyPrice\n        isFreePlan\n        planOrder\n        featureMaxEnvironments\n        featureMaxFeatureFlags\n        featureMaxOverrides\n        featureMaxTeamMembers\n        featureHasWhitelabel\n      }\n      planExpirationDate\n      subscriptionVariant\n      subscriptionStatus\n      planPeriodStart\n    }\n  }\n": types.BillingCurrentPlanDocument,
    "\n  query BillingUsage($projectId: ID!) {\n    projectUsage(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      totalTeamMembers\n    }\n  }\n": types.BillingUsageDocument,
    "\n  query BillingPaymentsConfig {\n    paymentsConfig { provider clientId currency }\n  }\n": types.BillingPaymentsConfigDocument,
    "\n  mutation BillingCreatePaymentOrder($input: CreatePaymentOrderInput!) {\n    createPaymentOrder(input: $input) {\n      order { orderId approveUrl amount currency description }\n    }\n  }\n": types.BillingCreatePaymentOrderDocument,
    "\n  mutation BillingRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { orderId planId variant type amount currency status }\n    }\n  }\n": types.BillingRecordPaymentDocument,
    "\n  mutation BillingConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      success\n      plan { subscriptionStatus planExpirationDate currentPlan { id name } }\n    }\n  }\n": types.BillingConfirmPaymentDocument,
    "\n  query DashboardStats($projectId: ID!) {\n    dashboardStats(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      recentFlags\n      recentEnvironments\n      projectName\n      projectStatus\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query DashboardActivity($projectId: ID!) {\n    dashboardActivity(projectId: $projectId) {\n      id\n      type\n      description\n      timestamp\n      actor { id name }\n    }\n  }\n": types.DashboardActivityDocument,
    "\n  query DashboardUsageSummary($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics totalEvaluations\n      flags { flagId flagKey flagName evaluations lastEvaluatedAt variants { variant count share } }\n      environments { environmentId environmentName requests evaluations byKind { config flagd ofrep impressions } }\n      requestSeries { at counts }\n    }\n  }\n": types.DashboardUsageSummaryDocument,
    "\n  fragment EnvironmentCard_environment on Environment {\n    id uuid name description type status slug apiKey clientKey variables createdAt\n  }\n": types.EnvironmentCard_EnvironmentFragmentDoc,
    "\n  fragment EnvironmentsPage_environment on Environment {\n    id name description type status order slug clientKey updatedAt\n    ...EnvironmentCard_environment\n  }\n": types.EnvironmentsPage_EnvironmentFragmentDoc,
    "\n  query EnvPageEnvironments($projectId: ID!) {\n    environments(projectId: $projectId) {\n      ...EnvironmentsPage_environment\n    }\n  }\n": types.EnvPageEnvironmentsDocument,
    "\n  query EnvPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxEnvironments } }\n  }\n": types.EnvPagePlanDocument,
    "\n  mutation EnvPageCreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n": types.EnvPageCreateEnvironmentDocument,
    "\n  mutation EnvPageUpdateEnvironment($input: UpdateEnvironmentInput!) {\n    updateEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n": types.EnvPageUpdateEnvironmentDocument,
    "\n  mutation EnvPageDeleteEnvironment($id: ID!) {\n    deleteEnvironment(input: { id: $id }) { deletedId }\n  }\n": types.EnvPageDeleteEnvironmentDocument,
    "\n  mutation EnvPageRegenerateApiKey($id: ID!) {\n    regenerateApiKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n": types.EnvPageRegenerateApiKeyDocument,
    "\n  mutation EnvPageRegenerateClientKey($id: ID!) {\n    regenerateClientKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n": types.EnvPageRegenerateClientKeyDocument,
    "\n  query FlagPage($projectId: ID!, $key: String!) {\n    featureFlagByKey(projectId: $projectId, key: $key) {\n      id name key description type value enabled projectId createdAt updatedAt\n      environmentValues { environmentId environmentName value enabled hasCustomValue }\n    }\n    environments(projectId: $projectId) { id uuid name type status order }\n    overrides(projectId: $projectId) { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired createdAt }\n  }\n": types.FlagPageDocument,
    "\n  query FlagPageTargeting($id: ID!) {\n    featureFlag(id: $id) { id environmentValues { environmentId hasTargeting rolloutPercentage } }\n  }\n": types.FlagPageTargetingDocument,
    "\n  query FlagPageHistory($projectId: ID!, $flagId: ID!, $first: Int, $after: String) {\n    projectHistory(projectId: $projectId, filter: { entity: $flagId }, first: $first, after: $after) {\n      entries {\n        position type at summary before after\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n": types.FlagPageHistoryDocument,
    "\n  query FlagUsage($flagId: ID!, $from: DateTime, $to: DateTime, $step: UsageStep) {\n    flagUsage(flagId: $flagId, from: $from, to: $to, step: $step) {\n      flagId from to step clamped retentionDays total lastEvaluatedAt\n      variants { variant count share }\n      environments { environmentId environmentName total variants { variant count share } series { at counts } }\n    }\n  }\n": types.FlagUsageDocument,
    "\n  query FlagUsageTotals($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics\n      flags { flagId flagKey evaluations lastEvaluatedAt variants { variant count share } }\n    }\n  }\n": types.FlagUsageTotalsDocument,
    "\n  query FlagArchived($id: ID!) {\n    featureFlag(id: $id) { id archived archivedAt }\n  }\n": types.FlagArchivedDocument,
    "\n  fragment FlagRow_flag on Flag {\n    id name key description type value enabled projectId createdAt updatedAt archived archivedAt\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n  }\n": types.FlagRow_FlagFragmentDoc,
    "\n  query FlagsPageFlags($projectId: ID!) {\n    featureFlags(projectId: $projectId) { ...FlagRow_flag }\n  }\n": types.FlagsPageFlagsDocument,
    "\n  query FlagsPageFlag($id: ID!) {\n    featureFlag(id: $id) { ...FlagRow_flag }\n  }\n": types.FlagsPageFlagDocument,
    "\n  query FlagsPagePlanLimit($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxFeatureFlags } }\n  }\n": types.FlagsPagePlanLimitDocument,
    "\n  query FlagsPageCheckKey($projectId: ID!, $key: String!, $flagId: ID) {\n    checkFlagKeyAvailability(projectId: $projectId, key: $key, flagId: $flagId) { available key }\n  }\n": types.FlagsPageCheckKeyDocument,
    "\n  mutation FlagsPageCreateFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n": types.FlagsPageCreateFlagDocument,
    "\n  mutation FlagsPageUpdateFlag($input: UpdateFeatureFlagInput!) {\n    updateFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n": types.FlagsPageUpdateFlagDocument,
    "\n  mutation FlagsPageDeleteFlag($id: ID!) {\n    deleteFeatureFlag(input: { id: $id }) { deletedId }\n  }\n": types.FlagsPageDeleteFlagDocument,
    "\n  mutation FlagsPageSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables }\n    }\n  }\n": types.FlagsPageSetEnvironmentValueDocument,
    "\n  query FlagsPageContext($projectId: ID!) {\n    environments(projectId: $projectId) { id name type status order }\n    overrides(projectId: $projectId) { id name featureFlagValues environment { id name } }\n  }\n": types.FlagsPageContextDocument,
    "\n  mutation FlagsPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n": types.FlagsPageDeleteOverrideDocument,
    "\n  query StaleFlags($projectId: ID!) {\n    staleFlags(projectId: $projectId) { flagId flagKey flagName reason since variant lastEvaluatedAt }\n    usageSettings(projectId: $projectId) { staleAfterDays }\n  }\n": types.StaleFlagsDocument,
    "\n  mutation ArchiveFlag($id: ID!) {\n    archiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n": types.ArchiveFlagDocument,
    "\n  mutation UnarchiveFlag($id: ID!) {\n    unarchiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n": types.UnarchiveFlagDocument,
    "\n  mutation UpdateUsageSettings($projectId: ID!, $staleAfterDays: Int!) {\n    updateUsageSettings(input: { projectId: $projectId, staleAfterDays: $staleAfterDays }) { usageSettings { staleAfterDays } }\n  }\n": types.UpdateUsageSettingsDocument,
    "\n  query FlagTargetingDialog($id: ID!, $projectId: ID!) {\n    featureFlag(id: $id) {\n      id\n      key\n      type\n      value\n      enabled\n      environmentValues {\n        environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage\n        targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n      }\n    }\n    segments(projectId: $projectId) { id key name description conditions }\n  }\n": types.FlagTargetingDialogDocument,
    "\n  mutation FlagTargetingSet($input: SetFlagTargetingInput!) {\n    setFlagTargeting(input: $input) {\n      targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n    }\n  }\n": types.FlagTargetingSetDocument,
    "\n  mutation FlagTargetingDelete($flagId: ID!, $environmentId: ID!) {\n    deleteFlagTargeting(input: { flagId: $flagId, environmentId: $environmentId }) { flagId environmentId removed }\n  }\n": types.FlagTargetingDeleteDocument,
    "\n  fragment OverrideCard_override on Override {\n    id uuid name description environment { id uuid name } featureFlagValues\n    expiresAt isActive expired priority createdAt updatedAt\n  }\n": types.OverrideCard_OverrideFragmentDoc,
    "\n  query OverridesPageOverrides($projectId: ID!) {\n    overrides(projectId: $projectId) { ...OverrideCard_override }\n  }\n": types.OverridesPageOverridesDocument,
    "\n  query OverridesPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxOverrides } }\n  }\n": types.OverridesPagePlanDocument,
    "\n  mutation OverridesPageCreateOverride($input: CreateOverrideInput!) {\n    createOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n": types.OverridesPageCreateOverrideDocument,
    "\n  mutation OverridesPageUpdateOverride($input: UpdateOverrideInput!) {\n    updateOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n": types.OverridesPageUpdateOverrideDocument,
    "\n  mutation OverridesPageToggleOverride($id: ID!) {\n    toggleOverride(input: { id: $id }) {\n      override { id isActive expired }\n    }\n  }\n": types.OverridesPageToggleOverrideDocument,
    "\n  mutation OverridesPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n": types.OverridesPageDeleteOverrideDocument,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      project { id name description }\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(input: { id: $id }) { deletedId }\n  }\n": types.DeleteProjectDocument,
    "\n  fragment CompareRow_flag on FlagComparison {\n    key name\n    from { custom effective targeting }\n    to { custom effective targeting }\n    differs { value enabled targeting }\n  }\n": types.CompareRow_FlagFragmentDoc,
    "\n  query CompareEnvironments($projectId: ID!, $from: String!, $to: String!) {\n    compareEnvironments(projectId: $projectId, from: $from, to: $to) {\n      differing\n      from { id name }\n      to { id name }\n      flags {\n        key\n        differs { value enabled targeting }\n        from { custom effective }\n        to { custom effective }\n        ...CompareRow_flag\n      }\n    }\n  }\n": types.CompareEnvironmentsDocument,
    "\n  mutation PromoteEnvironment($input: PromoteEnvironmentInput!) {\n    promoteEnvironment(input: $input) {\n      dryRun from to skipped\n      promotion { eventId position eventCount }\n      flags { key name value targeting }\n    }\n  }\n": types.PromoteEnvironmentDocument,
    "\n  mutation RevertPromotion($projectId: ID!, $eventId: ID!) {\n    revertPromotion(input: { projectId: $projectId, eventId: $eventId }) { reverted flags { key } }\n  }\n": types.RevertPromotionDocument,
    "\n  query SegmentsPage($projectId: ID!) {\n    segments(projectId: $projectId) {\n      id key name description conditions createdAt updatedAt\n      usage { flagId flagKey flagName environmentId environmentName }\n    }\n  }\n": types.SegmentsPageDocument,
    "\n  query SegmentsPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxSegments } }\n  }\n": types.SegmentsPagePlanDocument,
    "\n  mutation SegmentsPageCreate($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      segment {\n        id key name description conditions createdAt updatedAt\n        usage { flagId flagKey flagName environmentId environmentName }\n      }\n    }\n  }\n": types.SegmentsPageCreateDocument,
    "\n  mutation SegmentsPageUpdate($input: UpdateSegmentInput!) {\n    updateSegment(input: $input) { segment { id key name description conditions updatedAt } }\n  }\n": types.SegmentsPageUpdateDocument,
    "\n  mutation SegmentsPageDelete($id: ID!) {\n    deleteSegment(input: { id: $id }) { deletedId }\n  }\n": types.SegmentsPageDeleteDocument,
    "\n  mutation SetupGenerateMissingUuids {\n    generateMissingUuids { success message generated }\n  }\n": types.SetupGenerateMissingUuidsDocument,
    "\n  query SetupEnvironmentKeys($projectId: ID!) {\n    environments(projectId: $projectId) { id apiKey clientKey }\n  }\n": types.SetupEnvironmentKeysDocument,
    "\n  fragment TokenListRow_token on ApiToken {\n    id name kind scope preview status createdAt expiresAt lastUsedAt\n    project { id name }\n    createdBy { id name }\n  }\n": types.TokenListRow_TokenFragmentDoc,
    "\n  fragment TokensPage_token on ApiToken {\n    id name kind status preview projectId\n    createdBy { id }\n    ...TokenListRow_token\n  }\n": types.TokensPage_TokenFragmentDoc,
    "\n  query ProjectTokens($projectId: ID!) {\n    apiTokens(projectId: $projectId) { ...TokensPage_token }\n  }\n": types.ProjectTokensDocument,
    "\n  query MyTokens {\n    myApiTokens { ...TokensPage_token }\n  }\n": types.MyTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { token apiToken { ...TokensPage_token } }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(input: { id: $id }) { apiToken { id status revokedAt } }\n  }\n": types.RevokeApiTokenDocument,
    "\n  fragment InvitationRow_invitation on Invitation {\n    id email role status createdAt expiresAt message\n    invitedBy { id name }\n  }\n": types.InvitationRow_InvitationFragmentDoc,
    "\n  fragment MemberRow_member on Member {\n    id role lastActive joinedAt\n    user { id fullName email lastLogin }\n  }\n": types.MemberRow_MemberFragmentDoc,
    "\n  fragment UsersPage_member on Member {\n    id role status lastActive joinedAt\n    user { id fullName email lastLogin }\n    ...MemberRow_member\n  }\n": types.UsersPage_MemberFragmentDoc,
    "\n  fragment UsersPage_invitation on Invitation {\n    id email role status expiresAt\n    invitedBy { id name }\n    ...InvitationRow_invitation\n  }\n": types.UsersPage_InvitationFragmentDoc,
    "\n  query UsersPageMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) { ...UsersPage_member }\n  }\n": types.UsersPageMembersDocument,
    "\n  query UsersPageInvitations($projectId: ID!) {\n    projectInvitations(projectId: $projectId) { ...UsersPage_invitation }\n  }\n": types.UsersPageInvitationsDocument,
    "\n  query UsersPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxTeamMembers } }\n  }\n": types.UsersPagePlanDocument,
    "\n  mutation UsersPageInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n": types.UsersPageInviteMemberDocument,
    "\n  mutation UsersPageReissueInvitation($id: ID!) {\n    reissueInvitation(input: { id: $id }) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n": types.UsersPageReissueInvitationDocument,
    "\n  mutation UsersPageUpdateMemberRole($projectId: ID!, $memberId: ID!, $role: Role!) {\n    updateMemberRole(input: { projectId: $projectId, memberId: $memberId, role: $role }) {\n      message\n      member { id role }\n    }\n  }\n": types.UsersPageUpdateMemberRoleDocument,
    "\n  mutation UsersPageRemoveMember($projectId: ID!, $memberId: ID!) {\n    removeMember(input: { projectId: $projectId, memberId: $memberId }) { deletedId message }\n  }\n": types.UsersPageRemoveMemberDocument,
    "\n  mutation UsersPageCancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) { deletedId message }\n  }\n": types.UsersPageCancelInvitationDocument,
    "\n  fragment MatrixEnvHead_environment on Environment {\n    name type status\n  }\n": types.MatrixEnvHead_EnvironmentFragmentDoc,
    "\n  fragment MatrixFlagHeading_flag on Flag {\n    name key type value enabled\n  }\n": types.MatrixFlagHeading_FlagFragmentDoc,
    "\n  fragment MatrixRow_flag on Flag {\n    id name key type value enabled\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n    ...MatrixFlagHeading_flag\n  }\n": types.MatrixRow_FlagFragmentDoc,
    "\n  fragment MatrixColumn_environment on Environment {\n    id name type order\n    ...MatrixEnvHead_environment\n  }\n": types.MatrixColumn_EnvironmentFragmentDoc,
    "\n  query ValuesMatrix($projectId: ID!) {\n    environments(projectId: $projectId) { ...MatrixColumn_environment }\n    featureFlags(projectId: $projectId) { ...MatrixRow_flag }\n  }\n": types.ValuesMatrixDocument,
    "\n  mutation MatrixSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables updatedAt }\n    }\n  }\n": types.MatrixSetEnvironmentValueDocument,
    "\n  fragment WebhookCard_webhook on Webhook {\n    id url events description active secret createdAt\n    createdBy { id name }\n  }\n": types.WebhookCard_WebhookFragmentDoc,
    "\n  fragment WebhooksPage_webhook on Webhook {\n    id url events description active\n    ...WebhookCard_webhook\n  }\n": types.WebhooksPage_WebhookFragmentDoc,
    "\n  query Webhooks($projectId: ID!) {\n    webhooks(projectId: $projectId) { ...WebhooksPage_webhook }\n    webhookEventTypes { group types }\n  }\n": types.WebhooksDocument,
    "\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $before: Float) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, before: $before) {\n      nextCursor\n      deliveries {\n        id seq eventId eventType position status attempts redelivery createdAt deliveredAt nextAttemptAt responseCode latencyMs error\n        history { at statusCode latencyMs error }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n": types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId }\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(input: { id: $id }) { webhook { id secret } }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation RedeliverWebhookDelivery($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhookDelivery(input: { webhookId: $webhookId, deliveryId: $deliveryId }) { delivery { id status } }\n  }\n": types.RedeliverWebhookDeliveryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features featureMaxEnvironments }\n  }\n"): (typeof documents)["\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features featureMaxEnvironments }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerkId name }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n"): (typeof documents)["\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerkId name }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTree($id: ID!) {\n    project(id: $id) {\n      id\n      uuid\n      teamMembers { id clerkId name email role }\n      environments { id uuid name description type status order slug variables createdAt updatedAt }\n      featureFlags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } featureFlagValues expiresAt isActive expired priority createdAt }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n"): (typeof documents)["\n  query ProjectTree($id: ID!) {\n    project(id: $id) {\n      id\n      uuid\n      teamMembers { id clerkId name email role }\n      environments { id uuid name description type status order slug variables createdAt updatedAt }\n      featureFlags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } featureFlagValues expiresAt isActive expired priority createdAt }\n      environmentCount\n      featureFlagCount\n      teamMemberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project { id name }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      project { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInfo {\n    userInfo { id fullName email }\n  }\n"): (typeof documents)["\n  query UserInfo {\n    userInfo { id fullName email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateUserInfo {\n    validateUserInfo {\n      user { id fullName email }\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateUserInfo {\n    validateUserInfo {\n      user { id fullName email }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message total }\n  }\n"): (typeof documents)["\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) { message role project { id name } }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($input: AcceptInvitationInput!) {\n    acceptInvitation(input: $input) { message role project { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectHead($projectId: ID!) {\n    projectHead(projectId: $projectId) { position }\n  }\n"): (typeof documents)["\n  query ProjectHead($projectId: ID!) {\n    projectHead(projectId: $projectId) { position }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) { restored eventCount position }\n  }\n"): (typeof documents)["\n  mutation UndoRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) { restored eventCount position }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditHistory($projectId: ID!, $filter: HistoryFilter, $first: Int, $after: String, $order: SortOrder) {\n    projectHistory(projectId: $projectId, filter: $filter, first: $first, after: $after, order: $order) {\n      entries {\n        position revision eventId type at summary before after correlationId\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AuditHistory($projectId: ID!, $filter: HistoryFilter, $first: Int, $after: String, $order: SortOrder) {\n    projectHistory(projectId: $projectId, filter: $filter, first: $first, after: $after, order: $order) {\n      entries {\n        position revision eventId type at summary before after correlationId\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditProjectAt($projectId: ID!, $at: InstantInput!) {\n    projectAt(projectId: $projectId, at: $at) {\n      instant { position time eventCount }\n      deleted\n      project {\n        id uuid name description status\n        owner { id name }\n        teamMembers { id name email role }\n        environments { id uuid name slug type variables }\n        featureFlags { id key name description type value enabled }\n        overrides { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired priority }\n        plan { planId variant expiresAt }\n        invitations { id email role status }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditProjectAt($projectId: ID!, $at: InstantInput!) {\n    projectAt(projectId: $projectId, at: $at) {\n      instant { position time eventCount }\n      deleted\n      project {\n        id uuid name description status\n        owner { id name }\n        teamMembers { id name email role }\n        environments { id uuid name slug type variables }\n        featureFlags { id key name description type value enabled }\n        overrides { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired priority }\n        plan { planId variant expiresAt }\n        invitations { id email role status }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditConfigAt($projectUuid: String!, $environmentUuid: String!, $overrideUuid: String, $at: InstantInput!) {\n    configAt(projectUuid: $projectUuid, environmentUuid: $environmentUuid, overrideUuid: $overrideUuid, at: $at) {\n      body etag\n      instant { position time eventCount }\n    }\n  }\n"): (typeof documents)["\n  query AuditConfigAt($projectUuid: String!, $environmentUuid: String!, $overrideUuid: String, $at: InstantInput!) {\n    configAt(projectUuid: $projectUuid, environmentUuid: $environmentUuid, overrideUuid: $overrideUuid, at: $at) {\n      body etag\n      instant { position time eventCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditDiff($projectId: ID!, $from: InstantInput!, $to: InstantInput!) {\n    projectDiff(projectId: $projectId, from: $from, to: $to) {\n      from { position time eventCount }\n      to { position time eventCount }\n      changes { kind id name change fields { field before after } }\n    }\n  }\n"): (typeof documents)["\n  query AuditDiff($projectId: ID!, $from: InstantInput!, $to: InstantInput!) {\n    projectDiff(projectId: $projectId, from: $from, to: $to) {\n      from { position time eventCount }\n      to { position time eventCount }\n      changes { kind id name change fields { field before after } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditVerify($projectId: ID!) {\n    verifyProjectHistory(projectId: $projectId) {\n      ok verified headHash\n      firstBad { position revision id type reason at message }\n    }\n  }\n"): (typeof documents)["\n  query AuditVerify($projectId: ID!) {\n    verifyProjectHistory(projectId: $projectId) {\n      ok verified headHash\n      firstBad { position revision id type reason at message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) {\n      restored eventCount position\n      to { position time eventCount }\n    }\n  }\n"): (typeof documents)["\n  mutation AuditRestore($input: RestoreEntityInput!) {\n    restoreEntity(input: $input) {\n      restored eventCount position\n      to { position time eventCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingPlans {\n    subscriptionPlans {\n      id\n      name\n      description\n      monthyPrice\n      yearlyPrice\n      isFreePlan\n      planOrder\n      featureMaxEnvironments\n      featureMaxFeatureFlags\n      featureMaxOverrides\n      featureMaxTeamMembers\n      featureHasWhitelabel\n    }\n  }\n"): (typeof documents)["\n  query BillingPlans {\n    subscriptionPlans {\n      id\n      name\n      description\n      monthyPrice\n      yearlyPrice\n      isFreePlan\n      planOrder\n      featureMaxEnvironments\n      featureMaxFeatureFlags\n      featureMaxOverrides\n      featureMaxTeamMembers\n      featureHasWhitelabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingCurrentPlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) {\n      currentPlan {\n        id\n        name\n        description\n        monthyPrice\n        yearlyPrice\n        isFreePlan\n        planOrder\n        featureMaxEnvironments\n        featureMaxFeatureFlags\n        featureMaxOverrides\n        featureMaxTeamMembers\n        featureHasWhitelabel\n      }\n      planExpirationDate\n      subscriptionVariant\n      subscriptionStatus\n      planPeriodStart\n    }\n  }\n"): (typeof documents)["\n  query BillingCurrentPlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) {\n      currentPlan {\n        id\n        name\n        description\n        monthyPrice\n        yearlyPrice\n        isFreePlan\n        planOrder\n        featureMaxEnvironments\n        featureMaxFeatureFlags\n        featureMaxOverrides\n        featureMaxTeamMembers\n        featureHasWhitelabel\n      }\n      planExpirationDate\n      subscriptionVariant\n      subscriptionStatus\n      planPeriodStart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingUsage($projectId: ID!) {\n    projectUsage(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      totalTeamMembers\n    }\n  }\n"): (typeof documents)["\n  query BillingUsage($projectId: ID!) {\n    projectUsage(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      totalTeamMembers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingPaymentsConfig {\n    paymentsConfig { provider clientId currency }\n  }\n"): (typeof documents)["\n  query BillingPaymentsConfig {\n    paymentsConfig { provider clientId currency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingCreatePaymentOrder($input: CreatePaymentOrderInput!) {\n    createPaymentOrder(input: $input) {\n      order { orderId approveUrl amount currency description }\n    }\n  }\n"): (typeof documents)["\n  mutation BillingCreatePaymentOrder($input: CreatePaymentOrderInput!) {\n    createPaymentOrder(input: $input) {\n      order { orderId approveUrl amount currency description }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { orderId planId variant type amount currency status }\n    }\n  }\n"): (typeof documents)["\n  mutation BillingRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { orderId planId variant type amount currency status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BillingConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      success\n      plan { subscriptionStatus planExpirationDate currentPlan { id name } }\n    }\n  }\n"): (typeof documents)["\n  mutation BillingConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      success\n      plan { subscriptionStatus planExpirationDate currentPlan { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats($projectId: ID!) {\n    dashboardStats(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      recentFlags\n      recentEnvironments\n      projectName\n      projectStatus\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats($projectId: ID!) {\n    dashboardStats(projectId: $projectId) {\n      totalEnvironments\n      totalFeatureFlags\n      totalOverrides\n      recentFlags\n      recentEnvironments\n      projectName\n      projectStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardActivity($projectId: ID!) {\n    dashboardActivity(projectId: $projectId) {\n      id\n      type\n      description\n      timestamp\n      actor { id name }\n    }\n  }\n"): (typeof documents)["\n  query DashboardActivity($projectId: ID!) {\n    dashboardActivity(projectId: $projectId) {\n      id\n      type\n      description\n      timestamp\n      actor { id name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardUsageSummary($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics totalEvaluations\n      flags { flagId flagKey flagName evaluations lastEvaluatedAt variants { variant count share } }\n      environments { environmentId environmentName requests evaluations byKind { config flagd ofrep impressions } }\n      requestSeries { at counts }\n    }\n  }\n"): (typeof documents)["\n  query DashboardUsageSummary($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics totalEvaluations\n      flags { flagId flagKey flagName evaluations lastEvaluatedAt variants { variant count share } }\n      environments { environmentId environmentName requests evaluations byKind { config flagd ofrep impressions } }\n      requestSeries { at counts }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnvironmentCard_environment on Environment {\n    id uuid name description type status slug apiKey clientKey variables createdAt\n  }\n"): (typeof documents)["\n  fragment EnvironmentCard_environment on Environment {\n    id uuid name description type status slug apiKey clientKey variables createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnvironmentsPage_environment on Environment {\n    id name description type status order slug clientKey updatedAt\n    ...EnvironmentCard_environment\n  }\n"): (typeof documents)["\n  fragment EnvironmentsPage_environment on Environment {\n    id name description type status order slug clientKey updatedAt\n    ...EnvironmentCard_environment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnvPageEnvironments($projectId: ID!) {\n    environments(projectId: $projectId) {\n      ...EnvironmentsPage_environment\n    }\n  }\n"): (typeof documents)["\n  query EnvPageEnvironments($projectId: ID!) {\n    environments(projectId: $projectId) {\n      ...EnvironmentsPage_environment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnvPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxEnvironments } }\n  }\n"): (typeof documents)["\n  query EnvPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxEnvironments } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnvPageCreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n"): (typeof documents)["\n  mutation EnvPageCreateEnvironment($input: CreateEnvironmentInput!) {\n    createEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnvPageUpdateEnvironment($input: UpdateEnvironmentInput!) {\n    updateEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n"): (typeof documents)["\n  mutation EnvPageUpdateEnvironment($input: UpdateEnvironmentInput!) {\n    updateEnvironment(input: $input) {\n      environment { ...EnvironmentsPage_environment }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnvPageDeleteEnvironment($id: ID!) {\n    deleteEnvironment(input: { id: $id }) { deletedId }\n  }\n"): (typeof documents)["\n  mutation EnvPageDeleteEnvironment($id: ID!) {\n    deleteEnvironment(input: { id: $id }) { deletedId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnvPageRegenerateApiKey($id: ID!) {\n    regenerateApiKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n"): (typeof documents)["\n  mutation EnvPageRegenerateApiKey($id: ID!) {\n    regenerateApiKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnvPageRegenerateClientKey($id: ID!) {\n    regenerateClientKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n"): (typeof documents)["\n  mutation EnvPageRegenerateClientKey($id: ID!) {\n    regenerateClientKey(input: { id: $id }) {\n      environment { id apiKey clientKey }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagPage($projectId: ID!, $key: String!) {\n    featureFlagByKey(projectId: $projectId, key: $key) {\n      id name key description type value enabled projectId createdAt updatedAt\n      environmentValues { environmentId environmentName value enabled hasCustomValue }\n    }\n    environments(projectId: $projectId) { id uuid name type status order }\n    overrides(projectId: $projectId) { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired createdAt }\n  }\n"): (typeof documents)["\n  query FlagPage($projectId: ID!, $key: String!) {\n    featureFlagByKey(projectId: $projectId, key: $key) {\n      id name key description type value enabled projectId createdAt updatedAt\n      environmentValues { environmentId environmentName value enabled hasCustomValue }\n    }\n    environments(projectId: $projectId) { id uuid name type status order }\n    overrides(projectId: $projectId) { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagPageTargeting($id: ID!) {\n    featureFlag(id: $id) { id environmentValues { environmentId hasTargeting rolloutPercentage } }\n  }\n"): (typeof documents)["\n  query FlagPageTargeting($id: ID!) {\n    featureFlag(id: $id) { id environmentValues { environmentId hasTargeting rolloutPercentage } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagPageHistory($projectId: ID!, $flagId: ID!, $first: Int, $after: String) {\n    projectHistory(projectId: $projectId, filter: { entity: $flagId }, first: $first, after: $after) {\n      entries {\n        position type at summary before after\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query FlagPageHistory($projectId: ID!, $flagId: ID!, $first: Int, $after: String) {\n    projectHistory(projectId: $projectId, filter: { entity: $flagId }, first: $first, after: $after) {\n      entries {\n        position type at summary before after\n        actor { id name }\n        entity { kind id name }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagUsage($flagId: ID!, $from: DateTime, $to: DateTime, $step: UsageStep) {\n    flagUsage(flagId: $flagId, from: $from, to: $to, step: $step) {\n      flagId from to step clamped retentionDays total lastEvaluatedAt\n      variants { variant count share }\n      environments { environmentId environmentName total variants { variant count share } series { at counts } }\n    }\n  }\n"): (typeof documents)["\n  query FlagUsage($flagId: ID!, $from: DateTime, $to: DateTime, $step: UsageStep) {\n    flagUsage(flagId: $flagId, from: $from, to: $to, step: $step) {\n      flagId from to step clamped retentionDays total lastEvaluatedAt\n      variants { variant count share }\n      environments { environmentId environmentName total variants { variant count share } series { at counts } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagUsageTotals($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics\n      flags { flagId flagKey evaluations lastEvaluatedAt variants { variant count share } }\n    }\n  }\n"): (typeof documents)["\n  query FlagUsageTotals($projectId: ID!, $range: UsageRange) {\n    projectUsageSummary(projectId: $projectId, range: $range) {\n      projectId range from to clamped retentionDays advancedAnalytics\n      flags { flagId flagKey evaluations lastEvaluatedAt variants { variant count share } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagArchived($id: ID!) {\n    featureFlag(id: $id) { id archived archivedAt }\n  }\n"): (typeof documents)["\n  query FlagArchived($id: ID!) {\n    featureFlag(id: $id) { id archived archivedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlagRow_flag on Flag {\n    id name key description type value enabled projectId createdAt updatedAt archived archivedAt\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n  }\n"): (typeof documents)["\n  fragment FlagRow_flag on Flag {\n    id name key description type value enabled projectId createdAt updatedAt archived archivedAt\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagsPageFlags($projectId: ID!) {\n    featureFlags(projectId: $projectId) { ...FlagRow_flag }\n  }\n"): (typeof documents)["\n  query FlagsPageFlags($projectId: ID!) {\n    featureFlags(projectId: $projectId) { ...FlagRow_flag }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagsPageFlag($id: ID!) {\n    featureFlag(id: $id) { ...FlagRow_flag }\n  }\n"): (typeof documents)["\n  query FlagsPageFlag($id: ID!) {\n    featureFlag(id: $id) { ...FlagRow_flag }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagsPagePlanLimit($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxFeatureFlags } }\n  }\n"): (typeof documents)["\n  query FlagsPagePlanLimit($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxFeatureFlags } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagsPageCheckKey($projectId: ID!, $key: String!, $flagId: ID) {\n    checkFlagKeyAvailability(projectId: $projectId, key: $key, flagId: $flagId) { available key }\n  }\n"): (typeof documents)["\n  query FlagsPageCheckKey($projectId: ID!, $key: String!, $flagId: ID) {\n    checkFlagKeyAvailability(projectId: $projectId, key: $key, flagId: $flagId) { available key }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagsPageCreateFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n"): (typeof documents)["\n  mutation FlagsPageCreateFlag($input: CreateFeatureFlagInput!) {\n    createFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagsPageUpdateFlag($input: UpdateFeatureFlagInput!) {\n    updateFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n"): (typeof documents)["\n  mutation FlagsPageUpdateFlag($input: UpdateFeatureFlagInput!) {\n    updateFeatureFlag(input: $input) {\n      flag { ...FlagRow_flag }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagsPageDeleteFlag($id: ID!) {\n    deleteFeatureFlag(input: { id: $id }) { deletedId }\n  }\n"): (typeof documents)["\n  mutation FlagsPageDeleteFlag($id: ID!) {\n    deleteFeatureFlag(input: { id: $id }) { deletedId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagsPageSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables }\n    }\n  }\n"): (typeof documents)["\n  mutation FlagsPageSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagsPageContext($projectId: ID!) {\n    environments(projectId: $projectId) { id name type status order }\n    overrides(projectId: $projectId) { id name featureFlagValues environment { id name } }\n  }\n"): (typeof documents)["\n  query FlagsPageContext($projectId: ID!) {\n    environments(projectId: $projectId) { id name type status order }\n    overrides(projectId: $projectId) { id name featureFlagValues environment { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagsPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n"): (typeof documents)["\n  mutation FlagsPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaleFlags($projectId: ID!) {\n    staleFlags(projectId: $projectId) { flagId flagKey flagName reason since variant lastEvaluatedAt }\n    usageSettings(projectId: $projectId) { staleAfterDays }\n  }\n"): (typeof documents)["\n  query StaleFlags($projectId: ID!) {\n    staleFlags(projectId: $projectId) { flagId flagKey flagName reason since variant lastEvaluatedAt }\n    usageSettings(projectId: $projectId) { staleAfterDays }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveFlag($id: ID!) {\n    archiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n"): (typeof documents)["\n  mutation ArchiveFlag($id: ID!) {\n    archiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnarchiveFlag($id: ID!) {\n    unarchiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n"): (typeof documents)["\n  mutation UnarchiveFlag($id: ID!) {\n    unarchiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUsageSettings($projectId: ID!, $staleAfterDays: Int!) {\n    updateUsageSettings(input: { projectId: $projectId, staleAfterDays: $staleAfterDays }) { usageSettings { staleAfterDays } }\n  }\n"): (typeof documents)["\n  mutation UpdateUsageSettings($projectId: ID!, $staleAfterDays: Int!) {\n    updateUsageSettings(input: { projectId: $projectId, staleAfterDays: $staleAfterDays }) { usageSettings { staleAfterDays } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlagTargetingDialog($id: ID!, $projectId: ID!) {\n    featureFlag(id: $id) {\n      id\n      key\n      type\n      value\n      enabled\n      environmentValues {\n        environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage\n        targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n      }\n    }\n    segments(projectId: $projectId) { id key name description conditions }\n  }\n"): (typeof documents)["\n  query FlagTargetingDialog($id: ID!, $projectId: ID!) {\n    featureFlag(id: $id) {\n      id\n      key\n      type\n      value\n      enabled\n      environmentValues {\n        environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage\n        targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n      }\n    }\n    segments(projectId: $projectId) { id key name description conditions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagTargetingSet($input: SetFlagTargetingInput!) {\n    setFlagTargeting(input: $input) {\n      targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n    }\n  }\n"): (typeof documents)["\n  mutation FlagTargetingSet($input: SetFlagTargetingInput!) {\n    setFlagTargeting(input: $input) {\n      targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagTargetingDelete($flagId: ID!, $environmentId: ID!) {\n    deleteFlagTargeting(input: { flagId: $flagId, environmentId: $environmentId }) { flagId environmentId removed }\n  }\n"): (typeof documents)["\n  mutation FlagTargetingDelete($flagId: ID!, $environmentId: ID!) {\n    deleteFlagTargeting(input: { flagId: $flagId, environmentId: $environmentId }) { flagId environmentId removed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverrideCard_override on Override {\n    id uuid name description environment { id uuid name } featureFlagValues\n    expiresAt isActive expired priority createdAt updatedAt\n  }\n"): (typeof documents)["\n  fragment OverrideCard_override on Override {\n    id uuid name description environment { id uuid name } featureFlagValues\n    expiresAt isActive expired priority createdAt updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverridesPageOverrides($projectId: ID!) {\n    overrides(projectId: $projectId) { ...OverrideCard_override }\n  }\n"): (typeof documents)["\n  query OverridesPageOverrides($projectId: ID!) {\n    overrides(projectId: $projectId) { ...OverrideCard_override }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverridesPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxOverrides } }\n  }\n"): (typeof documents)["\n  query OverridesPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxOverrides } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverridesPageCreateOverride($input: CreateOverrideInput!) {\n    createOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n"): (typeof documents)["\n  mutation OverridesPageCreateOverride($input: CreateOverrideInput!) {\n    createOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverridesPageUpdateOverride($input: UpdateOverrideInput!) {\n    updateOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n"): (typeof documents)["\n  mutation OverridesPageUpdateOverride($input: UpdateOverrideInput!) {\n    updateOverride(input: $input) {\n      override { ...OverrideCard_override }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverridesPageToggleOverride($id: ID!) {\n    toggleOverride(input: { id: $id }) {\n      override { id isActive expired }\n    }\n  }\n"): (typeof documents)["\n  mutation OverridesPageToggleOverride($id: ID!) {\n    toggleOverride(input: { id: $id }) {\n      override { id isActive expired }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverridesPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n"): (typeof documents)["\n  mutation OverridesPageDeleteOverride($id: ID!) {\n    deleteOverride(input: { id: $id }) { deletedId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      project { id name description }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      project { id name description }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(input: { id: $id }) { deletedId }\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(input: { id: $id }) { deletedId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompareRow_flag on FlagComparison {\n    key name\n    from { custom effective targeting }\n    to { custom effective targeting }\n    differs { value enabled targeting }\n  }\n"): (typeof documents)["\n  fragment CompareRow_flag on FlagComparison {\n    key name\n    from { custom effective targeting }\n    to { custom effective targeting }\n    differs { value enabled targeting }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareEnvironments($projectId: ID!, $from: String!, $to: String!) {\n    compareEnvironments(projectId: $projectId, from: $from, to: $to) {\n      differing\n      from { id name }\n      to { id name }\n      flags {\n        key\n        differs { value enabled targeting }\n        from { custom effective }\n        to { custom effective }\n        ...CompareRow_flag\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompareEnvironments($projectId: ID!, $from: String!, $to: String!) {\n    compareEnvironments(projectId: $projectId, from: $from, to: $to) {\n      differing\n      from { id name }\n      to { id name }\n      flags {\n        key\n        differs { value enabled targeting }\n        from { custom effective }\n        to { custom effective }\n        ...CompareRow_flag\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteEnvironment($input: PromoteEnvironmentInput!) {\n    promoteEnvironment(input: $input) {\n      dryRun from to skipped\n      promotion { eventId position eventCount }\n      flags { key name value targeting }\n    }\n  }\n"): (typeof documents)["\n  mutation PromoteEnvironment($input: PromoteEnvironmentInput!) {\n    promoteEnvironment(input: $input) {\n      dryRun from to skipped\n      promotion { eventId position eventCount }\n      flags { key name value targeting }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertPromotion($projectId: ID!, $eventId: ID!) {\n    revertPromotion(input: { projectId: $projectId, eventId: $eventId }) { reverted flags { key } }\n  }\n"): (typeof documents)["\n  mutation RevertPromotion($projectId: ID!, $eventId: ID!) {\n    revertPromotion(input: { projectId: $projectId, eventId: $eventId }) { reverted flags { key } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentsPage($projectId: ID!) {\n    segments(projectId: $projectId) {\n      id key name description conditions createdAt updatedAt\n      usage { flagId flagKey flagName environmentId environmentName }\n    }\n  }\n"): (typeof documents)["\n  query SegmentsPage($projectId: ID!) {\n    segments(projectId: $projectId) {\n      id key name description conditions createdAt updatedAt\n      usage { flagId flagKey flagName environmentId environmentName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentsPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxSegments } }\n  }\n"): (typeof documents)["\n  query SegmentsPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxSegments } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SegmentsPageCreate($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      segment {\n        id key name description conditions createdAt updatedAt\n        usage { flagId flagKey flagName environmentId environmentName }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SegmentsPageCreate($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      segment {\n        id key name description conditions createdAt updatedAt\n        usage { flagId flagKey flagName environmentId environmentName }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SegmentsPageUpdate($input: UpdateSegmentInput!) {\n    updateSegment(input: $input) { segment { id key name description conditions updatedAt } }\n  }\n"): (typeof documents)["\n  mutation SegmentsPageUpdate($input: UpdateSegmentInput!) {\n    updateSegment(input: $input) { segment { id key name description conditions updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SegmentsPageDelete($id: ID!) {\n    deleteSegment(input: { id: $id }) { deletedId }\n  }\n"): (typeof documents)["\n  mutation SegmentsPageDelete($id: ID!) {\n    deleteSegment(input: { id: $id }) { deletedId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupGenerateMissingUuids {\n    generateMissingUuids { success message generated }\n  }\n"): (typeof documents)["\n  mutation SetupGenerateMissingUuids {\n    generateMissingUuids { success message generated }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupEnvironmentKeys($projectId: ID!) {\n    environments(projectId: $projectId) { id apiKey clientKey }\n  }\n"): (typeof documents)["\n  query SetupEnvironmentKeys($projectId: ID!) {\n    environments(projectId: $projectId) { id apiKey clientKey }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokenListRow_token on ApiToken {\n    id name kind scope preview status createdAt expiresAt lastUsedAt\n    project { id name }\n    createdBy { id name }\n  }\n"): (typeof documents)["\n  fragment TokenListRow_token on ApiToken {\n    id name kind scope preview status createdAt expiresAt lastUsedAt\n    project { id name }\n    createdBy { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TokensPage_token on ApiToken {\n    id name kind status preview projectId\n    createdBy { id }\n    ...TokenListRow_token\n  }\n"): (typeof documents)["\n  fragment TokensPage_token on ApiToken {\n    id name kind status preview projectId\n    createdBy { id }\n    ...TokenListRow_token\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTokens($projectId: ID!) {\n    apiTokens(projectId: $projectId) { ...TokensPage_token }\n  }\n"): (typeof documents)["\n  query ProjectTokens($projectId: ID!) {\n    apiTokens(projectId: $projectId) { ...TokensPage_token }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTokens {\n    myApiTokens { ...TokensPage_token }\n  }\n"): (typeof documents)["\n  query MyTokens {\n    myApiTokens { ...TokensPage_token }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { token apiToken { ...TokensPage_token } }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) { token apiToken { ...TokensPage_token } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(input: { id: $id }) { apiToken { id status revokedAt } }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(input: { id: $id }) { apiToken { id status revokedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitationRow_invitation on Invitation {\n    id email role status createdAt expiresAt message\n    invitedBy { id name }\n  }\n"): (typeof documents)["\n  fragment InvitationRow_invitation on Invitation {\n    id email role status createdAt expiresAt message\n    invitedBy { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow_member on Member {\n    id role lastActive joinedAt\n    user { id fullName email lastLogin }\n  }\n"): (typeof documents)["\n  fragment MemberRow_member on Member {\n    id role lastActive joinedAt\n    user { id fullName email lastLogin }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersPage_member on Member {\n    id role status lastActive joinedAt\n    user { id fullName email lastLogin }\n    ...MemberRow_member\n  }\n"): (typeof documents)["\n  fragment UsersPage_member on Member {\n    id role status lastActive joinedAt\n    user { id fullName email lastLogin }\n    ...MemberRow_member\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersPage_invitation on Invitation {\n    id email role status expiresAt\n    invitedBy { id name }\n    ...InvitationRow_invitation\n  }\n"): (typeof documents)["\n  fragment UsersPage_invitation on Invitation {\n    id email role status expiresAt\n    invitedBy { id name }\n    ...InvitationRow_invitation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPageMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) { ...UsersPage_member }\n  }\n"): (typeof documents)["\n  query UsersPageMembers($projectId: ID!) {\n    projectMembers(projectId: $projectId) { ...UsersPage_member }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPageInvitations($projectId: ID!) {\n    projectInvitations(projectId: $projectId) { ...UsersPage_invitation }\n  }\n"): (typeof documents)["\n  query UsersPageInvitations($projectId: ID!) {\n    projectInvitations(projectId: $projectId) { ...UsersPage_invitation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxTeamMembers } }\n  }\n"): (typeof documents)["\n  query UsersPagePlan($projectId: ID!) {\n    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxTeamMembers } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersPageInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n"): (typeof documents)["\n  mutation UsersPageInviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersPageReissueInvitation($id: ID!) {\n    reissueInvitation(input: { id: $id }) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n"): (typeof documents)["\n  mutation UsersPageReissueInvitation($id: ID!) {\n    reissueInvitation(input: { id: $id }) {\n      message\n      invitation { token invitationUrl ...UsersPage_invitation }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersPageUpdateMemberRole($projectId: ID!, $memberId: ID!, $role: Role!) {\n    updateMemberRole(input: { projectId: $projectId, memberId: $memberId, role: $role }) {\n      message\n      member { id role }\n    }\n  }\n"): (typeof documents)["\n  mutation UsersPageUpdateMemberRole($projectId: ID!, $memberId: ID!, $role: Role!) {\n    updateMemberRole(input: { projectId: $projectId, memberId: $memberId, role: $role }) {\n      message\n      member { id role }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersPageRemoveMember($projectId: ID!, $memberId: ID!) {\n    removeMember(input: { projectId: $projectId, memberId: $memberId }) { deletedId message }\n  }\n"): (typeof documents)["\n  mutation UsersPageRemoveMember($projectId: ID!, $memberId: ID!) {\n    removeMember(input: { projectId: $projectId, memberId: $memberId }) { deletedId message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersPageCancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) { deletedId message }\n  }\n"): (typeof documents)["\n  mutation UsersPageCancelInvitation($id: ID!) {\n    cancelInvitation(input: { id: $id }) { deletedId message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatrixEnvHead_environment on Environment {\n    name type status\n  }\n"): (typeof documents)["\n  fragment MatrixEnvHead_environment on Environment {\n    name type status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatrixFlagHeading_flag on Flag {\n    name key type value enabled\n  }\n"): (typeof documents)["\n  fragment MatrixFlagHeading_flag on Flag {\n    name key type value enabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatrixRow_flag on Flag {\n    id name key type value enabled\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n    ...MatrixFlagHeading_flag\n  }\n"): (typeof documents)["\n  fragment MatrixRow_flag on Flag {\n    id name key type value enabled\n    environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }\n    ...MatrixFlagHeading_flag\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatrixColumn_environment on Environment {\n    id name type order\n    ...MatrixEnvHead_environment\n  }\n"): (typeof documents)["\n  fragment MatrixColumn_environment on Environment {\n    id name type order\n    ...MatrixEnvHead_environment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValuesMatrix($projectId: ID!) {\n    environments(projectId: $projectId) { ...MatrixColumn_environment }\n    featureFlags(projectId: $projectId) { ...MatrixRow_flag }\n  }\n"): (typeof documents)["\n  query ValuesMatrix($projectId: ID!) {\n    environments(projectId: $projectId) { ...MatrixColumn_environment }\n    featureFlags(projectId: $projectId) { ...MatrixRow_flag }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatrixSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables updatedAt }\n    }\n  }\n"): (typeof documents)["\n  mutation MatrixSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {\n    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {\n      environment { id variables updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookCard_webhook on Webhook {\n    id url events description active secret createdAt\n    createdBy { id name }\n  }\n"): (typeof documents)["\n  fragment WebhookCard_webhook on Webhook {\n    id url events description active secret createdAt\n    createdBy { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhooksPage_webhook on Webhook {\n    id url events description active\n    ...WebhookCard_webhook\n  }\n"): (typeof documents)["\n  fragment WebhooksPage_webhook on Webhook {\n    id url events description active\n    ...WebhookCard_webhook\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks($projectId: ID!) {\n    webhooks(projectId: $projectId) { ...WebhooksPage_webhook }\n    webhookEventTypes { group types }\n  }\n"): (typeof documents)["\n  query Webhooks($projectId: ID!) {\n    webhooks(projectId: $projectId) { ...WebhooksPage_webhook }\n    webhookEventTypes { group types }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $before: Float) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, before: $before) {\n      nextCursor\n      deliveries {\n        id seq eventId eventType position status attempts redelivery createdAt deliveredAt nextAttemptAt responseCode latencyMs error\n        history { at statusCode latencyMs error }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $before: Float) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, before: $before) {\n      nextCursor\n      deliveries {\n        id seq eventId eventType position status attempts redelivery createdAt deliveredAt nextAttemptAt responseCode latencyMs error\n        history { at statusCode latencyMs error }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { ...WebhooksPage_webhook } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(input: { id: $id }) { webhook { id secret } }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(input: { id: $id }) { webhook { id secret } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhookDelivery($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhookDelivery(input: { webhookId: $webhookId, deliveryId: $deliveryId }) { delivery { id status } }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhookDelivery($webhookId: ID!, $deliveryId: ID!) {\n    redeliverWebhookDelivery(input: { webhookId: $webhookId, deliveryId: $deliveryId }) { delivery { id status } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;