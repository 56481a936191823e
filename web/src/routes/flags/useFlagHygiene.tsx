import { useCallback, useMemo } from 'react';
import { Button } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { ErrorToast } from '../../components/ErrorToast';
import { ARCHIVE_FLAG, STALE_FLAGS, UNARCHIVE_FLAG, UPDATE_USAGE_SETTINGS } from './staleDocuments';
import type { StaleFlagsQuery } from '../../apollo/generated/graphql';

export type StaleFlagView = StaleFlagsQuery['staleFlags'][number];

/**
 * The queries that show archived or stale flags, refetched (when on screen) after an archive or unarchive.
 * The flag list is not among them: the answer carries the flag's archived state and the list filters on it.
 */
const AFTER_ARCHIVE = ['StaleFlags', 'DashboardUsageSummary', 'DashboardStats', 'FlagPage', 'FlagArchived'];

/**
 * Stale flags and archiving (issue 20): which flags of the project are stale and why, a
 * one-click archive whose toast offers Undo (unarchive), unarchive, and the project's N days.
 */
export function useFlagHygiene(projectId: string, opts: { skip?: boolean } = {}) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const q = useQuery(STALE_FLAGS, { variables: { projectId }, skip: opts.skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const [archiveM] = useMutation(ARCHIVE_FLAG, { refetchQueries: AFTER_ARCHIVE });
  const [unarchiveM] = useMutation(UNARCHIVE_FLAG, { refetchQueries: AFTER_ARCHIVE });
  const [settingsM] = useMutation(UPDATE_USAGE_SETTINGS, { refetchQueries: ['StaleFlags', 'DashboardUsageSummary'] });

  const stale = useMemo(() => new Map((q.data?.staleFlags ?? []).map((s) => [s.flagId, s])), [q.data]);

  const unarchive = useCallback(
    async (flag: { id: string; name: string }) => {
      try {
        await unarchiveM({ variables: { id: flag.id } });
        enqueueSnackbar(`${flag.name} restored: it is served again`, { variant: 'success' });
      } catch (e) {
        enqueueSnackbar(<ErrorToast title={`Failed to unarchive ${flag.name}`} error={e} />, { variant: 'error', autoHideDuration: 8000 });
        throw e;
      }
    },
    [unarchiveM, enqueueSnackbar],
  );

  const archive = useCallback(
    async (flag: { id: string; name: string }) => {
      try {
        await archiveM({ variables: { id: flag.id } });
      } catch (e) {
        enqueueSnackbar(<ErrorToast title={`Failed to archive ${flag.name}`} error={e} />, { variant: 'error', autoHideDuration: 8000 });
        throw e;
      }
      enqueueSnackbar(`${flag.name} archived: no longer served`, {
        variant: 'success',
        autoHideDuration: 8000,
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              void unarchive(flag).catch(() => undefined);
            }}
          >
            Undo
          </Button>
        ),
      });
    },
    [archiveM, enqueueSnackbar, closeSnackbar, unarchive],
  );

  const setStaleAfterDays = useCallback(
    async (days: number) => {
      try {
        await settingsM({ variables: { projectId, staleAfterDays: days } });
        enqueueSnackbar(`Flags are now stale after ${days} ${days === 1 ? 'day' : 'days'}`, { variant: 'success' });
      } catch (e) {
        enqueueSnackbar(<ErrorToast title="Failed to save the stale setting" error={e} />, { variant: 'error', autoHideDuration: 8000 });
        throw e;
      }
    },
    [settingsM, projectId, enqueueSnackbar],
  );

  return {
    loading: q.loading && !q.data,
    error: q.data ? undefined : q.error,
    refetch: q.refetch,
    staleFlags: q.data?.staleFlags ?? [],
    staleAfterDays: q.data?.usageSettings.staleAfterDays ?? null,
    stale,
    archive,
    unarchive,
    setStaleAfterDays,
  };
}
