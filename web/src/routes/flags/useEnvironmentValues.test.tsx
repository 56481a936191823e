// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { FlagRow } from './FlagRowParts';
import { useEnvironmentValues } from './useEnvironmentValues';

const setValue = vi.fn();
const writeTargeting = vi.fn();
const refetch = vi.fn();
vi.mock('@apollo/client/react', () => ({ useMutation: () => [setValue] }));
const serverFlag = {
  type: 'boolean',
  value: false,
  enabled: true,
  environmentValues: [
    { environmentId: 'e1', environmentName: 'development', value: false, enabled: true, hasCustomValue: false, targeting: null },
    { environmentId: 'e2', environmentName: 'production', value: true, enabled: true, hasCustomValue: true, targeting: null },
  ],
};
const targeting = { data: { featureFlag: serverFlag }, loading: false, error: undefined, refetch, segments: [], segmentStates: [], writeTargeting };
vi.mock('./targeting/useFlagTargeting', () => ({ useFlagTargeting: () => targeting }));

const flag = { id: 'f1', projectId: 'p1', key: 'dark_mode', name: 'Dark mode', type: 'boolean', value: false, enabled: true } as unknown as FlagRow;

afterEach(cleanup);
beforeEach(() => {
  setValue.mockReset().mockResolvedValue({});
  writeTargeting.mockReset().mockResolvedValue({});
  refetch.mockReset().mockResolvedValue({});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const render = (onClose = vi.fn(), onChanged = vi.fn()) => renderHook(() => useEnvironmentValues(flag, onClose, onChanged));

describe('useEnvironmentValues', () => {
  it('opens one tab per environment from the server', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.edits?.map((e) => [e.environmentName, e.custom])).toEqual([
      ['development', false],
      ['production', true],
    ]);
    expect(result.current.current?.environmentId).toBe('e1');
    expect(result.current.busy).toBe(false);
  });

  it('saves an edited value, then closes', async () => {
    const onClose = vi.fn();
    const onChanged = vi.fn();
    const { result } = render(onClose, onChanged);
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.patch('e1', { text: 'true', custom: true }));
    await act(async () => result.current.save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(setValue).toHaveBeenCalledTimes(1);
    expect(setValue).toHaveBeenCalledWith({ variables: { environmentId: 'e1', flagKey: 'dark_mode', flagValue: { value: true, enabled: true } } });
    expect(writeTargeting).toHaveBeenCalledWith([]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('resets a stored value on the server at once and follows the default again', async () => {
    const onChanged = vi.fn();
    const { result } = render(vi.fn(), onChanged);
    await waitFor(() => expect(result.current.ready).toBe(true));
    const prod = result.current.edits![1]!;
    await act(async () => result.current.reset(prod));
    await waitFor(() => expect(result.current.edits![1]).toMatchObject({ custom: false, text: 'false', stored: null }));
    expect(setValue).toHaveBeenCalledWith({ variables: { environmentId: 'e2', flagKey: 'dark_mode', flagValue: null } });
    expect(onChanged).toHaveBeenCalled();
    expect(result.current.resetting).toBeNull();
  });

  it('keeps the dialog open on the failing tab when targeting is refused', async () => {
    const onClose = vi.fn();
    writeTargeting.mockResolvedValue({ e2: 'Invalid targeting' });
    const { result } = render(onClose);
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => result.current.save());
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open and reloads when a value cannot be saved', async () => {
    const onClose = vi.fn();
    setValue.mockRejectedValue(new Error('boom'));
    const { result } = render(onClose);
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.patch('e1', { text: 'true', custom: true }));
    await act(async () => result.current.save());
    await waitFor(() => expect(refetch).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
  });
});
