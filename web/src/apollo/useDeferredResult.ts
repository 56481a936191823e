import { useDeferredValue, useState } from 'react';

/**
 * A query result deferred whole (its data, loading and error stay consistent), rendered in a
 * background pass that yields to input (issue 18: an answer's render was one long task on a
 * phone). The screen's first render shows it loading even when an early answer is already in
 * the cache: what surrounds it (the page's header, the largest text a phone paints) commits
 * first and alone, and the rows follow in the background pass.
 */
export function useDeferredResult<R extends { data?: unknown; loading: boolean }>(result: R): R {
  const [firstPass] = useState(() => ({ ...result, data: undefined, loading: true }));
  return useDeferredValue(result, firstPass);
}
