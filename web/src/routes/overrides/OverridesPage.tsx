import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Chip, InputAdornment, Stack, TextField } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import AltRouteRoundedIcon from '@mui/icons-material/AltRouteRounded';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { overrideStatus } from '@flagstream/domain';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog, limitInfoOf, limitReached } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { ErrorToast, ViewOnlyChip } from '../environments/feedback';
import {
  OVERRIDES_PAGE_CREATE,
  OVERRIDES_PAGE_DELETE,
  OVERRIDES_PAGE_OVERRIDES,
  OVERRIDES_PAGE_PLAN,
  OVERRIDES_PAGE_TOGGLE,
  OVERRIDES_PAGE_UPDATE,
} from './documents';
import { OverrideCard } from './OverrideCard';
import type { OverrideRow, OverrideStatus } from './OverrideCard';
import { OverrideFormDialog } from './OverrideFormDialog';
import type { OverrideFormResult } from './OverrideFormDialog';

/** Spec §8 override toasts. */
export const OVERRIDE_TOASTS = {
  created: 'Override created successfully',
  updated: 'Override updated successfully',
  deleted: 'Override deleted successfully',
  activated: 'Override activated successfully',
  deactivated: 'Override deactivated successfully',
  createFailed: 'Failed to create override',
  toggleFailed: 'Failed to toggle override',
  updateFailed: 'Failed to update override',
  deleteFailed: 'Failed to delete override',
} as const;

type FormState = { mode: 'create' } | { mode: 'edit'; override: OverrideRow } | null;
type Filter = 'all' | OverrideStatus;

/** The domain's override status; the server's `expired` flag counts too (its clock may be ahead). */
const statusOf = (o: OverrideRow, now: number): OverrideStatus =>
  o.expired ? 'expired' : overrideStatus({ isActive: o.is_active, expiresAt: o.expires_at ? Date.parse(o.expires_at) : null }, now);

/** Re-renders every 30 s so expiries count down and lapse without a refetch. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

/** Overrides (spec §2): temporal environments with custom flag values. */
export default function OverridesPage() {
  const { current, loading: projectsLoading, refetch: refetchProjects } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const now = useNow();
  const projectId = current?.id ?? '';
  const canManage = Boolean(current?.permissions.canManageOverrides);

  const { data, loading, error, refetch } = useQuery(OVERRIDES_PAGE_OVERRIDES, { variables: { projectId }, skip: !current, notifyOnNetworkStatusChange: true });
  const { data: planData } = useQuery(OVERRIDES_PAGE_PLAN, { variables: { projectId }, skip: !current || !canManage });

  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [form, setForm] = useState<FormState>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [toDelete, setToDelete] = useState<OverrideRow | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);

  const [createOverride, createState] = useMutation(OVERRIDES_PAGE_CREATE);
  const [updateOverride, updateState] = useMutation(OVERRIDES_PAGE_UPDATE);
  const [toggleOverride] = useMutation(OVERRIDES_PAGE_TOGGLE);
  const [deleteOverride, deleteState] = useMutation(OVERRIDES_PAGE_DELETE);

  const overrides = useMemo(() => [...(data?.overrides ?? [])].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')), [data]);
  const counts = useMemo(() => {
    const c: Record<Filter, number> = { all: overrides.length, active: 0, inactive: 0, expired: 0 };
    for (const o of overrides) c[statusOf(o, now)] += 1;
    return c;
  }, [overrides, now]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return overrides.filter(
      (o) =>
        (filter === 'all' || statusOf(o, now) === filter) &&
        (!q ||
          [o.name, o.description, o.environment?.name ?? '', ...Object.keys((o.feature_flag_values ?? {}) as object)].some((f) => f.toLowerCase().includes(q))),
    );
  }, [overrides, search, filter, now]);

  const flags = useMemo(() => [...(current?.feature_flags ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [current]);
  const environments = useMemo(() => [...(current?.environments ?? [])].sort((a, b) => a.order - b.order), [current]);
  const flagNames = useMemo(() => Object.fromEntries(flags.map((f) => [f.key, f.name])), [flags]);

  const refresh = async () => {
    await Promise.all([refetch(), refetchProjects()]);
  };

  const openCreate = () => {
    const reached = limitReached('overrides', overrides.length, planData?.currentPlan.currentPlan);
    if (reached) {
      setLimit(reached);
      return;
    }
    setFormError(null);
    setForm({ mode: 'create' });
  };

  const submitForm = async (r: OverrideFormResult) => {
    if (!form) return;
    setFormError(null);
    try {
      if (form.mode === 'create') {
        await createOverride({
          variables: {
            input: {
              project: projectId,
              environment: r.environmentId,
              name: r.name,
              description: r.description,
              feature_flag_values: r.featureFlagValues,
              expires_at: r.expiresAt,
              is_active: true,
              priority: 0,
            },
          },
        });
        enqueueSnackbar(OVERRIDE_TOASTS.created, { variant: 'success' });
      } else {
        await updateOverride({
          variables: {
            id: form.override.id,
            input: {
              name: r.name,
              description: r.description,
              feature_flag_values: r.featureFlagValues,
              ...(r.expiryChanged ? { expires_at: r.expiresAt } : {}),
            },
          },
        });
        enqueueSnackbar(OVERRIDE_TOASTS.updated, { variant: 'success' });
      }
      setForm(null);
      await refresh();
    } catch (e) {
      const info = limitInfoOf(e);
      if (info) {
        setForm(null);
        setLimit(info);
        return;
      }
      console.error(e);
      const title = form.mode === 'create' ? OVERRIDE_TOASTS.createFailed : OVERRIDE_TOASTS.updateFailed;
      setFormError(e);
      enqueueSnackbar(<ErrorToast title={title} error={e} />, { variant: 'error' });
    }
  };

  const toggle = async (o: OverrideRow) => {
    setTogglingId(o.id);
    try {
      const r = await toggleOverride({ variables: { id: o.id } });
      const active = r.data?.toggleOverride.is_active ?? !o.is_active;
      enqueueSnackbar(active ? OVERRIDE_TOASTS.activated : OVERRIDE_TOASTS.deactivated, { variant: 'success' });
      await refresh();
    } catch (e) {
      console.error(e);
      enqueueSnackbar(<ErrorToast title={OVERRIDE_TOASTS.toggleFailed} error={e} />, { variant: 'error' });
    } finally {
      setTogglingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteOverride({ variables: { id: toDelete.id } });
      enqueueSnackbar(OVERRIDE_TOASTS.deleted, { variant: 'success' });
      await refresh();
    } catch (e) {
      console.error(e);
      enqueueSnackbar(<ErrorToast title={OVERRIDE_TOASTS.deleteFailed} error={e} />, { variant: 'error' });
    } finally {
      setToDelete(null);
    }
  };

  if (!current) {
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Overrides" />
        <NoProjectSelected />
      </>
    );
  }

  const initialLoading = loading && !data;
  const FILTERS: Array<{ value: Filter; label: string }> = [
    { value: 'all', label: 'All' },
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
    { value: 'expired', label: 'Expired' },
  ];

  return (
    <Box>
      <PageHeader
        title="Overrides"
        count={data ? overrides.length : undefined}
        subtitle="Temporal environments with custom flag values: test changes on top of an environment without touching its configuration."
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate} sx={{ flex: { xs: 1, sm: 'none' } }}>
              Create Override
            </Button>
          ) : (
            <ViewOnlyChip />
          )
        }
      />

      {data && overrides.length > 0 && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ mb: 3, alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
        >
          <TextField
            placeholder="Search overrides..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ width: { xs: '100%', md: 340 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search overrides' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRoundedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Filter by status">
            {FILTERS.map((f) => (
              <Chip
                key={f.value}
                label={`${f.label} ${counts[f.value]}`}
                clickable
                color={filter === f.value ? 'primary' : 'default'}
                variant={filter === f.value ? 'filled' : 'outlined'}
                onClick={() => setFilter(f.value)}
                aria-pressed={filter === f.value}
              />
            ))}
          </Stack>
        </Stack>
      )}

      {initialLoading ? (
        <CardGridSkeleton count={3} height={320} label="Loading overrides..." />
      ) : error && !data ? (
        <ErrorState title="Error loading overrides" message={error.message} onRetry={() => void refetch()} />
      ) : overrides.length === 0 ? (
        <EmptyState
          icon={<AltRouteRoundedIcon sx={{ fontSize: 44 }} />}
          title="No overrides yet"
          description={
            canManage
              ? 'Create an override to try custom flag values on top of an environment, for a tester, a demo or a limited time.'
              : 'This project has no overrides yet.'
          }
          action={
            canManage ? (
              <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate}>
                Create Override
              </Button>
            ) : undefined
          }
        />
      ) : filtered.length === 0 ? (
        <NoMatchState
          title="No overrides found"
          description="No overrides match your search criteria."
          action={
            <Button
              onClick={() => {
                setSearch('');
                setFilter('all');
              }}
            >
              Clear filters
            </Button>
          }
        />
      ) : (
        <CardGrid>
          {filtered.map((o) => (
            <Box key={o.id} sx={{ minWidth: 0 }}>
              <OverrideCard
                override={o}
                status={statusOf(o, now)}
                now={now}
                flagNames={flagNames}
                canManage={canManage}
                toggling={togglingId === o.id}
                onToggle={() => void toggle(o)}
                onEdit={() => {
                  setFormError(null);
                  setForm({ mode: 'edit', override: o });
                }}
                onDelete={() => setToDelete(o)}
              />
            </Box>
          ))}
        </CardGrid>
      )}

      <OverrideFormDialog
        open={form !== null}
        mode={form?.mode ?? 'create'}
        override={form?.mode === 'edit' ? form.override : null}
        flags={flags}
        environments={environments}
        pending={createState.loading || updateState.loading}
        error={formError}
        errorTitle={form?.mode === 'edit' ? OVERRIDE_TOASTS.updateFailed : OVERRIDE_TOASTS.createFailed}
        onSubmit={(r) => void submitForm(r)}
        onClose={() => setForm(null)}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Override"
        pending={deleteState.loading}
        onClose={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        confirmLabel="Delete Override"
        message={
          toDelete && (
            <>
              Are you sure you want to delete &ldquo;{toDelete.name}&rdquo;? Its custom flag values stop applying at once, and requests using its UUID will no
              longer be served. This action cannot be undone.
            </>
          )
        }
      />

      <LimitReachedDialog info={limit} onClose={() => setLimit(null)} />
    </Box>
  );
}
