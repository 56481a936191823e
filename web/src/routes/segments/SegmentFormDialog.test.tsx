// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { SegmentFormDialog } from './SegmentFormDialog';
import type { SegmentFormValues } from './segmentModel';

afterEach(cleanup);

const BETA: SegmentFormValues = {
  name: 'Beta testers',
  description: '',
  group: {
    match: 'any',
    conditions: [
      { operator: 'ends_with', attribute: 'email', values: ['@example.com'] },
      { operator: 'in', attribute: 'country', values: ['DE'] },
    ],
  },
};

describe('SegmentFormDialog', () => {
  it('given a segment to edit, then its conditions joined by OR, the JSON Logic one click away, and Save Changes sends it', () => {
    const onSubmit = vi.fn();
    render(
      <ThemeProvider theme={buildTheme('dark')}>
        <SegmentFormDialog open mode="edit" initial={BETA} pending={false} error={null} onSubmit={onSubmit} onClose={vi.fn()} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Edit Segment')).toBeTruthy();
    expect(screen.getByText('IF')).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show JSON Logic' }));
    expect(screen.getByLabelText('Segment JSON Logic').textContent).toContain('ends_with');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Beta testers', group: BETA.group }));
  });
});
