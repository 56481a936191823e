import { describe, expect, it } from 'vitest';
import { groupExpanded, inGroup, isActivePath, sidebarWidth } from './sidebarModel';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebarState';

describe('the sidebar rules', () => {
  it('given the dashboard link, then it is current on "/" alone; another link on its path and below', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/flags')).toBe(false);
    expect(isActivePath('/flags', '/flags/dark_mode')).toBe(true);
    expect(isActivePath('/flags', '/overrides')).toBe(false);
  });

  it('given a page, then the group holding its link is the one it is in', () => {
    const tools = { items: [{ to: '/flags' }, { to: '/overrides' }] } as never;
    expect(inGroup(tools, '/overrides')).toBe(true);
    expect(inGroup(tools, '/users')).toBe(false);
  });

  it('given a group, then its links show unless it is collapsible, closed and the sidebar shows labels', () => {
    expect(groupExpanded({ collapsible: false }, false, false)).toBe(true);
    expect(groupExpanded({ collapsible: true }, true, false)).toBe(true);
    expect(groupExpanded({ collapsible: true }, false, true)).toBe(true);
    expect(groupExpanded({ collapsible: true }, false, undefined)).toBe(false);
  });

  it('given the mode, then the column is full, icons only, or gone; on a phone always gone (a drawer instead)', () => {
    expect(sidebarWidth(false, 'expanded')).toBe(SIDEBAR_WIDTH);
    expect(sidebarWidth(false, 'collapsed')).toBe(SIDEBAR_WIDTH_ICON);
    expect(sidebarWidth(false, 'hidden')).toBe('0px');
    expect(sidebarWidth(true, 'expanded')).toBe('0px');
  });
});
