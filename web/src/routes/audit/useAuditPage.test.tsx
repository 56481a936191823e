// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import type { ProjectData } from '../../state/ProjectsProvider';
import { AUDIT_HISTORY, AUDIT_RESTORE, AUDIT_VERIFY } from './documents';
import { HISTORY_PAGE_SIZE } from './useHistoryPages';
import { useAuditPage } from './useAuditPage';

// the current project's tree: its team and environment names
const tree = vi.hoisted(() => ({
  project: {
    id: 'p1',
    teamMembers: [{ id: 'd', name: 'Dan', email: 'dan@example.com', role: 'developer' }],
    environments: [{ id: 'e1', name: 'production' }],
  } as unknown,
  loading: false,
  error: undefined,
  refetch: vi.fn(async () => undefined),
}));
vi.mock('../../state/useCurrentProjectTree', () => ({ useCurrentProjectTree: () => tree }));
vi.mock('../../auth/authContext', () => ({ useAuth: () => ({ getToken: async () => 'token' }) }));

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  tree.refetch.mockClear();
});

const PROJECT = {
  id: 'p1',
  name: 'Storefront',
  owner: { id: 'o', name: 'Olivia' },
  permissions: { canManageFlags: true, canManageEnvironments: true, canManageOverrides: true },
} as unknown as ProjectData;

const entry = (position: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'HistoryEntry',
  position,
  revision: 1,
  eventId: `ev${position}`,
  type: 'FeatureFlagUpdated',
  at: '2026-01-01T00:00:00.000Z',
  summary: 'Updated',
  before: { name: 'Dark' },
  after: { name: 'Dark mode' },
  correlationId: null,
  actor: { __typename: 'Actor', id: 'x', name: 'Xena (left)' },
  entity: { __typename: 'EntityRef', kind: 'flag', id: 'f1', name: 'Dark mode' },
  ...extra,
});
const history = (entries: unknown[]): MockLink.MockedResponse => ({
  request: { query: AUDIT_HISTORY, variables: { projectId: 'p1', filter: {}, first: HISTORY_PAGE_SIZE } },
  result: { data: { projectHistory: { __typename: 'HistoryPage', entries, nextCursor: null } } },
});

function setup(mocks: MockLink.MockedResponse[], url = '/audit') {
  let location = '';
  function Where() {
    const l = useLocation();
    location = `${l.pathname}${l.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[url]}>
          <Where />
          {children}
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>
  );
  return { location: () => location, ...renderHook(() => useAuditPage(PROJECT), { wrapper }) };
}

describe('useAuditPage', () => {
  it('loads the timeline, opens the linked event and lists everyone who acted', async () => {
    const { result } = setup([history([entry(2), entry(1)])], '/audit?event=ev1');
    await waitFor(() => expect(result.current.history.loaded).toBe(true));
    expect(result.current.summary).toBe('2 events');
    await waitFor(() => expect([...result.current.expanded]).toEqual([1]));
    expect(result.current.people.map((p) => p.name)).toEqual(['Dan', 'Olivia', 'Xena (left)']);
    act(() => result.current.toggle(1));
    expect(result.current.expanded.size).toBe(0);
  });

  it('names environments and people from the tree once it is read, and does not wait for it', async () => {
    const read = tree.project;
    tree.project = null;
    try {
      const { result, rerender } = setup([history([entry(1)])]);
      await waitFor(() => expect(result.current.history.loaded).toBe(true));
      expect(result.current.envNames).toEqual({});
      expect(result.current.people.map((p) => p.name)).toEqual(['Olivia', 'Xena (left)']);
      tree.project = read;
      rerender();
      expect(result.current.envNames).toEqual({ e1: 'production' });
      expect(result.current.people.map((p) => p.name)).toEqual(['Dan', 'Olivia', 'Xena (left)']);
    } finally {
      tree.project = read;
    }
  });

  it('keeps the view in the URL; comparing an entry starts just before it, up to now', async () => {
    const { result, location } = setup([history([entry(5)])]);
    await waitFor(() => expect(result.current.history.loaded).toBe(true));
    act(() => result.current.actions.onCompare(result.current.history.entries[0] as never));
    expect(result.current.view).toBe('compare');
    expect(location()).toBe('/audit?view=compare');
    expect(result.current.compare.from).toEqual({ position: 4, at: '2026-01-01T00:00:00.000Z', label: 'just before event #5' });
    expect(result.current.compare.to).toMatchObject({ time: expect.any(String) });
    act(() => result.current.setView('timeline'));
    expect(location()).toBe('/audit');
  });

  it('runs the integrity check and travels to just before a bad event', async () => {
    const { result } = setup([
      history([entry(3)]),
      {
        request: { query: AUDIT_VERIFY, variables: { projectId: 'p1' } },
        result: {
          data: {
            verifyProjectHistory: {
              __typename: 'HistoryVerification',
              ok: false,
              verified: 2,
              headHash: null,
              firstBad: {
                __typename: 'BadEvent',
                position: 3,
                revision: 1,
                id: 'ev3',
                type: 'FeatureFlagUpdated',
                reason: 'hash',
                at: '2026-01-01T00:00:00.000Z',
                message: 'Event #3 was altered',
              },
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(result.current.history.loaded).toBe(true));
    act(() => result.current.verify.run());
    expect(result.current.verify.state).toEqual({ loading: true });
    await waitFor(() => expect(result.current.verify.state?.result?.firstBad?.message).toBe('Event #3 was altered'));
    act(() => result.current.verify.viewBeforeBad(result.current.verify.state!.result!.firstBad!));
    expect(result.current.view).toBe('travel');
    expect(result.current.travel.at).toEqual({ position: 2, at: '2026-01-01T00:00:00.000Z', label: 'just before event #3' });
  });

  it('restores after the confirmation, says so, and reloads the history and the shell project', async () => {
    const target = { kind: 'flag' as const, id: 'f1', name: 'Dark mode', instant: { position: 1, at: '2026-01-01T00:00:00.000Z', label: 'after event #1' } };
    const { result } = setup([
      history([entry(1)]),
      {
        request: { query: AUDIT_RESTORE, variables: { input: { projectId: 'p1', entity: 'flag', id: 'f1', at: { position: 1 } } } },
        result: {
          data: {
            restoreEntity: {
              __typename: 'RestoreEntityPayload',
              restored: true,
              eventCount: 1,
              position: 2,
              to: { __typename: 'Instant', position: 2, time: '2026-01-01T00:00:01.000Z', eventCount: 2 },
            },
          },
        },
      },
      history([entry(2), entry(1)]),
    ]);
    await waitFor(() => expect(result.current.history.loaded).toBe(true));
    expect(result.current.actions.restoreOf(result.current.history.entries[0] as never)).toMatchObject({ target: { kind: 'flag', id: 'f1' } });
    act(() => result.current.restore.ask(target));
    expect(result.current.restore).toMatchObject({ open: true, shown: target });
    act(() => result.current.restore.confirm());
    expect(await screen.findByText('Feature flag “Dark mode” restored')).toBeTruthy();
    expect(result.current.restore.open).toBe(false);
    await waitFor(() => expect(result.current.history.entries).toHaveLength(2));
    expect(tree.refetch).toHaveBeenCalledTimes(1);
  });
});
