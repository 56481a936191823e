// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { AuthContext } from '../../auth/authContext';
import type { AuthState } from '../../auth/authContext';
import { CURRENT_PROJECT_KEY } from '../../state/ProjectsProvider';
import { PENDING_INVITATION_KEY } from '../../state/pendingInvitation';
import { INVITATION_TEXTS } from './invitationModel';
import { useInvitationPage } from './useInvitationPage';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const DETAILS = {
  token: 'tok',
  email: 'kim@example.com',
  role: 'developer',
  status: 'pending',
  expires_at: '2026-12-01T00:00:00.000Z',
  invited_by: { name: 'Olga Owner' },
  project: { name: 'Shop', description: 'The storefront' },
};
/** What the page holds: the REST fields in camelCase. */
const { expires_at, invited_by, ...sharedFields } = DETAILS;
const SHOWN = { ...sharedFields, expiresAt: expires_at, invitedBy: invited_by };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const auth = (signedIn: boolean): AuthState => ({
  mode: 'dev',
  isLoaded: true,
  isSignedIn: signedIn,
  user: signedIn ? { id: 'u1', name: 'Kim', email: 'kim@example.com' } : null,
  getToken: async () => (signedIn ? 'bearer-1' : null),
  signOut: async () => undefined,
});

function setup(path: string, fetcher: typeof fetch, signedIn = true) {
  const where = { path: '' };
  function Where() {
    where.path = useLocation().pathname;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth(signedIn)}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/invitation/:token?" element={children} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SnackbarProvider>
    </AuthContext.Provider>
  );
  return { where, ...renderHook(() => useInvitationPage(fetcher), { wrapper }) };
}

describe('useInvitationPage', () => {
  it('looks the details up without authorization and shows them', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return json(200, { data: DETAILS });
    }) as typeof fetch;
    const { result } = setup('/invitation/tok', fetcher);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.load).toEqual({ state: 'valid', details: SHOWN }));
    expect(calls[0]?.[0]).toBe('/api/invitations/tok/details');
    expect((calls[0]?.[1]?.headers as Record<string, string> | undefined)?.authorization).toBeUndefined();
  });

  it('a link without a token is invalid at once, with no request', () => {
    const fetcher = vi.fn() as unknown as typeof fetch;
    const { result } = setup('/invitation', fetcher);
    expect(result.current.load).toEqual({ state: 'invalid', message: INVITATION_TEXTS.noToken });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('accepting joins with the bearer, makes the project current and opens the dashboard', async () => {
    localStorage.setItem(PENDING_INVITATION_KEY, 'tok');
    const fetcher = (async (url: string, init?: RequestInit) => {
      if (url.endsWith('/accept')) {
        expect(init?.headers).toEqual({ authorization: 'Bearer bearer-1' });
        return json(200, { data: { project: { id: 'p9' } } });
      }
      return json(200, { data: DETAILS });
    }) as typeof fetch;
    const { result, where } = setup('/invitation/tok', fetcher);
    await waitFor(() => expect(result.current.load.state).toBe('valid'));
    act(() => result.current.accept());
    // a loaded machine: the bearer, the answer and the navigation take a few turns
    await waitFor(() => expect(where.path).toBe('/'), { timeout: 5000 });
    expect(localStorage.getItem(CURRENT_PROJECT_KEY)).toBe('p9');
    expect(localStorage.getItem(PENDING_INVITATION_KEY)).toBeNull();
    expect(await screen.findByText(INVITATION_TEXTS.joined)).toBeTruthy();
  });

  it('a refused accept shows the server’s message and stays, ready to try again', async () => {
    const fetcher = (async (url: string) =>
      url.endsWith('/accept') ? json(403, { error: { message: 'This invitation is for someone else' } }) : json(200, { data: DETAILS })) as typeof fetch;
    const { result, where } = setup('/invitation/tok', fetcher);
    await waitFor(() => expect(result.current.load.state).toBe('valid'));
    act(() => result.current.accept());
    expect(await screen.findByText('This invitation is for someone else')).toBeTruthy();
    expect(result.current.accepting).toBe(false);
    expect(where.path).toBe('/invitation/tok');
  });

  it('signed out, Sign In keeps the token for after sign-in', async () => {
    const fetcher = (async () => json(200, { data: DETAILS })) as typeof fetch;
    const { result, where } = setup('/invitation?token=tok', fetcher, false);
    await waitFor(() => expect(result.current.load.state).toBe('valid'));
    act(() => result.current.signIn());
    expect(localStorage.getItem(PENDING_INVITATION_KEY)).toBe('tok');
    expect(where.path).toBe('/sign-in');
  });
});
