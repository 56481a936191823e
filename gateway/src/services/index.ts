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
import { TargetingService } from './targetingService';
import { SegmentsService } from './segmentsService';
import type { PaymentProvider } from '../payments/provider';
import { createPaymentProvider } from '../payments/provider';
import type { Logger } from '../http/logger';
import { TokensService } from './tokensService';
import { WebhooksService } from './webhooksService';
import { PromoteService } from './promoteService';
import { TransferService } from './transferService';
import type { WebhookWorker } from '../webhooks/worker';
import type { AutomationStore } from '../webhooks/store';
import { openAutomationStore } from '../webhooks/automation';
import { UsageService } from '../usage/usageService';
import type { UsageStore } from '../usage/store';
import { SqliteUsageStore } from '../usage/store';

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
  targeting: TargetingService;
  segments: SegmentsService;
  /** API tokens (issue 19); also the authenticator's resolver of `fst_` tokens */
  tokens: TokensService;
  webhooks: WebhooksService;
  promote: PromoteService;
  transfer: TransferService;
  /** what automation keeps beside the events (delivery queue, token last use) */
  automation: AutomationStore;
  /** usage insights, stale flags and archiving (issue 20) */
  usage: UsageService;
}

export interface ServiceOptions {
  /** the payment provider (default: from the settings, with no listening address for the simulator) */
  payments?: PaymentProvider;
  log?: Pick<Logger, 'error' | 'warn'>;
  /** the automation store (default: opened from the settings; its owner closes it) */
  automation?: AutomationStore;
  /** the delivery worker of this process, woken on redeliveries */
  webhookWorker?: WebhookWorker | null;
  /** the shared usage store (default: an empty in-memory one, for services without a gateway) */
  usageStore?: UsageStore;
}

export function createServices(rt: Runtime, clock: () => number = Date.now, opts: ServiceOptions = {}): Services {
  const context = new ServiceContext(rt, clock);
  const automation = opts.automation ?? openAutomationStore(rt.settings);
  const publicUrl = rt.settings.PUBLIC_URL ?? `http://localhost:${rt.settings.PORT}`;
  const history = new HistoryService(context, rt.settings.HISTORY_CHECKPOINT_EVERY);
  const members = new MembersService(context, {
    invitationTtlMs: rt.settings.INVITATION_TTL_DAYS * 86_400_000,
    publicUrl: rt.settings.PUBLIC_URL ?? `http://localhost:${rt.settings.PORT}`,
  });
  return {
    context,
    projects: new ProjectsService(context, members),
    environments: new EnvironmentsService(context),
    flags: new FlagsService(context),
    overrides: new OverridesService(context),
    members,
    billing: new BillingService(context, rt.commands.planCatalogue),
    dashboard: new DashboardService(context),
    users: new UsersService(context),
    targeting: new TargetingService(context),
    segments: new SegmentsService(context),
    tokens: new TokensService(context, automation),
    webhooks: new WebhooksService(context, automation, opts.webhookWorker ?? null, rt.settings.WEBHOOKS_ALLOW_PRIVATE),
    automation,
    usage: new UsageService(context, opts.usageStore ?? new SqliteUsageStore(':memory:', clock), rt.commands.planCatalogue),
    history,
    promote: new PromoteService(context, history),
    transfer: new TransferService(context),
    payments: new PaymentsService(context, rt.commands.planCatalogue, opts.payments ?? createPaymentProvider(rt.settings), { publicUrl }, opts.log),
  };
}

export type { RequestContext } from './serviceContext';
