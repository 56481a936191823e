import { createElement, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { useFragment, useFragment as unmask } from '../../apollo/generated/fragment-masking';
import type { EnvironmentsPage_EnvironmentFragment } from '../../apollo/generated/graphql';
import { limitInfoOf, limitReached } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import {
  ENV_PAGE_CREATE,
  ENV_PAGE_DELETE,
  ENV_PAGE_ENVIRONMENT,
  ENV_PAGE_ENVIRONMENTS,
  ENV_PAGE_PLAN,
  ENV_PAGE_REGENERATE_CLIENT_KEY,
  ENV_PAGE_REGENERATE_KEY,
  ENV_PAGE_UPDATE,
} from './documents';
import type { EnvironmentFormValues } from './EnvironmentFormDialog';
import { filterEnvironments, sortEnvironments } from './environmentModel';
import { ErrorToast } from './feedback';
import { appendToProject, removeFromProject } from '../../state/projectCache';

export type EnvironmentRow = EnvironmentsPage_EnvironmentFragment;
type FormState = { mode: 'create' } | { mode: 'edit'; env: EnvironmentRow } | null;

export const ENVIRONMENT_ERRORS = {
  create: 'Failed to create environment',
  update: 'Failed to update environment',
  delete: 'Failed to delete environment',
  regenerate: 'Failed to regenerate API key',
  regenerateClient: 'Failed to regenerate client key',
} as const;

/** What the screen needs of the current project (the shell's ProjectsProvider gives it, the overrides its tree). */
export interface EnvironmentsProject {
  id: string;
  permissions: { canManageEnvironments: boolean };
  overrides: ReadonlyArray<{ environment?: { id: string } | null }>;
}

/** A new environment joins the screen's list and the project's (the project's tree, and the shell's switcher its count). */
function addToLists(cache: ApolloCache, projectId: string, envId: string) {
  const ref = cache.identify({ __typename: 'Environment', id: envId });
  if (!ref) return;
  cache.modify({
    fields: {
      environments: (existing: readonly Reference[] = [], details) =>
        (details.storeFieldName.includes(`"projectId":"${projectId}"`) && !existing.some((r) => details.readField('id', r) === envId)
          ? [...existing, { __ref: ref }]
          : existing) as never,
    },
  });
  appendToProject(cache, projectId, 'environments', { __typename: 'Environment', id: envId });
}

/** A deleted environment leaves the cache with its overrides (the server deletes them with it). */
function removeFromCache(cache: ApolloCache, projectId: string, envId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Project', id: projectId }),
    fields: {
      overrides: (existing: readonly Reference[] = [], { readField }) =>
        existing.filter((o) => readField<string>('id', readField<Reference>('environment', o)) !== envId) as never,
    },
  });
  removeFromProject(cache, projectId, 'environments', envId);
  cache.evict({ id: cache.identify({ __typename: 'Environment', id: envId }) });
  cache.gc();
}

/**
 * The Environments screen's data and actions (spec §2, §5): the project's environments sorted and
 * searched, the create/edit form, the delete and key-regeneration confirmations, the plan limit.
 * Mutations answer with the changed environment and the cache is updated in place: nothing is refetched.
 */
export function useEnvironmentsPage(project: EnvironmentsProject | null) {
  const { enqueueSnackbar } = useSnackbar();
  const projectId = project?.id ?? '';
  const canManage = Boolean(project?.permissions.canManageEnvironments);

  const { data, loading, error, refetch } = useQuery(ENV_PAGE_ENVIRONMENTS, { variables: { projectId }, skip: !project, notifyOnNetworkStatusChange: true });
  const { data: planData } = useQuery(ENV_PAGE_PLAN, { variables: { projectId }, skip: !project || !canManage });

  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [toDelete, setToDelete] = useState<EnvironmentRow | null>(null);
  const [toRegenerate, setToRegenerate] = useState<EnvironmentRow | null>(null);
  const [toRegenerateClient, setToRegenerateClient] = useState<EnvironmentRow | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);

  const [createEnv, createState] = useMutation(ENV_PAGE_CREATE, {
    update: (cache, { data: d }) => {
      if (d) addToLists(cache, projectId, unmask(ENV_PAGE_ENVIRONMENT, d.createEnvironment.environment).id);
    },
  });
  const [updateEnv, updateState] = useMutation(ENV_PAGE_UPDATE);
  const [deleteEnv, deleteState] = useMutation(ENV_PAGE_DELETE);
  const [regenerateKey, regenerateState] = useMutation(ENV_PAGE_REGENERATE_KEY);
  const [regenerateClientKey, regenerateClientState] = useMutation(ENV_PAGE_REGENERATE_CLIENT_KEY);

  const rows = useFragment(ENV_PAGE_ENVIRONMENT, data?.environments);
  const environments = useMemo(() => sortEnvironments(rows ?? []), [rows]);
  const filtered = useMemo(() => filterEnvironments(environments, search), [environments, search]);
  const formInitial = useMemo<EnvironmentFormValues | undefined>(
    () => (form?.mode === 'edit' ? { name: form.env.name, description: form.env.description, type: form.env.type, status: form.env.status } : undefined),
    [form],
  );

  const failed = (title: string, e: unknown) => {
    console.error(e);
    enqueueSnackbar(createElement(ErrorToast, { title, error: e }), { variant: 'error' });
  };

  const openCreate = () => {
    const reached = limitReached('environments', environments.length, planData?.currentPlan.currentPlan);
    if (reached) {
      setLimit(reached);
      return;
    }
    setFormError(null);
    setForm({ mode: 'create' });
  };

  const openEdit = (env: EnvironmentRow) => {
    setFormError(null);
    setForm({ mode: 'edit', env });
  };

  const submitForm = async (values: EnvironmentFormValues) => {
    if (!form) return;
    setFormError(null);
    try {
      if (form.mode === 'create') {
        await createEnv({ variables: { input: { projectId, ...values } } });
        enqueueSnackbar(`Environment "${values.name}" created`, { variant: 'success' });
      } else {
        await updateEnv({ variables: { input: { id: form.env.id, ...values } } });
        enqueueSnackbar(`Environment "${values.name}" updated`, { variant: 'success' });
      }
      setForm(null);
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
      await deleteEnv({ variables: { id: env.id }, update: (cache) => removeFromCache(cache, projectId, env.id) });
      enqueueSnackbar(`Environment "${env.name}" deleted`, { variant: 'success' });
    } catch (e) {
      failed(ENVIRONMENT_ERRORS.delete, e);
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
    } catch (e) {
      failed(ENVIRONMENT_ERRORS.regenerate, e);
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
    } catch (e) {
      failed(ENVIRONMENT_ERRORS.regenerateClient, e);
    } finally {
      setToRegenerateClient(null);
    }
  };

  const overridesOf = (envId: string) => project?.overrides.filter((o) => o.environment?.id === envId).length ?? 0;

  return {
    canManage,
    loaded: data !== undefined,
    initialLoading: loading && !data,
    error: data ? undefined : error,
    retry: () => void refetch(),
    environments,
    filtered,
    activeCount: environments.filter((e) => e.status === 'active').length,
    search,
    setSearch,
    overridesOf,
    form: {
      open: form !== null,
      mode: form?.mode ?? ('create' as const),
      initial: formInitial,
      pending: createState.loading || updateState.loading,
      error: formError,
      errorTitle: form?.mode === 'edit' ? ENVIRONMENT_ERRORS.update : ENVIRONMENT_ERRORS.create,
      submit: (v: EnvironmentFormValues) => void submitForm(v),
      close: () => setForm(null),
    },
    openCreate,
    openEdit,
    remove: { target: toDelete, ask: setToDelete, pending: deleteState.loading, confirm: () => void confirmDelete(), cancel: () => setToDelete(null) },
    regenerate: {
      target: toRegenerate,
      ask: setToRegenerate,
      pending: regenerateState.loading,
      confirm: () => void confirmRegenerate(),
      cancel: () => setToRegenerate(null),
    },
    regenerateClient: {
      target: toRegenerateClient,
      ask: setToRegenerateClient,
      pending: regenerateClientState.loading,
      confirm: () => void confirmRegenerateClient(),
      cancel: () => setToRegenerateClient(null),
    },
    limit,
    closeLimit: () => setLimit(null),
  };
}

export type EnvironmentsPageModel = ReturnType<typeof useEnvironmentsPage>;
