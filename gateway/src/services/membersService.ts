import {
  INVITATION_MESSAGES,
  DomainError,
  addTeamMemberInput,
  changeRoleInput,
  fail,
  inviteMemberInput,
  invitationOf,
  invitationStatus,
  memberOf,
  roleInProject,
  sameEmail,
} from '@flagstream/domain';
import type { ProjectState } from '@flagstream/domain';
import { keys } from '@flagstream/projections';
import { OWNER_MEMBER_ID, invitationView, memberView, ownerMemberView } from '../views/projectViews';
import type { RequestContext, ServiceContext } from './serviceContext';
import { commandOf, createdId, newInvitationToken, notFound, sha256Hex } from './serviceContext';

const invitationNotFound = notFound('INVITATION_NOT_FOUND', 'Invitation not found');
/** Tokens are base64url of 32 bytes; anything else cannot be one. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export interface MembersSettings {
  invitationTtlMs: number;
  publicUrl: string;
}

export class MembersService {
  constructor(
    private readonly sc: ServiceContext,
    private readonly settings: MembersSettings,
  ) {}

  /** The owner (member id "owner") first, then the team. */
  async members(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    const team = Object.values(state.members).sort((a, b) => a.joinedAt - b.joinedAt);
    type UserDoc = { state?: { verifiedEmail?: string; lastSignInAt?: number } } | null;
    // The project records the owner's name only: their email comes from their user record, and
    // only the one the identity provider verified (a profile email is whatever they typed).
    // Last sign-in comes from each user's record, last activity from the project's read model.
    const [snap, owner, ...users] = await Promise.all([
      this.sc.snapshot(projectId),
      this.sc.rt.cache.getJson<UserDoc>(keys.user(state.ownerId)),
      ...team.map((m) => this.sc.rt.cache.getJson<UserDoc>(keys.user(m.userId))),
    ]);
    const seen = (userId: string, doc: UserDoc) => ({ lastActive: snap?.lastActive?.[userId] ?? null, lastLogin: doc?.state?.lastSignInAt ?? null });
    return [
      ownerMemberView(state, owner?.state?.verifiedEmail ?? '', seen(state.ownerId, owner ?? null)),
      ...team.map((m, i) => memberView(m, seen(m.userId, users[i] ?? null))),
    ];
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
    const { state, events } = await this.sc.run(
      ctx,
      projectId,
      commandOf('InviteMember', inviteMemberInput, {
        email: body.email,
        tokenHash: sha256Hex(token),
        expiresInMs: this.settings.invitationTtlMs,
        ...(body.role !== undefined && body.role !== null ? { role: body.role } : {}),
        ...(body.message !== undefined && body.message !== null ? { message: body.message } : {}),
      }),
    );
    const inv = invitationOf(state, createdId(events, 'MemberInvited', 'invitationId'))!;
    return {
      invitation: { ...invitationView(inv, this.sc.now()), token, invitation_url: `${this.settings.publicUrl}/invitation/${token}` },
      // Nothing is e-mailed (issue 17): say what happened and what to do with the link.
      message: `Invitation created for ${inv.email}: copy the link and send it to them`,
    };
  }

  /**
   * add-team-member: an invitation addressed to the user id. Nobody becomes a member without
   * accepting it (POST /invitations/{id}/accept, or declining it); nothing about them is copied
   * into the project before they do.
   */
  async addTeamMember(ctx: RequestContext, projectId: string, userId: unknown, role?: unknown) {
    await this.sc.visible(ctx, projectId);
    const { state, events } = await this.sc.run(
      ctx,
      projectId,
      commandOf('AddTeamMember', addTeamMemberInput, {
        userId,
        expiresInMs: this.settings.invitationTtlMs,
        ...(role !== undefined && role !== null ? { role } : {}),
      }),
    );
    const inv = invitationOf(state, createdId(events, 'MemberInvited', 'invitationId'))!;
    return { state, invitation: invitationView(inv, this.sc.now()), message: `Invitation sent: ${inv.userId} becomes a member once they accept it` };
  }

  /** Invitations addressed to the caller's user id that they can still accept or decline. */
  async myInvitations(ctx: RequestContext) {
    const now = this.sc.now();
    const out = [];
    for (const member of await this.sc.rt.read.members(keys.invitationsByUser(ctx.caller.userId))) {
      const [projectId, invitationId] = member.split('|');
      const s = projectId ? await this.sc.state(projectId) : null;
      const inv = s && invitationId ? invitationOf(s, invitationId) : undefined;
      if (!s || !inv || inv.userId !== ctx.caller.userId || invitationStatus(inv, now) !== 'pending') continue;
      out.push({ ...invitationView(inv, now), project: { id: s.id, name: s.name, description: s.description } });
    }
    return out.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  }

  async decline(ctx: RequestContext, invitationId: string) {
    const projectId = await this.sc.projectOf(invitationId, invitationNotFound);
    if (!(await this.sc.state(projectId))) invitationNotFound();
    await this.sc.run(ctx, projectId, { kind: 'DeclineInvitation', invitationId });
    return { id: invitationId, message: 'Invitation declined' };
  }

  async changeRole(ctx: RequestContext, projectId: string, memberId: string, role: unknown) {
    await this.sc.visible(ctx, projectId);
    if (memberId === OWNER_MEMBER_ID) fail('CANNOT_CHANGE_OWNER', 'The project owner cannot be changed or removed');
    const command = commandOf('ChangeMemberRole', changeRoleInput, { userId: memberId, role });
    const { state } = await this.sc.run(ctx, projectId, command);
    return { member: memberView(memberOf(state, memberId)!), message: `Role updated to ${command.role}` };
  }

  async removeMember(ctx: RequestContext, projectId: string, memberId: string) {
    await this.sc.visible(ctx, projectId);
    if (memberId === OWNER_MEMBER_ID) fail('CANNOT_CHANGE_OWNER', 'The project owner cannot be changed or removed');
    await this.sc.run(ctx, projectId, { kind: 'RemoveMember', userId: memberId });
    return { id: memberId, message: 'Member removed from the project' };
  }

  /** The caller's role in each of their projects. */
  async memberships(ctx: RequestContext) {
    const ids = await this.sc.projectIdsFor(ctx);
    const out = [];
    for (const id of ids) {
      const s = await this.sc.state(id);
      const role = s && this.sc.roleIn(ctx, s);
      if (s && role) out.push({ id: `${s.id}:${ctx.caller.userId}`, project: { id: s.id, name: s.name }, role });
    }
    return out;
  }

  /** A new link for a pending or expired email invitation; the old link stops working. Shown once, like the first. */
  async reissueInvitation(ctx: RequestContext, invitationId: string) {
    const { projectId } = await this.sc.locate(ctx, invitationId, invitationNotFound, (s) => invitationOf(s, invitationId) !== undefined);
    const token = newInvitationToken();
    const { state, events } = await this.sc.run(ctx, projectId, {
      kind: 'ReissueInvitation',
      invitationId,
      tokenHash: sha256Hex(token),
      expiresInMs: this.settings.invitationTtlMs,
    });
    const inv = invitationOf(state, createdId(events, 'MemberInvited', 'invitationId'))!;
    return {
      invitation: { ...invitationView(inv, this.sc.now()), token, invitation_url: `${this.settings.publicUrl}/invitation/${token}` },
      message: `New invitation link for ${inv.email}: the previous link no longer works`,
    };
  }

  async cancelInvitation(ctx: RequestContext, invitationId: string) {
    const { projectId } = await this.sc.locate(ctx, invitationId, invitationNotFound, (s) => invitationOf(s, invitationId) !== undefined);
    await this.sc.run(ctx, projectId, { kind: 'CancelInvitation', invitationId });
    return { id: invitationId, message: 'Invitation cancelled' };
  }

  private async byToken(token: string): Promise<{ state: ProjectState; invitationId: string; tokenHash: string } | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = sha256Hex(token);
    const ref = await this.sc.rt.cache.getJson<{ projectId: string; invitationId: string }>(keys.invitation(tokenHash));
    if (!ref) return null;
    const state = await this.sc.state(ref.projectId);
    if (!state || !invitationOf(state, ref.invitationId)) return null;
    return { state, invitationId: ref.invitationId, tokenHash };
  }

  /** Readable without signing in: the token is the secret. */
  async details(token: string) {
    const found = await this.byToken(token);
    if (!found) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
    const inv = invitationOf(found.state, found.invitationId)!;
    const status = invitationStatus(inv, this.sc.now());
    if (status === 'expired') fail('INVITATION_EXPIRED', INVITATION_MESSAGES.expired);
    if (status !== 'pending') fail('INVITATION_NOT_PENDING', INVITATION_MESSAGES.notPending);
    return {
      token,
      email: inv.email,
      role: inv.role,
      status,
      expires_at: new Date(inv.expiresAt).toISOString(),
      message: inv.message || null,
      invited_by: { name: inv.invitedBy.name },
      project: { name: found.state.name, description: found.state.description },
    };
  }

  /** By an invitation link's token, or by the id of an invitation addressed to the caller (add-team-member). */
  async accept(ctx: RequestContext, tokenOrId: string) {
    const found = await this.byToken(tokenOrId);
    let projectId: string;
    let command: { kind: 'AcceptInvitation'; tokenHash: string } | { kind: 'AcceptInvitation'; invitationId: string };
    if (found) {
      projectId = found.state.id;
      command = { kind: 'AcceptInvitation', tokenHash: found.tokenHash };
    } else {
      const owner = tokenOrId.length <= 100 ? await this.sc.rt.cache.getJson<string>(keys.entityProject(tokenOrId)) : null;
      const s = typeof owner === 'string' ? await this.sc.state(owner) : null;
      const inv = s ? invitationOf(s, tokenOrId) : undefined;
      // someone else's invitation is "not found", like a made-up id
      if (!s || !inv || inv.userId !== ctx.caller.userId) fail('INVITATION_NOT_FOUND', INVITATION_MESSAGES.invalid);
      projectId = s.id;
      command = { kind: 'AcceptInvitation', invitationId: inv.id };
    }
    const { state } = await this.sc.run(ctx, projectId, command);
    return {
      project: { id: state.id, name: state.name },
      role: roleInProject(state, ctx.caller.userId) ?? 'viewer',
      message: 'Successfully joined the project!',
    };
  }

  /** On sign-in: every pending invitation sent to the caller's (verified) email is accepted. */
  async autoAccept(ctx: RequestContext) {
    const email = ctx.caller.email;
    const accepted: Array<{ project: { id: string; name: string }; role: string }> = [];
    if (email) {
      for (const member of await this.sc.rt.read.members(keys.invitationsByEmail(email))) {
        const [projectId, invitationId] = member.split('|');
        const s = projectId ? await this.sc.state(projectId) : null;
        const inv = s && invitationId ? invitationOf(s, invitationId) : undefined;
        if (!s || !inv || !inv.email || !sameEmail(inv.email, email) || invitationStatus(inv, this.sc.now()) !== 'pending') continue;
        if (roleInProject(s, ctx.caller.userId) !== null) continue; // already in the project
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
    const message = total
      ? `You joined ${total} project${total === 1 ? '' : 's'}: ${accepted.map((a) => a.project.name).join(', ')}`
      : 'No pending invitations';
    return { data: accepted, message, meta: { total, message } };
  }
}
