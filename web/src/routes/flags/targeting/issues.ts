import type { ModelIssue } from '@flagstream/domain';

/** The editor's issues by field path (the first message of each path). */
export type IssueMap = ReadonlyMap<string, string>;

export function issueMap(issues: readonly ModelIssue[]): IssueMap {
  const m = new Map<string, string>();
  for (const i of issues) if (!m.has(i.path)) m.set(i.path, i.message);
  return m;
}

/** Issues at or under a path (a rule card shows its count in its header). */
export const issuesUnder = (m: IssueMap, prefix: string): number => [...m.keys()].filter((k) => k === prefix || k.startsWith(`${prefix}.`)).length;
