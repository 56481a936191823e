// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { preloadedLazy } from './preloadedLazy';

afterEach(cleanup);

const Screen = () => <p>the screen</p>;
const deferred = () => {
  let resolve!: (m: { default: typeof Screen }) => void;
  const promise = new Promise<{ default: typeof Screen }>((r) => (resolve = r));
  return { promise, resolve };
};

describe('preloadedLazy', () => {
  it('given a preloaded module, when rendered, then the screen shows in the first commit, without the fallback', async () => {
    const { Component, preload } = preloadedLazy(() => Promise.resolve({ default: Screen }));
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('given a module not loaded yet, when rendered, then the fallback shows until it loads, and the module is loaded once', async () => {
    let calls = 0;
    const chunk = deferred();
    const { Component, preload } = preloadedLazy(() => {
      calls++;
      return chunk.promise;
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    void preload();
    await act(async () => chunk.resolve({ default: Screen }));
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('given a chunk that failed to load, when preloaded again, then it is asked for again', async () => {
    let calls = 0;
    const { preload } = preloadedLazy(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Screen })));
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Screen });
    expect(calls).toBe(2);
  });
});
