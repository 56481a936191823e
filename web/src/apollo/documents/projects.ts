import { graphql } from '../generated';

/** Everything the shell and the project screens read of the caller's projects. */
export const MY_PROJECTS = graphql(`
  query MyProjects {
    myProjects {
      id
      uuid
      slug
      name
      description
      status
      createdAt
      role
      owner { id clerkId name }
      teamMembers { id clerkId name email role }
      settings { environments status }
      permissions {
        canManageFlags
        canManageEnvironments
        canManageOverrides
        canInviteUsers
        canManageProject
        canDeleteProject
        canManageMembers
        canManageBilling
      }
      environments { id uuid name description type status order slug variables createdAt updatedAt }
      featureFlags { id name key description type value enabled createdAt updatedAt }
      overrides { id uuid name description environment { id uuid name } featureFlagValues expiresAt isActive expired priority createdAt }
    }
  }
`);

export const CREATE_PROJECT = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      project { id name }
    }
  }
`);
