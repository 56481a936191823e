import type { ApolloCache, Reference } from '@apollo/client';
import { useFragment as readFragment } from '../../apollo/generated/fragment-masking';
import type { FragmentType } from '../../apollo/generated/fragment-masking';
import { FEATURE_FLAGS } from './documents';
import { FLAG_ROW_FRAGMENT } from './FlagRowParts';

/**
 * Adds a created entity to a list of the shell's project record (MyProjects: its flags, its overrides),
 * from the create's answer instead of refetching every project. Fields the cache does not hold are left alone.
 */
export function appendToProject(cache: ApolloCache, projectId: string, fields: string[], entity: { __typename: string; id: string }): void {
  const append = (refs: readonly Reference[], { toReference }: { toReference: (o: { __typename: string; id: string }) => Reference | undefined }) => {
    const ref = toReference(entity);
    return ref && !refs.some((r) => r.__ref === ref.__ref) ? [...refs, ref] : refs;
  };
  cache.modify({ id: cache.identify({ __typename: 'Project', id: projectId }), fields: Object.fromEntries(fields.map((f) => [f, append])) as never });
}

/**
 * A created flag joins the project's flag list (the server lists flags oldest first, so it goes last)
 * and the shell's project record (its flag count).
 */
export function addCreatedFlag(cache: ApolloCache, projectId: string, flag: FragmentType<typeof FLAG_ROW_FRAGMENT>): void {
  const { id } = readFragment(FLAG_ROW_FRAGMENT, flag);
  cache.updateQuery({ query: FEATURE_FLAGS, variables: { projectId } }, (data) =>
    data && !data.featureFlags.some((f) => readFragment(FLAG_ROW_FRAGMENT, f).id === id) ? { featureFlags: [...data.featureFlags, flag] } : data,
  );
  // the field is renamed to camelCase with the schema work (issue 18 point 5): both spellings
  appendToProject(cache, projectId, ['featureFlags', 'featureFlags'], { __typename: 'Flag', id });
}
