import { memo, useEffect, useRef } from 'react';
import { Button, Typography } from '@mui/material';
import UpdateRoundedIcon from '@mui/icons-material/UpdateRounded';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import RestoreRoundedIcon from '@mui/icons-material/RestoreRounded';
import FilterAltRoundedIcon from '@mui/icons-material/FilterAltRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import { Link as RouterLink } from 'react-router-dom';
import { relativeTime } from '../../lib/format';
import { FieldDiff } from './FieldDiff';
import { KindChip, KindDot } from './KindMarks';
import { dateTime, fieldChanges, kindMeta, readableSummary } from './auditModel';
import type { HistoryEntryView, RestoreTarget } from './auditModel';
import { entryModeOf, flagKeyOf } from './timelineModel';
import {
  Actor,
  DetailsHead,
  DetailsPanel,
  EntryBody,
  EntryButtons,
  EntryItem,
  EntryMeta,
  EntryToggle,
  EventIds,
  EventType,
  ExpandIcon,
  Grow,
  NarrowOnly,
  Position,
  Rail,
  RailLine,
  RestoreAction,
  ToggleEnd,
  WideOnly,
} from './TimelineParts';

export interface EntryActions {
  onTravel: (e: HistoryEntryView) => void;
  onCompare: (e: HistoryEntryView) => void;
  /** narrows the timeline to the entry's entity */
  onOnly: (e: HistoryEntryView) => void;
  /** the entry's restore, when the user may restore it */
  restoreOf: (e: HistoryEntryView) => { target: RestoreTarget; label: string } | null;
  onRestore: (t: RestoreTarget) => void;
}

interface EntryProps {
  entry: HistoryEntryView;
  expanded: boolean;
  highlighted: boolean;
  last: boolean;
  onToggle: (position: number) => void;
  actions: EntryActions;
  names: Record<string, string>;
}

/**
 * One event of the timeline: its dot on the rail, its summary, and (opened) its details. Memoised:
 * an answer or a toggle re-renders only the entries it changes (a page of 50 was ~4,300 components).
 */
export const TimelineEntry = memo(function TimelineEntry({ entry, expanded, highlighted, last, onToggle, actions, names }: EntryProps) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const panelId = `audit-entry-${entry.position}`;
  return (
    <EntryItem ref={ref} data-testid="audit-entry" data-position={entry.position} data-type={entry.type} highlighted={highlighted}>
      <Rail>
        {!last && <RailLine />}
        <KindDot kind={entry.entity.kind} />
      </Rail>
      <EntryBody>
        <EntryToggle onClick={() => onToggle(entry.position)} aria-expanded={expanded} aria-controls={panelId}>
          <EntrySummary entry={entry} />
          <ToggleEnd direction="row" spacing={0.5}>
            <WideOnly>
              <KindChip kind={entry.entity.kind} />
            </WideOnly>
            <ExpandIcon fontSize="small" open={expanded} />
          </ToggleEnd>
        </EntryToggle>
        {expanded && <EntryDetails id={panelId} entry={entry} actions={actions} names={names} />}
      </EntryBody>
    </EntryItem>
  );
});

/** What happened, then who · when · date · #position. */
function EntrySummary({ entry }: { entry: HistoryEntryView }) {
  return (
    <Grow>
      <Typography variant="entityName" component="p">
        {readableSummary(entry.summary)}
      </Typography>
      <EntryMeta variant="caption" color="text.secondary" component="div">
        <Actor>{entry.actor.name}</Actor>
        <span aria-hidden>·</span>
        <span title={entry.at}>{relativeTime(entry.at)}</span>
        <span aria-hidden>·</span>
        <span>{dateTime(entry.at)}</span>
        <span aria-hidden>·</span>
        <Position>#{entry.position}</Position>
      </EntryMeta>
    </Grow>
  );
}

/** The opened entry: its type, field changes, ids, and what can be done from it. */
function EntryDetails({ id, entry, actions, names }: { id: string; entry: HistoryEntryView; actions: EntryActions; names: Record<string, string> }) {
  return (
    <DetailsPanel id={id} data-testid="audit-entry-details">
      <DetailsHead direction="row" spacing={1} useFlexGap>
        <NarrowOnly>
          <KindChip kind={entry.entity.kind} />
        </NarrowOnly>
        <EventType variant="caption">{entry.type}</EventType>
        {entry.entity.name && (
          <Typography variant="caption" color="text.secondary">
            on “{entry.entity.name}”
          </Typography>
        )}
      </DetailsHead>
      <FieldDiff changes={fieldChanges(entry.before, entry.after)} mode={entryModeOf(entry)} names={names} />
      <EventIds variant="caption" color="text.secondary" component="div">
        event {entry.eventId} · revision {entry.revision}
        {entry.correlationId ? ` · correlation ${entry.correlationId}` : ''}
      </EventIds>
      <EntryActionButtons entry={entry} actions={actions} />
    </DetailsPanel>
  );
}

function EntryActionButtons({ entry, actions }: { entry: HistoryEntryView; actions: EntryActions }) {
  const restore = actions.restoreOf(entry);
  const flagKey = flagKeyOf(entry);
  return (
    <EntryButtons direction="row" spacing={1} useFlexGap>
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
      {flagKey !== null && (
        <Button size="small" component={RouterLink} to={`/flags/${encodeURIComponent(flagKey)}`} startIcon={<FlagRoundedIcon />}>
          Open flag page
        </Button>
      )}
      {restore && (
        <RestoreAction size="small" variant="contained" color="warning" startIcon={<RestoreRoundedIcon />} onClick={() => actions.onRestore(restore.target)}>
          {restore.label}
        </RestoreAction>
      )}
    </EntryButtons>
  );
}
