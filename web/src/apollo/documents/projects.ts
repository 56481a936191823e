import { graphql } from '../generated';

/**
 * The shell's list of the caller's projects (selector, palette, project cards): who, what and
 * how many, never a project's tree. Environments (with their API keys), flags, overrides and the
 * team are read for the current project only (PROJECT_TREE, useCurrentProjectTree) or by a screen's own query.
 */
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
      environmentCount
      featureFlagCount
      teamMemberCount
    }
  }
`);

/**
 * The current project's tree, for the screens that read it (useCurrentProjectTree): its team,
 * environments with their values, flags and overrides. The counts come along so the shell's
 * record of the project (the same cache entry) agrees with the lists just read.
 */
export const PROJECT_TREE = graphql(`
  query ProjectTree($id: ID!) {
    project(id: $id) {
      id
      uuid
      teamMembers { id clerkId name email role }
      environments { id uuid name description type status order slug variables createdAt updatedAt }
      featureFlags { id name key description type value enabled createdAt updatedAt }
      overrides { id uuid name description environment { id uuid name } featureFlagValues expiresAt isActive expired priority createdAt }
      environmentCount
      featureFlagCount
      teamMemberCount
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
