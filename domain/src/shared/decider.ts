import type { PlanCatalogue } from '../billing/plans';

/** Who issued a command. `system` actors (schedulers, payment application) bypass role rules. */
export interface Actor {
  id: string;
  name: string;
  email?: string;
  system?: boolean;
}

/**
 * Everything non-deterministic a decision needs, generated outside the domain so that a
 * decider is a pure function of (command, state, ctx).
 */
export interface CommandContext {
  actor: Actor;
  /** Epoch milliseconds. */
  now: number;
  newId: () => string;
  /** A fresh secret (API keys); never derived inside the domain. */
  newSecret: () => string;
  plans: PlanCatalogue;
}

export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

export interface Decider<C, E extends DomainEvent, S> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S, ctx: CommandContext) => E[];
}

/** Folds events into a state: what the command service does when it loads a stream. */
export const fold = <S, E extends DomainEvent>(d: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>, events: readonly E[], from: S = d.initialState()): S =>
  events.reduce(d.evolve, from);
