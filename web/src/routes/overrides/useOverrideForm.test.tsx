// @vitest-environment jsdom
import type { FormEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { OVERRIDE_MESSAGES } from '@flagstream/domain';
import type { Environment, Flag } from './overrideFormModel';
import type { OverrideRow } from './OverrideCard';
import { useOverrideForm } from './useOverrideForm';
import type { OverrideFormProps } from './useOverrideForm';

afterEach(cleanup);

const flags = [{ id: 'f1', key: 'dark_mode', name: 'Dark mode', type: 'boolean', value: false }] as unknown as Flag[];
const environments = [
  { id: 'e1', name: 'development', status: 'active', variables: {} },
  { id: 'e2', name: 'production', status: 'active', variables: { dark_mode: { value: true, enabled: true } } },
] as unknown as Environment[];
const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;
const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

const render = (extra: Partial<OverrideFormProps> = {}) => {
  const props: OverrideFormProps = {
    open: true,
    mode: 'create',
    override: null,
    flags,
    environments,
    pending: false,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...extra,
  };
  return { props, ...renderHook(() => useOverrideForm(props), { wrapper }) };
};

describe('useOverrideForm', () => {
  it('closes at once when nothing was typed, and asks first when something was', () => {
    const { result, props } = render();
    act(() => result.current.requestClose());
    expect(props.onClose).toHaveBeenCalledTimes(1);
    act(() => result.current.setName('QA'));
    act(() => result.current.requestClose());
    expect(result.current.askDiscard).toBe(true);
    act(() => result.current.discard());
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('says what is missing and does not submit', () => {
    const { result, props } = render();
    act(() => result.current.submit(event()));
    expect(result.current.validation).toBe(OVERRIDE_MESSAGES.fieldsRequired);
    expect(result.current.nameError).toBe(true);
    expect(result.current.envError).toBe(true);
    act(() => result.current.setName('QA'));
    act(() => result.current.chooseEnvironment('e2'));
    act(() => result.current.submit(event()));
    expect(result.current.validation).toBe(OVERRIDE_MESSAGES.noFlags);
    expect(result.current.flagsError).toBe(true);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits the included flags with what the chosen environment serves', () => {
    const { result, props } = render();
    act(() => result.current.setName(' QA '));
    act(() => result.current.chooseEnvironment('e2'));
    expect(result.current.drafts.dark_mode?.text).toBe('true');
    act(() => result.current.patch('dark_mode', { included: true }));
    expect(result.current.selectedCount).toBe(1);
    act(() => result.current.submit(event()));
    expect(props.onSubmit).toHaveBeenCalledWith({
      name: 'QA',
      description: '',
      environmentId: 'e2',
      expiresAt: null,
      expiryChanged: false,
      featureFlagValues: { dark_mode: { value: true, enabled: true } },
    });
  });

  it('fills the form from the override being edited', () => {
    const override = {
      id: 'o1',
      name: 'Beta',
      description: 'testers',
      environment: { id: 'e1', uuid: 'u', name: 'development' },
      featureFlagValues: { dark_mode: { value: true, enabled: false } },
      expiresAt: null,
    } as unknown as OverrideRow;
    const { result } = render({ mode: 'edit', override });
    expect(result.current.name).toBe('Beta');
    expect(result.current.environmentId).toBe('e1');
    expect(result.current.drafts.dark_mode).toEqual({ included: true, text: 'true', enabled: false, edited: true });
    act(() => result.current.applyPreset(3_600_000));
    expect(result.current.expires).not.toBe('');
  });
});
