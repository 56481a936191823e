import { graphql } from '../../apollo/generated';

/** The matrix: the environments in order (the table's columns) and every flag (its rows) with its value in each. */
export const VALUES_MATRIX_QUERY = graphql(`
  query ValuesMatrix($projectId: ID!) {
    environments(projectId: $projectId) { ...MatrixColumn_environment }
    featureFlags(projectId: $projectId) { ...MatrixRow_flag }
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
