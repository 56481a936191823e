/**
 * Issue 17: a project's members list says when each member last changed something there
 * (`last_active`) and last signed in (`last_login`); both were always null. A sign-in is what
 * the app's session start records through user-info/validate, at most once per interval.
 * Invite and cancel-invite refusals carry success:false with the reason.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_RECORD_EVERY_MS } from '@flagstream/domain';
import { startTestGateway } from './support/testGateway';
import type { TestGateway } from './support/testGateway';
import { addMember, profile, signIn } from './support/restClient';
import type { RestClient } from './support/restClient';

const dir = mkdtempSync(join(tmpdir(), 'flagstream-members-seen-'));
let gw: TestGateway;
let owner: RestClient;

beforeAll(async () => {
  gw = await startTestGateway({ env: { DEV_AUTH_KEY_DIR: join(dir, 'keys'), RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_SIGNIN_PER_MINUTE: '1000' } });
  gw.clock.set(Date.parse('2026-05-01T09:00:00.000Z'));
  owner = await signIn(gw.url, profile('owner'));
});
afterAll(async () => {
  await gw?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Member = { id: string; last_active: string | null; user: { id: string; last_login: string | null } };

describe('members: last_active and last_login', () => {
  it('are filled from the project changes and the sign-ins; a member who never changed anything has no last_active', async () => {
    const p = await owner.must<{ id: string }>('POST', '/projects', {
      data: { name: 'Seen', description: 'Who was here', settings: { environments: ['development'] } },
    });
    const createdAt = new Date(gw.clock.now()).toISOString();
    gw.clock.advance(60_000);
    const dev = await signIn(gw.url, profile('dev'));
    const devSignIn = new Date(gw.clock.now()).toISOString();
    await addMember(owner, p.id, dev, 'developer');
    gw.clock.advance(60_000);
    const viewer = await signIn(gw.url, profile('viewer'));
    await addMember(owner, p.id, viewer, 'viewer');

    let members = await owner.data<Member[]>(`/projects/${p.id}/members`);
    const byUser = (id: string) => members.find((m) => m.user.id === id)!;
    expect(byUser(owner.profile!.userId).user.last_login).toBe(createdAt);
    expect(byUser(dev.profile!.userId).user.last_login).toBe(devSignIn);
    // accepting the invitation is a change in the project made by the member
    expect(byUser(dev.profile!.userId).last_active).not.toBeNull();

    gw.clock.advance(5 * 60_000);
    await dev.must('POST', '/feature-flags', { data: { project: p.id, name: 'New checkout', type: 'boolean', value: false } });
    const changedAt = new Date(gw.clock.now()).toISOString();
    members = await owner.data<Member[]>(`/projects/${p.id}/members`);
    expect(byUser(dev.profile!.userId).last_active).toBe(changedAt);
    expect(byUser(owner.profile!.userId).last_active).not.toBe(changedAt);

    // GraphQL answers the same
    const gql = await fetch(new URL('/graphql', gw.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: 'query($id: ID!) { projectMembers(projectId: $id) { id lastActive user { id lastLogin } } }', variables: { id: p.id } }),
    });
    const viaGraphql = ((await gql.json()) as { data: { projectMembers: Member[] } }).data.projectMembers;
    expect(viaGraphql.find((m) => m.user.id === dev.profile!.userId)).toMatchObject({ lastActive: changedAt, user: { lastLogin: devSignIn } });
  });

  it('a new session within the interval records nothing new; after it, the new sign-in time', async () => {
    const p = await owner.must<{ id: string }>('POST', '/projects', {
      data: { name: 'Sessions', description: 'Sign-ins', settings: { environments: ['development'] } },
    });
    const member = await signIn(gw.url, profile('member'));
    const first = new Date(gw.clock.now()).toISOString();
    await addMember(owner, p.id, member, 'developer');
    const lastLogin = async () => (await owner.data<Member[]>(`/projects/${p.id}/members`)).find((m) => m.user.id === member.profile!.userId)!.user.last_login;
    gw.clock.advance(SIGN_IN_RECORD_EVERY_MS - 1);
    expect((await member.get('/user-info/validate')).status).toBe(200);
    expect(await lastLogin()).toBe(first);
    gw.clock.advance(1);
    expect((await member.get('/user-info/validate')).status).toBe(200);
    expect(await lastLogin()).toBe(new Date(gw.clock.now()).toISOString());
  });
});

describe('invite and cancel-invite answer success:false with the reason when refused (spec §7)', () => {
  it('an invalid email, an unknown invitation, a second cancel', async () => {
    const p = await owner.must<{ id: string }>('POST', '/projects', {
      data: { name: 'Refusals', description: 'Invites', settings: { environments: ['development'] } },
    });
    const bad = await owner.post(`/projects/${p.id}/invite`, { email: 'not-an-email', role: 'developer' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    const unknown = await owner.del('/invitations/inv_does_not_exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
    const sent = await owner.post(`/projects/${p.id}/invite`, { email: 'nico@example.com', role: 'viewer' });
    expect(sent.body).toMatchObject({ success: true });
    const id = (sent.body as { data: { id: string } }).data.id;
    expect((await owner.del(`/invitations/${id}`)).body).toMatchObject({ success: true });
    const again = await owner.del(`/invitations/${id}`);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.body).toMatchObject({ success: false, error: { code: expect.any(String), message: expect.any(String) } });
  });
});
