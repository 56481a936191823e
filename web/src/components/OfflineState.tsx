import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import WifiOffRoundedIcon from '@mui/icons-material/WifiOffRounded';
import { useApolloClient } from '@apollo/client/react';
import { useConnectivity } from '../apollo/connectivity';
import type { Connectivity } from '../apollo/connectivity';

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
    <Alert
      severity="warning"
      icon={state === 'offline' ? <WifiOffRoundedIcon /> : <CloudOffRoundedIcon />}
      role="alert"
      data-testid="offline-banner"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying}>
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t.title}
      </Typography>
      <Typography variant="body2">{t.body}</Typography>
    </Alert>
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
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 8 } }} data-testid="offline-state">
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'warning.main',
          }}
        >
          {state === 'offline' ? <WifiOffRoundedIcon sx={{ fontSize: 34 }} /> : <CloudOffRoundedIcon sx={{ fontSize: 34 }} />}
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Typography color="text.secondary">{t.body}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button
            variant="contained"
            onClick={() => void again()}
            disabled={retrying}
            startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {retrying ? 'Retrying...' : 'Try again'}
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          Flagstream retries by itself when your connection comes back.
        </Typography>
      </CardContent>
    </Card>
  );
}
