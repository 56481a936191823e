// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { compileConditionGroup } from '@flagstream/domain';
import { buildTheme } from '../../theme/theme';
import { SegmentCard } from './SegmentCard';

afterEach(cleanup);

const conditions = compileConditionGroup({
  match: 'any',
  conditions: [
    { operator: 'ends_with', attribute: 'email', values: ['@example.com'] },
    { operator: 'in', attribute: 'country', values: ['DE'] },
  ],
});

describe('SegmentCard', () => {
  it('given a used segment, then its conditions in words, where it is used, and its menu edits it', () => {
    const onEdit = vi.fn();
    render(
      <ThemeProvider theme={buildTheme('light')}>
        <SnackbarProvider>
          <SegmentCard
            segment={{
              id: '1',
              key: 'segment_1',
              name: 'Beta testers',
              description: 'Early access',
              conditions,
              usage: [{ flagId: 'f1', flagKey: 'new_checkout', flagName: 'New checkout', environmentId: 'e1', environmentName: 'production' }],
              updatedAt: '2026-01-01T00:00:00.000Z',
            }}
            canManage
            onEdit={onEdit}
            onDelete={vi.fn()}
          />
        </SnackbarProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('Matches any of')).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    expect(screen.getByText('Used by 1 flag')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Beta testers' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit Segment' }));
    expect(onEdit).toHaveBeenCalled();
  });
});
