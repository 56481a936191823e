import { expect } from 'vitest';
import type { CommandContext, Decider, DomainEvent, Actor } from '../src';
import { DEFAULT_PLANS, DomainError, projectDecider } from '../src';
import type { ProjectCommand, ProjectEvent, ProjectState } from '../src';

export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
export const OWNER: Actor = { id: 'user-owner', name: 'Olivia Owner', email: 'olivia@example.com' };

/** A deterministic context: ids id-1, id-2 ... and secrets secret-1 ... */
export function testContext(over: Partial<CommandContext> = {}): CommandContext {
  let id = 0;
  let secret = 0;
  return {
    actor: OWNER,
    now: T0,
    newId: () => `id-${++id}`,
    newSecret: () => `secret-${++secret}`,
    plans: DEFAULT_PLANS,
    ...over,
  };
}

/**
 * given(events).when(command, ctx).then(events) / .thenFails(code, message?).
 * Each test states the history, the command and the expected facts or error.
 */
export function scenario<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(events: readonly E[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        state,
        when(command: C, ctx: CommandContext = testContext()) {
          const run = () => decider.decide(command, state, ctx);
          return {
            then(expected: E[] | ((events: E[], next: S) => void)) {
              const events = run();
              if (typeof expected === 'function') expected(events, events.reduce(decider.evolve, state));
              else expect(events).toEqual(expected);
              return events;
            },
            thenFails(code: string, message?: string | RegExp) {
              let error: unknown;
              try {
                run();
              } catch (e) {
                error = e;
              }
              expect(error, `expected ${code}`).toBeInstanceOf(DomainError);
              expect((error as DomainError).code).toBe(code);
              if (message !== undefined) {
                if (typeof message === 'string') expect((error as DomainError).message).toBe(message);
                else expect((error as DomainError).message).toMatch(message);
              }
              return error as DomainError;
            },
          };
        },
      };
    },
  };
}

export const project = scenario<ProjectCommand, ProjectEvent, ProjectState>(projectDecider);

/** A step of a history: a command, or one built from the state so far (e.g. accepting the invitation just sent). */
export type Step = [ProjectCommand | ((s: ProjectState) => ProjectCommand), Partial<CommandContext>?];

/** Runs commands in order from an empty stream and returns every event: a quick way to build a history. */
export function history(steps: Step[]): ProjectEvent[] {
  const all: ProjectEvent[] = [];
  let state = projectDecider.initialState();
  let n = 0;
  // Client keys count apart: ids like "h-5" stay where the tests written before client keys expect them.
  let clientKeys = 0;
  for (const [step, over] of steps) {
    const ctx = testContext({ newId: () => `h-${++n}`, newSecret: (kind) => (kind === 'client' ? `key-client-${++clientKeys}` : `key-${++n}`), ...over });
    const cmd = typeof step === 'function' ? step(state) : step;
    const events = projectDecider.decide(cmd, state, ctx);
    state = events.reduce(projectDecider.evolve, state);
    all.push(...events);
  }
  return all;
}

/** A project "p1" owned by OWNER with the default environments (look them up by name). */
export const createdProject = (over: Partial<Extract<ProjectCommand, { kind: 'CreateProject' }>> = {}): ProjectEvent[] =>
  history([[{ kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front', ...over }]]);

/** The pending invitation addressed to a user id (add-team-member). */
export function directInvitationFor(s: ProjectState, userId: string): string {
  const inv = Object.values(s.invitations).find((i) => i.userId === userId && i.status === 'pending');
  if (!inv) throw new Error(`no pending invitation for ${userId}`);
  return inv.id;
}

/**
 * Two steps making `who` a member with `role`: the owner (or `by`) adds them (an invitation to
 * their user id), then they accept it. Nobody joins without accepting (issue 15, M1).
 */
export function joined(who: Actor, role: 'admin' | 'manager' | 'developer' | 'viewer', by: Actor = OWNER): Step[] {
  return [
    [{ kind: 'AddTeamMember', userId: who.id, role }, { actor: by }],
    [(s) => ({ kind: 'AcceptInvitation', invitationId: directInvitationFor(s, who.id) }), { actor: who }],
  ];
}
