// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { DEFAULT_PLANS, findPlan } from '@flagstream/domain';
import type { ProjectData } from '../../state/ProjectsProvider';
import { BILLING_CURRENT_PLAN, BILLING_PAYMENTS_CONFIG, BILLING_PLANS, BILLING_USAGE } from './documents';
import { useBillingPage } from './useBillingPage';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const typed = (p: object) => ({ __typename: 'SubscriptionPlan', ...p });
const plans = (): MockLink.MockedResponse => ({
  request: { query: BILLING_PLANS },
  result: { data: { subscriptionPlans: DEFAULT_PLANS.plans.map(typed) } },
});
const currentPlan = (projectId: string, planId: string): MockLink.MockedResponse => ({
  request: { query: BILLING_CURRENT_PLAN, variables: { projectId } },
  result: {
    data: {
      currentPlan: {
        __typename: 'CurrentPlan',
        currentPlan: typed(findPlan(DEFAULT_PLANS, planId) ?? {}),
        planExpirationDate: null,
        subscriptionVariant: 'Month',
        subscriptionStatus: 'active',
        planPeriodStart: null,
      },
    },
  },
});
const usage = (projectId: string): MockLink.MockedResponse => ({
  request: { query: BILLING_USAGE, variables: { projectId } },
  result: { data: { projectUsage: { __typename: 'ProjectUsage', totalEnvironments: 2, totalFeatureFlags: 3, totalOverrides: 0, totalTeamMembers: 1 } } },
});
const payments = (provider: string): MockLink.MockedResponse => ({
  request: { query: BILLING_PAYMENTS_CONFIG },
  result: { data: { paymentsConfig: { __typename: 'PaymentsConfig', provider, clientId: null, currency: 'USD' } } },
});

const project = (id: string, canManageBilling: boolean) => ({ id, name: 'Shop', permissions: { canManageBilling } }) as unknown as ProjectData;

function setup(current: ProjectData | null, mocks: MockLink.MockedResponse[], refetch = vi.fn(async () => undefined)) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  return renderHook(() => useBillingPage({ current, loading: false, refetch }), { wrapper });
}

describe('useBillingPage', () => {
  it('an owner on the free plan: ready, the plans offered in order, payments through the simulator', async () => {
    const { result } = setup(project('p1', true), [plans(), currentPlan('p1', 'free'), usage('p1'), payments('simulator')]);
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.ctx?.current.id).toBe('free');
    expect(result.current.usage?.totalFeatureFlags).toBe(3);
    expect(result.current.offers.map((o) => o.plan.id)).toEqual([...DEFAULT_PLANS.plans].sort((a, b) => a.planOrder - b.planOrder).map((p) => p.id));
    await waitFor(() => expect(result.current.payable).toBe(true));
    expect(result.current.paymentsDisabled).toBe(false);
  });

  it('the period toggle reprices the offers', async () => {
    const { result } = setup(project('p2', true), [plans(), currentPlan('p2', 'free'), usage('p2'), payments('simulator')]);
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const monthly = result.current.offers;
    act(() => result.current.setView('Year'));
    expect(result.current.view).toBe('Year');
    expect(result.current.offers).not.toBe(monthly);
  });

  it('a member who may not pay sees the plans but cannot buy; a server without payments says so to owners only', async () => {
    const viewer = setup(project('p3', false), [plans(), currentPlan('p3', 'free'), usage('p3'), payments('disabled')]);
    await waitFor(() => expect(viewer.result.current.state).toBe('ready'));
    expect(viewer.result.current.payable).toBe(false);
    expect(viewer.result.current.paymentsDisabled).toBe(false);
    cleanup();
    const owner = setup(project('p4', true), [plans(), currentPlan('p4', 'free'), usage('p4'), payments('disabled')]);
    await waitFor(() => expect(owner.result.current.paymentsDisabled).toBe(true));
    expect(owner.result.current.payable).toBe(false);
  });

  it('without a project nothing is asked about the project', () => {
    const { result } = setup(null, [plans(), payments('simulator')]);
    expect(result.current.project).toBeNull();
    expect(result.current.ctx).toBeNull();
    expect(result.current.offers).toEqual([]);
  });
});
