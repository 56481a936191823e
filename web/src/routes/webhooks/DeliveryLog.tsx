import { useState } from 'react';
import { Box, Button, Chip, Drawer, IconButton, Link, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { useSnackbar } from 'notistack';
import { ErrorState } from '../../components/StateViews';
import { CopyButton } from '../../components/CopyButton';
import { relativeTime } from '../../lib/format';
import { ErrorToast } from '../environments/feedback';
import { useDeliveries } from './useWebhooks';
import type { DeliveryRow, WebhookRow } from './useWebhooks';
import { webhookEventLabel } from './eventLabels';

const STATUS = {
  delivered: { label: 'Delivered', color: 'success', icon: <CheckCircleRoundedIcon /> },
  pending: { label: 'Retrying', color: 'warning', icon: <ScheduleRoundedIcon /> },
  failed: { label: 'Failed', color: 'error', icon: <ErrorRoundedIcon /> },
} as const;

/** "Response 200", coloured by class; "No response" when none came. */
function ResponseCode({ code }: { code: number | null | undefined }) {
  const ok = typeof code === 'number' && code >= 200 && code < 300;
  return (
    <Typography variant="caption" sx={{ color: ok ? 'success.main' : code ? 'error.main' : 'text.secondary', fontWeight: 600 }}>
      {code ? `Response ${code}` : 'No response'}
    </Typography>
  );
}

function Row({ d, onRedeliver }: { d: DeliveryRow; onRedeliver: () => void }) {
  const [open, setOpen] = useState(false);
  const s = STATUS[d.status];
  const label = webhookEventLabel(d.eventType);
  return (
    <Box data-testid="delivery-row" data-status={d.status} sx={{ py: 1.75, px: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={d.eventType}>
            {label}
          </Typography>
        </Box>
        <Chip size="small" variant="outlined" color={s.color} icon={s.icon} label={s.label} sx={{ fontWeight: 600 }} />
        <Tooltip title="Send again: same delivery id and body">
          <IconButton size="small" onClick={onRedeliver} aria-label={`Redeliver ${d.eventType}`}>
            <ReplayRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, color: 'text.secondary', flexWrap: 'wrap', alignItems: 'center' }}>
        <ResponseCode code={d.responseCode} />
        <Typography variant="caption">{d.latencyMs !== null && d.latencyMs !== undefined ? `${d.latencyMs} ms` : '—'}</Typography>
        {d.history.length > 1 ? (
          <Link
            component="button"
            variant="caption"
            underline="hover"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            sx={{ display: 'inline-flex', alignItems: 'center', color: 'text.secondary' }}
          >
            {d.attempts} attempts
            <ExpandMoreRoundedIcon sx={{ fontSize: 16, transform: open ? 'rotate(180deg)' : 'none' }} />
          </Link>
        ) : (
          <Typography variant="caption">
            {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
          </Typography>
        )}
        <Typography variant="caption">{relativeTime(d.createdAt)}</Typography>
        {d.redelivery && <Chip size="small" label="redelivery" sx={{ height: 20, fontSize: 11 }} />}
        {d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 && (
          <Typography variant="caption">next try {new Date(d.nextAttemptAt).toLocaleTimeString()}</Typography>
        )}
      </Stack>
      {open && (
        <Box component="ol" data-testid="delivery-attempts" sx={{ m: 0, mt: 0.75, pl: 2.5, color: 'text.secondary' }}>
          {d.history.map((a, i) => (
            <Typography component="li" variant="caption" key={`${a.at}-${i}`} sx={{ display: 'list-item' }}>
              {new Date(a.at).toLocaleTimeString()} · {a.statusCode ? `Response ${a.statusCode}` : (a.error ?? 'No response')} · {a.latencyMs} ms
            </Typography>
          ))}
        </Box>
      )}
      {/* "HTTP 503" says no more than the response code */}
      {d.error && d.error !== `HTTP ${d.responseCode}` && (
        <Typography variant="caption" color="error.main" sx={{ display: 'block', mt: 0.5 }}>
          {d.error}
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.25, alignItems: 'center', color: 'text.disabled' }}>
        <Typography variant="caption" sx={{ flexShrink: 0 }}>
          Delivery id
        </Typography>
        <Typography variant="caption" sx={{ fontFamily: 'fontFamilyMono', fontSize: 11, minWidth: 0 }} noWrap title={d.id}>
          {d.id}
        </Typography>
        <CopyButton value={d.id} label="Copy delivery id" toast="Delivery id copied" />
      </Stack>
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
      enqueueSnackbar(`${webhookEventLabel(d.eventType)}: queued for redelivery`, { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(<ErrorToast title="Failed to redeliver" error={e} />, { variant: 'error' });
    }
  };
  const count = (status: DeliveryRow['status']) => log.deliveries.filter((d) => d.status === status).length;
  const counts = (['delivered', 'pending', 'failed'] as const).filter((s) => count(s) > 0).map((s) => `${count(s)} ${STATUS[s].label.toLowerCase()}`);
  return (
    <Drawer anchor="right" open={webhook !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', px: 2.5, pt: 2, pb: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6">Recent Deliveries</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'fontFamilyMono', fontSize: 13 }} noWrap title={webhook?.url}>
            {webhook?.url}
          </Typography>
          {log.deliveries.length > 0 && (
            <Typography variant="caption" color="text.secondary" data-testid="delivery-counts">
              Last {log.deliveries.length}: {counts.join(' · ')}
            </Typography>
          )}
        </Box>
        <Tooltip title="Refresh">
          <IconButton onClick={() => void log.refetch()} aria-label="Refresh deliveries">
            <RefreshRoundedIcon />
          </IconButton>
        </Tooltip>
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
