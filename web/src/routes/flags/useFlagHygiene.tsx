import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import { ErrorToast } from '../../components/ErrorToast';
import { ARCHIVE_FLAG, STALE_FLAGS, UNARCHIVE_FLAG, UPDATE_USAGE_SETTINGS } from './staleDocuments';
import { AFTER_ARCHIVE, AFTER_STALE_SETTING, hygieneTexts, hygieneView, staleById } from './hygieneModel';

export type { StaleFlagView } from './hygieneModel';

type Flag = { id: string; name: string };

/** The snackbar calls of this screen: a success, an error toast kept 8 s, a success with an Undo. */
function useHygieneToasts() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (text: string) => enqueueSnackbar(text, { variant: 'success' }),
      failure: (title: string, error: unknown) => enqueueSnackbar(<ErrorToast title={title} error={error} />, { variant: 'error', autoHideDuration: 8000 }),
      withUndo: (text: string, undo: () => void) =>
        enqueueSnackbar(text, {
          variant: 'success',
          autoHideDuration: 8000,
          action: (key: SnackbarKey): ReactNode => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(key);
                undo();
              }}
            >
              Undo
            </Button>
          ),
        }),
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}

/** Archive (its toast offers Undo), unarchive, and the project's N days, each saying how it went. */
function useHygieneActions(projectId: string) {
  const toast = useHygieneToasts();
  const [archiveM] = useMutation(ARCHIVE_FLAG, { refetchQueries: AFTER_ARCHIVE });
  const [unarchiveM] = useMutation(UNARCHIVE_FLAG, { refetchQueries: AFTER_ARCHIVE });
  const [settingsM] = useMutation(UPDATE_USAGE_SETTINGS, { refetchQueries: AFTER_STALE_SETTING });
  /** Runs a call; a failure gets its error toast and is thrown on (the caller's busy state ends). */
  const attempt = useCallback(
    async (call: () => Promise<unknown>, failed: string) => {
      try {
        await call();
      } catch (e) {
        toast.failure(failed, e);
        throw e;
      }
    },
    [toast],
  );
  const unarchive = useCallback(
    async (flag: Flag) => {
      await attempt(() => unarchiveM({ variables: { id: flag.id } }), hygieneTexts.unarchiveFailed(flag.name));
      toast.success(hygieneTexts.restored(flag.name));
    },
    [attempt, unarchiveM, toast],
  );
  const archive = useCallback(
    async (flag: Flag) => {
      await attempt(() => archiveM({ variables: { id: flag.id } }), hygieneTexts.archiveFailed(flag.name));
      toast.withUndo(hygieneTexts.archived(flag.name), () => void unarchive(flag).catch(() => undefined));
    },
    [attempt, archiveM, toast, unarchive],
  );
  const setStaleAfterDays = useCallback(
    async (days: number) => {
      await attempt(() => settingsM({ variables: { projectId, staleAfterDays: days } }), hygieneTexts.staleSettingFailed);
      toast.success(hygieneTexts.staleAfter(days));
    },
    [attempt, settingsM, projectId, toast],
  );
  return { archive, unarchive, setStaleAfterDays };
}

/**
 * Stale flags and archiving (issue 20): which flags of the project are stale and why, a
 * one-click archive whose toast offers Undo (unarchive), unarchive, and the project's N days.
 */
export function useFlagHygiene(projectId: string, opts: { skip?: boolean } = {}) {
  const q = useQuery(STALE_FLAGS, { variables: { projectId }, skip: opts.skip, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const stale = useMemo(() => staleById(q.data?.staleFlags), [q.data]);
  const actions = useHygieneActions(projectId);
  return { ...hygieneView(q), refetch: q.refetch, stale, ...actions };
}
