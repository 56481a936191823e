// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { CREATE_SEGMENT, DELETE_SEGMENT, SEGMENTS, SEGMENTS_PLAN, UPDATE_SEGMENT } from './documents';
import { useSegmentsPage } from './useSegmentsPage';

afterEach(cleanup);
// the hook logs form failures for the developer; the tests check what the user sees instead
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const BETA = { match: 'all', conditions: [{ attribute: 'email', operator: 'ends_with', value: '@example.com' }] };
const usage = (flagKey: string) => ({
  __typename: 'SegmentUsage',
  flagId: `f-${flagKey}`,
  flagKey,
  flagName: flagKey,
  environmentId: 'e1',
  environmentName: 'production',
});
const segment = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Segment' as const,
  id,
  key: name.toLowerCase().replace(/\s+/g, '_'),
  name,
  description: '',
  conditions: BETA,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  usage: [] as ReturnType<typeof usage>[],
  ...extra,
});

const list = (segments: ReturnType<typeof segment>[]): MockLink.MockedResponse => ({
  request: { query: SEGMENTS, variables: { projectId: 'p1' } },
  result: { data: { segments } },
});
const plan = (max: number): MockLink.MockedResponse => ({
  request: { query: SEGMENTS_PLAN, variables: { projectId: 'p1' } },
  result: { data: { currentPlan: { __typename: 'CurrentPlan', currentPlan: { __typename: 'Plan', id: 'free', name: 'Free', featureMaxSegments: max } } } },
});

/** One answer per operation: a refetch of the list would find no mock and fail the test. */
function setup(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { cache, ...renderHook(() => useSegmentsPage('p1', true), { wrapper }) };
}

describe('useSegmentsPage', () => {
  it('lists segments by name, counts those in use and searches', async () => {
    const { result } = setup([list([segment('s2', 'Staff', { usage: [usage('dark_mode')] }), segment('s1', 'Beta testers')]), plan(10)]);
    await waitFor(() => expect(result.current.segments).toHaveLength(2));
    expect(result.current.segments.map((s) => s.name)).toEqual(['Beta testers', 'Staff']);
    expect(result.current.usedCount).toBe(1);
    act(() => result.current.setSearch('staff'));
    expect(result.current.shown.map((s) => s.name)).toEqual(['Staff']);
  });

  it('adds a created segment from the answer, without refetching', async () => {
    const input = { name: 'Canary', description: 'Early', conditions: BETA };
    const { result } = setup([
      list([segment('s1', 'Beta testers')]),
      plan(10),
      {
        request: { query: CREATE_SEGMENT, variables: { input: { projectId: 'p1', ...input } } },
        result: { data: { createSegment: { __typename: 'CreateSegmentPayload', segment: segment('s3', 'Canary', { description: 'Early' }) } } },
      },
    ]);
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    act(() => result.current.openCreate());
    expect(result.current.form).toMatchObject({ open: true, mode: 'create', unsupported: false });
    act(() => result.current.form.submit({ ...input, group: { match: 'all', conditions: [] } } as never));
    await waitFor(() => expect(result.current.segments.map((s) => s.name)).toEqual(['Beta testers', 'Canary']));
    expect(result.current.form.open).toBe(false);
    expect(await screen.findByText('Segment "Canary" created')).toBeTruthy();
  });

  it('opens the limit dialog instead of the form at the plan cap', async () => {
    const { result, cache } = setup([list([segment('s1', 'Beta testers')]), plan(1)]);
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    await waitFor(() => expect(cache.readQuery({ query: SEGMENTS_PLAN, variables: { projectId: 'p1' } })).toBeTruthy());
    act(() => result.current.openCreate());
    expect(result.current.form.open).toBe(false);
    expect(result.current.limit).toEqual({ limitType: 'segments', count: 1, max: 1, plan: 'Free' });
    act(() => result.current.closeLimit());
    expect(result.current.limit).toBeNull();
  });

  it('edits in place from the answer; a failed save stays in the form', async () => {
    const input = { name: 'Beta', description: 'renamed', conditions: BETA };
    const { result } = setup([
      list([segment('s1', 'Beta testers')]),
      plan(10),
      { request: { query: UPDATE_SEGMENT, variables: { input: { id: 's1', ...input } } }, result: { errors: [new GraphQLError('Name taken')] } },
      {
        request: { query: UPDATE_SEGMENT, variables: { input: { id: 's1', ...input } } },
        result: { data: { updateSegment: { __typename: 'UpdateSegmentPayload', segment: segment('s1', 'Beta', { description: 'renamed' }) } } },
      },
    ]);
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    act(() => result.current.form.edit(result.current.segments[0]!));
    expect(result.current.form.initial).toMatchObject({ name: 'Beta testers', description: '' });
    act(() => result.current.form.submit(input as never));
    await waitFor(() => expect(result.current.form.error).toBeTruthy());
    expect(result.current.form.open).toBe(true);
    act(() => result.current.form.submit(input as never));
    await waitFor(() => expect(result.current.segments[0]?.description).toBe('renamed'));
    expect(result.current.form.open).toBe(false);
  });

  it('keeps the delete dialog open with the reason when the segment is in use, and removes a deleted one', async () => {
    const { result } = setup([
      list([segment('s1', 'Beta testers'), segment('s2', 'Staff')]),
      plan(10),
      {
        request: { query: DELETE_SEGMENT, variables: { id: 's1' } },
        result: { errors: [new GraphQLError('Used by dark_mode (production)', { extensions: { code: 'SEGMENT_IN_USE' } })] },
      },
      {
        request: { query: DELETE_SEGMENT, variables: { id: 's2' } },
        result: { data: { deleteSegment: { __typename: 'DeleteSegmentPayload', deletedId: 's2' } } },
      },
    ]);
    await waitFor(() => expect(result.current.segments).toHaveLength(2));
    act(() => result.current.remove.ask(result.current.segments[0]!));
    act(() => result.current.remove.confirm());
    await waitFor(() => expect(result.current.remove.error).toBe('Used by dark_mode (production)'));
    expect(result.current.remove.target?.id).toBe('s1');
    act(() => result.current.remove.cancel());
    expect(result.current.remove).toMatchObject({ target: null, error: null });
    act(() => result.current.remove.ask(result.current.segments[1]!));
    act(() => result.current.remove.confirm());
    await waitFor(() => expect(result.current.segments.map((s) => s.id)).toEqual(['s1']));
    expect(result.current.remove.target).toBeNull();
    expect(await screen.findByText('Segment "Staff" deleted')).toBeTruthy();
  });
});
