import { describe, expect, it } from 'vitest';
import { INVITATION_TEXTS, acceptResult, detailsLoad, invitationToken, roleLabel, signedInAsSomeoneElse } from './invitationModel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('invitationModel', () => {
  it('takes the token from the path, else from the query, trimmed', () => {
    expect(invitationToken(' abc ', 'q')).toBe('abc');
    expect(invitationToken(undefined, 'q1')).toBe('q1');
    expect(invitationToken(undefined, null)).toBe('');
  });

  it('reads the details, or the server’s reason, or the spec’s text when there is none', async () => {
    const details = {
      token: 't',
      email: 'a@b.c',
      role: 'viewer',
      status: 'pending',
      expires_at: '2026-01-01',
      invited_by: { name: 'Kim' },
      project: { name: 'Shop', description: '' },
    };
    // The REST answer keeps the contract's snake_case; the page reads camelCase.
    const { expires_at, invited_by, ...rest } = details;
    expect(await detailsLoad(json(200, { data: details }))).toEqual({
      state: 'valid',
      details: { ...rest, expiresAt: expires_at, invitedBy: invited_by },
    });
    expect(await detailsLoad(json(410, { error: { code: 'INVITATION_EXPIRED', message: 'This invitation has expired' } }))).toEqual({
      state: 'invalid',
      message: 'This invitation has expired',
    });
    expect(await detailsLoad(new Response('<html>bad gateway</html>', { status: 502 }))).toEqual({ state: 'invalid', message: INVITATION_TEXTS.loadFailed });
  });

  it('reads the accept answer: the project joined, or the error to show', async () => {
    expect(await acceptResult(json(200, { data: { project: { id: 'p1' } } }))).toEqual({ ok: true, projectId: 'p1' });
    expect(await acceptResult(json(200, { message: 'ok' }))).toEqual({ ok: true, projectId: null });
    expect(await acceptResult(json(403, { error: { message: 'This invitation is for someone else' } }))).toEqual({
      ok: false,
      message: 'This invitation is for someone else',
    });
    expect(await acceptResult(json(500, {}))).toEqual({ ok: false, message: INVITATION_TEXTS.acceptFailed });
  });

  it('labels the role and warns only when signed in with another address', () => {
    expect(roleLabel('developer')).toBe('Developer');
    expect(signedInAsSomeoneElse('Kim@Example.com ', 'kim@example.com')).toBe(false);
    expect(signedInAsSomeoneElse('other@example.com', 'kim@example.com')).toBe(true);
    expect(signedInAsSomeoneElse(null, 'kim@example.com')).toBe(false);
  });
});
