// @vitest-environment jsdom
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useInviteForm } from './useInviteForm';

afterEach(cleanup);

const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useInviteForm', () => {
  it('given filled fields, when submitted, then it sends them trimmed with the default role', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useInviteForm({ open: true, showingLink: false, pending: false, onSubmit }));
    expect(result.current.values.role).toBe('viewer');
    act(() => result.current.setEmail('  ada@example.com '));
    act(() => result.current.setMessage(' Welcome '));
    act(() => result.current.submit(event()));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', role: 'viewer', message: 'Welcome' });
  });

  it('given a blank email or a call in flight, when submitted, then nothing is sent', () => {
    const onSubmit = vi.fn();
    const { result, rerender } = renderHook(({ pending }) => useInviteForm({ open: true, showingLink: false, pending, onSubmit }), {
      initialProps: { pending: false },
    });
    act(() => result.current.submit(event()));
    act(() => result.current.setEmail('ada@example.com'));
    rerender({ pending: true });
    act(() => result.current.submit(event()));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given a sent invitation, when the dialog shows the form again (Invite Another), then the fields are empty', () => {
    const { result, rerender } = renderHook(({ showingLink }) => useInviteForm({ open: true, showingLink, pending: false, onSubmit: vi.fn() }), {
      initialProps: { showingLink: false },
    });
    act(() => result.current.setEmail('ada@example.com'));
    act(() => result.current.setRole('admin'));
    rerender({ showingLink: true });
    expect(result.current.values.email).toBe('ada@example.com');
    rerender({ showingLink: false });
    expect(result.current.values).toEqual({ email: '', role: 'viewer', message: '' });
  });
});
