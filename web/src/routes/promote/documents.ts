import { graphql } from '../../apollo/generated';

export const COMPARE = graphql(`
  query CompareEnvironments($projectId: ID!, $from: String!, $to: String!) {
    compareEnvironments(projectId: $projectId, from: $from, to: $to) {
      differing
      from { id name }
      to { id name }
      flags { flagId key name type from { custom effective targeting } to { custom effective targeting } differs { value enabled targeting } }
    }
  }
`);

export const PROMOTE = graphql(`
  mutation PromoteEnvironment($projectId: ID!, $input: PromoteInput!) {
    promoteEnvironment(projectId: $projectId, input: $input) {
      dryRun from to skipped
      promotion { eventId position eventCount }
      flags { key name value targeting }
    }
  }
`);

export const REVERT = graphql(`
  mutation RevertPromotion($projectId: ID!, $eventId: ID!) {
    revertPromotion(projectId: $projectId, eventId: $eventId) { reverted flags { key } }
  }
`);
