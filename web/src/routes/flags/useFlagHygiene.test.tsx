// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { ARCHIVE_FLAG, STALE_FLAGS, UNARCHIVE_FLAG, UPDATE_USAGE_SETTINGS } from './staleDocuments';
import { useFlagHygiene } from './useFlagHygiene';

afterEach(cleanup);
beforeEach(() => {
  // the screens whose queries an archive also refetches are not mounted here: Apollo warns they are unknown
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const staleFlag = (flagId: string, flagName: string, reason = 'NOT_EVALUATED') => ({
  __typename: 'StaleFlag' as const,
  flagId,
  flagKey: flagName.toLowerCase().replace(/\s+/g, '_'),
  flagName,
  reason,
  since: '2026-01-01T00:00:00.000Z',
  variant: null,
  lastEvaluatedAt: null,
});
const stale = (flags: ReturnType<typeof staleFlag>[], staleAfterDays = 30): MockLink.MockedResponse => ({
  request: { query: STALE_FLAGS, variables: { projectId: 'p1' } },
  result: { data: { staleFlags: flags, usageSettings: { __typename: 'UsageSettings', staleAfterDays } } },
});
const archiveAnswer = (mutation: typeof ARCHIVE_FLAG | typeof UNARCHIVE_FLAG, archived: boolean): MockLink.MockedResponse => {
  const field = mutation === ARCHIVE_FLAG ? 'archiveFeatureFlag' : 'unarchiveFeatureFlag';
  const payload = mutation === ARCHIVE_FLAG ? 'ArchiveFeatureFlagPayload' : 'UnarchiveFeatureFlagPayload';
  return {
    request: { query: mutation, variables: { id: 'f1' } },
    result: {
      data: { [field]: { __typename: payload, flag: { __typename: 'Flag', id: 'f1', archived, archivedAt: archived ? '2026-02-01T00:00:00.000Z' : null } } },
    },
  };
};
const settings = (staleAfterDays: number): MockLink.MockedResponse => ({
  request: { query: UPDATE_USAGE_SETTINGS, variables: { projectId: 'p1', staleAfterDays } },
  result: { data: { updateUsageSettings: { __typename: 'UpdateUsageSettingsPayload', usageSettings: { __typename: 'UsageSettings', staleAfterDays } } } },
});
const DARK = { id: 'f1', name: 'Dark mode' };

/** One answer per operation: a refetch the test does not expect would find no mock and fail. */
function setup(mocks: MockLink.MockedResponse[], opts: { skip?: boolean } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return renderHook(() => useFlagHygiene('p1', opts), { wrapper });
}

describe('useFlagHygiene', () => {
  it('given stale flags, when they load, then each is found by its id, with the project’s days', async () => {
    const { result } = setup([stale([staleFlag('f1', 'Dark mode'), staleFlag('f2', 'Old banner', 'SINGLE_VARIANT')], 14)]);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.staleFlags.map((s) => s.flagName)).toEqual(['Dark mode', 'Old banner']);
    expect(result.current.stale.get('f2')?.reason).toBe('SINGLE_VARIANT');
    expect(result.current.stale.has('f3')).toBe(false);
    expect(result.current.staleAfterDays).toBe(14);
    expect(result.current.error).toBeUndefined();
  });

  it('given the screen does not need them, when skipped, then nothing is read', async () => {
    const { result } = setup([], { skip: true });
    await act(async () => {});
    expect(result.current).toMatchObject({ loading: false, error: undefined, staleFlags: [], staleAfterDays: null });
    expect(result.current.stale.size).toBe(0);
  });

  it('given the stale flags cannot be read, when there is nothing to show, then the error is given', async () => {
    const { result } = setup([{ request: { query: STALE_FLAGS, variables: { projectId: 'p1' } }, result: { errors: [new GraphQLError('Usage offline')] } }]);
    await waitFor(() => expect(result.current.error?.message).toBe('Usage offline'));
    expect(result.current.staleFlags).toEqual([]);
  });

  it('given a stale flag, when it is archived, then the stale list is read again and the toast offers Undo, which unarchives it', async () => {
    const { result } = setup([
      stale([staleFlag('f1', 'Dark mode')]),
      archiveAnswer(ARCHIVE_FLAG, true),
      stale([]),
      archiveAnswer(UNARCHIVE_FLAG, false),
      stale([staleFlag('f1', 'Dark mode')]),
    ]);
    await waitFor(() => expect(result.current.staleFlags).toHaveLength(1));
    await act(async () => {
      await result.current.archive(DARK);
    });
    expect(await screen.findByText('Dark mode archived: no longer served')).toBeTruthy();
    await waitFor(() => expect(result.current.staleFlags).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Dark mode restored: it is served again')).toBeTruthy();
    await waitFor(() => expect(result.current.stale.has('f1')).toBe(true));
  });

  it('given the server refuses, when a flag is archived, then the failure is shown and thrown, with no success toast', async () => {
    const { result } = setup([
      stale([staleFlag('f1', 'Dark mode')]),
      { request: { query: ARCHIVE_FLAG, variables: { id: 'f1' } }, result: { errors: [new GraphQLError('Not allowed')] } },
    ]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await expect(result.current.archive(DARK)).rejects.toThrow('Not allowed');
    });
    expect(await screen.findByText('Failed to archive Dark mode')).toBeTruthy();
    expect(screen.getByText('Not allowed')).toBeTruthy();
    expect(screen.queryByText('Dark mode archived: no longer served')).toBeNull();
  });

  it('given the server refuses, when a flag is unarchived, then the failure is shown and thrown', async () => {
    const { result } = setup([
      stale([]),
      { request: { query: UNARCHIVE_FLAG, variables: { id: 'f1' } }, result: { errors: [new GraphQLError('Plan limit reached')] } },
    ]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await expect(result.current.unarchive(DARK)).rejects.toThrow('Plan limit reached');
    });
    expect(await screen.findByText('Failed to unarchive Dark mode')).toBeTruthy();
    expect(screen.queryByText('Dark mode restored: it is served again')).toBeNull();
  });

  it('given new days, when saved, then the project’s setting is written, the stale list read again, and the toast counts days', async () => {
    const { result } = setup([
      stale([staleFlag('f1', 'Dark mode')]),
      settings(1),
      stale([staleFlag('f1', 'Dark mode'), staleFlag('f2', 'Old banner')], 1),
      settings(14),
      stale([], 14),
    ]);
    await waitFor(() => expect(result.current.staleAfterDays).toBe(30));
    await act(async () => {
      await result.current.setStaleAfterDays(1);
    });
    expect(await screen.findByText('Flags are now stale after 1 day')).toBeTruthy();
    await waitFor(() => expect(result.current.staleFlags).toHaveLength(2));
    await act(async () => {
      await result.current.setStaleAfterDays(14);
    });
    expect(await screen.findByText('Flags are now stale after 14 days')).toBeTruthy();
    await waitFor(() => expect(result.current.staleFlags).toEqual([]));
  });

  it('given the server refuses, when the days are saved, then the failure is shown and thrown', async () => {
    const { result } = setup([
      stale([]),
      {
        request: { query: UPDATE_USAGE_SETTINGS, variables: { projectId: 'p1', staleAfterDays: 0 } },
        result: { errors: [new GraphQLError('Must be at least 1')] },
      },
    ]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await expect(result.current.setStaleAfterDays(0)).rejects.toThrow('Must be at least 1');
    });
    expect(await screen.findByText('Failed to save the stale setting')).toBeTruthy();
    expect(result.current.staleAfterDays).toBe(30);
  });
});
