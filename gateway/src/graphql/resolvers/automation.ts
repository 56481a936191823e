import type { Resolvers } from '../generated/resolvers';
import { WEBHOOK_EVENT_GROUPS, fail } from '@flagstream/domain';
import { requireCaller } from '../context';
import { deleted } from '../models';

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
    createApiToken: async (_p, { input: { projectId, ...data } }, ctx) => {
      const { token, ...apiToken } = await ctx.services.tokens.create(await requireCaller(ctx), projectId, data);
      return { token, apiToken };
    },
    revokeApiToken: async (_p, { input }, ctx) => ({ apiToken: await ctx.services.tokens.revoke(await requireCaller(ctx), input.id) }),
    createWebhook: async (_p, { input: { projectId, ...data } }, ctx) => ({
      webhook: await ctx.services.webhooks.create(await requireCaller(ctx), projectId, data),
    }),
    updateWebhook: async (_p, { input: { id, ...changes } }, ctx) => ({ webhook: await ctx.services.webhooks.update(await requireCaller(ctx), id, changes) }),
    deleteWebhook: async (_p, { input }, ctx) => deleted(await ctx.services.webhooks.delete(await requireCaller(ctx), input.id)),
    rotateWebhookSecret: async (_p, { input }, ctx) => ({ webhook: await ctx.services.webhooks.rotateSecret(await requireCaller(ctx), input.id) }),
    redeliverWebhookDelivery: async (_p, { input }, ctx) => ({
      delivery: await ctx.services.webhooks.redeliver(await requireCaller(ctx), input.webhookId, input.deliveryId),
    }),
    promoteEnvironment: async (_p, { input }, ctx) =>
      ctx.services.promote.promote(await requireCaller(ctx), input.projectId, {
        from: input.from,
        to: input.to,
        ...(input.flagKeys ? { flagKeys: input.flagKeys } : {}),
        include: { values: input.values ?? true, targeting: input.targeting ?? true },
        dryRun: input.dryRun ?? false,
      }),
    revertPromotion: async (_p, { input }, ctx) => ctx.services.promote.revert(await requireCaller(ctx), input.projectId, input.eventId),
    importProject: async (_p, { input }, ctx) => ctx.services.transfer.import(await requireCaller(ctx), input.projectId, input.document, input.dryRun ?? false),
  },
  // The views carry the REST shape's { id, name }; GraphQL answers the Project itself.
  ApiToken: {
    projectId: (t) => t.project.id,
    project: async (t, _a, ctx) => ctx.services.projects.get(await requireCaller(ctx), t.project.id),
  },
  Webhook: {
    projectId: (w) => w.project.id,
    project: async (w, _a, ctx) => ctx.services.projects.get(await requireCaller(ctx), w.project.id),
  },
};
