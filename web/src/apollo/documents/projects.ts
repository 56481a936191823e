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
      owner { id clerk_id name }
      team_members { id clerk_id name email role }
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
      feature_flags { id name key description type value enabled createdAt updatedAt }
      overrides { id uuid name description environment { id uuid name } feature_flag_values expires_at is_active expired priority createdAt }
    }
  }
`);

export const CREATE_PROJECT = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) { id name }
  }
`);
