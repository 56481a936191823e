import { AppBar, Drawer, Stack, Toolbar } from '@mui/material';
import { styled } from '@mui/material/styles';
import { HEADER_HEIGHT, SIDEBAR_WIDTH_MOBILE } from './sidebarState';

export const ShellRoot = styled('div')(({ theme }) => ({ display: 'flex', minHeight: '100vh', backgroundColor: theme.palette.background.default }));

/** The first stop of the Tab key: straight to the page's content, past the navigation (off screen until focused). */
export const SkipLink = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

export const MobileDrawer = styled(Drawer)({ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH_MOBILE } });

/** The desktop sidebar's column: its width follows the mode (0 when hidden), animated. */
export const SidebarColumn = styled('aside', { shouldForwardProp: (p) => p !== 'width' })<{ width: string }>(({ theme, width }) => ({
  width,
  flexShrink: 0,
  transition: 'width 200ms ease',
  borderRight: width === '0px' ? 0 : `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
}));
/** The panel runs the page's full height; its content stays in view while the page scrolls. */
export const SidebarPanel = styled('div')({ position: 'sticky', top: 0, height: '100vh', overflow: 'hidden' });

export const PageColumn = styled('div')({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const Header = styled(AppBar)(({ theme }) => ({ borderBottom: `1px solid ${theme.palette.divider}`, backgroundColor: theme.palette.background.paper }));
export const HeaderBar = styled(Toolbar)(({ theme }) => ({ gap: theme.spacing(1.5), minHeight: HEADER_HEIGHT }));
export const Grow = styled('div')({ flex: 1 });
export const Main = styled('main')(({ theme }) => ({
  outline: 'none',
  flex: 1,
  // At least a screen high, so the footer starts below the fold and stays there while the page's
  // data arrives (it moved down as content loaded: Lighthouse counted it as a layout shift).
  minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
  padding: theme.spacing(2),
  maxWidth: 1440,
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
}));
/** The route's code is loading: a thin bar. */
export const RouteLoading = styled('div')(({ theme }) => ({
  height: 4,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  opacity: 0.35,
}));
export const Footer = styled('footer')(({ theme }) => ({ borderTop: `1px solid ${theme.palette.divider}`, padding: theme.spacing(1.5, 3) }));
export const FooterLine = styled(Stack)({ justifyContent: 'space-between' });
