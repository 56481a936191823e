import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor, EnvironmentState, FlagState, OverrideState, ProjectCommand, ProjectState } from '@flagstream/domain';
import { DEFAULT_PLANS, projectDecider, projectStreamId } from '@flagstream/domain';
import type { ServedDoc } from '@flagstream/projections';
import type { PrivateRedis } from '@flagstream/projections/testing';
import { startPrivateRedis } from '@flagstream/projections/testing';
import type { App, CommandResult, Runtime } from '../../src';
import { buildApp, createLogger, createRuntime, loadSettings } from '../../src';

/**
 * An injectable clock. By default it follows real time (plus any offset added with
 * `advance`); `set` freezes it at an instant so a test can stand exactly on a boundary.
 */
export interface TestClock {
  now(): number;
  /** freezes the clock at `ms` (epoch) */
  set(ms: number): void;
  /** moves the clock forward (frozen or not) */
  advance(ms: number): void;
  /** follows real time again (keeping any offset reached so far) */
  unfreeze(): void;
}

export function createTestClock(): TestClock {
  let frozen: number | null = null;
  let offset = 0;
  const now = () => frozen ?? Date.now() + offset;
  return {
    now,
    set(ms) {
      frozen = ms;
    },
    advance(ms) {
      if (frozen !== null) frozen += ms;
      else offset += ms;
    },
    unfreeze() {
      if (frozen !== null) offset = frozen - Date.now();
      frozen = null;
    },
  };
}

export interface TestGatewayOptions {
  /** extra environment variables for loadSettings (PORT, LOG_LEVEL and the sqlite file are set) */
  env?: Record<string, string>;
  /**
   * Use a Redis read store: a URL (e.g. from `describeWithRedis`), or `true` to start a private
   * redis-server owned (and stopped) by this gateway. Suites should skip when none is available
   * (`describeWithRedis` from `@flagstream/projections/testing` does that loudly).
   */
  redis?: boolean | string;
  /**
   * Where the gateway's pino logs go (one JSON line per write) instead of nowhere. The logger is
   * still the one `createLogger` builds (its redaction included); set `env.LOG_LEVEL` to see logs.
   */
  logStream?: { write(line: string): void };
}

/** A project created through the command service, with handles on what tests need. */
export interface TestProject {
  projectId: string;
  uuid: string;
  state: ProjectState;
  /** environments by name (development, staging, production by default) */
  env(name: string): EnvironmentState;
}

export interface TestGateway {
  url: string;
  rt: Runtime;
  app: App;
  clock: TestClock;
  owner: Actor;
  /** runs a project command as the owner and waits until the read models include it */
  run(projectId: string, command: ProjectCommand): Promise<CommandResult<ProjectState>>;
  /** runs a project command as the owner without waiting for the read side */
  runOnly(projectId: string, command: ProjectCommand): Promise<CommandResult<ProjectState>>;
  /** creates a project (default environments unless given) and waits for its documents */
  createProject(name?: string, environments?: string[]): Promise<TestProject>;
  createFlag(projectId: string, flag: { name: string; key?: string; type: FlagState['type']; value?: unknown; enabled?: boolean }): Promise<FlagState>;
  createOverride(
    projectId: string,
    o: {
      name: string;
      environmentId: string;
      featureFlagValues: Record<string, { value: unknown; enabled?: boolean }>;
      expiresAt?: number | null;
      isActive?: boolean;
    },
  ): Promise<OverrideState>;
  /** the project's current folded state (what the command service sees) */
  state(projectId: string): Promise<ProjectState>;
  /** the stored served document (exact bytes and ETag) of a public config key */
  storedDoc(key: string): Promise<ServedDoc | null>;
  configUrl(projectUuid: string, environmentUuid: string, overrideUuid?: string): string;
  close(): Promise<void>;
}

export const OWNER: Actor = { id: 'u-owner', name: 'Olivia Owner', email: 'olivia@example.com' };

export async function startTestGateway(opts: TestGatewayOptions = {}): Promise<TestGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-gw-'));
  // Suites create many projects as one user: unless a test brings its own catalogue, the
  // projects-per-account quota (issue 15, tested on its own) is lifted here.
  const plansFile = join(dir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: DEFAULT_PLANS.plans.map((p) => ({ ...p, featureMaxProjects: -1 })) }));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    EVENTSTORE_SQLITE_FILE: join(dir, 'events.db'),
    PLANS_FILE: plansFile,
    ...opts.env,
  };
  let ownRedis: PrivateRedis | null = null;
  if (opts.redis) {
    if (opts.redis === true) {
      ownRedis = await startPrivateRedis();
      if (!ownRedis) throw new Error('No Redis available for this test gateway (redis-server not on PATH and REDIS_URL unset)');
    }
    env.REDIS_URL = typeof opts.redis === 'string' ? opts.redis : ownRedis!.url;
    // a fresh prefix unless given (gateways sharing read models): empty read models, checkpoint 0
    env.REDIS_PREFIX = opts.env?.REDIS_PREFIX ?? `t${randomUUID().replace(/-/g, '').slice(0, 16)}:`;
  }
  const cleanup = async () => {
    rmSync(dir, { recursive: true, force: true });
    await ownRedis?.stop();
  };
  const settings = loadSettings(env);
  const log = createLogger(settings.LOG_LEVEL);
  // pino keeps its destination under this symbol; children (fastify's per request) inherit it
  if (opts.logStream) (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = opts.logStream;
  const clock = createTestClock();
  let rt: Runtime;
  try {
    rt = await createRuntime(settings, log, { clock: clock.now });
  } catch (e) {
    await cleanup();
    throw e;
  }
  let app: App;
  try {
    app = await buildApp(rt, log, clock.now);
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  } catch (e) {
    await rt.close();
    await cleanup();
    throw e;
  }
  const { port } = app.fastify.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const runOnly = (projectId: string, command: ProjectCommand) => rt.commands.project(projectId, command, { actor: OWNER });
  const run = async (projectId: string, command: ProjectCommand) => {
    const r = await runOnly(projectId, command);
    await rt.waitFor(r.position);
    return r;
  };
  const state = async (projectId: string) => (await rt.commands.load(projectDecider, projectStreamId(projectId))).state;

  const gw: TestGateway = {
    url,
    rt,
    app,
    clock,
    owner: OWNER,
    run,
    runOnly,
    state,
    async createProject(name = 'Checkout', environments) {
      const projectId = randomUUID();
      const r = await run(projectId, { kind: 'CreateProject', projectId, name, description: `${name} project`, ...(environments ? { environments } : {}) });
      const s = r.state;
      return {
        projectId,
        uuid: s.uuid,
        state: s,
        env(envName: string) {
          const e = Object.values(s.environments).find((x) => x.name === envName);
          if (!e) throw new Error(`no environment named ${envName}`);
          return e;
        },
      };
    },
    async createFlag(projectId, flag) {
      const r = await run(projectId, { kind: 'CreateFeatureFlag', ...flag } as ProjectCommand);
      const flagId = (r.events[0]!.data as { flagId: string }).flagId;
      return r.state.flags[flagId]!;
    },
    async createOverride(projectId, o) {
      const r = await run(projectId, { kind: 'CreateOverride', ...o } as ProjectCommand);
      const overrideId = (r.events[0]!.data as { overrideId: string }).overrideId;
      return r.state.overrides[overrideId]!;
    },
    async storedDoc(key) {
      const raw = await rt.read.get(key);
      return raw === null ? null : (JSON.parse(raw) as ServedDoc);
    },
    configUrl(projectUuid, environmentUuid, overrideUuid) {
      return `${url}/api/config/${projectUuid}?environmentUuid=${environmentUuid}${overrideUuid ? `&overrideUuid=${overrideUuid}` : ''}`;
    },
    async close() {
      try {
        const closing = app.close();
        // A client may hold a connection that never carried a request (fetch replaces an
        // aborted stream's socket): do not wait for its keep-alive timeout.
        app.fastify.server.closeAllConnections();
        await closing;
        await rt.close();
      } finally {
        await cleanup();
      }
    },
  };
  return gw;
}
