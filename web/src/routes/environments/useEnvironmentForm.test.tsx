// @vitest-environment jsdom
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useEnvironmentForm } from './useEnvironmentForm';

afterEach(cleanup);

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useEnvironmentForm', () => {
  it('given a new environment, when submitted without a name, then the error shows and nothing is sent', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useEnvironmentForm({ open: true, pending: false, onSubmit }));
    expect(result.current.values.type).toBe('development');
    expect(result.current.nameError).toBe(false);
    act(() => result.current.submit(event()));
    expect(result.current.nameError).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given an edited environment, when submitted, then the trimmed values are sent; when reopened, then they reset', () => {
    const onSubmit = vi.fn();
    const initial = { name: 'prod', description: '', type: 'production', status: 'active' };
    const { result, rerender } = renderHook(({ open }) => useEnvironmentForm({ open, initial, pending: false, onSubmit }), { initialProps: { open: true } });
    act(() => result.current.set({ name: ' live ', description: ' users ' }));
    act(() => result.current.submit(event()));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'live', description: 'users', type: 'production', status: 'active' });
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.values).toEqual(initial);
  });
});
