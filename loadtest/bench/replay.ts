import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '@flagstream/eventstore';
import { openSqliteEventStore, sealEvents } from '@flagstream/eventstore';
import { MemoryReadStore, ProjectionRunner } from '@flagstream/projections';
import type { ProjectCommand, ProjectEvent, CommandContext } from '@flagstream/domain';
import { projectDecider, DEFAULT_PLANS } from '@flagstream/domain';
import { printFigure, section } from './report';

const PROJECTS = 200;
const FLAGS = 50;
const unlimited = { plans: DEFAULT_PLANS.plans.map((p) => (p.isFreePlan ? { ...p, featureMaxFeatureFlags: -1 } : p)) };

/**
 * Writes `total` realistic events: 200 projects with 3 environments and 50 flags each, then
 * flag changes, toggles and environment values spread over them, all decided by the domain.
 */
async function writeHistory(file: string, total: number): Promise<void> {
  const store = openSqliteEventStore({ file });
  const projects = Array.from({ length: PROJECTS }, (_, i) => ({
    id: `p${i}`,
    state: projectDecider.initialState(),
    revision: -1,
    prevHash: '',
    flags: [] as string[],
    keys: [] as string[],
    envs: [] as string[],
  }));
  let written = 0;
  let t = Date.UTC(2026, 0, 1);
  const step = async (p: (typeof projects)[number], cmd: ProjectCommand) => {
    const ctx: CommandContext = {
      actor: { id: 'owner', name: 'Owner' },
      now: (t += 1000),
      newId: () => randomUUID(),
      newSecret: () => randomUUID(),
      plans: unlimited,
    };
    const events = projectDecider.decide(cmd, p.state, ctx) as ProjectEvent[];
    if (events.length === 0) return events;
    p.state = events.reduce(projectDecider.evolve, p.state);
    const sealed: NewEvent[] = sealEvents({
      streamId: `project-${p.id}`,
      revision: p.revision,
      prevHash: p.prevHash,
      events: events.map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: { actor: ctx.actor, at: new Date(ctx.now).toISOString(), correlationId: randomUUID(), causationId: randomUUID(), schemaVersion: 1 },
      })),
    });
    const r = await store.append(`project-${p.id}`, sealed, p.revision);
    p.revision = r.revision;
    p.prevHash = sealed.at(-1)!.metadata.hash;
    written += sealed.length;
    return events;
  };
  for (const p of projects) {
    const created = await step(p, { kind: 'CreateProject', projectId: p.id, name: `Project ${p.id}`, description: 'bench' });
    p.envs = created.filter((e) => e.type === 'EnvironmentCreated').map((e) => (e.data as { environmentId: string }).environmentId);
    for (let f = 0; f < FLAGS; f++) {
      const [e] = await step(p, { kind: 'CreateFeatureFlag', name: `Flag ${f}`, type: 'number', value: f });
      p.flags.push((e!.data as { flagId: string }).flagId);
      p.keys.push((e!.data as { key: string }).key);
    }
  }
  let i = 0;
  while (written < total) {
    const p = projects[i % PROJECTS]!;
    const f = (i * 7) % FLAGS;
    const cmd: ProjectCommand =
      i % 3 === 0
        ? { kind: 'UpdateFeatureFlag', flagId: p.flags[f]!, value: i }
        : i % 3 === 1
          ? { kind: 'SetEnvironmentVariable', environmentId: p.envs[i % 3]!, flagKey: p.keys[f]!, setting: { value: i, enabled: true } }
          : { kind: 'ToggleFeatureFlag', flagId: p.flags[f]! };
    await step(p, cmd);
    i++;
  }
  await store.close();
}

async function timeReplay(file: string, count: number) {
  const store = openSqliteEventStore({ file });
  // Reference: only reading every event page by page from the same store.
  const t0 = performance.now();
  let after = 0;
  let n = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 2000 });
    if (!page.length) break;
    after = page.at(-1)!.position;
    n += page.length;
  }
  const readMs = performance.now() - t0;
  const read = new MemoryReadStore();
  const runner = new ProjectionRunner(store, read);
  const t1 = performance.now();
  await runner.start();
  const replayMs = performance.now() - t1;
  const heapMb = process.memoryUsage().rss / 1024 / 1024;
  await runner.stop();
  await store.close();
  if (runner.position !== after || n < count) throw new Error(`replay stopped at ${runner.position}, expected ${after}`);
  return { readMs, replayMs, heapMb };
}

export async function benchReplay(): Promise<void> {
  section(`Replay into read models (memory read store; ${PROJECTS} projects x ${FLAGS} flags x 3 environments)`);
  const dir = mkdtempSync(join(tmpdir(), 'flagstream-bench-replay-'));
  try {
    for (const count of [100_000, 1_000_000]) {
      const file = join(dir, `replay-${count}.db`);
      await writeHistory(file, count);
      const r = await timeReplay(file, count);
      printFigure({
        name: `replay ${count.toLocaleString('en-US')} events`,
        value: r.replayMs / 1000,
        unit: 's',
        reference: r.readMs / 1000,
        referenceName: 'reading the same events only',
        better: 'lower',
      });
      if (count === 1_000_000)
        console.log(
          `  target: 1M events in <= 60 s: ${r.replayMs <= 60_000 ? 'met' : 'NOT met'} (${(r.replayMs / 1000).toFixed(1)} s; process RSS ${r.heapMb.toFixed(0)} MB)`,
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
