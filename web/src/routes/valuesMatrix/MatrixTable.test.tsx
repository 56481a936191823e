// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { MatrixTable } from './MatrixTable';
import type { MatrixEnvironment, MatrixFlag } from './matrixModel';
import type { ValuesMatrixModel } from './useValuesMatrixPage';

afterEach(cleanup);

const env = (id: string, type: string, order: number): MatrixEnvironment =>
  ({ __typename: 'Environment', id, name: id, type, order, status: 'active' }) as MatrixEnvironment;
const flag = (id: string, extra: Partial<MatrixFlag> = {}): MatrixFlag =>
  ({
    __typename: 'Flag',
    id,
    name: `Flag ${id}`,
    key: `flag_${id}`,
    type: 'number',
    value: 24,
    enabled: true,
    environmentValues: [
      { environmentId: 'dev', environmentName: 'dev', value: 48, enabled: true, hasCustomValue: true, hasTargeting: false, rolloutPercentage: null },
    ],
    ...extra,
  }) as MatrixFlag;

function model(flags: MatrixFlag[], search = ''): ValuesMatrixModel {
  const environments = [env('dev', 'development', 0), env('production', 'production', 1)];
  return {
    environments,
    flags,
    shownFlags: flags,
    search,
    setSearch: vi.fn(),
    edits: new Map(),
    resetting: new Set(),
    saving: false,
    onEdit: vi.fn(),
    onReset: vi.fn(),
  } as unknown as ValuesMatrixModel;
}

const renderTable = (m: ValuesMatrixModel, editable = true) =>
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <MemoryRouter>
        <MatrixTable m={m} editable={editable} />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('MatrixTable', () => {
  it('given flags and environments, when shown, then each row heads with its flag and has a cell per environment', () => {
    renderTable(model([flag('a'), flag('b', { enabled: false })]));
    const table = screen.getByRole('table', { name: 'Values matrix' });
    expect(within(table).getByText('Feature Flag')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Flag a' }).getAttribute('href')).toBe('/flags/flag_a');
    expect(within(table).getByTitle('flag_a').textContent).toBe('flag_a');
    expect(within(table).getByText('prod')).toBeTruthy();
    expect(within(table).getByText('Killed')).toBeTruthy();
    expect(screen.getByTestId('cell-a::dev').dataset.custom).toBe('true');
    expect(screen.getByTestId('cell-a::production').dataset.custom).toBe('false');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('given a search that matches nothing, when shown, then the row says so with a way back', () => {
    renderTable(model([], 'zzz'));
    expect(screen.getByText(/No flags match “zzz”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });
});
