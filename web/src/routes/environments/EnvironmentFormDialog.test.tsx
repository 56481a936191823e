// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { EnvironmentFormDialog } from './EnvironmentFormDialog';

afterEach(cleanup);

describe('EnvironmentFormDialog', () => {
  it('given a new environment, when named and sent, then the values go out trimmed; a failure shows its title and reason', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <ThemeProvider theme={buildTheme('light')}>
        <EnvironmentFormDialog
          open
          mode="create"
          pending={false}
          error={null}
          errorTitle="Failed to create environment"
          onSubmit={onSubmit}
          onClose={vi.fn()}
        />
      </ThemeProvider>,
    );
    expect(screen.getByText('New Environment')).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create Environment' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ' qa ' } });
    fireEvent.click(create);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'qa', description: '', type: 'development', status: 'active' });
    rerender(
      <ThemeProvider theme={buildTheme('light')}>
        <EnvironmentFormDialog
          open
          mode="create"
          pending={false}
          error={new Error('Plan limit reached')}
          errorTitle="Failed to create environment"
          onSubmit={onSubmit}
          onClose={vi.fn()}
        />
      </ThemeProvider>,
    );
    expect(screen.getByText('Failed to create environment')).toBeTruthy();
    expect(screen.getByText('Plan limit reached')).toBeTruthy();
  });
});
