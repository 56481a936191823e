import { ENVIRONMENT_NOT_FOUND_MESSAGE, FLAG_NOT_FOUND_MESSAGE, TARGETING_NOT_FOUND_MESSAGE, environmentsInOrder, fail } from '@flagstream/domain';
import { keys } from '@flagstream/projections';
import type { TargetingView } from '../views/targetingViews';
import { targetingView } from '../views/targetingViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { notFound } from './serviceContext';

export type TargetingData = { variants?: unknown; defaultVariant?: unknown; targeting?: unknown; [member: string]: unknown };

const flagNotFound = notFound('FLAG_NOT_FOUND', FLAG_NOT_FOUND_MESSAGE);
const envNotFound = notFound('ENVIRONMENT_NOT_FOUND', ENVIRONMENT_NOT_FOUND_MESSAGE);

/**
 * A flag's targeting per environment (flagd flag definitions) and an environment's whole flagd
 * document, for REST and GraphQL alike. The rules live in the domain (decideTargeting).
 */
export class TargetingService {
  constructor(private readonly sc: ServiceContext) {}

  private async locate(ctx: RequestContext, flagId: string, environmentId: string) {
    const found = await this.sc.locate(ctx, flagId, flagNotFound, (s) => Object.hasOwn(s.flags, flagId));
    if (typeof environmentId !== 'string' || !Object.hasOwn(found.state.environments, environmentId)) envNotFound();
    return found;
  }

  /** The targeting, or null when the flag has none in that environment. */
  async find(ctx: RequestContext, flagId: string, environmentId: string): Promise<TargetingView | null> {
    const { state } = await this.locate(ctx, flagId, environmentId);
    return targetingView(state, state.flags[flagId]!, state.environments[environmentId]!);
  }

  async get(ctx: RequestContext, flagId: string, environmentId: string): Promise<TargetingView> {
    const view = await this.find(ctx, flagId, environmentId);
    if (!view) fail('TARGETING_NOT_FOUND', TARGETING_NOT_FOUND_MESSAGE);
    return view;
  }

  /** Every environment's targeting of a flag, in environment order. */
  async forFlag(ctx: RequestContext, flagId: string): Promise<TargetingView[]> {
    const { state } = await this.sc.locate(ctx, flagId, flagNotFound, (s) => Object.hasOwn(s.flags, flagId));
    const flag = state.flags[flagId]!;
    return environmentsInOrder(state)
      .map((env) => targetingView(state, flag, env))
      .filter((v): v is TargetingView => v !== null);
  }

  async set(ctx: RequestContext, flagId: string, environmentId: string, data: TargetingData): Promise<TargetingView> {
    const { projectId } = await this.locate(ctx, flagId, environmentId);
    // The whole document goes to the domain: members it does not know are refused there, not dropped here.
    const { targeting, ...rest } = data;
    const { state } = await this.sc.run(ctx, projectId, {
      ...rest,
      kind: 'SetFlagTargeting',
      flagId,
      environmentId,
      variants: data.variants,
      defaultVariant: data.defaultVariant,
      ...(targeting !== undefined && targeting !== null ? { targeting } : {}),
    });
    return targetingView(state, state.flags[flagId]!, state.environments[environmentId]!)!;
  }

  async remove(ctx: RequestContext, flagId: string, environmentId: string) {
    const { projectId } = await this.locate(ctx, flagId, environmentId);
    const { events } = await this.sc.run(ctx, projectId, { kind: 'RemoveFlagTargeting', flagId, environmentId });
    return { flagId, environmentId, removed: events.some((e) => e.type === 'FlagTargetingRemoved') };
  }

  /** The environment's whole flagd document, exactly as /api/flagd serves it (signed in: the web's preview). */
  async flagdDocument(ctx: RequestContext, environmentId: string): Promise<unknown> {
    const { state } = await this.sc.locate(ctx, environmentId, envNotFound, (s) => Object.hasOwn(s.environments, environmentId));
    const doc = await this.sc.rt.cache.get(keys.flagd(state.environments[environmentId]!.uuid));
    if (!doc) return envNotFound();
    const served: unknown = JSON.parse(doc.body.toString());
    return served;
  }
}
