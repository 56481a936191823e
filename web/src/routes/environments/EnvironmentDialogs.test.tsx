// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { EnvironmentDialogs } from './EnvironmentDialogs';
import type { EnvironmentsPageModel } from './useEnvironmentsPage';

afterEach(cleanup);

const asking = (target: unknown) => ({ target, ask: vi.fn(), pending: false, confirm: vi.fn(), cancel: vi.fn() });
const model = (over: Partial<Record<'remove' | 'regenerate' | 'regenerateClient', unknown>>) =>
  ({
    form: { open: false, mode: 'create', initial: undefined, pending: false, error: null, errorTitle: '', submit: vi.fn(), close: vi.fn() },
    remove: asking(null),
    regenerate: asking(null),
    regenerateClient: asking(null),
    overridesOf: () => 2,
    limit: null,
    closeLimit: vi.fn(),
    ...over,
  }) as unknown as EnvironmentsPageModel;

const show = (p: EnvironmentsPageModel) =>
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <MemoryRouter>
        <EnvironmentDialogs p={p} />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('EnvironmentDialogs', () => {
  it('given an environment to delete, when asked, then it names it and counts the overrides that go with it', () => {
    show(model({ remove: asking({ id: 'e1', name: 'staging' }) }));
    expect(screen.getByText(/permanently delete the “staging” environment/)).toBeTruthy();
    expect(screen.getByText('2 overrides will be deleted with it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Environment' })).toBeTruthy();
  });

  it('given an environment without a client key, when asked, then it offers to create one', () => {
    show(model({ regenerateClient: asking({ id: 'e1', name: 'old', clientKey: null }) }));
    expect(screen.getByText('Create client key?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
