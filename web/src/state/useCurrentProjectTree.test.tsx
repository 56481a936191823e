// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { PROJECT_TREE } from '../apollo/documents/projects';
import type { ProjectData } from './ProjectsProvider';
import { useCurrentProjectTree } from './useCurrentProjectTree';

const shell = vi.hoisted(() => ({
  current: null as unknown,
  loading: false,
  refetch: vi.fn(async () => undefined),
}));
vi.mock('./ProjectsProvider', () => ({ useProjects: () => shell }));
afterEach(() => {
  cleanup();
  shell.current = null;
  shell.loading = false;
  shell.refetch.mockClear();
});

const listed = (id: string) =>
  ({ __typename: 'Project', id, name: `Project ${id}`, permissions: { canManageFlags: true }, featureFlagCount: 1 }) as unknown as ProjectData;
const tree = (id: string, flagName = 'Dark mode') => ({
  __typename: 'Project',
  id,
  uuid: `u-${id}`,
  teamMembers: [],
  environments: [
    {
      __typename: 'Environment',
      id: `${id}-prod`,
      uuid: 'ue',
      name: 'production',
      description: '',
      type: 'production',
      status: 'active',
      order: 0,
      slug: 'production',
      variables: { dark_mode: { value: true, enabled: true } },
      createdAt: null,
      updatedAt: null,
    },
  ],
  featureFlags: [
    {
      __typename: 'Flag',
      id: `${id}-f1`,
      name: flagName,
      key: 'dark_mode',
      description: '',
      type: 'boolean',
      value: false,
      enabled: true,
      createdAt: null,
      updatedAt: null,
    },
  ],
  overrides: [],
  environmentCount: 1,
  featureFlagCount: 1,
  teamMemberCount: 0,
});
const treeOf = (id: string, flagName?: string): MockLink.MockedResponse => ({
  request: { query: PROJECT_TREE, variables: { id } },
  result: { data: { project: tree(id, flagName) } },
});

function setup(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      {children}
    </MockedProvider>
  );
  return renderHook(() => useCurrentProjectTree(), { wrapper });
}

describe('useCurrentProjectTree', () => {
  it('asks for nothing without a current project, and loads while the list does', () => {
    shell.loading = true;
    const { result } = setup([]);
    expect(result.current).toMatchObject({ project: null, loading: true, error: undefined });
  });

  it('reads the tree of the current project only and joins it to the shell record', async () => {
    shell.current = listed('p1');
    const { result } = setup([treeOf('p1')]);
    expect(result.current).toMatchObject({ project: null, loading: true });
    await waitFor(() => expect(result.current.project).not.toBeNull());
    expect(result.current.loading).toBe(false);
    expect(result.current.project).toMatchObject({ id: 'p1', name: 'Project p1', uuid: 'u-p1', permissions: { canManageFlags: true } });
    expect(result.current.project?.featureFlags.map((f) => f.key)).toEqual(['dark_mode']);
    expect(result.current.project?.environments[0]?.variables).toEqual({ dark_mode: { value: true, enabled: true } });
  });

  it('never shows the project just left as the current one', async () => {
    shell.current = listed('p1');
    const { result, rerender } = setup([treeOf('p1'), treeOf('p2', 'Banner')]);
    await waitFor(() => expect(result.current.project?.id).toBe('p1'));
    shell.current = listed('p2');
    rerender();
    expect(result.current.project?.id ?? null).not.toBe('p1');
    await waitFor(() => expect(result.current.project?.featureFlags[0]?.name).toBe('Banner'));
    expect(result.current.project?.id).toBe('p2');
  });

  it('says why the tree could not be read, and reads the tree and the list again on refetch', async () => {
    shell.current = listed('p1');
    const { result } = setup([
      { request: { query: PROJECT_TREE, variables: { id: 'p1' } }, result: { errors: [new GraphQLError('Project not found')] } },
      treeOf('p1'),
    ]);
    await waitFor(() => expect(result.current.error?.message).toBe('Project not found'));
    expect(result.current).toMatchObject({ project: null, loading: false });
    await result.current.refetch();
    await waitFor(() => expect(result.current.project?.id).toBe('p1'));
    expect(result.current.error).toBeUndefined();
    expect(shell.refetch).toHaveBeenCalledTimes(1);
  });
});
