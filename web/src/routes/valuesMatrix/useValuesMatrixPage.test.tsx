// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { PROJECT_HEAD } from '../../components/changeDocuments';
import { MATRIX_SET_ENVIRONMENT_VALUE, VALUES_MATRIX_QUERY } from './documents';
import { cellKey } from './matrixModel';
import { useValuesMatrixPage } from './useValuesMatrixPage';

afterEach(cleanup);

const row = (environmentId: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'FlagEnvironmentValue' as const,
  environmentId,
  environmentName: environmentId,
  value: 24,
  enabled: true,
  hasCustomValue: false,
  hasTargeting: false,
  rolloutPercentage: null,
  ...extra,
});
const flag = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Flag' as const,
  id: 'f1',
  name: 'Page size',
  key: 'page_size',
  description: '',
  type: 'number',
  value: 24,
  enabled: true,
  environmentValues: [row('dev', { value: 48, hasCustomValue: true }), row('prod')],
  ...extra,
});
const env = (id: string, type: string, order: number) => ({ __typename: 'Environment' as const, id, name: id, type, status: 'active', order });
const matrix: MockLink.MockedResponse = {
  request: { query: VALUES_MATRIX_QUERY, variables: { projectId: 'p1' } },
  result: { data: { environments: [env('prod', 'production', 1), env('dev', 'development', 0)], featureFlags: [flag()] } },
};
const head: MockLink.MockedResponse = {
  request: { query: PROJECT_HEAD, variables: { projectId: 'p1' } },
  result: { data: { projectHead: { __typename: 'HistoryInstant', position: 7 } } },
};
const written = (environmentId: string, flagValue: unknown): MockLink.MockedResponse => ({
  request: { query: MATRIX_SET_ENVIRONMENT_VALUE, variables: { environmentId, flagKey: 'page_size', flagValue } },
  result: {
    data: {
      setEnvironmentValue: {
        __typename: 'SetEnvironmentValuePayload',
        environment: { __typename: 'Environment', id: environmentId, variables: {}, updatedAt: '2026-06-01T00:00:00.000Z' },
      },
    },
  },
});

/** One answer per operation: a refetch of the matrix would find no mock and fail the test. */
function setup(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache({ typePolicies: { Flag: { fields: { environmentValues: { merge: false } } } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return { wrapper, ...renderHook(() => useValuesMatrixPage('p1'), { wrapper }) };
}

describe('useValuesMatrixPage', () => {
  it('orders environments, stages edits, searches and discards', async () => {
    const { result } = setup([matrix]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.environments.map((e) => e.id)).toEqual(['dev', 'prod']);
    act(() => result.current.onEdit(cellKey('f1', 'prod'), { text: '12', enabled: true }));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.setSearch('nothing'));
    expect(result.current.shownFlags).toEqual([]);
    act(() => result.current.discard());
    expect(result.current.dirty).toBe(false);
  });

  it('resets a cell at once and shows the default from the answer, without refetching', async () => {
    const { result } = setup([matrix, head, written('dev', null)]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => void result.current.onReset(cellKey('f1', 'dev')));
    await waitFor(() => expect(result.current.flags[0]!.environmentValues[0]).toMatchObject({ environmentId: 'dev', value: 24, hasCustomValue: false }));
    await waitFor(() => expect(result.current.resetting.size).toBe(0));
    expect(await screen.findByText('Page size reset to the default in dev')).toBeTruthy();
  });

  it('asks before saving into production, then writes the cell into the cache and clears the edit', async () => {
    const { result, wrapper } = setup([matrix, head, written('prod', { value: 12.5, enabled: true })]);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.onEdit(cellKey('f1', 'prod'), { text: '12.5', enabled: true }));
    act(() => result.current.saveAll());
    expect(result.current.saving).toBe(false);
    render(result.current.confirmDialog, { wrapper });
    expect(await screen.findByText('Save 1 change?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save All Changes' }));
    await waitFor(() => expect(result.current.flags[0]!.environmentValues[1]).toMatchObject({ environmentId: 'prod', value: 12.5, hasCustomValue: true }));
    await waitFor(() => expect(result.current.dirty).toBe(false));
    expect(await screen.findByText('Saved 1 value')).toBeTruthy();
  });
});
