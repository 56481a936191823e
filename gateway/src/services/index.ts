import type { Runtime } from '../runtime';
import { ServiceContext } from './serviceContext';
import { ProjectsService } from './projectsService';
import { EnvironmentsService } from './environmentsService';
import { FlagsService } from './flagsService';
import { OverridesService } from './overridesService';
import { MembersService } from './membersService';
import { BillingService } from './billingService';
import { DashboardService } from './dashboardService';
import { UsersService } from './usersService';
import { PaymentsService } from './paymentsService';
import { HistoryService } from './historyService';
import type { PaymentProvider } from '../payments/provider';
import { createPaymentProvider } from '../payments/provider';
import type { Logger } from '../http/logger';

/** The one set of services that REST routes and GraphQL resolvers both call. */
export interface Services {
  context: ServiceContext;
  projects: ProjectsService;
  environments: EnvironmentsService;
  flags: FlagsService;
  overrides: OverridesService;
  members: MembersService;
  billing: BillingService;
  dashboard: DashboardService;
  users: UsersService;
  payments: PaymentsService;
  history: HistoryService;
}

export interface ServiceOptions {
  /** the payment provider (default: from the settings, with no listening address for the simulator) */
  payments?: PaymentProvider;
  log?: Pick<Logger, 'error' | 'warn'>;
}

export function createServices(rt: Runtime, clock: () => number = Date.now, opts: ServiceOptions = {}): Services {
  const context = new ServiceContext(rt, clock);
  const publicUrl = rt.settings.PUBLIC_URL ?? `http://localhost:${rt.settings.PORT}`;
  return {
    context,
    projects: new ProjectsService(context),
    environments: new EnvironmentsService(context),
    flags: new FlagsService(context),
    overrides: new OverridesService(context),
    members: new MembersService(context, { invitationTtlMs: rt.settings.INVITATION_TTL_DAYS * 86_400_000, publicUrl: rt.settings.PUBLIC_URL ?? `http://localhost:${rt.settings.PORT}` }),
    billing: new BillingService(context, rt.commands.planCatalogue),
    dashboard: new DashboardService(context),
    users: new UsersService(context),
    history: new HistoryService(context, rt.settings.HISTORY_CHECKPOINT_EVERY),
    payments: new PaymentsService(context, rt.commands.planCatalogue, opts.payments ?? createPaymentProvider(rt.settings), { publicUrl }, opts.log),
  };
}

export type { RequestContext } from './serviceContext';
