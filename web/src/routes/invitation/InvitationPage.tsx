import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import BadgeRoundedIcon from '@mui/icons-material/BadgeRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import { useSnackbar } from 'notistack';
import { useAuth } from '../../auth/authContext';
import { BrandMark } from '../../components/shell/BrandMark';
import { longDate } from '../../lib/format';
// The constant only: SessionBootstrap accepts this stored token after sign-in (spec §4).
import { PENDING_INVITATION_KEY } from '../../state/pendingInvitation';

const CURRENT_PROJECT_KEY = 'flagstream.currentProject';

/** Spec §8 texts. */
export const INVITATION_TEXTS = {
  noToken: 'Invalid invitation link',
  loadFailed: 'Invalid or expired invitation',
  acceptFailed: 'Failed to accept invitation',
  joined: 'Successfully joined the project!',
} as const;

interface InvitationDetails {
  token: string;
  email: string;
  role: string;
  status: string;
  expires_at: string;
  message?: string | null;
  invited_by: { name: string };
  project: { name: string; description: string };
}

type Load = { state: 'loading' } | { state: 'invalid'; message: string } | { state: 'valid'; details: InvitationDetails };

interface RestBody<T> {
  data?: T;
  message?: string;
  error?: { code?: string; message?: string };
}

async function readJson<T>(r: Response): Promise<RestBody<T>> {
  return (await r.json().catch(() => ({}))) as RestBody<T>;
}

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** Invitation page (spec §2): public; the token comes from the path or the `token` query parameter. */
export default function InvitationPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const token = (params.token ?? search.get('token') ?? '').trim();
  const { isLoaded, isSignedIn, user, getToken } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [load, setLoad] = useState<Load>(() => (token ? { state: 'loading' } : { state: 'invalid', message: INVITATION_TEXTS.noToken }));
  const [accepting, setAccepting] = useState(false);

  useEffect(() => {
    if (!token) {
      setLoad({ state: 'invalid', message: INVITATION_TEXTS.noToken });
      return;
    }
    const ctrl = new AbortController();
    setLoad({ state: 'loading' });
    void (async () => {
      try {
        // Public lookup: no authorization header (spec §7).
        const r = await fetch(`/api/invitations/${encodeURIComponent(token)}/details`, { signal: ctrl.signal });
        const body = await readJson<InvitationDetails>(r);
        if (!r.ok || !body.data) {
          setLoad({ state: 'invalid', message: body.error?.message || INVITATION_TEXTS.loadFailed });
          return;
        }
        setLoad({ state: 'valid', details: body.data });
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
        console.error(e);
        setLoad({ state: 'invalid', message: INVITATION_TEXTS.loadFailed });
      }
    })();
    return () => ctrl.abort();
  }, [token]);

  const accept = async () => {
    setAccepting(true);
    try {
      const bearer = await getToken();
      if (!bearer) throw new Error('No authentication token');
      const r = await fetch(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
      const body = await readJson<{ project?: { id: string } }>(r);
      if (!r.ok) throw new Error(body.error?.message || INVITATION_TEXTS.acceptFailed);
      localStorage.removeItem(PENDING_INVITATION_KEY);
      if (body.data?.project?.id) localStorage.setItem(CURRENT_PROJECT_KEY, body.data.project.id);
      enqueueSnackbar(INVITATION_TEXTS.joined, { variant: 'success' });
      navigate('/', { replace: true });
    } catch (e) {
      console.error(e);
      enqueueSnackbar((e as Error).message || INVITATION_TEXTS.acceptFailed, { variant: 'error' });
      setAccepting(false);
    }
  };

  const goAuth = (to: '/sign-in' | '/sign-up') => {
    localStorage.setItem(PENDING_INVITATION_KEY, token);
    navigate(to);
  };
  const goHome = () => navigate('/');

  return (
    <Frame>
      {load.state === 'loading' || !isLoaded ? (
        <CardContent sx={{ py: 8, textAlign: 'center' }}>
          <CircularProgress size={36} />
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Loading invitation details...
          </Typography>
        </CardContent>
      ) : load.state === 'invalid' ? (
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Box
            sx={(t) => ({
              mx: 'auto',
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'error.main',
              bgcolor: alpha(t.palette.error.main, 0.1),
            })}
          >
            <ErrorOutlineRoundedIcon sx={{ fontSize: 30 }} />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
            Invalid Invitation
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {load.message}
          </Typography>
          <Button variant="contained" size="large" onClick={goHome} sx={{ mt: 3 }} fullWidth>
            Go to Dashboard
          </Button>
        </CardContent>
      ) : (
        <Valid
          details={load.details}
          signedIn={isSignedIn}
          signedInEmail={user?.email ?? null}
          accepting={accepting}
          onAccept={() => void accept()}
          onSignIn={() => goAuth('/sign-in')}
          onSignUp={() => goAuth('/sign-up')}
          onHome={goHome}
        />
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (t) =>
          t.palette.mode === 'dark'
            ? 'radial-gradient(1200px 600px at 10% -10%, #1e1b4b 0%, #0b0d14 60%)'
            : 'radial-gradient(1200px 600px at 10% -10%, #e0e7ff 0%, #f6f7fb 60%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', justifyContent: 'center', mb: 3 }}>
          <BrandMark size={40} />
          <Typography variant="h5" sx={{ fontWeight: 800 }}>
            Flagstream
          </Typography>
        </Stack>
        <Card sx={{ boxShadow: '0 20px 50px -20px rgba(15,23,42,0.25)' }}>{children}</Card>
      </Box>
    </Box>
  );
}

function Valid({
  details,
  signedIn,
  signedInEmail,
  accepting,
  onAccept,
  onSignIn,
  onSignUp,
  onHome,
}: {
  details: InvitationDetails;
  signedIn: boolean;
  signedInEmail: string | null;
  accepting: boolean;
  onAccept: () => void;
  onSignIn: () => void;
  onSignUp: () => void;
  onHome: () => void;
}) {
  const otherEmail = signedIn && signedInEmail && signedInEmail.trim().toLowerCase() !== details.email.trim().toLowerCase();
  return (
    <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box
          sx={(t) => ({
            width: 56,
            height: 56,
            borderRadius: '16px',
            display: 'grid',
            placeItems: 'center',
            color: t.palette.mode === 'dark' ? 'primary.light' : 'primary.main',
            bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.22 : 0.1),
          })}
        >
          <GroupAddRoundedIcon sx={{ fontSize: 30 }} />
        </Box>
        <Typography
          variant="overline"
          component="p"
          sx={{ lineHeight: 1.5, letterSpacing: '0.1em', fontWeight: 700, color: 'primary.main', mt: '16px !important' }}
        >
          Project Invitation
        </Typography>
        <Typography color="text.secondary" sx={{ mt: '4px !important' }}>
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {details.invited_by.name}
          </Box>{' '}
          has invited you to join
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: '4px !important', wordBreak: 'break-word' }}>
          {details.project.name}
        </Typography>
        {details.project.description && (
          <Typography variant="body2" color="text.secondary">
            {details.project.description}
          </Typography>
        )}
      </Stack>

      <Box sx={(t) => ({ mt: 3, borderRadius: 2, border: `1px solid ${t.palette.divider}`, overflow: 'hidden' })}>
        <Detail icon={<BadgeRoundedIcon fontSize="small" />} label="Your Role" value={roleLabel(details.role)} />
        <Divider />
        <Detail icon={<MailOutlineRoundedIcon fontSize="small" />} label="Email" value={details.email} />
        <Divider />
        <Detail icon={<EventRoundedIcon fontSize="small" />} label="Expires" value={longDate(details.expires_at)} />
      </Box>

      {details.message && (
        <Box
          sx={(t) => ({
            mt: 2,
            p: 2,
            borderRadius: 2,
            bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.12 : 0.05),
            borderLeft: `3px solid ${t.palette.primary.main}`,
          })}
        >
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 0.5 }}>
            <FormatQuoteRoundedIcon fontSize="small" color="primary" />
            <Typography variant="subtitle2">Personal Message</Typography>
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {details.message}
          </Typography>
        </Box>
      )}

      <Box sx={{ mt: 3 }}>
        {signedIn ? (
          <Stack spacing={1.5}>
            {otherEmail && (
              <Alert severity="warning">
                You are signed in as {signedInEmail}. Only {details.email} can accept this invitation.
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={onAccept}
              disabled={accepting}
              startIcon={accepting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {accepting ? 'Joining Project...' : 'Accept Invitation'}
            </Button>
            <Button onClick={onHome} disabled={accepting}>
              Go to Dashboard
            </Button>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              You need to sign in or create an account to accept this invitation
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" size="large" fullWidth onClick={onSignIn}>
                Sign In
              </Button>
              <Button variant="outlined" size="large" fullWidth onClick={onSignUp}>
                Sign Up
              </Button>
            </Stack>
            <Button onClick={onHome}>Go to Dashboard</Button>
          </Stack>
        )}
      </Box>
    </CardContent>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ px: 2, py: 1.5, alignItems: 'center' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>{icon}</Box>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, ml: 'auto !important', textAlign: 'right', minWidth: 0, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Stack>
  );
}
