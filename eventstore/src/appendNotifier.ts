/**
 * Listener bookkeeping shared by the adapters: coalesces bursts of "something was appended"
 * into one call per listener with the newest position, and tells the adapter when the first
 * listener arrives / the last one leaves so it can start or stop watching other writers.
 */
export type AppendListener = (position: number) => void;

export interface AppendNotifierHooks {
  onFirstListener?: () => void;
  onLastListenerGone?: () => void;
}

export class AppendNotifier {
  private readonly listeners = new Set<AppendListener>();
  private pending = 0;
  private delivered = 0;
  private scheduled = false;

  constructor(private readonly hooks: AppendNotifierHooks = {}) {}

  get size(): number {
    return this.listeners.size;
  }

  /** Newest position known to have been delivered (or skipped as already known). */
  get lastKnown(): number {
    return Math.max(this.pending, this.delivered);
  }

  subscribe(listener: AppendListener): () => void {
    // Wrap so the same function can be registered twice and unsubscribed independently.
    const entry: AppendListener = (position) => listener(position);
    this.listeners.add(entry);
    if (this.listeners.size === 1) this.hooks.onFirstListener?.();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.listeners.delete(entry);
      if (this.listeners.size === 0) this.hooks.onLastListenerGone?.();
    };
  }

  /** Records that events up to `position` exist; listeners hear of it once, asynchronously. */
  notify(position: number): void {
    if (position <= this.lastKnown) return;
    this.pending = position;
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate lets a burst of appends in the same tick collapse into one call.
    setImmediate(() => this.flush());
  }

  /** Sets the baseline without telling anyone (e.g. the head when watching starts). */
  markKnown(position: number): void {
    if (position > this.delivered) this.delivered = position;
  }

  clear(): void {
    this.listeners.clear();
  }

  private flush(): void {
    this.scheduled = false;
    const position = this.pending;
    if (position <= this.delivered) return;
    this.delivered = position;
    for (const listener of [...this.listeners]) {
      try {
        listener(position);
      } catch (error) {
        // One faulty listener must not starve the others or break the append that triggered it.
        console.error('eventstore: onAppended listener threw', error);
      }
    }
  }
}
