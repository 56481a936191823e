import { Fragment, useEffect, useRef } from 'react';
import { Box, Button, ButtonBase, Card, Chip, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { alpha, darken, lighten } from '@mui/material/styles';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import UpdateRoundedIcon from '@mui/icons-material/UpdateRounded';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import FilterAltRoundedIcon from '@mui/icons-material/FilterAltRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import { Link as RouterLink } from 'react-router-dom';
import { relativeTime } from '../../lib/format';
import { FieldDiff } from './FieldDiff';
import { dateTime, fieldChanges, kindMeta, readableSummary } from './auditModel';
import type { HistoryEntryView, RestoreTarget } from './auditModel';

/** A kind of entity as a small chip in its timeline colour. */
export function KindChip({ kind }: { kind: string }) {
  const m = kindMeta(kind);
  return (
    <Chip
      size="small"
      label={m.label}
      variant="outlined"
      sx={(t) => ({
        height: 22,
        fontSize: 11.5,
        fontWeight: 600,
        borderRadius: 1.5,
        // The dot's hue, toned so the label reads at >= 4.5:1 in light and dark (WCAG AA).
        color: t.palette.mode === 'dark' ? lighten(m.colour, 0.45) : darken(m.colour, 0.38),
        borderColor: alpha(m.colour, 0.45),
        bgcolor: alpha(m.colour, 0.06),
      })}
    />
  );
}

/** The coloured dot of an entity kind, ringed like the dashboard's activity dots. */
export function KindDot({ kind, size = 12 }: { kind: string; size?: number }) {
  const c = kindMeta(kind).colour;
  return (
    <Box
      data-kind={kind}
      sx={(t) => ({
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: c,
        flexShrink: 0,
        boxShadow: `0 0 0 3px ${t.palette.background.paper}, 0 0 0 4.5px ${alpha(c, 0.35)}`,
      })}
    />
  );
}

const dayOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export interface EntryActions {
  onTravel: (e: HistoryEntryView) => void;
  onCompare: (e: HistoryEntryView) => void;
  /** narrows the timeline to the entry's entity */
  onOnly: (e: HistoryEntryView) => void;
  /** the entry's restore, when the user may restore it */
  restoreOf: (e: HistoryEntryView) => { target: RestoreTarget; label: string } | null;
  onRestore: (t: RestoreTarget) => void;
}

function Entry({
  entry,
  expanded,
  highlighted,
  last,
  onToggle,
  actions,
  names,
}: {
  entry: HistoryEntryView;
  expanded: boolean;
  highlighted: boolean;
  last: boolean;
  onToggle: () => void;
  actions: EntryActions;
  names: Record<string, string>;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const changes = expanded ? fieldChanges(entry.before, entry.after) : [];
  const mode = !entry.before && entry.after ? 'added' : entry.before && !entry.after ? 'removed' : 'changed';
  const restore = actions.restoreOf(entry);
  const panelId = `audit-entry-${entry.position}`;
  return (
    <Box
      component="li"
      ref={ref}
      data-testid="audit-entry"
      data-position={entry.position}
      data-type={entry.type}
      sx={(t) => ({
        position: 'relative',
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
        px: { xs: 1.5, sm: 2.5 },
        ...(highlighted ? { bgcolor: alpha(t.palette.primary.main, 0.06) } : {}),
      })}
    >
      {/* the rail: a dot per event, joined by a line */}
      <Box sx={{ position: 'relative', width: 14, flexShrink: 0, display: 'flex', justifyContent: 'center', pt: 2.25 }}>
        {!last && <Box sx={{ position: 'absolute', top: 30, bottom: -18, width: 2, bgcolor: 'divider', borderRadius: 1 }} />}
        <KindDot kind={entry.entity.kind} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, py: 1 }}>
        <ButtonBase
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          sx={{
            width: '100%',
            textAlign: 'left',
            borderRadius: 2,
            px: 1,
            py: 0.75,
            mx: -1,
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1.5,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {readableSummary(entry.summary)}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ mt: 0.25, display: 'flex', flexWrap: 'wrap', columnGap: 0.75, rowGap: 0 }}
            >
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
                {entry.actor.name}
              </Box>
              <span aria-hidden>·</span>
              <span title={entry.at}>{relativeTime(entry.at)}</span>
              <span aria-hidden>·</span>
              <span>{dateTime(entry.at)}</span>
              <span aria-hidden>·</span>
              <Box component="span" sx={{ fontFamily: 'fontFamilyMono', fontSize: 11.5 }}>
                #{entry.position}
              </Box>
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <KindChip kind={entry.entity.kind} />
            </Box>
            <KeyboardArrowDownRoundedIcon fontSize="small" sx={{ color: 'text.secondary', transform: expanded ? 'rotate(180deg)' : 'none' }} />
          </Stack>
        </ButtonBase>
        {expanded && (
          <Box
            id={panelId}
            data-testid="audit-entry-details"
            sx={{ mt: 1, mb: 1, p: { xs: 1.5, sm: 2 }, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
              <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                <KindChip kind={entry.entity.kind} />
              </Box>
              <Typography variant="caption" sx={{ fontFamily: 'fontFamilyMono', fontWeight: 600 }}>
                {entry.type}
              </Typography>
              {entry.entity.name && (
                <Typography variant="caption" color="text.secondary">
                  on “{entry.entity.name}”
                </Typography>
              )}
            </Stack>
            <FieldDiff changes={changes} mode={mode} names={names} />
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ mt: 1.5, fontFamily: 'fontFamilyMono', fontSize: 11, overflowWrap: 'anywhere' }}
            >
              event {entry.eventId} · revision {entry.revision}
              {entry.correlationId ? ` · correlation ${entry.correlationId}` : ''}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
              <Button size="small" variant="outlined" startIcon={<UpdateRoundedIcon />} onClick={() => actions.onTravel(entry)}>
                View as of this event
              </Button>
              <Button size="small" variant="outlined" startIcon={<CompareArrowsRoundedIcon />} onClick={() => actions.onCompare(entry)}>
                Compare with now
              </Button>
              <Button size="small" startIcon={<FilterAltRoundedIcon />} onClick={() => actions.onOnly(entry)}>
                Only this {kindMeta(entry.entity.kind).label.toLowerCase()}
              </Button>
              {/* issue 17: a flag's page is reached from its history too */}
              {entry.entity.kind === 'flag' && typeof (entry.after as { key?: unknown } | null)?.key === 'string' && (
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/flags/${encodeURIComponent((entry.after as { key: string }).key)}`}
                  startIcon={<FlagRoundedIcon />}
                >
                  Open flag page
                </Button>
              )}
              {restore && (
                <Button
                  size="small"
                  variant="contained"
                  color="warning"
                  startIcon={<RestoreRoundedIcon />}
                  onClick={() => actions.onRestore(restore.target)}
                  sx={{ ml: { sm: 'auto' } }}
                >
                  {restore.label}
                </Button>
              )}
            </Stack>
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** Rows of skeletons shaped like timeline entries. */
export function TimelineSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Card role="status" aria-busy aria-label="Loading the audit log">
      <Stack sx={{ py: 1.5 }}>
        {Array.from({ length: rows }, (_, i) => (
          <Stack key={i} direction="row" spacing={2} sx={{ px: 2.5, py: 1.5, alignItems: 'flex-start' }}>
            <Skeleton variant="circular" width={12} height={12} sx={{ mt: 0.75 }} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width={`${55 + ((i * 17) % 35)}%`} />
              <Skeleton width="35%" height={16} />
            </Box>
            <Skeleton variant="rounded" width={84} height={22} sx={{ display: { xs: 'none', sm: 'block' } }} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** The timeline: entries newest first, grouped by day, each expanding to its field changes. */
export function Timeline({
  entries,
  expanded,
  highlighted,
  onToggle,
  actions,
  names,
  hasMore,
  loadingMore,
  onLoadMore,
  filtered,
}: {
  entries: HistoryEntryView[];
  expanded: ReadonlySet<number>;
  highlighted: string | null;
  onToggle: (position: number) => void;
  actions: EntryActions;
  names: Record<string, string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  filtered: boolean;
}) {
  return (
    <Card>
      <Box component="ol" aria-label="Audit log" sx={{ listStyle: 'none', m: 0, p: 0, pt: 0.5 }}>
        {entries.map((e, i) => {
          const day = dayOf(e.at);
          const newDay = i === 0 || dayOf(entries[i - 1]!.at) !== day;
          const lastOfDay = i === entries.length - 1 || dayOf(entries[i + 1]!.at) !== day;
          return (
            <Fragment key={e.eventId}>
              {newDay && (
                <Box
                  component="li"
                  aria-hidden
                  sx={{ px: { xs: 1.5, sm: 2.5 }, pt: i === 0 ? 1.5 : 2.5, pb: 0.5, borderTop: i === 0 ? 0 : 1, borderColor: 'divider' }}
                >
                  <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.5 }}>
                    {day}
                  </Typography>
                </Box>
              )}
              <Entry
                entry={e}
                expanded={expanded.has(e.position)}
                highlighted={highlighted === e.eventId}
                last={lastOfDay}
                onToggle={() => onToggle(e.position)}
                actions={actions}
                names={names}
              />
            </Fragment>
          );
        })}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', px: 2.5, py: 1.75, display: 'flex', justifyContent: 'center' }}>
        {hasMore ? (
          <Button onClick={onLoadMore} disabled={loadingMore} startIcon={loadingMore ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {loadingMore ? 'Loading...' : 'Load older events'}
          </Button>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {filtered ? 'No older events match these filters.' : 'Beginning of history: the project was created here.'}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
