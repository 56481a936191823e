import type { ReactNode } from 'react';
import { Avatar, CardHeader, Chip, Grid, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { CopyButton } from '../../components/CopyButton';
import { truncate } from '../../lib/format';
import { overrideChip } from './setupModel';
import type { SetupOverride } from './setupModel';
import { DetailLabel, DetailLine, DetailValue, MissingText, Shrinkable, UuidLine, UuidText } from './setupStyles';

export { StatusDot } from './setupStyles';

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
    <DetailLine direction="row" spacing={1}>
      <DetailLabel variant="body2" color="text.secondary">
        {label}
      </DetailLabel>
      <DetailValue>{children}</DetailValue>
    </DetailLine>
  );
}

/** A uuid, cut to fit with the whole value on hover, and its copy button; "Missing" when there is none. */
export function UuidRow({ label, value, empty }: { label: string; value: string | undefined; empty?: string }) {
  return (
    <Shrinkable>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {value ? (
        <UuidLine direction="row" spacing={0.5}>
          <Tooltip title={value}>
            <UuidText variant="copyValue" component="p">
              {truncate(value, UUID_DISPLAY_MAX)}
            </UuidText>
          </Tooltip>
          <CopyButton value={value} label={`Copy ${label}`} />
        </UuidLine>
      ) : (
        <MissingText variant="body2" color={empty ? 'text.disabled' : 'warning.main'}>
          {empty ?? 'Missing'}
        </MissingText>
      )}
    </Shrinkable>
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
