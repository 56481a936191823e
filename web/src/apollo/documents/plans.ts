import { graphql } from '../generated';

export const FREE_PLAN_FEATURES_QUERY = graphql(`
  query FreePlanFeatures {
    subscriptionPlans { id name isFreePlan features featureMaxEnvironments }
  }
`);
