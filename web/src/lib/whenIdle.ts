/** The longest a deferred start waits for an idle moment (a page that never goes idle still gets it). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves at the browser's next idle moment: after the work and the paint in progress. Work that
 * does not show on the first screen (the session bootstrap, the usage charts' chunk) starts there,
 * so on a slow phone it does not compete with the page's first content for the network and the
 * CPU (issue 18: each such request sat on the path to the largest paint). Browsers without
 * requestIdleCallback (Safari) get the next task.
 */
export function whenIdle(timeout = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 1);
  });
}
