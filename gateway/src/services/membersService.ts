import { INVITATION_MESSAGES, DomainError, fail, invitationStatus, roleOf, sameEmail } from '@flagstream/domain';
import type { ProjectState } from '@flagstream/domain';
import { keys } from '@flagstream/projections';
import { OWNER_MEMBER_ID, invitationView, memberView, ownerMemberView } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { createdId, newInvitationToken, notFound, sha256Hex } from './serviceContext';

const invitationNotFound = notFound('INVITATION_NOT_FOUND', 'Invitation not found');
/** Tokens are base64url of 32 bytes; anything else cannot be one. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export interface MembersSettings {
  invitationTtlMs: number;
  publicUrl: string;
}

export class MembersService {
  constructor(private readonly sc: ServiceContext, private readonly settings: MembersSettings) {}

  /** The owner (member id "owner") first, then the team. */
  async members(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    // the project records the owner's name only: their email comes from their user record
    const owner = await this.sc.rt.cache.getJson<{ state?: { profile?: { email?: string } } }>(keys.user(state.ownerId));
    return [ownerMemberView(state, owner?.state?.profile?.email ?? ''), ...Object.values(state.members).sort((a, b) => a.joinedAt - b.joinedAt).map(memberView)];
  }

  async invitations(ctx: RequestContext, projectId: string) {
    const { state, viewer } = await this.sc.visible(ctx, projectId);
    return Object.values(state.invitations)
      .filter((i) => i.status === 'pending')
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((i) => invitationView(i, viewer.now));
  }

  /** Records an invitation and returns its link once: only the token's hash is stored. */
  async invite(ctx: RequestContext, projectId: string, body: { email?: unknown; role?: unknown; message?: unknown }) {
    await this.sc.visible(ctx, projectId);
    const token = newInvitationToken();
    const { state, events } = await this.sc.run(ctx, projectId, {
      kind: 'InviteMember', email: body.email as string, tokenHash: sha256Hex(token), expiresInMs: this.settings.invitationTtlMs,
      ...(body.role !== undefined && body.role !== null ? { role: body.role as 'viewer' } : {}),
      ...(body.message !== undefined && body.message !== null ? { message: body.message as string } : {}),
    });
    const inv = state.invitations[createdId(events, 'MemberInvited', 'invitationId')]!;
    return {
      invitation: { ...invitationView(inv, this.sc.now()), token, invitation_url: `${this.settings.publicUrl}/invitation/${token}` },
      message: `Invitation sent to ${inv.email}`,
    };
  }

  async changeRole(ctx: RequestContext, projectId: string, memberId: string, role: unknown) {
    await this.sc.visible(ctx, projectId);
    if (memberId === OWNER_MEMBER_ID) fail('CANNOT_CHANGE_OWNER', 'The project owner cannot be changed or removed');
    const { state } = await this.sc.run(ctx, projectId, { kind: 'ChangeMemberRole', userId: memberId, role: role as 'viewer' });
    return { member: memberView(state.members[memberId]!), message: `Role updated to ${String(role)}` };
  }

  async removeMember(ctx: RequestContext, projectId: string, memberId: string) {
    await this.sc.visible(ctx, projectId);
    if (memberId === OWNER_MEMBER_ID) fail('CANNOT_CHANGE_OWNER', 'The project owner cannot be changed or removed');
    await this.sc.run(ctx, projectId, { kind: 'RemoveMember', userId: memberId });
    return { id: memberId, message: 'Member removed from the project' };
  }

  /** The caller's role in each of their projects. */
  async memberships(ctx: RequestContext) {
    const ids = await this.sc.projectIdsOf(ctx.caller.userId);
    const out = [];
    for (const id of ids) {
      const s = await this.sc.state(id);
      const role = s && roleOf(ctx.caller.userId, s.ownerId, s.members[ctx.caller.userId]?.role);
      if (s && role) out.push({ id: `${s.id}:${ctx.caller.userId}`, project: { id: s.id, name: s.name }, role });
    }
    return out;
  }

  async cancelInvitation(ctx: RequestContext, invitationId: string) {
    const { projectId } = await this.sc.locate(ctx, invitationId, invitationNotFound, (s) => invitationId in s.invitations);
    await this.sc.run(ctx, projectId, { kind: 'CancelInvitation', invitationId });
    return { id: invitationId, message: 'Invitation cancelled' };
  }

  private async byToken(token: string): Promise<{ state: ProjectState; invitationId: string; tokenHash: string } | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = sha256Hex(token);
    const ref = await this.sc.rt.cache.getJson<{ projectId: string; invitationId: string }>(keys.invitation(tokenHash));
    if (!ref) return null;
    const state = await this.sc.state(ref.projectId);
    if (!state || !state.invitations[ref.invitationId]) return null;
    return { state, invitationId: ref.invitationId, tokenHash };
  }

  /** Readable without signing in: the token is the secret. */
  async details(token: string) {
    const found = await this.byToken(token);
    if (!found) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
    const inv = found.state.invitations[found.invitationId]!;
    const status = invitationStatus(inv, this.sc.now());
    if (status === 'expired') fail('INVITATION_EXPIRED', INVITATION_MESSAGES.expired);
    if (status !== 'pending') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
    return {
      token, email: inv.email, role: inv.role, status, expires_at: new Date(inv.expiresAt).toISOString(), message: inv.message || null,
      invited_by: { name: inv.invitedBy.name }, project: { name: found.state.name, description: found.state.description },
    };
  }

  async accept(ctx: RequestContext, token: string) {
    const found = await this.byToken(token);
    if (!found) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
    const { state } = await this.sc.run(ctx, found.state.id, { kind: 'AcceptInvitation', tokenHash: found.tokenHash });
    return { project: { id: state.id, name: state.name }, role: state.members[ctx.caller.userId]?.role ?? 'viewer', message: 'Successfully joined the project!' };
  }

  /** On sign-in: every pending invitation sent to the caller's (verified) email is accepted. */
  async autoAccept(ctx: RequestContext) {
    const email = ctx.caller.email;
    const accepted: Array<{ project: { id: string; name: string }; role: string }> = [];
    if (email) {
      for (const member of await this.sc.rt.read.members(keys.invitationsByEmail(email))) {
        const [projectId, invitationId] = member.split('|');
        const s = projectId ? await this.sc.state(projectId) : null;
        const inv = s && invitationId ? s.invitations[invitationId] : undefined;
        if (!s || !inv || !sameEmail(inv.email, email) || invitationStatus(inv, this.sc.now()) !== 'pending') continue;
        if (s.ownerId === ctx.caller.userId || s.members[ctx.caller.userId]) continue;
        try {
          const { state } = await this.sc.run(ctx, s.id, { kind: 'AcceptInvitation', tokenHash: inv.tokenHash });
          accepted.push({ project: { id: state.id, name: state.name }, role: inv.role });
        } catch (e) {
          // One invitation that cannot be accepted (a full team) must not stop the others.
          if (!(e instanceof DomainError)) throw e;
        }
      }
    }
    const total = accepted.length;
    const message = total ? `You joined ${total} project${total === 1 ? '' : 's'}: ${accepted.map((a) => a.project.name).join(', ')}` : 'No pending invitations';
    return { data: accepted, message, meta: { total, message } };
  }
}
