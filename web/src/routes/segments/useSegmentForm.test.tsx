// @vitest-environment jsdom
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { compileConditionGroup } from '@flagstream/domain';
import type { SegmentFormValues } from './segmentModel';
import { useSegmentForm } from './useSegmentForm';

afterEach(cleanup);

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
const BETA: SegmentFormValues = {
  name: 'Beta',
  description: '',
  group: { match: 'all', conditions: [{ operator: 'ends_with', attribute: 'email', values: ['@example.com'] }] },
};

const render = (props: { open?: boolean; initial?: SegmentFormValues; pending?: boolean } = {}) => {
  const onSubmit = vi.fn();
  const hook = renderHook((p: { open: boolean; initial?: SegmentFormValues; pending: boolean }) => useSegmentForm({ ...p, onSubmit }), {
    initialProps: { open: props.open ?? true, initial: props.initial, pending: props.pending ?? false },
  });
  return { ...hook, onSubmit };
};

describe('useSegmentForm', () => {
  it('given a new segment, then an email condition waits, its empty value not called out until a save attempt', () => {
    const { result, onSubmit } = render();
    expect(result.current.values.group.conditions).toEqual([{ operator: 'ends_with', attribute: 'email', values: [] }]);
    expect(result.current.shownIssues.size).toBe(0);
    act(() => result.current.submit(submitEvent()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.blocked).toBe(true);
    expect(result.current.shownIssues.get('conditions.0.values')).toBeDefined();
  });

  it('given a valid form, when submitted, then the trimmed fields and the compiled JSON Logic', () => {
    const { result, onSubmit } = render({ initial: BETA });
    act(() => result.current.setName('  Beta testers '));
    act(() => result.current.submit(submitEvent()));
    expect(onSubmit).toHaveBeenCalledWith({ ...BETA, name: 'Beta testers', conditions: compileConditionGroup(BETA.group) });
  });

  it('given a save under way, when submitted again, then nothing is sent', () => {
    const { result, onSubmit } = render({ initial: BETA, pending: true });
    act(() => result.current.submit(submitEvent()));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given conditions, when one is added, changed, removed or the match changes, then the group follows', () => {
    const { result } = render({ initial: BETA });
    act(() => result.current.addCondition());
    expect(result.current.values.group.conditions[1]).toEqual({ operator: 'equals', attribute: '', values: [] });
    act(() => result.current.setCondition(1, { operator: 'equals', attribute: 'plan', values: ['pro'] }));
    act(() => result.current.removeCondition(0));
    act(() => result.current.setMatch('any'));
    expect(result.current.values.group).toEqual({ match: 'any', conditions: [{ operator: 'equals', attribute: 'plan', values: ['pro'] }] });
  });

  it('given edits and the JSON shown, when the form opens again, then it starts over', () => {
    const { result, rerender } = render({ initial: BETA });
    act(() => result.current.setName('x'));
    act(() => result.current.toggleJson());
    act(() => result.current.submit(submitEvent()));
    rerender({ open: false, initial: BETA, pending: false });
    rerender({ open: true, initial: BETA, pending: false });
    expect(result.current).toMatchObject({ values: BETA, touched: false, showJson: false });
  });
});
