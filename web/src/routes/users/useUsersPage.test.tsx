// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import type { ProjectData } from '../../state/ProjectsProvider';
import { MY_PROJECTS, PROJECT_TREE } from '../../apollo/documents/projects';
import {
  USERS_PAGE_CANCEL_INVITATION,
  USERS_PAGE_INVITATIONS,
  USERS_PAGE_INVITE,
  USERS_PAGE_MEMBERS,
  USERS_PAGE_PLAN,
  USERS_PAGE_REISSUE,
  USERS_PAGE_REMOVE_MEMBER,
  USERS_PAGE_UPDATE_ROLE,
} from './documents';
import { useUsersPage } from './useUsersPage';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const project = (role = 'admin') =>
  ({
    id: 'p1',
    role,
    permissions: { canInviteUsers: true, canManageMembers: true },
  }) as unknown as ProjectData;

const member = (id: string, role: string, name: string) => ({
  __typename: 'Member',
  id,
  role,
  status: 'active',
  lastActive: null,
  joinedAt: '2026-01-01T00:00:00.000Z',
  user: { __typename: 'MemberUser', id: id === 'owner' ? 'u-owner' : id, fullName: name, email: `${name.toLowerCase()}@example.com`, lastLogin: null },
});
const invitation = (id: string, email: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Invitation',
  id,
  email,
  role: 'viewer',
  status: 'pending',
  createdAt: '2026-01-02T00:00:00.000Z',
  expiresAt: '2099-01-09T00:00:00.000Z',
  message: '',
  invitedBy: { __typename: 'InvitedBy', id: 'u-owner', name: 'Olivia' },
  ...extra,
});
const OWNER = member('owner', 'owner', 'Olivia');
const ME = member('u-me', 'admin', 'Ada');
const DAN = member('u-dan', 'developer', 'Dan');

const mocks = (members: unknown[], invitations: unknown[], maxTeam = 10): MockLink.MockedResponse[] => [
  { request: { query: USERS_PAGE_MEMBERS, variables: { projectId: 'p1' } }, result: { data: { projectMembers: members } } },
  { request: { query: USERS_PAGE_INVITATIONS, variables: { projectId: 'p1' } }, result: { data: { projectInvitations: invitations } } },
  {
    request: { query: USERS_PAGE_PLAN, variables: { projectId: 'p1' } },
    result: {
      data: { currentPlan: { __typename: 'CurrentPlan', currentPlan: { __typename: 'Plan', id: 'free', name: 'Free', featureMaxTeamMembers: maxTeam } } },
    },
  },
];

/** One answer per operation: a refetch of a list would find no mock and fail the test. */
function setup(more: MockLink.MockedResponse[], p = project()) {
  const cache = new InMemoryCache();
  let path = '/users';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={more} cache={cache}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/users']}>
          <Routes>
            <Route path="/users" element={children} />
            <Route path="/" element={<Landed onLand={() => (path = '/')} />} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>
  );
  return { cache, path: () => path, ...renderHook(() => useUsersPage(p, 'u-me'), { wrapper }) };
}
function Landed({ onLand }: { onLand: () => void }) {
  onLand();
  return null;
}

describe('useUsersPage', () => {
  it('lists the owner first, counts, and searches both lists', async () => {
    const { result } = setup(mocks([ME, OWNER, DAN], [invitation('i1', 'sam@example.com')]));
    await waitFor(() => expect(result.current.members.all).toHaveLength(3));
    await waitFor(() => expect(result.current.invitations.all).toHaveLength(1));
    expect(result.current.members.all.map((m) => m.id)).toEqual(['owner', 'u-me', 'u-dan']);
    expect(result.current.stats).toEqual({ total: 3, active: 3, pending: 1, admins: 2 });
    expect(result.current.grantable).toEqual(['admin', 'manager', 'developer', 'viewer']);
    act(() => result.current.setSearch('sam'));
    expect(result.current.searching).toBe(true);
    expect(result.current.members.shown).toHaveLength(0);
    expect(result.current.invitations.shown.map((i) => i.id)).toEqual(['i1']);
  });

  it('adds a sent invitation to the list from the answer and shows its link once', async () => {
    const input = { email: 'kim@example.com', role: 'developer' as const };
    const { result } = setup([
      ...mocks([OWNER, ME], []),
      {
        request: { query: USERS_PAGE_INVITE, variables: { input: { projectId: 'p1', ...input } } },
        result: {
          data: {
            inviteMember: {
              __typename: 'InviteMemberPayload',
              message: 'Invitation created for kim@example.com',
              invitation: { ...invitation('i2', 'kim@example.com', { role: 'developer' }), token: 'tok', invitationUrl: 'https://app/invitation/tok' },
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(result.current.members.loaded).toBe(true));
    act(() => result.current.inviteDialog.openInvite());
    expect(result.current.inviteDialog.open).toBe(true);
    act(() => result.current.inviteDialog.submit({ ...input, message: '' }));
    await waitFor(() => expect(result.current.inviteDialog.success?.link).toBe('https://app/invitation/tok'));
    expect(result.current.invitations.all.map((i) => i.email)).toEqual(['kim@example.com']);
    expect(result.current.stats.pending).toBe(1);
    expect(await screen.findByText('Invitation created for kim@example.com')).toBeTruthy();
  });

  it('opens the limit dialog instead of the form when the team is full', async () => {
    const { result, cache } = setup(mocks([OWNER, ME, DAN], [], 2));
    await waitFor(() => expect(result.current.members.loaded).toBe(true));
    await waitFor(() => expect(cache.readQuery({ query: USERS_PAGE_PLAN, variables: { projectId: 'p1' } })).toBeTruthy());
    act(() => result.current.inviteDialog.openInvite());
    expect(result.current.inviteDialog.open).toBe(false);
    expect(result.current.limit).toMatchObject({ limitType: 'teamMembers', count: 2, max: 2 });
  });

  it('changes a role from the answer, in the list and in the shell copy of the team', async () => {
    const { result, cache } = setup([
      ...mocks([OWNER, ME, DAN], []),
      {
        request: { query: USERS_PAGE_UPDATE_ROLE, variables: { projectId: 'p1', memberId: 'u-dan', role: 'manager' } },
        result: {
          data: {
            updateMemberRole: {
              __typename: 'UpdateMemberRolePayload',
              message: 'Role updated to manager',
              member: { __typename: 'Member', id: 'u-dan', role: 'manager' },
            },
          },
        },
      },
    ]);
    cache.writeQuery({ query: MY_PROJECTS, data: { myProjects: [{ __typename: 'Project', id: 'p1', teamMemberCount: 1 }] } as never });
    cache.writeQuery({
      query: PROJECT_TREE,
      variables: { id: 'p1' },
      data: { project: { __typename: 'Project', id: 'p1', teamMembers: [{ __typename: 'TeamMember', id: 'u-dan', role: 'developer' }] } } as never,
    });
    await waitFor(() => expect(result.current.members.all).toHaveLength(3));
    act(() => result.current.members.changeRole(result.current.members.all[2] as never, 'manager'));
    await waitFor(() => expect(result.current.members.all[2]?.role).toBe('manager'));
    expect(cache.extract()['TeamMember:u-dan']).toMatchObject({ role: 'manager' });
    expect(result.current.members.updatingId).toBeNull();
  });

  it('removes a member from the list and the shell project, cancels and replaces invitations, without refetching', async () => {
    const { result, cache } = setup([
      ...mocks([OWNER, ME, DAN], [invitation('i1', 'sam@example.com'), invitation('i2', 'kim@example.com')]),
      {
        request: { query: USERS_PAGE_REMOVE_MEMBER, variables: { projectId: 'p1', memberId: 'u-dan' } },
        result: { data: { removeMember: { __typename: 'RemoveMemberPayload', deletedId: 'u-dan', message: 'Member removed' } } },
      },
      {
        request: { query: USERS_PAGE_CANCEL_INVITATION, variables: { id: 'i1' } },
        result: { data: { cancelInvitation: { __typename: 'CancelInvitationPayload', deletedId: 'i1', message: 'Invitation cancelled' } } },
      },
      {
        request: { query: USERS_PAGE_REISSUE, variables: { id: 'i2' } },
        result: {
          data: {
            reissueInvitation: {
              __typename: 'ReissueInvitationPayload',
              message: 'New invitation link for kim@example.com',
              invitation: { ...invitation('i3', 'kim@example.com'), token: 'new', invitationUrl: null },
            },
          },
        },
      },
    ]);
    cache.writeQuery({ query: MY_PROJECTS, data: { myProjects: [{ __typename: 'Project', id: 'p1', teamMemberCount: 1 }] } as never });
    cache.writeQuery({
      query: PROJECT_TREE,
      variables: { id: 'p1' },
      data: { project: { __typename: 'Project', id: 'p1', teamMembers: [{ __typename: 'TeamMember', id: 'u-dan', role: 'developer' }] } } as never,
    });
    await waitFor(() => expect(result.current.members.all).toHaveLength(3));
    await waitFor(() => expect(result.current.invitations.all).toHaveLength(2));
    act(() => result.current.confirm.ask({ kind: 'remove', member: result.current.members.all[2]! }));
    expect(result.current.confirm.open).toBe('remove');
    act(() => result.current.confirm.run());
    await waitFor(() => expect(result.current.members.all.map((m) => m.id)).toEqual(['owner', 'u-me']));
    expect(result.current.confirm.open).toBeNull();
    expect(result.current.confirm.shown?.kind).toBe('remove'); // kept while the dialog fades out
    expect(cache.extract()['Project:p1']).toMatchObject({ teamMembers: [], teamMemberCount: 0 });

    act(() => result.current.confirm.ask({ kind: 'cancel', invitation: result.current.invitations.all[0]! }));
    act(() => result.current.confirm.run());
    await waitFor(() => expect(result.current.invitations.all.map((i) => i.id)).toEqual(['i2']));

    act(() => result.current.confirm.ask({ kind: 'reissue', invitation: result.current.invitations.all[0]! }));
    act(() => result.current.confirm.run());
    await waitFor(() => expect(result.current.invitations.all.map((i) => i.id)).toEqual(['i3']));
    expect(result.current.inviteDialog).toMatchObject({ open: true, success: { email: 'kim@example.com', reissued: true } });
    expect(result.current.inviteDialog.success?.link).toBe(`${window.location.origin}/invitation/new`);
  });

  it('leaving drops the project from the shell and goes home; a failure says why', async () => {
    const { result, cache, path } = setup([
      ...mocks([OWNER, ME], []),
      { request: { query: USERS_PAGE_REMOVE_MEMBER, variables: { projectId: 'p1', memberId: 'u-me' } }, result: { errors: [new GraphQLError('Try again')] } },
      {
        request: { query: USERS_PAGE_REMOVE_MEMBER, variables: { projectId: 'p1', memberId: 'u-me' } },
        result: { data: { removeMember: { __typename: 'RemoveMemberPayload', deletedId: 'u-me', message: 'You left' } } },
      },
    ]);
    cache.writeQuery({ query: MY_PROJECTS, data: { myProjects: [{ __typename: 'Project', id: 'p1', name: 'Shop' }] } as never });
    await waitFor(() => expect(result.current.members.all).toHaveLength(2));
    const me = result.current.members.all[1]!;
    act(() => result.current.confirm.ask({ kind: 'leave', member: me }));
    act(() => result.current.confirm.run());
    expect(await screen.findByText('Try again')).toBeTruthy();
    await waitFor(() => expect(result.current.confirm.open).toBeNull());
    act(() => result.current.confirm.ask({ kind: 'leave', member: me }));
    act(() => result.current.confirm.run());
    await waitFor(() => expect(path()).toBe('/'));
    expect((cache.extract().ROOT_QUERY as { myProjects: unknown[] }).myProjects).toEqual([]);
  });
});
