import { createElement, useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useSnackbar } from 'notistack';
import type { FlagValue } from '@flagstream/domain';
import { plural } from '../../lib/format';
import { useUndoableChange } from '../../components/useUndoableChange';
import { useConfirmChange } from '../../components/useConfirmChange';
import { ErrorToast } from '../../components/ErrorToast';
import { useFragment as readFragment } from '../../apollo/generated/fragment-masking';
import { withEnvironmentReset, withEnvironmentWrite } from '../flags/flagsPageModel';
import { MATRIX_SET_ENVIRONMENT_VALUE, VALUES_MATRIX_QUERY } from './documents';
import type { CellEdit, MatrixEnvironment, MatrixFlag } from './matrixModel';
import { cellsToSave, filterFlags, productionNames, splitCellKey, withoutKey, withoutKeys } from './matrixModel';
import { ProductionSaveMessage } from './MatrixMessages';
import { MATRIX_ROW_FRAGMENT } from './MatrixRow';
import { MATRIX_COLUMN_FRAGMENT } from './MatrixTable';

type Rows = MatrixFlag['environmentValues'];

/** The flag's record in one environment, as the server builds it after a write or a reset (no refetch). */
function writeCell(cache: ApolloCache, flag: MatrixFlag, environmentId: string, write: { value: FlagValue; enabled: boolean } | null) {
  cache.modify({
    id: cache.identify({ __typename: 'Flag', id: flag.id }),
    fields: {
      environmentValues: (rows) =>
        (write ? withEnvironmentWrite(rows as Rows, environmentId, write) : withEnvironmentReset(rows as Rows, environmentId, flag)) as never,
    },
  });
}

/**
 * The Values Matrix (/values-matrix): every flag's value in every environment; edits are staged per
 * cell and saved together (production asks first), a reset applies at once; both can be undone from
 * their toast. Saved cells update Apollo's cache from the write instead of refetching the matrix.
 */
export function useValuesMatrixPage(projectId: string) {
  const { data, error, refetch } = useQuery(VALUES_MATRIX_QUERY, { variables: { projectId }, notifyOnNetworkStatusChange: true });
  const [setValue] = useMutation(MATRIX_SET_ENVIRONMENT_VALUE);
  const [edits, setEdits] = useState<Map<string, CellEdit>>(() => new Map());
  const [resetting, setResetting] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [search, setSearch] = useState('');
  const change = useUndoableChange();
  const { ask, dialog: confirmDialog } = useConfirmChange();
  const { enqueueSnackbar } = useSnackbar();

  const flags = useMemo<MatrixFlag[]>(() => [...readFragment(MATRIX_ROW_FRAGMENT, data?.featureFlags ?? [])], [data]);
  const shownFlags = useMemo(() => filterFlags(flags, search), [flags, search]);
  const environments = useMemo<MatrixEnvironment[]>(
    () => [...readFragment(MATRIX_COLUMN_FRAGMENT, data?.environments ?? [])].sort((a, b) => a.order - b.order),
    [data],
  );
  const flagsById = useMemo(() => new Map(flags.map((f) => [f.id, f])), [flags]);
  const envById = useMemo(() => new Map(environments.map((e) => [e.id, e])), [environments]);
  const refetchMatrix = useCallback(() => refetch().catch(() => undefined), [refetch]);

  const onEdit = useCallback((key: string, edit: CellEdit | null) => {
    setEdits((prev) => {
      const next = new Map(prev);
      if (edit) next.set(key, edit);
      else next.delete(key);
      return next;
    });
  }, []);

  const onReset = useCallback(
    async (key: string) => {
      const [flagId, environmentId] = splitCellKey(key);
      const flag = flagsById.get(flagId);
      if (!flag) return;
      const envName = envById.get(environmentId)?.name ?? 'this environment';
      setResetting((s) => new Set(s).add(key));
      try {
        // Reset sends a null value at once; the cell reverts to the flag default. It confirms and can be undone.
        await change({
          projectId,
          undo: [{ kind: 'environment', id: environmentId }],
          run: () =>
            setValue({ variables: { environmentId, flagKey: flag.key, flagValue: null }, update: (cache) => writeCell(cache, flag, environmentId, null) }),
          success: `${flag.name} reset to the default in ${envName}`,
          failure: `Failed to reset ${flag.name} in ${envName}`,
          afterUndo: refetchMatrix,
        });
        setEdits((prev) => withoutKey(prev, key));
      } catch {
        // the toast says why
      } finally {
        setResetting((s) => withoutKey(s, key));
      }
    },
    [flagsById, envById, setValue, refetchMatrix, change, projectId],
  );

  const writeAll = async () => {
    setSaving(true);
    const writes = cellsToSave(flags, environments, edits);
    const failed = new Map<string, unknown>();
    try {
      await change({
        projectId,
        undo: [...new Set(writes.map((w) => w.environmentId))].map((id) => ({ kind: 'environment' as const, id })),
        run: async () => {
          // One call per cell, in turn: they all land on the same project.
          for (const w of writes) {
            try {
              await setValue({
                variables: { environmentId: w.environmentId, flagKey: w.flag.key, flagValue: w.flagValue },
                update: (cache) => writeCell(cache, w.flag, w.environmentId, w.flagValue),
              });
            } catch (e) {
              failed.set(w.key, e);
            }
          }
          if (failed.size === writes.length && writes.length > 0) throw failed.values().next().value;
        },
        success: writes.length === 0 ? 'Nothing to save: every edited cell equals the default' : `Saved ${plural(writes.length - failed.size, 'value')}`,
        failure: 'Failed to save the changes',
        afterUndo: refetchMatrix,
      });
    } catch {
      // the toast says why; every edit stays
    }
    if (failed.size > 0 && failed.size < writes.length) {
      const first = failed.values().next().value;
      enqueueSnackbar(createElement(ErrorToast, { title: `${plural(failed.size, 'value')} could not be saved and stay marked`, error: first }), {
        variant: 'error',
        autoHideDuration: 10_000,
      });
    }
    // Saved cells (and edits equal to the default, which are not sent) leave the unsaved set; failed ones stay.
    const allFailed = failed.size === writes.length && writes.length > 0;
    setEdits((prev) => (allFailed ? prev : withoutKeys(prev, (k) => !failed.has(k))));
    setSaving(false);
  };

  const saveAll = () => {
    const writes = cellsToSave(flags, environments, edits);
    const prod = productionNames(writes, envById);
    ask(prod.length > 0, {
      title: `Save ${plural(writes.length, 'change')}?`,
      confirmLabel: 'Save All Changes',
      message: createElement(ProductionSaveMessage, { environments: prod }),
      run: writeAll,
    });
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
    } catch {
      // the error state shows it
    } finally {
      setRefreshing(false);
    }
  };

  return {
    loaded: data !== undefined,
    error,
    flags,
    shownFlags,
    environments,
    edits,
    dirty: edits.size > 0,
    resetting,
    saving,
    refreshing,
    search,
    setSearch,
    onEdit,
    onReset,
    saveAll,
    discard: () => setEdits(new Map()),
    refresh,
    confirmDialog,
  };
}

export type ValuesMatrixModel = ReturnType<typeof useValuesMatrixPage>;
