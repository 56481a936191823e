// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CREATE_SEGMENT, DELETE_SEGMENT, SEGMENTS, SEGMENTS_PLAN, UPDATE_SEGMENT } from './documents';
import { useSegments } from './useSegments';

afterEach(cleanup);

const BETA = { match: 'all', conditions: [{ attribute: 'email', operator: 'ends_with', value: '@example.com' }] };
const segment = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Segment' as const,
  id,
  key: name.toLowerCase().replace(/\s+/g, '_'),
  name,
  description: '',
  conditions: BETA,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  usage: [],
  ...extra,
});
const list = (segments: ReturnType<typeof segment>[], projectId = 'p1'): MockLink.MockedResponse => ({
  request: { query: SEGMENTS, variables: { projectId } },
  result: { data: { segments } },
});
const plan = (max: number | null): MockLink.MockedResponse => ({
  request: { query: SEGMENTS_PLAN, variables: { projectId: 'p1' } },
  result: { data: { currentPlan: { __typename: 'CurrentPlan', currentPlan: { __typename: 'Plan', id: 'free', name: 'Free', featureMaxSegments: max } } } },
});
const fields = { name: 'Canary', description: 'Early', conditions: BETA };

/** One answer per operation: a refetch of the list would find no mock and fail the test. */
function setup(mocks: MockLink.MockedResponse[], canManage = true, cache = new InMemoryCache()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      {children}
    </MockedProvider>
  );
  return { cache, ...renderHook(() => useSegments('p1', canManage), { wrapper }) };
}

describe('useSegments', () => {
  it('given segments, when they load, then they are sorted by name with an empty description for none, and the search filters them', async () => {
    const { result } = setup([list([segment('s2', 'Staff', { description: null }), segment('s1', 'Beta testers', { description: 'Early access' })]), plan(10)]);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.segments.map((s) => [s.name, s.description])).toEqual([
      ['Beta testers', 'Early access'],
      ['Staff', ''],
    ]);
    expect(result.current.shown).toHaveLength(2);
    act(() => result.current.setSearch('staff'));
    expect(result.current.search).toBe('staff');
    expect(result.current.shown.map((s) => s.id)).toEqual(['s2']);
  });

  it('given the list cannot be read, when there is no list, then the error is given', async () => {
    const { result } = setup([{ request: { query: SEGMENTS, variables: { projectId: 'p1' } }, result: { errors: [new GraphQLError('Boom')] } }, plan(10)]);
    await waitFor(() => expect(result.current.error?.message).toBe('Boom'));
    expect(result.current.segments).toEqual([]);
  });

  it('given the plan’s cap, when the list fills it, then the limit details are given before the form opens, and none below it', async () => {
    const full = setup([list([segment('s1', 'Beta testers')]), plan(1)]);
    expect(full.result.current.limitReached()).toBeNull(); // nothing is known before the list
    await waitFor(() => expect(full.result.current.limitReached()).toEqual({ limitType: 'segments', count: 1, max: 1, plan: 'Free' }));
    cleanup();
    const room = setup([list([segment('s1', 'Beta testers')]), plan(2)]);
    await waitFor(() => expect(room.result.current.segments).toHaveLength(1));
    await waitFor(() => expect(room.cache.readQuery({ query: SEGMENTS_PLAN, variables: { projectId: 'p1' } })).toBeTruthy());
    expect(room.result.current.limitReached()).toBeNull();
  });

  it('given someone who cannot manage segments, when the screen opens, then the plan is not read', async () => {
    // the plan is mocked at its cap: had it been read, the limit would show
    const { result, cache } = setup([list([segment('s1', 'Beta testers')]), plan(1)], false);
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(result.current.limitReached()).toBeNull();
    expect(cache.readQuery({ query: SEGMENTS_PLAN, variables: { projectId: 'p1' } })).toBeNull();
  });

  it('given a new segment, when saved, then it is created in the project and added to that project’s list only, without refetching', async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: SEGMENTS, variables: { projectId: 'p2' }, data: { segments: [segment('x1', 'Other')] } });
    const { result } = setup(
      [
        list([segment('s1', 'Beta testers')]),
        plan(10),
        {
          request: { query: CREATE_SEGMENT, variables: { input: { projectId: 'p1', ...fields } } },
          result: { data: { createSegment: { __typename: 'CreateSegmentPayload', segment: segment('s3', 'Canary', { description: 'Early' }) } } },
        },
      ],
      true,
      cache,
    );
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.save(null, fields);
    });
    expect(outcome).toBeNull();
    expect(result.current.segments.map((s) => s.name)).toEqual(['Beta testers', 'Canary']);
    expect(cache.readQuery({ query: SEGMENTS, variables: { projectId: 'p2' } })?.segments.map((s) => s.id)).toEqual(['x1']);
  });

  it('given an existing segment, when saved, then it is updated by id and the row changes from the answer', async () => {
    const { result } = setup([
      list([segment('s1', 'Beta testers')]),
      plan(10),
      {
        request: { query: UPDATE_SEGMENT, variables: { input: { id: 's1', ...fields } } },
        result: {
          data: {
            updateSegment: {
              __typename: 'UpdateSegmentPayload',
              segment: {
                __typename: 'Segment',
                id: 's1',
                key: 'beta_testers',
                name: 'Canary',
                description: 'Early',
                conditions: BETA,
                updatedAt: '2026-02-01T00:00:00.000Z',
              },
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    await act(async () => {
      await expect(result.current.save('s1', fields)).resolves.toBeNull();
    });
    expect(result.current.segments.map((s) => [s.id, s.name, s.description])).toEqual([['s1', 'Canary', 'Early']]);
  });

  it('given the plan’s cap on the server, when a segment is saved, then the limit details come back instead of an error', async () => {
    const { result } = setup([
      list([]),
      plan(10),
      {
        request: { query: CREATE_SEGMENT, variables: { input: { projectId: 'p1', ...fields } } },
        result: {
          errors: [
            new GraphQLError('Segment limit reached', {
              extensions: { code: 'PLAN_LIMIT_REACHED', details: { limitType: 'segments', count: 3, max: 3, plan: 'Free' } },
            }),
          ],
        },
      },
    ]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await expect(result.current.save(null, fields)).resolves.toEqual({ limit: { limitType: 'segments', count: 3, max: 3, plan: 'Free' } });
    });
    expect(result.current.segments).toEqual([]);
  });

  it('given another failure, when a segment is saved, then it is thrown as the server said it', async () => {
    const { result } = setup([
      list([]),
      plan(10),
      {
        request: { query: CREATE_SEGMENT, variables: { input: { projectId: 'p1', ...fields } } },
        result: { errors: [new GraphQLError('Name taken')] },
        delay: 30,
      },
    ]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.save(null, fields);
      saving.catch(() => undefined);
    });
    await waitFor(() => expect(result.current.saving).toBe(true));
    await act(async () => {
      await expect(saving).rejects.toThrow('Name taken');
    });
    expect(result.current.saving).toBe(false);
  });

  it('given a segment, when deleted, then it leaves the cache and the list', async () => {
    const { result, cache } = setup([
      list([segment('s1', 'Beta testers'), segment('s2', 'Staff')]),
      plan(10),
      {
        request: { query: DELETE_SEGMENT, variables: { id: 's1' } },
        result: { data: { deleteSegment: { __typename: 'DeleteSegmentPayload', deletedId: 's1' } } },
      },
    ]);
    await waitFor(() => expect(result.current.segments).toHaveLength(2));
    await act(async () => {
      await expect(result.current.del('s1')).resolves.toEqual({ ok: true });
    });
    expect(result.current.segments.map((s) => s.id)).toEqual(['s2']);
    expect(cache.extract()['Segment:s1']).toBeUndefined();
    expect(result.current.deleting).toBe(false);
  });

  it('given a segment in use, when deleted, then the server’s reason and code come back and it stays', async () => {
    const { result } = setup([
      list([segment('s1', 'Beta testers')]),
      plan(10),
      {
        request: { query: DELETE_SEGMENT, variables: { id: 's1' } },
        result: { errors: [new GraphQLError('Used by dark_mode (production)', { extensions: { code: 'SEGMENT_IN_USE' } })] },
      },
    ]);
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    await act(async () => {
      await expect(result.current.del('s1')).resolves.toEqual({ ok: false, message: 'Used by dark_mode (production)', code: 'SEGMENT_IN_USE' });
    });
    expect(result.current.segments.map((s) => s.id)).toEqual(['s1']);
  });
});
