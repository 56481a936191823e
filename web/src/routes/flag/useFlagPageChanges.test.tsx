// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useFlagPageChanges } from './useFlagPageChanges';

afterEach(cleanup);

const env = (id: string, type: string) => ({ id, name: id, type, status: 'active', order: 0 });
function fakePage() {
  return {
    flag: {
      id: 'f1',
      name: 'Dark mode',
      key: 'dark_mode',
      type: 'number',
      value: 24,
      enabled: true,
      environmentValues: [{ environmentId: 'dev', environmentName: 'dev', value: 48, enabled: true, hasCustomValue: true }],
    },
    environments: [env('dev', 'development'), env('production', 'production')],
    setKillSwitch: vi.fn(async () => undefined),
    setEnvironment: vi.fn(async () => undefined),
    setDefault: vi.fn(async () => undefined),
    refetch: vi.fn(async () => undefined),
  };
}
const setup = (p = fakePage()) => ({ p, ...renderHook(() => useFlagPageChanges(p as never)) });

describe('useFlagPageChanges', () => {
  it('switches a non-production environment at once, keeping the value it serves', async () => {
    const { p, result } = setup();
    act(() => result.current.switchEnv(p.environments[0] as never, false));
    await waitFor(() => expect(p.setEnvironment).toHaveBeenCalledWith(p.environments[0], { value: 48, enabled: false }, 'Dark mode turned off in dev'));
  });

  it('asks before the kill switch when a production environment exists', async () => {
    const { p, result } = setup();
    act(() => void result.current.kill(false));
    expect(p.setKillSwitch).not.toHaveBeenCalled();
    render(result.current.confirmDialog);
    expect(await screen.findByText('Turn off Dark mode everywhere?')).toBeTruthy();
    expect(screen.getByText(/until you turn it back on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off everywhere' }));
    await waitFor(() => expect(p.setKillSwitch).toHaveBeenCalledWith(false));
  });

  it('resets a production environment after confirming', async () => {
    const { p, result } = setup();
    let done = false;
    act(() => void result.current.resetEnv(p.environments[1] as never).then(() => (done = true)));
    render(result.current.confirmDialog);
    expect(await screen.findByText('Reset Dark mode in production?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(done).toBe(true));
    expect(p.setEnvironment).toHaveBeenCalledWith(p.environments[1], null, 'Dark mode reset to the default in production');
  });

  it('edits the default value: invalid text cannot be saved, a saved one closes the editor', async () => {
    const { p, result } = setup();
    act(() => result.current.defaultValue.edit());
    expect(result.current.defaultValue.text).toBe('24');
    expect(result.current.dirty).toBe(true);
    act(() => result.current.defaultValue.change('abc'));
    expect(result.current.defaultValue.valid).toBe(false);
    act(() => result.current.defaultValue.change('12.5'));
    act(() => result.current.defaultValue.save());
    await waitFor(() => expect(result.current.defaultValue.text).toBeNull());
    expect(p.setDefault).toHaveBeenCalledWith(12.5);
    expect(result.current.dirty).toBe(false);
  });

  it('counts an environment card with unsaved input as unsaved', () => {
    const { result } = setup();
    act(() => result.current.setDirty('dev', true));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.setDirty('dev', false));
    expect(result.current.dirty).toBe(false);
  });

  it('given the Edit Flag dialog open, when the flag is saved, then the dialog closes and the page reloads (who set what)', () => {
    const { p, result } = setup();
    act(() => result.current.edit.show());
    expect(result.current.edit.open).toBe(true);
    act(() => result.current.edit.saved());
    expect(result.current.edit.open).toBe(false);
    expect(p.refetch).toHaveBeenCalledTimes(1);
  });
});
