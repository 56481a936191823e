import type { PlanCatalogue } from '@flagstream/domain';
import { currentPlanView, planView, usageView } from '../views/dashboardViews';
import type { RequestContext, ServiceContext } from './serviceContext';

export class BillingService {
  constructor(
    private readonly sc: ServiceContext,
    private readonly plans: PlanCatalogue,
  ) {}

  publicPlans() {
    return [...this.plans.plans].sort((a, b) => a.planOrder - b.planOrder).map(planView);
  }

  async currentPlan(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    return currentPlanView(state, this.plans, this.sc.now());
  }

  async usage(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    return usageView(state);
  }
}
