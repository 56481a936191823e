import type { ActivityItem } from '@flagstream/projections';
import { dashboardStats } from '../views/dashboardViews';
import type { RequestContext, ServiceContext } from './serviceContext';

export class DashboardService {
  constructor(private readonly sc: ServiceContext) {}

  async stats(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    return dashboardStats(state, this.sc.now());
  }

  /** Newest first, as projected from the events. */
  async activity(ctx: RequestContext, projectId: string, limit = 50) {
    await this.sc.visible(ctx, projectId);
    const snap = await this.sc.snapshot(projectId);
    return (snap?.activity ?? []).slice(0, limit).map((a: ActivityItem) => ({
      id: a.id,
      type: a.type,
      description: a.description,
      timestamp: a.timestamp,
      colour: a.colour,
      actor: a.actor,
    }));
  }
}
