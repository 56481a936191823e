import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './sidebarState';
import type { SidebarMode } from './sidebarState';
import type { NavGroup } from './navItems';

/** Is the link to `to` the current page's? "/" only on the dashboard itself; others on their own path and below. */
export const isActivePath = (to: string, pathname: string): boolean => (to === '/' ? pathname === '/' : pathname.startsWith(to));

/** Is the current page one of the group's? (a collapsible group opens when it is) */
export const inGroup = (g: Pick<NavGroup, 'items'>, pathname: string): boolean => g.items.some((i) => isActivePath(i.to, pathname));

/** A group's links show when it cannot collapse, when the sidebar shows icons only, or when it is open. */
export const groupExpanded = (g: Pick<NavGroup, 'collapsible'>, compact: boolean, open: boolean | undefined): boolean =>
  !g.collapsible || compact || Boolean(open);

/** The sidebar column's width: none on a phone (it is a drawer there) or when hidden, icons only when collapsed. */
export const sidebarWidth = (isMobile: boolean, mode: SidebarMode): string =>
  isMobile || mode === 'hidden' ? '0px' : mode === 'collapsed' ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH;
