import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, Chip, Link, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import UnarchiveRoundedIcon from '@mui/icons-material/UnarchiveRounded';
import type { FlagType } from '@flagstream/domain';
import { TypeBadge } from './FlagBits';
import { staleReasonText } from './staleModel';
import type { FlagView, StaleInfo } from './staleModel';
import { shortDateTime } from '../flag/format';

/** The "Stale" badge of a flag the server calls stale, saying why in its tooltip. */
export function StaleBadge({ stale, days }: { stale: StaleInfo | undefined; days: number | null }) {
  if (!stale) return null;
  return (
    <Tooltip title={`${staleReasonText(stale, days)}: a candidate for archiving`}>
      <Chip
        label="Stale"
        size="small"
        icon={<HourglassBottomRoundedIcon />}
        data-testid="stale-badge"
        sx={(t) => ({
          height: 20,
          fontSize: 11,
          fontWeight: 700,
          flexShrink: 0,
          color: t.palette.mode === 'dark' ? t.palette.warning.light : t.palette.warning.dark,
          bgcolor: alpha(t.palette.warning.main, t.palette.mode === 'dark' ? 0.2 : 0.12),
          '& .MuiChip-icon': { fontSize: 13, color: 'inherit', ml: 0.5 },
        })}
      />
    </Tooltip>
  );
}

/** All / Stale / Archived: which flags the list shows. */
export function FlagViewFilter({ view, counts, onChange }: { view: FlagView; counts: Record<FlagView, number>; onChange: (v: FlagView) => void }) {
  const item = (v: FlagView, label: string) => (
    <ToggleButton value={v} sx={{ px: 1.5, py: 0.4, gap: 0.75, fontWeight: 600 }}>
      {label}
      <Badge
        badgeContent={counts[v]}
        showZero
        max={999}
        color={v === 'stale' && counts.stale > 0 ? 'warning' : 'default'}
        sx={{
          '& .MuiBadge-badge': {
            position: 'static',
            transform: 'none',
            fontSize: 11,
            height: 18,
            minWidth: 18,
            bgcolor: v === 'stale' && counts.stale > 0 ? undefined : 'action.selected',
          },
        }}
      />
    </ToggleButton>
  );
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_e, v: FlagView | null) => v && onChange(v)}
      aria-label="Show flags"
      sx={{ bgcolor: 'background.paper', flexShrink: 0 }}
    >
      {item('active', 'All')}
      {item('stale', 'Stale')}
      {item('archived', 'Archived')}
    </ToggleButtonGroup>
  );
}

interface ArchivedRow {
  id: string;
  key: string;
  name: string;
  type: string;
  description: string;
  archivedAt?: string | null;
}

/** Archived flags: not served; each can be unarchived, served again as it was. */
export function ArchivedFlagsList({
  flags,
  canManage,
  onUnarchive,
}: {
  flags: ArchivedRow[];
  canManage: boolean;
  onUnarchive: (f: ArchivedRow) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (flags.length === 0)
    return (
      <Card sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          No archived flags
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Archive a flag nobody reads any more: it stops being served and can be restored at any time.
        </Typography>
      </Card>
    );
  return (
    <Card data-testid="archived-flags">
      {flags.map((f, i) => (
        <Stack
          key={f.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ px: 2.5, py: 1.75, borderTop: i ? 1 : 0, borderColor: 'divider', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Link
                component={RouterLink}
                to={`/flags/${encodeURIComponent(f.key)}`}
                underline="hover"
                color="text.secondary"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {f.name}
              </Link>
              <Chip label="Archived" size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
            </Stack>
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
              <TypeBadge type={f.type as FlagType} />
              <Typography
                component="code"
                sx={{ fontFamily: 'fontFamilyMono', fontSize: 12.5, color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {f.key}
              </Typography>
            </Stack>
            {f.archivedAt && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
                Not served since {shortDateTime(f.archivedAt)}
              </Typography>
            )}
          </Box>
          {canManage && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<UnarchiveRoundedIcon />}
              disabled={busy === f.id}
              onClick={() => {
                setBusy(f.id);
                void onUnarchive(f)
                  .catch(() => undefined)
                  .finally(() => setBusy(null));
              }}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
              aria-label={`Unarchive ${f.name}`}
            >
              Unarchive
            </Button>
          )}
        </Stack>
      ))}
    </Card>
  );
}
