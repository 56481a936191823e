import { Suspense, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { AppBar, Box, Drawer, IconButton, Stack, Toolbar, Typography, useMediaQuery } from '@mui/material';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { Sidebar } from './Sidebar';
import { ProjectSelector } from './ProjectSelector';
import { UserMenu } from './UserMenu';
import { CommandPalette } from './CommandPalette';
import { MOBILE_BREAKPOINT, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE, useSidebarState } from './sidebarState';
import { useProjects } from '../../state/ProjectsProvider';
import { ErrorBoundary } from '../ErrorBoundary';
import { WelcomeGate } from '../WelcomeGate';
import { OfflineBanner, OfflineState } from '../OfflineState';
import { useConnectivity } from '../../apollo/connectivity';

/** While the API cannot be reached, the shell asks again every so often, and at once when the network returns. */
export const RECONNECT_EVERY_MS = 10_000;

function useReconnect() {
  const client = useApolloClient();
  const state = useConnectivity();
  useEffect(() => {
    if (state === 'online') return;
    const again = () => {
      void client.refetchObservableQueries().catch(() => undefined);
    };
    const t = setInterval(again, RECONNECT_EVERY_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(t);
      window.removeEventListener('online', again);
    };
  }, [state, client]);
}

export const APP_VERSION = '1.0.0';

/** The page shell: sidebar, header with project selector and user menu, main area, footer. */
export function AppShell() {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`);
  const sidebar = useSidebarState();
  const { current, projects, error, refetch, projectLoaded } = useProjects();
  useReconnect();
  // Nothing could be read yet: an offline state, never the screens' empty or first-run states.
  const unreachable = Boolean(error) && !projectLoaded && projects.length === 0;
  const width = isMobile || sidebar.mode === 'hidden' ? '0px' : sidebar.mode === 'collapsed' ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH;
  const compact = !isMobile && sidebar.mode === 'collapsed';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* The first stop of the Tab key: straight to the page's content, past the navigation. */}
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        Skip to main content
      </Box>
      {isMobile ? (
        <Drawer open={sidebar.mobileOpen} onClose={() => sidebar.setMobileOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE } } }}>
          <Sidebar compact={false} hasProject={Boolean(current)} onNavigate={() => sidebar.setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Box
          component="aside"
          sx={{
            width,
            flexShrink: 0,
            transition: 'width 200ms ease',
            borderRight: width === '0px' ? 0 : 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {/* The panel runs the page's full height; its content stays in view while the page scrolls. */}
          <Box sx={{ position: 'sticky', top: 0, height: '100vh', overflow: 'hidden' }}>
            {width !== '0px' && <Sidebar compact={compact} hasProject={Boolean(current)} onHide={() => sidebar.setMode('hidden')} />}
          </Box>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: 1.5, minHeight: 64 }}>
            {/* A native title, not MUI's Tooltip: the shell is on every page's first load. */}
            <IconButton edge="start" onClick={sidebar.toggle} aria-label="Toggle sidebar" title="Toggle sidebar (Ctrl/Cmd+B)">
              <MenuRoundedIcon />
            </IconButton>
            <ProjectSelector />
            <Box sx={{ flex: 1 }} />
            <CommandPalette />
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ outline: 'none', flex: 1, p: { xs: 2, sm: 3, md: 4 }, maxWidth: 1440, width: '100%', mx: 'auto' }}
        >
          <ErrorBoundary>
            <Suspense fallback={<Box role="progressbar" aria-label="Loading" sx={{ height: 4, borderRadius: 1, bgcolor: 'primary.main', opacity: 0.35 }} />}>
              {!unreachable && <OfflineBanner />}
              {unreachable ? <OfflineState onRetry={refetch} /> : <Outlet />}
            </Suspense>
          </ErrorBoundary>
        </Box>
        <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: 3, py: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="caption" color="text.secondary">
              Flagstream · Feature flag management platform
            </Typography>
            <Typography variant="caption" color="text.secondary">
              v{APP_VERSION}
            </Typography>
          </Stack>
        </Box>
      </Box>
      <WelcomeGate />
    </Box>
  );
}
