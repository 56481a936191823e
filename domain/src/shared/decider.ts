import type { PlanCatalogue } from '../billing/plans';

/** Who issued a command. `system` actors (schedulers, payment application) bypass role rules. */
export interface Actor {
  id: string;
  name: string;
  email?: string;
  system?: boolean;
  /**
   * Acting through an API token: \`id\` stays the token's creator (whose current role applies),
   * and the role is capped to the token's scope in that one project (tokens/scopes.ts).
   */
  via?: { tokenId: string; projectId: string; scope: 'read' | 'write' | 'admin' };
}

/** The two kinds of environment keys. */
export type SecretKind = 'server' | 'client';

/**
 * Everything non-deterministic a decision needs, generated outside the domain so that a
 * decider is a pure function of (command, state, ctx).
 */
export interface CommandContext {
  actor: Actor;
  /** Epoch milliseconds. */
  now: number;
  newId: () => string;
  /** A fresh secret (environment keys: `kind` picks the recognisable prefix); never derived inside the domain. */
  newSecret: (kind?: SecretKind) => string;
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
export const fold = <S, E extends DomainEvent>(
  d: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>,
  events: readonly E[],
  from: S = d.initialState(),
): S => events.reduce(d.evolve, from);
