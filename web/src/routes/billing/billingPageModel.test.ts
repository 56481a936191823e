import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_PLANS, findPlan } from '@flagstream/domain';
import { billingState, planOffers, subscriptionContext } from './billingPageModel';

const NOW = Date.UTC(2026, 0, 25, 12, 0, 0);

describe('billingPageModel', () => {
  it('reads the subscription with its expiry as a time, none without an answer', () => {
    const starter = findPlan(DEFAULT_PLANS, 'starter');
    const expires = new Date(NOW + 10 * DAY_MS).toISOString();
    expect(subscriptionContext({ currentPlan: starter, planExpirationDate: expires, subscriptionVariant: 'Year' }, NOW)).toEqual({
      current: starter,
      expiresAt: NOW + 10 * DAY_MS,
      subscriptionVariant: 'Year',
      now: NOW,
    });
    expect(subscriptionContext({ currentPlan: starter, planExpirationDate: null, subscriptionVariant: 'Month' }, NOW)?.expiresAt).toBeNull();
    expect(subscriptionContext(undefined, NOW)).toBeNull();
  });

  it('offers every plan in the catalogue’s order, the current one marked', () => {
    const ctx = subscriptionContext({ currentPlan: findPlan(DEFAULT_PLANS, 'free'), planExpirationDate: null, subscriptionVariant: 'Month' }, NOW);
    const shuffled = [...DEFAULT_PLANS.plans].reverse();
    const offers = planOffers(shuffled, ctx, 'Month');
    expect(offers.map((o) => o.plan.planOrder)).toEqual([...DEFAULT_PLANS.plans].map((p) => p.planOrder).sort((a, b) => a - b));
    expect(offers.find((o) => o.plan.id === 'free')?.badge).toBe('Current Plan');
    expect(planOffers(shuffled, null, 'Month')).toEqual([]);
  });

  it('is an error only once a query failed with nothing to show after its retries', () => {
    const ok = { data: {}, gaveUp: false };
    expect(billingState([ok, ok, ok])).toBe('ready');
    expect(billingState([ok, { gaveUp: false }, ok])).toBe('loading');
    expect(billingState([ok, { error: new Error('x'), gaveUp: false }, ok])).toBe('loading');
    expect(billingState([ok, { error: new Error('x'), gaveUp: true }, ok])).toBe('error');
    // an old answer stays on screen while a refresh fails
    expect(billingState([{ data: {}, error: new Error('x'), gaveUp: true }, ok, ok])).toBe('ready');
  });
});
