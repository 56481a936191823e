import type { EnvValueLike } from './flagListModel';

/** The flag page's address: keys are what people and links use. */
export const flagPath = (f: { key: string }): string => `/flags/${encodeURIComponent(f.key)}`;

/** Enter in the search opens the flag it names: the one whose key it is, else the only match. */
export function searchTarget<F extends { key: string }>(shown: readonly F[], query: string): F | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  return shown.find((f) => f.key.toLowerCase() === q) ?? (shown.length === 1 ? shown[0] : undefined);
}

/** The delete toast: the flag, and the overrides deleted with it. */
export function deleteSuccessText(name: string, alsoOverrides: readonly { name: string }[]): string {
  if (alsoOverrides.length === 0) return `${name} deleted`;
  return `${name} deleted, with ${alsoOverrides.length === 1 ? `the override ${alsoOverrides[0]!.name}` : `${alsoOverrides.length} overrides`}`;
}

/**
 * A flag's environment records after an environment's switch was written: that environment now has
 * a custom value (the one it served) with its own switch, as the server's view builds it.
 */
export function withEnvironmentWrite<R extends EnvValueLike>(rows: readonly R[], environmentId: string, write: { value: unknown; enabled: boolean }): R[] {
  return rows.map((r) => (r.environmentId === environmentId ? { ...r, value: write.value, enabled: write.enabled, hasCustomValue: true } : r));
}

/** A flag's environment records after an environment was reset: it serves the flag's default under the kill switch. */
export function withEnvironmentReset<R extends EnvValueLike>(rows: readonly R[], environmentId: string, flag: { value: unknown; enabled: boolean }): R[] {
  return rows.map((r) => (r.environmentId === environmentId ? { ...r, value: flag.value, enabled: flag.enabled, hasCustomValue: false } : r));
}

/** The column chooser: toggles one environment, keeping the environments' own order. */
export function toggleColumn(allIds: readonly string[], shown: readonly string[], id: string): string[] {
  return shown.includes(id) ? shown.filter((x) => x !== id) : allIds.filter((x) => x === id || shown.includes(x));
}

/** Environments in their project order (the list's columns). */
export const inOrder = <E extends { order: number }>(envs: readonly E[]): E[] => [...envs].sort((a, b) => a.order - b.order);

export type ListBody = 'error' | 'loading' | 'archived' | 'no-stale' | 'empty' | 'no-match' | 'list';

/** Which state the list area shows, in priority order. */
export function listBody(p: {
  error: boolean;
  loading: boolean;
  view: 'active' | 'stale' | 'archived';
  searching: boolean;
  served: number;
  shown: number;
}): ListBody {
  if (p.error) return 'error';
  if (p.loading) return 'loading';
  if (p.view === 'archived') return 'archived';
  if (p.view === 'stale' && p.shown === 0 && !p.searching) return 'no-stale';
  if (p.served === 0) return 'empty';
  if (p.shown === 0) return 'no-match';
  return 'list';
}

/** The ids of a set with one added or removed (row and cell switches in flight). */
export function toggled(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const n = new Set(set);
  if (on) n.add(id);
  else n.delete(id);
  return n;
}
