import { useEffect } from 'react';
import { isTypingTarget, paletteShortcut } from './commandPaletteModel';

/** The current screen's search field ("Search flags", ...), unless a dialog is open over it. */
function screenSearch(): HTMLInputElement | null {
  const search = document.querySelector<HTMLInputElement>('main input[aria-label^="Search"]');
  return search && !document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root') ? search : null;
}

/** ⌘/Ctrl+K toggles the palette; "/" puts the cursor in the current screen's search field, when it has one and nobody is typing. */
export function usePaletteShortcuts(toggle: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = paletteShortcut(e, isTypingTarget(e.target));
      if (action === 'toggle') {
        e.preventDefault();
        toggle();
        return;
      }
      const search = action === 'focusSearch' ? screenSearch() : null;
      if (search) {
        e.preventDefault();
        search.focus();
        search.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
}
