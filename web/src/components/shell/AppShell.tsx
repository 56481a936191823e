import { Suspense, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { IconButton, Typography, useMediaQuery } from '@mui/material';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { Sidebar } from './Sidebar';
import { ProjectSelector } from './ProjectSelector';
import { UserMenu } from './UserMenu';
import { CommandPalette } from './CommandPalette';
import { MOBILE_BREAKPOINT, useSidebarState } from './sidebarState';
import { sidebarWidth } from './sidebarModel';
import {
  Footer,
  FooterLine,
  Grow,
  Header,
  HeaderBar,
  Main,
  MobileDrawer,
  PageColumn,
  RouteLoading,
  ShellRoot,
  SidebarColumn,
  SidebarPanel,
  SkipLink,
} from './shellParts';
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

/** A drawer on a phone; a column (full, icons or hidden) on a desktop. */
function ShellSidebar({ isMobile, sidebar, hasProject }: { isMobile: boolean; sidebar: ReturnType<typeof useSidebarState>; hasProject: boolean }) {
  if (isMobile)
    return (
      <MobileDrawer open={sidebar.mobileOpen} onClose={() => sidebar.setMobileOpen(false)}>
        <Sidebar compact={false} hasProject={hasProject} onNavigate={() => sidebar.setMobileOpen(false)} />
      </MobileDrawer>
    );
  const width = sidebarWidth(false, sidebar.mode);
  return (
    <SidebarColumn width={width}>
      <SidebarPanel>
        {width !== '0px' && <Sidebar compact={sidebar.mode === 'collapsed'} hasProject={hasProject} onHide={() => sidebar.setMode('hidden')} />}
      </SidebarPanel>
    </SidebarColumn>
  );
}

function ShellHeader({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  return (
    <Header position="sticky" color="inherit" elevation={0}>
      <HeaderBar>
        {/* A native title, not MUI's Tooltip: the shell is on every page's first load. */}
        <IconButton edge="start" onClick={onToggleSidebar} aria-label="Toggle sidebar" title="Toggle sidebar (Ctrl/Cmd+B)">
          <MenuRoundedIcon />
        </IconButton>
        <ProjectSelector />
        <Grow />
        <CommandPalette />
        <UserMenu />
      </HeaderBar>
    </Header>
  );
}

function ShellFooter() {
  return (
    <Footer>
      <FooterLine direction="row">
        <Typography variant="caption" color="text.secondary">
          Flagstream · Feature flag management platform
        </Typography>
        <Typography variant="caption" color="text.secondary">
          v{APP_VERSION}
        </Typography>
      </FooterLine>
    </Footer>
  );
}

/** The page shell: sidebar, header with project selector and user menu, main area, footer. */
export function AppShell() {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`);
  const sidebar = useSidebarState();
  const { current, projects, error, refetch, projectLoaded } = useProjects();
  useReconnect();
  // Nothing could be read yet: an offline state, never the screens' empty or first-run states.
  const unreachable = Boolean(error) && !projectLoaded && projects.length === 0;
  return (
    <ShellRoot>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <ShellSidebar isMobile={isMobile} sidebar={sidebar} hasProject={Boolean(current)} />
      <PageColumn>
        <ShellHeader onToggleSidebar={sidebar.toggle} />
        <Main id="main-content" tabIndex={-1}>
          <ErrorBoundary>
            <Suspense fallback={<RouteLoading role="progressbar" aria-label="Loading" />}>
              {!unreachable && <OfflineBanner />}
              {unreachable ? <OfflineState onRetry={refetch} /> : <Outlet />}
            </Suspense>
          </ErrorBoundary>
        </Main>
        <ShellFooter />
      </PageColumn>
      <WelcomeGate />
    </ShellRoot>
  );
}
