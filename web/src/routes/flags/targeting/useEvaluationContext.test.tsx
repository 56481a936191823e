// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { EvaluationContextInput } from './evaluationContext';
import type { PreviewResult } from './preview';
import { useEvaluationContext } from './useEvaluationContext';

afterEach(cleanup);

const served: PreviewResult = { value: true, variant: 'on', reason: 'STATIC' };

describe('useEvaluationContext', () => {
  it('given the rows, then the draft is evaluated for user-1 and the typed attributes', () => {
    const evaluate = vi.fn((_ctx: EvaluationContextInput) => served);
    const { result } = renderHook(() => useEvaluationContext(evaluate, ['plan']));
    expect(result.current.offered).toEqual(['plan']);
    act(() => result.current.addRow('plan'));
    act(() => result.current.setRow(0, { value: 'pro' }));
    expect(evaluate).toHaveBeenLastCalledWith({ targetingKey: 'user-1', plan: 'pro' });
    expect(result.current.result).toBe(served);
    expect(result.current.offered).toEqual([]);
    act(() => result.current.removeRow(0));
    expect(result.current.rows).toEqual([]);
  });

  it('given rows, when switched to JSON and back, then the same context both ways', () => {
    const { result } = renderHook(() => useEvaluationContext(null, []));
    act(() => result.current.addRow('age'));
    act(() => result.current.setRow(0, { value: '42' }));
    act(() => result.current.switchMode('json'));
    expect(JSON.parse(result.current.json)).toEqual({ targetingKey: 'user-1', age: 42 });
    act(() => result.current.setJson('{"targetingKey":"ada","plan":"pro"}'));
    act(() => result.current.switchMode('rows'));
    expect(result.current).toMatchObject({ mode: 'rows', targetingKey: 'ada', rows: [{ key: 'plan', value: 'pro' }] });
  });

  it('given JSON that does not parse, then no result and the rows are kept when switching back', () => {
    const evaluate = vi.fn(() => served);
    const { result } = renderHook(() => useEvaluationContext(evaluate, []));
    act(() => result.current.switchMode('json'));
    act(() => result.current.setJson('{'));
    expect(result.current.parsed.ok).toBe(false);
    expect(result.current.result).toBeNull();
    act(() => result.current.switchMode('rows'));
    expect(result.current).toMatchObject({ mode: 'rows', targetingKey: 'user-1', rows: [] });
  });

  it('given no evaluator (an invalid draft), then no result but the context stays', () => {
    const { result } = renderHook(() => useEvaluationContext(null, []));
    act(() => result.current.setTargetingKey('bob'));
    expect(result.current.result).toBeNull();
    expect(result.current.targetingKey).toBe('bob');
  });
});
