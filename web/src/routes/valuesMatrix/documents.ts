import { graphql } from '../../apollo/generated';

/** The matrix: every flag with its value in each environment, and the environments in order. */
export const VALUES_MATRIX_QUERY = graphql(`
  query ValuesMatrix($projectId: ID!) {
    environments(projectId: $projectId) { id name type status order }
    featureFlags(projectId: $projectId) {
      id
      name
      key
      description
      type
      value
      enabled
      environmentValues { environmentId environmentName value enabled hasCustomValue hasTargeting rolloutPercentage }
    }
  }
`);

/** One cell: a custom value, or null to reset it to the flag default. */
export const MATRIX_SET_ENVIRONMENT_VALUE = graphql(`
  mutation MatrixSetEnvironmentValue($environmentId: ID!, $flagKey: String!, $flagValue: FlagValueInput) {
    setEnvironmentValue(input: { environmentId: $environmentId, flagKey: $flagKey, flagValue: $flagValue }) {
      environment { id variables updatedAt }
    }
  }
`);
