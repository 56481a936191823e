import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import AllInclusiveRoundedIcon from '@mui/icons-material/AllInclusiveRounded';
import CalendarTodayRoundedIcon from '@mui/icons-material/CalendarTodayRounded';
import { valueToText } from '@flagstream/domain';
import type { FlagValue, ValueSetting } from '@flagstream/domain';
import { CopyButton } from '../../components/CopyButton';
import { shortDate, truncate } from '../../lib/format';
import { graphql } from '../../apollo/generated';
import type { OverrideCard_OverrideFragment } from '../../apollo/generated/graphql';
import { dateTime, expiresSoon, expiryRelative } from './time';

/**
 * What the card (and the edit form it opens) shows of an override; the list query, create and update
 * spread it, so Apollo's cache updates the card from their answers.
 */
export const OVERRIDE_CARD_FRAGMENT = graphql(`
  fragment OverrideCard_override on Override {
    id uuid name description environment { id uuid name } featureFlagValues
    expiresAt isActive expired priority createdAt updatedAt
  }
`);

export type OverrideRow = OverrideCard_OverrideFragment;

export const OVERRIDE_UUID_COPIED = 'Override UUID copied to clipboard';
const FLAGS_SHOWN = 4;
const mono = { fontFamily: 'fontFamilyMono', fontSize: 12.5 } as const;

export type { OverrideStatus } from '@flagstream/domain';
import type { OverrideStatus } from '@flagstream/domain';

export function StatusBadge({ status }: { status: OverrideStatus }) {
  const c = {
    active: { label: 'Active', color: 'success' as const },
    inactive: { label: 'Inactive', color: 'default' as const },
    expired: { label: 'Expired', color: 'error' as const },
  }[status];
  return (
    <Chip
      size="small"
      color={c.color}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor' }} />
          <span>{c.label}</span>
        </Stack>
      }
      sx={{ fontWeight: 600, flexShrink: 0 }}
    />
  );
}

function valueLabel(v: ValueSetting | undefined): string {
  if (!v) return '';
  const t = valueToText(v.value as FlagValue);
  return t === '' ? '""' : t;
}

/** One override: status badge, environment, expiry, per-flag values, created date, UUID and actions. */
export function OverrideCard({
  override,
  status,
  now,
  flagNames,
  canManage,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  override: OverrideRow;
  status: OverrideStatus;
  now: number;
  flagNames: Record<string, string>;
  canManage: boolean;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const values = (override.featureFlagValues ?? {}) as Record<string, ValueSetting>;
  const keys = Object.keys(values).sort();
  const shown = showAll ? keys : keys.slice(0, FLAGS_SHOWN);
  const soon = status !== 'expired' && expiresSoon(override.expiresAt, now);

  return (
    <Card
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        opacity: status === 'active' ? 1 : 0.97,
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: '0 4px 18px rgba(15,23,42,0.06)' },
      }}
    >
      <CardContent sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 17, overflowWrap: 'anywhere' }}>
              {override.name}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary' }}>
              <LayersRoundedIcon sx={{ fontSize: 16 }} />
              <Typography variant="body2" noWrap>
                {override.environment?.name ?? 'Unknown environment'}
              </Typography>
            </Stack>
          </Box>
          <StatusBadge status={status} />
        </Stack>

        <Typography
          variant="body2"
          sx={{
            color: override.description ? 'text.secondary' : 'text.disabled',
            mt: 1.25,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            fontStyle: override.description ? 'normal' : 'italic',
          }}
        >
          {override.description || 'No description'}
        </Typography>

        <Stack
          direction="row"
          spacing={1}
          sx={{
            mt: 2,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            alignItems: 'center',
            bgcolor: soon ? 'rgba(217,119,6,0.10)' : status === 'expired' ? 'rgba(220,38,38,0.08)' : 'action.hover',
            color: soon ? 'warning.main' : status === 'expired' ? 'error.main' : 'text.secondary',
          }}
        >
          {override.expiresAt ? <ScheduleRoundedIcon sx={{ fontSize: 18 }} /> : <AllInclusiveRoundedIcon sx={{ fontSize: 18 }} />}
          {override.expiresAt ? (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
                {expiryRelative(override.expiresAt, now)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {dateTime(override.expiresAt)}
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
              No expiry
            </Typography>
          )}
          {soon && <Chip size="small" color="warning" label="Expiring soon" sx={{ ml: 'auto !important', fontWeight: 600, flexShrink: 0 }} />}
        </Stack>

        <Box sx={{ mt: 2 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em', fontSize: 11 }}>
            Flag values ({keys.length})
          </Typography>
          {keys.length === 0 && (
            // Issue 17: the flags it covered were deleted; say so instead of an empty list.
            <Typography variant="body2" color="warning.main" sx={{ mt: 0.75 }} data-testid="override-empty">
              No flag values left: it serves {override.environment?.name ?? 'its environment'} unchanged. Edit it to add values, or delete it.
            </Typography>
          )}
          <Stack spacing={0.5} sx={{ mt: 0.75 }}>
            {shown.map((k) => {
              const v = values[k];
              return (
                <Stack key={k} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Tooltip title={v?.enabled ? 'Enabled' : 'Disabled'}>
                    <Box
                      sx={{ width: 7, height: 7, borderRadius: '50%', flexShrink: 0, bgcolor: v?.enabled ? 'success.main' : 'grey.500' }}
                      role="img"
                      aria-label={v?.enabled ? 'Enabled' : 'Disabled'}
                    />
                  </Tooltip>
                  {/* A long key wraps; it never pushes the value out of sight (issue 17). */}
                  <Typography sx={{ ...mono, flex: '1 1 auto', minWidth: 0, wordBreak: 'break-all' }} title={flagNames[k] ? `${flagNames[k]} (${k})` : k}>
                    {k}
                  </Typography>
                  <Typography sx={{ ...mono, color: 'text.disabled', flexShrink: 0 }}>&rarr;</Typography>
                  <Typography
                    sx={{
                      ...mono,
                      fontWeight: 600,
                      color: (t) => (v?.enabled ? (t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.main) : t.palette.text.secondary),
                      textDecoration: v?.enabled ? 'none' : 'line-through',
                      flex: '0 0 auto',
                      maxWidth: '50%',
                      minWidth: 0,
                    }}
                    noWrap
                    title={valueLabel(v)}
                  >
                    {valueLabel(v)}
                  </Typography>
                  {!v?.enabled && (
                    <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                      disabled
                    </Typography>
                  )}
                </Stack>
              );
            })}
          </Stack>
          {keys.length > FLAGS_SHOWN && (
            <Button size="small" onClick={() => setShowAll((s) => !s)} sx={{ mt: 0.5, ml: -1, px: 1 }}>
              {showAll ? 'Show less' : `Show all ${keys.length}`}
            </Button>
          )}
        </Box>

        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1} sx={{ mt: 2, pt: 1.25, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CalendarTodayRoundedIcon sx={{ fontSize: 13 }} />
              <Typography variant="caption">Created {shortDate(override.createdAt)}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <Typography variant="caption" sx={{ ...mono, fontSize: 11.5 }} noWrap title={override.uuid}>
                {truncate(override.uuid, 30)}
              </Typography>
              <CopyButton value={override.uuid} label="Copy override UUID" toast={OVERRIDE_UUID_COPIED} />
            </Stack>
          </Box>
          {canManage && (
            <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', flexShrink: 0 }}>
              <Tooltip title={status === 'expired' ? 'Expired: edit the expiry to use it again' : status === 'active' ? 'Deactivate' : 'Activate'}>
                <span>
                  <Switch
                    checked={status === 'active'}
                    disabled={toggling || status === 'expired'}
                    onChange={onToggle}
                    slotProps={{ input: { 'aria-label': status === 'active' ? `Deactivate ${override.name}` : `Activate ${override.name}` } }}
                  />
                </span>
              </Tooltip>
              <Tooltip title="Edit override">
                <IconButton size="small" aria-label={`Edit ${override.name}`} onClick={onEdit}>
                  <EditRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete override">
                <IconButton size="small" aria-label={`Delete ${override.name}`} onClick={onDelete} sx={{ '&:hover': { color: 'error.main' } }}>
                  <DeleteOutlineRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
