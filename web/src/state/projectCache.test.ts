import { describe, expect, it } from 'vitest';
import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { MY_PROJECTS, PROJECT_TREE } from '../apollo/documents/projects';
import { appendToProject, removeFromProject } from './projectCache';

const listed = (id: string, counts: Partial<Record<'environmentCount' | 'featureFlagCount' | 'teamMemberCount', number>> = {}) => ({
  __typename: 'Project' as const,
  id,
  uuid: `u-${id}`,
  slug: id,
  name: id,
  description: '',
  status: 'active',
  createdAt: null,
  role: 'owner' as const,
  owner: { __typename: 'ProjectOwner' as const, id: 'o', clerkId: 'o', name: 'Olivia' },
  settings: { __typename: 'ProjectSettings' as const, environments: ['development'], status: 'active' },
  permissions: {
    __typename: 'ProjectPermissions' as const,
    canManageFlags: true,
    canManageEnvironments: true,
    canManageOverrides: true,
    canInviteUsers: true,
    canManageProject: true,
    canDeleteProject: true,
    canManageMembers: true,
    canManageBilling: true,
  },
  environmentCount: 1,
  featureFlagCount: 1,
  teamMemberCount: 1,
  ...counts,
});

const flag = (id: string) => ({
  __typename: 'Flag' as const,
  id,
  name: id,
  key: id,
  description: '',
  type: 'boolean' as const,
  value: true,
  enabled: true,
  createdAt: null,
  updatedAt: null,
});
const tree = (flags: string[]) => ({
  __typename: 'Project' as const,
  id: 'p1',
  uuid: 'u-p1',
  teamMembers: [{ __typename: 'TeamMember' as const, id: 'd', clerkId: 'd', name: 'Dan', email: 'dan@example.com', role: 'developer' as const }],
  environments: [],
  featureFlags: flags.map(flag),
  overrides: [],
  environmentCount: 1,
  featureFlagCount: flags.length,
  teamMemberCount: 1,
});

// the created flag as a create's answer writes it (parsed here: a test document, not one of the app's)
const FLAG_FIELDS = parse('fragment CreatedFlag on Flag { id name key description type value enabled createdAt updatedAt }');

const countsOf = (cache: InMemoryCache) => cache.readQuery({ query: MY_PROJECTS })?.myProjects.map((p) => [p.id, p.featureFlagCount, p.teamMemberCount]);

describe('appendToProject', () => {
  it('adds a created flag to the current project tree and raises the count the list shows, once', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: MY_PROJECTS, data: { myProjects: [listed('p1'), listed('p2', { featureFlagCount: 4 })] } });
    cache.writeQuery({ query: PROJECT_TREE, variables: { id: 'p1' }, data: { project: tree(['a']) } });
    cache.writeFragment({ fragment: FLAG_FIELDS, data: flag('b') });

    appendToProject(cache, 'p1', 'featureFlags', { __typename: 'Flag', id: 'b' });
    appendToProject(cache, 'p1', 'featureFlags', { __typename: 'Flag', id: 'b' });

    expect(cache.readQuery({ query: PROJECT_TREE, variables: { id: 'p1' } })?.project.featureFlags.map((f) => f.id)).toEqual(['a', 'b']);
    expect(countsOf(cache)).toEqual([
      ['p1', 2, 1],
      ['p2', 4, 1],
    ]);
  });

  it('without the tree in the cache, only the count goes up', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: MY_PROJECTS, data: { myProjects: [listed('p1')] } });
    appendToProject(cache, 'p1', 'featureFlags', { __typename: 'Flag', id: 'b' });
    expect(countsOf(cache)).toEqual([['p1', 2, 1]]);
    expect((cache.extract()['Project:p1'] as Record<string, unknown>).featureFlags).toBeUndefined();
  });

  it('leaves a project the cache does not hold alone', () => {
    const cache = new InMemoryCache();
    appendToProject(cache, 'p9', 'overrides', { __typename: 'Override', id: 'o1' });
    expect(cache.extract()).toEqual({});
  });
});

describe('removeFromProject', () => {
  it('takes a removed member out of the tree and lowers the count, once', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: MY_PROJECTS, data: { myProjects: [listed('p1')] } });
    cache.writeQuery({ query: PROJECT_TREE, variables: { id: 'p1' }, data: { project: tree(['a']) } });
    removeFromProject(cache, 'p1', 'teamMembers', 'd');
    removeFromProject(cache, 'p1', 'teamMembers', 'd');
    expect(cache.readQuery({ query: PROJECT_TREE, variables: { id: 'p1' } })?.project.teamMembers).toEqual([]);
    expect(countsOf(cache)).toEqual([['p1', 1, 0]]);
  });

  it('without the tree in the cache, the count goes down, never below zero', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: MY_PROJECTS, data: { myProjects: [listed('p1', { featureFlagCount: 1 })] } });
    removeFromProject(cache, 'p1', 'featureFlags', 'a');
    removeFromProject(cache, 'p1', 'featureFlags', 'b');
    expect(countsOf(cache)).toEqual([['p1', 0, 1]]);
  });
});
