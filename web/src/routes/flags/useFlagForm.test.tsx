// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { KEY_TAKEN_MESSAGE } from '@flagstream/domain';
import { useFlagForm } from './useFlagForm';
import type { FlagFormProps } from './useFlagForm';

const createFlag = vi.fn();
const updateFlag = vi.fn();
let checkResult: { data?: unknown; loading: boolean; error?: unknown } = { loading: false };
vi.mock('@apollo/client/react', () => ({
  useMutation: (doc: { definitions: Array<{ name?: { value: string } }> }) => [
    doc.definitions[0]?.name?.value === 'FlagsPageCreateFlag' ? createFlag : updateFlag,
    { loading: false },
  ],
  useQuery: () => checkResult,
}));

afterEach(cleanup);
beforeEach(() => {
  createFlag.mockReset().mockResolvedValue({});
  updateFlag.mockReset().mockResolvedValue({});
  checkResult = { loading: false };
});

const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;
const render = (extra: Partial<FlagFormProps> = {}) => {
  const props: FlagFormProps = { open: true, projectId: 'p1', flag: null, onClose: vi.fn(), onSaved: vi.fn(), onLimit: vi.fn(), ...extra };
  return { props, ...renderHook(() => useFlagForm(props), { wrapper }) };
};

describe('useFlagForm', () => {
  it('derives the key from the name until the key is customised', () => {
    const { result } = render();
    act(() => result.current.onName('New Checkout'));
    expect(result.current.key).toBe('new_checkout');
    act(() => result.current.onKey('my key'));
    expect(result.current.key).toBe('my_key');
    act(() => result.current.onName('Other'));
    expect(result.current.key).toBe('my_key');
  });

  it('creates the flag with the parsed value and reports it saved', async () => {
    const { result, props } = render();
    act(() => result.current.onName('Dark mode'));
    expect(result.current.canSubmit).toBe(true);
    await act(async () => result.current.submit());
    await waitFor(() => expect(props.onSaved).toHaveBeenCalledWith(true));
    expect(createFlag).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: { input: { projectId: 'p1', name: 'Dark mode', key: 'dark_mode', description: '', type: 'boolean', value: false, enabled: true } },
      }),
    );
  });

  it('keeps the dialog open with the reason when the key is taken', async () => {
    createFlag.mockRejectedValue(Object.assign(new Error('taken'), { errors: [{ message: 'taken', extensions: { code: 'FLAG_KEY_TAKEN' } }] }));
    const { result, props } = render();
    act(() => result.current.onName('Dark mode'));
    await act(async () => result.current.submit());
    await waitFor(() => expect(result.current.saveError).not.toBeNull());
    expect(props.onSaved).not.toHaveBeenCalled();
  });

  it('asks before a type change that would lose the value, and applies the choice', () => {
    const flag = { id: 'f1', name: 'Limit', key: 'limit', description: '', type: 'number' as const, value: 3, enabled: true };
    const { result } = render({ flag });
    expect(result.current.keyState).toBe('locked');
    act(() => result.current.onType('string'));
    expect(result.current.typeChange).toEqual({ to: 'string', converted: '3' });
    act(() => result.current.applyTypeChange());
    expect(result.current.fields).toMatchObject({ type: 'string', valueText: '3' });
    expect(result.current.typeChange).toBeNull();
  });

  it('asks before closing with changes', () => {
    const { result, props } = render();
    act(() => result.current.requestClose());
    expect(props.onClose).toHaveBeenCalledTimes(1);
    act(() => result.current.setDescription('x'));
    act(() => result.current.requestClose());
    expect(result.current.askDiscard).toBe(true);
  });

  it('shows a taken key from the availability check', async () => {
    checkResult = { loading: false, data: { checkFlagKeyAvailability: { key: 'dark_mode', available: false } } };
    const { result } = render();
    act(() => result.current.onName('Dark mode'));
    await waitFor(() => expect(result.current.keyError).toBe(KEY_TAKEN_MESSAGE), { timeout: 2000 });
    expect(result.current.canSubmit).toBe(false);
  });
});
