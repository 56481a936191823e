import { parseInput } from '@flagstream/domain';
import type { Resolvers } from '../generated/resolvers';
import { projectCreateData } from '../../services/projectsService';
import { requireCaller } from '../context';
import { deleted } from '../models';

/** Projects (spec §7 Projects): each resolver is one call to the projects service. */
export const projectResolvers: Resolvers = {
  Query: {
    projects: async (_p, _a, ctx) => ctx.services.projects.listMine(await requireCaller(ctx)),
    myProjects: async (_p, _a, ctx) => ctx.services.projects.listMine(await requireCaller(ctx)),
    project: async (_p, { id }, ctx) => ctx.services.projects.get(await requireCaller(ctx), id),
  },
  Mutation: {
    // The same create payload check as POST /api/projects.
    createProject: async (_p, { input }, ctx) => ({
      project: await ctx.services.projects.create(await requireCaller(ctx), parseInput(projectCreateData, input)),
    }),
    updateProject: async (_p, { input: { id, ...changes } }, ctx) => ({ project: await ctx.services.projects.update(await requireCaller(ctx), id, changes) }),
    deleteProject: async (_p, { input }, ctx) => deleted(await ctx.services.projects.delete(await requireCaller(ctx), input.id)),
    // an invitation since issue 15: the project answered does not list the user until they accept
    addTeamMember: async (_p, { input }, ctx) => ({
      project: (await ctx.services.projects.addTeamMember(await requireCaller(ctx), input.projectId, input.userId, input.role ?? undefined)).project,
    }),
    removeTeamMember: async (_p, { input }, ctx) => ({
      project: await ctx.services.projects.removeTeamMember(await requireCaller(ctx), input.projectId, input.userId),
    }),
    generateMissingUuids: async (_p, _a, ctx) => ctx.services.projects.generateMissingUuids(await requireCaller(ctx)),
  },
  Project: {
    teamMembers: (p) => p.team_members,
    featureFlags: (p) => p.feature_flags,
    // Counted on the memoised view the list already holds: a project list shows them without the lists.
    teamMemberCount: (p) => p.team_members.length,
    environmentCount: (p) => p.environments.length,
    featureFlagCount: (p) => p.feature_flags.length,
  },
  ProjectOwner: {
    clerkId: (o) => o.clerk_id,
  },
  TeamMember: {
    clerkId: (m) => m.clerk_id,
  },
};
