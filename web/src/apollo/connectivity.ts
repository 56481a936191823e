import { useSyncExternalStore } from 'react';

/**
 * Can the app reach the API? `offline`: the browser says it has no network; `unreachable`: it
 * has one, but the last request failed before any answer (or the gateway answered 502/503/504).
 * Screens use it to show an offline state instead of guessing from empty data (issue 17: an
 * unreachable API must never look like a new account with no projects).
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

type Listener = () => void;

export class ConnectivityStore {
  private state: Connectivity;
  private readonly listeners = new Set<Listener>();

  constructor(initial: Connectivity = 'online') {
    this.state = initial;
  }

  get(): Connectivity {
    return this.state;
  }

  set(next: Connectivity): void {
    if (next === this.state) return;
    this.state = next;
    for (const l of [...this.listeners]) l();
  }

  /** A request got an answer from the API: it is reachable, whatever the answer said. */
  answered(status: number): void {
    this.set(status === 502 || status === 503 || status === 504 ? 'unreachable' : 'online');
  }

  /** A request failed without an answer. */
  failed(browserOnline: boolean): void {
    this.set(browserOnline ? 'unreachable' : 'offline');
  }

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
}

export const connectivity = new ConnectivityStore(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online');

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => connectivity.set('offline'));
  // Back online is only a hint: the next answered request proves the API is reachable.
  window.addEventListener('online', () => {
    if (connectivity.get() === 'offline') connectivity.set('unreachable');
  });
}

export function useConnectivity(store: ConnectivityStore = connectivity): Connectivity {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(),
    () => 'online',
  );
}

/** fetch that reports to the store whether the API answered. */
export function trackingFetch(store: ConnectivityStore, base: typeof fetch = (...a) => fetch(...a)): typeof fetch {
  return async (input, init) => {
    try {
      const r = await base(input, init);
      store.answered(r.status);
      return r;
    } catch (e) {
      if (!(e instanceof DOMException && e.name === 'AbortError')) store.failed(typeof navigator === 'undefined' || navigator.onLine !== false);
      throw e;
    }
  };
}
