// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { AppShell } from './AppShell';

vi.mock('../../state/ProjectsProvider', () => ({
  useProjects: () => ({ projects: [{ id: 'p1', name: 'Shop' }], current: { id: 'p1', name: 'Shop' }, error: undefined, refetch: vi.fn(), projectLoaded: true }),
}));
vi.mock('./ProjectSelector', () => ({ ProjectSelector: () => <span>project selector</span> }));
vi.mock('./UserMenu', () => ({ UserMenu: () => <span>user menu</span> }));
vi.mock('./CommandPalette', () => ({ CommandPalette: () => <span>palette</span> }));
vi.mock('../WelcomeGate', () => ({ WelcomeGate: () => null }));

afterEach(() => {
  cleanup();
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

function show() {
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <MockedProvider>
        <MemoryRouter>
          <Routes>
            <Route element={<AppShell />}>
              <Route index element={<p>dashboard page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ThemeProvider>,
  );
}

describe('AppShell', () => {
  it('given a signed-in user, when a page shows, then the skip link, the sidebar, the header, the page and the footer are there', () => {
    show();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByText('project selector')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('dashboard page');
    expect(screen.getByText('Flagstream · Feature flag management platform')).toBeTruthy();
  });

  it('given the wide sidebar, when Toggle sidebar is pressed, then it shows icons only; Hide sidebar takes it away', () => {
    show();
    expect(screen.getByText('Flagstream', { selector: 'h6' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.queryByText('Flagstream', { selector: 'h6' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});
