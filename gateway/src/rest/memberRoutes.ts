import type { RestDeps } from './restKit';
import { bodyOf, data, ok, params, signedIn, withSuccessFlag } from './restKit';

export function registerMemberRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/projects/:id/members',
    signedIn(a, async (ctx, req) => data(await s.members.members(ctx, params(req).id!))),
  );
  app.post(
    '/api/projects/:id/invite',
    signedIn(
      a,
      withSuccessFlag(async (ctx, req) => {
        const r = await s.members.invite(ctx, params(req).id!, bodyOf(req.body));
        return ok(r.invitation, r.message);
      }),
    ),
  );
  app.put(
    '/api/projects/:id/members/:memberId/role',
    signedIn(a, async (ctx, req) => {
      const r = await s.members.changeRole(ctx, params(req).id!, params(req).memberId!, bodyOf(req.body).role);
      return ok(r.member, r.message);
    }),
  );
  app.delete(
    '/api/projects/:id/members/:memberId',
    signedIn(a, async (ctx, req) => {
      const r = await s.members.removeMember(ctx, params(req).id!, params(req).memberId!);
      return ok({ id: r.id }, r.message);
    }),
  );
  app.get(
    '/api/projects/:id/invitations',
    signedIn(a, async (ctx, req) => data(await s.members.invitations(ctx, params(req).id!))),
  );
  app.get(
    '/api/user/memberships',
    signedIn(a, async (ctx) => data(await s.members.memberships(ctx))),
  );
  app.delete(
    '/api/invitations/:id',
    signedIn(
      a,
      withSuccessFlag(async (ctx, req) => {
        const r = await s.members.cancelInvitation(ctx, params(req).id!);
        return ok({ id: r.id }, r.message);
      }),
    ),
  );
  // "Copy a new link" (issue 17): a new token for the same invitation details; the old link is revoked.
  app.post(
    '/api/invitations/:id/reissue',
    signedIn(
      a,
      withSuccessFlag(async (ctx, req) => {
        const r = await s.members.reissueInvitation(ctx, params(req).id!);
        return ok(r.invitation, r.message);
      }),
    ),
  );
  // Invitations addressed to the caller's user id (add-team-member), to accept or decline.
  app.get(
    '/api/user/invitations',
    signedIn(a, async (ctx) => data(await s.members.myInvitations(ctx))),
  );
  app.post(
    '/api/invitations/:id/decline',
    signedIn(a, async (ctx, req) => {
      const r = await s.members.decline(ctx, params(req).id!);
      return ok({ id: r.id }, r.message);
    }),
  );
  // By the link's token, or by the id of an invitation addressed to the caller.
  app.post(
    '/api/invitations/:token/accept',
    signedIn(a, async (ctx, req) => {
      const r = await s.members.accept(ctx, params(req).token!);
      return ok({ project: r.project, role: r.role }, r.message);
    }),
  );
  // Public: the token in the path is the secret.
  app.get('/api/invitations/:token/details', async (req) => data(await s.members.details(params(req).token!)));
  app.post(
    '/api/user/auto-accept-invitations',
    signedIn(a, async (ctx) => {
      const r = await s.members.autoAccept(ctx);
      return { success: true, data: r.data, message: r.message, meta: r.meta };
    }),
  );
}
