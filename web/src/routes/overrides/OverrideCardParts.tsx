import { Box, Button, Chip, IconButton, Paper, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import AllInclusiveRoundedIcon from '@mui/icons-material/AllInclusiveRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import type { ValueSetting } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { shortDate, truncate } from '../../lib/format';
import { dateTime, expiryRelative } from './time';
import { OVERRIDE_UUID_COPIED, flagTitle, toggleLabel, toggleTitle, valueLabel } from './overrideCardModel';
import type { ExpiryTone } from './overrideCardModel';
import type { OverrideCardProps } from './OverrideCard';
import type { useOverrideCard } from './useOverrideCard';

const ExpiryPanel = styled(Paper, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: ExpiryTone }>(({ theme, tone }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginTop: theme.spacing(2),
  padding: theme.spacing(1, 1.5),
  backgroundColor: tone === 'soon' ? 'rgba(217,119,6,0.10)' : tone === 'expired' ? 'rgba(220,38,38,0.08)' : theme.palette.action.hover,
  color: tone === 'soon' ? theme.palette.warning.main : tone === 'expired' ? theme.palette.error.main : theme.palette.text.secondary,
}));

/** When the override expires: relative and exact, tinted when soon or past. */
export function ExpiryLine({ expiresAt, tone, now }: { expiresAt: string | null | undefined; tone: ExpiryTone; now: number }) {
  return (
    <ExpiryPanel variant="fieldPanel" tone={tone}>
      {expiresAt ? <ScheduleRoundedIcon sx={{ fontSize: 18 }} /> : <AllInclusiveRoundedIcon sx={{ fontSize: 18 }} />}
      {expiresAt ? (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
            {expiryRelative(expiresAt, now)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {dateTime(expiresAt)}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
          No expiry
        </Typography>
      )}
      {tone === 'soon' && <Chip size="small" color="warning" label="Expiring soon" sx={{ ml: 'auto', fontWeight: 600, flexShrink: 0 }} />}
    </ExpiryPanel>
  );
}

const EnabledDot = styled('span', { shouldForwardProp: (p) => p !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  width: 7,
  height: 7,
  borderRadius: '50%',
  flexShrink: 0,
  backgroundColor: on ? theme.palette.success.main : theme.palette.grey[500],
}));
const FlagKey = styled(Typography)({ flex: '1 1 auto', minWidth: 0, wordBreak: 'break-all' });
const FlagValue = styled(Typography, { shouldForwardProp: (p) => p !== 'on' })<{ on: boolean }>(({ theme, on }) => ({
  fontWeight: 600,
  color: on ? (theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main) : theme.palette.text.secondary,
  textDecoration: on ? 'none' : 'line-through',
  flex: '0 0 auto',
  maxWidth: '50%',
  minWidth: 0,
}));

/** One flag's value: enabled dot, key → value, "disabled". */
function FlagValueRow({ flagKey, v, title }: { flagKey: string; v: ValueSetting | undefined; title: string }) {
  const on = Boolean(v?.enabled);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Tooltip title={on ? 'Enabled' : 'Disabled'}>
        <EnabledDot on={on} role="img" aria-label={on ? 'Enabled' : 'Disabled'} />
      </Tooltip>
      {/* A long key wraps; it never pushes the value out of sight (issue 17). */}
      <FlagKey variant="monoValue" title={title}>
        {flagKey}
      </FlagKey>
      <Typography variant="monoValue" sx={{ color: 'text.disabled', flexShrink: 0 }}>
        &rarr;
      </Typography>
      <FlagValue variant="monoValue" on={on} noWrap title={valueLabel(v)}>
        {valueLabel(v)}
      </FlagValue>
      {!on && (
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          disabled
        </Typography>
      )}
    </Stack>
  );
}

/** The override's flag values, the first few with "Show all". */
export function FlagValuesList({
  card,
  environmentName,
  flagNames,
}: {
  card: ReturnType<typeof useOverrideCard>;
  environmentName: string | undefined;
  flagNames: Record<string, string>;
}) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="label">Flag values ({card.keys.length})</Typography>
      {card.keys.length === 0 && (
        // Issue 17: the flags it covered were deleted; say so instead of an empty list.
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.75 }} data-testid="override-empty">
          No flag values left: it serves {environmentName ?? 'its environment'} unchanged. Edit it to add values, or delete it.
        </Typography>
      )}
      <Stack spacing={0.5} sx={{ mt: 0.75 }}>
        {card.shown.map((k) => (
          <FlagValueRow key={k} flagKey={k} v={card.values[k]} title={flagTitle(flagNames, k)} />
        ))}
      </Stack>
      {card.canShowMore && (
        <Button size="small" onClick={card.toggleShowAll} sx={{ mt: 0.5, ml: -1, px: 1 }}>
          {card.showAll ? 'Show less' : `Show all ${card.keys.length}`}
        </Button>
      )}
    </Box>
  );
}

const DeleteButton = styled(IconButton)(({ theme }) => ({ '&:hover': { color: theme.palette.error.main } }));

/** Created date, UUID with copy, and (for managers) activate, edit and delete. */
export function CardFooter({ override, status, canManage, toggling, onToggle, onEdit, onDelete }: OverrideCardProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, pt: 1.25, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <CalendarTodayRoundedIcon sx={{ fontSize: 13 }} />
          <Typography variant="caption">Created {shortDate(override.createdAt)}</Typography>
        </Stack>
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <Typography variant="codeCaption" noWrap title={override.uuid}>
            {truncate(override.uuid, 30)}
          </Typography>
          <CopyButton value={override.uuid} label="Copy override UUID" toast={OVERRIDE_UUID_COPIED} />
        </Stack>
      </Box>
      {canManage && (
        <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Tooltip title={toggleTitle(status)}>
            <span>
              <Switch
                checked={status === 'active'}
                disabled={toggling || status === 'expired'}
                onChange={onToggle}
                slotProps={{ input: { 'aria-label': toggleLabel(status, override.name) } }}
              />
            </span>
          </Tooltip>
          <Tooltip title="Edit override">
            <IconButton size="small" aria-label={`Edit ${override.name}`} onClick={onEdit}>
              <EditRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete override">
            <DeleteButton size="small" aria-label={`Delete ${override.name}`} onClick={onDelete}>
              <DeleteOutlineRoundedIcon fontSize="small" />
            </DeleteButton>
          </Tooltip>
        </Stack>
      )}
    </Stack>
  );
}
