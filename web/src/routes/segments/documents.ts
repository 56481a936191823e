import { graphql } from '../../apollo/generated';

/** GET /projects/{projectId}/segments, with where each one is used. */
export const SEGMENTS = graphql(`
  query SegmentsPage($projectId: ID!) {
    segments(projectId: $projectId) {
      id key name description conditions createdAt updatedAt
      usage { flagId flagKey flagName environmentId environmentName }
    }
  }
`);

/** The plan's segment cap, so New Segment at the limit opens the limit dialog at once. */
export const SEGMENTS_PLAN = graphql(`
  query SegmentsPagePlan($projectId: ID!) {
    currentPlan(projectId: $projectId) { currentPlan { id name featureMaxSegments } }
  }
`);

/** Create and update answer with the whole row (usage included): the cache updates the list, nothing is refetched. */
export const CREATE_SEGMENT = graphql(`
  mutation SegmentsPageCreate($input: CreateSegmentInput!) {
    createSegment(input: $input) {
      segment {
        id key name description conditions createdAt updatedAt
        usage { flagId flagKey flagName environmentId environmentName }
      }
    }
  }
`);

export const UPDATE_SEGMENT = graphql(`
  mutation SegmentsPageUpdate($input: UpdateSegmentInput!) {
    updateSegment(input: $input) { segment { id key name description conditions updatedAt } }
  }
`);

export const DELETE_SEGMENT = graphql(`
  mutation SegmentsPageDelete($id: ID!) {
    deleteSegment(input: { id: $id }) { deletedId }
  }
`);
