// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { COMPARE, PROMOTE, REVERT } from './documents';
import { usePromote } from './usePromote';
import type { PromoteChoice } from './usePromote';

afterEach(cleanup);

const side = (value: unknown) => ({ __typename: 'EnvironmentSide', custom: { value, enabled: true }, effective: { value, enabled: true }, targeting: null });
const flag = (key: string, from: unknown, to: unknown) => ({
  __typename: 'FlagComparison',
  key,
  name: key.toUpperCase(),
  from: side(from),
  to: side(to),
  differs: { __typename: 'FlagDifference', value: from !== to, enabled: false, targeting: false },
});
const compare = (flags: ReturnType<typeof flag>[]): MockLink.MockedResponse => ({
  request: { query: COMPARE, variables: { projectId: 'p1', from: 'stg', to: 'prod' } },
  result: {
    data: {
      compareEnvironments: {
        __typename: 'EnvironmentComparison',
        differing: flags.filter((f) => f.differs.value).length,
        from: { __typename: 'EnvironmentRef', id: 'stg', name: 'staging' },
        to: { __typename: 'EnvironmentRef', id: 'prod', name: 'production' },
        flags,
      },
    },
  },
});
const payload = (dryRun: boolean) => ({
  __typename: 'PromoteEnvironmentPayload',
  dryRun,
  from: 'staging',
  to: 'production',
  skipped: [],
  promotion: dryRun ? null : { __typename: 'PromotionRecord', eventId: 'ev1', position: 12, eventCount: 1 },
  flags: [
    { __typename: 'PromotedFlag', key: 'a', name: 'A', value: { before: { value: 2, enabled: true }, after: { value: 1, enabled: true } }, targeting: null },
  ],
});
const CHOICE: PromoteChoice = { from: 'stg', to: 'prod', flagKeys: ['a'], values: true, targeting: false };
const promote = (dryRun: boolean, result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse => ({
  request: { query: PROMOTE, variables: { input: { projectId: 'p1', from: 'stg', to: 'prod', flagKeys: ['a'], values: true, targeting: false, dryRun } } },
  result,
  delay,
});

/** One answer per operation: a comparison read again that the test does not expect would find no mock and fail. */
function setup(mocks: MockLink.MockedResponse[], [projectId, from, to]: [string | undefined, string, string] = ['p1', 'stg', 'prod']) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      {children}
    </MockedProvider>
  );
  return renderHook(() => usePromote(projectId, from, to), { wrapper });
}

describe('usePromote', () => {
  it('given a project and two environments, when opened, then it loads their comparison', async () => {
    const { result } = setup([compare([flag('a', 1, 2), flag('b', 1, 1)])]);
    expect(result.current.loading).toBe(true);
    expect(result.current.comparison).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.comparison?.differing).toBe(1);
    expect(result.current.comparison?.flags.map((f) => f.key)).toEqual(['a', 'b']);
    expect(result.current.pending).toBe(false);
  });

  it.each([
    ['no project', undefined, 'stg', 'prod'],
    ['no source', 'p1', '', 'prod'],
    ['the same environment twice', 'p1', 'prod', 'prod'],
  ])('given %s, when opened, then nothing is compared', async (_case, projectId, from, to) => {
    const { result } = setup([], [projectId, from, to]);
    await act(async () => {});
    expect(result.current).toMatchObject({ comparison: null, loading: false, error: undefined });
  });

  it('given the comparison fails, when opened, then its error is given', async () => {
    const { result } = setup([
      { request: { query: COMPARE, variables: { projectId: 'p1', from: 'stg', to: 'prod' } }, result: { errors: [new GraphQLError('Unknown environment')] } },
    ]);
    await waitFor(() => expect(result.current.error?.message).toBe('Unknown environment'));
    expect(result.current.comparison).toBeNull();
  });

  it('given a choice, when previewed, then a dry run of exactly that choice is sent and nothing is compared again', async () => {
    const { result } = setup([compare([flag('a', 1, 2)]), promote(true, { data: { promoteEnvironment: payload(true) } })]);
    await waitFor(() => expect(result.current.comparison).not.toBeNull());
    let preview: Awaited<ReturnType<typeof result.current.preview>> | undefined;
    await act(async () => {
      preview = await result.current.preview(CHOICE);
    });
    expect(preview).toMatchObject({ dryRun: true, promotion: null, flags: [{ key: 'a' }] });
    expect(result.current.error).toBeUndefined();
    expect(result.current.comparison?.differing).toBe(1);
  });

  it('given a choice, when promoted, then it is pending until done and the comparison is read again before it returns', async () => {
    const { result } = setup([compare([flag('a', 1, 2)]), promote(false, { data: { promoteEnvironment: payload(false) } }, 30), compare([flag('a', 1, 1)])]);
    await waitFor(() => expect(result.current.comparison).not.toBeNull());
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.promote(CHOICE);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    let answer: unknown;
    await act(async () => {
      answer = await done;
    });
    expect(answer).toMatchObject({ dryRun: false, promotion: { eventId: 'ev1' } });
    expect(result.current.comparison?.differing).toBe(0);
    expect(result.current.pending).toBe(false);
  });

  it('given the promotion fails, when promoted, then the failure is thrown and nothing is compared again', async () => {
    const { result } = setup([compare([flag('a', 1, 2)]), promote(false, { errors: [new GraphQLError('Production is locked')] })]);
    await waitFor(() => expect(result.current.comparison).not.toBeNull());
    await act(async () => {
      await expect(result.current.promote(CHOICE)).rejects.toThrow('Production is locked');
    });
    expect(result.current.comparison?.differing).toBe(1);
    expect(result.current.error).toBeUndefined();
  });

  it('given a promotion, when it is reverted, then the revert names its event and the comparison is read again', async () => {
    const { result } = setup([
      compare([flag('a', 1, 1)]),
      {
        request: { query: REVERT, variables: { projectId: 'p1', eventId: 'ev1' } },
        result: { data: { revertPromotion: { __typename: 'RevertPromotionPayload', reverted: true, flags: [{ __typename: 'PromotedFlag', key: 'a' }] } } },
      },
      compare([flag('a', 1, 2)]),
    ]);
    await waitFor(() => expect(result.current.comparison).not.toBeNull());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.revert('ev1');
    });
    expect(answer).toMatchObject({ reverted: true, flags: [{ key: 'a' }] });
    expect(result.current.comparison?.differing).toBe(1);
  });
});
