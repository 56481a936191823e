import { describe, expect, it } from 'vitest';
import type { TargetingRule } from '@flagstream/domain';
import {
  NEW_CONDITION,
  canAddCondition,
  canAddRule,
  issueCount,
  withCondition,
  withDuplicate,
  withNewRule,
  withRule,
  withoutCondition,
  withoutRule,
} from './ruleListModel';

/** The rule list's edits. Given rules, when a card changes, then the list is this. */

const rule = (id: string, attribute = 'email'): TargetingRule => ({
  id,
  conditions: [{ operator: 'equals', attribute, values: ['x'] }],
  serve: { kind: 'variant', variant: 'on' },
});

describe('editing the rules', () => {
  it('given rules, when one is patched or deleted, then only that one', () => {
    const rules = [rule('rule-1'), rule('rule-2')];
    expect(withRule(rules, 1, { serve: { kind: 'variant', variant: 'off' } })[1]?.serve).toEqual({ kind: 'variant', variant: 'off' });
    expect(withRule(rules, 1, {})[0]).toBe(rules[0]);
    expect(withoutRule(rules, 0).map((r) => r.id)).toEqual(['rule-2']);
  });

  it('given a rule, when duplicated, then a deep copy right after it under a new id', () => {
    const rules = [rule('rule-1'), rule('rule-2', 'plan')];
    const next = withDuplicate(rules, 0);
    expect(next.map((r) => r.id)).toEqual(['rule-1', 'rule-3', 'rule-2']);
    expect(next[1]?.conditions).toEqual(rules[0]?.conditions);
    expect(next[1]?.conditions).not.toBe(rules[0]?.conditions);
  });

  it('given a draft, when a rule is added, then one empty condition serving the first variant that is not the default', () => {
    const model = { rules: [rule('rule-1')], defaultServe: { kind: 'variant' as const, variant: 'control' } };
    const variants = [
      { name: 'control', value: 'a' },
      { name: 'treatment', value: 'b' },
    ];
    const added = withNewRule(model, { variants, defaultVariant: 'control' }).rules[1];
    expect(added).toEqual({ id: 'rule-2', conditions: [NEW_CONDITION], serve: { kind: 'variant', variant: 'treatment' } });
    expect(withNewRule(model, { variants: variants.slice(0, 1), defaultVariant: 'control' }).rules[1]?.serve).toEqual({ kind: 'variant', variant: 'control' });
  });

  it('given the limits (50 rules, 20 conditions), then adding stops there', () => {
    expect(canAddRule(Array.from({ length: 49 }, (_x, i) => rule(`rule-${i}`)))).toBe(true);
    expect(canAddRule(Array.from({ length: 50 }, (_x, i) => rule(`rule-${i}`)))).toBe(false);
    expect(canAddCondition(Array.from({ length: 20 }, () => NEW_CONDITION))).toBe(false);
    expect(canAddCondition([])).toBe(true);
  });

  it('given conditions, when one is replaced or removed, then only that one', () => {
    const c = rule('r').conditions;
    expect(withCondition([...c, NEW_CONDITION], 1, c[0]!)).toEqual([c[0], c[0]]);
    expect(withoutCondition([...c, NEW_CONDITION], 0)).toEqual([NEW_CONDITION]);
  });

  it('counts issues in words', () => {
    expect(issueCount(1)).toBe('1 issue');
    expect(issueCount(3)).toBe('3 issues');
  });
});
