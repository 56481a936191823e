import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { CircularProgress, Link, Typography } from '@mui/material';
import { AuthLayout } from './AuthLayout';
import { DevSignInForm } from './DevSignInForm';
import { authMode } from '../auth/AuthProvider';
import { useAuth } from '../auth/authContext';

const ClerkSignUp = lazy(() => import('./ClerkForms').then((m) => ({ default: m.ClerkSignUp })));

export default function SignUpPage() {
  const { isSignedIn } = useAuth();
  if (isSignedIn) return <Navigate to="/" replace />;
  return (
    <AuthLayout
      title="Create account"
      subtitle="Join Flagstream and start managing your feature flags"
      footer={
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to="/sign-in">
            Sign in
          </Link>
        </Typography>
      }
    >
      {authMode === 'clerk' ? (
        <Suspense fallback={<CircularProgress />}>
          <ClerkSignUp />
        </Suspense>
      ) : (
        <DevSignInForm submitLabel="Create Account" askName />
      )}
    </AuthLayout>
  );
}
