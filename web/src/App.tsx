import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FullScreenLoader } from './components/FullScreenLoader';
import { NotificationsProvider } from './components/Notifications';
import { RequireAuth } from './routes/RequireAuth';

// Route-level code splitting: each screen is its own chunk.
const SignInPage = lazy(() => import('./routes/SignInPage'));
const SignUpPage = lazy(() => import('./routes/SignUpPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));
const DashboardPage = lazy(() => import('./routes/dashboard/DashboardPage'));
const ProjectsPage = lazy(() => import('./routes/projects/ProjectsPage'));
const FlagsPage = lazy(() => import('./routes/flags/FlagsPage'));
const FlagPage = lazy(() => import('./routes/flag/FlagPage'));
const EnvironmentsPage = lazy(() => import('./routes/environments/EnvironmentsPage'));
const OverridesPage = lazy(() => import('./routes/overrides/OverridesPage'));
const ValuesMatrixPage = lazy(() => import('./routes/valuesMatrix/ValuesMatrixPage'));
const SegmentsPage = lazy(() => import('./routes/segments/SegmentsPage'));
const SetupPage = lazy(() => import('./routes/setup/SetupPage'));
const UsersPage = lazy(() => import('./routes/users/UsersPage'));
const BillingPage = lazy(() => import('./routes/billing/BillingPage'));
const AuditPage = lazy(() => import('./routes/audit/AuditPage'));
const ProjectTokensPage = lazy(() => import('./routes/tokens/ProjectTokensPage'));
const PersonalTokensPage = lazy(() => import('./routes/tokens/PersonalTokensPage'));
const WebhooksPage = lazy(() => import('./routes/webhooks/WebhooksPage'));
const PromotePage = lazy(() => import('./routes/promote/PromotePage'));
// Public: the invitation link works signed out (spec §2).
const InvitationPage = lazy(() => import('./routes/invitation/InvitationPage'));

// The signed-in area (Apollo, the shell) is its own chunk: the sign-in page does not load it.
const SignedInArea = lazy(() => import('./SignedInArea'));
const AppShell = lazy(() => import('./components/shell/AppShell').then((m) => ({ default: m.AppShell })));

const router = createBrowserRouter([
  { path: '/sign-in/*', element: <SignInPage /> },
  { path: '/sign-up/*', element: <SignUpPage /> },
  { path: '/invitation/:token?', element: <InvitationPage /> },
  { path: '/invitation-accept', element: <InvitationPage /> },
  {
    element: (
      <RequireAuth>
        <SignedInArea />
      </RequireAuth>
    ),
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'projects', element: <ProjectsPage /> },
          { path: 'flags', element: <FlagsPage /> },
          { path: 'flags/:key', element: <FlagPage /> },
          { path: 'environments', element: <EnvironmentsPage /> },
          { path: 'overrides', element: <OverridesPage /> },
          { path: 'values-matrix', element: <ValuesMatrixPage /> },
          { path: 'segments', element: <SegmentsPage /> },
          { path: 'setup', element: <SetupPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'billing', element: <BillingPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'tokens', element: <ProjectTokensPage /> },
          { path: 'account/tokens', element: <PersonalTokensPage /> },
          { path: 'webhooks', element: <WebhooksPage /> },
          { path: 'promote', element: <PromotePage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);

export function App() {
  return (
    <NotificationsProvider>
      <Suspense fallback={<FullScreenLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </NotificationsProvider>
  );
}
