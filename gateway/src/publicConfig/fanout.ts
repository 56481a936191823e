/** Subscribers written per turn of the event loop: a large fan-out does not stall other requests. */
export const WRITES_PER_TURN = 2000;

/** Yields to the event loop (other requests, timers) between slices of a fan-out. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

interface Streams<C extends { active: boolean }> {
  clients: Iterable<C>;
}

/**
 * A heartbeat to every stream that was sent nothing else since the previous tick (so at most two
 * intervals of silence), in slices of the event loop: with tens of thousands of subscribers a
 * sweep costs one write per socket, like a change, and must not hold a change behind it.
 * Shared by the config SSE hub and the OFREP change-notice hub.
 */
export async function heartbeatIdle<G extends Streams<C>, C extends { active: boolean }>(groups: Iterable<G>, beat: (g: G, c: C) => void): Promise<void> {
  let written = 0;
  for (const g of groups) {
    for (const c of g.clients) {
      if (c.active) {
        c.active = false;
        continue;
      }
      beat(g, c);
      c.active = false;
      if (++written % WRITES_PER_TURN === 0) await nextTurn();
    }
  }
}
