import { describe, expect, it } from 'vitest';
import { rolloutSplit } from '@flagstream/domain';
import { issueMap } from './issues';
import { jsonProblems, shownIssues, targetingStatus, unavailableText, variantsHaveIssues } from './targetingEditorModel';
import { newDraft } from './targetingDraft';

/** The targeting editor's texts. Given a draft (and a save attempt or not), then what the editor shows. */

const rule = (id: string) => ({ id, conditions: [], serve: { kind: 'variant' as const, variant: 'on' } });

describe('the status chip', () => {
  it('given a new rollout, then its share; given a split not adding up, then "Rollout"', () => {
    const d = newDraft('boolean', false, 'rollout');
    expect(targetingStatus(d)).toBe('0% rollout');
    expect(targetingStatus({ ...d, model: { rules: [], defaultServe: rolloutSplit('on', 'off', 20) } })).toBe('20% rollout');
    const broken = { kind: 'split' as const, split: [{ variant: 'on', weight: 20 }], bucketBy: 'targetingKey' };
    expect(targetingStatus({ ...d, model: { rules: [], defaultServe: broken } })).toBe('Rollout');
  });

  it('given rules, then how many, with the rollout when the default is a split', () => {
    const d = newDraft('boolean', false, 'rule');
    expect(targetingStatus(d)).toBe('1 rule');
    expect(targetingStatus({ ...d, model: { rules: [rule('a'), rule('b')], defaultServe: rolloutSplit('on', 'off', 10) } })).toBe('2 rules · 10% rollout');
  });

  it('given no rules and one variant for everyone, then "Everyone"; given JSON the rules cannot show, then "Custom JSON Logic"', () => {
    const d = newDraft('boolean', false, 'rule');
    expect(targetingStatus({ ...d, model: { rules: [], defaultServe: { kind: 'variant', variant: 'on' } } })).toBe('Everyone');
    expect(targetingStatus({ ...d, model: null })).toBe('Custom JSON Logic');
  });
});

describe('issues', () => {
  const issues = [
    { path: 'rules.0.conditions.0.attribute', message: 'Enter an attribute' },
    { path: 'rules.0.serve', message: 'Unknown variant "x"' },
  ];

  it('given no save attempt, then empty-field issues wait; after one, then all show', () => {
    expect(shownIssues(issues, false)).toEqual([issues[1]]);
    expect(shownIssues(issues, true)).toEqual(issues);
  });

  it('given an issue in the variants, then the variants list opens by itself', () => {
    expect(variantsHaveIssues(issueMap([{ path: 'variants.1.name', message: 'Names must be unique' }]))).toBe(true);
    expect(variantsHaveIssues(issueMap([{ path: 'defaultVariant', message: 'The default variant is missing' }]))).toBe(true);
    expect(variantsHaveIssues(issueMap(issues))).toBe(false);
  });

  it('given an invalid document, then the Evaluate panel says its first problem', () => {
    expect(unavailableText({ ok: true })).toBe('Evaluates once the document is valid');
    expect(unavailableText({ ok: false, issues: [{ path: '', message: 'Not valid JSON' }] })).toBe('Evaluates once the document is valid: Not valid JSON');
  });
});

describe('the JSON tab', () => {
  it('given problems, then a count, the first six listed and how many more', () => {
    const issue = (n: number) => ({ path: `/targeting/${n}`, message: `Problem ${n}` });
    expect(jsonProblems([issue(1)])).toEqual({ title: '1 problem', listed: [issue(1)], more: 0 });
    const eight = Array.from({ length: 8 }, (_x, i) => issue(i));
    expect(jsonProblems(eight)).toMatchObject({ title: '8 problems', more: 2 });
    expect(jsonProblems(eight).listed).toHaveLength(6);
  });
});
