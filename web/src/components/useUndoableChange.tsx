import { useCallback } from 'react';
import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import { PROJECT_HEAD, UNDO_RESTORE } from './changeDocuments';
import { ErrorToast } from './ErrorToast';

/** The toast's Undo: bold and underlined, so it reads as the way back. */
const UndoButton = styled(Button)({ fontWeight: 700, textDecoration: 'underline' });

/** What a change touched, so Undo can bring it back with the existing restore (flag, environment values or override). */
export interface UndoTarget {
  kind: 'flag' | 'environment' | 'override';
  id: string;
}

export interface ChangeSpec<T> {
  projectId: string;
  /** the write itself */
  run: () => Promise<T>;
  /** what to restore on Undo (empty: no Undo offered) */
  undo: UndoTarget[];
  /** confirmation toast, e.g. "Dark mode turned off in production" */
  success: string;
  /** error toast title, e.g. "Failed to turn off Dark mode" */
  failure: string;
  /** after the change or its undo: refetch what shows it */
  refresh?: () => Promise<unknown> | void;
  /** after the undo, when the change itself updated Apollo's cache from its answer (no refresh) */
  afterUndo?: () => Promise<unknown> | void;
}

export const UNDO_TOAST_MS = 8000;

/**
 * Every change confirms, every failure says why, and every change can be undone from its toast
 * (issue 17). Undo restores the touched entities to the last event before the change, with the
 * Audit Log's restore, so it is itself recorded in history and can be undone there.
 */
export function useUndoableChange() {
  const client = useApolloClient();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();

  return useCallback(
    async <T,>(spec: ChangeSpec<T>): Promise<T> => {
      let before: number | null = null;
      if (spec.undo.length > 0) {
        try {
          const head = await client.query({ query: PROJECT_HEAD, variables: { projectId: spec.projectId }, fetchPolicy: 'no-cache' });
          before = head.data?.projectHead.position ?? null;
        } catch {
          before = null; // the change still runs; its toast just has no Undo
        }
      }
      let result: T;
      try {
        result = await spec.run();
      } catch (e) {
        enqueueSnackbar(<ErrorToast title={spec.failure} error={e} />, { variant: 'error', autoHideDuration: 8000 });
        throw e;
      }
      await spec.refresh?.();
      const undo = async (key: SnackbarKey) => {
        closeSnackbar(key);
        if (before === null) return;
        try {
          for (const t of spec.undo) {
            await client.mutate({
              mutation: UNDO_RESTORE,
              variables: { input: { projectId: spec.projectId, entity: t.kind, id: t.id, at: { position: before } } },
            });
          }
          await (spec.afterUndo ?? spec.refresh)?.();
          enqueueSnackbar(`Undone: ${spec.success}`, { variant: 'info' });
        } catch (e) {
          enqueueSnackbar(<ErrorToast title="Could not undo the change" error={e} />, { variant: 'error', autoHideDuration: 8000 });
        }
      };
      enqueueSnackbar(spec.success, {
        variant: 'success',
        autoHideDuration: before === null ? undefined : UNDO_TOAST_MS,
        action:
          before === null
            ? undefined
            : (key) => (
                <UndoButton color="inherit" size="small" onClick={() => void undo(key)}>
                  Undo
                </UndoButton>
              ),
      });
      return result;
    },
    [client, enqueueSnackbar, closeSnackbar],
  );
}
