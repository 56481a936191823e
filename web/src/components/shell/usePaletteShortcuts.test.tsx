// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { usePaletteShortcuts } from './usePaletteShortcuts';

afterEach(cleanup);

describe('usePaletteShortcuts', () => {
  it('given the app, when Ctrl+K is pressed, then the palette toggles', () => {
    const toggle = vi.fn();
    renderHook(() => usePaletteShortcuts(toggle));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('given a screen with a search field, when "/" is pressed outside a field, then the cursor goes into it', () => {
    render(
      <main>
        <input aria-label="Search flags" defaultValue="dark" />
      </main>,
    );
    renderHook(() => usePaletteShortcuts(vi.fn()));
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Search flags');
  });

  it('given someone typing in a field, when "/" is pressed, then nothing moves', () => {
    render(
      <main>
        <input aria-label="Search flags" />
        <textarea aria-label="Notes" />
      </main>,
    );
    renderHook(() => usePaletteShortcuts(vi.fn()));
    const notes = document.querySelector('textarea')!;
    notes.focus();
    fireEvent.keyDown(notes, { key: '/' });
    expect(document.activeElement).toBe(notes);
  });
});
