import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, IconButton, Link, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import { describeError } from '../../apollo/errors';
import type { StaleFlagView } from '../flags/useFlagHygiene';
import { staleReasonText } from '../flags/staleModel';
import { CardTitle } from './parts';
import { StaleSettingsDialog } from './StaleSettingsDialog';
import { noStaleText, staleSubtitle, staleTitle } from './staleFlagsModel';
import { useStaleFlagsCard } from './useStaleFlagsCard';

type StaleCard = ReturnType<typeof useStaleFlagsCard>;

const NoneLine = styled(Stack)(({ theme }) => ({ alignItems: 'center', paddingTop: theme.spacing(1), paddingBottom: theme.spacing(1) }));
const FlagRow = styled(Stack, { shouldForwardProp: (p) => p !== 'first' })<{ first: boolean }>(({ theme, first }) => ({
  paddingTop: theme.spacing(1.25),
  paddingBottom: theme.spacing(1.25),
  borderTop: first ? '0px solid' : '1px solid',
  borderColor: theme.palette.divider,
  alignItems: 'center',
  justifyContent: 'space-between',
}));
const Shrinkable = styled(Box)({ minWidth: 0 });
// cast: styled() drops the `component` prop from Link's and Typography's types
const FlagLink = styled(Link)({ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }) as typeof Link;
const Reason = styled(Typography)({ display: 'block' }) as typeof Typography;
const ArchiveButton = styled(Button)(({ theme }) => ({ flexShrink: 0, borderColor: theme.palette.divider }));
const MoreButton = styled(Button)(({ theme }) => ({ alignSelf: 'flex-start', marginTop: theme.spacing(1) }));

/**
 * Stale flags (issue 20): flags not evaluated anywhere, or serving one variant only, for the
 * project's N days, each with a one-click Archive (restorable from its toast or the Archived
 * filter); managers set N here.
 */
export const StaleFlagsCard = memo(function StaleFlagsCard({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const c = useStaleFlagsCard(projectId);
  const settings = canManage && (
    <Tooltip title="Stale after N days">
      <IconButton size="small" aria-label="Stale flag settings" onClick={c.openSettings}>
        <SettingsOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  return (
    <Card data-testid="stale-flags-card" variant="panel">
      <CardContent>
        <CardTitle title={staleTitle(c.count)} subtitle={staleSubtitle(c.days)} action={settings} />
        <StaleBody c={c} canManage={canManage} />
      </CardContent>
      {canManage && c.settingsOpen && c.days !== null && <StaleSettingsDialog days={c.days} onClose={c.closeSettings} onSave={c.saveDays} />}
    </Card>
  );
});

/** Why the flags could not be read, their skeleton, "none", or the list. */
function StaleBody({ c, canManage }: { c: StaleCard; canManage: boolean }) {
  if (c.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={c.retry}>
            Retry
          </Button>
        }
      >
        Stale flags could not be loaded: {describeError(c.error)}
      </Alert>
    );
  if (c.loading)
    return (
      <Stack spacing={1.5}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  if (c.count === 0)
    return (
      <NoneLine direction="row" spacing={1.5}>
        <CheckCircleOutlineRoundedIcon color="success" />
        <Typography variant="body2" color="text.secondary">
          {noStaleText(c.days)}
        </Typography>
      </NoneLine>
    );
  return (
    <Stack>
      {c.list.map((s, i) => (
        <StaleFlagRow key={s.flagId} s={s} first={i === 0} days={c.days} archive={canManage ? c.archive : null} busy={c.busy === s.flagId} />
      ))}
      {c.more && (
        <MoreButton size="small" onClick={c.toggleAll}>
          {c.more}
        </MoreButton>
      )}
    </Stack>
  );
}

/** A stale flag: its page, key and reason; Archive for managers. */
function StaleFlagRow({
  s,
  first,
  days,
  archive,
  busy,
}: {
  s: StaleFlagView;
  first: boolean;
  days: number | null;
  archive: StaleCard['archive'] | null;
  busy: boolean;
}) {
  return (
    <FlagRow direction="row" spacing={1.5} first={first} data-testid={`stale-${s.flagKey}`}>
      <Shrinkable>
        <FlagLink component={RouterLink} to={`/flags/${encodeURIComponent(s.flagKey)}`} underline="hover" color="text.primary">
          {s.flagName}
        </FlagLink>
        <Reason variant="caption" color="text.secondary">
          <code>{s.flagKey}</code> · {staleReasonText(s, days)}
        </Reason>
      </Shrinkable>
      {archive && (
        <ArchiveButton
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<ArchiveOutlinedIcon />}
          disabled={busy}
          onClick={() => archive(s)}
          aria-label={`Archive ${s.flagName}`}
        >
          Archive
        </ArchiveButton>
      )}
    </FlagRow>
  );
}
