import { parseConditionGroup } from '@flagstream/domain';
import type { ConditionGroup } from '@flagstream/domain';
import type { IssueMap } from '../flags/targeting/issues';
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

/** The segment form's fields. */
export interface SegmentFormValues {
  name: string;
  description: string;
  group: ConditionGroup;
}

/** A new segment starts with the most common condition: an email ending with something. */
export const NEW_SEGMENT: SegmentFormValues = {
  name: '',
  description: '',
  group: { match: 'any', conditions: [{ operator: 'ends_with', attribute: 'email', values: [] }] },
};

/** Before the first save attempt, empty values and attributes are not called out yet. */
export const shownConditionIssues = (issues: IssueMap, touched: boolean): IssueMap =>
  touched ? issues : new Map([...issues].filter(([k]) => !k.endsWith('.values') && !k.endsWith('.attribute')));

/** The word before a condition: IF, then AND (all conditions) or OR (any). */
export const conditionKeyword = (index: number, match: ConditionGroup['match']): 'IF' | 'AND' | 'OR' => (index === 0 ? 'IF' : match === 'all' ? 'AND' : 'OR');

/** The form's values as saved: name and description trimmed. */
export const savedSegment = (v: SegmentFormValues): SegmentFormValues => ({ ...v, name: v.name.trim(), description: v.description.trim() });

/** The submit button: Create Segment / Save Changes, and what it is doing while pending. */
export const submitLabel = (mode: 'create' | 'edit', pending: boolean): string =>
  mode === 'create' ? (pending ? 'Creating...' : 'Create Segment') : pending ? 'Saving...' : 'Save Changes';

/** A card shows a segment's first three conditions in words, then "+n more". */
export const CARD_CONDITIONS = 3;

/** A card's conditions: the builder's group (null for JSON Logic it cannot show), the ones listed and how many more. */
export function conditionsPreview(conditions: unknown): { group: ConditionGroup | null; listed: ConditionGroup['conditions']; more: number } {
  const group = groupOf(conditions);
  const listed = group?.conditions.slice(0, CARD_CONDITIONS) ?? [];
  return { group, listed, more: (group?.conditions.length ?? 0) - listed.length };
}

/** The label over a card's conditions: "Matches any of" only when there is a choice. */
export const matchesLabel = (group: ConditionGroup | null): string =>
  group && group.match === 'any' && group.conditions.length !== 1 ? 'Matches any of' : 'Matches';

/** The line beside the search: "2 of 5 segments" while searching, else "5 segments · 3 in use". */
export const segmentsCount = (search: string, shown: number, total: number, used: number): string =>
  search.trim() ? `${shown} of ${plural(total, 'segment')}` : `${plural(total, 'segment')} · ${used} in use`;
