import { useState } from 'react';

/** An environment card's own state: its actions menu and whether the server key is shown. */
export function useEnvironmentCard() {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  return {
    menu,
    openMenu: (el: HTMLElement) => setMenu(el),
    closeMenu: () => setMenu(null),
    /** A menu item: closes the menu, then acts. */
    pick: (f: () => void) => () => {
      setMenu(null);
      f();
    },
    revealed,
    toggleRevealed: () => setRevealed((r) => !r),
  };
}
