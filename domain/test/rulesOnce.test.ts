import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLANS,
  FLAG_KEY_PATTERN_MESSAGE,
  findPlan,
  hasUnexpiredPaidPlan,
  orderMismatch,
  planPurchaseEligibility,
  OWNER_MEMBER_ID,
  RESTORE_PERMISSION,
  flagMatchesSearch,
  grantableRoles,
  isOverrideExpired,
  isValidFlagKey,
  mayActOnRole,
  mayRestore,
  overrideStatus,
  permissionsFor,
  roleInProject,
} from '../src';
import { T0, createdProject, project } from './givenWhenThen';

/** Issue 18: rules the gateway and the web app both apply, written once here. */

describe('role rank: whom one may act on, which roles one may grant', () => {
  it('given an admin, when listing the roles they may grant, then admin and below (never owner)', () => {
    expect(grantableRoles('admin')).toEqual(['admin', 'manager', 'developer', 'viewer']);
    expect(grantableRoles('owner')).toEqual(['admin', 'manager', 'developer', 'viewer']);
    expect(grantableRoles('developer')).toEqual(['developer', 'viewer']);
    expect(grantableRoles(null)).toEqual([]);
  });

  it('given a manager, when acting on roles, then equal or lower roles only; an unknown role counts as viewer', () => {
    expect(mayActOnRole('manager', 'manager')).toBe(true);
    expect(mayActOnRole('manager', 'viewer')).toBe(true);
    expect(mayActOnRole('manager', 'admin')).toBe(false);
    expect(mayActOnRole('manager', 'owner')).toBe(false);
    expect(mayActOnRole('manager', 'superuser')).toBe(true);
    expect(mayActOnRole(null, 'viewer')).toBe(false);
    expect(mayActOnRole(undefined, 'viewer')).toBe(false);
  });
});

describe("the caller's role and the owner's member id", () => {
  const project = { ownerId: 'u-owner', members: { 'u-dev': { role: 'developer' }, 'u-odd': { role: 'superuser' } } };

  it('given a project, when asking for roles, then the owner is owner, members have theirs, outsiders none', () => {
    expect(roleInProject(project, 'u-owner')).toBe('owner');
    expect(roleInProject(project, 'u-dev')).toBe('developer');
    expect(roleInProject(project, 'u-odd')).toBe('viewer');
    expect(roleInProject(project, 'u-nobody')).toBeNull();
    // inherited names are not members
    expect(roleInProject(project, 'constructor')).toBeNull();
    expect(roleInProject(project, '__proto__')).toBeNull();
  });

  it('when listing members, then the owner has the fixed member id "owner"', () => {
    expect(OWNER_MEMBER_ID).toBe('owner');
  });
});

describe('restore permission', () => {
  it('given the permissions of each role, when restoring, then the permission that edits the entity is needed', () => {
    expect(RESTORE_PERMISSION).toEqual({
      flag: 'canManageFlags',
      environment: 'canManageEnvironments',
      override: 'canManageOverrides',
      segment: 'canManageFlags',
    });
    expect(mayRestore('flag', permissionsFor('developer'))).toBe(true);
    expect(mayRestore('segment', permissionsFor('developer'))).toBe(true);
    expect(mayRestore('flag', permissionsFor('viewer'))).toBe(false);
    expect(mayRestore('override', permissionsFor('viewer'))).toBe(false);
  });

  it('when restoring what is never restored (members, plans, unknown kinds) or without permissions, then no', () => {
    expect(mayRestore('member', permissionsFor('owner'))).toBe(false);
    expect(mayRestore('plan', permissionsFor('owner'))).toBe(false);
    expect(mayRestore('toString', permissionsFor('owner'))).toBe(false);
    expect(mayRestore('flag', undefined)).toBe(false);
    expect(mayRestore('flag', { canManageFlags: false })).toBe(false);
  });
});

describe('flag search', () => {
  const flag = { name: 'Dark Mode', key: 'dark_mode', description: 'Colour scheme for the SHOP' };
  it('given a flag, when searching name, key or description in any case, then it matches', () => {
    expect(flagMatchesSearch(flag, 'dark')).toBe(true);
    expect(flagMatchesSearch(flag, 'K_MO')).toBe(true);
    expect(flagMatchesSearch(flag, 'shop')).toBe(true);
    expect(flagMatchesSearch(flag, '  scheme  ')).toBe(true);
  });
  it('when searching something else, then no match; an empty or missing search matches everything', () => {
    expect(flagMatchesSearch(flag, 'light')).toBe(false);
    expect(flagMatchesSearch({ ...flag, description: null }, 'shop')).toBe(false);
    expect(flagMatchesSearch(flag, '')).toBe(true);
    expect(flagMatchesSearch(flag, '   ')).toBe(true);
    expect(flagMatchesSearch(flag, undefined)).toBe(true);
  });
});

describe('flag key pattern message', () => {
  it('given a key the pattern refuses, when creating the flag, then the decider says the shared message', () => {
    expect(isValidFlagKey('-bad')).toBe(false);
    project.given(createdProject()).when({ kind: 'CreateFeatureFlag', name: 'Bad', key: '-bad' }).thenFails('VALIDATION_FAILED', FLAG_KEY_PATTERN_MESSAGE);
  });
});

describe('override status', () => {
  it('given an active override, when before, at and after its expiry, then active, expired, expired', () => {
    const o = { isActive: true, expiresAt: T0 + 1000 };
    expect(overrideStatus(o, T0)).toBe('active');
    expect(overrideStatus(o, T0 + 1000)).toBe('expired');
    expect(overrideStatus(o, T0 + 5000)).toBe('expired');
    expect(isOverrideExpired(o, T0 + 999)).toBe(false);
  });
  it('given a switched-off override, when not expired, then inactive; expired wins over switched off; no expiry never expires', () => {
    expect(overrideStatus({ isActive: false, expiresAt: null }, T0)).toBe('inactive');
    expect(overrideStatus({ isActive: false, expiresAt: T0 - 1 }, T0)).toBe('expired');
    expect(overrideStatus({ isActive: true, expiresAt: null }, Number.MAX_SAFE_INTEGER)).toBe('active');
  });
});

describe('plan-purchase eligibility (the plan cards and the server quote)', () => {
  const plan = (id: string) => findPlan(DEFAULT_PLANS, id)!;
  const month = { currentVariant: 'Month' as const, variant: 'Month' as const };

  it('given the free plan, when looking at plans, then paid plans are subscriptions; free and current are not bought', () => {
    expect(planPurchaseEligibility(plan('free'), plan('pro'), { activePaid: false, ...month })).toBe('subscription');
    expect(planPurchaseEligibility(plan('free'), plan('free'), { activePaid: false, ...month })).toBe('current');
    expect(planPurchaseEligibility(plan('pro'), plan('free'), { activePaid: true, ...month })).toBe('free');
  });

  it('given an unexpired paid plan, when looking at plans, then higher ones are upgrades and lower ones restricted', () => {
    expect(planPurchaseEligibility(plan('starter'), plan('pro'), { activePaid: true, ...month })).toBe('upgrade');
    expect(planPurchaseEligibility(plan('pro'), plan('starter'), { activePaid: true, ...month })).toBe('restricted');
    expect(planPurchaseEligibility(plan('pro'), plan('pro'), { activePaid: true, ...month })).toBe('current');
  });

  it('given a yearly plan, when upgrading monthly, then the other period is offered instead; an expired plan subscribes again', () => {
    expect(planPurchaseEligibility(plan('starter'), plan('pro'), { activePaid: true, currentVariant: 'Year', variant: 'Month' })).toBe('otherPeriod');
    expect(planPurchaseEligibility(plan('starter'), plan('pro'), { activePaid: true, currentVariant: 'Year', variant: 'Year' })).toBe('upgrade');
    expect(planPurchaseEligibility(plan('pro'), plan('starter'), { activePaid: false, ...month })).toBe('subscription');
  });

  it('when is a paid plan unexpired, then before its expiry only', () => {
    expect(hasUnexpiredPaidPlan(plan('pro'), T0 + 1, T0)).toBe(true);
    expect(hasUnexpiredPaidPlan(plan('pro'), T0, T0)).toBe(false);
    expect(hasUnexpiredPaidPlan(plan('pro'), null, T0)).toBe(false);
    expect(hasUnexpiredPaidPlan(plan('free'), T0 + 1, T0)).toBe(false);
  });
});

describe('payment checks (the gateway before capture, the decider after)', () => {
  const expected = { amount: 19, reference: 'p1|starter|Month|SUBSCRIPTION' };
  it('given a matching order, when checked, then no mismatch (amounts compare to the cent)', () => {
    expect(orderMismatch({ currency: 'USD', amount: 19.001, referenceId: expected.reference }, expected)).toBeNull();
  });
  it('given a different currency, amount or reference, when checked, then that is the mismatch, currency first', () => {
    expect(orderMismatch({ currency: 'EUR', amount: 1, referenceId: 'x' }, expected)).toBe('currency_mismatch');
    expect(orderMismatch({ currency: 'USD', amount: 18.99, referenceId: 'x' }, expected)).toBe('amount_mismatch');
    expect(orderMismatch({ currency: 'USD', amount: 19, referenceId: 'p1|pro|Month|SUBSCRIPTION' }, expected)).toBe('reference_mismatch');
    expect(orderMismatch({ currency: 'USD', amount: 19, referenceId: null }, expected)).toBe('reference_mismatch');
  });
});
