import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_PLANS, findPlan } from '@flagstream/domain';
import type { SubscriptionPlan } from '@flagstream/domain';
import { billedVariantOf, priceSuffix, statusChipOf } from './currentPlanModel';

const plan = (id: string) => findPlan(DEFAULT_PLANS, id) as SubscriptionPlan;
const NOW = Date.UTC(2026, 0, 25, 12, 0, 0);

describe('current plan model', () => {
  it('given a monthly paid plan, when the yearly view is chosen, then its price stays monthly and says how it is billed (issue 17)', () => {
    const ctx = { current: plan('starter'), expiresAt: NOW + 10 * DAY_MS, subscriptionVariant: 'Month' as const, now: NOW };
    expect(billedVariantOf(ctx, 'Year')).toBe('Month');
    expect(priceSuffix('Month', 'Year', 'February 4, 2026')).toBe(' (billed monthly) • Expires February 4, 2026');
  });

  it('given the free plan, then its price follows the view and no expiry is said', () => {
    const ctx = { current: plan('free'), expiresAt: null, subscriptionVariant: 'Month' as const, now: NOW };
    expect(billedVariantOf(ctx, 'Year')).toBe('Year');
    expect(priceSuffix('Year', 'Year', null)).toBe('');
  });

  it("given a status, then its chip; the free plan's inactive has none, an unknown status shows as is", () => {
    expect(statusChipOf('active', false)).toEqual({ label: 'Active', color: 'success' });
    expect(statusChipOf('expired', false)).toEqual({ label: 'Previous plan expired', color: 'warning' });
    expect(statusChipOf('inactive', true)).toBeNull();
    expect(statusChipOf('inactive', false)).toEqual({ label: 'Inactive', color: 'default' });
    expect(statusChipOf('paused', false)).toEqual({ label: 'paused', color: 'default' });
  });
});
