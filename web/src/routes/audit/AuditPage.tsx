import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import VerifiedUserRoundedIcon from '@mui/icons-material/VerifiedUserRounded';
import ViewTimelineRoundedIcon from '@mui/icons-material/ViewTimelineRounded';
import HistoryToggleOffRoundedIcon from '@mui/icons-material/HistoryToggleOffRounded';
import CompareArrowsRoundedIcon from '@mui/icons-material/CompareArrowsRounded';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import type { AuditVerifyQuery } from '../../apollo/generated/graphql';
import { PageHeader } from '../../components/PageHeader';
import { CardGridSkeleton, EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton';
import { useAuth } from '../../auth/authContext';
import { useProjects } from '../../state/ProjectsProvider';
import type { ProjectData } from '../../state/ProjectsProvider';
import { ErrorToast, ViewOnlyChip, errorDetail } from '../environments/feedback';
import { AUDIT_RESTORE, AUDIT_VERIFY } from './documents';
import { AuditFilters } from './AuditFilters';
import type { Person } from './AuditFilters';
import { Timeline, TimelineSkeleton } from './Timeline';
import type { EntryActions } from './Timeline';
import { TimeTravelPanel } from './TimeTravelPanel';
import { ComparePanel } from './ComparePanel';
import { useHistoryPages } from './useHistoryPages';
import { downloadHistory } from './exportHistory';
import type { ExportFormat } from './exportHistory';
import {
  describeInstant,
  filterFromParams,
  historyFilterOf,
  instantInput,
  isFiltered,
  kindMeta,
  mayRestore,
  nowInstant,
  restoreOfEntry,
  shortHash,
  writeFilter,
} from './auditModel';
import type { AuditFilter, HistoryEntryView, Instant, Permissions, RestoreTarget } from './auditModel';

type View = 'timeline' | 'travel' | 'compare';
/** Tab icons only where there is room: on a phone the three labels fill the row. */
const TAB_SX = { minHeight: 44, whiteSpace: 'nowrap', '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } } } as const;
const VIEWS: View[] = ['timeline', 'travel', 'compare'];

const RESTORE_TEXTS = {
  flag: { title: 'Restore Feature Flag', done: 'Feature flag' },
  environment: { title: 'Restore Environment Values', done: 'Values of environment' },
  override: { title: 'Restore Override', done: 'Override' },
} as const;

/** Audit Log (/audit): the project's full history, time travel, comparisons, restores, exports and an integrity check. */
export default function AuditPage() {
  const { current, loading } = useProjects();
  if (!current) {
    return loading ? (
      <CardGridSkeleton count={3} height={120} label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Audit Log" />
        <NoProjectSelected />
      </>
    );
  }
  return <AuditScreen key={current.id} project={current} />;
}

function AuditScreen({ project }: { project: ProjectData }) {
  const { refetch: refetchProjects } = useProjects();
  const { getToken } = useAuth();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const view: View = VIEWS.includes(params.get('view') as View) ? (params.get('view') as View) : 'timeline';
  const highlighted = params.get('event');
  const permissions: Permissions = project.permissions;
  const readOnly = !permissions.canManageFlags && !permissions.canManageEnvironments && !permissions.canManageOverrides;

  const gqlFilter = useMemo(() => historyFilterOf(filter), [filter]);
  const history = useHistoryPages(project.id, gqlFilter);

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [travelAt, setTravelAt] = useState<Instant | null>(null);
  const [compareFrom, setCompareFrom] = useState<Instant | null>(null);
  const [compareTo, setCompareTo] = useState<Instant | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [verify, setVerify] = useState<{ loading: boolean; result?: AuditVerifyQuery['verifyProjectHistory']; error?: string } | null>(null);
  const [restoreTarget, setRestoreTarget] = useState<RestoreTarget | null>(null);
  // what the dialog shows: kept while it fades out
  const [shownRestore, setShownRestore] = useState<RestoreTarget | null>(null);
  const [restore, restoreState] = useMutation(AUDIT_RESTORE);

  const setView = (v: View) => {
    const next = new URLSearchParams(params);
    if (v === 'timeline') next.delete('view');
    else next.set('view', v);
    setParams(next);
  };
  const setFilter = (f: AuditFilter) => {
    const next = writeFilter(params, f);
    next.delete('event');
    setParams(next, { replace: true });
    setExpanded(new Set());
  };

  // A link to one event (the dashboard's Recent Activity) opens it.
  useEffect(() => {
    if (!highlighted) return;
    const e = history.entries.find((x) => x.eventId === highlighted);
    if (e) setExpanded((s) => (s.has(e.position) ? s : new Set(s).add(e.position)));
  }, [highlighted, history.entries]);

  useEffect(() => {
    if (view === 'travel' && !travelAt) setTravelAt(nowInstant());
  }, [view, travelAt]);

  const envNames = useMemo(() => Object.fromEntries(project.environments.map((e) => [e.id, e.name])), [project.environments]);
  const people = useMemo(() => {
    const all = new Map<string, Person>();
    all.set(project.owner.id, { id: project.owner.id, name: project.owner.name });
    for (const m of project.team_members) all.set(m.id, { id: m.id, name: m.name || m.email });
    for (const e of history.entries) if (!all.has(e.actor.id)) all.set(e.actor.id, { id: e.actor.id, name: e.actor.name });
    return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [project, history.entries]);
  // Named from the entries on screen, or from the entry it was picked on while those load.
  const [pickedEntity, setPickedEntity] = useState<{ id: string; label: string } | null>(null);
  const entityLabel = useMemo(() => {
    const e = history.entries.find((x) => x.entity.id === filter.entity);
    return e ? `${kindMeta(e.entity.kind).label.toLowerCase()} “${e.entity.name}”` : pickedEntity?.id === filter.entity ? pickedEntity.label : null;
  }, [history.entries, filter.entity, pickedEntity]);

  const travelTo = (i: Instant) => {
    setTravelAt(i);
    setView('travel');
    window.scrollTo({ top: 0 });
  };
  const actions: EntryActions = {
    onTravel: (e) => travelTo({ position: e.position, at: e.at, label: `after event #${e.position}` }),
    onCompare: (e) => {
      setCompareFrom(
        e.revision === 0
          ? { position: e.position, at: e.at, label: `after event #${e.position}` }
          : { position: e.position - 1, at: e.at, label: `just before event #${e.position}` },
      );
      setCompareTo(nowInstant());
      setView('compare');
      window.scrollTo({ top: 0 });
    },
    onOnly: (e) => {
      setPickedEntity({ id: e.entity.id, label: `${kindMeta(e.entity.kind).label.toLowerCase()} “${e.entity.name}”` });
      setFilter({ ...filter, types: [], entity: e.entity.id, kind: e.entity.kind });
      window.scrollTo({ top: 0 });
    },
    restoreOf: (e: HistoryEntryView) => (mayRestore(e.entity.kind, permissions) ? restoreOfEntry(e) : null),
    onRestore: (t) => {
      setShownRestore(t);
      setRestoreTarget(t);
    },
  };

  const runVerify = async () => {
    setVerify({ loading: true });
    try {
      const r = await client.query({ query: AUDIT_VERIFY, variables: { projectId: project.id }, fetchPolicy: 'no-cache' });
      if (!r.data) throw r.error ?? new Error('No answer');
      setVerify({ loading: false, result: r.data.verifyProjectHistory });
    } catch (e) {
      setVerify({ loading: false, error: errorDetail(e) ?? 'The check could not run' });
    }
  };

  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const name = await downloadHistory(project.id, gqlFilter, format, getToken);
      enqueueSnackbar(`Export downloaded: ${name}`, { variant: 'success' });
    } catch (e) {
      console.error(e);
      enqueueSnackbar(<ErrorToast title="Export failed" error={e} />, { variant: 'error' });
    } finally {
      setExporting(null);
    }
  };

  const runRestore = async () => {
    const t = restoreTarget;
    if (!t) return;
    try {
      const r = await restore({ variables: { projectId: project.id, entity: t.kind, id: t.id, at: instantInput(t.instant) } });
      const done = r.data?.restoreEntity;
      if (done?.restored) enqueueSnackbar(`${RESTORE_TEXTS[t.kind].done} “${t.name}” restored`, { variant: 'success' });
      else enqueueSnackbar(`“${t.name}” already matches that moment: nothing to restore`, { variant: 'info' });
      setRestoreTarget(null);
      history.reload();
      await refetchProjects();
    } catch (e) {
      console.error(e);
      enqueueSnackbar(<ErrorToast title="Failed to restore" error={e} />, { variant: 'error' });
      setRestoreTarget(null);
    }
  };

  const toggle = useCallback(
    (position: number) =>
      setExpanded((s) => {
        const next = new Set(s);
        if (next.has(position)) next.delete(position);
        else next.add(position);
        return next;
      }),
    [],
  );

  const filtered = isFiltered(filter);
  const summary = history.loaded
    ? `${history.entries.length} ${history.entries.length === 1 ? 'event' : 'events'}${history.nextCursor ? ' shown, older ones below' : ''}`
    : history.loading
      ? 'Loading events...'
      : '';

  return (
    <Box>
      <PageHeader
        title="Audit Log"
        subtitle={
          <>
            Every change to{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {project.name}
            </Box>
            : who made it, when, and what it changed. Travel back in time, compare moments and restore.
          </>
        }
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
            {readOnly && <ViewOnlyChip />}
            <Button
              variant="outlined"
              onClick={() => void runVerify()}
              disabled={verify?.loading}
              startIcon={verify?.loading ? <CircularProgress size={16} color="inherit" /> : <VerifiedUserRoundedIcon />}
              sx={{ bgcolor: 'background.paper' }}
            >
              {verify?.loading ? 'Verifying...' : 'Verify integrity'}
            </Button>
          </Stack>
        }
      />

      {verify &&
        !verify.loading &&
        (verify.error ? (
          <Alert severity="error" onClose={() => setVerify(null)} sx={{ mb: 2.5 }}>
            <AlertTitle>The integrity check could not run</AlertTitle>
            {verify.error}
          </Alert>
        ) : verify.result?.ok ? (
          <Alert severity="success" icon={<VerifiedUserRoundedIcon />} onClose={() => setVerify(null)} sx={{ mb: 2.5 }} data-testid="verify-result">
            <AlertTitle>History verified</AlertTitle>
            All {verify.result.verified} events match their recorded hashes: nothing was altered, removed or reordered.
            {verify.result.headHash && (
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Typography variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  Latest hash
                </Typography>
                <Box
                  component="code"
                  title={verify.result.headHash}
                  sx={{ fontFamily: 'fontFamilyMono', fontSize: 12, px: 0.75, borderRadius: 1, bgcolor: 'action.hover', whiteSpace: 'nowrap' }}
                >
                  {shortHash(verify.result.headHash)}
                </Box>
                <CopyButton value={verify.result.headHash} label="Copy hash" toast="Hash copied to clipboard" />
              </Stack>
            )}
          </Alert>
        ) : verify.result?.firstBad ? (
          <Alert
            severity="error"
            onClose={() => setVerify(null)}
            sx={{ mb: 2.5 }}
            data-testid="verify-result"
            action={
              <Button
                color="inherit"
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
                onClick={() => {
                  const bad = verify.result!.firstBad!;
                  travelTo({ position: bad.position - 1, at: bad.at, label: `just before event #${bad.position}` });
                }}
              >
                View before it
              </Button>
            }
          >
            <AlertTitle>History integrity check failed</AlertTitle>
            {verify.result.firstBad.message}. {verify.result.verified} earlier {verify.result.verified === 1 ? 'event verifies' : 'events verify'}.
          </Alert>
        ) : null)}

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs value={view} onChange={(_e, v: View) => setView(v)} aria-label="Audit views" variant="fullWidth" sx={{ maxWidth: { sm: 520 }, minHeight: 44 }}>
          <Tab value="timeline" label="Timeline" icon={<ViewTimelineRoundedIcon fontSize="small" />} iconPosition="start" sx={TAB_SX} />
          <Tab value="travel" label="Time travel" icon={<HistoryToggleOffRoundedIcon fontSize="small" />} iconPosition="start" sx={TAB_SX} />
          <Tab value="compare" label="Compare" icon={<CompareArrowsRoundedIcon fontSize="small" />} iconPosition="start" sx={TAB_SX} />
        </Tabs>
      </Box>

      {view === 'timeline' && (
        <>
          <AuditFilters
            filter={filter}
            onChange={setFilter}
            people={people}
            entityLabel={entityLabel}
            exporting={exporting}
            onExport={(f) => void runExport(f)}
            summary={summary}
          />
          {history.loading && !history.loaded ? (
            <TimelineSkeleton />
          ) : history.error && history.entries.length === 0 ? (
            <ErrorState title="Failed to load the audit log" message={errorDetail(history.error)} onRetry={history.reload} />
          ) : history.entries.length === 0 ? (
            filtered ? (
              <NoMatchState
                title="No events match these filters"
                description="Try another event type, entity, person or time range."
                action={<Button onClick={() => setFilter({ types: [], kind: '', entity: '', actor: '', since: '', until: '' })}>Clear filters</Button>}
              />
            ) : (
              <EmptyState
                icon={<HistoryToggleOffRoundedIcon sx={{ fontSize: 44 }} />}
                title="No history yet"
                description="Changes to this project will be listed here as they happen."
              />
            )
          ) : (
            <>
              {history.error && (
                <Alert
                  severity="error"
                  sx={{ mb: 2 }}
                  action={
                    <Button color="inherit" size="small" onClick={() => void history.loadMore()}>
                      Retry
                    </Button>
                  }
                >
                  Failed to load older events
                </Alert>
              )}
              <Timeline
                entries={history.entries}
                expanded={expanded}
                highlighted={highlighted}
                onToggle={toggle}
                actions={actions}
                names={envNames}
                hasMore={Boolean(history.nextCursor)}
                loadingMore={history.loadingMore}
                onLoadMore={() => void history.loadMore()}
                filtered={filtered}
              />
            </>
          )}
        </>
      )}

      {view === 'travel' && (
        <TimeTravelPanel
          projectId={project.id}
          instant={travelAt}
          onInstant={setTravelAt}
          current={project}
          permissions={permissions}
          onRestore={(t) => {
            setShownRestore(t);
            setRestoreTarget(t);
          }}
        />
      )}

      {view === 'compare' && (
        <ComparePanel projectId={project.id} from={compareFrom} to={compareTo} onFrom={setCompareFrom} onTo={setCompareTo} names={envNames} />
      )}

      <ConfirmDialog
        open={restoreTarget !== null}
        title={shownRestore ? RESTORE_TEXTS[shownRestore.kind].title : 'Restore'}
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        confirmColor="warning"
        pending={restoreState.loading}
        onClose={() => setRestoreTarget(null)}
        onConfirm={() => void runRestore()}
        message={
          shownRestore && (
            <>
              {shownRestore.kind === 'environment' ? 'Restore the values of environment ' : `Restore ${kindMeta(shownRestore.kind).label.toLowerCase()} `}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                “{shownRestore.name}”
              </Box>
              {shownRestore.kind === 'environment' ? ' to their state at ' : ' to its state at '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {describeInstant(shownRestore.instant)}
              </Box>
              ? This records new changes; history is kept.
            </>
          )
        }
      />
    </Box>
  );
}
