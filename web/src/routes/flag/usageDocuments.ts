import { graphql } from '../../apollo/generated';

/** A flag's evaluations over a window, per environment, stacked by variant (Advanced analytics; PLAN_FEATURE_REQUIRED otherwise). */
export const FLAG_USAGE = graphql(`
  query FlagUsage($flagId: ID!, $from: DateTime, $to: DateTime, $step: UsageStep) {
    flagUsage(flagId: $flagId, from: $from, to: $to, step: $step) {
      flagId from to step clamped retentionDays total lastEvaluatedAt
      variants { variant count share }
      environments { environmentId environmentName total variants { variant count share } series { at counts } }
    }
  }
`);

/** The totals every plan gets (Free: the last 24 h): the flag's row of the project summary. */
export const FLAG_USAGE_TOTALS = graphql(`
  query FlagUsageTotals($projectId: ID!, $range: UsageRange) {
    projectUsageSummary(projectId: $projectId, range: $range) {
      projectId range from to clamped retentionDays advancedAnalytics
      flags { flagId flagKey evaluations lastEvaluatedAt variants { variant count share } }
    }
  }
`);

/** Is the flag archived (not served)? The flag page says so and offers Unarchive. */
export const FLAG_ARCHIVED = graphql(`
  query FlagArchived($id: ID!) {
    featureFlag(id: $id) { id archived archivedAt }
  }
`);
