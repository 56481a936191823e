// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { buildTheme } from '../../theme/theme';
import { EnvironmentCard } from './EnvironmentCard';
import { ViewOnlyChip } from './feedback';

afterEach(cleanup);

const ENV = {
  id: 'e1',
  uuid: 'uuid-1',
  name: 'production',
  description: '',
  type: 'production',
  status: 'active',
  slug: 'production',
  apiKey: null,
  clientKey: 'fs_client_abcd1234',
  variables: { a: 1, b: 2 },
  createdAt: '2026-01-05T00:00:00.000Z',
} as never;

const inTheme = (node: React.ReactNode) =>
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <SnackbarProvider>{node}</SnackbarProvider>
    </ThemeProvider>,
  );

describe('EnvironmentCard', () => {
  it('given a viewer, when shown, then it names the environment, its type, its variables and no menu', () => {
    inTheme(<EnvironmentCard env={ENV} canManage={false} isLast onEdit={vi.fn()} onDelete={vi.fn()} onRegenerate={vi.fn()} onRegenerateClient={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'production' })).toBeTruthy();
    expect(screen.getByText('No description')).toBeTruthy();
    expect(screen.getByText('2 custom variables')).toBeTruthy();
    expect(screen.getByText(/^Created /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for production' })).toBeNull();
  });

  it('given someone who manages, when shown, then the menu is offered; the view-only mark says so', () => {
    inTheme(<EnvironmentCard env={ENV} canManage isLast={false} onEdit={vi.fn()} onDelete={vi.fn()} onRegenerate={vi.fn()} onRegenerateClient={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Actions for production' })).toBeTruthy();
    cleanup();
    inTheme(<ViewOnlyChip />);
    expect(screen.getByText('View only')).toBeTruthy();
  });
});
