import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor, CommandContext, PaymentType, ProjectCommand, ProjectEvent, ProjectState, SubscriptionPlan, Variant } from '../src';
import {
  DAY_MS,
  DEFAULT_PLANS,
  DomainError,
  effectivePlan,
  findPlan,
  fold,
  isAtLimit,
  isDowngradeRestricted,
  isMostPopular,
  limitDisplay,
  limitReachedMessage,
  limitUsageLine,
  orderDescription,
  periodDays,
  planFeatures,
  planPrice,
  projectDecider,
  prorationPrice,
  quotePlanPurchase,
  round2,
  usageBarPercent,
  usageColour,
  usageLabel,
  usagePercent,
  yearlySavingPercent,
} from '../src';
import { OWNER, T0, createdProject, history, joined, project, testContext } from './givenWhenThen';

const plan = (id: string): SubscriptionPlan => {
  const p = findPlan(DEFAULT_PLANS, id);
  if (!p) throw new Error(`no plan ${id}`);
  return p;
};
const FREE = plan('free');
const STARTER = plan('starter');
const PRO = plan('pro');
const SCALE = plan('scale');

const ADMIN: Actor = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com' };
const MANAGER: Actor = { id: 'user-manager', name: 'Max Manager', email: 'max@example.com' };
const DEVELOPER: Actor = { id: 'user-dev', name: 'Dana Developer', email: 'dana@example.com' };
const VIEWER: Actor = { id: 'user-viewer', name: 'Victor Viewer', email: 'victor@example.com' };
const OUTSIDER: Actor = { id: 'user-outsider', name: 'Oscar Outsider' };

const CREATE_PROJECT: ProjectCommand = { kind: 'CreateProject', projectId: 'p1', name: 'Checkout Service', description: 'Payments front' };
const pay = (planId: string, type: PaymentType, variant: Variant, amount: number, orderId = `order-${planId}-${type}-${variant}`): ProjectCommand => ({
  kind: 'ApplyPlanPayment',
  orderId,
  planId,
  type,
  variant,
  amount,
});

/** Appends the events of further commands (run with the owner at T0 unless told) to a history. */
function followedBy(events: ProjectEvent[], steps: Array<[ProjectCommand, Partial<CommandContext>?]>): ProjectEvent[] {
  const all = [...events];
  let n = 0;
  for (const [cmd, over] of steps) {
    const state = fold(projectDecider, all);
    all.push(...projectDecider.decide(cmd, state, testContext({ newId: () => `x${all.length}-${++n}`, ...over })));
  }
  return all;
}

const FEB_15 = Date.UTC(2026, 1, 15, 12); // T0 + 1 month
const MAR_15 = Date.UTC(2026, 2, 15, 12);
const JAN_15_2027 = Date.UTC(2027, 0, 15, 12); // T0 + 1 year
const FEB_15_2027 = Date.UTC(2027, 1, 15, 12);

const freeProject: ProjectEvent[] = createdProject();
const starterMonthly: ProjectEvent[] = followedBy(freeProject, [[pay('starter', 'SUBSCRIPTION', 'Month', 19)]]);
const proYearly: ProjectEvent[] = followedBy(freeProject, [[pay('pro', 'SUBSCRIPTION', 'Year', 470.4)]]);
const stateOf = (events: ProjectEvent[]): ProjectState => fold(projectDecider, events);
const quote = (events: ProjectEvent[], planId: string, type: PaymentType, variant: Variant, now = T0) =>
  quotePlanPurchase(stateOf(events), DEFAULT_PLANS, { planId, type, variant }, now);
const quoteFails = (events: ProjectEvent[], planId: string, type: PaymentType, variant: Variant, now: number, code: string, message?: string) => {
  let err: unknown;
  try {
    quote(events, planId, type, variant, now);
  } catch (e) {
    err = e;
  }
  expect(err, code).toBeInstanceOf(DomainError);
  expect((err as DomainError).code).toBe(code);
  if (message !== undefined) expect((err as DomainError).message).toBe(message);
};

describe('planFeatures', () => {
  it('lists the limits and Email support for the free plan', () => {
    expect(planFeatures(FREE)).toEqual(['Up to 3 environments', 'Up to 10 feature flags', 'Up to 3 overrides', 'Up to 3 team members', 'Email support']);
  });
  it('adds Priority support and Advanced analytics for paid plans', () => {
    expect(planFeatures(STARTER)).toEqual([
      'Up to 30 environments',
      'Up to 100 feature flags',
      'Up to 30 overrides',
      'Up to 30 team members',
      'Email support',
      'Priority support',
      'Advanced analytics',
    ]);
    expect(planFeatures(PRO)).toEqual([
      'Unlimited environments',
      'Unlimited feature flags',
      'Unlimited overrides',
      'Unlimited team members',
      'Email support',
      'Priority support',
      'Advanced analytics',
    ]);
  });
  it('adds "Custom branding & white-label" with white-label, last', () => {
    expect(planFeatures(SCALE).at(-1)).toBe('Custom branding & white-label');
    expect(planFeatures(SCALE)).toHaveLength(8);
    expect(planFeatures(PRO)).not.toContain('Custom branding & white-label');
    expect(planFeatures({ ...FREE, featureHasWhitelabel: true })).toEqual([...planFeatures(FREE), 'Custom branding & white-label']);
  });
  it('uses the singular for a limit of one', () => {
    expect(planFeatures({ ...FREE, featureMaxEnvironments: 1, featureMaxTeamMembers: 1 }).slice(0, 4)).toEqual([
      'Up to 1 environment',
      'Up to 10 feature flags',
      'Up to 3 overrides',
      'Up to 1 team member',
    ]);
  });
});

describe('yearlySavingPercent, isMostPopular', () => {
  it('is the rounded saving of the yearly price against twelve monthly payments', () => {
    expect(yearlySavingPercent(STARTER)).toBe(20);
    expect(yearlySavingPercent(SCALE)).toBe(20);
    expect(yearlySavingPercent({ ...STARTER, monthyPrice: 10, yearlyPrice: 100 })).toBe(17); // 16.67
    expect(yearlySavingPercent({ ...STARTER, monthyPrice: 10, yearlyPrice: 102 })).toBe(15); // 15.0
    expect(yearlySavingPercent({ ...STARTER, monthyPrice: 10, yearlyPrice: 111 })).toBe(8); // 7.5 rounds up
    expect(yearlySavingPercent(FREE)).toBe(0);
  });
  it('marks planOrder 1 when it is not free', () => {
    expect(isMostPopular(STARTER)).toBe(true);
    expect(DEFAULT_PLANS.plans.filter(isMostPopular).map((p) => p.id)).toEqual(['starter']);
    expect(isMostPopular({ ...FREE, planOrder: 1 })).toBe(false);
    expect(isMostPopular({ ...PRO, planOrder: 1 })).toBe(true);
  });
});

describe('usage meters', () => {
  it('usagePercent is count over limit, capped at 100, 0 when unlimited', () => {
    expect(usagePercent(5, 10)).toBe(50);
    expect(usagePercent(2, 3)).toBeCloseTo(66.667, 3);
    expect(usagePercent(10, 10)).toBe(100);
    expect(usagePercent(15, 10)).toBe(100);
    expect(usagePercent(1000, -1)).toBe(0);
    expect(usagePercent(0, 0)).toBe(0);
  });
  it('usageColour: 90 and above red, 75 and above yellow, else green', () => {
    expect(usageColour(100)).toBe('red');
    expect(usageColour(90)).toBe('red');
    expect(usageColour(89.9)).toBe('yellow');
    expect(usageColour(75)).toBe('yellow');
    expect(usageColour(74.9)).toBe('green');
    expect(usageColour(0)).toBe('green');
  });
  it('usageBarPercent draws an unlimited meter at 20%', () => {
    expect(usageBarPercent(7, -1)).toBe(20);
    expect(usageBarPercent(0, -1)).toBe(20);
    expect(usageBarPercent(3, 10)).toBe(30);
    expect(usageBarPercent(30, 10)).toBe(100);
  });
  it('usageLabel is "Unlimited" or "{x.x}% used"', () => {
    expect(usageLabel(7, -1)).toBe('Unlimited');
    expect(usageLabel(2, 3)).toBe('66.7% used');
    expect(usageLabel(0, 10)).toBe('0.0% used');
    expect(usageLabel(12, 10)).toBe('100.0% used');
  });
  it('limitDisplay shows ∞ for -1', () => {
    expect(limitDisplay(-1)).toBe('∞');
    expect(limitDisplay(3)).toBe('3');
    expect(limitDisplay(0)).toBe('0');
  });
});

describe('limits', () => {
  it('isAtLimit: limit not -1 and count at or above it', () => {
    expect(isAtLimit(3, 3)).toBe(true);
    expect(isAtLimit(4, 3)).toBe(true);
    expect(isAtLimit(2, 3)).toBe(false);
    expect(isAtLimit(0, 0)).toBe(true);
    expect(isAtLimit(1_000_000, -1)).toBe(false);
  });
  it('limitReachedMessage words the dialog text, singular for one', () => {
    expect(limitReachedMessage('Free', 'overrides', 3)).toBe('Your current Free plan allows up to 3 overrides. To add more, please upgrade to a higher plan.');
    expect(limitReachedMessage('Starter', 'featureFlags', 100)).toBe(
      'Your current Starter plan allows up to 100 feature flags. To add more, please upgrade to a higher plan.',
    );
    expect(limitReachedMessage('Tiny', 'teamMembers', 1)).toBe(
      'Your current Tiny plan allows up to 1 team member. To add more, please upgrade to a higher plan.',
    );
    expect(limitReachedMessage('Tiny', 'environments', 1)).toBe(
      'Your current Tiny plan allows up to 1 environment. To add more, please upgrade to a higher plan.',
    );
  });
  it('limitUsageLine is "{plan} Plan: {count}/{max} {plural}"', () => {
    expect(limitUsageLine('Free', 'featureFlags', 10, 10)).toBe('Free Plan: 10/10 feature flags');
    expect(limitUsageLine('Free', 'environments', 3, 3)).toBe('Free Plan: 3/3 environments');
    expect(limitUsageLine('Tiny', 'teamMembers', 1, 1)).toBe('Tiny Plan: 1/1 team members');
  });
});

describe('prorationPrice', () => {
  it('is the price difference times the days left over 30 for a month', () => {
    expect(prorationPrice(STARTER, PRO, 'Month', 15)).toBe(15);
    expect(prorationPrice(STARTER, SCALE, 'Month', 7)).toBe(18.67); // 80 * 7 / 30 = 18.666...
    expect(prorationPrice(STARTER, PRO, 'Month', 30)).toBe(30);
  });
  it('is over 365 for a year', () => {
    expect(prorationPrice(STARTER, PRO, 'Year', 100)).toBe(78.9); // 288 * 100 / 365 = 78.904...
    expect(prorationPrice(PRO, SCALE, 'Year', 1)).toBe(1.32); // 480 / 365 = 1.315...
  });
  it('is 0 with no day left and never negative for a cheaper target', () => {
    expect(prorationPrice(STARTER, PRO, 'Month', 0)).toBe(0);
    expect(prorationPrice(PRO, STARTER, 'Month', 20)).toBe(0);
  });
});

describe('isDowngradeRestricted', () => {
  it('never restricts from a free plan', () => {
    for (const target of DEFAULT_PLANS.plans) expect(isDowngradeRestricted(FREE, target)).toBe(false);
  });
  it('restricts a free target', () => {
    expect(isDowngradeRestricted(STARTER, FREE)).toBe(true);
    expect(isDowngradeRestricted(SCALE, FREE)).toBe(true);
  });
  it('restricts when any limit shrinks', () => {
    expect(isDowngradeRestricted(STARTER, { ...STARTER, id: 'x', featureMaxFeatureFlags: 50 })).toBe(true);
    expect(isDowngradeRestricted(STARTER, { ...STARTER, id: 'x', featureMaxTeamMembers: 29, featureMaxEnvironments: 1000 })).toBe(true);
    expect(isDowngradeRestricted(STARTER, { ...STARTER, id: 'x', featureMaxOverrides: 31 })).toBe(false);
  });
  it('restricts unlimited to finite, not finite to unlimited', () => {
    expect(isDowngradeRestricted(PRO, STARTER)).toBe(true);
    expect(isDowngradeRestricted(PRO, { ...PRO, id: 'x', featureMaxOverrides: 1_000_000 })).toBe(true);
    expect(isDowngradeRestricted(STARTER, PRO)).toBe(false);
  });
  it('restricts losing white-label', () => {
    expect(isDowngradeRestricted(SCALE, PRO)).toBe(true);
    expect(isDowngradeRestricted(PRO, SCALE)).toBe(false);
    expect(isDowngradeRestricted(PRO, PRO)).toBe(false);
  });
});

describe('orderDescription', () => {
  it('names subscriptions and renewals by plan and period', () => {
    expect(orderDescription(STARTER, 'Year', 'SUBSCRIPTION')).toBe('Starter - Yearly');
    expect(orderDescription(STARTER, 'Month', 'SUBSCRIPTION')).toBe('Starter - Monthly');
    expect(orderDescription(PRO, 'Month', 'RENEWAL')).toBe('Pro - Monthly Renewal');
    expect(orderDescription(PRO, 'Year', 'RENEWAL')).toBe('Pro - Yearly Renewal');
  });
  it('names upgrades with the days left', () => {
    expect(orderDescription(PRO, 'Month', 'UPGRADE', 12)).toBe('Upgrade to Pro - Proportional (12 days left)');
    expect(orderDescription(SCALE, 'Year', 'UPGRADE', 265)).toBe('Upgrade to Scale - Proportional (265 days left)');
  });
});

describe('quotePlanPurchase', () => {
  it('SUBSCRIPTION buys a plan from now for a month', () => {
    expect(quote(freeProject, 'starter', 'SUBSCRIPTION', 'Month')).toEqual({
      type: 'SUBSCRIPTION',
      plan: STARTER,
      current: FREE,
      variant: 'Month',
      amount: 19,
      daysLeft: 0,
      description: 'Starter - Monthly',
      periodStart: T0,
      expiresAt: FEB_15,
    });
  });

  it('SUBSCRIPTION buys a plan from now for a year', () => {
    expect(quote(freeProject, 'pro', 'SUBSCRIPTION', 'Year')).toMatchObject({
      type: 'SUBSCRIPTION',
      amount: 470.4,
      description: 'Pro - Yearly',
      periodStart: T0,
      expiresAt: JAN_15_2027,
    });
  });

  it('SUBSCRIPTION buys again after a paid plan expired, even the same one', () => {
    expect(quote(starterMonthly, 'starter', 'SUBSCRIPTION', 'Month', FEB_15)).toMatchObject({
      type: 'SUBSCRIPTION',
      current: FREE,
      amount: 19,
      periodStart: FEB_15,
      expiresAt: MAR_15,
    });
  });

  it('RENEWAL extends the current paid plan from its expiry date', () => {
    const now = T0 + 10 * DAY_MS;
    expect(quote(starterMonthly, 'starter', 'RENEWAL', 'Month', now)).toEqual({
      type: 'RENEWAL',
      plan: STARTER,
      current: STARTER,
      variant: 'Month',
      amount: 19,
      daysLeft: 21,
      description: 'Starter - Monthly Renewal',
      periodStart: T0,
      expiresAt: MAR_15,
    });
    expect(quote(starterMonthly, 'starter', 'RENEWAL', 'Year', now)).toMatchObject({
      amount: 182.4,
      description: 'Starter - Yearly Renewal',
      expiresAt: FEB_15_2027,
    });
  });

  it('UPGRADE charges the prorated difference and keeps the expiry', () => {
    const now = T0 + 10 * DAY_MS;
    expect(quote(starterMonthly, 'pro', 'UPGRADE', 'Month', now)).toEqual({
      type: 'UPGRADE',
      plan: PRO,
      current: STARTER,
      variant: 'Month',
      amount: 21,
      daysLeft: 21, // 30 * 21 / 30
      description: 'Upgrade to Pro - Proportional (21 days left)',
      periodStart: T0,
      expiresAt: FEB_15,
    });
  });

  it('UPGRADE prices with the period the buyer chose (issue 17): monthly to yearly starts a new year, less the unused month', () => {
    const now = T0 + 10 * DAY_MS;
    // Scale yearly 950.40 less 19 * 21 / 30 = 13.30 unused of Starter monthly
    expect(quote(starterMonthly, 'scale', 'UPGRADE', 'Year', now)).toMatchObject({
      variant: 'Year',
      daysLeft: 21,
      amount: 937.1,
      periodStart: now,
      expiresAt: Date.UTC(2027, 0, 25, 12, 0, 0),
      description: 'Upgrade to Scale - Yearly (credit for 21 days left)',
    });
    const starterYearly = followedBy(freeProject, [[pay('starter', 'SUBSCRIPTION', 'Year', 182.4)]]);
    expect(quote(starterYearly, 'scale', 'UPGRADE', 'Year', T0 + 100 * DAY_MS)).toMatchObject({
      variant: 'Year',
      daysLeft: 265,
      amount: 557.59,
      expiresAt: JAN_15_2027,
      description: 'Upgrade to Scale - Proportional (265 days left)', // 768 * 265 / 365
    });
  });

  it('UPGRADE from a yearly plan in the monthly period is refused with the reason, never priced silently', () => {
    const starterYearly = followedBy(freeProject, [[pay('starter', 'SUBSCRIPTION', 'Year', 182.4)]]);
    quoteFails(
      starterYearly,
      'scale',
      'UPGRADE',
      'Month',
      T0 + 100 * DAY_MS,
      'UPGRADE_NOT_ALLOWED',
      'Your plan is billed yearly: choose Yearly to upgrade (a monthly upgrade would give up the rest of your year)',
    );
  });

  it('counts a started day as a day left', () => {
    expect(quote(starterMonthly, 'pro', 'UPGRADE', 'Month', T0 + 10 * DAY_MS + 1)).toMatchObject({ daysLeft: 21, amount: 21 });
    expect(quote(starterMonthly, 'pro', 'UPGRADE', 'Month', FEB_15 - 1)).toMatchObject({ daysLeft: 1, amount: 1 });
  });

  it('refuses the free plan and an unknown plan', () => {
    for (const type of ['SUBSCRIPTION', 'RENEWAL', 'UPGRADE'] as const) {
      quoteFails(starterMonthly, 'free', type, 'Month', T0, 'FREE_PLAN_NOT_PURCHASABLE', 'The free plan cannot be bought');
    }
    quoteFails(freeProject, 'gold', 'SUBSCRIPTION', 'Month', T0, 'PLAN_NOT_FOUND', 'Subscription plan not found');
  });

  it('refuses the current plan', () => {
    quoteFails(starterMonthly, 'starter', 'SUBSCRIPTION', 'Year', T0, 'CURRENT_PLAN_NOT_PURCHASABLE', 'This is already your current plan');
    quoteFails(starterMonthly, 'starter', 'UPGRADE', 'Month', T0, 'CURRENT_PLAN_NOT_PURCHASABLE');
  });

  it('refuses a restricted downgrade while the plan is active', () => {
    quoteFails(proYearly, 'starter', 'UPGRADE', 'Year', T0, 'DOWNGRADE_RESTRICTED', 'Starter would be a downgrade from Pro');
    quoteFails(proYearly, 'starter', 'SUBSCRIPTION', 'Year', T0, 'DOWNGRADE_RESTRICTED', 'Starter would be a downgrade from Pro while it is active');
    const scale = followedBy(freeProject, [[pay('scale', 'SUBSCRIPTION', 'Month', 99)]]);
    quoteFails(scale, 'pro', 'UPGRADE', 'Month', T0, 'DOWNGRADE_RESTRICTED');
  });

  it('refuses a subscription to another plan while a paid plan is active: that is an upgrade', () => {
    quoteFails(starterMonthly, 'pro', 'SUBSCRIPTION', 'Month', T0, 'UPGRADE_NOT_ALLOWED', 'Your current plan is active: choose an upgrade instead');
  });

  it('refuses to renew nothing: a free plan, another plan, or an expired plan', () => {
    quoteFails(freeProject, 'starter', 'RENEWAL', 'Month', T0, 'NOTHING_TO_RENEW', 'Only the current paid plan can be extended');
    quoteFails(starterMonthly, 'pro', 'RENEWAL', 'Month', T0, 'NOTHING_TO_RENEW');
    quoteFails(starterMonthly, 'starter', 'RENEWAL', 'Month', FEB_15, 'NOTHING_TO_RENEW');
  });

  it('refuses an upgrade without an active paid plan', () => {
    quoteFails(freeProject, 'pro', 'UPGRADE', 'Month', T0, 'UPGRADE_NOT_ALLOWED', 'Upgrades apply to an active paid plan; subscribe instead');
    quoteFails(starterMonthly, 'pro', 'UPGRADE', 'Month', FEB_15, 'UPGRADE_NOT_ALLOWED');
  });
});

describe('ApplyPlanPayment', () => {
  it('subscribes: PlanSubscribed and the plan changes', () => {
    project
      .given(freeProject)
      .when(pay('starter', 'SUBSCRIPTION', 'Month', 19, 'order-1'))
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'PlanSubscribed',
            data: { orderId: 'order-1', planId: 'starter', variant: 'Month', amount: 19, currency: 'USD', expiresAt: FEB_15, periodStart: T0 },
          },
        ]);
        expect(next.plan).toEqual({ planId: 'starter', variant: 'Month', expiresAt: FEB_15, periodStart: T0 });
        expect(next.appliedOrders).toEqual({ 'order-1': true });
      });
  });

  it('renews: PlanRenewed from the expiry date', () => {
    project
      .given(starterMonthly)
      .when(pay('starter', 'RENEWAL', 'Month', 19, 'order-2'), testContext({ now: T0 + 10 * DAY_MS }))
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'PlanRenewed',
            data: { orderId: 'order-2', planId: 'starter', variant: 'Month', amount: 19, currency: 'USD', expiresAt: MAR_15, periodStart: T0 },
          },
        ]);
        expect(next.plan.expiresAt).toBe(MAR_15);
      });
  });

  it('upgrades: PlanUpgraded, expiry unchanged', () => {
    project
      .given(starterMonthly)
      .when(pay('pro', 'UPGRADE', 'Month', 21, 'order-3'), testContext({ now: T0 + 10 * DAY_MS }))
      .then((events, next) => {
        expect(events).toEqual([
          {
            type: 'PlanUpgraded',
            data: {
              orderId: 'order-3',
              planId: 'pro',
              variant: 'Month',
              amount: 21,
              currency: 'USD',
              expiresAt: FEB_15,
              periodStart: T0,
              fromPlanId: 'starter',
              daysLeft: 21,
            },
          },
        ]);
        expect(next.plan).toEqual({ planId: 'pro', variant: 'Month', expiresAt: FEB_15, periodStart: T0 });
      });
  });

  it('applies a provider order once', () => {
    const applied = followedBy(freeProject, [[pay('starter', 'SUBSCRIPTION', 'Month', 19, 'order-1')]]);
    project
      .given(applied)
      .when(pay('starter', 'RENEWAL', 'Month', 19, 'order-1'))
      .thenFails('PAYMENT_ALREADY_APPLIED', 'This payment has already been applied');
    project
      .given(applied)
      .when(pay('starter', 'RENEWAL', 'Month', 19, 'order-2'))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['PlanRenewed']));
  });

  it('refuses what the quote refuses', () => {
    project
      .given(freeProject)
      .when(pay('free', 'SUBSCRIPTION', 'Month', 0))
      .thenFails('FREE_PLAN_NOT_PURCHASABLE');
    project
      .given(starterMonthly)
      .when(pay('starter', 'SUBSCRIPTION', 'Month', 19, 'again'))
      .thenFails('CURRENT_PLAN_NOT_PURCHASABLE');
    project
      .given(freeProject)
      .when(pay('pro', 'UPGRADE', 'Month', 10))
      .thenFails('UPGRADE_NOT_ALLOWED');
  });

  it('may be paid by the owner, an admin and the system only', () => {
    // the Free plan holds 3 team members: two teams cover the four roles
    const teamOf = (...members: Array<readonly [Actor, 'admin' | 'manager' | 'developer' | 'viewer']>) =>
      history([[CREATE_PROJECT], ...members.flatMap(([a, role]) => joined(a, role))]);
    const team = teamOf([ADMIN, 'admin'], [MANAGER, 'manager'], [DEVELOPER, 'developer']);
    const viewers = teamOf([VIEWER, 'viewer']);
    const cmd = pay('starter', 'SUBSCRIPTION', 'Month', 19, 'order-9');
    for (const actor of [OWNER, ADMIN, { id: 'system:payments', name: 'Payments', system: true }]) {
      project
        .given(team)
        .when(cmd, testContext({ actor }))
        .then((events) => expect(events.map((e) => e.type)).toEqual(['PlanSubscribed']));
    }
    for (const actor of [MANAGER, DEVELOPER]) {
      project.given(team).when(cmd, testContext({ actor })).thenFails('FORBIDDEN', 'You do not have permission to manage billing');
    }
    project
      .given(viewers)
      .when(cmd, testContext({ actor: VIEWER }))
      .thenFails('FORBIDDEN', 'You do not have permission to manage billing');
    project
      .given(team)
      .when(cmd, testContext({ actor: OUTSIDER }))
      .thenFails('PROJECT_NOT_FOUND');
  });
});

describe('an expired paid plan', () => {
  const override = (name: string): [ProjectCommand] => [
    {
      kind: 'CreateOverride',
      name,
      environmentId: Object.values(stateOf(freeProject).environments)[0]!.id,
      featureFlagValues: { dark_mode: { value: true, enabled: true } },
    },
  ];
  const fourOverrides = followedBy(starterMonthly, [
    [{ kind: 'CreateFeatureFlag', name: 'Dark mode' }],
    override('A'),
    override('B'),
    override('C'),
    override('D'),
  ]);

  it('is in force until its expiry', () => {
    expect(effectivePlan(stateOf(fourOverrides), DEFAULT_PLANS, FEB_15 - 1).id).toBe('starter');
    project
      .given(fourOverrides)
      .when(override('E')[0], testContext({ now: FEB_15 - 1 }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['OverrideCreated']));
  });

  it('falls back to the Free caps from its expiry instant', () => {
    expect(effectivePlan(stateOf(fourOverrides), DEFAULT_PLANS, FEB_15)).toEqual(FREE);
    const err = project
      .given(fourOverrides)
      .when(override('E')[0], testContext({ now: FEB_15 }))
      .thenFails('PLAN_LIMIT_REACHED', 'Your current Free plan allows up to 3 overrides. To add more, please upgrade to a higher plan.');
    expect(err.details).toMatchObject({ count: 4, max: 3, planId: 'free' });
  });

  it('has no expiry on the free plan', () => {
    expect(effectivePlan(stateOf(freeProject), DEFAULT_PLANS, T0 + 10_000 * DAY_MS)).toEqual(FREE);
  });
});

describe('proration properties', () => {
  const price = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
  const planArb = fc.record({ monthyPrice: price, yearlyPrice: price }).map((p): SubscriptionPlan => ({ ...STARTER, ...p }));
  const variantArb = fc.constantFrom<Variant>('Month', 'Year');
  const fullDiff = (a: SubscriptionPlan, b: SubscriptionPlan, v: Variant) => round2(Math.max(0, planPrice(b, v) - planPrice(a, v)));

  it('is never negative', () => {
    fc.assert(
      fc.property(planArb, planArb, variantArb, fc.integer({ min: 0, max: 5000 }), (a, b, v, days) => {
        expect(prorationPrice(a, b, v, days)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is 0 with 0 days left', () => {
    fc.assert(
      fc.property(planArb, planArb, variantArb, (a, b, v) => {
        expect(prorationPrice(a, b, v, 0)).toBe(0);
      }),
    );
  });

  it('is monotonic in days left', () => {
    fc.assert(
      fc.property(planArb, planArb, variantArb, fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b, v, x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        expect(prorationPrice(a, b, v, lo)).toBeLessThanOrEqual(prorationPrice(a, b, v, hi));
      }),
    );
  });

  it('never exceeds the full price difference within a period, and reaches it at a full period', () => {
    fc.assert(
      fc.property(planArb, planArb, variantArb, fc.integer({ min: 0, max: 365 }), (a, b, v, d) => {
        const days = d % (periodDays(v) + 1);
        expect(prorationPrice(a, b, v, days)).toBeLessThanOrEqual(fullDiff(a, b, v));
        expect(prorationPrice(a, b, v, periodDays(v))).toBe(fullDiff(a, b, v));
      }),
    );
  });

  it('has at most 2 decimals', () => {
    fc.assert(
      fc.property(planArb, planArb, variantArb, fc.integer({ min: 0, max: 5000 }), (a, b, v, days) => {
        expect(String(prorationPrice(a, b, v, days))).toMatch(/^\d+(\.\d{1,2})?$/);
      }),
    );
  });
});
