import type { EventStore } from '@flagstream/eventstore';
import { openEventStoreFromEnv } from '@flagstream/eventstore';
import type { PlanCatalogue } from '@flagstream/domain';
import type { ReadStore } from '@flagstream/projections';
import { keys, MemoryReadStore, ProjectionRunner, ReadStoreUnavailableError, RedisReadStore, WaitTimeoutError } from '@flagstream/projections';
import { CommandService } from './commands/commandService';
import { DocCache } from './publicConfig/docCache';
import type { Settings } from './config/env';
import type { Logger } from './http/logger';
import { Metrics } from './http/metrics';
import { loadPlanCatalogue } from './config/plans';
import { runnerLogging } from './runnerLogging';

/** Everything a gateway process holds, built once at start. */
export interface Runtime {
  settings: Settings;
  store: EventStore;
  read: ReadStore;
  /** present when projections run in this process */
  runner: ProjectionRunner | null;
  commands: CommandService;
  cache: DocCache;
  metrics: Metrics;
  /** resolves once the read models include `position` (read-your-writes) */
  waitFor(position: number): Promise<void>;
  close(): Promise<void>;
}

export interface RuntimeParts {
  store?: EventStore;
  read?: ReadStore;
  plans?: PlanCatalogue;
  clock?: () => number;
}

/** Waits on the read store's notices when projections run in another process. */
function noticeWaiter(read: ReadStore, timeoutMs: number) {
  let known = 0;
  const waiters = new Set<{ position: number; done: () => void }>();
  read.onChange((n) => {
    known = Math.max(known, n.position);
    for (const w of waiters) if (w.position <= known) w.done();
  });
  return async (position: number): Promise<void> => {
    if (position <= known) return;
    // An unreachable read store is waited out like a slow one: the write was appended, and
    // past the timeout the caller says so (PROJECTION_TIMEOUT), never an unexplained 500.
    known = Math.max(known, await read.checkpoint().catch(() => 0));
    if (position <= known) return;
    await new Promise<void>((resolve, reject) => {
      const w = {
        position,
        done: () => {
          clearTimeout(timer);
          clearInterval(poll);
          waiters.delete(w);
          resolve();
        },
      };
      // Notices are the fast path; polling the checkpoint covers a notice lost in transit.
      const poll = setInterval(
        () =>
          void read.checkpoint().then(
            (c) => {
              known = Math.max(known, c);
              if (position <= known) w.done();
            },
            () => undefined,
          ),
        250,
      );
      const timer = setTimeout(() => {
        clearInterval(poll);
        waiters.delete(w);
        reject(new WaitTimeoutError(position));
      }, timeoutMs);
      waiters.add(w);
    });
  };
}

/** The operators' skips as the shared read store holds them, re-read at most every 2 s. */
function skippedFromReadStore(read: ReadStore): () => Promise<ReadonlySet<number>> {
  let cached: { at: number; set: ReadonlySet<number> } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < 2000) return cached.set;
    const members = await read.members(keys.skippedEvents).catch(() => null);
    if (members === null) return cached?.set ?? new Set<number>();
    cached = { at: Date.now(), set: new Set(members.map(Number)) };
    return cached.set;
  };
}

export async function createRuntime(settings: Settings, log: Logger, parts: RuntimeParts = {}): Promise<Runtime> {
  const es = settings.eventStore;
  const store =
    parts.store ??
    (await openEventStoreFromEnv({
      EVENTSTORE_URL: es.kind === 'esdb' ? es.target : undefined,
      EVENTSTORE_SQLITE_FILE: es.kind === 'sqlite' ? es.target : undefined,
      // validated by loadSettings: pass them on, or they would be accepted and then ignored
      EVENTSTORE_TIMEOUT_MS: es.timeoutMs !== undefined ? String(es.timeoutMs) : undefined,
      EVENTSTORE_POLL_INTERVAL_MS: es.pollIntervalMs !== undefined ? String(es.pollIntervalMs) : undefined,
    }));
  const read: ReadStore =
    parts.read ?? (settings.REDIS_URL ? new RedisReadStore({ url: settings.REDIS_URL, prefix: settings.REDIS_PREFIX }) : new MemoryReadStore());
  const runner = settings.PROJECTIONS_MODE === 'inprocess' ? new ProjectionRunner(store, read, runnerLogging(log)) : null;
  const metrics = new Metrics();
  const commands = new CommandService({
    store,
    plans: parts.plans ?? (settings.PLANS_FILE ? loadPlanCatalogue(settings.PLANS_FILE) : undefined),
    clock: parts.clock,
    observe: (seconds, outcome) => metrics.appendLatency.labels(outcome).observe(seconds),
    // A shared read store that does not answer cannot show the write (nor its read-your-writes):
    // refuse it before appending, so a 503 means "nothing saved, try again".
    beforeAppend:
      read.kind === 'redis'
        ? async () => {
            if (!(await read.ping())) throw new ReadStoreUnavailableError('the read store does not answer PING', { refusedWrite: true });
          }
        : undefined,
    // poison events operators skipped (issue 15): the runner's own set, or the shared one (read at most every 2 s)
    skipped: runner ? () => runner.skippedPositions : skippedFromReadStore(read),
  });
  const cache = new DocCache(read, () => store.headPosition());
  const waitExternal = runner ? null : noticeWaiter(read, settings.READ_YOUR_WRITES_TIMEOUT_MS);
  if (runner) {
    const t0 = Date.now();
    await runner.start();
    log.info({ position: runner.position, ms: Date.now() - t0, readStore: read.kind }, 'read models caught up');
  }
  return {
    settings,
    store,
    read,
    runner,
    commands,
    cache,
    metrics,
    waitFor: async (position) => {
      if (position <= 0) return;
      await (runner ? runner.waitFor(position, settings.READ_YOUR_WRITES_TIMEOUT_MS) : waitExternal!(position));
      // The read models have it; this process's cache must have dropped what it replaced.
      await cache.caughtUpTo(position, settings.READ_YOUR_WRITES_TIMEOUT_MS);
    },
    async close() {
      cache.close();
      await runner?.stop();
      await read.close();
      await store.close();
    },
  };
}
