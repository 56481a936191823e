import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor, MemberInvited, ProjectCommand, ProjectEvent } from '../src';
import { DAY_MS, INVITATION_TTL_MS, fold, projectDecider } from '../src';
import { OWNER, T0, createdProject, project, testContext } from './givenWhenThen';

const sha = (token: string): string => createHash('sha256').update(token).digest('hex');
const DEVELOPER: Actor = { id: 'user-dev', name: 'Dana Developer', email: 'dana@example.com' };
const BOB: Actor = { id: 'user-bob', name: 'Bob Builder', email: 'bob@example.com' };

const after = (events: ProjectEvent[], cmd: ProjectCommand, over = {}): ProjectEvent[] => [
  ...events,
  ...projectDecider.decide(cmd, fold(projectDecider, events), testContext({ newId: () => `id-${events.length}`, ...over })),
];
const invited = after(createdProject(), {
  kind: 'InviteMember',
  email: 'bob@example.com',
  role: 'developer',
  message: 'Welcome aboard',
  tokenHash: sha('old'),
});
const oldId = (invited.find((e) => e.type === 'MemberInvited') as MemberInvited).data.invitationId;

describe('ReissueInvitation (issue 17: "copy a new link", the old one revoked)', () => {
  it('given a pending invitation, when re-issued, then the old link is cancelled and a new one is sent for the same email, role and message', () => {
    project
      .given(invited)
      .when({ kind: 'ReissueInvitation', invitationId: oldId, tokenHash: sha('new') }, testContext({ newId: () => 'inv-2', now: T0 + DAY_MS }))
      .then((events, next) => {
        expect(events).toEqual([
          { type: 'InvitationCancelled', data: { invitationId: oldId, cancelledAt: T0 + DAY_MS } },
          {
            type: 'MemberInvited',
            data: {
              invitationId: 'inv-2',
              email: 'bob@example.com',
              role: 'developer',
              message: 'Welcome aboard',
              tokenHash: sha('new'),
              invitedBy: { id: OWNER.id, name: OWNER.name },
              createdAt: T0 + DAY_MS,
              expiresAt: T0 + DAY_MS + INVITATION_TTL_MS,
            },
          },
        ]);
        expect(next.invitations[oldId]!.status).toBe('cancelled');
        expect(next.invitations['inv-2']!.status).toBe('pending');
      });
  });

  it('the old link no longer works; the new one does', () => {
    const reissued = after(invited, { kind: 'ReissueInvitation', invitationId: oldId, tokenHash: sha('new') });
    project
      .given(reissued)
      .when({ kind: 'AcceptInvitation', tokenHash: sha('old') }, testContext({ actor: BOB }))
      .thenFails('INVITATION_NOT_PENDING');
    project
      .given(reissued)
      .when({ kind: 'AcceptInvitation', tokenHash: sha('new') }, testContext({ actor: BOB }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['InvitationAccepted', 'MemberJoined']));
  });

  it('an expired invitation can be re-issued too (a fresh week)', () => {
    const later = T0 + 8 * DAY_MS;
    project
      .given(invited)
      .when({ kind: 'ReissueInvitation', invitationId: oldId, tokenHash: sha('new') }, testContext({ now: later }))
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['MemberInvited']);
        expect((events[0] as MemberInvited).data.expiresAt).toBe(later + INVITATION_TTL_MS);
      });
  });

  it('refuses an accepted or unknown invitation, and people who may not invite', () => {
    const accepted = after(invited, { kind: 'AcceptInvitation', tokenHash: sha('old') }, { actor: BOB });
    project
      .given(accepted)
      .when({ kind: 'ReissueInvitation', invitationId: oldId, tokenHash: sha('new') })
      .thenFails('INVITATION_NOT_PENDING');
    project
      .given(invited)
      .when({ kind: 'ReissueInvitation', invitationId: 'nope', tokenHash: sha('new') })
      .thenFails('INVITATION_NOT_FOUND');
    const withDeveloper = after(
      after(invited, { kind: 'InviteMember', email: DEVELOPER.email!, role: 'developer', tokenHash: sha('dev') }),
      { kind: 'AcceptInvitation', tokenHash: sha('dev') },
      { actor: DEVELOPER },
    );
    project
      .given(withDeveloper)
      .when({ kind: 'ReissueInvitation', invitationId: oldId, tokenHash: sha('new') }, testContext({ actor: DEVELOPER }))
      .thenFails('FORBIDDEN');
    project.given(invited).when({ kind: 'ReissueInvitation', invitationId: oldId, tokenHash: 'not-a-hash' }).thenFails('VALIDATION_FAILED');
  });
});
