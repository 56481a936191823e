import { parseInput } from '@flagstream/domain';
import type { Resolvers } from '../generated/resolvers';
import { projectCreateData } from '../../services/projectsService';
import { requireCaller } from '../context';

/** Projects (spec §7 Projects): each resolver is one call to the projects service. */
export const projectResolvers: Resolvers = {
  Query: {
    projects: async (_p, _a, ctx) => ctx.services.projects.listMine(await requireCaller(ctx)),
    myProjects: async (_p, _a, ctx) => ctx.services.projects.listMine(await requireCaller(ctx)),
    project: async (_p, { id }, ctx) => ctx.services.projects.get(await requireCaller(ctx), id),
  },
  Mutation: {
    // The same create payload check as POST /api/projects.
    createProject: async (_p, { input }, ctx) => ctx.services.projects.create(await requireCaller(ctx), parseInput(projectCreateData, input)),
    updateProject: async (_p, { id, input }, ctx) => ctx.services.projects.update(await requireCaller(ctx), id, input),
    deleteProject: async (_p, { id }, ctx) => ctx.services.projects.delete(await requireCaller(ctx), id),
    // an invitation since issue 15: the project answered does not list the user until they accept
    addTeamMember: async (_p, { projectId, userId, role }, ctx) =>
      (await ctx.services.projects.addTeamMember(await requireCaller(ctx), projectId, userId, role ?? undefined)).project,
    removeTeamMember: async (_p, { projectId, userId }, ctx) => ctx.services.projects.removeTeamMember(await requireCaller(ctx), projectId, userId),
    generateMissingUuids: async (_p, _a, ctx) => ctx.services.projects.generateMissingUuids(await requireCaller(ctx)),
  },
};
