import { graphql } from '../../apollo/generated';

/** POST /projects/generate-missing-uuids */
export const SETUP_GENERATE_MISSING_UUIDS = graphql(`
  mutation SetupGenerateMissingUuids {
    generateMissingUuids { success message generated }
  }
`);
