// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { newDraft } from './targetingDraft';
import type { TargetingDraft } from './targetingDraft';
import { useTargetingEditor } from './useTargetingEditor';

afterEach(cleanup);

const render = (draft: TargetingDraft, showAllIssues = false) => {
  const onChange = vi.fn();
  const hook = renderHook(() =>
    useTargetingEditor({
      flagKey: 'new_checkout',
      type: 'boolean',
      envValue: false,
      enabled: true,
      draft,
      segments: [],
      segmentStates: [],
      showAllIssues,
      onChange,
    }),
  );
  return { ...hook, onChange };
};

describe('useTargetingEditor', () => {
  it('given a valid rollout, then it evaluates in the browser and offers no attributes', () => {
    const { result } = render(newDraft('boolean', false, 'rollout'));
    expect(result.current.status).toBe('0% rollout');
    expect(result.current.jsonIssues).toEqual([]);
    expect(result.current.evaluate?.({ targetingKey: 'user-1' })).toMatchObject({ value: false, variant: 'off' });
  });

  it('given a new rule with an empty attribute, then the issue waits for a save attempt', () => {
    const draft = newDraft('boolean', false, 'rule');
    expect(render(draft).result.current.issues.size).toBe(0);
    const attempted = render(draft, true).result.current;
    expect(attempted.issues.get('rules.0.conditions.0.attribute')).toBe('Enter an attribute');
  });

  it('given rules, when a rule is added, then the draft gets one serving the other variant', () => {
    const draft = newDraft('boolean', false, 'rule');
    const { result, onChange } = render(draft);
    act(() => result.current.addRule());
    const next = onChange.mock.calls[0]?.[0] as TargetingDraft;
    expect(next.model?.rules.map((r) => r.serve)).toEqual([
      { kind: 'variant', variant: 'on' },
      { kind: 'variant', variant: 'on' },
    ]);
  });

  it('given the variants folded, when toggled, then open; given a variant issue, then shown even when folded', () => {
    const { result } = render(newDraft('boolean', false, 'rule'));
    expect(result.current.variantsShown).toBe(false);
    act(() => result.current.toggleVariants());
    expect(result.current).toMatchObject({ variantsOpen: true, variantsShown: true });
    const d = newDraft('boolean', false, 'rule');
    const broken = render({
      ...d,
      variants: [
        { name: 'on', value: true },
        { name: 'on', value: false },
      ],
    }).result.current;
    expect(broken).toMatchObject({ variantsOpen: false, variantsShown: true });
  });

  it('given JSON that does not parse, then the JSON tab lists why', () => {
    const d = newDraft('boolean', false, 'rule');
    const { result } = render({ ...d, tab: 'json', json: '{' });
    expect(result.current.jsonIssues[0]?.message).toMatch(/^Not valid JSON/);
    expect(result.current.evaluate).toBeNull();
    expect(result.current.unavailable).toMatch(/^Evaluates once the document is valid: Not valid JSON/);
  });
});
