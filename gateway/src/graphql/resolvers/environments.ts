import type { Resolvers } from '../generated/resolvers';
import { requireCaller } from '../context';
import { deleted } from '../models';

/** Environments (spec §7 Environments): each resolver is one call to the environments service. */
export const environmentResolvers: Resolvers = {
  Query: {
    environments: async (_p, { projectId }, ctx) => ctx.services.environments.list(await requireCaller(ctx), projectId),
    environment: async (_p, { id }, ctx) => ctx.services.environments.get(await requireCaller(ctx), id),
    environmentConfig: async (_p, { id }, ctx) => ctx.services.environments.config(await requireCaller(ctx), id),
  },
  Mutation: {
    createEnvironment: async (_p, { input: { projectId, ...data } }, ctx) => ({
      environment: await ctx.services.environments.create(await requireCaller(ctx), projectId, data),
    }),
    updateEnvironment: async (_p, { input: { id, ...changes } }, ctx) => ({
      environment: await ctx.services.environments.update(await requireCaller(ctx), id, changes),
    }),
    deleteEnvironment: async (_p, { input }, ctx) => deleted(await ctx.services.environments.delete(await requireCaller(ctx), input.id)),
    regenerateApiKey: async (_p, { input }, ctx) => ({ environment: await ctx.services.environments.regenerateApiKey(await requireCaller(ctx), input.id) }),
    regenerateClientKey: async (_p, { input }, ctx) => ({
      environment: await ctx.services.environments.regenerateClientKey(await requireCaller(ctx), input.id),
    }),
    setEnvironmentVariables: async (_p, { input }, ctx) => ({
      environment: await ctx.services.environments.setVariables(await requireCaller(ctx), input.id, input.variables),
    }),
    // An absent flagValue, like null, resets the flag to its default in this environment.
    setEnvironmentValue: async (_p, { input }, ctx) => ({
      environment: await ctx.services.environments.setFlagValue(await requireCaller(ctx), input.environmentId, input.flagKey, input.flagValue ?? null),
    }),
  },
  Environment: {
    projectId: (e) => e.project,
    project: async (e, _a, ctx) => ctx.services.projects.get(await requireCaller(ctx), e.project),
    apiKey: (e) => e.api_key,
    clientKey: (e) => e.client_key,
  },
};
