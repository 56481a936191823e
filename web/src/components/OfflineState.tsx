import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import WifiOffRoundedIcon from '@mui/icons-material/WifiOffRounded';
import { useApolloClient } from '@apollo/client/react';
import { useConnectivity } from '../apollo/connectivity';
import type { Connectivity } from '../apollo/connectivity';

const Banner = styled(Alert)(({ theme }) => ({ marginBottom: theme.spacing(3), alignItems: 'center' }));
const OfflineCard = styled(Card)(({ theme }) => ({
  maxWidth: 560,
  marginLeft: 'auto',
  marginRight: 'auto',
  marginTop: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { marginTop: theme.spacing(8) },
}));
const OfflineContent = styled(CardContent)(({ theme }) => ({
  padding: theme.spacing(3),
  textAlign: 'center',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5) },
}));
/** The round mark over the title: the warning colour on a light tint, its icon 34px. */
const OfflineMark = styled('div')(({ theme }) => ({
  width: 64,
  height: 64,
  marginLeft: 'auto',
  marginRight: 'auto',
  marginBottom: theme.spacing(2),
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.palette.action.hover,
  color: theme.palette.warning.main,
  '& > .MuiSvgIcon-root': { fontSize: 34 },
}));
const Retry = styled(Stack)(({ theme }) => ({ justifyContent: 'center', marginTop: theme.spacing(3) }));
const SelfRetryNote = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(2) }));

const TEXTS: Record<Exclude<Connectivity, 'online'>, { title: string; body: string }> = {
  offline: {
    title: 'You are offline',
    body: 'Your device has no network connection. What you see may be out of date, and changes cannot be saved until you are back online.',
  },
  unreachable: {
    title: 'Cannot reach Flagstream',
    body: 'The Flagstream API is not answering. Your projects and flags are safe; what you see may be out of date, and changes cannot be saved until it is back.',
  },
};

function useRetry() {
  const client = useApolloClient();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await client.refetchObservableQueries();
    } catch {
      // the connectivity state says how it went
    } finally {
      setRetrying(false);
    }
  };
  return { retry, retrying };
}

/** A banner above every screen while the API cannot be reached (issue 17: say so, never guess). */
export function OfflineBanner() {
  const state = useConnectivity();
  const { retry, retrying } = useRetry();
  if (state === 'online') return null;
  const t = TEXTS[state];
  return (
    <Banner
      severity="warning"
      icon={state === 'offline' ? <WifiOffRoundedIcon /> : <CloudOffRoundedIcon />}
      role="alert"
      data-testid="offline-banner"
      action={
        <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      }
    >
      <Typography variant="optionTitle" component="p">
        {t.title}
      </Typography>
      <Typography variant="body2">{t.body}</Typography>
    </Banner>
  );
}

/** The whole main area when nothing could be loaded at all (no project list yet). */
export function OfflineState({ onRetry }: { onRetry?: () => Promise<unknown> }) {
  const state = useConnectivity();
  const { retry, retrying } = useRetry();
  const t = TEXTS[state === 'offline' ? 'offline' : 'unreachable'];
  const again = async () => {
    await retry();
    await onRetry?.().catch(() => undefined);
  };
  return (
    <OfflineCard data-testid="offline-state">
      <OfflineContent>
        <OfflineMark>{state === 'offline' ? <WifiOffRoundedIcon /> : <CloudOffRoundedIcon />}</OfflineMark>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.body}</Typography>
        <Retry direction="row" spacing={1.5}>
          <Button
            variant="contained"
            onClick={() => void again()}
            disabled={retrying}
            startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {retrying ? 'Retrying...' : 'Try again'}
          </Button>
        </Retry>
        <SelfRetryNote variant="noteLine" color="text.secondary">
          Flagstream retries by itself when your connection comes back.
        </SelfRetryNote>
      </OfflineContent>
    </OfflineCard>
  );
}
