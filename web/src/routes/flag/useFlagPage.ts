import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { FlagValue } from '@flagstream/domain';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FLAG_PAGE, FLAG_PAGE_HISTORY, FLAG_PAGE_TARGETING } from './documents';
import { SET_ENVIRONMENT_VALUE, UPDATE_FLAG } from '../flags/documents';
import { useUndoableChange } from '../../components/useUndoableChange';
import { environmentStatus, provenance } from './flagPageModel';
import type { EnvironmentStatus } from './flagPageModel';
import type { FlagPageHistoryQuery, FlagPageQuery } from '../../apollo/generated/graphql';

export type PageFlag = NonNullable<FlagPageQuery['featureFlagByKey']>;
export type PageEnvironment = FlagPageQuery['environments'][number];
export type PageHistoryEntry = FlagPageHistoryQuery['projectHistory']['entries'][number];

const HISTORY_PAGE = 50;
const TICK_MS = 30_000;

/** The current time, ticking so expiries on the page turn over without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(t);
  }, []);
  return now;
}

const isNotFound = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => (x.extensions as { code?: string } | undefined)?.code === 'FLAG_NOT_FOUND');

/**
 * Everything the flag page shows and changes: the flag, what each environment serves and from
 * which layer, who set it, the flag's complete history, and changes that confirm and undo.
 */
export function useFlagPage(projectId: string, key: string) {
  const now = useNow();
  const client = useApolloClient();
  const page = useQuery(FLAG_PAGE, { variables: { projectId, key }, notifyOnNetworkStatusChange: false });
  const flag = page.data?.featureFlagByKey ?? null;
  const targeting = useQuery(FLAG_PAGE_TARGETING, { variables: { id: flag?.id ?? '' }, skip: !flag, fetchPolicy: 'no-cache', errorPolicy: 'all' });
  const [historyAfter, setHistoryAfter] = useState<string | null>(null);
  const history = useQuery(FLAG_PAGE_HISTORY, {
    variables: { projectId, flagId: flag?.id ?? '', first: HISTORY_PAGE },
    skip: !flag,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const [older, setOlder] = useState<PageHistoryEntry[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const [updateFlag] = useMutation(UPDATE_FLAG);
  const [setEnvValue] = useMutation(SET_ENVIRONMENT_VALUE);
  const change = useUndoableChange();

  const environments = useMemo(() => [...(page.data?.environments ?? [])].sort((a, b) => a.order - b.order), [page.data]);
  const overrides = useMemo(() => page.data?.overrides ?? [], [page.data]);
  const targetingByEnv = useMemo(() => {
    const m = new Map<string, { hasTargeting: boolean; rolloutPercentage: number | null }>();
    for (const r of targeting.data?.featureFlag.environmentValues ?? [])
      m.set(r.environmentId, { hasTargeting: r.hasTargeting, rolloutPercentage: r.rolloutPercentage ?? null });
    return m;
  }, [targeting.data]);

  const statuses = useMemo<EnvironmentStatus[]>(() => {
    if (!flag) return [];
    return environments.map((env) =>
      environmentStatus(
        flag,
        env.id,
        flag.environmentValues.find((r) => r.environmentId === env.id),
        overrides,
        now,
        targetingByEnv.get(env.id) ?? null,
      ),
    );
  }, [flag, environments, overrides, now, targetingByEnv]);

  const entries = useMemo(() => [...(history.data?.projectHistory.entries ?? []), ...older], [history.data, older]);
  const setBy = useMemo(() => (flag ? provenance(entries, flag.id) : null), [entries, flag]);
  const nextCursor = older.length > 0 ? historyAfter : (history.data?.projectHistory.nextCursor ?? null);

  const refreshAll = useCallback(async () => {
    setOlder([]);
    setHistoryAfter(null);
    await Promise.all([page.refetch(), flag ? targeting.refetch().catch(() => undefined) : null, flag ? history.refetch() : null]);
  }, [page, targeting, history, flag]);

  const loadOlder = useCallback(async () => {
    if (!flag || !nextCursor) return;
    setLoadingOlder(true);
    try {
      const r = await client.query({
        query: FLAG_PAGE_HISTORY,
        variables: { projectId, flagId: flag.id, first: HISTORY_PAGE, after: nextCursor },
        fetchPolicy: 'no-cache',
      });
      const got = r.data?.projectHistory;
      if (got) {
        setOlder((o) => [...o, ...got.entries]);
        setHistoryAfter(got.nextCursor ?? null);
      }
    } finally {
      setLoadingOlder(false);
    }
  }, [flag, nextCursor, client, projectId]);

  /** The kill switch: off turns the flag off everywhere; Undo brings the flag and its values back. */
  const setKillSwitch = useCallback(
    (on: boolean) => {
      if (!flag) return Promise.resolve();
      return change({
        projectId,
        undo: [{ kind: 'flag', id: flag.id }],
        run: () => updateFlag({ variables: { input: { id: flag.id, enabled: on } } }),
        success: on ? `${flag.name} is live again: each environment serves its own state` : `${flag.name} turned off in every environment`,
        failure: on ? `Failed to turn ${flag.name} back on` : `Failed to turn off ${flag.name}`,
        refresh: refreshAll,
      });
    },
    [flag, change, projectId, updateFlag, refreshAll],
  );

  /** A custom value in one environment, or null to go back to the default. */
  const setEnvironment = useCallback(
    (env: PageEnvironment, setting: { value: FlagValue; enabled: boolean } | null, success: string) => {
      if (!flag) return Promise.resolve();
      return change({
        projectId,
        undo: [{ kind: 'environment', id: env.id }],
        run: () => setEnvValue({ variables: { environmentId: env.id, flagKey: flag.key, flagValue: setting } }),
        success,
        failure: `Failed to change ${flag.name} in ${env.name}`,
        refresh: refreshAll,
      });
    },
    [flag, change, projectId, setEnvValue, refreshAll],
  );

  const setDefault = useCallback(
    (value: FlagValue) => {
      if (!flag) return Promise.resolve();
      return change({
        projectId,
        undo: [{ kind: 'flag', id: flag.id }],
        run: () => updateFlag({ variables: { input: { id: flag.id, value } } }),
        success: `Default value of ${flag.name} saved`,
        failure: `Failed to save the default value of ${flag.name}`,
        refresh: refreshAll,
      });
    },
    [flag, change, projectId, updateFlag, refreshAll],
  );

  return {
    now,
    flag,
    environments,
    overrides,
    statuses,
    targetingError: targeting.error,
    loading: page.loading && !page.data,
    error: page.error && !isNotFound(page.error) ? page.error : undefined,
    notFound: isNotFound(page.error),
    refetch: refreshAll,
    history: { entries, loading: history.loading && !history.data, error: history.error, hasMore: Boolean(nextCursor), loadingOlder, loadOlder },
    setBy,
    setKillSwitch,
    setEnvironment,
    setDefault,
  };
}
