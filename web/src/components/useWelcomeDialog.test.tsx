// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CREATE_PROJECT } from '../apollo/documents/projects';
import { FREE_PLAN_FEATURES_QUERY } from '../apollo/documents/plans';
import { useWelcomeDialog } from './useWelcomeDialog';

const shell = vi.hoisted(() => ({ setCurrentId: vi.fn(), refetch: vi.fn(async () => undefined) }));
vi.mock('../state/ProjectsProvider', () => ({ useProjects: () => shell }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const plans: MockLink.MockedResponse = {
  request: { query: FREE_PLAN_FEATURES_QUERY },
  result: {
    data: {
      subscriptionPlans: [
        {
          __typename: 'SubscriptionPlan',
          id: 'free',
          name: 'Free',
          isFreePlan: true,
          features: ['One', 'Two', 'Three', 'Four', 'Five'],
          featureMaxEnvironments: 3,
        },
      ],
    },
  },
  maxUsageCount: 10,
};
const created: MockLink.MockedResponse = {
  request: {
    query: CREATE_PROJECT,
    variables: { input: { name: 'Shop', description: 'Web shop', settings: { environments: ['development', 'staging', 'production'], status: 'active' } } },
  },
  result: { data: { createProject: { __typename: 'CreateProjectPayload', project: { __typename: 'Project', id: 'p1', name: 'Shop' } } } },
};

function setup(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useWelcomeDialog(), { wrapper });
}

describe('useWelcomeDialog', () => {
  it('given the free plan, then the form lists its first four features and the default environments, and is not valid yet', async () => {
    const { result } = setup([plans]);
    await waitFor(() => expect(result.current.features).toEqual(['One', 'Two', 'Three', 'Four']));
    expect(result.current.environments).toEqual(['development', 'staging', 'production']);
    expect(result.current.envLimit).toEqual({ max: 3, plan: 'Free' });
    expect(result.current.valid).toBe(false);
  });

  it('when a name and description are filled in and it is submitted, then the project is created, made current and the form resets', async () => {
    const { result } = setup([plans, created]);
    await waitFor(() => expect(result.current.envLimit.max).toBe(3));
    act(() => {
      result.current.setName(' Shop ');
      result.current.setDescription('Web shop ');
    });
    expect(result.current.valid).toBe(true);
    await act(() => result.current.submit());
    expect(shell.setCurrentId).toHaveBeenCalledWith('p1');
    expect(shell.refetch).toHaveBeenCalled();
    expect(result.current.name).toBe('');
    expect(result.current.description).toBe('');
  });

  it('given an invalid form, when it is submitted, then nothing is sent', async () => {
    const { result } = setup([plans]);
    await act(() => result.current.submit());
    expect(shell.setCurrentId).not.toHaveBeenCalled();
  });
});
