import { graphql } from '../../apollo/generated';

/** A project's tokens the caller may see (GET /projects/{id}/tokens). */
export const PROJECT_TOKENS = graphql(`
  query ProjectTokens($projectId: ID!) {
    apiTokens(projectId: $projectId) {
      id name kind scope preview status createdAt expiresAt revokedAt lastUsedAt
      project { id name }
      createdBy { id name }
    }
  }
`);

/** The caller's personal tokens in every project (GET /user/tokens). */
export const MY_TOKENS = graphql(`
  query MyTokens {
    myApiTokens {
      id name kind scope preview status createdAt expiresAt revokedAt lastUsedAt
      project { id name }
      createdBy { id name }
    }
  }
`);

export const CREATE_TOKEN = graphql(`
  mutation CreateApiToken($projectId: ID!, $input: CreateApiTokenInput!) {
    createApiToken(projectId: $projectId, input: $input) { token apiToken { id name } }
  }
`);

export const REVOKE_TOKEN = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) { id status }
  }
`);
