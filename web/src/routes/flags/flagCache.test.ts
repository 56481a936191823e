import { describe, expect, it } from 'vitest';
import { InMemoryCache, gql } from '@apollo/client';
import { FEATURE_FLAGS } from './documents';
import { addCreatedFlag } from './flagCache';

const flag = (id: string, name: string) => ({
  __typename: 'Flag' as const,
  id,
  name,
  key: name,
  description: '',
  type: 'boolean' as const,
  value: false,
  enabled: true,
  projectId: 'p1',
  createdAt: null,
  updatedAt: null,
  archived: false,
  archivedAt: null,
  environmentValues: [],
});

const PROJECT_FLAGS = gql`
  query ProjectFlags {
    myProjects {
      id
      featureFlags {
        id
        name
      }
    }
  }
`;

describe('addCreatedFlag', () => {
  it('appends the created flag to the list and to the project record, once', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: FEATURE_FLAGS, variables: { projectId: 'p1' }, data: { featureFlags: [flag('f1', 'a')] } as never });
    cache.writeQuery({
      query: PROJECT_FLAGS,
      data: { myProjects: [{ __typename: 'Project', id: 'p1', featureFlags: [{ __typename: 'Flag', id: 'f1', name: 'a' }] }] },
    });
    addCreatedFlag(cache, 'p1', flag('f2', 'b') as never);
    addCreatedFlag(cache, 'p1', flag('f2', 'b') as never);
    const list = cache.readQuery({ query: FEATURE_FLAGS, variables: { projectId: 'p1' } }) as { featureFlags: { id: string }[] } | null;
    expect(list?.featureFlags.map((f) => f.id)).toEqual(['f1', 'f2']);
    const projects = cache.readQuery({ query: PROJECT_FLAGS }) as { myProjects: { featureFlags: { id: string; name: string }[] }[] };
    expect(projects.myProjects[0]!.featureFlags).toEqual([
      { __typename: 'Flag', id: 'f1', name: 'a' },
      { __typename: 'Flag', id: 'f2', name: 'b' },
    ]);
  });

  it('leaves a list it has not loaded alone', () => {
    const cache = new InMemoryCache();
    addCreatedFlag(cache, 'p1', flag('f2', 'b') as never);
    expect(cache.readQuery({ query: FEATURE_FLAGS, variables: { projectId: 'p1' } })).toBeNull();
  });
});
