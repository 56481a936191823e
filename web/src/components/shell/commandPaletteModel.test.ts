import { describe, expect, it } from 'vitest';
import { allCommands, filterCommands, isApplePlatform, isTypingTarget, moveActive, paletteShortcut, score, startsGroup } from './commandPaletteModel';
import type { PaletteSource } from './commandPaletteModel';

const source: PaletteSource = {
  hasProject: true,
  currentProjectId: 'p1',
  projects: [
    { id: 'p1', name: 'Storefront', description: 'The shop' },
    { id: 'p2', name: 'Mobile App', description: 'iOS and Android' },
  ],
  flags: [
    { key: 'dark_mode', name: 'Dark mode' },
    { key: 'checkout.payment-provider', name: 'Checkout payment provider' },
    { key: 'search_page_size', name: 'Search results page size' },
  ],
};

describe('command palette model', () => {
  it('given a current project, when listing, then every screen, every flag and the other projects are offered in that order', () => {
    const all = allCommands(source);
    const kinds = all.map((c) => c.kind);
    expect(kinds.indexOf('flag')).toBeGreaterThan(kinds.lastIndexOf('screen'));
    expect(kinds.indexOf('project')).toBeGreaterThan(kinds.lastIndexOf('flag'));
    expect(all.filter((c) => c.kind === 'screen').map((c) => c.label)).toContain('Values Matrix');
    expect(all.find((c) => c.id === 'flag:dark_mode')).toMatchObject({ to: '/flags/dark_mode', detail: 'dark_mode' });
    expect(all.filter((c) => c.kind === 'project').map((c) => c.projectId)).toEqual(['p2']);
  });

  it('given no current project, when listing, then the project tools are not offered', () => {
    const all = allCommands({ ...source, hasProject: false, currentProjectId: null, flags: [] });
    const labels = all.map((c) => c.label);
    expect(labels).toContain('Projects');
    expect(labels).toContain('Billing & Plan');
    expect(labels).not.toContain('Feature Flags');
    expect(all.filter((c) => c.kind === 'project')).toHaveLength(2);
  });

  it('given a flag key with dots, when building its link, then the key is encoded', () => {
    expect(allCommands(source).find((c) => c.kind === 'flag' && c.detail === 'checkout.payment-provider')?.to).toBe('/flags/checkout.payment-provider');
    expect(allCommands({ ...source, flags: [{ key: 'a/b', name: 'Odd' }] }).find((c) => c.kind === 'flag')?.to).toBe('/flags/a%2Fb');
  });

  it('when scoring, then a label prefix beats a word prefix beats a substring beats the detail; a missing word is no match', () => {
    const all = allCommands(source);
    const dark = all.find((c) => c.id === 'flag:dark_mode')!;
    expect(score(dark, 'dark')).toBeGreaterThan(score(dark, 'mode'));
    expect(score(dark, 'mode')).toBeGreaterThan(score(dark, 'ode'));
    expect(score(dark, 'ode')).toBeGreaterThan(score(dark, '_mo'));
    expect(score(dark, 'dark zebra')).toBe(0);
    expect(score(dark, '   ')).toBe(1);
  });

  it('when filtering, then the best match comes first and an empty query keeps the full order', () => {
    const all = allCommands(source);
    expect(filterCommands(all, 'page')[0]!.label).toBe('Search results page size');
    expect(filterCommands(all, 'flags').map((c) => c.label)[0]).toBe('Feature Flags');
    expect(filterCommands(all, 'mobile').map((c) => c.id)).toEqual(['project:p2']);
    expect(filterCommands(all, 'CHECKOUT payment').map((c) => c.id)).toEqual(['flag:checkout.payment-provider']);
    expect(filterCommands(all, '')).toHaveLength(all.length);
    expect(filterCommands(all, '', 3)).toHaveLength(3);
    expect(filterCommands(all, 'nothing like this')).toEqual([]);
  });

  it('when moving with the arrow keys, then the highlight wraps around and Home/End jump', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(2, 3, 'Home')).toBe(0);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });

  it('when a key is pressed in a text field, then the shell shortcuts leave it alone', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('the palette shortcuts and groups (issue 18: rules out of the component)', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('given ⌘K or Ctrl+K, then it toggles the palette, even while typing; with Alt it does nothing', () => {
    expect(paletteShortcut(key('k', { metaKey: true }), false)).toBe('toggle');
    expect(paletteShortcut(key('K', { ctrlKey: true }), true)).toBe('toggle');
    expect(paletteShortcut(key('k', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(paletteShortcut(key('k'), false)).toBeNull();
  });

  it('given "/", when nobody is typing, then it goes to the search; while typing or with a modifier, it does nothing', () => {
    expect(paletteShortcut(key('/'), false)).toBe('focusSearch');
    expect(paletteShortcut(key('/'), true)).toBeNull();
    expect(paletteShortcut(key('/', { ctrlKey: true }), false)).toBeNull();
  });

  it('given the platform, then Apple ones say ⌘', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });

  it('given the commands shown, then a heading starts each kind while nothing is typed', () => {
    const shown = allCommands(source);
    const firstFlag = shown.findIndex((c) => c.kind === 'flag');
    expect(startsGroup(shown, 0, '')).toBe(true);
    expect(startsGroup(shown, 1, '')).toBe(false);
    expect(startsGroup(shown, firstFlag, '')).toBe(true);
    expect(startsGroup(shown, firstFlag, 'dark')).toBe(false);
  });
});
