import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { FlagValue } from '@flagstream/domain';
import type { FlagType } from '../../apollo/generated/graphql';
import { SET_ENVIRONMENT_VALUE } from './documents';
import type { FlagRow } from './FlagRowParts';
import { useFlagTargeting } from './targeting/useFlagTargeting';
import { asValue, draftOf, editsFromServer, envValueOf, resetEdit, targetingBlocked, targetingWrites, valueWrites } from './environmentValuesModel';
import type { EnvEdit, FlagDefault } from './environmentValuesModel';

/**
 * The Environment Values dialog's state (spec §2, §4, §5): one tab per environment; editing marks it
 * custom; Reset removes the environment's key at once; Save sends only the custom values that differ
 * from the flag's value or enabled state, then the targeting changes.
 */
export function useEnvironmentValues(flag: FlagRow, onClose: () => void, onChanged: () => Promise<unknown> | void) {
  const { data, loading, error, refetch, segments, segmentStates, writeTargeting } = useFlagTargeting(flag.id, flag.projectId);
  const [setValue] = useMutation(SET_ENVIRONMENT_VALUE);
  const [attempted, setAttempted] = useState(false);
  const [targetingErrors, setTargetingErrors] = useState<Record<string, string>>({});
  const [edits, setEdits] = useState<EnvEdit[] | null>(null);
  const [tab, setTab] = useState(0);
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState<string | null>(null);

  const fresh = data?.featureFlag;
  const type: FlagType = fresh?.type ?? flag.type;
  const defaults: FlagDefault = { type, value: asValue(fresh ? fresh.value : flag.value), enabled: fresh?.enabled ?? flag.enabled };

  useEffect(() => {
    if (!fresh || edits) return;
    setEdits(editsFromServer(type, fresh.environmentValues));
  }, [fresh, edits, type]);

  const patch = (id: string, change: Partial<EnvEdit>) => setEdits((es) => es?.map((e) => (e.environmentId === id ? { ...e, ...change } : e)) ?? es);

  const reset = async (e: EnvEdit) => {
    if (!e.stored) {
      patch(e.environmentId, resetEdit(defaults));
      return;
    }
    setResetting(e.environmentId);
    try {
      await setValue({ variables: { environmentId: e.environmentId, flagKey: flag.key, flagValue: null } });
      patch(e.environmentId, resetEdit(defaults));
      await onChanged();
    } catch (err) {
      console.error('Failed to reset environment value', err); // spec §8: logged only
    } finally {
      setResetting(null);
    }
  };

  const save = async () => {
    if (!edits) return;
    setAttempted(true);
    // A draft with problems stays open on its tab: nothing is sent.
    const refs = segments.map((s) => s.ref);
    const blocked = edits.findIndex((e) => targetingBlocked(e, defaults, refs));
    if (blocked >= 0) {
      setTab(blocked);
      return;
    }
    setSaving(true);
    setTargetingErrors({});
    try {
      for (const w of valueWrites(edits, defaults)) {
        await setValue({ variables: { environmentId: w.environmentId, flagKey: flag.key, flagValue: w.flagValue } });
      }
      const writes = targetingWrites(edits, defaults);
      // the server's message as it comes (INVALID_TARGETING says where)
      const failed = await writeTargeting(writes);
      for (const w of writes) if (!failed[w.environmentId]) patch(w.environmentId, { storedTargeting: w.change === 'delete' ? null : w.change.put });
      if (Object.keys(failed).length) {
        setTargetingErrors(failed);
        const first = edits.findIndex((e) => failed[e.environmentId]);
        if (first >= 0) setTab(first);
        await onChanged();
        return;
      }
      await onChanged();
      onClose();
    } catch (err) {
      console.error('Failed to save environment values', err); // spec §8: logged only; the dialog stays open
      await refetch().catch(() => undefined);
    } finally {
      setSaving(false);
    }
  };

  const tabIndex = edits ? Math.min(tab, edits.length - 1) : 0;
  const current = edits?.[Math.min(tab, (edits?.length ?? 1) - 1)];
  return {
    defaults,
    edits,
    error,
    loading,
    ready: Boolean(edits),
    tabIndex,
    setTab,
    current,
    saving,
    resetting,
    busy: saving || resetting !== null,
    attempted,
    targetingErrors,
    segments,
    segmentStates,
    retry: () => void refetch(),
    patch,
    reset: (e: EnvEdit) => void reset(e),
    save: () => void save(),
    envValueOf: (e: EnvEdit): FlagValue => envValueOf(e, defaults),
    draftOf: (e: EnvEdit) => draftOf(e, defaults),
  };
}

export type EnvironmentValuesState = ReturnType<typeof useEnvironmentValues>;
