// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { AuthContext } from '../auth/authContext';
import type { AuthState } from '../auth/authContext';
import { SessionBootstrap } from './SessionBootstrap';

const run = vi.hoisted(() => ({ bootstrap: vi.fn(async () => false as boolean | null) }));
vi.mock('./bootstrapSession', () => ({ bootstrapSession: run.bootstrap }));
vi.mock('@apollo/client/react', () => ({ useApolloClient: () => ({}) }));
vi.mock('notistack', () => ({ useSnackbar: () => ({ enqueueSnackbar: vi.fn() }) }));

/** requestIdleCallback held by the test: the page's "idle moment" comes when the test says. */
let idle: (() => void)[] = [];
const goIdle = async () => {
  const due = idle;
  idle = [];
  await act(async () => {
    for (const f of due) f();
  });
};

const auth = (user: AuthState['user']): AuthState => ({
  mode: 'dev',
  isLoaded: true,
  isSignedIn: user !== null,
  user,
  getToken: async () => 'token',
  signOut: async () => undefined,
});
const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com' };

function view(state: AuthState, onReady: (changed: boolean) => void) {
  return (
    <AuthContext.Provider value={state}>
      <SessionBootstrap onReady={onReady}>
        <p>page</p>
      </SessionBootstrap>
    </AuthContext.Provider>
  );
}

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (f: () => void) => idle.push(f));
  run.bootstrap.mockReset().mockResolvedValue(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionBootstrap', () => {
  it('given a signed-in user, when the page renders, then the page shows at once and the bootstrap starts at the first idle moment', async () => {
    const onReady = vi.fn();
    const { getByText } = render(view(auth(ada), onReady));
    expect(getByText('page')).toBeTruthy();
    expect(run.bootstrap).not.toHaveBeenCalled();
    await goIdle();
    expect(run.bootstrap).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(false);
  });

  it('given the bootstrap changed the projects, then onReady says so; a re-render does not run it again', async () => {
    run.bootstrap.mockResolvedValue(true);
    const onReady = vi.fn();
    const { rerender } = render(view(auth(ada), onReady));
    await goIdle();
    rerender(view(auth({ ...ada }), onReady));
    await goIdle();
    expect(run.bootstrap).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(true);
  });

  it('given a sign-out before the idle moment, then that bootstrap never runs; signing in again runs it once', async () => {
    const onReady = vi.fn();
    const { rerender } = render(view(auth(ada), onReady));
    rerender(view(auth(null), onReady));
    await goIdle();
    expect(run.bootstrap).not.toHaveBeenCalled();
    expect(onReady).not.toHaveBeenCalled();
    rerender(view(auth(ada), onReady));
    await goIdle();
    expect(run.bootstrap).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('given an API that cannot be reached, then the next sign-in state change runs the bootstrap again', async () => {
    run.bootstrap.mockResolvedValueOnce(null);
    const onReady = vi.fn();
    const { rerender } = render(view(auth(ada), onReady));
    await goIdle();
    expect(onReady).toHaveBeenCalledWith(false);
    rerender(view(auth({ ...ada }), onReady));
    await goIdle();
    expect(run.bootstrap).toHaveBeenCalledTimes(2);
  });
});
