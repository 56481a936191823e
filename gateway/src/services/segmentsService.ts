import { createSegmentInput, fail, SEGMENT_NOT_FOUND_MESSAGE, updateSegmentInput } from '@flagstream/domain';
import type { ProjectState } from '@flagstream/domain';
import { segmentView } from '../views/targetingViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { commandOf, createdId } from './serviceContext';

export type SegmentData = { name?: unknown; description?: unknown; conditions?: unknown };

const segmentNotFound = (): never => fail('SEGMENT_NOT_FOUND', SEGMENT_NOT_FOUND_MESSAGE);

const segmentsOf = (s: ProjectState) => Object.values(s.segments ?? {}).sort((a, b) => a.createdAt - b.createdAt || (a.name < b.name ? -1 : 1));

/** Segments of a project: reusable conditions compiled to flagd `$evaluators`. */
export class SegmentsService {
  constructor(private readonly sc: ServiceContext) {}

  private locate(ctx: RequestContext, segmentId: string) {
    return this.sc.locate(ctx, segmentId, segmentNotFound, (s) => Object.hasOwn(s.segments ?? {}, segmentId));
  }

  async list(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    return segmentsOf(state).map((x) => segmentView(x, state));
  }

  async get(ctx: RequestContext, segmentId: string) {
    const { state } = await this.locate(ctx, segmentId);
    return segmentView(state.segments![segmentId]!, state);
  }

  async create(ctx: RequestContext, projectId: string, data: SegmentData) {
    await this.sc.visible(ctx, projectId);
    const { state, events } = await this.sc.run(
      ctx,
      projectId,
      commandOf('CreateSegment', createSegmentInput, {
        name: data.name,
        conditions: data.conditions,
        ...(data.description !== undefined && data.description !== null ? { description: data.description } : {}),
      }),
    );
    return segmentView(state.segments![createdId(events, 'SegmentCreated', 'segmentId')]!, state);
  }

  async update(ctx: RequestContext, segmentId: string, data: SegmentData) {
    const { projectId } = await this.locate(ctx, segmentId);
    const { state } = await this.sc.run(
      ctx,
      projectId,
      commandOf('UpdateSegment', updateSegmentInput, {
        segmentId,
        ...(data.name !== undefined && data.name !== null ? { name: data.name } : {}),
        ...(data.description !== undefined && data.description !== null ? { description: data.description } : {}),
        ...(data.conditions !== undefined && data.conditions !== null ? { conditions: data.conditions } : {}),
      }),
    );
    return segmentView(state.segments![segmentId]!, state);
  }

  async delete(ctx: RequestContext, segmentId: string) {
    const { projectId } = await this.locate(ctx, segmentId);
    await this.sc.run(ctx, projectId, { kind: 'DeleteSegment', segmentId });
    return { id: segmentId };
  }
}
