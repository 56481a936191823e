import { describe, expect, it } from 'vitest';
import { InMemoryCache } from '@apollo/client';
import { PROJECT_TREE } from '../../apollo/documents/projects';
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

const tree = (flags: ReturnType<typeof flag>[]) => ({
  __typename: 'Project' as const,
  id: 'p1',
  uuid: 'u-p1',
  teamMembers: [],
  environments: [],
  featureFlags: flags.map(({ id, name, key, description, type, value, enabled, createdAt, updatedAt }) => ({
    __typename: 'Flag' as const,
    ...{ id, name, key, description, type, value, enabled, createdAt, updatedAt },
  })),
  overrides: [],
  environmentCount: 0,
  featureFlagCount: flags.length,
  teamMemberCount: 0,
});

describe('addCreatedFlag', () => {
  it('appends the created flag to the list and to the current project tree, once, and counts it once', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: FEATURE_FLAGS, variables: { projectId: 'p1' }, data: { featureFlags: [flag('f1', 'a')] } as never });
    cache.writeQuery({ query: PROJECT_TREE, variables: { id: 'p1' }, data: { project: tree([flag('f1', 'a')]) } });
    addCreatedFlag(cache, 'p1', flag('f2', 'b') as never);
    addCreatedFlag(cache, 'p1', flag('f2', 'b') as never);
    const list = cache.readQuery({ query: FEATURE_FLAGS, variables: { projectId: 'p1' } }) as { featureFlags: { id: string }[] } | null;
    expect(list?.featureFlags.map((f) => f.id)).toEqual(['f1', 'f2']);
    const current = cache.readQuery({ query: PROJECT_TREE, variables: { id: 'p1' } })?.project;
    expect(current?.featureFlags.map((f) => [f.id, f.name])).toEqual([
      ['f1', 'a'],
      ['f2', 'b'],
    ]);
    expect(current?.featureFlagCount).toBe(2);
  });

  it('leaves a list it has not loaded alone', () => {
    const cache = new InMemoryCache();
    addCreatedFlag(cache, 'p1', flag('f2', 'b') as never);
    expect(cache.readQuery({ query: FEATURE_FLAGS, variables: { projectId: 'p1' } })).toBeNull();
  });
});
