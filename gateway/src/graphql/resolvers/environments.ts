import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';

/** Environments (spec §7 Environments): each resolver is one call to the environments service. */
export const environmentResolvers: Resolvers = {
  Query: {
    environments: async (_p, { projectId }, ctx) => ctx.services.environments.list(await requireCaller(ctx), projectId),
    environment: async (_p, { id }, ctx) => ctx.services.environments.get(await requireCaller(ctx), id),
    environmentConfig: async (_p, { id }, ctx) => ctx.services.environments.config(await requireCaller(ctx), id),
  },
  Mutation: {
    createEnvironment: async (_p, { projectId, input }, ctx) => ctx.services.environments.create(await requireCaller(ctx), projectId, input),
    updateEnvironment: async (_p, { id, input }, ctx) => ctx.services.environments.update(await requireCaller(ctx), id, input),
    deleteEnvironment: async (_p, { id }, ctx) => ctx.services.environments.delete(await requireCaller(ctx), id),
    regenerateApiKey: async (_p, { id }, ctx) => ctx.services.environments.regenerateApiKey(await requireCaller(ctx), id),
    regenerateClientKey: async (_p, { id }, ctx) => ctx.services.environments.regenerateClientKey(await requireCaller(ctx), id),
    setEnvironmentVariables: async (_p, { id, variables }, ctx) => ctx.services.environments.setVariables(await requireCaller(ctx), id, variables),
    // An absent flagValue, like null, resets the flag to its default in this environment.
    setEnvironmentValue: async (_p, { environmentId, flagKey, flagValue }, ctx) =>
      ctx.services.environments.setFlagValue(await requireCaller(ctx), environmentId, flagKey, flagValue ?? null),
  },
};
