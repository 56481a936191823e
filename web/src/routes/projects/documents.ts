import { graphql } from '../../apollo/generated';

/** PUT /projects/{id} */
export const UPDATE_PROJECT = graphql(`
  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) { id name description }
  }
`);

/** DELETE /projects/{id} */
export const DELETE_PROJECT = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id) { id message }
  }
`);
