/** A stream's folded state with the revision and hash it was folded up to. */
export interface CachedStream<S> {
  state: S;
  /** revision of the last event folded; -1 for an empty stream */
  revision: number;
  /** hash of that last event ('' for an empty stream): the next event's prevHash */
  lastHash: string;
}

/** Least-recently-used cache of folded streams, bounded so a gateway's memory stays flat. */
export class StateCache {
  private readonly entries = new Map<string, CachedStream<unknown>>();
  constructor(private readonly capacity = 2000) {}

  get<S>(streamId: string): CachedStream<S> | undefined {
    const hit = this.entries.get(streamId);
    if (hit) {
      this.entries.delete(streamId);
      this.entries.set(streamId, hit);
    }
    return hit as CachedStream<S> | undefined;
  }

  set<S>(streamId: string, entry: CachedStream<S>): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }

  get size(): number {
    return this.entries.size;
  }
}
