/**
 * Invitations over REST: the token is a ≥128-bit secret returned once; details are readable
 * without signing in; wrong, altered, random, expired, used and cancelled tokens; the email
 * must match; auto-accept; the team-member cap on invite and on accept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { addMember, anonymous, expectError, profile, signIn } from './support/restClient';
import type { RestClient } from './support/restClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-rest-inv-'));
let gw: TestGateway;
let owner: RestClient;

beforeAll(async () => {
  // INVITATION_TTL_DAYS=1 with the test gateway's injectable clock: expiry is tested by moving the clock
  gw = await startTestGateway({
    env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), INVITATION_TTL_DAYS: '1', RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' },
  });
  owner = await signIn(gw.url, profile('owner'));
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

const newProject = async (name = 'Invites') =>
  owner.must('POST', '/projects', { data: { name, description: `${name} project`, settings: { environments: ['development'] } } });
const invite = async (projectId: string, email: string, role = 'developer', message?: string) => {
  const r = await owner.post(`/projects/${projectId}/invite`, { email, role, ...(message !== undefined ? { message } : {}) });
  expect(r.status, r.text).toBe(200);
  return r.body.data as { id: string; token: string; email: string; role: string; expires_at: string; created_at: string };
};
const INVALID = 'Invalid or expired invitation';

describe('the invitation token', () => {
  it('is returned once, by the invite call: base64url of 32 random bytes (≥128 bits), distinct per invitation', async () => {
    const p = await newProject();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await invite(p.id, `t${i}@example.com`)).token);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]+$/);
      const bytes = Buffer.from(t, 'base64url');
      expect(bytes.length).toBeGreaterThanOrEqual(16);
      expect(bytes.length).toBe(32);
      expect(bytes.toString('base64url')).toBe(t);
    }
    expect(new Set(tokens).size).toBe(3);
    // no other call hands it out again
    const seen = JSON.stringify([
      await owner.data(`/projects/${p.id}/invitations`),
      await owner.data(`/projects/${p.id}`),
      await owner.data(`/projects/${p.id}/members`),
      await owner.data(`/dashboard/${p.id}/activity`),
      await owner.data('/projects'),
    ]);
    for (const t of tokens) expect(seen).not.toContain(t);
    expect(seen).not.toMatch(/token/i);
  });

  it('details are readable without signing in: token, email, role, expires_at, message, invited_by.name, project name and description', async () => {
    const p = await newProject('Readable');
    const inv = await invite(p.id, 'reader@example.com', 'manager', 'Come help');
    const r = await anonymous(gw.url).get(`/invitations/${inv.token}/details`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      token: inv.token,
      email: 'reader@example.com',
      role: 'manager',
      expires_at: inv.expires_at,
      message: 'Come help',
      invited_by: { name: owner.profile!.name },
      project: { name: 'Readable', description: 'Readable project' },
    });
    // the expiry is INVITATION_TTL_DAYS (1) after creation
    expect(Date.parse(inv.expires_at) - Date.parse(inv.created_at)).toBe(86_400_000);
    // without a message the optional field is empty
    const bare = await invite(p.id, 'bare@example.com');
    const d = await anonymous(gw.url).data(`/invitations/${bare.token}/details`);
    expect(d.message ?? null).toBeNull();
  });

  it('a wrong, altered or random token: details and accept answer 404 "Invalid or expired invitation"', async () => {
    const p = await newProject('Wrong Tokens');
    const inv = await invite(p.id, 'target@example.com');
    const target = await signIn(gw.url, { userId: 'user_target', name: 'Target', email: 'target@example.com' });
    const flip = (t: string, i: number) => t.slice(0, i) + (t[i] === 'A' ? 'B' : 'A') + t.slice(i + 1);
    const bad = [
      flip(inv.token, 0),
      flip(inv.token, 21),
      flip(inv.token, inv.token.length - 1),
      inv.token.slice(0, -1),
      `${inv.token}A`,
      inv.token.toUpperCase(),
      randomBytes(32).toString('base64url'),
      randomBytes(16).toString('hex'),
      'abc',
      'x'.repeat(99),
      inv.id,
      encodeURIComponent('../../projects'),
      '%20',
      'null',
    ];
    for (const token of bad) {
      expectError(await anonymous(gw.url).get(`/invitations/${encodeURIComponent(token)}/details`), 404, 'INVITATION_NOT_FOUND', INVALID);
      expectError(await target.post(`/invitations/${encodeURIComponent(token)}/accept`), 404, 'INVITATION_NOT_FOUND', INVALID);
    }
    // the real one still works
    expect((await target.post(`/invitations/${inv.token}/accept`)).status).toBe(200);
  });

  it('an expired invitation (INVITATION_TTL_DAYS=1, clock moved past it) cannot be read or accepted', async () => {
    const p = await newProject('Expiring');
    const prof = profile('late');
    const inv = await invite(p.id, prof.email);
    const late = await signIn(gw.url, prof);
    gw.clock.advance(86_400_000 - 60_000);
    expect((await anonymous(gw.url).get(`/invitations/${inv.token}/details`)).status).toBe(200);
    gw.clock.advance(60_000);
    expectError(await anonymous(gw.url).get(`/invitations/${inv.token}/details`), 410, 'INVITATION_EXPIRED', 'This invitation has expired');
    expectError(await late.post(`/invitations/${inv.token}/accept`), 410, 'INVITATION_EXPIRED', 'This invitation has expired');
    expect((await late.post('/user/auto-accept-invitations')).body.meta.total).toBe(0);
    expectError(await late.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');
    // it no longer blocks a new invitation to the same address
    const again = await invite(p.id, prof.email);
    expect((await late.post(`/invitations/${again.token}/accept`)).status).toBe(200);
  });

  it('an accepted token cannot be used again (409); a cancelled one cannot be read or accepted', async () => {
    const p = await newProject('Once');
    const prof = profile('once');
    const inv = await invite(p.id, prof.email);
    const u = await signIn(gw.url, prof);
    expect((await u.post(`/invitations/${inv.token}/accept`)).status).toBe(200);
    expectError(await u.post(`/invitations/${inv.token}/accept`), 409, 'INVITATION_NOT_PENDING');
    expectError(await anonymous(gw.url).get(`/invitations/${inv.token}/details`), 409, 'INVITATION_NOT_PENDING');
    // someone else holding the used link gets nowhere either
    const other = await signIn(gw.url, profile('other'));
    const r = await other.post(`/invitations/${inv.token}/accept`);
    expect([403, 409]).toContain(r.status);
    expectError(await other.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');

    const prof2 = profile('cancelled');
    const inv2 = await invite(p.id, prof2.email);
    expect((await owner.del(`/invitations/${inv2.id}`)).status).toBe(200);
    const u2 = await signIn(gw.url, prof2);
    expectError(await anonymous(gw.url).get(`/invitations/${inv2.token}/details`), 409, 'INVITATION_NOT_PENDING');
    expectError(await u2.post(`/invitations/${inv2.token}/accept`), 409, 'INVITATION_NOT_PENDING');
    expectError(await owner.del(`/invitations/${inv2.id}`), 409, 'INVITATION_NOT_PENDING');
    expectError(await u2.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');
  });

  it('accepting with a different email answers 403 INVITATION_EMAIL_MISMATCH; the email compares case-insensitively', async () => {
    const p = await newProject('Mismatch');
    const inv = await invite(p.id, 'Right.Person@Example.com');
    expect(inv.email).toBe('right.person@example.com');
    const wrong = await signIn(gw.url, profile('wrong'));
    expectError(await wrong.post(`/invitations/${inv.token}/accept`), 403, 'INVITATION_EMAIL_MISMATCH');
    expectError(await wrong.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');
    // nor a look-alike address
    const lookAlike = await signIn(gw.url, { userId: 'user_lookalike', name: 'Look Alike', email: 'right.person@example.com.evil.test' });
    expectError(await lookAlike.post(`/invitations/${inv.token}/accept`), 403, 'INVITATION_EMAIL_MISMATCH');
    // still pending after the failed attempts
    expect((await anonymous(gw.url).get(`/invitations/${inv.token}/details`)).status).toBe(200);
    const right = await signIn(gw.url, { userId: 'user_right', name: 'Right', email: 'RIGHT.person@example.COM' });
    const ok = await right.post(`/invitations/${inv.token}/accept`);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.role).toBe('developer');
    // an existing member cannot be invited again
    expectError(await owner.post(`/projects/${p.id}/invite`, { email: 'right.person@example.com' }), 409, 'ALREADY_MEMBER');
  });

  it('accepting requires sign-in (401); a second pending invitation for the same address is refused (409)', async () => {
    const p = await newProject('Needs Sign In');
    const inv = await invite(p.id, 'pending@example.com');
    expectError(await anonymous(gw.url).post(`/invitations/${inv.token}/accept`), 401, 'UNAUTHENTICATED', 'No authentication token');
    expectError(await owner.post(`/projects/${p.id}/invite`, { email: 'PENDING@example.com' }), 409, 'INVITATION_PENDING');
  });
});

describe('auto-accept', () => {
  it("accepts every pending invitation for the caller's email and reports meta{total,message}", async () => {
    const prof = profile('auto');
    const a = await newProject('Auto A');
    const b = await newProject('Auto B');
    const c = await newProject('Auto C');
    await invite(a.id, prof.email, 'developer');
    await invite(b.id, prof.email.toUpperCase(), 'viewer');
    const cancelled = await invite(c.id, prof.email, 'admin');
    await owner.must('DELETE', `/invitations/${cancelled.id}`);
    await invite(c.id, 'somebody.else@example.com', 'admin');

    const u = await signIn(gw.url, prof);
    const r = await u.post('/user/auto-accept-invitations');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: expect.any(String), meta: { total: 2, message: expect.any(String) } });
    expect(r.body.meta.message).toBe(r.body.message);
    expect(r.body.meta.message).toContain('Auto A');
    expect(r.body.meta.message).toContain('Auto B');
    expect(r.body.data).toEqual(
      expect.arrayContaining([
        { project: { id: a.id, name: 'Auto A' }, role: 'developer' },
        { project: { id: b.id, name: 'Auto B' }, role: 'viewer' },
      ]),
    );
    const ms = await u.data('/user/memberships');
    expect(ms.map((m: any) => [m.project.id, m.role]).sort()).toEqual(
      [
        [a.id, 'developer'],
        [b.id, 'viewer'],
      ].sort(),
    );
    expectError(await u.get(`/projects/${c.id}`), 404, 'PROJECT_NOT_FOUND');
    expect(await owner.data(`/projects/${a.id}/invitations`)).toEqual([]);

    const again = await u.post('/user/auto-accept-invitations');
    expect(again.body.meta).toEqual({ total: 0, message: 'No pending invitations' });
    // someone with no invitations
    const nobody = await signIn(gw.url, profile('nobody'));
    expect((await nobody.post('/user/auto-accept-invitations')).body).toMatchObject({ success: true, data: [], meta: { total: 0 } });
  });
});

describe('team-member cap (Free plan: 3 team members)', () => {
  it('is enforced on invite: a fourth invitation at three members answers 402 PLAN_LIMIT_REACHED', async () => {
    const p = await newProject('Full Team');
    for (let i = 0; i < 3; i++) {
      const prof = profile(`member${i}`);
      const inv = await invite(p.id, prof.email);
      expect((await (await signIn(gw.url, prof)).post(`/invitations/${inv.token}/accept`)).status).toBe(200);
    }
    expect((await owner.data(`/projects/${p.id}/usage`)).totalTeamMembers).toBe(3);
    const r = await owner.post(`/projects/${p.id}/invite`, { email: 'fourth@example.com' });
    expectError(r, 402, 'PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 team members. To add more, please upgrade to a higher plan.');
    expect(r.body.error.details).toMatchObject({ limitType: 'teamMembers', count: 3, max: 3, plan: 'Free' });
    expectError(await owner.post(`/projects/${p.id}/add-team-member`, { userId: 'user_fourth' }), 402, 'PLAN_LIMIT_REACHED');
    expect(await owner.data(`/projects/${p.id}/invitations`)).toEqual([]);
  });

  it('is enforced on accept: invitations sent below the cap cannot take the team past it', async () => {
    const p = await newProject('Race To Join');
    const first = await signIn(gw.url, profile('first'));
    await addMember(owner, p.id, first);
    const profs = [profile('second'), profile('third'), profile('fourth')];
    const invs: Array<{ token: string }> = [];
    for (const prof of profs) invs.push(await invite(p.id, prof.email));
    const clients = await Promise.all(profs.map((prof) => signIn(gw.url, prof)));
    expect((await clients[0]!.post(`/invitations/${invs[0]!.token}/accept`)).status).toBe(200);
    expect((await clients[1]!.post(`/invitations/${invs[1]!.token}/accept`)).status).toBe(200);
    const over = await clients[2]!.post(`/invitations/${invs[2]!.token}/accept`);
    expectError(over, 402, 'PLAN_LIMIT_REACHED');
    expect(over.body.error.details).toMatchObject({ limitType: 'teamMembers', count: 3, max: 3 });
    expectError(await clients[2]!.get(`/projects/${p.id}`), 404, 'PROJECT_NOT_FOUND');
    // auto-accept hits the same cap without failing the call
    const aa = await clients[2]!.post('/user/auto-accept-invitations');
    expect(aa.status).toBe(200);
    expect(aa.body.meta.total).toBe(0);
    // once a member leaves, the invitation can be accepted
    await owner.must('DELETE', `/projects/${p.id}/members/${first.profile!.userId}`);
    expect((await clients[2]!.post(`/invitations/${invs[2]!.token}/accept`)).status).toBe(200);
    expect((await owner.data(`/projects/${p.id}/members`)).length).toBe(4); // the owner and three members
  });

  it('concurrent acceptances at the cap never exceed it', async () => {
    const p = await newProject('Concurrent');
    const profs = [profile('c1'), profile('c2'), profile('c3'), profile('c4'), profile('c5')];
    // invitations are sent while the team is empty: five pending for three seats
    const invs: Array<{ token: string }> = [];
    for (const prof of profs) invs.push(await invite(p.id, prof.email));
    const clients = await Promise.all(profs.map((prof) => signIn(gw.url, prof)));
    const results = await Promise.all(clients.map((cl, i) => cl.post(`/invitations/${invs[i]!.token}/accept`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 402, 'PLAN_LIMIT_REACHED');
    expect((await owner.data(`/projects/${p.id}`)).team_members).toHaveLength(3);
  });
});
