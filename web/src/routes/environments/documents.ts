import { graphql } from '../../apollo/generated';

/**
 * What the Environments screen reads of one environment: the fields it sorts, searches, edits and
 * confirms with, plus the card's own fragment (EnvironmentCard_environment, next to the card).
 * Every mutation below answers with it, so Apollo's cache updates the grid without a refetch.
 */
export const ENV_PAGE_ENVIRONMENT = graphql(`
  fragment EnvironmentsPage_environment on Environment {
    id name description type status order slug clientKey updatedAt
    ...EnvironmentCard_environment
  }
`);

/** The project's environments (GET /projects/{projectId}/environments). */
export const ENV_PAGE_ENVIRONMENTS = graphql(`
  query EnvPageEnvironments($projectId: ID!) {
    environments(projectId: $projectId) {
      ...EnvironmentsPage_environment
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
  mutation EnvPageCreateEnvironment($input: CreateEnvironmentInput!) {
    createEnvironment(input: $input) {
      environment { ...EnvironmentsPage_environment }
    }
  }
`);

export const ENV_PAGE_UPDATE = graphql(`
  mutation EnvPageUpdateEnvironment($input: UpdateEnvironmentInput!) {
    updateEnvironment(input: $input) {
      environment { ...EnvironmentsPage_environment }
    }
  }
`);

export const ENV_PAGE_DELETE = graphql(`
  mutation EnvPageDeleteEnvironment($id: ID!) {
    deleteEnvironment(input: { id: $id }) { deletedId }
  }
`);

/** The server key (spec: POST /environments/{id}/regenerate-api-key). */
export const ENV_PAGE_REGENERATE_KEY = graphql(`
  mutation EnvPageRegenerateApiKey($id: ID!) {
    regenerateApiKey(input: { id: $id }) {
      environment { id apiKey clientKey }
    }
  }
`);

/** The client key (POST /environments/{id}/regenerate-client-key); also issues the first one of an older environment. */
export const ENV_PAGE_REGENERATE_CLIENT_KEY = graphql(`
  mutation EnvPageRegenerateClientKey($id: ID!) {
    regenerateClientKey(input: { id: $id }) {
      environment { id apiKey clientKey }
    }
  }
`);
