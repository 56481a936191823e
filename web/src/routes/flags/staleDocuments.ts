import { graphql } from '../../apollo/generated';

/** Stale flags of a project (not evaluated, or one variant only, for the project's N days) and that N. */
export const STALE_FLAGS = graphql(`
  query StaleFlags($projectId: ID!) {
    staleFlags(projectId: $projectId) { flagId flagKey flagName reason since variant lastEvaluatedAt }
    usageSettings(projectId: $projectId) { staleAfterDays }
  }
`);

/** One-click archive: a normal, restorable event; the flag is no longer served. */
export const ARCHIVE_FLAG = graphql(`
  mutation ArchiveFlag($id: ID!) {
    archiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }
  }
`);

/** Serves an archived flag again, as it was. */
export const UNARCHIVE_FLAG = graphql(`
  mutation UnarchiveFlag($id: ID!) {
    unarchiveFeatureFlag(input: { id: $id }) { flag { id archived archivedAt } }
  }
`);

/** The project's N: a flag is stale after N days without evaluations (or with one variant only). */
export const UPDATE_USAGE_SETTINGS = graphql(`
  mutation UpdateUsageSettings($projectId: ID!, $staleAfterDays: Int!) {
    updateUsageSettings(input: { projectId: $projectId, staleAfterDays: $staleAfterDays }) { usageSettings { staleAfterDays } }
  }
`);
