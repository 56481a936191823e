import { rolloutShare, splitTotal } from '@flagstream/domain';
import type { ModelIssue } from '@flagstream/domain';
import type { JsonIssue } from './RawJsonEditor';
import { plural } from '../../../lib/format';
import type { IssueMap } from './issues';
import type { TargetingDraft } from './targetingDraft';

/** Messages about empty fields wait for the first save attempt; everything else shows at once. */
const EMPTY_FIELD =
  /^(Enter an attribute|Enter a value|Enter at least one value|Enter some text|Choose a segment|Choose a variant|Add at least one condition)$/;

/** The saved document's check: the domain validator's answer, or why the JSON is not a document. */
export type DocumentCheck = { ok: true } | { ok: false; issues: readonly JsonIssue[] };

/** The issues shown: all of them after a save attempt, before it all but the empty-field ones. */
export const shownIssues = (all: readonly ModelIssue[], showAll: boolean): readonly ModelIssue[] =>
  showAll ? all : all.filter((i) => !EMPTY_FIELD.test(i.message));

/**
 * The header's status chip: "Custom JSON Logic" when the rule editor cannot show it, else the rules
 * and the default's rollout ("2 rules · 20% rollout"; "Rollout" while the split does not add up),
 * "Everyone" for no rules and one variant.
 */
export function targetingStatus(draft: Pick<TargetingDraft, 'model' | 'defaultVariant'>): string {
  const model = draft.model;
  if (!model) return 'Custom JSON Logic';
  const d = model.defaultServe;
  const rollout = d.kind === 'split' ? (splitTotal(d.split) === 100 ? `${rolloutShare(model, draft.defaultVariant)}% rollout` : 'Rollout') : null;
  const rules = `${model.rules.length} ${model.rules.length === 1 ? 'rule' : 'rules'}`;
  if (model.rules.length === 0) return rollout ?? 'Everyone';
  return rollout ? `${rules} · ${rollout}` : rules;
}

/** The variants list opens by itself while one of its fields has an issue. */
export const variantsHaveIssues = (issues: IssueMap): boolean => [...issues.keys()].some((k) => k.startsWith('variants') || k === 'defaultVariant');

/** Why the Evaluate panel has no result: the document's first problem. */
export const unavailableText = (validation: DocumentCheck): string =>
  `Evaluates once the document is valid${validation.ok ? '' : `: ${validation.issues[0]?.message ?? ''}`}`;

/** The JSON tab lists this many problems, then "and n more". */
export const JSON_ISSUES_SHOWN = 6;

/** The JSON tab's problem box: its title, the problems listed and how many more there are. */
export function jsonProblems(issues: readonly JsonIssue[]): { title: string; listed: readonly JsonIssue[]; more: number } {
  return {
    title: plural(issues.length, 'problem'),
    listed: issues.slice(0, JSON_ISSUES_SHOWN),
    more: Math.max(0, issues.length - JSON_ISSUES_SHOWN),
  };
}
