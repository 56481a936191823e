import { useState } from 'react';
import { Chip, IconButton, Tooltip, Typography } from '@mui/material';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { CopyButton } from '../../components/CopyButton';
import { relativeTime } from '../../lib/format';
import type { DeliveryRow as Delivery } from './useWebhooks';
import { webhookEventLabel } from './eventLabels';
import { DELIVERY_STATUS, attemptText, attemptsText, latencyText, nextTry, responseText, responseTone, showsError } from './webhookModel';
import { AttemptList, AttemptsToggle, DeliveryItem, ErrorLine, FixedLabel, Grow, IdLine, ItemHead, ItemMeta, StatusChip } from './webhookParts';

const STATUS_ICON = { delivered: <CheckCircleRoundedIcon />, pending: <ScheduleRoundedIcon />, failed: <ErrorRoundedIcon /> } as const;

/** The line under the event: response, latency, attempts (a toggle when there are several), when, redelivery, next try. */
function DeliveryMeta({ d, open, onToggle }: { d: Delivery; open: boolean; onToggle: () => void }) {
  const next = nextTry(d);
  return (
    <ItemMeta direction="row" spacing={1.5}>
      <Typography variant="responseCode" color={responseTone(d.responseCode)}>
        {responseText(d.responseCode)}
      </Typography>
      <Typography variant="caption">{latencyText(d.latencyMs)}</Typography>
      {d.history.length > 1 ? (
        <AttemptsToggle component="button" variant="caption" underline="hover" onClick={onToggle} aria-expanded={open}>
          {d.attempts} attempts
          <ExpandMoreRoundedIcon />
        </AttemptsToggle>
      ) : (
        <Typography variant="caption">{attemptsText(d.attempts)}</Typography>
      )}
      <Typography variant="caption">{relativeTime(d.createdAt)}</Typography>
      {d.redelivery && <Chip size="xsmall" label="redelivery" />}
      {next && <Typography variant="caption">{next}</Typography>}
    </ItemMeta>
  );
}

/** One delivery: event, status, redeliver; its meta line, attempts when opened, error and id. */
export function DeliveryRow({ d, onRedeliver }: { d: Delivery; onRedeliver: () => void }) {
  const [open, setOpen] = useState(false);
  const s = DELIVERY_STATUS[d.status];
  return (
    <DeliveryItem data-testid="delivery-row" data-status={d.status}>
      <ItemHead direction="row" spacing={1.25}>
        <Grow>
          <Typography variant="optionTitle" component="p" noWrap title={d.eventType}>
            {webhookEventLabel(d.eventType)}
          </Typography>
        </Grow>
        <StatusChip size="small" variant="outlined" color={s.color} icon={STATUS_ICON[d.status]} label={s.label} />
        <Tooltip title="Send again: same delivery id and body">
          <IconButton size="small" onClick={onRedeliver} aria-label={`Redeliver ${d.eventType}`}>
            <ReplayRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </ItemHead>
      <DeliveryMeta d={d} open={open} onToggle={() => setOpen((o) => !o)} />
      {open && (
        <AttemptList data-testid="delivery-attempts">
          {d.history.map((a, i) => (
            <Typography component="li" variant="caption" key={`${a.at}-${i}`}>
              {attemptText(a)}
            </Typography>
          ))}
        </AttemptList>
      )}
      {showsError(d) && (
        <ErrorLine variant="caption" color="error.main">
          {d.error}
        </ErrorLine>
      )}
      <IdLine direction="row" spacing={0.5}>
        <FixedLabel variant="caption">Delivery id</FixedLabel>
        <Typography variant="deliveryId" noWrap title={d.id}>
          {d.id}
        </Typography>
        <CopyButton value={d.id} label="Copy delivery id" toast="Delivery id copied" />
      </IdLine>
    </DeliveryItem>
  );
}
