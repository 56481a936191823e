/**
 * A stream of realistic writes through the real command service onto a shared sqlite event
 * store: projects, flags of every type, environment values, overrides, renames, members,
 * deletions and user profiles, chosen by a seeded random generator (the seed is printed by
 * the caller, so a failing run can be replayed).
 */
import { randomUUID } from 'node:crypto';
import type { Actor, PlanCatalogue, ProjectCommand, ProjectState } from '@flagstream/domain';
import { DEFAULT_PLANS, DomainError, projectDecider, projectStreamId } from '@flagstream/domain';
import type { EventStore } from '@flagstream/eventstore';
import { CommandService } from '../../src';

/** Every cap lifted: the load must not stall on plan limits. */
const UNLIMITED: PlanCatalogue = {
  plans: DEFAULT_PLANS.plans.map((p) => ({ ...p, featureMaxEnvironments: -1, featureMaxFeatureFlags: -1, featureMaxOverrides: -1, featureMaxTeamMembers: -1 })),
};

export const LOAD_OWNER: Actor = { id: 'u-load-owner', name: 'Lou Load', email: 'lou@example.com' };

/** mulberry32: small, fast, good enough to pick commands reproducibly */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WriteLoadStats {
  commands: number;
  appended: number;
  rejected: number;
  /** the store could not take the write (it is what the test may be breaking) */
  unavailable: number;
  head: number;
}

export class WriteLoad {
  private readonly commands: CommandService;
  private readonly rand: () => number;
  private readonly projects: string[] = [];
  private running: Promise<void> | null = null;
  private stopping = false;
  private n = 0;
  readonly stats: WriteLoadStats = { commands: 0, appended: 0, rejected: 0, unavailable: 0, head: 0 };

  constructor(store: EventStore, seed: number) {
    this.commands = new CommandService({ store, plans: UNLIMITED });
    this.rand = seededRandom(seed);
  }

  private pick<T>(xs: readonly T[]): T | undefined {
    return xs.length ? xs[Math.floor(this.rand() * xs.length)] : undefined;
  }

  /** One command, chosen at random; resolves whatever the domain answered. */
  async step(): Promise<void> {
    const n = ++this.n;
    this.stats.commands++;
    try {
      if (this.rand() < 0.04) {
        const r = await this.commands.user(
          `u-load-${n % 7}`,
          { kind: this.rand() < 0.5 ? 'InitializeUser' : 'UpdateUserProfile', fullName: `Load User ${n}` } as never,
          { actor: { id: `u-load-${n % 7}`, name: 'Load' } },
        );
        this.count(r.position);
        return;
      }
      if (this.projects.length < 3 || this.rand() < 0.04) {
        const projectId = randomUUID();
        const r = await this.commands.project(projectId, { kind: 'CreateProject', projectId, name: `Load ${n}`, description: 'load' }, { actor: LOAD_OWNER });
        this.projects.push(projectId);
        this.count(r.position);
        return;
      }
      const projectId = this.pick(this.projects)!;
      const { state } = await this.commands.load(projectDecider, projectStreamId(projectId));
      if (state.status !== 'active') {
        this.projects.splice(this.projects.indexOf(projectId), 1);
        return;
      }
      const r = await this.commands.project(projectId, this.commandFor(state, n), { actor: LOAD_OWNER });
      if (r.state.status !== 'active') this.projects.splice(this.projects.indexOf(projectId), 1);
      this.count(r.position);
    } catch (e) {
      if (e instanceof DomainError) this.stats.rejected++;
      else if ((e as { code?: unknown }).code === 'EVENT_STORE_UNAVAILABLE') this.stats.unavailable++;
      else throw e;
    }
  }

  private count(position: number): void {
    if (position > 0) this.stats.appended++;
    this.stats.head = Math.max(this.stats.head, position);
  }

  private commandFor(s: ProjectState, n: number): ProjectCommand {
    const flags = Object.values(s.flags);
    const envs = Object.values(s.environments);
    const overrides = Object.values(s.overrides);
    const members = Object.keys(s.members);
    const flag = this.pick(flags);
    const env = this.pick(envs);
    const x = this.rand();
    if (!flag || x < 0.14) {
      const type = this.pick(['boolean', 'string', 'number', 'json'] as const)!;
      const value = type === 'boolean' ? this.rand() < 0.5 : type === 'string' ? `v${n}` : type === 'number' ? n : { n };
      return { kind: 'CreateFeatureFlag', name: `Flag ${n}`, key: `flag_${n}`, type, value } as ProjectCommand;
    }
    if (x < 0.3) return { kind: 'UpdateFeatureFlag', flagId: flag.id, name: `Flag ${n}`, description: `changed at ${n}` };
    if (x < 0.42) return { kind: 'ToggleFeatureFlag', flagId: flag.id };
    if (x < 0.56 && env) {
      const value = flag.type === 'boolean' ? this.rand() < 0.5 : flag.type === 'string' ? `e${n}` : flag.type === 'number' ? n : { e: n };
      return {
        kind: 'SetEnvironmentVariable',
        environmentId: env.id,
        flagKey: flag.key,
        setting: this.rand() < 0.15 ? null : { value, enabled: this.rand() < 0.8 },
      } as ProjectCommand;
    }
    if (x < 0.64 && env) {
      const o = overrides.find((o) => o.environmentId === env.id);
      if (!o || this.rand() < 0.4)
        return {
          kind: 'CreateOverride',
          name: `Override ${n}`,
          environmentId: env.id,
          featureFlagValues: { [flag.key]: { value: flag.value, enabled: true } },
        } as ProjectCommand;
      return this.rand() < 0.5 ? { kind: 'ToggleOverride', overrideId: o.id } : { kind: 'UpdateOverride', overrideId: o.id, name: `Override ${n}` };
    }
    if (x < 0.68) return { kind: 'DeleteFeatureFlag', flagId: flag.id };
    if (x < 0.72) return { kind: 'UpdateProject', name: `Load renamed ${n}` };
    if (x < 0.76 && env) return { kind: 'UpdateEnvironment', environmentId: env.id, description: `env ${n}` };
    if (x < 0.8 && overrides.length) return { kind: 'DeleteOverride', overrideId: this.pick(overrides)!.id };
    if (x < 0.86) return { kind: 'AddTeamMember', userId: `u-member-${n % 5}`, name: `Member ${n % 5}`, email: `m${n % 5}@example.com`, role: 'developer' };
    if (x < 0.9 && members.length) return { kind: 'RemoveMember', userId: this.pick(members)! };
    if (x < 0.92 && this.projects.length > 4) return { kind: 'DeleteProject' };
    return { kind: 'ToggleFeatureFlag', flagId: flag.id };
  }

  /** Writes one command after another until stop(), pausing `pauseMs` between them (at least a macrotask turn, so the test's own timers and I/O keep running). */
  start(pauseMs = 0): void {
    if (this.running) return;
    this.stopping = false;
    this.running = (async () => {
      while (!this.stopping) {
        await this.step();
        await new Promise((r) => (pauseMs > 0 ? setTimeout(r, pauseMs) : setImmediate(r)));
      }
    })();
  }

  async stop(): Promise<WriteLoadStats> {
    this.stopping = true;
    await this.running;
    this.running = null;
    return this.stats;
  }
}
