import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Card, Chip, Link, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import UnarchiveRoundedIcon from '@mui/icons-material/UnarchiveRounded';
import type { FlagType } from '@flagstream/domain';
import { TypeBadge } from './FlagBits';
import { staleReasonText } from './staleModel';
import type { FlagView, StaleInfo } from './staleModel';
import { shortDateTime } from '../flag/format';
import { AlignedRow, Shrinkable } from './flagListParts';

/** The "Stale" badge of a flag the server calls stale, saying why in its tooltip. */
export function StaleBadge({ stale, days }: { stale: StaleInfo | undefined; days: number | null }) {
  if (!stale) return null;
  return (
    <Tooltip title={`${staleReasonText(stale, days)}: a candidate for archiving`}>
      <Chip label="Stale" size="small" variant="stale" icon={<HourglassBottomRoundedIcon />} data-testid="stale-badge" />
    </Tooltip>
  );
}

const FilterButton = styled(ToggleButton)(({ theme }) => ({
  paddingLeft: theme.spacing(1.5),
  paddingRight: theme.spacing(1.5),
  paddingTop: theme.spacing(0.4),
  paddingBottom: theme.spacing(0.4),
  gap: theme.spacing(0.75),
  fontWeight: 600,
}));

const Filter = styled(ToggleButtonGroup)(({ theme }) => ({ backgroundColor: theme.palette.background.paper, flexShrink: 0 }));

const VIEWS: { view: FlagView; label: string }[] = [
  { view: 'active', label: 'All' },
  { view: 'stale', label: 'Stale' },
  { view: 'archived', label: 'Archived' },
];

/** All / Stale / Archived: which flags the list shows. */
export function FlagViewFilter({ view, counts, onChange }: { view: FlagView; counts: Record<FlagView, number>; onChange: (v: FlagView) => void }) {
  return (
    <Filter size="small" exclusive value={view} onChange={(_e, v: FlagView | null) => v && onChange(v)} aria-label="Show flags">
      {VIEWS.map(({ view: v, label }) => (
        <FilterButton key={v} value={v}>
          {label}
          <Badge variant="inline" badgeContent={counts[v]} showZero max={999} color={v === 'stale' && counts.stale > 0 ? 'warning' : 'default'} />
        </FilterButton>
      ))}
    </Filter>
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

const EmptyCard = styled(Card)(({ theme }) => ({ padding: theme.spacing(4), textAlign: 'center' }));

const EmptyTitle = styled(Typography)({ fontWeight: 600 });

function NoArchivedFlags() {
  return (
    <EmptyCard>
      <EmptyTitle variant="subtitle1">No archived flags</EmptyTitle>
      <Typography variant="body2" color="text.secondary">
        Archive a flag nobody reads any more: it stops being served and can be restored at any time.
      </Typography>
    </EmptyCard>
  );
}

/** An archived flag's row, ruled off from the one above it. */
const Row = styled(Stack, { shouldForwardProp: (p) => p !== 'first' })<{ first: boolean }>(({ theme, first }) => ({
  paddingLeft: theme.spacing(2.5),
  paddingRight: theme.spacing(2.5),
  paddingTop: theme.spacing(1.75),
  paddingBottom: theme.spacing(1.75),
  borderTop: first ? '0px solid' : '1px solid',
  borderColor: theme.palette.divider,
  justifyContent: 'space-between',
  [theme.breakpoints.up('sm')]: { alignItems: 'center' },
}));

const ArchivedName = styled(Link)({ fontWeight: 600, overflowWrap: 'anywhere' }) as typeof Link;

const ArchivedChip = styled(Chip)({ height: 20, fontSize: 11 });

const Details = styled(Stack)(({ theme }) => ({ alignItems: 'center', marginTop: theme.spacing(0.5), flexWrap: 'wrap' }));

const ArchivedKey = styled(Typography)(({ theme }) => ({
  fontFamily: theme.typography.fontFamilyMono,
  fontSize: 12.5,
  color: theme.palette.text.secondary,
  overflowWrap: 'anywhere',
  minWidth: 0,
})) as typeof Typography;

const Since = styled(Typography)(({ theme }) => ({ display: 'block', marginTop: theme.spacing(0.25) }));

const UnarchiveButton = styled(Button)(({ theme }) => ({
  flexShrink: 0,
  alignSelf: 'flex-start',
  [theme.breakpoints.up('sm')]: { alignSelf: 'center' },
}));

/** One archived flag: its name (to its page), type, key and since when; Unarchive for managers. */
function ArchivedFlagRow({ flag: f, first, busy, onUnarchive }: { flag: ArchivedRow; first: boolean; busy: boolean; onUnarchive?: () => void }) {
  return (
    <Row direction={{ xs: 'column', sm: 'row' }} spacing={1.5} first={first}>
      <Shrinkable>
        <AlignedRow direction="row" spacing={1}>
          <ArchivedName component={RouterLink} to={`/flags/${encodeURIComponent(f.key)}`} underline="hover" color="text.secondary">
            {f.name}
          </ArchivedName>
          <ArchivedChip label="Archived" size="small" variant="outlined" />
        </AlignedRow>
        <Details direction="row" spacing={0.75} useFlexGap>
          <TypeBadge type={f.type as FlagType} />
          <ArchivedKey component="code">{f.key}</ArchivedKey>
        </Details>
        {f.archivedAt && (
          <Since variant="caption" color="text.secondary">
            Not served since {shortDateTime(f.archivedAt)}
          </Since>
        )}
      </Shrinkable>
      {onUnarchive && (
        <UnarchiveButton
          variant="outlined"
          size="small"
          startIcon={<UnarchiveRoundedIcon />}
          disabled={busy}
          onClick={onUnarchive}
          aria-label={`Unarchive ${f.name}`}
        >
          Unarchive
        </UnarchiveButton>
      )}
    </Row>
  );
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
  if (flags.length === 0) return <NoArchivedFlags />;
  const unarchive = (f: ArchivedRow) => {
    setBusy(f.id);
    void onUnarchive(f)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  return (
    <Card data-testid="archived-flags">
      {flags.map((f, i) => (
        <ArchivedFlagRow key={f.id} flag={f} first={i === 0} busy={busy === f.id} onUnarchive={canManage ? () => unarchive(f) : undefined} />
      ))}
    </Card>
  );
}
