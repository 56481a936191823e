import type { RestDeps } from './restKit';
import { registerProjectRoutes } from './projectRoutes';
import { registerEnvironmentRoutes } from './environmentRoutes';
import { registerFlagRoutes } from './flagRoutes';
import { registerOverrideRoutes } from './overrideRoutes';
import { registerMemberRoutes } from './memberRoutes';
import { registerUserRoutes } from './userRoutes';
import { registerBillingRoutes } from './billingRoutes';
import { registerPaymentRoutes } from './paymentRoutes';
import { registerHistoryRoutes } from './historyRoutes';
import { registerTokenRoutes } from './tokenRoutes';
import { registerWebhookRoutes } from './webhookRoutes';
import { registerPromoteRoutes } from './promoteRoutes';
import { registerTransferRoutes } from './transferRoutes';
import { registerOpenApiRoutes } from './openapiRoutes';
import { registerTargetingRoutes } from './targetingRoutes';
import { registerSegmentRoutes } from './segmentRoutes';
import { registerUsageRoutes } from './usageRoutes';

/** Every call of spec §7 under /api, each a thin adapter over one service. */
export function registerRestRoutes(deps: RestDeps): void {
  registerProjectRoutes(deps);
  registerEnvironmentRoutes(deps);
  registerFlagRoutes(deps);
  registerOverrideRoutes(deps);
  registerMemberRoutes(deps);
  registerUserRoutes(deps);
  registerBillingRoutes(deps);
  registerPaymentRoutes(deps);
  registerHistoryRoutes(deps);
  registerTokenRoutes(deps);
  registerWebhookRoutes(deps);
  registerPromoteRoutes(deps);
  registerTransferRoutes(deps);
  registerOpenApiRoutes(deps.app, { publicUrl: deps.services.context.rt.settings.PUBLIC_URL });
  registerTargetingRoutes(deps);
  registerSegmentRoutes(deps);
  registerUsageRoutes(deps);
}
