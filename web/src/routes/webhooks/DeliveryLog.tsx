import { IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { ErrorState } from '../../components/StateViews';
import { DeliveryRow } from './DeliveryRow';
import { useDeliveryLog } from './useDeliveryLog';
import type { WebhookRow } from './useWebhooks';
import { Grow, LogDrawer, LogEmpty, LogEmptyButton, LogHead, LogInset, LogSkeletons } from './webhookParts';

type Log = ReturnType<typeof useDeliveryLog>;

/** The drawer's head: title, the webhook's URL, the summary of the last deliveries; refresh and close. */
function DeliveryLogHead({ log, onClose }: { log: Log; onClose: () => void }) {
  return (
    <LogHead direction="row" spacing={1}>
      <Grow>
        <Typography variant="h6">Recent Deliveries</Typography>
        <Typography variant="deliveryUrl" component="p" color="text.secondary" noWrap title={log.url}>
          {log.url}
        </Typography>
        {log.deliveries.length > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="delivery-counts">
            Last {log.deliveries.length}: {log.counts}
          </Typography>
        )}
      </Grow>
      <Tooltip title="Refresh">
        <IconButton onClick={log.refresh} aria-label="Refresh deliveries">
          <RefreshRoundedIcon />
        </IconButton>
      </Tooltip>
      <IconButton onClick={onClose} aria-label="Close deliveries">
        <CloseRoundedIcon />
      </IconButton>
    </LogHead>
  );
}

/** The log itself: its skeleton, error, empty state or one row per delivery. */
function DeliveryLogBody({ log }: { log: Log }) {
  if (log.loading)
    return (
      <LogSkeletons spacing={1}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </LogSkeletons>
    );
  if (log.error)
    return (
      <LogInset>
        <ErrorState title="Error loading deliveries" message={log.error.message} onRetry={log.refresh} />
      </LogInset>
    );
  if (log.deliveries.length === 0)
    return (
      <LogEmpty>
        <Typography variant="subtitle1" color="text.primary">
          No deliveries yet
        </Typography>
        <Typography variant="body2">Change something in this project: each subscribed event is sent here.</Typography>
        <LogEmptyButton onClick={log.refresh}>Refresh</LogEmptyButton>
      </LogEmpty>
    );
  return log.deliveries.map((d) => <DeliveryRow key={d.seq} d={d} onRedeliver={() => log.redeliver(d)} />);
}

/** A webhook's deliveries: status, response code, latency and attempts of each; redeliver any of them. */
export function DeliveryLog({ webhook, onClose }: { webhook: WebhookRow | null; onClose: () => void }) {
  const log = useDeliveryLog(webhook);
  return (
    <LogDrawer anchor="right" open={log.open} onClose={onClose}>
      <DeliveryLogHead log={log} onClose={onClose} />
      <DeliveryLogBody log={log} />
    </LogDrawer>
  );
}
