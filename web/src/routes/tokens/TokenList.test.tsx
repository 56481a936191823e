// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { TokenList } from './TokenList';

afterEach(cleanup);

const token = (id: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    name: `Token ${id}`,
    kind: 'personal',
    scope: 'write',
    preview: `fst_…${id}`,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    project: { id: 'p1', name: 'Shop' },
    createdBy: { id: 'u1', name: 'Ada' },
    ...extra,
  }) as never as { id: string };

const show = (tokens: { id: string }[], onRevoke = vi.fn()) => {
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <TokenList tokens={tokens} loading={false} showProject canRevoke={() => true} onRevoke={onRevoke} emptyText="Create one." />
    </ThemeProvider>,
  );
  return onRevoke;
};

describe('TokenList', () => {
  it('given tokens, when shown, then each row says its preview, project and expiry; only an active one may be revoked', () => {
    const onRevoke = show([token('a'), token('b', { status: 'revoked', kind: 'project' })]);
    const rows = screen.getAllByTestId('token-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['active', 'revoked']);
    expect(screen.getByText('fst_…a · Shop · no expiry')).toBeTruthy();
    expect(screen.getByText('service')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Token b' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Token a' }));
    expect(onRevoke).toHaveBeenCalled();
  });

  it('given no tokens, when shown, then it says so', () => {
    show([]);
    expect(screen.getByText('No API tokens yet')).toBeTruthy();
    expect(screen.getByText('Create one.')).toBeTruthy();
  });
});
