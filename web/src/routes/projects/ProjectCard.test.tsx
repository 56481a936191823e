// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import type { ProjectData } from '../../state/ProjectsProvider';
import { ProjectCard } from './ProjectCard';

afterEach(cleanup);

const PROJECT = {
  id: 'p1',
  name: 'Shop',
  slug: 'shop',
  description: 'The web shop',
  status: 'active',
  settings: { status: 'active' },
  createdAt: '2026-01-05T00:00:00.000Z',
  environmentCount: 3,
  teamMemberCount: 1,
} as unknown as ProjectData;

function show(props: Partial<Parameters<typeof ProjectCard>[0]> = {}) {
  const onSelect = vi.fn();
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <MemoryRouter>
        <ProjectCard project={PROJECT} isCurrent onSelect={onSelect} {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return onSelect;
}

describe('ProjectCard', () => {
  it('given the current project, when shown, then it says its name, slug, badges and counts, and opens it on click', () => {
    const onSelect = show();
    expect(screen.getByTitle('Shop').textContent).toBe('Shop');
    expect(screen.getByText('shop')).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
    expect(screen.getByText('3 environments')).toBeTruthy();
    expect(screen.getByText('2 members')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Shop' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Open S Shop shop Active Current/ }));
    expect(onSelect).toHaveBeenCalled();
  });

  it('given the caller may only edit, when the menu opens, then it offers Edit Project alone', () => {
    const onEdit = vi.fn();
    show({ onEdit });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Shop' }));
    expect(screen.queryByText('Delete Project')).toBeNull();
    fireEvent.click(screen.getByText('Edit Project'));
    expect(onEdit).toHaveBeenCalled();
  });
});
