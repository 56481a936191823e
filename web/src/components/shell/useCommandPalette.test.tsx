// @vitest-environment jsdom
import type { KeyboardEvent, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { optionId, useCommandPalette } from './useCommandPalette';

// What the shell knows: the projects, the current one and its flags (stable objects, as the providers give them).
const PROJECTS = [
  { id: 'p1', name: 'Storefront', description: 'The shop' },
  { id: 'p2', name: 'Mobile App', description: 'iOS' },
];
const TREE = { project: { featureFlags: [{ key: 'dark_mode', name: 'Dark mode' }] } };
const NO_TREE = { project: null };
const state = vi.hoisted(() => ({
  current: null as { id: string; name: string } | null,
  tree: null as unknown,
  setCurrentId: (_id: string) => {},
}));
vi.mock('../../state/ProjectsProvider', () => ({
  useProjects: () => ({ projects: PROJECTS, current: state.current, setCurrentId: state.setCurrentId }),
}));
vi.mock('../../state/useCurrentProjectTree', () => ({ useCurrentProjectTree: () => state.tree }));

afterEach(cleanup);
beforeEach(() => {
  state.current = { id: 'p1', name: 'Storefront' };
  state.tree = TREE;
  state.setCurrentId = vi.fn();
});

function setup() {
  const onClose = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/start']}>{children}</MemoryRouter>;
  const hook = renderHook(() => ({ palette: useCommandPalette(onClose), location: useLocation() }), { wrapper });
  return { onClose, ...hook };
}

const key = (k: string) => ({ key: k, preventDefault: vi.fn() }) as unknown as KeyboardEvent & { preventDefault: ReturnType<typeof vi.fn> };

describe('useCommandPalette', () => {
  it('given a current project, when nothing is typed, then it offers the screens, that project’s flags and the other projects, the first highlighted', () => {
    const { result } = setup();
    const shown = result.current.palette.shown;
    expect(shown.filter((c) => c.kind === 'screen').map((c) => c.label)).toContain('Feature Flags');
    expect(shown.filter((c) => c.kind === 'flag').map((c) => c.to)).toEqual(['/flags/dark_mode']);
    expect(shown.filter((c) => c.kind === 'project').map((c) => c.label)).toEqual(['Mobile App']);
    expect(result.current.palette.active).toBe(0);
  });

  it('given no current project, when opened, then project screens and flags are left out and every project is offered', () => {
    state.current = null;
    state.tree = NO_TREE;
    const { result } = setup();
    const labels = result.current.palette.shown.map((c) => c.label);
    expect(labels).not.toContain('Feature Flags');
    expect(labels).toContain('Team Members');
    expect(result.current.palette.shown.some((c) => c.kind === 'flag')).toBe(false);
    expect(result.current.palette.shown.filter((c) => c.kind === 'project').map((c) => c.label)).toEqual(['Storefront', 'Mobile App']);
  });

  it('given a query, when it matches nothing, then no row is highlighted, and a matching one highlights the best match again', () => {
    const { result } = setup();
    act(() => result.current.palette.setQuery('zzzz'));
    expect(result.current.palette.shown).toEqual([]);
    expect(result.current.palette.active).toBe(-1);
    act(() => result.current.palette.setQuery('dark'));
    expect(result.current.palette.shown[0]?.label).toBe('Dark mode');
    expect(result.current.palette.active).toBe(0);
  });

  it('given the list, when the arrows are pressed, then the highlight moves, wraps around and the row is scrolled into view', () => {
    const row = document.createElement('div');
    row.id = optionId(1);
    row.scrollIntoView = vi.fn();
    document.body.append(row);
    try {
      const { result } = setup();
      const down = key('ArrowDown');
      act(() => result.current.palette.onKeyDown(down));
      expect(down.preventDefault).toHaveBeenCalled();
      expect(result.current.palette.active).toBe(1);
      expect(row.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
      act(() => result.current.palette.onKeyDown(key('ArrowUp')));
      act(() => result.current.palette.onKeyDown(key('ArrowUp')));
      expect(result.current.palette.active).toBe(result.current.palette.shown.length - 1);
    } finally {
      row.remove();
    }
  });

  it('given a highlighted flag, when Enter is pressed, then the palette closes and its page opens', () => {
    const { result, onClose } = setup();
    act(() => result.current.palette.setQuery('dark mode'));
    const enter = key('Enter');
    act(() => result.current.palette.onKeyDown(enter));
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.location.pathname).toBe('/flags/dark_mode');
    expect(state.setCurrentId).not.toHaveBeenCalled();
  });

  it('given a project command, when it runs, then that project becomes current without leaving the screen', () => {
    const { result, onClose } = setup();
    const mobile = result.current.palette.shown.find((c) => c.kind === 'project');
    expect(mobile?.label).toBe('Mobile App');
    act(() => result.current.palette.run(mobile));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(state.setCurrentId).toHaveBeenCalledWith('p2');
    expect(result.current.location.pathname).toBe('/start');
  });

  it('given nothing matches, when Enter is pressed, then nothing runs', () => {
    const { result, onClose } = setup();
    act(() => result.current.palette.setQuery('zzzz'));
    act(() => result.current.palette.onKeyDown(key('Enter')));
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.location.pathname).toBe('/start');
  });

  it('given another key, when it is pressed, then the highlight stays and the key is left to the input', () => {
    const { result } = setup();
    const a = key('a');
    act(() => result.current.palette.onKeyDown(a));
    expect(a.preventDefault).not.toHaveBeenCalled();
    expect(result.current.palette.active).toBe(0);
  });
});
