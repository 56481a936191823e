// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import type { CurrentProject } from '../../state/useCurrentProjectTree';
import { COMPARE, PROMOTE, REVERT } from './documents';
import { usePromotePage } from './usePromotePage';

afterEach(cleanup);

const project = (canManageEnvironments = true) =>
  ({
    id: 'p1',
    permissions: { canManageEnvironments },
    environments: [
      { id: 'prod', name: 'production', order: 2 },
      { id: 'dev', name: 'development', order: 0 },
      { id: 'stg', name: 'staging', order: 1 },
    ],
  }) as unknown as CurrentProject;

const side = (value: unknown, custom = true) => ({
  __typename: 'EnvironmentSide',
  custom: custom ? { value, enabled: true } : null,
  effective: { value, enabled: true },
  targeting: null,
});
const flag = (key: string, from: unknown, to: unknown, targeting = false) => ({
  __typename: 'FlagComparison',
  key,
  name: key.toUpperCase(),
  from: side(from),
  to: side(to),
  differs: { __typename: 'FlagDifference', value: from !== to, enabled: false, targeting },
});
const compare = (from: string, to: string, flags: ReturnType<typeof flag>[]): MockLink.MockedResponse => ({
  request: { query: COMPARE, variables: { projectId: 'p1', from, to } },
  result: {
    data: {
      compareEnvironments: {
        __typename: 'EnvironmentComparison',
        differing: flags.filter((f) => f.differs.value || f.differs.targeting).length,
        from: { __typename: 'EnvironmentRef', id: from, name: from },
        to: { __typename: 'EnvironmentRef', id: to, name: to },
        flags,
      },
    },
  },
});
const promotion = (dryRun: boolean, keys: string[]) => ({
  __typename: 'PromoteEnvironmentPayload',
  dryRun,
  from: 'staging',
  to: 'production',
  skipped: [],
  promotion: dryRun ? null : { __typename: 'PromotionRecord', eventId: 'ev1', position: 12, eventCount: 2 },
  flags: keys.map((key) => ({
    __typename: 'PromotedFlag',
    key,
    name: key.toUpperCase(),
    value: { before: { value: 1, enabled: true }, after: { value: 2, enabled: true } },
    targeting: null,
  })),
});
const promote = (dryRun: boolean, flagKeys: string[], result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: PROMOTE, variables: { input: { projectId: 'p1', from: 'stg', to: 'prod', flagKeys, values: true, targeting: true, dryRun } } },
  result,
});

function setup(mocks: MockLink.MockedResponse[], p: CurrentProject | null = project()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return renderHook(() => usePromotePage(p), { wrapper });
}

describe('usePromotePage', () => {
  it('opens staging → production with every differing flag ticked, and follows what is compared', async () => {
    const { result } = setup([compare('stg', 'prod', [flag('a', 1, 2), flag('b', 1, 1), flag('c', 1, 1, true)])]);
    expect(result.current.envs.map((e) => e.name)).toEqual(['development', 'staging', 'production']);
    expect(result.current.pair).toMatchObject({ from: 'stg', to: 'prod', same: false });
    await waitFor(() => expect(result.current.comparison).not.toBeNull());
    expect(result.current.rows.map((f) => f.key)).toEqual(['a', 'c']);
    expect(result.current.picked).toEqual(['a', 'c']);
    act(() => result.current.options.setTargeting(false));
    expect(result.current.rows.map((f) => f.key)).toEqual(['a']);
    expect(result.current.picked).toEqual(['a']);
    act(() => result.current.options.setShowAll(true));
    expect(result.current.rows.map((f) => f.key)).toEqual(['a', 'b', 'c']);
    act(() => result.current.togglePick('a'));
    expect(result.current.picked).toEqual([]);
  });

  it('asks for two different environments and swaps them', async () => {
    const { result } = setup([compare('stg', 'prod', [flag('a', 1, 2)]), compare('prod', 'stg', [flag('a', 2, 1)])]);
    await waitFor(() => expect(result.current.comparison).not.toBeNull());
    act(() => result.current.pair.setTo('stg'));
    expect(result.current.pair.same).toBe(true);
    expect(result.current.comparison).toBeNull();
    act(() => result.current.pair.setFrom('prod'));
    await waitFor(() => expect(result.current.comparison?.from.id).toBe('prod'));
    act(() => result.current.pair.swap());
    expect(result.current.pair).toMatchObject({ from: 'stg', to: 'prod' });
  });

  it('previews, promotes and undoes, comparing again after each change', async () => {
    const { result } = setup([
      compare('stg', 'prod', [flag('a', 1, 2)]),
      promote(true, ['a'], { data: { promoteEnvironment: promotion(true, ['a']) } }),
      promote(false, ['a'], { data: { promoteEnvironment: promotion(false, ['a']) } }),
      compare('stg', 'prod', [flag('a', 1, 1)]),
      {
        request: { query: REVERT, variables: { projectId: 'p1', eventId: 'ev1' } },
        result: { data: { revertPromotion: { __typename: 'RevertPromotionPayload', reverted: true, flags: [{ __typename: 'PromotedFlag', key: 'a' }] } } },
      },
      compare('stg', 'prod', [flag('a', 1, 2)]),
    ]);
    await waitFor(() => expect(result.current.picked).toEqual(['a']));
    act(() => result.current.review());
    await waitFor(() => expect(result.current.preview.promotion?.dryRun).toBe(true));
    act(() => result.current.preview.confirm());
    await waitFor(() => expect(result.current.done?.promotion?.eventId).toBe('ev1'));
    expect(result.current.preview.promotion).toBeNull();
    expect(await screen.findByText('1 flag promoted to production')).toBeTruthy();
    await waitFor(() => expect(result.current.rows).toEqual([]));
    act(() => result.current.undo());
    await waitFor(() => expect(result.current.done).toBeNull());
    expect(await screen.findByText('Promotion into production undone')).toBeTruthy();
    await waitFor(() => expect(result.current.rows.map((f) => f.key)).toEqual(['a']));
  });

  it('keeps the preview open with the reason when the promotion fails', async () => {
    const { result } = setup([
      compare('stg', 'prod', [flag('a', 1, 2)]),
      promote(true, ['a'], { data: { promoteEnvironment: promotion(true, ['a']) } }),
      promote(false, ['a'], { errors: [new GraphQLError('Production is locked')] }),
    ]);
    await waitFor(() => expect(result.current.picked).toEqual(['a']));
    act(() => result.current.review());
    await waitFor(() => expect(result.current.preview.promotion).not.toBeNull());
    act(() => result.current.preview.confirm());
    await waitFor(() => expect(result.current.preview.error).toBe('Production is locked'));
    expect(result.current.preview.promotion).not.toBeNull();
    expect(result.current.done).toBeNull();
  });

  it('is read-only without the environments permission and empty without a project', () => {
    expect(setup([], project(false)).result.current.canPromote).toBe(false);
    cleanup();
    const { result } = setup([], null);
    expect(result.current).toMatchObject({ envs: [], canPromote: false, comparison: null, loading: false });
  });
});
