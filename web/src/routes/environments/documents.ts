import { graphql } from '../../apollo/generated';

/** The project's environments (GET /projects/{projectId}/environments). */
export const ENV_PAGE_ENVIRONMENTS = graphql(`
  query EnvPageEnvironments($projectId: ID!) {
    environments(projectId: $projectId) {
      id uuid name description type status order slug api_key variables createdAt updatedAt
    }
  }
`);

/** The plan's environment cap, to open the limit dialog before the form. */
export const ENV_PAGE_PLAN = graphql(`
  query EnvPagePlan($projectId: ID!) {
    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxEnvironments } }
  }
`);

export const ENV_PAGE_CREATE = graphql(`
  mutation EnvPageCreateEnvironment($projectId: ID!, $input: CreateEnvironmentInput!) {
    createEnvironment(projectId: $projectId, input: $input) { id name }
  }
`);

export const ENV_PAGE_UPDATE = graphql(`
  mutation EnvPageUpdateEnvironment($id: ID!, $input: UpdateEnvironmentInput!) {
    updateEnvironment(id: $id, input: $input) { id name description type status }
  }
`);

export const ENV_PAGE_DELETE = graphql(`
  mutation EnvPageDeleteEnvironment($id: ID!) {
    deleteEnvironment(id: $id) { id message }
  }
`);

export const ENV_PAGE_REGENERATE_KEY = graphql(`
  mutation EnvPageRegenerateApiKey($id: ID!) {
    regenerateApiKey(id: $id) { id api_key }
  }
`);
