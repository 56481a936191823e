import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_PLANS, findPlan, UNLIMITED } from '@flagstream/domain';
import type { SubscriptionPlan } from '@flagstream/domain';
import { payActionOf, planLimits, planToneOf, upgradeBreakdown, upgradeOf } from './planCardModel';
import { planOffer, purchaseKey } from './planModel';

const plan = (id: string) => findPlan(DEFAULT_PLANS, id) as SubscriptionPlan;
const NOW = Date.UTC(2026, 0, 25, 12, 0, 0);
const onFree = { current: plan('free'), expiresAt: null, subscriptionVariant: 'Month' as const, now: NOW };
const onStarter = { current: plan('starter'), expiresAt: NOW + 21 * DAY_MS, subscriptionVariant: 'Month' as const, now: NOW };

describe('plan card model', () => {
  it("given a plan, then its four limits are listed in the spec's order with the plan's caps", () => {
    const p = plan('pro');
    expect(planLimits(p)).toEqual([
      { type: 'environments', label: 'Environments', limit: p.featureMaxEnvironments },
      { type: 'featureFlags', label: 'Feature Flags', limit: p.featureMaxFeatureFlags },
      { type: 'overrides', label: 'Overrides', limit: p.featureMaxOverrides },
      { type: 'teamMembers', label: 'Team Members', limit: p.featureMaxTeamMembers },
    ]);
    expect(planLimits({ ...p, featureMaxOverrides: UNLIMITED })[2]?.limit).toBe(UNLIMITED);
  });

  it('given the free plan as current, then its card is the current one and the most popular one stands out most', () => {
    const offers = DEFAULT_PLANS.plans.map((p) => planOffer(p, onFree, 'Month'));
    const free = offers.find((o) => o.plan.id === 'free');
    expect(free && planToneOf(free)).toBe('current');
    const popular = offers.find((o) => o.mostPopular);
    if (popular) expect(planToneOf(popular)).toBe('popular');
    expect(planToneOf({ ...planOffer(plan('starter'), onFree, 'Month'), mostPopular: false, badge: 'Downgrade' })).toBe('plain');
  });

  it('given a subscription from the free plan, when the card shows, then it subscribes for a month and notes it', () => {
    const offer = planOffer(plan('pro'), onFree, 'Month');
    expect(upgradeOf(offer)).toBeNull();
    expect(payActionOf(offer, null)).toMatchObject({ label: 'Subscribe to Pro', note: 'Subscribe for 1 month access', pending: false });
  });

  it('given an upgrade in the same period, then it is contained, says the expiry stays, and breaks the price down', () => {
    const offer = planOffer(plan('pro'), onStarter, 'Month');
    const upgrade = upgradeOf(offer);
    expect(upgrade?.type).toBe('UPGRADE');
    expect(payActionOf(offer, null)).toMatchObject({ label: 'Upgrade to Pro', note: 'Upgrade now - No expiration change', contained: true });
    expect(upgrade && upgradeBreakdown(plan('pro'), upgrade)).toBe('Proportional for 21 days left • Regular: $49.00/month • You pay $21.00 today');
  });

  it('given an upgrade into the yearly period, then a new year starts and the breakdown shows the credit', () => {
    const offer = planOffer(plan('pro'), onStarter, 'Year');
    const upgrade = upgradeOf(offer);
    expect(payActionOf(offer, null).note).toBe('Upgrade now - New year starts today');
    expect(upgrade && upgradeBreakdown(plan('pro'), upgrade)).toBe('$470.40/year less $13.30 unused for 21 days left • You pay $457.10 today');
  });

  it('given the clicked purchase is under way, then its button says so', () => {
    const offer = planOffer(plan('pro'), onFree, 'Month');
    const p = offer.action.kind === 'buy' ? offer.action.purchase : null;
    expect(p && payActionOf(offer, purchaseKey(p))).toMatchObject({ label: 'Processing payment...', pending: true });
  });

  it('given a plan that cannot be bought here, then the button is disabled with its reason', () => {
    expect(payActionOf(planOffer(plan('free'), onFree, 'Month'), null)).toEqual({
      label: 'Current Plan',
      note: null,
      contained: false,
      purchase: null,
      pending: false,
    });
    expect(payActionOf(planOffer(plan('free'), onStarter, 'Month'), null)).toMatchObject({ label: 'Free Plan', note: null });
    const yearly = { ...onStarter, subscriptionVariant: 'Year' as const, expiresAt: NOW + 200 * DAY_MS };
    expect(payActionOf(planOffer(plan('pro'), yearly, 'Month'), null)).toMatchObject({ label: 'Upgrade in Yearly view', note: 'Your plan is billed yearly' });
  });
});
