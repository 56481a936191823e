// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { MemberRow } from './MemberRow';
import { InvitationRow } from './InvitationRow';

afterEach(cleanup);

const inTheme = (node: ReactNode) => render(<ThemeProvider theme={buildTheme('light')}>{node}</ThemeProvider>);
const member = {
  id: 'm1',
  role: 'developer',
  lastActive: null,
  joinedAt: '2026-01-02T00:00:00.000Z',
  user: { id: 'u1', fullName: 'Dan Dev', email: 'dan@example.com', lastLogin: null },
} as never;
const invitation = {
  id: 'i1',
  email: 'eve@example.com',
  role: 'viewer',
  status: 'pending',
  createdAt: '2026-01-02T00:00:00.000Z',
  expiresAt: null,
  message: 'Welcome',
  invitedBy: { id: 'u0', name: 'Olivia' },
} as never;

describe('person rows', () => {
  it('given a member the caller may change, when shown, then the role is a picker and Remove names them', () => {
    const onRemove = vi.fn();
    inTheme(
      <MemberRow
        member={member}
        owner={false}
        me={false}
        editable
        roles={['viewer', 'developer']}
        busy={false}
        onRoleChange={vi.fn()}
        onRemove={onRemove}
        onLeave={vi.fn()}
      />,
    );
    expect(screen.getByText('Dan Dev')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Role of Dan Dev' })).toBeTruthy();
    expect(screen.getByTestId('member-seen').textContent).toBe('No activity yet');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dan Dev' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('given the caller themself, when shown, then they are marked You and may leave', () => {
    inTheme(
      <MemberRow member={member} owner={false} me editable={false} roles={[]} busy={false} onRoleChange={vi.fn()} onRemove={vi.fn()} onLeave={vi.fn()} />,
    );
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByText('Developer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave project' })).toBeTruthy();
  });

  it('given a pending invitation the caller may act on, when shown, then it offers a new link and cancel', () => {
    inTheme(<InvitationRow invitation={invitation} canAct onCancel={vi.fn()} onReissue={vi.fn()} />);
    expect(screen.getByText('eve@example.com')).toBeTruthy();
    expect(screen.getByLabelText('Has a personal message')).toBeTruthy();
    expect(screen.getAllByText('No expiry').length).toBe(2);
    expect(screen.getByRole('button', { name: 'Copy a new link for eve@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel invitation for eve@example.com' })).toBeTruthy();
  });
});
