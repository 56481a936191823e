import { graphql } from '../../apollo/generated';

/** PUT /projects/{id} */
export const UPDATE_PROJECT = graphql(`
  mutation UpdateProject($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      project { id name description }
    }
  }
`);

/** DELETE /projects/{id} */
export const DELETE_PROJECT = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(input: { id: $id }) { deletedId }
  }
`);
