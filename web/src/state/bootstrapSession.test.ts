// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_INVITATION, AUTO_ACCEPT_INVITATIONS, USER_INFO, VALIDATE_USER_INFO } from '../apollo/documents/session';
import { ATTEMPTS, bootstrapSession, ensureUser } from './bootstrapSession';
import { PENDING_INVITATION_KEY } from './pendingInvitation';
import { CURRENT_PROJECT_KEY } from './ProjectsProvider';

type Handler = (vars?: unknown) => Promise<unknown>;
/** A client whose query and mutations answer as the test says, recording what was asked. */
function fakeClient(answers: Map<unknown, Handler>) {
  const calls: unknown[] = [];
  const run = (doc: unknown, vars?: unknown) => {
    calls.push(doc);
    const h = answers.get(doc);
    return h ? h(vars) : Promise.resolve({ data: undefined });
  };
  return {
    calls,
    client: {
      query: vi.fn(({ query }: { query: unknown }) => run(query)),
      mutate: vi.fn(({ mutation, variables }: { mutation: unknown; variables?: unknown }) => run(mutation, variables)),
    } as never,
  };
}
const noWait = async () => undefined;
const known = () => new Map<unknown, Handler>([[USER_INFO, async () => ({ data: {} })]]);

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('bootstrapSession', () => {
  it('given a known user and nothing to accept, then the projects have not changed and the session start is recorded', async () => {
    const { client, calls } = fakeClient(known());
    const notify = vi.fn();
    expect(await bootstrapSession(client, notify, noWait)).toBe(false);
    expect(calls).toContain(VALIDATE_USER_INFO);
    expect(notify).not.toHaveBeenCalled();
  });

  it('given an unreachable API, then it says so at once without initialising anyone', async () => {
    const { client, calls } = fakeClient(new Map([[USER_INFO, async () => Promise.reject(new TypeError('Failed to fetch'))]]));
    expect(await bootstrapSession(client, vi.fn(), noWait)).toBeNull();
    expect(calls).toEqual([USER_INFO]);
  });

  it('given a missing user, when initialising works, then the projects may have changed', async () => {
    const { client } = fakeClient(
      new Map<unknown, Handler>([
        [USER_INFO, async () => Promise.reject(new Error('User not found'))],
        [VALIDATE_USER_INFO, async () => ({ data: {} })],
      ]),
    );
    expect(await bootstrapSession(client, vi.fn(), noWait)).toBe(true);
  });

  it('given initialising keeps failing, then it tries five times, waiting between tries, and goes on', async () => {
    const wait = vi.fn(noWait);
    const { client } = fakeClient(
      new Map<unknown, Handler>([
        [USER_INFO, async () => Promise.reject(new Error('User not found'))],
        [VALIDATE_USER_INFO, async () => Promise.reject(new Error('no'))],
      ]),
    );
    expect(await ensureUser(client, wait)).toBe(false);
    expect(wait).toHaveBeenCalledTimes(ATTEMPTS - 1);
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('given a stored invitation, when it is accepted, then it is forgotten, its project becomes current and the user is told', async () => {
    localStorage.setItem(PENDING_INVITATION_KEY, 'tok');
    const answers = known();
    answers.set(ACCEPT_INVITATION, async (vars) => {
      expect(vars).toEqual({ input: { token: 'tok' } });
      return { data: { acceptInvitation: { project: { id: 'p9' } } } };
    });
    const { client } = fakeClient(answers);
    const notify = vi.fn();
    expect(await bootstrapSession(client, notify, noWait)).toBe(true);
    expect(localStorage.getItem(PENDING_INVITATION_KEY)).toBeNull();
    expect(localStorage.getItem(CURRENT_PROJECT_KEY)).toBe('p9');
    expect(notify).toHaveBeenCalledWith('Successfully joined the project!', 'success');
  });

  it('given a stored invitation that fails, then the user is told and it is kept for another try', async () => {
    localStorage.setItem(PENDING_INVITATION_KEY, 'tok');
    const answers = known();
    answers.set(ACCEPT_INVITATION, async () => Promise.reject(new Error('expired')));
    const { client } = fakeClient(answers);
    const notify = vi.fn();
    expect(await bootstrapSession(client, notify, noWait)).toBe(false);
    expect(notify).toHaveBeenCalledWith('Failed to accept invitation. You can try again from the invitation link.', 'error');
    expect(localStorage.getItem(PENDING_INVITATION_KEY)).toBe('tok');
  });

  it('given invitations for this email, when they are auto-accepted, then the server message is shown; a failure is only logged', async () => {
    const answers = known();
    answers.set(AUTO_ACCEPT_INVITATIONS, async () => ({ data: { autoAcceptInvitations: { total: 2, message: 'Joined 2 projects' } } }));
    const notify = vi.fn();
    expect(await bootstrapSession(fakeClient(answers).client, notify, noWait)).toBe(true);
    expect(notify).toHaveBeenCalledWith('Joined 2 projects', 'success');

    answers.set(AUTO_ACCEPT_INVITATIONS, async () => Promise.reject(new Error('down')));
    expect(await bootstrapSession(fakeClient(answers).client, vi.fn(), noWait)).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});
