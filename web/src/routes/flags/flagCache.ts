import type { ApolloCache } from '@apollo/client';
import { useFragment as readFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { FEATURE_FLAGS } from './documents';
import { FLAG_ROW_FRAGMENT } from './FlagRowParts';
import { appendToProject } from '../../state/projectCache';

/**
 * A created flag joins the project's flag list (the server lists flags oldest first, so it goes last),
 * the current project's tree and the shell's flag count (one Project cache entry holds both).
 */
export function addCreatedFlag(cache: ApolloCache, projectId: string, flag: FragmentType<typeof FLAG_ROW_FRAGMENT>): void {
  const { id } = readFragment(FLAG_ROW_FRAGMENT, flag);
  cache.updateQuery({ query: FEATURE_FLAGS, variables: { projectId } }, (data) =>
    data && !data.featureFlags.some((f) => readFragment(FLAG_ROW_FRAGMENT, f).id === id) ? { featureFlags: [...data.featureFlags, flag] } : data,
  );
  appendToProject(cache, projectId, 'featureFlags', { __typename: 'Flag', id });
}
