import { lazy } from 'react';
import type { ComponentType } from 'react';

type Module = { default: ComponentType };

/**
 * React.lazy over a loader that keeps the loaded module. Once `preload` has loaded it (the first
 * page's chunks are loaded before the first render: App.preloadRoute), the component renders at
 * once: React reads the module from an already-resolved thenable instead of suspending. Each
 * suspended lazy level of the first render showed its fallback, and React holds the reveal of
 * content after a fallback for 300 ms (its fallback throttle): the signed-in area, the shell and
 * the screen were three such waits (issue 18, page trace: ~180 ms idle before the first commit).
 */
export function preloadedLazy<M extends Module>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        pending = null; // a failed chunk may load on the next try
        throw e;
      },
    ));
  // React.lazy only calls then(onLoaded, onFailed) on what the loader returns; a thenable that
  // calls back at once lets it read the module during the same render.
  const resolved = (m: M) => ({ then: (onLoaded: (module: M) => unknown) => onLoaded(m) }) as unknown as Promise<M>;
  const Component = lazy(() => (loaded ? resolved(loaded) : preload()));
  return { Component, preload };
}
