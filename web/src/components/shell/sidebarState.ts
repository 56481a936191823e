import { useCallback, useEffect, useState } from 'react';

/** Sidebar state, kept in a cookie for 7 days (604800 s). */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_BREAKPOINT = 768;
/** The header bar's height (the page area fills the rest of the screen; the boot shell draws the same bar). */
export const HEADER_HEIGHT = 64;

export type SidebarMode = 'expanded' | 'collapsed' | 'hidden';

function readCookie(): SidebarMode {
  const m = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=([^;]*)`));
  const v = m?.[1];
  return v === 'collapsed' || v === 'hidden' ? v : 'expanded';
}

export function useSidebarState() {
  const [mode, setModeState] = useState<SidebarMode>(readCookie);
  const [mobileOpen, setMobileOpen] = useState(false);
  const setMode = useCallback((m: SidebarMode) => {
    document.cookie = `${SIDEBAR_COOKIE}=${m}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
    setModeState(m);
  }, []);
  const isMobile = () => window.innerWidth < MOBILE_BREAKPOINT;
  const toggle = useCallback(() => {
    if (isMobile()) setMobileOpen((o) => !o);
    // expanded <-> icons; a hidden (off-canvas) sidebar comes back expanded. Hiding is the sidebar's own button.
    else setMode(mode === 'expanded' ? 'collapsed' : 'expanded');
  }, [mode, setMode]);

  // Ctrl/Cmd+B toggles the sidebar.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { mode, setMode, toggle, mobileOpen, setMobileOpen };
}
