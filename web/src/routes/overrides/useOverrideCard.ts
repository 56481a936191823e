import { useState } from 'react';
import type { OverrideStatus, ValueSetting } from '@flagstream/domain';
import { FLAGS_SHOWN, expiryTone, flagKeys } from './overrideCardModel';
import type { OverrideRow } from './OverrideCard';

/** An override card's state: its flag values (the first few, or all) and how its expiry reads. */
export function useOverrideCard(override: OverrideRow, status: OverrideStatus, now: number) {
  const [showAll, setShowAll] = useState(false);
  const values = (override.featureFlagValues ?? {}) as Record<string, ValueSetting>;
  const { keys, shown } = flagKeys(values, showAll);
  return {
    values,
    keys,
    shown,
    showAll,
    canShowMore: keys.length > FLAGS_SHOWN,
    toggleShowAll: () => setShowAll((s) => !s),
    tone: expiryTone(status, override.expiresAt, now),
  };
}
