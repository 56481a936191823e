import { graphql } from '../../apollo/generated';

/**
 * What both token screens read of a token: what they decide "may revoke" and confirm with, plus the
 * list row's own fragment (TokenListRow_token, next to the row). Create answers with it and revoke
 * with the new status, so Apollo's cache updates the list without a refetch.
 */
export const TOKENS_PAGE_TOKEN = graphql(`
  fragment TokensPage_token on ApiToken {
    id name kind status preview projectId
    createdBy { id }
    ...TokenListRow_token
  }
`);

/** A project's tokens the caller may see (GET /projects/{id}/tokens). */
export const PROJECT_TOKENS = graphql(`
  query ProjectTokens($projectId: ID!) {
    apiTokens(projectId: $projectId) { ...TokensPage_token }
  }
`);

/** The caller's personal tokens in every project (GET /user/tokens). */
export const MY_TOKENS = graphql(`
  query MyTokens {
    myApiTokens { ...TokensPage_token }
  }
`);

export const CREATE_TOKEN = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { token apiToken { ...TokensPage_token } }
  }
`);

export const REVOKE_TOKEN = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(input: { id: $id }) { apiToken { id status revokedAt } }
  }
`);
