import type { ApolloCache, Reference } from '@apollo/client';

/** The lists of a project's cache entry, and the count the shell's project list reads of each. */
export type ProjectList = 'featureFlags' | 'environments' | 'overrides' | 'teamMembers';
const COUNT_OF: Record<ProjectList, string | null> = {
  featureFlags: 'featureFlagCount',
  environments: 'environmentCount',
  teamMembers: 'teamMemberCount',
  overrides: null,
};

interface Details {
  readField: <T>(field: string, from?: Reference) => T | undefined;
  toReference: (o: { __typename: string; id: string }) => Reference | undefined;
}

/**
 * A created entity joins a list of its project's cache entry (the current project's tree reads
 * it) and that list's count goes up (the shell's project list reads that one), from the create's
 * answer instead of a refetch. A list the cache does not hold is left alone; the count is not
 * raised twice for an entity the list already holds.
 */
export function appendToProject(cache: ApolloCache, projectId: string, list: ProjectList, entity: { __typename: string; id: string }): void {
  const listed = (refs: unknown, ref: Reference | undefined) => Array.isArray(refs) && ref !== undefined && refs.some((r: Reference) => r.__ref === ref.__ref);
  const count = COUNT_OF[list];
  cache.modify({
    id: cache.identify({ __typename: 'Project', id: projectId }),
    fields: {
      [list]: (refs: readonly Reference[], { toReference }: Details) => {
        const ref = toReference(entity);
        return ref && !listed(refs, ref) ? [...refs, ref] : refs;
      },
      ...(count && { [count]: (n: number, { readField, toReference }: Details) => (listed(readField(list), toReference(entity)) ? n : n + 1) }),
    } as never,
  });
}

/** A deleted entity leaves a list of its project's cache entry, and that list's count goes down. */
export function removeFromProject(cache: ApolloCache, projectId: string, list: ProjectList, entityId: string): void {
  const count = COUNT_OF[list];
  const holds = (refs: unknown, readField: Details['readField']) => Array.isArray(refs) && refs.some((r: Reference) => readField('id', r) === entityId);
  cache.modify({
    id: cache.identify({ __typename: 'Project', id: projectId }),
    fields: {
      [list]: (refs: readonly Reference[], { readField }: Details) => refs.filter((r) => readField('id', r) !== entityId),
      // without the list in the cache, the delete's answer is all there is to go on
      ...(count && {
        [count]: (n: number, { readField }: Details) => {
          const refs = readField(list);
          return refs === undefined || holds(refs, readField) ? Math.max(0, n - 1) : n;
        },
      }),
    } as never,
  });
}
