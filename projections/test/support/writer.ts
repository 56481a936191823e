/**
 * Writes histories for projection tests the way the command service does (fold the stream,
 * decide, seal the hash chain, append with the expected revision), without depending on the
 * gateway. Deterministic: ids, secrets and the clock are counters.
 */
import { createHash } from 'node:crypto';
import type {
  Actor,
  CommandContext,
  Decider,
  DomainEvent,
  PaymentCommand,
  PaymentState,
  ProjectCommand,
  ProjectState,
  UserCommand,
  UserState,
} from '@flagstream/domain';
import { DEFAULT_PLANS, fold, paymentDecider, paymentStreamId, projectDecider, projectStreamId, userDecider, userStreamId } from '@flagstream/domain';
import type { EventStore, StoredEvent } from '@flagstream/eventstore';
import { sealEvents } from '@flagstream/eventstore';

export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
export const OWNER: Actor = { id: 'u-owner', name: 'Olivia Owner', email: 'olivia@example.com' };
export const SYSTEM: Actor = { id: 'system', name: 'System', system: true };

export const sha256Hex = (s: string): string => createHash('sha256').update(s).digest('hex');

export interface Written<S> {
  events: StoredEvent[];
  /** position of the last appended event (0 when the command decided nothing) */
  position: number;
  state: S;
}

export class EventWriter {
  /** the command clock; every command advances it by `tick` ms */
  now = T0;
  tick = 1000;
  private ids = 0;
  private secrets = 0;
  /** awaited after every append (e.g. to let a runner project each command as it happens) */
  afterAppend: ((position: number) => Promise<void>) | null = null;

  constructor(
    readonly store: EventStore,
    private readonly prefix = 'w',
  ) {}

  /** The stream folded from the store, with what the next append needs. */
  async load<E extends DomainEvent, S>(decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>, streamId: string) {
    const events = await this.store.readStream(streamId);
    const state = fold(
      decider,
      events.map((e) => ({ type: e.type, data: e.data }) as E),
    );
    const last = events.at(-1);
    return { state, events, revision: last?.revision ?? -1, lastHash: last?.metadata.hash ?? '' };
  }

  async run<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C, actor: Actor = OWNER): Promise<Written<S>> {
    this.now += this.tick;
    const loaded = await this.load(decider, streamId);
    const ctx: CommandContext = {
      actor,
      now: this.now,
      newId: () => `${this.prefix}-id-${++this.ids}`,
      newSecret: (kind) => `fs_${kind ?? 'server'}_${this.prefix}_secret_${++this.secrets}`,
      plans: DEFAULT_PLANS,
    };
    const decided = decider.decide(command, loaded.state, ctx);
    const state = decided.reduce(decider.evolve, loaded.state);
    if (decided.length === 0) return { events: [], position: 0, state };
    const at = new Date(this.now).toISOString();
    const sealed = sealEvents({
      streamId,
      revision: loaded.revision,
      prevHash: loaded.lastHash,
      events: decided.map((e) => ({
        id: ctx.newId(),
        type: e.type,
        data: e.data,
        metadata: { actor: { id: actor.id, name: actor.name }, at, correlationId: `corr-${this.ids}`, causationId: `cause-${this.ids}`, schemaVersion: 1 },
      })),
    });
    const result = await this.store.append(streamId, sealed, loaded.revision);
    await this.afterAppend?.(result.position);
    return { events: result.events, position: result.position, state };
  }

  project(projectId: string, command: ProjectCommand, actor: Actor = OWNER): Promise<Written<ProjectState>> {
    return this.run(projectDecider, projectStreamId(projectId), command, actor);
  }

  user(actor: Actor, command: UserCommand): Promise<Written<UserState>> {
    return this.run(userDecider, userStreamId(actor.id), command, actor);
  }

  payment(orderId: string, command: PaymentCommand, actor: Actor = OWNER): Promise<Written<PaymentState>> {
    return this.run(paymentDecider, paymentStreamId(orderId), command, actor);
  }

  /** The project's state folded from the store. */
  async projectState(projectId: string): Promise<ProjectState> {
    return (await this.load(projectDecider, projectStreamId(projectId))).state;
  }
}

/** Looks an entity up by name, failing loudly. */
export function byName<T extends { name: string }>(items: Record<string, T>, name: string): T {
  const found = Object.values(items).find((i) => i.name === name);
  if (!found)
    throw new Error(
      `no "${name}" among ${Object.values(items)
        .map((i) => i.name)
        .join(', ')}`,
    );
  return found;
}

export function flagId(s: ProjectState, key: string): string {
  const f = Object.values(s.flags).find((x) => x.key === key);
  if (!f) throw new Error(`no flag ${key}`);
  return f.id;
}
