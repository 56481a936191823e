import { graphql } from '../../apollo/generated';

/** The comparison: what the screen's rules read of each flag, and the row's own fragment. */
export const COMPARE = graphql(`
  query CompareEnvironments($projectId: ID!, $from: String!, $to: String!) {
    compareEnvironments(projectId: $projectId, from: $from, to: $to) {
      differing
      from { id name }
      to { id name }
      flags {
        key
        differs { value enabled targeting }
        from { custom effective }
        to { custom effective }
        ...CompareRow_flag
      }
    }
  }
`);

export const PROMOTE = graphql(`
  mutation PromoteEnvironment($input: PromoteEnvironmentInput!) {
    promoteEnvironment(input: $input) {
      dryRun from to skipped
      promotion { eventId position eventCount }
      flags { key name value targeting }
    }
  }
`);

export const REVERT = graphql(`
  mutation RevertPromotion($projectId: ID!, $eventId: ID!) {
    revertPromotion(input: { projectId: $projectId, eventId: $eventId }) { reverted flags { key } }
  }
`);
