import { createElement, useMemo, useState } from 'react';
import { useStableHandler } from '../../components/useStableHandler';
import { queryEarly, useEarlyQuery } from '../../apollo/earlyQueries';
import { useDeferredResult } from '../../apollo/useDeferredResult';
import { useNavigate } from 'react-router-dom';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { flagMatchesSearch } from '@flagstream/domain';
import { useFragment as readFragment } from '../../apollo/generated/fragment-masking';
import { limitReached } from '../../components/LimitReachedDialog';
import type { LimitInfo } from '../../components/LimitReachedDialog';
import { useUndoableChange } from '../../components/useUndoableChange';
import { useConfirmChange } from '../../components/useConfirmChange';
import {
  DELETE_FLAG,
  DELETE_OVERRIDE_OF_FLAG,
  FEATURE_FLAGS,
  FLAGS_PAGE_CONTEXT,
  FLAG_PLAN_LIMIT,
  FLAG_ROW,
  SET_ENVIRONMENT_VALUE,
  UPDATE_FLAG,
} from './documents';
import { FLAG_ROW_FRAGMENT } from './FlagRowParts';
import type { EnvColumn, FlagRow } from './FlagRowParts';
import type { RowAction } from './FlagRowMenu';
import { KillMessage, ProductionEnvMessage } from './FlagConfirmMessages';
import { environmentSwitchWrite, isProductionLike, loadColumns, overridesLeftEmpty, saveColumns } from './flagListModel';
import { deleteSuccessText, flagPath, inOrder, listBody, searchTarget, toggled, withEnvironmentWrite } from './flagsPageModel';
import { flagCountText, flagsInView, viewCounts } from './staleModel';
import type { FlagView } from './staleModel';
import { useFlagHygiene } from './useFlagHygiene';
import { appendToProject, removeFromProject } from '../../state/projectCache';

export interface FlagsPageAccess {
  projectId: string;
  canManage: boolean;
  canManageOverrides: boolean;
}

const flagRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Flag', id });

const LIST_EARLY = { query: FEATURE_FLAGS, variables: (projectId: string) => ({ projectId }) };
const CONTEXT_EARLY = { query: FLAGS_PAGE_CONTEXT, variables: (projectId: string) => ({ projectId }) };
// The list and its columns are asked for beside the project list (apollo/earlyQueries).
queryEarly(LIST_EARLY);
queryEarly(CONTEXT_EARLY);

/**
 * The Feature Flags screen (/flags): the list with its search, All/Stale/Archived filter and chosen
 * environment columns; the kill switch and the environment switches (production asks first, every
 * change can be undone); the create/edit form, the values dialog, the delete confirmation (and the
 * overrides it would leave empty); the plan limit. Changes update Apollo's cache from their answers.
 */
export function useFlagsPage({ projectId, canManage, canManageOverrides }: FlagsPageAccess) {
  const navigate = useNavigate();
  const client = useApolloClient();
  // The rows of an answer render in a background pass that yields to input (one long task on a phone
  // otherwise: issue 18); list and context are deferred whole, so loading and data stay consistent.
  const list = useDeferredResult(useEarlyQuery(LIST_EARLY, projectId, { notifyOnNetworkStatusChange: false }));
  const context = useDeferredResult(useEarlyQuery(CONTEXT_EARLY, projectId));
  const plan = useQuery(FLAG_PLAN_LIMIT, { variables: { projectId }, skip: !canManage });
  const [updateFlag] = useMutation(UPDATE_FLAG);
  const [setEnvValue] = useMutation(SET_ENVIRONMENT_VALUE);
  const [deleteFlag] = useMutation(DELETE_FLAG);
  const [deleteOverride] = useMutation(DELETE_OVERRIDE_OF_FLAG);
  const change = useUndoableChange();
  const { ask, dialog: confirmDialog } = useConfirmChange();
  const hygiene = useFlagHygiene(projectId);

  const [search, setSearch] = useState('');
  const [view, setView] = useState<FlagView>('active');
  const [columns, setColumnsState] = useState<string[] | null>(null);
  const [form, setForm] = useState<{ flag: FlagRow | null } | null>(null);
  const [valuesFor, setValuesFor] = useState<FlagRow | null>(null);
  const [toDelete, setToDelete] = useState<{ flag: FlagRow; alsoOverrides: boolean; pending: boolean } | null>(null);
  const [limit, setLimit] = useState<LimitInfo | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const masked = list.data?.featureFlags;
  const allFlags = useMemo(() => [...readFragment(FLAG_ROW_FRAGMENT, masked ?? [])], [masked]);
  const flags = useMemo(() => allFlags.filter((f) => !f.archived), [allFlags]);
  const environments = useMemo<EnvColumn[]>(() => inOrder(context.data?.environments ?? []), [context.data]);
  const overrides = useMemo(() => context.data?.overrides ?? [], [context.data]);
  const shownEnvs = useMemo(() => {
    const all = environments.map((e) => e.id);
    const ids = columns ?? loadColumns(localStorage, projectId, all);
    return environments.filter((e) => ids.includes(e.id));
  }, [columns, environments, projectId]);

  const q = search.trim().toLowerCase();
  const inView = useMemo(() => flagsInView(allFlags, view, hygiene.stale), [allFlags, view, hygiene.stale]);
  // Search by name, key or description (spec §2): the domain's rule, as the API's ?search= applies it.
  const shown = useMemo(() => (q ? inView.filter((f) => flagMatchesSearch(f, q)) : inView), [inView, q]);
  const production = environments.filter(isProductionLike);
  const leftEmpty = toDelete ? overridesLeftEmpty(overrides, toDelete.flag.key) : [];

  const markBusy = (id: string, on: boolean) => setBusy((s) => toggled(s, id, on));
  const refetchFlag = (id: string) => client.query({ query: FLAG_ROW, variables: { id }, fetchPolicy: 'network-only' }).catch(() => list.refetch());
  const refetchList = () => Promise.all([list.refetch(), context.refetch()]);

  /** The kill switch: off stops the flag everywhere; every change confirms and can be undone. */
  const kill = useStableHandler((flag: FlagRow, on: boolean) =>
    ask(production.length > 0, {
      title: on ? `Turn ${flag.name} back on?` : `Turn off ${flag.name} everywhere?`,
      confirmLabel: on ? 'Turn on' : 'Turn off everywhere',
      message: createElement(KillMessage, { on, production: production.map((e) => e.name) }),
      run: async () => {
        markBusy(flag.id, true);
        try {
          await change({
            projectId,
            undo: [{ kind: 'flag', id: flag.id }],
            // the answer is the flag's row: the cache updates it in place
            run: () => updateFlag({ variables: { input: { id: flag.id, enabled: on } } }),
            success: on ? `${flag.name} is live again` : `${flag.name} turned off in every environment`,
            failure: on ? `Failed to turn ${flag.name} back on` : `Failed to turn off ${flag.name}`,
            afterUndo: () => refetchFlag(flag.id),
          });
        } finally {
          markBusy(flag.id, false);
        }
      },
    }),
  );

  /** One environment on or off; production-like environments ask first. */
  const toggleEnv = useStableHandler((flag: FlagRow, env: EnvColumn, on: boolean) =>
    ask(isProductionLike(env), {
      title: `Turn ${flag.name} ${on ? 'on' : 'off'} in ${env.name}?`,
      confirmLabel: on ? `Turn on in ${env.name}` : `Turn off in ${env.name}`,
      message: createElement(ProductionEnvMessage, { environment: env.name }),
      run: async () => {
        const row = flag.environmentValues.find((r) => r.environmentId === env.id);
        const write = environmentSwitchWrite(flag, row, on);
        const cell = `${flag.id}:${env.id}`;
        markBusy(cell, true);
        try {
          await change({
            projectId,
            undo: [{ kind: 'environment', id: env.id }],
            run: async () => {
              await setEnvValue({
                variables: { environmentId: env.id, flagKey: flag.key, flagValue: write },
                // The answer is the environment; the flag's record there is what the server builds from the write.
                update: (cache) =>
                  cache.modify<FlagRow>({
                    id: flagRef(cache, flag.id),
                    fields: { environmentValues: (rows) => withEnvironmentWrite(rows as FlagRow['environmentValues'], env.id, write) as never },
                  }),
              });
              // A rollout's share depends on the switch and is the server's to compute: read the row again.
              if (row?.hasTargeting) await refetchFlag(flag.id);
            },
            success: `${flag.name} turned ${on ? 'on' : 'off'} in ${env.name}`,
            failure: `Failed to turn ${flag.name} ${on ? 'on' : 'off'} in ${env.name}`,
            afterUndo: () => refetchFlag(flag.id),
          });
        } finally {
          markBusy(cell, false);
        }
      },
    }),
  );

  const confirmDelete = async () => {
    if (!toDelete) return;
    const target = toDelete.flag;
    const alsoOverrides = toDelete.alsoOverrides && canManageOverrides ? leftEmpty : [];
    setToDelete({ ...toDelete, pending: true });
    try {
      await change({
        projectId,
        undo: [{ kind: 'flag', id: target.id }, ...alsoOverrides.map((o) => ({ kind: 'override' as const, id: o.id }))],
        run: async () => {
          const evict = (cache: ApolloCache, id: string | undefined) => {
            cache.evict({ id });
            cache.gc();
          };
          await deleteFlag({
            variables: { id: target.id },
            update: (cache) => {
              // the current project's tree and the shell's flag count
              removeFromProject(cache, projectId, 'featureFlags', target.id);
              evict(cache, flagRef(cache, target.id));
            },
          });
          for (const o of alsoOverrides) {
            await deleteOverride({ variables: { id: o.id }, update: (cache) => evict(cache, cache.identify({ __typename: 'Override', id: o.id })) });
          }
        },
        success: deleteSuccessText(target.name, alsoOverrides),
        failure: `Failed to delete ${target.name}`,
        afterUndo: async () => {
          await refetchList();
          appendToProject(client.cache, projectId, 'featureFlags', { __typename: 'Flag', id: target.id });
        },
      });
      setToDelete(null);
    } catch {
      // the toast says why; the dialog stays open
      setToDelete((d) => d && { ...d, pending: false });
    }
  };

  const openCreate = () => {
    // Spec §9: at the plan cap, creating is blocked and the limit dialog opens.
    const reached = list.data ? limitReached('featureFlags', flags.length, plan.data?.currentPlan.currentPlan) : null;
    if (reached) setLimit(reached);
    else setForm({ flag: null });
  };

  const onAction = useStableHandler((flag: FlagRow, action: RowAction) => {
    if (action === 'open') navigate(flagPath(flag));
    if (action === 'history') navigate(`${flagPath(flag)}#history`);
    if (action === 'edit') setForm({ flag });
    if (action === 'values') setValuesFor(flag);
    if (action === 'archive') void hygiene.archive(flag).catch(() => undefined);
    if (action === 'delete') setToDelete({ flag, alsoOverrides: true, pending: false });
  });

  return {
    hasFlags: list.data !== undefined,
    allFlags,
    flags,
    shown,
    environments,
    shownEnvs,
    error: list.error,
    retry: () => void list.refetch(),
    body: listBody({
      error: Boolean(list.error && !list.data),
      // Rows wait for the environments too: columns must not pop in under the pointer.
      loading: (list.loading && !list.data) || (context.loading && !context.data),
      view,
      searching: q !== '',
      served: flags.length,
      shown: shown.length,
    }),
    search: {
      value: search,
      active: q !== '',
      set: setSearch,
      clear: () => setSearch(''),
      // Enter opens the flag's page when the search names one flag (by key, or as the only match).
      enter: () => {
        const one = searchTarget(shown, q);
        if (one) navigate(flagPath(one));
      },
    },
    view,
    setView,
    counts: viewCounts(allFlags, hygiene.stale),
    countText: flagCountText({ shown: shown.length, served: flags.length, killed: flags.filter((f) => !f.enabled).length, view, searching: q !== '' }),
    setColumns: (ids: string[]) => {
      setColumnsState(ids);
      saveColumns(localStorage, projectId, ids);
    },
    stale: hygiene.stale,
    staleAfterDays: hygiene.staleAfterDays,
    unarchive: hygiene.unarchive,
    busy,
    kill,
    toggleEnv,
    onAction,
    openCreate,
    confirmDialog,
    form: {
      open: form !== null,
      flag: form?.flag ?? null,
      close: () => setForm(null),
      limit: (info: LimitInfo) => {
        setForm(null);
        setLimit(info);
      },
    },
    values: { flag: valuesFor, close: () => setValuesFor(null), changed: () => (valuesFor ? refetchFlag(valuesFor.id) : undefined) },
    remove: {
      target: toDelete?.flag ?? null,
      pending: toDelete?.pending ?? false,
      leftEmpty,
      alsoOverrides: toDelete?.alsoOverrides ?? true,
      setAlsoOverrides: (on: boolean) => setToDelete((d) => d && { ...d, alsoOverrides: on }),
      confirm: () => void confirmDelete(),
      cancel: () => setToDelete(null),
    },
    limit,
    closeLimit: () => setLimit(null),
  };
}

export type FlagsPageModel = ReturnType<typeof useFlagsPage>;
