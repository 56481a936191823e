// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { CREATE_PROJECT } from '../../apollo/documents/projects';
import type { ProjectData } from '../../state/ProjectsProvider';
import { DELETE_PROJECT, UPDATE_PROJECT } from './documents';
import { useProjectsPage } from './useProjectsPage';

// The shell's project list is the provider's; here a fixed one, with the calls the screen makes on it.
const shell = vi.hoisted(() => ({
  projects: [] as ProjectData[],
  current: null as ProjectData | null,
  setCurrentId: vi.fn(),
  refetch: vi.fn(async () => undefined),
}));
vi.mock('../../state/ProjectsProvider', () => ({
  useProjects: () => ({ ...shell, loading: false, error: undefined, projectLoaded: true }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const project = (id: string, name: string, description = '') => ({ __typename: 'Project', id, name, description }) as unknown as ProjectData;
const SHOP = project('p1', 'Storefront', 'The web shop');
const APP = project('p2', 'Mobile App', 'iOS and Android');

function setup(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache();
  cache.restore({
    ROOT_QUERY: { __typename: 'Query', myProjects: [{ __ref: 'Project:p1' }, { __ref: 'Project:p2' }] },
    'Project:p1': { ...SHOP },
    'Project:p2': { ...APP },
  } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { cache, ...renderHook(() => useProjectsPage(), { wrapper }) };
}

describe('useProjectsPage', () => {
  it('searches the projects and opens the dialogs', () => {
    shell.projects = [SHOP, APP];
    const { result } = setup([]);
    expect(result.current.count).toBe(2);
    act(() => result.current.setSearch('ios'));
    expect(result.current.searching).toBe(true);
    expect(result.current.shown.map((p) => p.id)).toEqual(['p2']);
    act(() => result.current.editDialog.show(SHOP));
    expect(result.current.editDialog.project?.id).toBe('p1');
    act(() => result.current.createDialog.show());
    expect(result.current.createDialog.open).toBe(true);
  });

  it('creates a project, makes it current when there was none, and reads the list back', async () => {
    shell.projects = [];
    shell.current = null;
    const input = { name: 'Shop', description: 'Web', slug: 'shop', settings: { environments: ['production'], status: 'active' } };
    const { result } = setup([
      {
        request: { query: CREATE_PROJECT, variables: { input } },
        result: { data: { createProject: { __typename: 'CreateProjectPayload', project: { __typename: 'Project', id: 'p9', name: 'Shop' } } } },
      },
    ]);
    await act(() => result.current.createDialog.submit({ name: ' Shop ', description: 'Web ', environments: ['production'] }));
    expect(shell.setCurrentId).toHaveBeenCalledWith('p9');
    expect(shell.refetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Project “Shop” created')).toBeTruthy();
  });

  it('saves an edit into the cached project without reading the list again', async () => {
    shell.projects = [SHOP, APP];
    const { result, cache } = setup([
      {
        request: { query: UPDATE_PROJECT, variables: { input: { id: 'p1', name: 'Shop', description: 'Checkout' } } },
        result: {
          data: { updateProject: { __typename: 'UpdateProjectPayload', project: { __typename: 'Project', id: 'p1', name: 'Shop', description: 'Checkout' } } },
        },
      },
    ]);
    await act(() => result.current.editDialog.submit(SHOP, { name: ' Shop', description: 'Checkout ' }));
    expect(cache.extract()['Project:p1']).toMatchObject({ name: 'Shop', description: 'Checkout' });
    expect(shell.refetch).not.toHaveBeenCalled();
  });

  it('drops a deleted project from the shell list; a refused delete throws for the dialog', async () => {
    shell.projects = [SHOP, APP];
    const { result, cache } = setup([
      { request: { query: DELETE_PROJECT, variables: { id: 'p2' } }, result: { errors: [new GraphQLError('Not allowed')] } },
      {
        request: { query: DELETE_PROJECT, variables: { id: 'p2' } },
        result: { data: { deleteProject: { __typename: 'DeleteProjectPayload', deletedId: 'p2' } } },
      },
    ]);
    await expect(result.current.deleteDialog.submit(APP)).rejects.toThrow('Not allowed');
    expect((cache.extract().ROOT_QUERY as { myProjects: unknown[] }).myProjects).toHaveLength(2);
    await act(() => result.current.deleteDialog.submit(APP));
    await waitFor(() => expect((cache.extract().ROOT_QUERY as { myProjects: unknown[] }).myProjects).toEqual([{ __ref: 'Project:p1' }]));
    expect(cache.extract()['Project:p2']).toBeUndefined();
    expect(shell.refetch).not.toHaveBeenCalled();
    expect(await screen.findByText('Project “Mobile App” deleted')).toBeTruthy();
  });
});
