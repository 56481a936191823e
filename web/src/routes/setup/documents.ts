import { graphql } from '../../apollo/generated';

/** POST /projects/generate-missing-uuids */
export const SETUP_GENERATE_MISSING_UUIDS = graphql(`
  mutation SetupGenerateMissingUuids {
    generateMissingUuids { success message generated }
  }
`);

/** The keys of the project's environments (the shell's project list carries none, issue 18). */
export const SETUP_ENVIRONMENT_KEYS = graphql(`
  query SetupEnvironmentKeys($projectId: ID!) {
    environments(projectId: $projectId) { id apiKey clientKey }
  }
`);
