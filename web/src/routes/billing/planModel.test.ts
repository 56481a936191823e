import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_PLANS, findPlan } from '@flagstream/domain';
import type { SubscriptionPlan } from '@flagstream/domain';
import { planOffer } from './planModel';

const plan = (id: string) => findPlan(DEFAULT_PLANS, id) as SubscriptionPlan;
const NOW = Date.UTC(2026, 0, 25, 12, 0, 0);

describe('plan cards price upgrades by the period on the toggle (issue 17)', () => {
  const starterMonthly = { current: plan('starter'), expiresAt: NOW + 21 * DAY_MS, subscriptionVariant: 'Month' as const, now: NOW };

  it('the monthly view shows the prorated monthly difference, expiry unchanged', () => {
    const offer = planOffer(plan('pro'), starterMonthly, 'Month');
    expect(offer.action).toMatchObject({ kind: 'buy', purchase: { type: 'UPGRADE', variant: 'Month', amount: 21, switchesPeriod: false } });
  });

  it('the yearly view shows (and sends) the yearly price less the unused month', () => {
    const offer = planOffer(plan('pro'), starterMonthly, 'Year');
    // 470.40 - 19 * 21 / 30 (13.30)
    expect(offer.action).toMatchObject({ kind: 'buy', purchase: { type: 'UPGRADE', variant: 'Year', amount: 457.1, credit: 13.3, switchesPeriod: true } });
  });

  it('a yearly plan is upgraded in the yearly view only', () => {
    const starterYearly = { ...starterMonthly, subscriptionVariant: 'Year' as const, expiresAt: NOW + 200 * DAY_MS };
    expect(planOffer(plan('pro'), starterYearly, 'Month').action).toEqual({ kind: 'otherPeriod' });
    expect(planOffer(plan('pro'), starterYearly, 'Year').action).toMatchObject({ kind: 'buy', purchase: { variant: 'Year', switchesPeriod: false } });
  });
});
