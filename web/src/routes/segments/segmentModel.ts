import { parseConditionGroup } from '@flagstream/domain';
import type { ConditionGroup } from '@flagstream/domain';
import { plural } from '../../lib/format';

export interface SegmentUsage {
  flagId: string;
  flagKey: string;
  flagName: string;
  environmentId: string;
  environmentName: string;
}

export interface SegmentRow {
  id: string;
  /** the `$ref` name rules use */
  key: string;
  name: string;
  description: string;
  conditions: unknown;
  usage: SegmentUsage[];
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** "Used by 2 flags" and, for the tooltip, where: "new_checkout (production, staging), dark_mode (production)". */
export function usageSummary(usage: readonly SegmentUsage[]): { count: number; label: string; detail: string } {
  const byFlag = new Map<string, { key: string; envs: string[] }>();
  for (const u of usage) {
    const f = byFlag.get(u.flagId) ?? { key: u.flagKey, envs: [] };
    if (!f.envs.includes(u.environmentName)) f.envs.push(u.environmentName);
    byFlag.set(u.flagId, f);
  }
  const count = byFlag.size;
  return {
    count,
    label: count === 0 ? 'Not used' : `Used by ${plural(count, 'flag')}`,
    detail: count === 0 ? "No flag's targeting uses this segment" : [...byFlag.values()].map((f) => `${f.key} (${f.envs.join(', ')})`).join(', '),
  };
}

/** Search by name, key, description or a condition's attribute/value. */
export function segmentMatches(s: SegmentRow, q: string): boolean {
  const query = q.trim().toLowerCase();
  if (!query) return true;
  return [s.name, s.key, s.description, JSON.stringify(s.conditions)].some((x) => x.toLowerCase().includes(query));
}

/**
 * The form's starting point for an existing segment; a segment whose expression the builder cannot
 * show (written through the API by hand) opens with its conditions as they are: null.
 */
export function groupOf(conditions: unknown): ConditionGroup | null {
  return parseConditionGroup(conditions);
}
