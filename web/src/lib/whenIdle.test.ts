import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('given requestIdleCallback, when asked, then it resolves at the idle callback, with the timeout as its bound', async () => {
    const calls: { run: () => void; options: unknown }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: unknown) => calls.push({ run, options }));
    let done = false;
    const p = whenIdle().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options).toEqual({ timeout: IDLE_TIMEOUT_MS });
    calls[0]!.run();
    await p;
    expect(done).toBe(true);
  });

  it('given no requestIdleCallback (Safari), when asked, then it resolves on the next task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    let done = false;
    const p = whenIdle().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
  });
});
