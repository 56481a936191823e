import type { Served, ServedSource } from '../flags/flagListModel';
import { shortDateTime } from './format';
import { relativeTime } from './flagPageModel';
import type { EnvironmentStatus, OverrideLayer, OverrideState } from './flagPageModel';

const SOURCE_LABEL: Record<ServedSource, string> = { default: 'the default value', environment: 'the environment value', targeting: 'targeting rules' };

/** The environment's own switch: its stored enabled state, on when it has no value of its own. */
export const ownEnabled = (status: Pick<EnvironmentStatus, 'hasCustomValue' | 'customEnabled'>) =>
  status.hasCustomValue ? status.customEnabled === true : true;

/** The layer that decides what is served (none while the kill switch is off). */
export const servingLayer = (served: Served, source: ServedSource) => !served.killed && served.source === source;

/** "From the environment value · overrides below apply to their own clients". */
export function servedFromText(served: Served, overrides: readonly Pick<OverrideLayer, 'state'>[]): string {
  const from = served.killed ? 'Off because the kill switch is off' : `From ${SOURCE_LABEL[served.source]}`;
  return overrides.some((o) => o.state === 'applies') ? `${from} · overrides below apply to their own clients` : from;
}

/** The environment switch's tooltip. */
export const switchTitle = (flag: { enabled: boolean; name: string }, own: boolean, envName: string) =>
  flag.enabled ? `Turn ${flag.name} ${own ? 'off' : 'on'} in ${envName}` : 'The kill switch is off: every environment is off';

/** An override layer's expiry line. */
export function overrideExpiry(o: Pick<OverrideLayer, 'expiresAt' | 'state'>, now: number): string {
  if (!o.expiresAt) return 'No expiry';
  return o.state === 'expired' ? `Expired ${relativeTime(o.expiresAt, now)}` : `Expires ${relativeTime(o.expiresAt, now)} · ${shortDateTime(o.expiresAt)}`;
}

/** An override layer's state chip. */
export const overrideChipOf = (state: OverrideState) =>
  state === 'applies'
    ? { label: 'Applies', color: 'success' as const, variant: 'filled' as const }
    : state === 'expired'
      ? { label: 'Expired', color: 'default' as const, variant: 'filled' as const }
      : { label: 'Inactive', color: 'default' as const, variant: 'outlined' as const };
