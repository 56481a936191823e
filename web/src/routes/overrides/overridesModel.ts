import { overrideStatus } from '@flagstream/domain';
import type { OverrideStatus } from '@flagstream/domain';

/** Spec §8 override toasts. */
export const OVERRIDE_TOASTS = {
  created: 'Override created successfully',
  updated: 'Override updated successfully',
  deleted: 'Override deleted successfully',
  activated: 'Override activated successfully',
  deactivated: 'Override deactivated successfully',
  createFailed: 'Failed to create override',
  toggleFailed: 'Failed to toggle override',
  updateFailed: 'Failed to update override',
  deleteFailed: 'Failed to delete override',
} as const;

export type OverrideFilter = 'all' | OverrideStatus;

export const OVERRIDE_FILTERS: Array<{ value: OverrideFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'expired', label: 'Expired' },
];

/** What the list reads of an override to sort, count and search it. */
export interface OverrideLike {
  name: string;
  description: string;
  environment?: { name: string } | null;
  featureFlagValues?: unknown;
  expiresAt?: string | null;
  isActive: boolean;
  expired: boolean;
  createdAt?: string | null;
}

/** The domain's override status; the server's `expired` flag counts too (its clock may be ahead). */
export const statusOf = (o: OverrideLike, now: number): OverrideStatus =>
  o.expired ? 'expired' : overrideStatus({ isActive: o.isActive, expiresAt: o.expiresAt ? Date.parse(o.expiresAt) : null }, now);

/** Newest first. */
export const newestFirst = <O extends OverrideLike>(overrides: readonly O[]): O[] =>
  [...overrides].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));

/** How many overrides each filter chip shows. */
export function statusCounts(overrides: readonly OverrideLike[], now: number): Record<OverrideFilter, number> {
  const c: Record<OverrideFilter, number> = { all: overrides.length, active: 0, inactive: 0, expired: 0 };
  for (const o of overrides) c[statusOf(o, now)] += 1;
  return c;
}

/** The status filter, then the search over name, description, environment and the flag keys it sets. */
export function filterOverrides<O extends OverrideLike>(overrides: readonly O[], search: string, filter: OverrideFilter, now: number): O[] {
  const q = search.trim().toLowerCase();
  return overrides.filter(
    (o) =>
      (filter === 'all' || statusOf(o, now) === filter) &&
      (!q ||
        [o.name, o.description, o.environment?.name ?? '', ...Object.keys((o.featureFlagValues ?? {}) as object)].some((f) => f.toLowerCase().includes(q))),
  );
}

/**
 * What the form and the cards read of the project's tree: the flags by name, the environments in the
 * project's order, and each flag's name by its key (the cards' hover titles).
 */
export function projectChoices<F extends { key: string; name: string }, E extends { order: number }>(
  tree: { featureFlags: readonly F[]; environments: readonly E[] } | null | undefined,
): { flags: F[]; environments: E[]; flagNames: Record<string, string> } {
  const flags = [...(tree?.featureFlags ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const environments = [...(tree?.environments ?? [])].sort((a, b) => a.order - b.order);
  return { flags, environments, flagNames: Object.fromEntries(flags.map((f) => [f.key, f.name])) };
}
