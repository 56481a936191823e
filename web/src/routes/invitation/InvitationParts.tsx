import type { ReactNode } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import BadgeRoundedIcon from '@mui/icons-material/BadgeRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import FormatQuoteRoundedIcon from '@mui/icons-material/FormatQuoteRounded';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { alpha } from '@mui/material/styles';
import { BrandMark } from '../../components/shell/BrandMark';
import { longDate } from '../../lib/format';
import { roleLabel, signedInAsSomeoneElse } from './invitationModel';
import type { InvitationDetails } from './invitationModel';

/** The public page's frame: the brand over one card on a soft accent gradient. */
export function InvitationFrame({ children }: { children: ReactNode }) {
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

export function InvitationLoading() {
  return (
    <CardContent sx={{ py: 8, textAlign: 'center' }}>
      <CircularProgress size={36} />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Loading invitation details...
      </Typography>
    </CardContent>
  );
}

export function InvalidInvitation({ message, onHome }: { message: string; onHome: () => void }) {
  return (
    <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Avatar
        variant="tile"
        sx={(t) => ({ mx: 'auto', width: 56, height: 56, borderRadius: '50%', color: 'error.main', bgcolor: alpha(t.palette.error.main, 0.1) })}
      >
        <ErrorOutlineRoundedIcon sx={{ fontSize: 30 }} />
      </Avatar>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Invalid Invitation
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
      <Button variant="contained" size="large" onClick={onHome} sx={{ mt: 3 }} fullWidth>
        Go to Dashboard
      </Button>
    </CardContent>
  );
}

interface ValidProps {
  details: InvitationDetails;
  signedIn: boolean;
  signedInEmail: string | null;
  accepting: boolean;
  onAccept: () => void;
  onSignIn: () => void;
  onSignUp: () => void;
  onHome: () => void;
}

/** Who invites to which project with which role until when, the personal message, and the actions. */
export function ValidInvitation({ details, signedIn, signedInEmail, accepting, onAccept, onSignIn, onSignUp, onHome }: ValidProps) {
  return (
    <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Avatar variant="tile" sx={{ width: 56, height: 56, borderRadius: '16px' }}>
          <GroupAddRoundedIcon sx={{ fontSize: 30 }} />
        </Avatar>
        <Typography variant="overline" component="p" sx={{ lineHeight: 1.5, letterSpacing: '0.1em', fontWeight: 700, color: 'primary.main', mt: 2 }}>
          Project Invitation
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, '& strong': { color: 'text.primary' } }}>
          <strong>{details.invitedBy.name}</strong> has invited you to join
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {details.project.name}
        </Typography>
        {details.project.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {details.project.description}
          </Typography>
        )}
      </Stack>

      <Box sx={{ mt: 3, borderRadius: 2, border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        <Detail icon={<BadgeRoundedIcon fontSize="small" />} label="Your Role" value={roleLabel(details.role)} />
        <Divider />
        <Detail icon={<MailOutlineRoundedIcon fontSize="small" />} label="Email" value={details.email} />
        <Divider />
        <Detail icon={<EventRoundedIcon fontSize="small" />} label="Expires" value={longDate(details.expiresAt)} />
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
            {signedInAsSomeoneElse(signedInEmail, details.email) && (
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
    <Stack direction="row" spacing={1.5} sx={{ px: 2, py: 1.5, alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.primary" sx={{ fontWeight: 600, flex: 1, textAlign: 'right', minWidth: 0, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Stack>
  );
}
