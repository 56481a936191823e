import { createElement, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useFragment as readFragment } from '../../apollo/generated/fragment-masking';
import { limitInfoOf, limitReached } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { ErrorToast } from '../environments/feedback';
import { appendToProject } from '../../state/projectCache';
import {
  OVERRIDES_PAGE_CREATE,
  OVERRIDES_PAGE_DELETE,
  OVERRIDES_PAGE_OVERRIDES,
  OVERRIDES_PAGE_PLAN,
  OVERRIDES_PAGE_TOGGLE,
  OVERRIDES_PAGE_UPDATE,
} from './documents';
import { OVERRIDE_CARD_FRAGMENT } from './OverrideCard';
import type { OverrideRow } from './OverrideCard';
import type { OverrideFormResult } from './OverrideFormDialog';
import { OVERRIDE_TOASTS, filterOverrides, newestFirst, statusCounts, statusOf } from './overridesModel';
import type { OverrideFilter } from './overridesModel';

type FormState = { mode: 'create' } | { mode: 'edit'; override: OverrideRow } | null;

/** Re-renders every 30 s so expiries count down and lapse without a refetch. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/**
 * The Overrides screen (/overrides): the list (newest first) with its search and status filter, the
 * create/edit form, the active switch, the delete confirmation and the plan limit. Create answers with
 * the whole card and joins the cached list; update and toggle update the card in place; delete evicts it.
 */
export function useOverridesPage(projectId: string, canManage: boolean, now: number) {
  const { enqueueSnackbar } = useSnackbar();
  const list = useQuery(OVERRIDES_PAGE_OVERRIDES, { variables: { projectId }, skip: !projectId, notifyOnNetworkStatusChange: true });
  const plan = useQuery(OVERRIDES_PAGE_PLAN, { variables: { projectId }, skip: !projectId || !canManage });
  const [createOverride, createState] = useMutation(OVERRIDES_PAGE_CREATE);
  const [updateOverride, updateState] = useMutation(OVERRIDES_PAGE_UPDATE);
  const [toggleOverride] = useMutation(OVERRIDES_PAGE_TOGGLE);
  const [deleteOverride, deleteState] = useMutation(OVERRIDES_PAGE_DELETE);

  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<OverrideFilter>('all');
  const [form, setForm] = useState<FormState>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [toDelete, setToDelete] = useState<OverrideRow | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);

  const masked = list.data?.overrides;
  const overrides = useMemo(() => newestFirst(readFragment(OVERRIDE_CARD_FRAGMENT, masked ?? [])), [masked]);
  const counts = useMemo(() => statusCounts(overrides, now), [overrides, now]);
  const filtered = useMemo(() => filterOverrides(overrides, search, filter, now), [overrides, search, filter, now]);
  const fail = (title: string, e: unknown) => {
    console.error(e);
    enqueueSnackbar(createElement(ErrorToast, { title, error: e }), { variant: 'error' });
  };

  const openCreate = () => {
    const reached = limitReached('overrides', overrides.length, plan.data?.currentPlan.currentPlan);
    if (reached) {
      setLimit(reached);
      return;
    }
    setFormError(null);
    setForm({ mode: 'create' });
  };

  const create = (r: OverrideFormResult) =>
    createOverride({
      variables: {
        input: {
          projectId,
          environmentId: r.environmentId,
          name: r.name,
          description: r.description,
          featureFlagValues: r.featureFlagValues,
          expiresAt: r.expiresAt,
          isActive: true,
          priority: 0,
        },
      },
      update: (cache, { data }) => {
        if (!data) return;
        const created = data.createOverride.override;
        const { id } = readFragment(OVERRIDE_CARD_FRAGMENT, created);
        cache.updateQuery({ query: OVERRIDES_PAGE_OVERRIDES, variables: { projectId } }, (d) => d && { overrides: [...d.overrides, created] });
        // the current project's tree lists the project's overrides too
        appendToProject(cache, projectId, 'overrides', { __typename: 'Override', id });
      },
    });

  const submit = async (r: OverrideFormResult) => {
    if (!form) return;
    setFormError(null);
    try {
      if (form.mode === 'create') {
        await create(r);
        enqueueSnackbar(OVERRIDE_TOASTS.created, { variant: 'success' });
      } else {
        const input = {
          name: r.name,
          description: r.description,
          featureFlagValues: r.featureFlagValues,
          ...(r.expiryChanged ? { expiresAt: r.expiresAt } : {}),
        };
        await updateOverride({ variables: { input: { id: form.override.id, ...input } } });
        enqueueSnackbar(OVERRIDE_TOASTS.updated, { variant: 'success' });
      }
      setForm(null);
    } catch (e) {
      const info = limitInfoOf(e);
      if (info) {
        setForm(null);
        setLimit(info);
        return;
      }
      setFormError(e);
      fail(form.mode === 'create' ? OVERRIDE_TOASTS.createFailed : OVERRIDE_TOASTS.updateFailed, e);
    }
  };

  const toggle = async (o: OverrideRow) => {
    setTogglingId(o.id);
    try {
      const r = await toggleOverride({ variables: { id: o.id } });
      const active = r.data?.toggleOverride.override.isActive ?? !o.isActive;
      enqueueSnackbar(active ? OVERRIDE_TOASTS.activated : OVERRIDE_TOASTS.deactivated, { variant: 'success' });
    } catch (e) {
      fail(OVERRIDE_TOASTS.toggleFailed, e);
    } finally {
      setTogglingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteOverride({
        variables: { id: toDelete.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Override', id: toDelete.id }) });
          cache.gc();
        },
      });
      enqueueSnackbar(OVERRIDE_TOASTS.deleted, { variant: 'success' });
    } catch (e) {
      fail(OVERRIDE_TOASTS.deleteFailed, e);
    } finally {
      setToDelete(null);
    }
  };

  return {
    loaded: list.data !== undefined,
    loading: list.loading && !list.data,
    error: list.data ? undefined : list.error,
    retry: () => void list.refetch(),
    overrides,
    filtered,
    counts,
    statusOf: (o: OverrideRow) => statusOf(o, now),
    search,
    setSearch,
    filter,
    setFilter,
    clearFilters: () => {
      setSearch('');
      setFilter('all');
    },
    togglingId,
    toggle: (o: OverrideRow) => void toggle(o),
    openCreate,
    form: {
      open: form !== null,
      mode: form?.mode ?? ('create' as const),
      override: form?.mode === 'edit' ? form.override : null,
      pending: createState.loading || updateState.loading,
      error: formError,
      errorTitle: form?.mode === 'edit' ? OVERRIDE_TOASTS.updateFailed : OVERRIDE_TOASTS.createFailed,
      edit: (override: OverrideRow) => {
        setFormError(null);
        setForm({ mode: 'edit', override });
      },
      submit: (r: OverrideFormResult) => void submit(r),
      close: () => setForm(null),
    },
    remove: {
      target: toDelete,
      pending: deleteState.loading,
      ask: setToDelete,
      confirm: () => void confirmDelete(),
      cancel: () => setToDelete(null),
    },
    limit,
    closeLimit: () => setLimit(null),
  };
}

export type OverridesPageModel = ReturnType<typeof useOverridesPage>;
