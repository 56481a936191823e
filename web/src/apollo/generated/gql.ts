// GENERATED FILE: DO NOT EDIT. Produced by @graphql-codegen from schema/*.graphql (codegen.ts).
// Change the schema or the web app's documents, then run `npm run codegen`.
/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features }\n  }\n": typeof types.FreePlanFeaturesDocument,
    "\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerk_id name }\n      team_members { id clerk_id name email role }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environments { id uuid name description type status order slug api_key variables createdAt updatedAt }\n      feature_flags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } feature_flag_values expires_at is_active expired priority createdAt }\n    }\n  }\n": typeof types.MyProjectsDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) { id name }\n  }\n": typeof types.CreateProjectDocument,
    "\n  query UserInfo {\n    userInfo { id full_name email }\n  }\n": typeof types.UserInfoDocument,
    "\n  mutation ValidateUserInfo {\n    validateUserInfo { id full_name email }\n  }\n": typeof types.ValidateUserInfoDocument,
    "\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message meta { total message } }\n  }\n": typeof types.AutoAcceptInvitationsDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) { message role project { id name } }\n  }\n": typeof types.AcceptInvitationDocument,
};
const documents: Documents = {
    "\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features }\n  }\n": types.FreePlanFeaturesDocument,
    "\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerk_id name }\n      team_members { id clerk_id name email role }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environments { id uuid name description type status order slug api_key variables createdAt updatedAt }\n      feature_flags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } feature_flag_values expires_at is_active expired priority createdAt }\n    }\n  }\n": types.MyProjectsDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) { id name }\n  }\n": types.CreateProjectDocument,
    "\n  query UserInfo {\n    userInfo { id full_name email }\n  }\n": types.UserInfoDocument,
    "\n  mutation ValidateUserInfo {\n    validateUserInfo { id full_name email }\n  }\n": types.ValidateUserInfoDocument,
    "\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message meta { total message } }\n  }\n": types.AutoAcceptInvitationsDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) { message role project { id name } }\n  }\n": types.AcceptInvitationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features }\n  }\n"): (typeof documents)["\n  query FreePlanFeatures {\n    subscriptionPlans { id name isFreePlan features }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerk_id name }\n      team_members { id clerk_id name email role }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environments { id uuid name description type status order slug api_key variables createdAt updatedAt }\n      feature_flags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } feature_flag_values expires_at is_active expired priority createdAt }\n    }\n  }\n"): (typeof documents)["\n  query MyProjects {\n    myProjects {\n      id\n      uuid\n      slug\n      name\n      description\n      status\n      createdAt\n      role\n      owner { id clerk_id name }\n      team_members { id clerk_id name email role }\n      settings { environments status }\n      permissions {\n        canManageFlags\n        canManageEnvironments\n        canManageOverrides\n        canInviteUsers\n        canManageProject\n        canDeleteProject\n        canManageMembers\n        canManageBilling\n      }\n      environments { id uuid name description type status order slug api_key variables createdAt updatedAt }\n      feature_flags { id name key description type value enabled createdAt updatedAt }\n      overrides { id uuid name description environment { id uuid name } feature_flag_values expires_at is_active expired priority createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) { id name }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInfo {\n    userInfo { id full_name email }\n  }\n"): (typeof documents)["\n  query UserInfo {\n    userInfo { id full_name email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateUserInfo {\n    validateUserInfo { id full_name email }\n  }\n"): (typeof documents)["\n  mutation ValidateUserInfo {\n    validateUserInfo { id full_name email }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message meta { total message } }\n  }\n"): (typeof documents)["\n  mutation AutoAcceptInvitations {\n    autoAcceptInvitations { message meta { total message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) { message role project { id name } }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) { message role project { id name } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;