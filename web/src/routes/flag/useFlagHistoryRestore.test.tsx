// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { UNDO_RESTORE } from '../../components/changeDocuments';
import { useFlagHistoryRestore } from './useFlagHistoryRestore';

afterEach(cleanup);

const ask = { kind: 'flag' as const, id: 'f1', name: 'Dark mode', position: 7, label: 'Restore this version' };
const restoreMock = (answer: { restored: boolean } | Error): MockLink.MockedResponse => ({
  request: { query: UNDO_RESTORE, variables: { input: { projectId: 'p1', entity: 'flag', id: 'f1', at: { position: 7 } } } },
  ...(answer instanceof Error
    ? { error: answer }
    : { result: { data: { restoreEntity: { __typename: 'RestoreResult', restored: answer.restored, eventCount: 1, position: 9 } } } }),
});

function setup(mocks: MockLink.MockedResponse[]) {
  const onRestored = vi.fn(async () => undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { onRestored, ...renderHook(() => useFlagHistoryRestore('p1', onRestored), { wrapper }) };
}

describe('useFlagHistoryRestore', () => {
  it('given a version asked about, when closed, then nothing is asked any more', () => {
    const { result } = setup([]);
    act(() => result.current.open(ask));
    expect(result.current.ask).toEqual(ask);
    act(() => result.current.close());
    expect(result.current.ask).toBeNull();
  });

  it('given a version asked about, when confirmed, then it is restored, the toast says so, the question closes and the page reloads', async () => {
    const { result, onRestored } = setup([restoreMock({ restored: true })]);
    act(() => result.current.open(ask));
    act(() => result.current.confirm());
    await waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect(result.current.ask).toBeNull();
    expect(await screen.findByText('Dark mode restored')).toBeTruthy();
  });

  it('given a version that already matches, when confirmed, then the toast says there was nothing to restore', async () => {
    const { result } = setup([restoreMock({ restored: false })]);
    act(() => result.current.open(ask));
    act(() => result.current.confirm());
    expect(await screen.findByText('Dark mode already matches that moment: nothing to restore')).toBeTruthy();
  });

  it('given a failing restore, when confirmed, then the error toast shows and the question stays open', async () => {
    const { result, onRestored } = setup([restoreMock(new Error('boom'))]);
    act(() => result.current.open(ask));
    act(() => result.current.confirm());
    expect(await screen.findByText('Failed to restore')).toBeTruthy();
    expect(result.current.ask).toEqual(ask);
    expect(onRestored).not.toHaveBeenCalled();
  });
});
