import { graphql } from '../../../apollo/generated';

/**
 * The Environment Values dialog with targeting: the flag's value, enabled state and targeting per
 * environment, and the project's segments (for the rule editor and the Evaluate panel).
 */
export const FLAG_TARGETING_DIALOG = graphql(`
  query FlagTargetingDialog($id: ID!, $projectId: ID!) {
    featureFlag(id: $id) {
      id
      key
      type
      value
      enabled
      environmentValues {
        environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage
        targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }
      }
    }
    segments(projectId: $projectId) { id key name description conditions }
  }
`);

/** PUT /feature-flags/{flagId}/targeting/{environmentId} */
export const SET_FLAG_TARGETING = graphql(`
  mutation FlagTargetingSet($input: SetFlagTargetingInput!) {
    setFlagTargeting(input: $input) {
      targeting { flagId environmentId variants defaultVariant targeting rolloutPercentage segmentIds enabled updatedAt }
    }
  }
`);

/** DELETE /feature-flags/{flagId}/targeting/{environmentId}: back to the static value. */
export const DELETE_FLAG_TARGETING = graphql(`
  mutation FlagTargetingDelete($flagId: ID!, $environmentId: ID!) {
    deleteFlagTargeting(input: { flagId: $flagId, environmentId: $environmentId }) { flagId environmentId removed }
  }
`);
