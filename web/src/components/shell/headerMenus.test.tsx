// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { ProjectSelector } from './ProjectSelector';
import { UserMenu } from './UserMenu';

const projects = vi.hoisted(() => ({ state: {} as Record<string, unknown> }));
vi.mock('../../state/ProjectsProvider', () => ({ useProjects: () => projects.state }));
vi.mock('../../auth/authContext', () => ({ useAuth: () => ({ user: { name: 'Olivia Owner', email: 'olivia@example.com' }, signOut: vi.fn() }) }));
const toggle = vi.fn();
vi.mock('../../theme/ColorModeProvider', () => ({ useColorMode: () => ({ mode: 'light', toggle }) }));

const SHOP = { id: 'p1', name: 'Shop', description: 'The web shop', environmentCount: 2, featureFlagCount: 5, createdAt: '2026-01-05T00:00:00.000Z' };
const BLOG = { id: 'p2', name: 'Blog', description: '', environmentCount: 1, featureFlagCount: 1, createdAt: '2026-01-06T00:00:00.000Z' };

beforeEach(() => {
  projects.state = { projects: [SHOP, BLOG], loading: false, error: undefined, current: SHOP, setCurrentId: vi.fn() };
});
afterEach(cleanup);

const show = (node: ReactNode) =>
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <MockedProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </MockedProvider>
    </ThemeProvider>,
  );

describe('ProjectSelector', () => {
  it('given a current project, when opened, then it lists the projects with their counts and switches on a click', () => {
    show(<ProjectSelector />);
    fireEvent.click(screen.getByRole('button', { name: /^Select project: Shop/ }));
    expect(screen.getByText('Available Projects')).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
    expect(screen.getByText(/1 environment · 1 flag · Created/)).toBeTruthy();
    fireEvent.click(screen.getByText('Blog'));
    expect(projects.state.setCurrentId).toHaveBeenCalledWith('p2');
  });

  it('given the list is loading or failed, then it says so in place of the button', () => {
    projects.state = { ...projects.state, loading: true };
    show(<ProjectSelector />);
    expect(screen.getByText('Loading projects...')).toBeTruthy();
    cleanup();
    projects.state = { ...projects.state, loading: false, error: new Error('x') };
    show(<ProjectSelector />);
    expect(screen.getByText('Error loading projects')).toBeTruthy();
  });
});

describe('UserMenu', () => {
  it('given a signed-in user, when the menu opens, then it names them and offers tokens, the colour mode and sign out', () => {
    show(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'OO Account: Olivia Owner' }));
    expect(screen.getByText('olivia@example.com')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'API tokens' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dark mode' }));
    expect(toggle).toHaveBeenCalled();
  });
});
