import type { Instant, ProjectState } from '@flagstream/domain';

/** A project folded up to a revision, with what is needed to know which instants it can start. */
export interface Checkpoint {
  revision: number;
  position: number;
  /** the newest `at` (epoch ms) among the events folded: usable for any time at or after it */
  maxAt: number;
  /** `at` of the last event folded (ISO) */
  lastAt: string;
  state: ProjectState;
}

/**
 * Folded states kept every `every` revisions for the most recently used projects, so a point
 * in time folds at most `every` events instead of the whole stream. States are immutable
 * (evolve returns new objects), so keeping references is safe. A stream only grows at its end,
 * so a checkpoint stays true forever.
 */
export class HistoryCheckpoints {
  private readonly byProject = new Map<string, Checkpoint[]>();

  constructor(
    readonly every = 1000,
    private readonly maxProjects = 32,
    private readonly maxPerProject = 200,
  ) {}

  /** The latest checkpoint that lies entirely at or before the instant. */
  nearest(projectId: string, instant: Instant): Checkpoint | null {
    const list = this.byProject.get(projectId);
    if (!list) return null;
    // LRU: a use moves the project to the back of the map.
    this.byProject.delete(projectId);
    this.byProject.set(projectId, list);
    for (let i = list.length - 1; i >= 0; i--) {
      const c = list[i]!;
      if (instant.position !== undefined ? c.position <= instant.position : c.maxAt <= instant.time!) return c;
    }
    return null;
  }

  /** The checkpoint at exactly this revision, if kept. */
  atRevision(projectId: string, revision: number): Checkpoint | null {
    return this.byProject.get(projectId)?.find((c) => c.revision === revision) ?? null;
  }

  /** Records a checkpoint at a revision that is a multiple of `every` (others are ignored). */
  record(projectId: string, c: Checkpoint): void {
    if ((c.revision + 1) % this.every !== 0) return;
    let list = this.byProject.get(projectId);
    if (!list) {
      list = [];
      this.byProject.set(projectId, list);
      if (this.byProject.size > this.maxProjects) this.byProject.delete(this.byProject.keys().next().value!);
    }
    if (list.some((x) => x.revision === c.revision)) return;
    list.push(c);
    list.sort((a, b) => a.revision - b.revision);
    // Very long streams keep every other checkpoint rather than growing without bound.
    if (list.length > this.maxPerProject) list.splice(0, list.length, ...list.filter((_, i) => i % 2 === 1 || i === list.length - 1));
  }
}
