import { useMemo, useState } from 'react';
import { Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import LayersRoundedIcon from '@mui/icons-material/LayersRounded';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { isAtLimit } from '@flagstream/domain';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid, CardGridSkeleton, EmptyState, ErrorState, NoMatchState, NoProjectSelected } from '../../components/StateViews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitReachedDialog, limitInfoOf } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { useProjects } from '../../state/ProjectsProvider';
import { plural } from '../../lib/format';
import {
  ENV_PAGE_CREATE,
  ENV_PAGE_DELETE,
  ENV_PAGE_ENVIRONMENTS,
  ENV_PAGE_PLAN,
  ENV_PAGE_REGENERATE_CLIENT_KEY,
  ENV_PAGE_REGENERATE_KEY,
  ENV_PAGE_UPDATE,
} from './documents';
import { EnvironmentCard } from './EnvironmentCard';
import type { EnvironmentRow } from './EnvironmentCard';
import { EnvironmentFormDialog } from './EnvironmentFormDialog';
import type { EnvironmentFormValues } from './EnvironmentFormDialog';
import { ErrorToast, ViewOnlyChip } from './feedback';

type FormState = { mode: 'create' } | { mode: 'edit'; env: EnvironmentRow } | null;

export const ENVIRONMENT_ERRORS = {
  create: 'Failed to create environment',
  update: 'Failed to update environment',
  delete: 'Failed to delete environment',
  regenerate: 'Failed to regenerate API key',
  regenerateClient: 'Failed to regenerate client key',
} as const;

/** Environments (spec §2): the current project's environments as a searchable card grid. */
export default function EnvironmentsPage() {
  const { current, loading: projectsLoading, refetch: refetchProjects } = useProjects();
  const { enqueueSnackbar } = useSnackbar();
  const projectId = current?.id ?? '';
  const canManage = Boolean(current?.permissions.canManageEnvironments);

  const { data, loading, error, refetch } = useQuery(ENV_PAGE_ENVIRONMENTS, { variables: { projectId }, skip: !current, notifyOnNetworkStatusChange: true });
  const { data: planData } = useQuery(ENV_PAGE_PLAN, { variables: { projectId }, skip: !current || !canManage });

  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [toDelete, setToDelete] = useState<EnvironmentRow | null>(null);
  const [toRegenerate, setToRegenerate] = useState<EnvironmentRow | null>(null);
  const [toRegenerateClient, setToRegenerateClient] = useState<EnvironmentRow | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);

  const [createEnv, createState] = useMutation(ENV_PAGE_CREATE);
  const [updateEnv, updateState] = useMutation(ENV_PAGE_UPDATE);
  const [deleteEnv, deleteState] = useMutation(ENV_PAGE_DELETE);
  const [regenerateKey, regenerateState] = useMutation(ENV_PAGE_REGENERATE_KEY);
  const [regenerateClientKey, regenerateClientState] = useMutation(ENV_PAGE_REGENERATE_CLIENT_KEY);

  const environments = useMemo(() => [...(data?.environments ?? [])].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)), [data]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return environments;
    return environments.filter((e) => [e.name, e.description, e.slug, e.type].some((f) => f.toLowerCase().includes(q)));
  }, [environments, search]);

  const formInitial = useMemo<EnvironmentFormValues | undefined>(
    () => (form?.mode === 'edit' ? { name: form.env.name, description: form.env.description, type: form.env.type, status: form.env.status } : undefined),
    [form],
  );

  const refresh = async () => {
    await Promise.all([refetch(), refetchProjects()]);
  };

  const openCreate = () => {
    const plan = planData?.currentPlan.currentPlan;
    if (plan && isAtLimit(environments.length, plan.featureMaxEnvironments)) {
      setLimit({ limitType: 'environments', count: environments.length, max: plan.featureMaxEnvironments, plan: plan.name });
      return;
    }
    setFormError(null);
    setForm({ mode: 'create' });
  };

  const submitForm = async (values: EnvironmentFormValues) => {
    if (!form) return;
    setFormError(null);
    try {
      if (form.mode === 'create') {
        await createEnv({ variables: { projectId, input: values } });
        enqueueSnackbar(`Environment "${values.name}" created`, { variant: 'success' });
      } else {
        await updateEnv({ variables: { id: form.env.id, input: values } });
        enqueueSnackbar(`Environment "${values.name}" updated`, { variant: 'success' });
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
      setFormError(e);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const env = toDelete;
    try {
      await deleteEnv({ variables: { id: env.id } });
      enqueueSnackbar(`Environment "${env.name}" deleted`, { variant: 'success' });
      await refresh();
    } catch (e) {
      console.error(e);
      enqueueSnackbar(<ErrorToast title={ENVIRONMENT_ERRORS.delete} error={e} />, { variant: 'error' });
    } finally {
      setToDelete(null);
    }
  };

  const confirmRegenerate = async () => {
    if (!toRegenerate) return;
    const env = toRegenerate;
    try {
      await regenerateKey({ variables: { id: env.id } });
      enqueueSnackbar(`New server key generated for "${env.name}"`, { variant: 'success' });
      await refresh();
    } catch (e) {
      console.error(e);
      enqueueSnackbar(<ErrorToast title={ENVIRONMENT_ERRORS.regenerate} error={e} />, { variant: 'error' });
    } finally {
      setToRegenerate(null);
    }
  };

  const confirmRegenerateClient = async () => {
    if (!toRegenerateClient) return;
    const env = toRegenerateClient;
    try {
      await regenerateClientKey({ variables: { id: env.id } });
      enqueueSnackbar(`New client key generated for "${env.name}"`, { variant: 'success' });
      await refresh();
    } catch (e) {
      console.error(e);
      enqueueSnackbar(<ErrorToast title={ENVIRONMENT_ERRORS.regenerateClient} error={e} />, { variant: 'error' });
    } finally {
      setToRegenerateClient(null);
    }
  };

  if (!current) {
    return projectsLoading ? (
      <CardGridSkeleton label="Loading project..." />
    ) : (
      <>
        <PageHeader title="Environments" />
        <NoProjectSelected />
      </>
    );
  }

  const overridesOf = (envId: string) => current.overrides.filter((o) => o.environment?.id === envId).length;
  const initialLoading = loading && !data;

  return (
    <Box>
      <PageHeader
        title="Environments"
        count={data ? environments.length : undefined}
        subtitle={
          <>
            Deployment targets of{' '}
            <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {current.name}
            </Box>
            , each with its own client and server keys and flag values.
          </>
        }
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate} sx={{ flex: { xs: 1, sm: 'none' } }}>
              New Environment
            </Button>
          ) : (
            <ViewOnlyChip />
          )
        }
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          placeholder="Search environments..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { xs: '100%', sm: 340 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search environments' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {data && (
          <Typography variant="body2" color="text.secondary">
            {search.trim()
              ? `${filtered.length} of ${plural(environments.length, 'environment')}`
              : `${plural(environments.filter((e) => e.status === 'active').length, 'active environment')} of ${environments.length}`}
          </Typography>
        )}
      </Stack>

      {initialLoading ? (
        <CardGridSkeleton count={3} height={300} label="Loading environments..." />
      ) : error && !data ? (
        <ErrorState title="Error loading environments" message={error.message} onRetry={() => void refetch()} />
      ) : environments.length === 0 ? (
        <EmptyState
          icon={<LayersRoundedIcon sx={{ fontSize: 44 }} />}
          title="No environments yet"
          description={
            canManage
              ? 'Create your first environment to serve feature flag configuration to your applications.'
              : 'This project has no environments yet. Ask a project admin to create one.'
          }
          action={
            canManage ? (
              <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={openCreate}>
                New Environment
              </Button>
            ) : undefined
          }
        />
      ) : filtered.length === 0 ? (
        <NoMatchState
          title="No environments found"
          description="No environments match your search criteria."
          action={<Button onClick={() => setSearch('')}>Clear search</Button>}
        />
      ) : (
        <CardGrid>
          {filtered.map((env) => (
            <Box key={env.id} sx={{ minWidth: 0 }}>
              <EnvironmentCard
                env={env}
                canManage={canManage}
                isLast={environments.length === 1}
                onEdit={() => {
                  setFormError(null);
                  setForm({ mode: 'edit', env });
                }}
                onDelete={() => setToDelete(env)}
                onRegenerate={() => setToRegenerate(env)}
                onRegenerateClient={() => setToRegenerateClient(env)}
              />
            </Box>
          ))}
        </CardGrid>
      )}

      <EnvironmentFormDialog
        open={form !== null}
        mode={form?.mode ?? 'create'}
        initial={formInitial}
        pending={createState.loading || updateState.loading}
        error={formError}
        errorTitle={form?.mode === 'edit' ? ENVIRONMENT_ERRORS.update : ENVIRONMENT_ERRORS.create}
        onSubmit={(v) => void submitForm(v)}
        onClose={() => setForm(null)}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Environment"
        pending={deleteState.loading}
        onClose={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        confirmLabel="Delete Environment"
        message={
          toDelete && (
            <Stack spacing={1.5}>
              <span>
                This will permanently delete the &ldquo;{toDelete.name}&rdquo; environment, including its feature flag values and all of its overrides. This
                action cannot be undone.
              </span>
              {overridesOf(toDelete.id) > 0 && (
                <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
                  {plural(overridesOf(toDelete.id), 'override')} will be deleted with it.
                </Box>
              )}
              <Box component="span" sx={{ fontSize: 13 }}>
                Applications using its API key or UUID will stop receiving configuration.
              </Box>
            </Stack>
          )
        }
      />

      <ConfirmDialog
        open={toRegenerate !== null}
        title="Regenerate server key?"
        pending={regenerateState.loading}
        onClose={() => setToRegenerate(null)}
        onConfirm={() => void confirmRegenerate()}
        confirmLabel="Regenerate"
        pendingLabel="Regenerating..."
        message={
          toRegenerate && (
            <>
              A new server key will be issued for &ldquo;{toRegenerate.name}&rdquo;. The current one stops working immediately, so update every server (and
              flagd) that uses it. The client key is not affected.
            </>
          )
        }
      />

      <ConfirmDialog
        open={toRegenerateClient !== null}
        title={toRegenerateClient?.client_key ? 'Regenerate client key?' : 'Create client key?'}
        pending={regenerateClientState.loading}
        onClose={() => setToRegenerateClient(null)}
        onConfirm={() => void confirmRegenerateClient()}
        confirmLabel={toRegenerateClient?.client_key ? 'Regenerate' : 'Create'}
        pendingLabel={toRegenerateClient?.client_key ? 'Regenerating...' : 'Creating...'}
        message={
          toRegenerateClient &&
          (toRegenerateClient.client_key ? (
            <>
              A new client key will be issued for &ldquo;{toRegenerateClient.name}&rdquo;. Browser and mobile apps built with the current one stop receiving
              flags immediately, so ship them with the new key. The server key is not affected.
            </>
          ) : (
            <>
              &ldquo;{toRegenerateClient.name}&rdquo; was created before client keys existed. A client key evaluates flags for browser and mobile apps and never
              reads rules; the server key keeps working as before.
            </>
          ))
        }
      />

      <LimitReachedDialog info={limit} onClose={() => setLimit(null)} />
    </Box>
  );
}
