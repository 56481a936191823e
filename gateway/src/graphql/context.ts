import type { FastifyRequest } from 'fastify';
import type { Authenticator, Caller } from '../auth';
import { requireCaller as authenticateRequest } from '../auth';
import type { RequestContext, Services } from '../services';

/**
 * What every resolver receives. Authentication is lazy: public fields (invitationDetails,
 * subscriptionPlans) never look at the token; the others call `requireCaller(ctx)`, which
 * verifies the bearer token once per request and throws DomainError UNAUTHENTICATED.
 */
export interface GraphQLContext {
  services: Services;
  /** the request id (becomes the correlation id of the events a mutation appends) */
  requestId: string;
  /** the verified caller (memoised per request) */
  caller(): Promise<Caller>;
}

/** The service context of a signed-in caller; throws DomainError UNAUTHENTICATED without a valid token. */
export async function requireCaller(ctx: GraphQLContext): Promise<RequestContext> {
  return { caller: await ctx.caller(), requestId: ctx.requestId };
}

export function createGraphQLContext(services: Services, authenticator: Authenticator) {
  return async (req: FastifyRequest): Promise<GraphQLContext> => ({
    services,
    requestId: String(req.id),
    caller: () => authenticateRequest(authenticator, req),
  });
}
