// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useServedConfig, useTimeTravel } from './useTimeTravel';
import type { PastProject } from './timeTravelModel';

const useQuery = vi.fn();
vi.mock('@apollo/client/react', () => ({ useQuery: (...args: unknown[]) => useQuery(...args) }));
const tree = vi.hoisted(() => ({ project: null as unknown, loading: false, error: undefined as Error | undefined, refetch: vi.fn(async () => undefined) }));
vi.mock('../../state/useCurrentProjectTree', () => ({ useCurrentProjectTree: () => tree }));
afterEach(cleanup);
beforeEach(() => {
  useQuery.mockReset();
  Object.assign(tree, { project: { id: 'p1', featureFlags: [] }, loading: false, error: undefined });
  tree.refetch.mockClear();
});

describe('useTimeTravel', () => {
  it('asks for nothing until an instant is picked', () => {
    useQuery.mockReturnValue({ loading: false, data: undefined, refetch: vi.fn() });
    const { result } = renderHook(() => useTimeTravel('p1', null));
    expect(useQuery.mock.calls[0]?.[1]).toMatchObject({ skip: true });
    expect(result.current.past).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });

  it('reads the project at the instant and retries on demand', () => {
    const refetch = vi.fn().mockResolvedValue({});
    useQuery.mockReturnValue({ loading: false, data: { projectAt: { project: { name: 'Shop' } } }, refetch });
    const { result } = renderHook(() => useTimeTravel('p1', { position: 7, at: '2026-06-01T00:00:00Z', label: 'x' }));
    expect(useQuery.mock.calls[0]?.[1]).toMatchObject({ skip: false, variables: { projectId: 'p1', at: { position: 7 } } });
    expect(result.current.past).toEqual({ project: { name: 'Shop' } });
    expect(result.current.today).toEqual({ id: 'p1', featureFlags: [] });
    result.current.retry();
    expect(refetch).not.toHaveBeenCalled(); // nothing failed
  });

  it('retries the past that failed to load', () => {
    const refetch = vi.fn().mockResolvedValue({});
    useQuery.mockReturnValue({ loading: false, data: undefined, error: new Error('Boom'), refetch });
    const { result } = renderHook(() => useTimeTravel('p1', { position: 7, at: '2026-06-01T00:00:00Z', label: 'x' }));
    expect(result.current.error?.message).toBe('Boom');
    result.current.retry();
    expect(refetch).toHaveBeenCalled();
    expect(tree.refetch).not.toHaveBeenCalled();
  });

  it('waits for the project today (its tree) to compare with, and reads it again when that failed', () => {
    useQuery.mockReturnValue({ loading: false, data: { projectAt: { project: { name: 'Shop' } } }, refetch: vi.fn() });
    Object.assign(tree, { project: null, loading: true });
    const instant = { position: 7, at: '2026-06-01T00:00:00Z', label: 'x' };
    const { result, rerender } = renderHook(() => useTimeTravel('p1', instant));
    expect(result.current).toMatchObject({ today: null, loading: true, error: undefined });
    Object.assign(tree, { loading: false, error: new Error('Project not found') });
    rerender();
    expect(result.current).toMatchObject({ today: null, loading: false });
    expect(result.current.error?.message).toBe('Project not found');
    result.current.retry();
    expect(tree.refetch).toHaveBeenCalled();
  });

  it('never compares with another project than the one shown', () => {
    useQuery.mockReturnValue({ loading: false, data: { projectAt: { project: { name: 'Shop' } } }, refetch: vi.fn() });
    Object.assign(tree, { project: { id: 'p2' }, loading: false });
    const { result } = renderHook(() => useTimeTravel('p1', { position: 7, at: '2026-06-01T00:00:00Z', label: 'x' }));
    expect(result.current.today).toBeNull();
  });
});

describe('useServedConfig', () => {
  const project = {
    uuid: 'up',
    environments: [
      { id: 'e1', uuid: 'ue1', name: 'dev' },
      { id: 'e2', uuid: 'ue2', name: 'prod' },
    ],
    overrides: [{ id: 'o1', uuid: 'uo1', name: 'QA', environment: { id: 'e2' } }],
  } as unknown as PastProject;
  const instant = { position: 7, at: '2026-06-01T00:00:00Z', label: 'x' };

  it('starts on the first environment and lists only its overrides', () => {
    useQuery.mockReturnValue({ loading: false, data: { configAt: { body: '{"a":1}', etag: '"p7"' } } });
    const { result } = renderHook(() => useServedConfig(project, instant));
    expect(result.current.env?.id).toBe('e1');
    expect(result.current.overrides).toEqual([]);
    expect(result.current.body).toBe('{\n  "a": 1\n}');
    expect(result.current.config?.etag).toBe('"p7"');
  });

  it('asks for the chosen environment and override, and drops the override with another environment', () => {
    useQuery.mockReturnValue({ loading: true, data: undefined });
    const { result } = renderHook(() => useServedConfig(project, instant));
    act(() => result.current.chooseEnvironment('e2'));
    act(() => result.current.chooseOverride('o1'));
    expect(result.current.override?.id).toBe('o1');
    expect(useQuery.mock.calls.at(-1)?.[1]).toMatchObject({ variables: { environmentUuid: 'ue2', overrideUuid: 'uo1', at: { position: 7 } } });
    expect(result.current.loading).toBe(true);
    act(() => result.current.chooseEnvironment('e1'));
    expect(result.current.override).toBeUndefined();
  });
});
