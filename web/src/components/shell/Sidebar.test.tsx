// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../../theme/theme';
import { Sidebar } from './Sidebar';
import { NAV_GROUPS } from './navItems';

afterEach(cleanup);

const show = (props: Partial<Parameters<typeof Sidebar>[0]> = {}, path = '/') =>
  render(
    <ThemeProvider theme={buildTheme('light')}>
      <MemoryRouter initialEntries={[path]}>
        <Sidebar compact={false} hasProject {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );

const tools = NAV_GROUPS.find((g) => g.collapsible && g.needsProject)!;
const firstTool = tools.items[0]!;

describe('Sidebar', () => {
  it('given the dashboard, when shown, then its link is current and the groups can fold', () => {
    show();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByText('Flagstream')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: new RegExp(tools.title, 'i') });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(screen.getByText(firstTool.label).closest('li') as HTMLElement).display).toBe('block');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(getComputedStyle(screen.getByText(firstTool.label).closest('li') as HTMLElement).display).toBe('none');
  });

  it('given no project, when a project link is clicked, then it goes nowhere', () => {
    const onNavigate = vi.fn();
    show({ hasProject: false, onNavigate });
    const link = screen.getByText(firstTool.label).closest('a')!;
    expect(link.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(link);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('given icons only with a hide button, when shown, then labels become titles and Hide sidebar is there', () => {
    const onHide = vi.fn();
    show({ compact: true, onHide }, firstTool.to);
    expect(screen.queryByText('Flagstream')).toBeNull();
    expect(screen.getByTitle(firstTool.label).className).toContain('Mui-selected');
    fireEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(onHide).toHaveBeenCalled();
  });
});
