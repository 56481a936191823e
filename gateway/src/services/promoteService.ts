import type { PromoteCommand, ProjectState } from '@flagstream/domain';
import { compareEnvironments, fail, findEvent, isEvent, planPromotion, projectStreamId } from '@flagstream/domain';
import type { HistoryService } from './historyService';
import type { RequestContext, ServiceContext } from './serviceContext';

export interface PromoteData {
  from: string;
  to: string;
  flagKeys?: string[];
  include?: { values?: boolean; targeting?: boolean };
  dryRun?: boolean;
}

/** An environment named by id or by name (case-insensitive). */
function environmentIdOf(s: ProjectState, ref: string): string {
  const env = s.environments[ref] ?? Object.values(s.environments).find((e) => e.name.toLowerCase() === ref.toLowerCase() || e.slug === ref);
  if (!env) fail('ENVIRONMENT_NOT_FOUND', `Environment "${ref}" not found`);
  return env.id;
}

/**
 * Compare and promote environments (issue 19): one command per promotion, recorded as one
 * marker event that lists every change; undone by promoting the target environment as it was
 * just before.
 */
export class PromoteService {
  constructor(
    private readonly sc: ServiceContext,
    private readonly history: HistoryService,
  ) {}

  async compare(ctx: RequestContext, projectId: string, from: string, to: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    const a = environmentIdOf(state, from);
    const b = environmentIdOf(state, to);
    const flags = compareEnvironments(state, a, b);
    return {
      from: { id: a, name: state.environments[a]!.name },
      to: { id: b, name: state.environments[b]!.name },
      flags,
      differing: flags.filter((f) => f.differs.value || f.differs.enabled || f.differs.targeting).length,
    };
  }

  private command(state: ProjectState, d: PromoteData): PromoteCommand {
    return {
      kind: 'PromoteEnvironment',
      fromEnvironmentId: environmentIdOf(state, d.from),
      toEnvironmentId: environmentIdOf(state, d.to),
      ...(d.flagKeys ? { flagKeys: d.flagKeys } : {}),
      include: { values: d.include?.values ?? true, targeting: d.include?.targeting ?? true },
    };
  }

  /** The preview (dryRun) is the very plan the command would apply; nothing is written. */
  async promote(ctx: RequestContext, projectId: string, d: PromoteData) {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    const cmd = this.command(state, d);
    if (d.dryRun) {
      if (!viewer.permissions.canManageEnvironments) fail('FORBIDDEN', 'You do not have permission to manage environments', { role: viewer.role });
      const plan = planPromotion(state, cmd, this.sc.now());
      return { dryRun: true, promotion: null, from: plan.fromName, to: plan.toName, flags: plan.flags, skipped: plan.skipped };
    }
    const { events } = await this.sc.run(ctx, projectId, cmd);
    const marker = findEvent(events, 'EnvironmentPromoted');
    const data = marker?.data;
    return {
      dryRun: false,
      promotion: marker ? { eventId: marker.id, position: marker.position, eventCount: events.length } : null,
      from: data?.fromName ?? state.environments[cmd.fromEnvironmentId]!.name,
      to: data?.toName ?? state.environments[cmd.toEnvironmentId]!.name,
      flags: data?.flags ?? [],
      skipped: data?.skipped ?? [],
    };
  }

  /** Undoes a promotion: its flags in the target environment go back to how they were just before it. */
  async revert(ctx: RequestContext, projectId: string, promotionEventId: string) {
    await this.sc.visible(ctx, projectId);
    const marker = await this.findPromotion(projectId, promotionEventId);
    const data = marker.data;
    const { state: past } = await this.history.stateAtPosition(projectId, marker.position - 1);
    const { events } = await this.sc.run(ctx, projectId, {
      kind: 'PromoteEnvironment',
      fromEnvironmentId: data.toEnvironmentId,
      toEnvironmentId: data.toEnvironmentId,
      flagKeys: data.flags.map((f) => f.key),
      past,
      revertOf: marker.id,
    });
    const done = findEvent(events, 'EnvironmentPromoted');
    return {
      reverted: events.length > 0,
      promotion: done ? { eventId: done.id, position: done.position, eventCount: events.length } : null,
      flags: done?.data.flags ?? [],
    };
  }

  private async findPromotion(projectId: string, eventId: string) {
    const streamId = projectStreamId(projectId);
    for (let from = 0; ; ) {
      const page = await this.sc.rt.store.readStream(streamId, { fromRevision: from, maxCount: 1000 });
      const hit = page.find((e) => e.id === eventId);
      if (hit) {
        if (!isEvent(hit, 'EnvironmentPromoted')) break;
        return hit;
      }
      if (page.length < 1000) break;
      from = page[page.length - 1]!.revision + 1;
    }
    fail('VALIDATION_FAILED', 'No promotion with this event id in this project');
  }
}
