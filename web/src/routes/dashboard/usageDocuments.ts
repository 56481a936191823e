import { graphql } from '../../apollo/generated';

/** The project's usage over a range: most/least evaluated flags, requests per environment (series with Advanced analytics). */
export const PROJECT_USAGE_SUMMARY = graphql(`
  query DashboardUsageSummary($projectId: ID!, $range: UsageRange) {
    projectUsageSummary(projectId: $projectId, range: $range) {
      projectId range from to clamped retentionDays advancedAnalytics totalEvaluations
      flags { flagId flagKey flagName evaluations lastEvaluatedAt variants { variant count share } }
      environments { environmentId environmentName requests evaluations byKind { config flagd ofrep impressions } }
      requestSeries { at counts }
    }
  }
`);
