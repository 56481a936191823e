// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useCreateTokenForm } from './useCreateTokenForm';

afterEach(cleanup);

const PROJECTS = [
  { id: 'p1', name: 'Shop', role: 'developer' },
  { id: 'p2', name: 'Blog', role: 'admin' },
];

describe('useCreateTokenForm', () => {
  it('given the dialog opens, when the name is blank, then it refuses without calling; when named, then it creates and holds the token', async () => {
    const onCreate = vi.fn(async () => ({ token: 'fst_x', name: 'CI' }));
    const { result } = renderHook(() => useCreateTokenForm({ open: true, projects: PROJECTS, onCreate }));
    expect(result.current.projectId).toBe('p1');
    expect(result.current.days).toBe(90);
    await act(() => result.current.submit());
    expect(result.current.error).toBe('Token name is required');
    expect(onCreate).not.toHaveBeenCalled();
    act(() => result.current.setName('  CI '));
    await act(() => result.current.submit());
    expect(onCreate).toHaveBeenCalledWith({ projectId: 'p1', name: 'CI', kind: 'personal', scope: 'read', expiresInDays: 90 });
    expect(result.current.created).toEqual({ token: 'fst_x', name: 'CI' });
    expect(result.current.error).toBeNull();
  });

  it('given a scope chosen, when another project is chosen, then the scope goes back to read and follows that role', () => {
    const { result } = renderHook(() => useCreateTokenForm({ open: true, projects: PROJECTS, onCreate: vi.fn() }));
    expect(result.current.scopes.find((s) => s.scope === 'admin')?.allowed).toBe(false);
    act(() => result.current.setScope('write'));
    act(() => result.current.chooseProject('p2'));
    expect(result.current.scope).toBe('read');
    expect(result.current.scopes.find((s) => s.scope === 'admin')?.allowed).toBe(true);
  });

  it('given a refusal, when creating, then the server reason is shown and nothing is held', async () => {
    const onCreate = vi.fn(async () => {
      throw new Error('Too many tokens');
    });
    const { result } = renderHook(() => useCreateTokenForm({ open: true, projects: PROJECTS, fixedKind: 'personal', onCreate }));
    act(() => result.current.setName('CI'));
    await act(() => result.current.submit());
    expect(result.current.error).toBeTruthy();
    expect(result.current.created).toBeNull();
    expect(result.current.pending).toBe(false);
  });
});
