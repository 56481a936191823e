import { graphql } from '../../apollo/generated';

/** The flag page: the flag by key with its value in every environment, the environments and the overrides. */
export const FLAG_PAGE = graphql(`
  query FlagPage($projectId: ID!, $key: String!) {
    featureFlagByKey(projectId: $projectId, key: $key) {
      id name key description type value enabled projectId createdAt updatedAt
      environmentValues { environmentId environmentName value enabled hasCustomValue }
    }
    environments(projectId: $projectId) { id uuid name type status order }
    overrides(projectId: $projectId) { id uuid name environment { id uuid name } featureFlagValues expiresAt isActive expired createdAt }
  }
`);

/** The targeting layer, read on its own so the page still shows every other layer if it fails. */
export const FLAG_PAGE_TARGETING = graphql(`
  query FlagPageTargeting($id: ID!) {
    featureFlag(id: $id) { id environmentValues { environmentId hasTargeting rolloutPercentage } }
  }
`);

/** The flag's complete history: the flag record, its environment values, targeting and override values. */
export const FLAG_PAGE_HISTORY = graphql(`
  query FlagPageHistory($projectId: ID!, $flagId: ID!, $first: Int, $after: String) {
    projectHistory(projectId: $projectId, filter: { entity: $flagId }, first: $first, after: $after) {
      entries {
        position type at summary before after
        actor { id name }
        entity { kind id name }
      }
      nextCursor
    }
  }
`);
