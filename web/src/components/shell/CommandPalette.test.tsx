// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { CommandPalette } from './CommandPalette';

const setCurrentId = vi.fn();
vi.mock('../../state/ProjectsProvider', () => ({
  useProjects: () => ({
    projects: [
      { id: 'p1', name: 'Storefront', description: 'The shop' },
      { id: 'p2', name: 'Mobile App', description: 'iOS' },
    ],
    current: { id: 'p1', name: 'Storefront' },
    setCurrentId,
  }),
}));
vi.mock('../../state/useCurrentProjectTree', () => ({
  useCurrentProjectTree: () => ({ project: { featureFlags: [{ key: 'dark_mode', name: 'Dark mode' }] } }),
}));

afterEach(cleanup);

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function show() {
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <MemoryRouter>
        <CommandPalette />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('CommandPalette', () => {
  it('given the shell, when Ctrl+K is pressed, then the palette lists screens, flags and other projects under their headings', () => {
    show();
    expect(screen.getByRole('button', { name: /Search/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
    expect(screen.getByText('Go to')).toBeTruthy();
    expect(screen.getByText('Flags')).toBeTruthy();
    expect(screen.getByText('Switch project')).toBeTruthy();
    expect(screen.getByRole('option', { name: /Dark mode/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^Storefront/ })).toBeNull();
  });

  it('given a query, when Enter is pressed, then the best match opens', () => {
    show();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = screen.getByRole('combobox', { name: 'Search commands' });
    fireEvent.change(input, { target: { value: 'dark mode' } });
    expect(screen.queryByText('Go to')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/flags/dark_mode');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a query that matches nothing, then it says so', () => {
    show();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search commands' }), { target: { value: 'zzzz' } });
    expect(screen.getByText('Nothing matches “zzzz”')).toBeTruthy();
  });
});
