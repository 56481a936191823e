import type { Decider, DomainEvent } from '@flagstream/domain';
import type { StoredEvent } from '@flagstream/eventstore';
import type { ReadStore, Write } from '../readStore/port';

interface Doc<S> {
  state: S;
  position: number;
}

/**
 * Projects a small aggregate (a user, a payment) into one document: its folded state with
 * the position it was folded to, so replays change nothing.
 */
export class DocProjector<S> {
  private readonly docs = new Map<string, Doc<S>>();
  private readonly dirty = new Set<string>();

  constructor(
    private readonly read: ReadStore,
    private readonly prefix: string,
    private readonly decider: Pick<Decider<unknown, DomainEvent, S>, 'initialState' | 'evolve'>,
    private readonly keyOf: (id: string) => string,
  ) {}

  handles(streamId: string): boolean {
    return streamId.startsWith(this.prefix);
  }

  async apply(ev: StoredEvent): Promise<void> {
    const id = ev.streamId.slice(this.prefix.length);
    let d = this.docs.get(id);
    if (!d) {
      const raw = await this.read.get(this.keyOf(id));
      d = raw ? (JSON.parse(raw) as Doc<S>) : { state: this.decider.initialState(), position: 0 };
      this.docs.set(id, d);
    }
    if (ev.position <= d.position) return;
    d.state = this.decider.evolve(d.state, { type: ev.type, data: ev.data });
    d.position = ev.position;
    this.dirty.add(id);
  }

  flush(): Write[] {
    const writes: Write[] = [];
    for (const id of this.dirty) writes.push({ op: 'set', key: this.keyOf(id), value: JSON.stringify(this.docs.get(id)) });
    this.dirty.clear();
    return writes;
  }

  /** Small documents: once written, no need to keep them. */
  committed(): void {
    this.docs.clear();
  }

  /** Starts a document over from its stream's first event (re-projection after a quarantine). */
  restart(id: string): void {
    this.docs.set(id, { state: this.decider.initialState(), position: 0 });
    this.dirty.add(id);
  }

  idOf(streamId: string): string {
    return streamId.slice(this.prefix.length);
  }

  discard(): void {
    this.docs.clear();
    this.dirty.clear();
  }
}
