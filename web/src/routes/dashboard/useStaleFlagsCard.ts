import { useState } from 'react';
import { useFlagHygiene } from '../flags/useFlagHygiene';
import type { StaleFlagView } from '../flags/useFlagHygiene';
import { moreText, shownStale } from './staleFlagsModel';

/**
 * The Dashboard's stale flags card (issue 20): the project's stale flags and N, the ones listed
 * (the first few, or all), the flag being archived, and whether the N dialog is open.
 */
export function useStaleFlagsCard(projectId: string) {
  const h = useFlagHygiene(projectId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  return {
    count: h.staleFlags.length,
    days: h.staleAfterDays,
    loading: h.loading,
    error: h.error,
    retry: () => void h.refetch(),
    list: shownStale(h.staleFlags, all),
    more: moreText(h.staleFlags.length, all),
    toggleAll: () => setAll((a) => !a),
    busy,
    /** one click, restorable from its toast; a failure is the toast's to tell */
    archive: (s: StaleFlagView) => {
      setBusy(s.flagId);
      void h
        .archive({ id: s.flagId, name: s.flagName })
        .catch(() => undefined)
        .finally(() => setBusy(null));
    },
    settingsOpen,
    openSettings: () => setSettingsOpen(true),
    closeSettings: () => setSettingsOpen(false),
    saveDays: h.setStaleAfterDays,
  };
}
