import { Readable } from 'node:stream';
import type { HistoryEntry, HistoryFilter, Instant, ProjectState } from '@flagstream/domain';
import {
  HistoryWalker,
  atMs,
  diffProjects,
  fail,
  isAtOrBefore,
  matchesFilter,
  overrideApplies,
  parseHistoryFilter,
  parseInput,
  parseInstant,
  historyPageInput,
  own,
  projectStreamId,
  requireExisting,
  effectivePlan,
  quotaOf,
} from '@flagstream/domain';
import type { StoredEvent } from '@flagstream/eventstore';
import { ChainVerifier } from '@flagstream/eventstore';
import { HistoryCheckpoints } from './historyCheckpoints';
import { CallerConcurrency, EXPORT_BYTES_PER_SECOND, SLICE_MS, pacer } from './heavyReads';
import { etagOf, keys, publicConfigBody } from '@flagstream/projections';
import { projectView, viewerFor } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';

/**
 * Events are read from the store in pages: history of any length in constant memory. Small
 * pages, because reading one is synchronous (better-sqlite3) and events may carry 64 KB values.
 */
const PAGE = 25;

export type RestoreKind = 'flag' | 'environment' | 'override' | 'segment';
const RESTORE_COMMAND = {
  flag: 'RestoreFeatureFlag',
  environment: 'RestoreEnvironmentValues',
  override: 'RestoreOverride',
  segment: 'RestoreSegment',
} as const;

/** Where a picture of the project was taken: the last event it includes. */
export interface InstantInfo {
  position: number;
  time: string;
  eventCount: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What `flagstream verify` needs to check an exported line offline: the event exactly as hashed
 * (domain/src/audit/chain.ts: sha256 of the canonical JSON of prevHash, streamId, revision, type,
 * data and the metadata without its hashes) with the hashes it claims.
 */
export type ChainFields = ReturnType<typeof chainFieldsOf>;
export const chainFieldsOf = (e: StoredEvent) => ({
  streamId: e.streamId,
  revision: e.revision,
  position: e.position,
  id: e.id,
  type: e.type,
  data: e.data,
  metadata: e.metadata,
});

/** A filter on a flag's id covers its values in environments and overrides too (issue 17). */
const withFlagKey = (filter: HistoryFilter, state: ProjectState): HistoryFilter => {
  const flag = filter.entity && filter.entityType !== 'environment' && filter.entityType !== 'override' ? own(state.flags, filter.entity) : undefined;
  return flag ? { ...filter, flagKey: flag.key } : filter;
};

const CSV_COLUMNS = [
  'position',
  'revision',
  'at',
  'type',
  'actor_id',
  'actor_name',
  'entity_kind',
  'entity_id',
  'entity_name',
  'summary',
  'before',
  'after',
  'event_id',
  'correlation_id',
] as const;
const csvCell = (v: unknown): string => {
  const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  // Quote always; a leading formula character is prefixed so spreadsheets do not evaluate it.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};
const csvRow = (e: HistoryEntry): string =>
  [
    e.position,
    e.revision,
    e.at,
    e.type,
    e.actor.id,
    e.actor.name,
    e.entity.kind,
    e.entity.id,
    e.entity.name,
    e.summary,
    e.before,
    e.after,
    e.eventId,
    e.correlationId,
  ]
    .map(csvCell)
    .join(',') + '\r\n';

/**
 * Audit history and time travel, read straight from the project's event stream: entries with
 * their entity before and after, the project and its public config at any instant, diffs,
 * restores (as new events), hash-chain verification and streamed exports.
 */
type ConfigAtParams = { environmentUuid?: string; overrideUuid?: string; time?: unknown; position?: unknown };

export class HistoryService {
  private readonly checkpoints: HistoryCheckpoints;

  /** history reads per caller at once (issue 15): the audit screen asks for a few together */
  readonly heavy: CallerConcurrency;
  /** exports per caller at once: each holds its slot until its stream ends */
  readonly exports: CallerConcurrency;

  constructor(
    private readonly sc: ServiceContext,
    checkpointEvery = 1000,
    readsPerCaller = 6,
    exportsPerCaller = 2,
  ) {
    this.checkpoints = new HistoryCheckpoints(checkpointEvery);
    this.heavy = new CallerConcurrency(readsPerCaller, 'history reads');
    this.exports = new CallerConcurrency(exportsPerCaller, 'history exports');
  }

  // Every history read folds events: each takes one of the caller's slots while it runs.
  list(ctx: RequestContext, projectId: string, filterInput: unknown, pageInput: unknown) {
    return this.heavy.run(ctx.caller.userId, () => this.listNow(ctx, projectId, filterInput, pageInput));
  }
  at(ctx: RequestContext, projectId: string, instantInput: unknown) {
    return this.heavy.run(ctx.caller.userId, () => this.atNow(ctx, projectId, instantInput));
  }
  configAt(ctx: RequestContext, projectUuid: string, params: ConfigAtParams) {
    return this.heavy.run(ctx.caller.userId, () => this.configAtNow(ctx, projectUuid, params));
  }
  diff(ctx: RequestContext, projectId: string, from: unknown, to: unknown) {
    return this.heavy.run(ctx.caller.userId, () => this.diffNow(ctx, projectId, from, to));
  }
  verify(ctx: RequestContext, projectId: string) {
    return this.heavy.run(ctx.caller.userId, () => this.verifyNow(ctx, projectId));
  }

  /** The project's events in order, page by page. */
  private async *events(projectId: string, fromRevision = 0): AsyncGenerator<StoredEvent> {
    const streamId = projectStreamId(projectId);
    let slice = performance.now();
    for (let from = fromRevision; ; ) {
      const page = await this.sc.rt.store.readStream(streamId, { fromRevision: from, maxCount: PAGE });
      for (const e of page) {
        yield e;
        // What the consumer does with each event (folding, diffing, serialising) is timed too:
        // a long read gives the event loop back every few ms, not once per page.
        if (performance.now() - slice > SLICE_MS) {
          await new Promise((r) => setImmediate(r));
          slice = performance.now();
        }
      }
      if (page.length < PAGE) return;
      from = page[page.length - 1]!.revision + 1;
      // better-sqlite3 is synchronous: let other requests in between pages.
      await new Promise((r) => setImmediate(r));
    }
  }

  /** History entries matching a filter, oldest first (from a revision: the walker starts from the state just before it). */
  private async *entries(
    projectId: string,
    filter: HistoryFilter,
    fromRevision = 0,
    withChain = false,
  ): AsyncGenerator<HistoryEntry & { chain?: ChainFields }> {
    const walker = new HistoryWalker(projectId);
    if (fromRevision > 0) {
      const [before] = await this.sc.rt.store.readStream(projectStreamId(projectId), { fromRevision: fromRevision - 1, maxCount: 1 });
      if (before) {
        const { state } = await this.stateAt(projectId, { position: before.position });
        walker.state = state;
        walker.position = before.position;
      }
    }
    for await (const e of this.events(projectId, fromRevision)) {
      const entry = walker.step(e);
      // Exports for offline verification (issue 19) carry exactly what the event's hash covers.
      if (matchesFilter(entry, filter, e.data)) yield withChain ? { ...entry, chain: chainFieldsOf(e) } : entry;
    }
  }

  /** A page of history, newest first by default; `nextCursor` continues it. */
  private async listNow(ctx: RequestContext, projectId: string, filterInput: unknown, pageInput: unknown) {
    const { state } = await this.sc.visible(ctx, projectId);
    const filter = withFlagKey(parseHistoryFilter(filterInput), state);
    const page = parseInput(historyPageInput, pageInput);
    let items: HistoryEntry[] = [];
    let more = false;
    if (page.order === 'asc') {
      for await (const entry of this.entries(projectId, filter)) {
        if (page.cursor !== undefined && entry.position <= page.cursor) continue;
        if (items.length === page.limit) {
          more = true;
          break;
        }
        items.push(entry);
      }
    } else {
      const found =
        (await this.newestFirst(projectId, filter, page.limit, page.cursor)) ?? (await this.newestFirstFromStart(projectId, filter, page.limit, page.cursor));
      more = found.length > page.limit;
      items = found.slice(0, page.limit);
    }
    return { entries: items, nextCursor: more && items.length > 0 ? String(items[items.length - 1]!.position) : null };
  }

  /**
   * Newest first from the end: each chunk of the stream between two checkpoints is folded from
   * the checkpoint before it, so a page near the head reads about one chunk, not the whole
   * stream. Returns up to limit+1 entries older than the cursor, newest first, or null when a
   * checkpoint is missing (the caller walks from the start instead).
   */
  private async newestFirst(projectId: string, filter: HistoryFilter, limit: number, cursor: number | undefined): Promise<HistoryEntry[] | null> {
    const head = await this.sc.rt.store.streamRevision(projectStreamId(projectId));
    const every = this.checkpoints.every;
    // The first page of a project folds the whole stream once, leaving checkpoints behind.
    if (head >= every && !this.checkpoints.atRevision(projectId, Math.floor(head / every) * every - 1)) {
      await this.stateAt(projectId, { position: Number.MAX_SAFE_INTEGER });
    }
    const found: HistoryEntry[] = [];
    for (let end = head; end >= 0 && found.length <= limit; ) {
      const start = Math.floor(end / every) * every;
      const base = start === 0 ? null : this.checkpoints.atRevision(projectId, start - 1);
      if (start > 0 && !base) return null;
      // A chunk that begins at or after the cursor holds nothing older than it.
      if (base && cursor !== undefined && base.position >= cursor) {
        end = start - 1;
        continue;
      }
      const walker = new HistoryWalker(projectId);
      if (base) {
        walker.state = base.state;
        walker.position = base.position;
      }
      const chunk: HistoryEntry[] = [];
      for await (const e of this.events(projectId, start)) {
        if (e.revision > end || (cursor !== undefined && e.position >= cursor)) break;
        const entry = walker.step(e);
        if (matchesFilter(entry, filter, e.data)) chunk.push(entry);
      }
      found.push(...chunk.reverse());
      end = start - 1;
    }
    return found;
  }

  /** Newest first by walking forward from the start, keeping only the last limit+1 matches. */
  private async newestFirstFromStart(projectId: string, filter: HistoryFilter, limit: number, cursor: number | undefined): Promise<HistoryEntry[]> {
    const items: HistoryEntry[] = [];
    for await (const entry of this.entries(projectId, filter)) {
      if (cursor !== undefined && entry.position >= cursor) break;
      items.push(entry);
      if (items.length > limit + 1) items.shift();
    }
    return items.reverse();
  }

  /** The project folded up to an instant, and where that instant falls in its stream. */
  private async stateAt(projectId: string, instant: Instant): Promise<{ state: ProjectState; info: InstantInfo }> {
    const walker = new HistoryWalker(projectId);
    const from = this.checkpoints.nearest(projectId, instant);
    let count = 0;
    let lastAt = '';
    let maxAt = 0;
    if (from) {
      walker.state = from.state;
      walker.position = from.position;
      count = from.revision + 1;
      lastAt = from.lastAt;
      maxAt = from.maxAt;
    }
    for await (const e of this.events(projectId, count)) {
      if (!isAtOrBefore(e, instant)) break;
      walker.apply(e);
      count++;
      lastAt = String(e.metadata.at ?? '');
      maxAt = Math.max(maxAt, atMs(e));
      this.checkpoints.record(projectId, { revision: e.revision, position: e.position, maxAt, lastAt, state: walker.state });
    }
    const state = requireExisting(walker.state);
    const time = instant.time !== undefined ? iso(instant.time) : lastAt;
    return { state, info: { position: walker.position, time, eventCount: count } };
  }

  /** The project folded up to a global position (inclusive): what a promotion is undone to (issue 19). */
  async stateAtPosition(projectId: string, position: number): Promise<{ state: ProjectState; info: InstantInfo }> {
    return this.stateAt(projectId, { position });
  }

  /**
   * The project's newest event (one read, not a fold): the instant an Undo restores to. Not a
   * heavy read, so an Undo never waits behind the caller's history screens.
   */
  async head(ctx: RequestContext, projectId: string): Promise<InstantInfo> {
    await this.sc.visible(ctx, projectId);
    const streamId = projectStreamId(projectId);
    const revision = await this.sc.rt.store.streamRevision(streamId);
    const [last] = revision >= 0 ? await this.sc.rt.store.readStream(streamId, { fromRevision: revision, maxCount: 1 }) : [];
    if (!last) fail('PROJECT_NOT_FOUND', 'Project not found');
    return { position: last.position, time: String(last.metadata.at ?? ''), eventCount: revision + 1 };
  }

  /** The whole project as it was at an instant: flags, environment values, overrides, members, plan. */
  private async atNow(ctx: RequestContext, projectId: string, instantInput: unknown) {
    const { viewer } = await this.sc.visible(ctx, projectId);
    const instant = parseInstant(instantInput);
    const { state, info } = await this.stateAt(projectId, instant);
    const then = Date.parse(info.time);
    const view = projectView(state, viewerFor(viewer.role, Number.isFinite(then) ? then : this.sc.now()));
    return {
      instant: info,
      deleted: state.status === 'deleted',
      project: {
        ...view,
        // Past keys are secrets that may have been rotated away: never shown.
        environments: view.environments.map((env) => ({ ...env, api_key: null, client_key: null })),
        // targeting then (environment id -> flagd definition), on the flags that had any, and the segments then
        feature_flags: view.feature_flags.map((f) => (state.flags[f.id]?.targeting ? { ...f, targeting: state.flags[f.id]!.targeting } : f)),
        segments: Object.values(state.segments ?? {})
          .sort((a, b) => a.createdAt - b.createdAt)
          .map((x) => ({ id: x.id, key: `segment_${x.id}`, name: x.name, description: x.description, conditions: x.conditions })),
        plan: { planId: state.plan.planId, variant: state.plan.variant, expiresAt: state.plan.expiresAt === null ? null : iso(state.plan.expiresAt) },
        invitations: Object.values(state.invitations).map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          status: i.status,
          created_at: iso(i.createdAt),
          expires_at: iso(i.expiresAt),
        })),
      },
    };
  }

  /**
   * The public config exactly as it was served at an instant: the same renderer over the
   * project as it was, with an override applying only if it was active and unexpired then.
   */
  private async configAtNow(ctx: RequestContext, projectUuid: string, params: ConfigAtParams) {
    const projectId = await this.sc.rt.read.get(keys.configProject(projectUuid.toLowerCase()));
    if (!params.environmentUuid) fail('VALIDATION_FAILED', 'environmentUuid is required');
    if (!projectId) fail('PROJECT_NOT_FOUND', 'Project not found');
    await this.sc.visible(ctx, projectId);
    const instant = parseInstant({ time: params.time, position: params.position });
    const { state, info } = await this.stateAt(projectId, instant);
    if (state.status !== 'active') fail('PROJECT_NOT_FOUND', 'The project was deleted at that instant');
    const env = Object.values(state.environments).find((e) => e.uuid === params.environmentUuid?.toLowerCase());
    if (!env) fail('ENVIRONMENT_NOT_FOUND', 'The environment did not exist at that instant');
    let override;
    if (params.overrideUuid) {
      override = Object.values(state.overrides).find((o) => o.uuid === params.overrideUuid!.toLowerCase() && o.environmentId === env.id);
      if (!override) fail('OVERRIDE_NOT_FOUND', 'The override did not exist for this environment at that instant');
    }
    const then = Date.parse(info.time);
    const body = override && overrideApplies(override, then) ? publicConfigBody(state, env, override) : publicConfigBody(state, env);
    return { body, etag: etagOf(body), instant: info };
  }

  private async diffNow(ctx: RequestContext, projectId: string, from: unknown, to: unknown) {
    await this.sc.visible(ctx, projectId);
    const a = parseInstant(from);
    const b = parseInstant(to);
    const [x, y] = await Promise.all([this.stateAt(projectId, a), this.stateAt(projectId, b)]);
    return { from: x.info, to: y.info, changes: diffProjects(x.state, y.state) };
  }

  /** Checks the sha256 chain of the project's stream and names the first event that does not match. */
  private async verifyNow(ctx: RequestContext, projectId: string) {
    await this.sc.visible(ctx, projectId);
    const verifier = new ChainVerifier();
    let lastHash = '';
    for await (const e of this.events(projectId)) {
      const bad = verifier.check(e);
      if (bad) {
        return {
          ok: false,
          verified: verifier.count,
          firstBad: {
            ...bad,
            at: String(e.metadata.at ?? ''),
            message: `Event ${bad.position} (${bad.type}, revision ${bad.revision}) does not match its recorded hash: it was altered, removed or reordered after it was written`,
          },
          headHash: null,
        };
      }
      lastHash = String(e.metadata.hash);
    }
    return { ok: true, verified: verifier.count, firstBad: null, headHash: lastHash };
  }

  /** A streamed export (ndjson or csv) of the entries matching a filter, oldest first. */
  async export(ctx: RequestContext, projectId: string, filterInput: unknown, format: unknown) {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    if (format !== 'ndjson' && format !== 'csv') fail('VALIDATION_FAILED', 'format must be ndjson or csv');
    const filter = withFlagKey(parseHistoryFilter(filterInput), state);
    // An export covers at most the plan's number of events: the newest ones (issue 15).
    const plan = effectivePlan(state, this.sc.rt.commands.planCatalogue, this.sc.now());
    const max = quotaOf(plan, 'featureMaxHistoryExportEvents');
    const head = await this.sc.rt.store.streamRevision(projectStreamId(projectId));
    const fromRevision = max !== -1 && head + 1 > max ? head + 1 - max : 0;
    // The slot is held until the stream ends (or the client goes away), not just until it starts.
    const release = this.exports.acquire(ctx.caller.userId);
    // The hashed fields include every event's raw data (API keys and webhook secrets among them): only
    // those who may see every secret of the project get them, and with them an offline-verifiable export.
    const entries = this.entries(projectId, filter, fromRevision, format === 'ndjson' && viewer.permissions.canManageProject);
    const pace = pacer(EXPORT_BYTES_PER_SECOND);
    async function* lines(): AsyncGenerator<string> {
      if (format === 'csv') yield CSV_COLUMNS.join(',') + '\r\n';
      for await (const e of entries) {
        const line = format === 'csv' ? csvRow(e) : JSON.stringify(e) + '\n';
        yield line;
        await pace(line.length);
      }
    }
    // Pulled as the client reads (backpressure): a slow reader never makes the export pile up in memory;
    // a fast one is paced, so an export never takes more than its share of the gateway.
    const stream = Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
    stream.once('close', release);
    return {
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
      filename: `flagstream-history-${projectId}.${format}`,
      stream,
      /** set when the project has more events than the plan lets one export cover */
      limited: fromRevision > 0 ? { fromRevision, maxEvents: max, plan: plan.name } : null,
    };
  }

  /** Brings a flag, an environment's values or an override back to an instant, as new events. */
  async restore(ctx: RequestContext, projectId: string, kind: unknown, id: unknown, instantInput: unknown) {
    // Roles are checked by the decider (the same rules as editing the entity).
    await this.sc.visible(ctx, projectId);
    if (kind !== 'flag' && kind !== 'environment' && kind !== 'override' && kind !== 'segment')
      fail('VALIDATION_FAILED', 'entity must be flag, environment, override or segment');
    if (typeof id !== 'string' || id.trim() === '' || id.length > 100)
      fail('VALIDATION_FAILED', 'id must be the id of the flag, environment, override or segment');
    const { state: past, info } = await this.stateAt(projectId, parseInstant(instantInput));
    const instant = { position: info.position, time: Date.parse(info.time) || 0 };
    const command =
      kind === 'flag'
        ? { kind: RESTORE_COMMAND.flag, flagId: id, instant, past }
        : kind === 'environment'
          ? { kind: RESTORE_COMMAND.environment, environmentId: id, instant, past }
          : kind === 'segment'
            ? { kind: RESTORE_COMMAND.segment, segmentId: id, instant, past }
            : { kind: RESTORE_COMMAND.override, overrideId: id, instant, past };
    const { state, events } = await this.sc.run(ctx, projectId, command);
    const entity =
      kind === 'flag'
        ? (state.flags[id] ?? null)
        : kind === 'environment'
          ? (state.environments[id] ?? null)
          : kind === 'segment'
            ? (state.segments?.[id] ?? null)
            : (state.overrides[id] ?? null);
    // an environment's keys are secrets, never shown by history
    const shown = Object.fromEntries(Object.entries(entity ?? {}).filter(([k]) => k !== 'apiKey' && k !== 'clientKey'));
    return {
      restored: events.length > 0,
      eventCount: events.length,
      position: events.length ? events[events.length - 1]!.position : null,
      to: info,
      entity: entity ? shown : null,
    };
  }
}
