import { RULE_MODEL_LIMITS, nextRuleId } from '@flagstream/domain';
import type { Condition, TargetingModel, TargetingRule } from '@flagstream/domain';
import { plural } from '../../../lib/format';
import type { TargetingDraft } from './targetingDraft';

/** The condition "Add condition" adds: an empty equals. */
export const NEW_CONDITION: Condition = { operator: 'equals', attribute: '', values: [] };

export const withRule = (rules: readonly TargetingRule[], i: number, patch: Partial<TargetingRule>): TargetingRule[] =>
  rules.map((x, j) => (j === i ? { ...x, ...patch } : x));

export const withoutRule = (rules: readonly TargetingRule[], i: number): TargetingRule[] => rules.filter((_r, j) => j !== i);

/** A copy of a rule right after it, under a new id. */
export const withDuplicate = (rules: readonly TargetingRule[], i: number): TargetingRule[] => [
  ...rules.slice(0, i + 1),
  { ...structuredClone(rules[i] as TargetingRule), id: nextRuleId(rules) },
  ...rules.slice(i + 1),
];

export const canAddRule = (rules: readonly TargetingRule[]): boolean => rules.length < RULE_MODEL_LIMITS.rules;
export const canAddCondition = (conditions: readonly Condition[]): boolean => conditions.length < RULE_MODEL_LIMITS.conditionsPerRule;

/** A condition list with one condition replaced, removed or added (rules and segments alike). */
export const withCondition = (conditions: readonly Condition[], j: number, c: Condition): Condition[] => conditions.map((x, k) => (k === j ? c : x));
export const withoutCondition = (conditions: readonly Condition[], j: number): Condition[] => conditions.filter((_x, k) => k !== j);

/** A new rule at the end: one empty condition, serving the first variant that is not the default. */
export function withNewRule(model: TargetingModel, draft: Pick<TargetingDraft, 'variants' | 'defaultVariant'>): TargetingModel {
  const variant = draft.variants.find((v) => v.name !== draft.defaultVariant)?.name ?? draft.defaultVariant;
  return { ...model, rules: [...model.rules, { id: nextRuleId(model.rules), conditions: [NEW_CONDITION], serve: { kind: 'variant', variant } }] };
}

/** A rule card's issue chip: "1 issue", "3 issues". */
export const issueCount = (n: number): string => plural(n, 'issue');
