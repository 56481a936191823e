import { Box, Button, Chip, Drawer, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import { useSnackbar } from 'notistack';
import { ErrorState } from '../../components/StateViews';
import { relativeTime } from '../../lib/format';
import { ErrorToast } from '../environments/feedback';
import { useDeliveries } from './useWebhooks';
import type { DeliveryRow, WebhookRow } from './useWebhooks';

const STATUS = { delivered: 'success', pending: 'warning', failed: 'error' } as const;

function Row({ d, onRedeliver }: { d: DeliveryRow; onRedeliver: () => void }) {
  return (
    <Box data-testid="delivery-row" data-status={d.status} sx={{ py: 1.5, px: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={d.status} color={STATUS[d.status]} variant={d.status === 'delivered' ? 'outlined' : 'filled'} sx={{ minWidth: 84 }} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace', flex: 1, minWidth: 0 }} noWrap>
          {d.eventType}
        </Typography>
        <Tooltip title="Send again: same delivery id and body">
          <IconButton size="small" onClick={onRedeliver} aria-label={`Redeliver ${d.eventType}`}>
            <ReplayRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 0.75, color: 'text.secondary', flexWrap: 'wrap' }}>
        <Typography variant="caption">{relativeTime(d.createdAt)}</Typography>
        <Typography variant="caption">Response {d.responseCode ?? '—'}</Typography>
        <Typography variant="caption">{d.latencyMs !== null && d.latencyMs !== undefined ? `${d.latencyMs} ms` : '—'}</Typography>
        <Typography variant="caption">
          {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
        </Typography>
        {d.redelivery && <Typography variant="caption">redelivery</Typography>}
        {d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 && (
          <Typography variant="caption">next try {new Date(d.nextAttemptAt).toLocaleTimeString()}</Typography>
        )}
      </Stack>
      {d.error && (
        <Typography variant="caption" color="error.main" sx={{ display: 'block', mt: 0.5 }}>
          {d.error}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontFamily: 'monospace', fontSize: 11, mt: 0.25 }} noWrap>
        {d.id}
      </Typography>
    </Box>
  );
}

/** A webhook's deliveries: status, response code, latency and attempts of each; redeliver any of them. */
export function DeliveryLog({ webhook, onClose }: { webhook: WebhookRow | null; onClose: () => void }) {
  const log = useDeliveries(webhook?.id ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const redeliver = async (d: DeliveryRow) => {
    try {
      await log.redeliver(d.id);
      enqueueSnackbar(`${d.eventType} queued for redelivery`, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(<ErrorToast title="Failed to redeliver" error={e} />, { variant: 'error' });
    }
  };
  return (
    <Drawer anchor="right" open={webhook !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6">Recent Deliveries</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {webhook?.url}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close deliveries">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      {log.loading ? (
        <Stack spacing={1} sx={{ px: 2.5 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : log.error && !log.deliveries.length ? (
        <Box sx={{ px: 2.5 }}>
          <ErrorState title="Error loading deliveries" message={log.error.message} onRetry={() => void log.refetch()} />
        </Box>
      ) : log.deliveries.length === 0 ? (
        <Box sx={{ px: 2.5, py: 6, textAlign: 'center', color: 'text.secondary' }}>
          <Typography variant="subtitle1" color="text.primary">
            No deliveries yet
          </Typography>
          <Typography variant="body2">Change something in this project: each subscribed event is sent here.</Typography>
          <Button sx={{ mt: 2 }} onClick={() => void log.refetch()}>
            Refresh
          </Button>
        </Box>
      ) : (
        log.deliveries.map((d) => <Row key={d.seq} d={d} onRedeliver={() => void redeliver(d)} />)
      )}
    </Drawer>
  );
}
