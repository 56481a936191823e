// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SnackbarProvider } from 'notistack';
import { DEFAULT_PLANS, findPlan } from '@flagstream/domain';
import type { SubscriptionPlan } from '@flagstream/domain';
import { BILLING_CONFIRM_PAYMENT, BILLING_PAYMENTS_CONFIG, BILLING_RECORD_PAYMENT } from './documents';
import type { Purchase } from './planModel';
import { usePlanPurchase } from './usePlanPurchase';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  sessionStorage.clear();
  window.history.replaceState(null, '', '/billing');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const pro: Purchase = {
  plan: findPlan(DEFAULT_PLANS, 'pro') as SubscriptionPlan,
  type: 'SUBSCRIPTION',
  variant: 'Month',
  amount: 49,
  daysLeft: 0,
  description: 'Pro monthly',
};

const payments = (provider: string, clientId: string | null = null): MockLink.MockedResponse => ({
  request: { query: BILLING_PAYMENTS_CONFIG },
  result: { data: { paymentsConfig: { __typename: 'PaymentsConfig', provider, clientId, currency: 'USD' } } },
});
const record = (orderId: string): MockLink.MockedResponse => ({
  request: {
    query: BILLING_RECORD_PAYMENT,
    variables: { input: { orderId, projectId: 'p1', planId: 'pro', variant: 'Month', type: 'SUBSCRIPTION', currentPlanId: null, upgradePrice: null } },
  },
  result: {
    data: {
      recordPayment: {
        __typename: 'RecordPaymentPayload',
        payment: { __typename: 'Payment', orderId, planId: 'pro', variant: 'Month', type: 'SUBSCRIPTION', amount: 49, currency: 'USD', status: 'CREATED' },
      },
    },
  },
});
const confirmed = (orderId: string): MockLink.MockedResponse => ({
  request: { query: BILLING_CONFIRM_PAYMENT, variables: { input: { orderId } } },
  result: {
    data: {
      confirmPayment: {
        __typename: 'ConfirmPaymentPayload',
        success: true,
        plan: {
          __typename: 'CurrentPlan',
          subscriptionStatus: 'active',
          planExpirationDate: null,
          currentPlan: { __typename: 'SubscriptionPlan', id: 'pro', name: 'Pro' },
        },
      },
    },
  },
});

/** The PayPal buttons' handlers, which must be showing. */
function sdkOf(current: ReturnType<typeof usePlanPurchase>) {
  if (!current.sdk) throw new Error('no PayPal checkout');
  return current.sdk;
}

function setup(mocks: MockLink.MockedResponse[], onPaid = vi.fn(async () => undefined)) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </MockedProvider>
  );
  const hook = renderHook(() => usePlanPurchase({ projectId: 'p1', currentPlanId: 'free', onPaid }), { wrapper });
  return { ...hook, onPaid };
}

describe('usePlanPurchase', () => {
  it('given a server without payments, when a plan is bought, then nothing starts', async () => {
    const open = vi.spyOn(window, 'open');
    const { result } = setup([payments('disabled')]);
    await waitFor(() => expect(result.current.mode).toBe('disabled'));
    act(() => result.current.buy(pro));
    expect(open).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
    expect(result.current.sdk).toBeNull();
  });

  it('given PayPal, when a plan is bought, then its buttons show; the order is recorded, and approving it confirms, reloads and closes them', async () => {
    const { result, onPaid } = setup([payments('paypal', 'client-1'), record('o1'), confirmed('o1')]);
    await waitFor(() => expect(result.current.mode).toBe('paypal'));
    act(() => result.current.buy(pro));
    expect(result.current.sdk).toMatchObject({ purchase: pro, clientId: 'client-1' });

    const create = vi.fn(async () => 'o1');
    await expect(sdkOf(result.current).createOrder(create)).resolves.toBe('o1');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ intent: 'CAPTURE' }));

    await act(() => sdkOf(result.current).onApprove('o1'));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(result.current.sdk).toBeNull();
    expect(result.current.busy).toBe(false);
    expect(await screen.findByText('Payment complete: Pro plan updated')).toBeTruthy();
  });

  it("given PayPal's error, then the buttons close and the provider alert shows", async () => {
    const { result } = setup([payments('paypal', 'client-1')]);
    await waitFor(() => expect(result.current.mode).toBe('paypal'));
    act(() => result.current.buy(pro));
    act(() => sdkOf(result.current).onError(new Error('window closed')));
    expect(result.current.sdk).toBeNull();
    expect(result.current.alert).toEqual({ title: 'Error with PayPal. Please try again.', detail: 'window closed' });
    act(() => result.current.clearAlert());
    expect(result.current.alert).toBeNull();
  });

  it('given a return from the provider with our pending order cancelled, then the toast says so and the address is cleaned', async () => {
    sessionStorage.setItem('flagstream.pendingPayment', JSON.stringify({ orderId: 'o1', projectId: 'p1', planName: 'Pro' }));
    window.history.replaceState(null, '', '/billing?paypal=cancelled&token=o1');
    setup([payments('simulator')]);
    expect(await screen.findByText('Payment cancelled. Your plan has not changed.')).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('flagstream.pendingPayment')).toBeNull();
  });

  it('given a return from the provider with our pending order approved, then the server confirms it and the page reloads', async () => {
    sessionStorage.setItem('flagstream.pendingPayment', JSON.stringify({ orderId: 'o1', projectId: 'p1', planName: 'Pro' }));
    window.history.replaceState(null, '', '/billing?paypal=approved&token=o1');
    const { result, onPaid } = setup([payments('simulator'), confirmed('o1')]);
    expect(result.current.pendingKey).toBe('resume');
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.busy).toBe(false));
  });
});
