// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { PROJECT_HEAD, UNDO_RESTORE } from './changeDocuments';
import { useUndoableChange } from './useUndoableChange';
import type { ChangeSpec } from './useUndoableChange';

afterEach(cleanup);

const head = (position: number): MockLink.MockedResponse => ({
  request: { query: PROJECT_HEAD, variables: { projectId: 'p1' } },
  result: { data: { projectHead: { __typename: 'HistoryInstant', position } } },
});
const restore = (entity: string, id: string, position: number): MockLink.MockedResponse => ({
  request: { query: UNDO_RESTORE, variables: { input: { projectId: 'p1', entity, id, at: { position } } } },
  result: { data: { restoreEntity: { __typename: 'RestoreEntityPayload', restored: true, eventCount: 1, position: position + 2 } } },
});

/** The hook over mocked answers, with the operations sent recorded in order (one answer per operation). */
function setup(mocks: MockLink.MockedResponse[]) {
  const sent: string[] = [];
  const link = ApolloLink.from([
    new ApolloLink((operation, forward) => {
      sent.push(operation.operationName ?? '');
      return forward(operation);
    }),
    new MockLink(mocks),
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider link={link} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { sent, ...renderHook(() => useUndoableChange(), { wrapper }) };
}

const spec = (extra: Partial<ChangeSpec<string>> = {}): ChangeSpec<string> => ({
  projectId: 'p1',
  run: vi.fn(async () => 'answer'),
  undo: [{ kind: 'flag', id: 'f1' }],
  success: 'Dark mode turned off in production',
  failure: 'Failed to turn off Dark mode',
  ...extra,
});

describe('useUndoableChange', () => {
  it('given a change with something to undo, when it runs, then the head is read first, the change runs and refreshes, and its toast offers Undo', async () => {
    const { result, sent } = setup([head(41)]);
    const run = vi.fn(async () => {
      sent.push('run');
      return 'answer';
    });
    const s = spec({ run, refresh: vi.fn(() => void sent.push('refresh')) });
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current(s);
    });
    expect(answer).toBe('answer');
    expect(sent).toEqual(['ProjectHead', 'run', 'refresh']);
    expect(await screen.findByText('Dark mode turned off in production')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('given the toast, when Undo is pressed, then every touched entity is restored to the head read before the change, and it says so', async () => {
    const { result, sent } = setup([head(41), restore('flag', 'f1', 41), restore('environment', 'dev', 41)]);
    const refresh = vi.fn();
    await act(async () => {
      await result.current(
        spec({
          undo: [
            { kind: 'flag', id: 'f1' },
            { kind: 'environment', id: 'dev' },
          ],
          refresh,
        }),
      );
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Dark mode turned off in production')).toBeTruthy();
    expect(sent).toEqual(['ProjectHead', 'UndoRestore', 'UndoRestore']);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('given a change that updated the cache itself, when it is undone, then afterUndo runs instead of refresh', async () => {
    const { result } = setup([head(7), restore('flag', 'f1', 7)]);
    const refresh = vi.fn();
    const afterUndo = vi.fn();
    await act(async () => {
      await result.current(spec({ refresh, afterUndo }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Dark mode turned off in production')).toBeTruthy();
    expect(afterUndo).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('given a change with nothing to undo, when it runs, then the head is not read and the toast has no Undo', async () => {
    const { result, sent } = setup([head(41)]);
    await act(async () => {
      await result.current(spec({ undo: [] }));
    });
    expect(await screen.findByText('Dark mode turned off in production')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('given the head cannot be read, when the change runs, then it still runs and its toast has no Undo', async () => {
    const { result } = setup([{ request: { query: PROJECT_HEAD, variables: { projectId: 'p1' } }, result: { errors: [new GraphQLError('History offline')] } }]);
    const s = spec();
    await act(async () => {
      await result.current(s);
    });
    expect(s.run).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Dark mode turned off in production')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('given the change fails, when it runs, then the failure toast says why, the error is thrown again and nothing is refreshed', async () => {
    const { result } = setup([head(41)]);
    const refresh = vi.fn();
    let thrown: unknown;
    await act(async () => {
      await result.current(spec({ run: () => Promise.reject(new Error('Flag is locked')), refresh })).catch((e: unknown) => {
        thrown = e;
      });
    });
    expect((thrown as Error).message).toBe('Flag is locked');
    expect(await screen.findByText('Failed to turn off Dark mode')).toBeTruthy();
    expect(screen.getByText('Flag is locked')).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.queryByText('Dark mode turned off in production')).toBeNull();
  });

  it('given the restore fails, when Undo is pressed, then it says the change could not be undone', async () => {
    const { result } = setup([
      head(41),
      {
        request: { query: UNDO_RESTORE, variables: { input: { projectId: 'p1', entity: 'flag', id: 'f1', at: { position: 41 } } } },
        result: { errors: [new GraphQLError('Nothing to restore')] },
      },
    ]);
    const refresh = vi.fn();
    await act(async () => {
      await result.current(spec({ refresh }));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not undo the change')).toBeTruthy();
    expect(screen.getByText('Nothing to restore')).toBeTruthy();
    expect(screen.queryByText(/^Undone:/)).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
