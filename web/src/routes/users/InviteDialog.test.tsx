// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { buildTheme } from '../../theme/theme';
import { InviteDialog } from './InviteDialog';
import type { InviteSuccess } from './InviteDialog';

afterEach(cleanup);

function show(success: InviteSuccess | null, onSubmit = vi.fn()) {
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <SnackbarProvider>
        <InviteDialog
          open
          projectName="Shop"
          grantable={['viewer', 'developer']}
          pending={false}
          error={null}
          success={success}
          onSubmit={onSubmit}
          onClose={vi.fn()}
          onInviteAnother={vi.fn()}
        />
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return onSubmit;
}

describe('InviteDialog', () => {
  it('given roles above the caller, when shown, then they are disabled and say so; a filled form sends', () => {
    const onSubmit = show(null);
    expect(screen.getByText('Invite Team Member')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Admin' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Viewer' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText(/above your role/).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Developer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', role: 'developer', message: '' });
  });

  it('given an invitation made, when shown, then the link is shown once with who was invited', () => {
    show({ email: 'ada@example.com', role: 'developer', link: 'http://x/invitation/t', expiresAt: null });
    expect(screen.getByText('Invitation created')).toBeTruthy();
    expect(screen.getByTestId('invitation-link').textContent).toBe('http://x/invitation/t');
    expect(screen.getByText(/is invited to Shop as Developer\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite Another' })).toBeTruthy();
  });
});
