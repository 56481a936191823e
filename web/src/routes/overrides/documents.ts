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
    createOverride(input: $input) { ...OverrideCard_override }
  }
`);

export const OVERRIDES_PAGE_UPDATE = graphql(`
  mutation OverridesPageUpdateOverride($id: ID!, $input: UpdateOverrideInput!) {
    updateOverride(id: $id, input: $input) { ...OverrideCard_override }
  }
`);

export const OVERRIDES_PAGE_TOGGLE = graphql(`
  mutation OverridesPageToggleOverride($id: ID!) {
    toggleOverride(id: $id) { id is_active expired }
  }
`);

export const OVERRIDES_PAGE_DELETE = graphql(`
  mutation OverridesPageDeleteOverride($id: ID!) {
    deleteOverride(id: $id) { id message }
  }
`);
