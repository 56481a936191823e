import { graphql } from '../apollo/generated';

/** The newest event of the project: where an Undo goes back to. */
export const PROJECT_HEAD = graphql(`
  query ProjectHead($projectId: ID!) {
    projectHead(projectId: $projectId) { position }
  }
`);

/** The existing restore (Audit Log): brings an entity back to an instant, as new events. */
export const UNDO_RESTORE = graphql(`
  mutation UndoRestore($input: RestoreEntityInput!) {
    restoreEntity(input: $input) { restored eventCount position }
  }
`);
