import type { ProjectView, environmentView, flagView, invitationView, memberView, overrideView, ownerMemberView } from '../views/projectViews';
import type { MembersService } from '../services/membersService';
import type { UsersService } from '../services/usersService';
import type { HistoryService } from '../services/historyService';
import type { PaymentView } from '../services/paymentsService';
import type { segmentView } from '../views/targetingViews';
import type { TokenView } from '../services/tokensService';
import type { WebhookView } from '../services/webhooksService';
import { AUDIT_EVENT_GROUPS, ROLES, fail } from '@flagstream/domain';
import type { HistoryEntry, Role } from '@flagstream/domain';
import type { EventType } from './generated/resolvers';

/**
 * The GraphQL edge's models. Services answer the REST views (the spec's shapes, snake_case where
 * the spec has it); the schema is camelCase with related types (schema/common.graphql says the
 * conventions). Entity types are mapped (codegen `mappers`): their resolvers receive the view and
 * the renamed or related fields have their own resolvers, so nothing is copied for fields a query
 * does not ask for. Small results of one mutation are mapped where they are answered.
 */
export type FlagModel = ReturnType<typeof flagView>;
export type ProjectModel = ProjectView;
export type ProjectOwnerModel = ProjectView['owner'];
export type TeamMemberModel = ProjectView['team_members'][number];
export type EnvironmentModel = ReturnType<typeof environmentView>;
export type OverrideModel = ReturnType<typeof overrideView>;
export type MemberModel = ReturnType<typeof memberView> | ReturnType<typeof ownerMemberView>;
export type MemberUserModel = MemberModel['user'];
/** An invitation; the answers to inviteMember and reissueInvitation add its token and link, once. */
export type InvitationModel = ReturnType<typeof invitationView> | (ReturnType<typeof invitationView> & { token: string; invitation_url: string });
export type InvitationDetailsModel = Awaited<ReturnType<MembersService['details']>>;
export type HistoryEntryModel = HistoryEntry;
export type ChainBreakModel = NonNullable<Awaited<ReturnType<HistoryService['verify']>>['firstBad']>;
export type UserInfoModel = Awaited<ReturnType<UsersService['info']>>;
export type PastProjectModel = Awaited<ReturnType<HistoryService['at']>>['project'];
export type SegmentModel = ReturnType<typeof segmentView>;
export type ApiTokenModel = TokenView;
export type WebhookModel = WebhookView;

/** The object without its undefined entries: a GraphQL input mapped onto a REST body. */
export const compact = <T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };

/** A role read from a stored record; unknown roles read as viewer (schema/common.graphql, Role). */
export const roleOrViewer = (r: string): Role => ROLES.find((x) => x === r) ?? 'viewer';

/** The domain's event types: the schema's EventType enum holds the same names (gateway/test/graphql.test.ts checks it). */
const EVENT_TYPES: ReadonlySet<string> = new Set(AUDIT_EVENT_GROUPS.flatMap((g) => g.types));
const isEventType = (t: string): t is EventType => EVENT_TYPES.has(t);

/** A recorded event's type as the EventType enum; one the enum lacks is a defect of the schema, not of the caller. */
export function eventTypeOf(t: string): EventType {
  if (isEventType(t)) return t;
  throw new Error(`Event type ${t} is missing from the schema's EventType enum`);
}

/** What a deletion answers over GraphQL: the id of what is gone, and the server's message when it has one. */
export const deleted = (r: { id: string; message?: string }) => ({ deletedId: r.id, message: r.message ?? null });

export function paymentModel(p: PaymentView) {
  // A recorded payment is never 'none' (that is the state of an order nobody recorded).
  if (p.status === 'none') fail('PAYMENT_NOT_FOUND', 'Payment not found');
  return {
    orderId: p.order_id,
    projectId: p.project_id,
    planId: p.plan_id,
    variant: p.variant,
    type: p.type,
    amount: p.amount,
    currency: p.currency,
    currentPlanId: p.current_plan_id,
    description: p.description,
    status: p.status,
  };
}
