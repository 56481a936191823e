import { createElement, useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import type { AuditVerifyQuery } from '../../apollo/generated/graphql';
import { useAuth } from '../../auth/authContext';
import { useCurrentProjectTree } from '../../state/useCurrentProjectTree';
import type { ProjectData } from '../../state/ProjectsProvider';
import { ErrorToast, errorDetail } from '../environments/feedback';
import { useStableHandler } from '../../components/useStableHandler';
import { AUDIT_RESTORE, AUDIT_VERIFY } from './documents';
import type { EntryActions } from './TimelineEntry';
import { useHistoryPages } from './useHistoryPages';
import { downloadHistory } from './exportHistory';
import type { ExportFormat } from './exportHistory';
import { filterFromParams, historyFilterOf, instantInput, isFiltered, mayRestore, nowInstant, restoreOfEntry, writeFilter } from './auditModel';
import type { AuditFilter, HistoryEntryView, Instant, Permissions, RestoreTarget } from './auditModel';
import { afterEntry, beforeBad, compareStartOf, entityLabel, peopleOf, restoredText, timelineSummary, toggled, viewOf } from './auditPageModel';
import type { View } from './auditPageModel';

/**
 * The Audit Log (/audit) of one project: the view and the timeline's filter (both in the URL), the
 * history pages, open entries, time travel and compare instants, exports, the integrity check and
 * restores with their confirmation. Environment names and the team come from the current project's
 * tree (empty until it is read: the timeline does not wait for it).
 */
export function useAuditPage(project: ProjectData) {
  const tree = useCurrentProjectTree();
  const today = tree.project?.id === project.id ? tree.project : null;
  const { getToken } = useAuth();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const view = viewOf(params.get('view'));
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

  const envNames = useMemo(() => Object.fromEntries((today?.environments ?? []).map((e) => [e.id, e.name])), [today]);
  const people = useMemo(() => peopleOf(project.owner, today?.teamMembers ?? [], history.entries), [project.owner, today, history.entries]);
  // Named from the entries on screen, or from the entry it was picked on while those load.
  const [pickedEntity, setPickedEntity] = useState<{ id: string; label: string } | null>(null);
  const filterEntity = useMemo(() => {
    const e = history.entries.find((x) => x.entity.id === filter.entity);
    return e ? entityLabel(e) : pickedEntity?.id === filter.entity ? pickedEntity.label : null;
  }, [history.entries, filter.entity, pickedEntity]);

  const travelTo = (i: Instant) => {
    setTravelAt(i);
    setView('travel');
    window.scrollTo({ top: 0 });
  };
  // Stable: the timeline's entries are memoised (handlers run the latest state; restoreOf is read in render).
  const onTravel = useStableHandler((e: HistoryEntryView) => travelTo(afterEntry(e)));
  const onCompare = useStableHandler((e: HistoryEntryView) => {
    setCompareFrom(compareStartOf(e));
    setCompareTo(nowInstant());
    setView('compare');
    window.scrollTo({ top: 0 });
  });
  const onOnly = useStableHandler((e: HistoryEntryView) => {
    setPickedEntity({ id: e.entity.id, label: entityLabel(e) });
    setFilter({ ...filter, types: [], entity: e.entity.id, kind: e.entity.kind });
    window.scrollTo({ top: 0 });
  });
  const onRestore = useStableHandler((t: RestoreTarget) => askRestore(t));
  const restoreOf = useCallback((e: HistoryEntryView) => (mayRestore(e.entity.kind, permissions) ? restoreOfEntry(e) : null), [permissions]);
  const actions = useMemo<EntryActions>(() => ({ onTravel, onCompare, onOnly, restoreOf, onRestore }), [onTravel, onCompare, onOnly, restoreOf, onRestore]);

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
      enqueueSnackbar(createElement(ErrorToast, { title: 'Export failed', error: e }), { variant: 'error' });
    } finally {
      setExporting(null);
    }
  };

  const runRestore = async () => {
    const t = restoreTarget;
    if (!t) return;
    try {
      const r = await restore({ variables: { input: { projectId: project.id, entity: t.kind, id: t.id, at: instantInput(t.instant) } } });
      const done = r.data?.restoreEntity;
      enqueueSnackbar(restoredText(t, Boolean(done?.restored)), { variant: done?.restored ? 'success' : 'info' });
      setRestoreTarget(null);
      history.reload();
      // A restore answers with positions only: the project's tree (flags, environments, overrides) and counts are read again.
      await tree.refetch();
    } catch (e) {
      console.error(e);
      enqueueSnackbar(createElement(ErrorToast, { title: 'Failed to restore', error: e }), { variant: 'error' });
      setRestoreTarget(null);
    }
  };

  const toggle = useCallback((position: number) => setExpanded((s) => toggled(s, position)), []);
  const askRestore = (t: RestoreTarget) => {
    setShownRestore(t);
    setRestoreTarget(t);
  };

  return {
    project,
    readOnly,
    permissions,
    view,
    setView,
    filter,
    setFilter,
    clearFilter: () => setFilter({ types: [], kind: '', entity: '', actor: '', since: '', until: '' }),
    filtered: isFiltered(filter),
    people,
    entityLabel: filterEntity,
    history,
    summary: timelineSummary({ loaded: history.loaded, loading: history.loading, count: history.entries.length, more: Boolean(history.nextCursor) }),
    expanded,
    toggle,
    highlighted,
    actions,
    envNames,
    travel: { at: travelAt, set: setTravelAt },
    compare: { from: compareFrom, to: compareTo, setFrom: setCompareFrom, setTo: setCompareTo },
    exporting,
    exportAs: (f: ExportFormat) => void runExport(f),
    verify: {
      state: verify,
      run: () => void runVerify(),
      dismiss: () => setVerify(null),
      viewBeforeBad: (bad: { position: number; at: string }) => travelTo(beforeBad(bad)),
    },
    restore: {
      open: restoreTarget !== null,
      shown: shownRestore,
      pending: restoreState.loading,
      ask: askRestore,
      confirm: () => void runRestore(),
      cancel: () => setRestoreTarget(null),
    },
  };
}
