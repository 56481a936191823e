import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useAuth } from '../../auth/authContext';
import { CURRENT_PROJECT_KEY } from '../../state/ProjectsProvider';
// The constant only: SessionBootstrap accepts this stored token after sign-in (spec §4).
import { PENDING_INVITATION_KEY } from '../../state/pendingInvitation';
import { INVITATION_TEXTS, acceptResult, detailsLoad, invitationToken } from './invitationModel';
import type { InvitationLoad } from './invitationModel';

// One function for the page's life: a new one per render would restart the details lookup.
const browserFetch: typeof fetch = (...a) => fetch(...a);

/**
 * The Invitation page (spec §2, public): the details looked up without authorization (spec §7),
 * accept when signed in (then the joined project becomes current and the dashboard opens), or sign
 * in / sign up with the token kept for SessionBootstrap to accept afterwards.
 */
export function useInvitationPage(fetcher: typeof fetch = browserFetch) {
  const params = useParams();
  const [search] = useSearchParams();
  const token = invitationToken(params.token, search.get('token'));
  const { isLoaded, isSignedIn, user, getToken } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [load, setLoad] = useState<InvitationLoad>(() => (token ? { state: 'loading' } : { state: 'invalid', message: INVITATION_TEXTS.noToken }));
  const [accepting, setAccepting] = useState(false);

  useEffect(() => {
    if (!token) {
      setLoad({ state: 'invalid', message: INVITATION_TEXTS.noToken });
      return;
    }
    const ctrl = new AbortController();
    setLoad({ state: 'loading' });
    void (async () => {
      try {
        // Public lookup: no authorization header (spec §7).
        const r = await fetcher(`/api/invitations/${encodeURIComponent(token)}/details`, { signal: ctrl.signal });
        const next = await detailsLoad(r);
        if (!ctrl.signal.aborted) setLoad(next);
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
        console.error(e);
        setLoad({ state: 'invalid', message: INVITATION_TEXTS.loadFailed });
      }
    })();
    return () => ctrl.abort();
  }, [token, fetcher]);

  const accept = async () => {
    setAccepting(true);
    try {
      const bearer = await getToken();
      if (!bearer) throw new Error('No authentication token');
      const r = await fetcher(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', headers: { authorization: `Bearer ${bearer}` } });
      const result = await acceptResult(r);
      if (!result.ok) throw new Error(result.message);
      localStorage.removeItem(PENDING_INVITATION_KEY);
      if (result.projectId) localStorage.setItem(CURRENT_PROJECT_KEY, result.projectId);
      enqueueSnackbar(INVITATION_TEXTS.joined, { variant: 'success' });
      navigate('/', { replace: true });
    } catch (e) {
      console.error(e);
      enqueueSnackbar((e as Error).message || INVITATION_TEXTS.acceptFailed, { variant: 'error' });
      setAccepting(false);
    }
  };

  const goAuth = (to: '/sign-in' | '/sign-up') => {
    localStorage.setItem(PENDING_INVITATION_KEY, token);
    navigate(to);
  };

  return {
    /** Still looking the invitation up, or the auth state is not known yet. */
    loading: load.state === 'loading' || !isLoaded,
    load,
    signedIn: isSignedIn,
    signedInEmail: user?.email ?? null,
    accepting,
    accept: () => void accept(),
    signIn: () => goAuth('/sign-in'),
    signUp: () => goAuth('/sign-up'),
    goHome: () => navigate('/'),
  };
}
