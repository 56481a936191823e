import { graphql } from '../../apollo/generated';

/** GET /dashboard/{projectId}/stats (refetched every 60 s). */
export const DASHBOARD_STATS = graphql(`
  query DashboardStats($projectId: ID!) {
    dashboardStats(projectId: $projectId) {
      totalEnvironments
      totalFeatureFlags
      totalOverrides
      recentFlags
      recentEnvironments
      projectName
      projectStatus
    }
  }
`);

/** GET /dashboard/{projectId}/activity, newest first (refetched every 30 s). */
export const DASHBOARD_ACTIVITY = graphql(`
  query DashboardActivity($projectId: ID!) {
    dashboardActivity(projectId: $projectId) {
      id
      type
      description
      timestamp
      actor { id name }
    }
  }
`);
