import type { ReactNode } from 'react';
import { Avatar, Box, CardHeader, Chip, Grid, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { CopyButton } from '../../components/CopyButton';
import { truncate } from '../../lib/format';
import { overrideChip } from './setupModel';
import type { SetupOverride } from './setupModel';

const UUID_DISPLAY_MAX = 30;

/** A card's header: the accent icon tile, the title, one line under it. */
export function SectionHeader({ icon, title, subheader }: { icon: ReactNode; title: string; subheader?: ReactNode }) {
  return (
    <CardHeader
      avatar={<Avatar variant="tile">{icon}</Avatar>}
      title={title}
      subheader={subheader}
      slotProps={{ title: { variant: 'cardTitle' }, subheader: { variant: 'body2' } }}
    />
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 34, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>{children}</Box>
    </Stack>
  );
}

/** A uuid, cut to fit with the whole value on hover, and its copy button; "Missing" when there is none. */
export function UuidRow({ label, value, empty }: { label: string; value: string | undefined; empty?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {value ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Tooltip title={value}>
            <Typography sx={{ fontFamily: 'fontFamilyMono', fontSize: 13, fontWeight: 500, overflow: 'hidden', whiteSpace: 'nowrap', minWidth: 0 }}>
              {truncate(value, UUID_DISPLAY_MAX)}
            </Typography>
          </Tooltip>
          <CopyButton value={value} label={`Copy ${label}`} />
        </Stack>
      ) : (
        <Typography variant="body2" color={empty ? 'text.disabled' : 'warning.main'} sx={{ py: 0.5 }}>
          {empty ?? 'Missing'}
        </Typography>
      )}
    </Box>
  );
}

export function StatusDot({ active }: { active: boolean }) {
  return (
    <Box
      component="span"
      sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, display: 'inline-block', bgcolor: active ? 'success.main' : 'text.disabled' }}
    />
  );
}

export function OverrideStatus({ o }: { o: SetupOverride }) {
  const { status, label } = overrideChip(o, Date.now());
  return <Chip size="xsmall" label={label} color={status === 'active' ? 'success' : 'default'} variant="outlined" />;
}

export function SetupSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}
