import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { CircularProgress, Link, Typography } from '@mui/material';
import { AuthLayout } from './AuthLayout';
import { DevSignInForm } from './DevSignInForm';
import { authMode } from '../auth/AuthProvider';
import { useAuth } from '../auth/authContext';

const ClerkSignIn = lazy(() => import('./ClerkForms').then((m) => ({ default: m.ClerkSignIn })));

export default function SignInPage() {
  const { isSignedIn } = useAuth();
  if (isSignedIn) return <Navigate to="/" replace />;
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to manage your feature flags and configuration"
      footer={
        <Typography variant="body2" color="text.secondary">
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/sign-up">
            Sign up
          </Link>
        </Typography>
      }
    >
      {authMode === 'clerk' ? (
        <Suspense fallback={<CircularProgress />}>
          <ClerkSignIn />
        </Suspense>
      ) : (
        <DevSignInForm submitLabel="Sign In" askName={false} />
      )}
    </AuthLayout>
  );
}
