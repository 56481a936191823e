import { graphql } from '../../apollo/generated';

/** The project's environments (GET /projects/{projectId}/environments). */
export const ENV_PAGE_ENVIRONMENTS = graphql(`
  query EnvPageEnvironments($projectId: ID!) {
    environments(projectId: $projectId) {
      id uuid name description type status order slug api_key client_key variables createdAt updatedAt
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

/** The server key (spec: POST /environments/{id}/regenerate-api-key). */
export const ENV_PAGE_REGENERATE_KEY = graphql(`
  mutation EnvPageRegenerateApiKey($id: ID!) {
    regenerateApiKey(id: $id) { id api_key client_key }
  }
`);

/** The client key (POST /environments/{id}/regenerate-client-key); also issues the first one of an older environment. */
export const ENV_PAGE_REGENERATE_CLIENT_KEY = graphql(`
  mutation EnvPageRegenerateClientKey($id: ID!) {
    regenerateClientKey(id: $id) { id api_key client_key }
  }
`);
