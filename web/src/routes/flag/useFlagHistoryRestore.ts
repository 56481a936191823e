import { createElement, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { UNDO_RESTORE } from '../../components/changeDocuments';
import { ErrorToast } from '../../components/ErrorToast';
import { restoredToast } from './flagHistoryModel';
import type { RestoreAsk } from './flagHistoryModel';

/**
 * The flag history's restore: the version asked about (the confirmation is open while there is one),
 * and the restore itself, which says how it went in a toast and reloads the page's data.
 */
export function useFlagHistoryRestore(projectId: string, onRestored: () => Promise<unknown>) {
  const [restore, { loading: restoring }] = useMutation(UNDO_RESTORE);
  const { enqueueSnackbar } = useSnackbar();
  const [ask, setAsk] = useState<RestoreAsk | null>(null);

  const confirm = async () => {
    if (!ask) return;
    try {
      const r = await restore({ variables: { input: { projectId, entity: ask.kind, id: ask.id, at: { position: ask.position } } } });
      const toast = restoredToast(ask.name, r.data?.restoreEntity.restored === true);
      enqueueSnackbar(toast.text, { variant: toast.variant });
      setAsk(null);
      await onRestored();
    } catch (e) {
      enqueueSnackbar(createElement(ErrorToast, { title: 'Failed to restore', error: e }), { variant: 'error' });
    }
  };

  return { ask, restoring, open: setAsk, close: () => setAsk(null), confirm: () => void confirm() };
}
