import type { ProjectEvent, ProjectState } from '@flagstream/domain';
import { ACTIVITY_COLOURS, activityTypeOf, projectDecider, summarise } from '@flagstream/domain';
import type { StoredEvent } from '@flagstream/eventstore';
import type { ReadStore, Write } from '../readStore/port';
import { keys } from '../keys';
import { renderProjectDocs } from '../models/configDocs';

export const ACTIVITY_KEPT = 50;

export interface ActivityItem {
  id: string;
  type: ReturnType<typeof activityTypeOf>;
  colour: string;
  description: string;
  timestamp: string;
  actor: { id: string; name: string };
  position: number;
}

/** What the read side keeps of a project: the folded state (the project-detail model) and what was rendered from it. */
export interface ProjectSnapshot {
  state: ProjectState;
  /** position of the last event applied: replaying an older one changes nothing */
  position: number;
  /** keys rendered from this project, so that documents of deleted things are removed */
  keys: string[];
  activity: ActivityItem[];
}

interface Loaded {
  snap: ProjectSnapshot;
  /** last written value per rendered key, when known in this process */
  written: Map<string, string> | null;
}

/**
 * Projects `project-*` streams: folds each project's state with the domain's own evolve,
 * then renders its documents (public config, OFREP, API-key index) once per batch.
 */
export class ProjectProjector {
  private readonly projects = new Map<string, Loaded>();
  private readonly dirty = new Set<string>();
  /** projects whose writes are in a commit not yet confirmed */
  private readonly flushed = new Set<string>();
  private readonly setWrites: Write[] = [];

  constructor(private readonly read: ReadStore) {}

  static handles(streamId: string): boolean {
    return streamId.startsWith('project-');
  }

  private async load(projectId: string): Promise<Loaded> {
    let l = this.projects.get(projectId);
    if (!l) {
      const raw = await this.read.get(keys.projectSnapshot(projectId));
      const snap: ProjectSnapshot = raw ? (JSON.parse(raw) as ProjectSnapshot) : { state: projectDecider.initialState(), position: 0, keys: [], activity: [] };
      l = { snap, written: null };
      this.projects.set(projectId, l);
    }
    return l;
  }

  async apply(ev: StoredEvent): Promise<void> {
    const projectId = ev.streamId.slice('project-'.length);
    const l = await this.load(projectId);
    if (ev.position <= l.snap.position) return;
    const e = { type: ev.type, data: ev.data } as ProjectEvent;
    const before = l.snap.state;
    const after = projectDecider.evolve(before, e);
    this.indexes(projectId, e, before);
    const item: ActivityItem = {
      id: ev.id, type: activityTypeOf(e), colour: ACTIVITY_COLOURS[activityTypeOf(e)], description: summarise(e, before),
      timestamp: ev.metadata.at, actor: ev.metadata.actor, position: ev.position,
    };
    l.snap = { ...l.snap, state: after, position: ev.position, activity: [item, ...l.snap.activity].slice(0, ACTIVITY_KEPT) };
    this.dirty.add(projectId);
  }

  /** Membership and invitation indexes change with the event, not with the rendered state. */
  private indexes(projectId: string, e: ProjectEvent, before: ProjectState): void {
    const w = this.setWrites;
    switch (e.type) {
      case 'ProjectCreated': w.push({ op: 'sadd', key: keys.userProjects(e.data.ownerId), member: projectId }); break;
      case 'MemberJoined': w.push({ op: 'sadd', key: keys.userProjects(e.data.userId), member: projectId }); break;
      case 'MemberRemoved': w.push({ op: 'srem', key: keys.userProjects(e.data.userId), member: projectId }); break;
      case 'MemberInvited':
        w.push({ op: 'set', key: keys.invitation(e.data.tokenHash), value: JSON.stringify({ projectId, invitationId: e.data.invitationId }) });
        w.push({ op: 'set', key: keys.entityProject(e.data.invitationId), value: JSON.stringify(projectId) });
        w.push({ op: 'sadd', key: keys.invitationsByEmail(e.data.email), member: `${projectId}|${e.data.invitationId}` });
        break;
      case 'EnvironmentCreated': w.push({ op: 'set', key: keys.entityProject(e.data.environmentId), value: JSON.stringify(projectId) }); break;
      case 'FeatureFlagCreated': w.push({ op: 'set', key: keys.entityProject(e.data.flagId), value: JSON.stringify(projectId) }); break;
      case 'OverrideCreated': w.push({ op: 'set', key: keys.entityProject(e.data.overrideId), value: JSON.stringify(projectId) }); break;
      case 'ProjectDeleted':
        for (const userId of [before.ownerId, ...Object.keys(before.members)]) w.push({ op: 'srem', key: keys.userProjects(userId), member: projectId });
        for (const inv of Object.values(before.invitations)) w.push({ op: 'del', key: keys.invitation(inv.tokenHash) });
        break;
      default: break;
    }
  }

  /** The batch's writes: index changes, then each dirty project's snapshot and changed documents. */
  flush(): Write[] {
    const writes: Write[] = this.setWrites.splice(0);
    for (const projectId of this.dirty) {
      const l = this.projects.get(projectId)!;
      const docs = renderProjectDocs(l.snap.state);
      const written = l.written ?? new Map<string, string>();
      for (const key of l.snap.keys) if (!docs.has(key)) writes.push({ op: 'del', key });
      for (const [key, value] of docs) if (written.get(key) !== value) writes.push({ op: 'set', key, value });
      l.written = docs;
      l.snap = { ...l.snap, keys: [...docs.keys()] };
      writes.push({ op: 'set', key: keys.projectSnapshot(projectId), value: JSON.stringify(l.snap) });
      writes.push({ op: 'set', key: keys.activity(projectId), value: JSON.stringify(l.snap.activity) });
    }
    for (const id of this.dirty) this.flushed.add(id);
    this.dirty.clear();
    return writes;
  }

  committed(): void {
    this.flushed.clear();
  }

  /** After a failed commit: forget what this batch did, reload from the store next time. */
  discard(): void {
    for (const projectId of [...this.dirty, ...this.flushed]) this.projects.delete(projectId);
    this.dirty.clear();
    this.flushed.clear();
    this.setWrites.length = 0;
  }

  forgetAll(): void {
    this.projects.clear();
    this.dirty.clear();
    this.flushed.clear();
    this.setWrites.length = 0;
  }
}
