import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler whose identity never changes but which always runs the latest `fn` (the props and
 * state of the last render). Memoised rows receive it without re-rendering when the screen does;
 * it is for event handlers, called after a commit, never during render.
 */
export function useStableHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
