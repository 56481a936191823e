// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useConfirmChange } from './useConfirmChange';

afterEach(cleanup);

/** A change whose promise the test settles, to see the dialog while it runs. */
function deferredRun() {
  let settle: { resolve: () => void; reject: (e: Error) => void } = { resolve: () => {}, reject: () => {} };
  const run = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { run, settle: () => settle };
}

const change = (run: () => Promise<unknown>) => ({ title: 'Turn off Dark mode?', message: 'It stops being served.', confirmLabel: 'Turn off', run });

/** The hook as a screen uses it: its dialog rendered, `ask` handed to the test. */
function showDialog() {
  const api: { current: ReturnType<typeof useConfirmChange> | null } = { current: null };
  function Screen() {
    const c = useConfirmChange();
    api.current = c;
    return c.dialog;
  }
  render(<Screen />);
  return { ask: (needed: boolean, p: ReturnType<typeof change>) => act(() => api.current?.ask(needed, p)) };
}

describe('useConfirmChange', () => {
  it('given a change that needs no confirmation, when asked, then it runs at once and no dialog opens', () => {
    const { ask } = showDialog();
    const run = vi.fn(async () => undefined);
    ask(false, change(run));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given a change that runs at once and fails, when asked, then the failure is swallowed (its own toast reports it)', async () => {
    const { ask } = showDialog();
    const failed = Promise.reject(new Error('Boom'));
    const handled = vi.spyOn(failed, 'catch');
    const run = vi.fn(() => failed);
    ask(false, change(run));
    expect(run).toHaveBeenCalledTimes(1);
    expect(handled).toHaveBeenCalledTimes(1);
    await expect(handled.mock.results[0]?.value).resolves.toBeUndefined();
  });

  it('given a change that needs confirmation, when asked, then the dialog shows its texts and nothing runs yet', () => {
    const { ask } = showDialog();
    const run = vi.fn(async () => undefined);
    ask(true, change(run));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Turn off Dark mode?')).toBeTruthy();
    expect(screen.getByText('It stops being served.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });

  it('given the dialog open, when Cancel is pressed, then it closes and the change never runs', async () => {
    const { ask } = showDialog();
    const run = vi.fn(async () => undefined);
    ask(true, change(run));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });

  it('given the dialog open, when confirmed, then the change runs, the buttons say Saving... until it ends, and the dialog closes', async () => {
    const { ask } = showDialog();
    const { run, settle } = deferredRun();
    ask(true, change(run));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(run).toHaveBeenCalledTimes(1);
    const saving = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => settle().resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given a confirmed change that fails, when it ends, then the dialog closes without an unhandled error', async () => {
    const { ask } = showDialog();
    const { run, settle } = deferredRun();
    ask(true, change(run));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await act(async () => settle().reject(new Error('Boom')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).toHaveBeenCalledTimes(1);
  });
});
