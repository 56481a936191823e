import type { StaleFlagsQuery } from '../../apollo/generated/graphql';

export type StaleFlagView = StaleFlagsQuery['staleFlags'][number];

/**
 * The queries that show archived or stale flags, refetched (when on screen) after an archive or unarchive.
 * The flag list is not among them: the answer carries the flag's archived state and the list filters on it.
 */
export const AFTER_ARCHIVE = ['StaleFlags', 'DashboardUsageSummary', 'DashboardStats', 'FlagPage', 'FlagArchived'];

/** The queries that show the stale setting or what it makes stale, refetched after it changes. */
export const AFTER_STALE_SETTING = ['StaleFlags', 'DashboardUsageSummary'];

/** The toasts of archiving, unarchiving and the stale setting. */
export const hygieneTexts = {
  archived: (name: string) => `${name} archived: no longer served`,
  archiveFailed: (name: string) => `Failed to archive ${name}`,
  restored: (name: string) => `${name} restored: it is served again`,
  unarchiveFailed: (name: string) => `Failed to unarchive ${name}`,
  staleAfter: (days: number) => `Flags are now stale after ${days} ${days === 1 ? 'day' : 'days'}`,
  staleSettingFailed: 'Failed to save the stale setting',
};

/** The stale flags by flag id, for the list's badges and filter. */
export function staleById<T extends { flagId: string }>(rows: readonly T[] | undefined): Map<string, T> {
  return new Map((rows ?? []).map((s) => [s.flagId, s]));
}

/**
 * What the screens read of the stale-flags query: loading only before a first answer, an error only
 * while there is no answer to show, the stale flags and the project's N days (null until known).
 */
export function hygieneView<E>(q: { data?: StaleFlagsQuery; loading: boolean; error?: E }) {
  return {
    loading: q.loading && !q.data,
    error: q.data ? undefined : q.error,
    staleFlags: q.data?.staleFlags ?? [],
    staleAfterDays: q.data?.usageSettings.staleAfterDays ?? null,
  };
}
