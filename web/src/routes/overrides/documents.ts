import { graphql } from '../../apollo/generated';

/** The project's overrides (GET /overrides?projectId=). */
export const OVERRIDES_PAGE_OVERRIDES = graphql(`
  query OverridesPageOverrides($projectId: ID!) {
    overrides(projectId: $projectId) { ...OverrideCard_override }
  }
`);

/** The plan's override cap, to open the limit dialog before the form. */
export const OVERRIDES_PAGE_PLAN = graphql(`
  query OverridesPagePlan($projectId: ID!) {
    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxOverrides } }
  }
`);

/** Create and update answer with the card's fields; toggle with the status: the cache updates the list. */
export const OVERRIDES_PAGE_CREATE = graphql(`
  mutation OverridesPageCreateOverride($input: CreateOverrideInput!) {
    createOverride(input: $input) {
      override { ...OverrideCard_override }
    }
  }
`);

export const OVERRIDES_PAGE_UPDATE = graphql(`
  mutation OverridesPageUpdateOverride($input: UpdateOverrideInput!) {
    updateOverride(input: $input) {
      override { ...OverrideCard_override }
    }
  }
`);

export const OVERRIDES_PAGE_TOGGLE = graphql(`
  mutation OverridesPageToggleOverride($id: ID!) {
    toggleOverride(input: { id: $id }) {
      override { id isActive expired }
    }
  }
`);

export const OVERRIDES_PAGE_DELETE = graphql(`
  mutation OverridesPageDeleteOverride($id: ID!) {
    deleteOverride(input: { id: $id }) { deletedId }
  }
`);
