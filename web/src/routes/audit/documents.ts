import { graphql } from '../../apollo/generated';

/**
 * Audit Log documents. Every one is run with `fetchPolicy: 'no-cache'`: past pictures carry the
 * ids of today's flags, environments and members, and must never overwrite them in the cache.
 */

/** GET /projects/{id}/history: newest first; `after` is the previous page's nextCursor. */
export const AUDIT_HISTORY = graphql(`
  query AuditHistory($projectId: ID!, $filter: HistoryFilter, $first: Int, $after: String, $order: SortOrder) {
    projectHistory(projectId: $projectId, filter: $filter, first: $first, after: $after, order: $order) {
      entries {
        position revision eventId type at summary before after correlationId
        actor { id name }
        entity { kind id name }
      }
      nextCursor
    }
  }
`);

/** GET /projects/{id}/at: the whole project as it was. */
export const AUDIT_PROJECT_AT = graphql(`
  query AuditProjectAt($projectId: ID!, $at: InstantInput!) {
    projectAt(projectId: $projectId, at: $at) {
      instant { position time eventCount }
      deleted
      project {
        id uuid name description status
        owner { id name }
        teamMembers { id name email role }
        environments { id uuid name slug type variables }
        featureFlags { id key name description type value enabled }
        overrides { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired priority }
        plan { planId variant expiresAt }
        invitations { id email role status }
      }
    }
  }
`);

/** GET /config/{uuid}/at: the public config exactly as served then. */
export const AUDIT_CONFIG_AT = graphql(`
  query AuditConfigAt($projectUuid: String!, $environmentUuid: String!, $overrideUuid: String, $at: InstantInput!) {
    configAt(projectUuid: $projectUuid, environmentUuid: $environmentUuid, overrideUuid: $overrideUuid, at: $at) {
      body etag
      instant { position time eventCount }
    }
  }
`);

/** GET /projects/{id}/diff */
export const AUDIT_DIFF = graphql(`
  query AuditDiff($projectId: ID!, $from: InstantInput!, $to: InstantInput!) {
    projectDiff(projectId: $projectId, from: $from, to: $to) {
      from { position time eventCount }
      to { position time eventCount }
      changes { kind id name change fields { field before after } }
    }
  }
`);

/** GET /projects/{id}/history/verify */
export const AUDIT_VERIFY = graphql(`
  query AuditVerify($projectId: ID!) {
    verifyProjectHistory(projectId: $projectId) {
      ok verified headHash
      firstBad { position revision id type reason at message }
    }
  }
`);

/** POST /projects/{id}/restore: appended as new events after an EntityRestored marker. */
export const AUDIT_RESTORE = graphql(`
  mutation AuditRestore($input: RestoreEntityInput!) {
    restoreEntity(input: $input) {
      restored eventCount position
      to { position time eventCount }
    }
  }
`);
