import type { ProjectEvent, ProjectState } from '@flagstream/domain';
import { ACTIVITY_COLOURS, activityTypeOf, environmentsInOrder, projectDecider, summarise } from '@flagstream/domain';
import type { StoredEvent } from '@flagstream/eventstore';
import type { ReadStore, Write } from '../readStore/port';
import { keys } from '../keys';
import { environmentDocs, isEnvironmentDocKey, renderProjectDocs, stringifyWithKnownValues } from '../models/configDocs';

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
  /** actor id -> when they last changed something in this project (a member's `last_active`, issue 17) */
  lastActive?: Record<string, string>;
}

interface Loaded {
  snap: ProjectSnapshot;
  /** last written value per rendered key, when known in this process */
  written: Map<string, string> | null;
}

/**
 * Which served documents a change can alter (issue 15): none (members, invitations, plans,
 * tokens, webhooks: no document shows them), those of some environments (their values, their
 * overrides, their own fields), or all of them (flags, the project, anything else).
 */
type Scope = 'all' | Set<string>;

const NO_DOCUMENTS = /^(Member|Invitation|Plan|ApiToken|Webhook)|^EntityRestored$/;

function scopeOf(e: ProjectEvent, before: ProjectState): Scope | null {
  if (NO_DOCUMENTS.test(e.type)) return null;
  const d = e.data as Record<string, unknown>;
  const envOfOverride = (id: unknown) => (typeof id === 'string' ? before.overrides[id]?.environmentId : undefined);
  switch (e.type) {
    case 'EnvironmentCreated':
    case 'EnvironmentUpdated':
    case 'EnvironmentVariableSet':
    case 'EnvironmentVariableReset':
      return typeof d.environmentId === 'string' ? new Set([d.environmentId]) : 'all';
    case 'OverrideCreated':
      return typeof d.environmentId === 'string' ? new Set([d.environmentId]) : 'all';
    case 'OverrideUpdated':
    case 'OverrideToggled':
    case 'OverrideExpired':
    case 'OverrideDeleted': {
      const env = envOfOverride(d.overrideId);
      return env ? new Set([env]) : 'all';
    }
    case 'OverrideEnvironmentChanged': {
      const from = envOfOverride(d.overrideId);
      return from && typeof d.environmentId === 'string' ? new Set([from, d.environmentId]) : 'all';
    }
    default:
      return 'all'; // flags, the project, deletions of environments, key rotation, anything newer
  }
}

/** Rendering gives the event loop back between documents after this much work (ms). */
const RENDER_SLICE_MS = 2;

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
  /** per dirty project, which documents its changes since the last flush can alter */
  private readonly scopes = new Map<string, Scope>();
  /** served documents rendered so far (what rendering costs, for metrics and tests) */
  renderedDocuments = 0;

  /** `renderSliceMs`: rendering work between two turns of the event loop (default 4 ms) */
  constructor(
    private readonly read: ReadStore,
    private readonly renderSliceMs = RENDER_SLICE_MS,
  ) {}

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
    this.widen(projectId, scopeOf(e, before));
    const item: ActivityItem = {
      id: ev.id,
      type: activityTypeOf(e),
      colour: ACTIVITY_COLOURS[activityTypeOf(e)],
      description: summarise(e, before),
      timestamp: ev.metadata.at,
      actor: ev.metadata.actor,
      position: ev.position,
    };
    const actorId = ev.metadata.actor?.id;
    const lastActive = actorId ? { ...l.snap.lastActive, [actorId]: ev.metadata.at } : l.snap.lastActive;
    l.snap = {
      ...l.snap,
      state: after,
      position: ev.position,
      activity: [item, ...l.snap.activity].slice(0, ACTIVITY_KEPT),
      ...(lastActive ? { lastActive } : {}),
    };
    this.dirty.add(projectId);
  }

  /** Membership and invitation indexes change with the event, not with the rendered state. */
  private indexes(projectId: string, e: ProjectEvent, before: ProjectState): void {
    const w = this.setWrites;
    switch (e.type) {
      case 'ProjectCreated':
        w.push({ op: 'sadd', key: keys.userProjects(e.data.ownerId), member: projectId });
        break;
      case 'MemberJoined':
        w.push({ op: 'sadd', key: keys.userProjects(e.data.userId), member: projectId });
        break;
      case 'MemberRemoved':
        w.push({ op: 'srem', key: keys.userProjects(e.data.userId), member: projectId });
        break;
      case 'MemberInvited':
        // an invitation to a user id (add-team-member) has no link and no address: indexed by user
        if (e.data.tokenHash)
          w.push({ op: 'set', key: keys.invitation(e.data.tokenHash), value: JSON.stringify({ projectId, invitationId: e.data.invitationId }) });
        w.push({ op: 'set', key: keys.entityProject(e.data.invitationId), value: JSON.stringify(projectId) });
        if (e.data.email) w.push({ op: 'sadd', key: keys.invitationsByEmail(e.data.email), member: `${projectId}|${e.data.invitationId}` });
        if (e.data.userId) w.push({ op: 'sadd', key: keys.invitationsByUser(e.data.userId), member: `${projectId}|${e.data.invitationId}` });
        break;
      case 'EnvironmentCreated':
        w.push({ op: 'set', key: keys.entityProject(e.data.environmentId), value: JSON.stringify(projectId) });
        break;
      case 'FeatureFlagCreated':
        w.push({ op: 'set', key: keys.entityProject(e.data.flagId), value: JSON.stringify(projectId) });
        break;
      case 'OverrideCreated':
        w.push({ op: 'set', key: keys.entityProject(e.data.overrideId), value: JSON.stringify(projectId) });
        break;
      case 'SegmentCreated':
        w.push({ op: 'set', key: keys.entityProject(e.data.segmentId), value: JSON.stringify(projectId) });
        break;
      case 'ProjectDeleted':
        for (const userId of [before.ownerId, ...Object.keys(before.members)]) w.push({ op: 'srem', key: keys.userProjects(userId), member: projectId });
        for (const inv of Object.values(before.invitations)) if (inv.tokenHash) w.push({ op: 'del', key: keys.invitation(inv.tokenHash) });
        for (const t of Object.values(before.apiTokens ?? {})) w.push({ op: 'del', key: keys.apiToken(t.tokenHash) });
        break;
      // API tokens (issue 19): the gateway authenticates a token with one read of this key, so revoking deletes it
      case 'ApiTokenCreated': {
        const d = e.data;
        w.push({
          op: 'set',
          key: keys.apiToken(d.tokenHash),
          value: JSON.stringify({ projectId, tokenId: d.tokenId, name: d.name, kind: d.kind, scope: d.scope, createdBy: d.createdBy, expiresAt: d.expiresAt }),
        });
        w.push({ op: 'set', key: keys.entityProject(d.tokenId), value: JSON.stringify(projectId) });
        break;
      }
      case 'ApiTokenRevoked': {
        const t = before.apiTokens?.[e.data.tokenId];
        if (t) w.push({ op: 'del', key: keys.apiToken(t.tokenHash) });
        break;
      }
      case 'WebhookCreated':
        w.push({ op: 'set', key: keys.entityProject(e.data.webhookId), value: JSON.stringify(projectId) });
        break;
      default:
        break;
    }
  }

  private widen(projectId: string, scope: Scope | null): void {
    if (scope === null) return;
    const was = this.scopes.get(projectId);
    if (was === 'all') return;
    if (scope === 'all' || was === undefined) this.scopes.set(projectId, scope === 'all' ? 'all' : new Set(scope));
    else for (const id of scope) was.add(id);
  }

  /**
   * The batch's writes: index changes, then each dirty project's snapshot and changed documents.
   * Only the documents the changes can alter are rendered (issue 15), and rendering gives the
   * event loop back between documents, so one tenant's big change never stalls the others.
   */
  async flush(): Promise<Write[]> {
    const writes: Write[] = this.setWrites.splice(0);
    let slice = performance.now();
    const breathe = async () => {
      if (performance.now() - slice < this.renderSliceMs) return;
      await new Promise((r) => setImmediate(r));
      slice = performance.now();
    };
    const dirty = [...this.dirty];
    this.dirty.clear();
    for (const projectId of dirty) {
      const l = this.projects.get(projectId)!;
      const scope = this.scopes.get(projectId);
      this.scopes.delete(projectId);
      const s = l.snap.state;
      if (scope === 'all' || s.status !== 'active') {
        const docs = s.status === 'active' ? new Map<string, string>() : renderProjectDocs(s);
        if (s.status === 'active') {
          docs.set(keys.configProject(s.uuid), s.id);
          for (const env of environmentsInOrder(s)) {
            for (const [key, value] of environmentDocs(s, env)) {
              docs.set(key, value);
              this.renderedDocuments++;
              await breathe();
            }
          }
        }
        const written = l.written ?? new Map<string, string>();
        for (const key of l.snap.keys) if (!docs.has(key)) writes.push({ op: 'del', key });
        for (const [key, value] of docs) if (written.get(key) !== value) writes.push({ op: 'set', key, value });
        l.written = docs;
        // sorted: the snapshot is the same whether it was rendered whole or one environment at a time
        l.snap = { ...l.snap, keys: [...docs.keys()].sort() };
      } else if (scope !== undefined) {
        // the documents of the environments touched; the others stay as they are
        const written = l.written;
        const kept = new Set(l.snap.keys);
        for (const envId of scope) {
          const env = s.environments[envId];
          if (!env) continue;
          const docs = new Map<string, string>();
          for (const [key, value] of environmentDocs(s, env)) {
            docs.set(key, value);
            this.renderedDocuments++;
            await breathe();
          }
          for (const key of [...kept]) {
            if (isEnvironmentDocKey(key, env) && !docs.has(key)) {
              writes.push({ op: 'del', key });
              kept.delete(key);
              written?.delete(key);
            }
          }
          for (const [key, value] of docs) {
            if (written?.get(key) !== value) writes.push({ op: 'set', key, value });
            written?.set(key, value);
            kept.add(key);
          }
        }
        l.snap = { ...l.snap, keys: [...kept].sort() };
      }
      // values already serialised for the documents are spliced in, not serialised again
      writes.push({ op: 'set', key: keys.projectSnapshot(projectId), value: stringifyWithKnownValues(l.snap) });
      await breathe();
      writes.push({ op: 'set', key: keys.activity(projectId), value: JSON.stringify(l.snap.activity) });
      this.flushed.add(projectId);
    }
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
    this.scopes.clear();
    this.setWrites.length = 0;
  }

  /**
   * Starts a project over from its first event (re-projection after a quarantine): the keys it
   * had rendered are kept, so documents it no longer renders are deleted at the next flush.
   */
  async restart(projectId: string): Promise<void> {
    const l = await this.load(projectId);
    this.projects.set(projectId, { snap: { state: projectDecider.initialState(), position: 0, keys: l.snap.keys, activity: [] }, written: null });
    this.scopes.set(projectId, 'all');
  }

  forgetAll(): void {
    this.projects.clear();
    this.dirty.clear();
    this.flushed.clear();
    this.scopes.clear();
    this.setWrites.length = 0;
  }
}
