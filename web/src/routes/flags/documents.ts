import { graphql } from '../../apollo/generated';

/** The flags of a project, with each flag's value per environment (spec §3): the rows' fragment. */
export const FEATURE_FLAGS = graphql(`
  query FlagsPageFlags($projectId: ID!) {
    featureFlags(projectId: $projectId) { ...FlagRow_flag }
  }
`);

/** One flag's row again, when the server computes what changed (targeting's rollout share, the values dialog). */
export const FLAG_ROW = graphql(`
  query FlagsPageFlag($id: ID!) {
    featureFlag(id: $id) { ...FlagRow_flag }
  }
`);

/** The plan's flag cap, so Create Flag at the limit opens the limit dialog at once (spec §9). */
export const FLAG_PLAN_LIMIT = graphql(`
  query FlagsPagePlanLimit($projectId: ID!) {
    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxFeatureFlags } }
  }
`);

export const CHECK_FLAG_KEY = graphql(`
  query FlagsPageCheckKey($projectId: ID!, $key: String!, $flagId: ID) {
    checkFlagKeyAvailability(projectId: $projectId, key: $key, flagId: $flagId) { available key }
  }
`);

/** Create and update answer with the whole row, so the list shows it from Apollo's cache without a refetch. */
export const CREATE_FLAG = graphql(`
  mutation FlagsPageCreateFlag($input: CreateFeatureFlagInput!) {
    createFeatureFlag(input: $input) {
      flag { ...FlagRow_flag }
    }
  }
`);

export const UPDATE_FLAG = graphql(`
  mutation FlagsPageUpdateFlag($input: UpdateFeatureFlagInput!) {
    updateFeatureFlag(input: $input) {
      flag { ...FlagRow_flag }
    }
  }
`);

export const DELETE_FLAG = graphql(`
  mutation FlagsPageDeleteFlag($id: ID!) {
    deleteFeatureFlag(input: { id: $id }) { deletedId }
  }
`);

/** null flagValue resets the environment to the flag default. */
export const SET_ENVIRONMENT_VALUE = graphql(`
  mutation FlagsPageSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {
    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {
      environment { id variables }
    }
  }
`);

/** The environments (columns of the list) and the overrides (what deleting a flag would leave empty). */
export const FLAGS_PAGE_CONTEXT = graphql(`
  query FlagsPageContext($projectId: ID!) {
    environments(projectId: $projectId) { id name type status order }
    overrides(projectId: $projectId) { id name featureFlagValues environment { id name } }
  }
`);

export const DELETE_OVERRIDE_OF_FLAG = graphql(`
  mutation FlagsPageDeleteOverride($id: ID!) {
    deleteOverride(input: { id: $id }) { deletedId }
  }
`);
