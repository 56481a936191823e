import type { Resolvers } from '../generated/resolvers';
import { WEBHOOK_EVENT_GROUPS, fail } from '@flagstream/domain';
import { requireCaller } from '../context';

/** A page size between 1 and 200 (default 50). */
const page = (first: number | null | undefined): number => {
  if (first === null || first === undefined) return 50;
  if (!Number.isInteger(first) || first < 1 || first > 200) fail('VALIDATION_FAILED', 'first must be between 1 and 200');
  return first;
};

/** Automation (issue 19): each resolver is one call to its service, as the REST routes are. */
export const automationResolvers: Resolvers = {
  Query: {
    apiTokens: async (_p, { projectId }, ctx) => ctx.services.tokens.list(await requireCaller(ctx), projectId),
    myApiTokens: async (_p, _a, ctx) => ctx.services.tokens.mine(await requireCaller(ctx)),
    webhooks: async (_p, { projectId }, ctx) => ctx.services.webhooks.list(await requireCaller(ctx), projectId),
    webhook: async (_p, { id }, ctx) => ctx.services.webhooks.get(await requireCaller(ctx), id),
    webhookDeliveries: async (_p, { webhookId, first, before }, ctx) =>
      ctx.services.webhooks.deliveries(await requireCaller(ctx), webhookId, { limit: page(first), before: before ?? undefined }),
    webhookDelivery: async (_p, { webhookId, deliveryId }, ctx) => ctx.services.webhooks.delivery(await requireCaller(ctx), webhookId, deliveryId),
    compareEnvironments: async (_p, { projectId, from, to }, ctx) => ctx.services.promote.compare(await requireCaller(ctx), projectId, from, to),
    exportProject: async (_p, { projectId, format, environment }, ctx) =>
      (await ctx.services.transfer.export(await requireCaller(ctx), projectId, format ?? 'flagstream', environment ?? undefined)).document,
    webhookEventTypes: () => WEBHOOK_EVENT_GROUPS.map((g) => ({ group: g.group, types: [...g.types] })),
  },
  Mutation: {
    createApiToken: async (_p, { projectId, input }, ctx) => {
      const { token, ...apiToken } = await ctx.services.tokens.create(await requireCaller(ctx), projectId, input);
      return { token, apiToken };
    },
    revokeApiToken: async (_p, { id }, ctx) => ctx.services.tokens.revoke(await requireCaller(ctx), id),
    createWebhook: async (_p, { projectId, input }, ctx) => ctx.services.webhooks.create(await requireCaller(ctx), projectId, input),
    updateWebhook: async (_p, { id, input }, ctx) => ctx.services.webhooks.update(await requireCaller(ctx), id, input),
    deleteWebhook: async (_p, { id }, ctx) => ctx.services.webhooks.delete(await requireCaller(ctx), id),
    rotateWebhookSecret: async (_p, { id }, ctx) => ctx.services.webhooks.rotateSecret(await requireCaller(ctx), id),
    promoteEnvironment: async (_p, { projectId, input }, ctx) =>
      ctx.services.promote.promote(await requireCaller(ctx), projectId, {
        from: input.from,
        to: input.to,
        ...(input.flagKeys ? { flagKeys: input.flagKeys } : {}),
        include: { values: input.values ?? true, targeting: input.targeting ?? true },
        dryRun: input.dryRun ?? false,
      }),
    revertPromotion: async (_p, { projectId, eventId }, ctx) => ctx.services.promote.revert(await requireCaller(ctx), projectId, eventId),
    importProject: async (_p, { projectId, document, dryRun }, ctx) =>
      ctx.services.transfer.import(await requireCaller(ctx), projectId, document, dryRun ?? false),
    redeliverWebhookDelivery: async (_p, { webhookId, deliveryId }, ctx) => ctx.services.webhooks.redeliver(await requireCaller(ctx), webhookId, deliveryId),
  },
};
