import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { FullScreenLoader } from './components/FullScreenLoader';
import { NotificationsProvider } from './components/Notifications';
import { RequireAuth } from './routes/RequireAuth';
import { maybeSignedIn } from './auth/AuthProvider';
import { SIGNED_IN_SCREENS } from './routes/signedInScreens';
import { preloadedLazy } from './routes/preloadedLazy';

// Route-level code splitting: each screen is its own chunk.
const load = {
  SignInPage: () => import('./routes/SignInPage'),
  SignUpPage: () => import('./routes/SignUpPage'),
  NotFoundPage: () => import('./routes/NotFoundPage'),
  DashboardPage: () => import('./routes/dashboard/DashboardPage'),
  ProjectsPage: () => import('./routes/projects/ProjectsPage'),
  FlagsPage: () => import('./routes/flags/FlagsPage'),
  FlagPage: () => import('./routes/flag/FlagPage'),
  EnvironmentsPage: () => import('./routes/environments/EnvironmentsPage'),
  OverridesPage: () => import('./routes/overrides/OverridesPage'),
  ValuesMatrixPage: () => import('./routes/valuesMatrix/ValuesMatrixPage'),
  SegmentsPage: () => import('./routes/segments/SegmentsPage'),
  SetupPage: () => import('./routes/setup/SetupPage'),
  UsersPage: () => import('./routes/users/UsersPage'),
  BillingPage: () => import('./routes/billing/BillingPage'),
  AuditPage: () => import('./routes/audit/AuditPage'),
  ProjectTokensPage: () => import('./routes/tokens/ProjectTokensPage'),
  PersonalTokensPage: () => import('./routes/tokens/PersonalTokensPage'),
  WebhooksPage: () => import('./routes/webhooks/WebhooksPage'),
  PromotePage: () => import('./routes/promote/PromotePage'),
  // Public: the invitation link works signed out (spec §2).
  InvitationPage: () => import('./routes/invitation/InvitationPage'),
  // The signed-in area (Apollo, the shell) is its own chunk: the sign-in page does not load it.
  SignedInArea: () => import('./SignedInArea'),
  AppShell: () => import('./components/shell/AppShell').then((m) => ({ default: m.AppShell })),
};
type Screen = keyof typeof load;
const lazyScreens = Object.fromEntries(Object.entries(load).map(([name, loader]) => [name, preloadedLazy(loader)])) as unknown as {
  [K in Screen]: ReturnType<typeof preloadedLazy>;
};

/** A route whose element is a lazy screen; `handle.load` lets the first load fetch its chunk early. */
const route = (path: string | undefined, name: Screen, rest: Partial<RouteObject> = {}): RouteObject => {
  const Element = lazyScreens[name].Component;
  return { ...(path === undefined ? { index: true } : { path }), element: <Element />, handle: { load: lazyScreens[name].preload }, ...rest } as RouteObject;
};

const SignedInArea = lazyScreens.SignedInArea.Component;
const AppShell = lazyScreens.AppShell.Component;
const routes: RouteObject[] = [
  route('/sign-in/*', 'SignInPage'),
  route('/sign-up/*', 'SignUpPage'),
  route('/invitation/:token?', 'InvitationPage'),
  route('/invitation-accept', 'InvitationPage'),
  {
    element: (
      <RequireAuth>
        <SignedInArea />
      </RequireAuth>
    ),
    handle: { load: lazyScreens.SignedInArea.preload, signedIn: true },
    children: [
      {
        element: <AppShell />,
        handle: { load: lazyScreens.AppShell.preload, signedIn: true },
        children: SIGNED_IN_SCREENS.map(([path, name]) => route(path, name)),
      },
    ],
  },
  route('*', 'NotFoundPage'),
];

/**
 * The first load asks for every chunk of the page at once (the signed-in area, the shell and the
 * screen), instead of one after the other as each lazy level renders (issue 18: a four-deep
 * waterfall before the page's query); the page's loader has usually fetched them already
 * (build/paintFirst.ts). A signed-out visitor on a signed-in path fetches none of them. Settles
 * when all have loaded or one has failed (the screen's error boundary reports that one).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (matches.some((m) => (m.route.handle as { signedIn?: boolean } | undefined)?.signedIn) && !maybeSignedIn()) return Promise.resolve();
  const loads = matches.map((m) => (m.route.handle as { load?: () => Promise<unknown> } | undefined)?.load?.());
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

/** The first page's chunks: main.tsx renders once they are in (or after a few seconds, with the fallback). */
export const firstRouteLoaded = preloadRoute(window.location.pathname);

const router = createBrowserRouter(routes);

export function App() {
  return (
    <NotificationsProvider>
      <Suspense fallback={<FullScreenLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </NotificationsProvider>
  );
}
