import { limitOf, planPrice } from '@flagstream/domain';
import type { LimitType, SubscriptionPlan } from '@flagstream/domain';
import { usd } from '../../lib/format';
import { periodWord, purchaseKey } from './planModel';
import type { PlanOffer, Purchase } from './planModel';

/** The kinds a plan card lists and the usage meters measure (segments are neither). */
export type PlanLimitType = Exclude<LimitType, 'segments'>;

/** The four limits a plan card lists and the usage meters measure, in the spec's order (§2). */
export const PLAN_LIMITS: ReadonlyArray<{ type: PlanLimitType; label: string }> = [
  { type: 'environments', label: 'Environments' },
  { type: 'featureFlags', label: 'Feature Flags' },
  { type: 'overrides', label: 'Overrides' },
  { type: 'teamMembers', label: 'Team Members' },
];

/** Each listed limit of a plan (the domain's limitOf: -1 is unlimited). */
export const planLimits = (plan: SubscriptionPlan): Array<{ type: PlanLimitType; label: string; limit: number }> =>
  PLAN_LIMITS.map((l) => ({ ...l, limit: limitOf(plan, l.type) }));

/** How a card stands out: the most popular plan most, the current plan a little. */
export type PlanTone = 'popular' | 'current' | 'plain';
export const planToneOf = (offer: PlanOffer): PlanTone => (offer.mostPopular ? 'popular' : offer.badge === 'Current Plan' ? 'current' : 'plain');

/** The upgrade on a card, when its button buys one. */
export const upgradeOf = (offer: PlanOffer): Purchase | null =>
  offer.action.kind === 'buy' && offer.action.purchase.type === 'UPGRADE' ? offer.action.purchase : null;

/** How an upgrade's price comes about: the new period less the credit, or the prorated difference. */
export function upgradeBreakdown(plan: SubscriptionPlan, upgrade: Purchase): string {
  const regular = `${usd(planPrice(plan, upgrade.variant))}/${periodWord(upgrade.variant)}`;
  const pay = `You pay ${usd(upgrade.amount)} today`;
  return upgrade.switchesPeriod
    ? `${regular} less ${usd(upgrade.credit ?? 0)} unused for ${upgrade.daysLeft} days left • ${pay}`
    : `Proportional for ${upgrade.daysLeft} days left • Regular: ${regular} • ${pay}`;
}

/** A card's button: its label, look and the note under it (none keeps the line's height empty). */
export interface PayActionView {
  label: string;
  note: string | null;
  contained: boolean;
  /** the purchase it starts; none for the disabled buttons */
  purchase: Purchase | null;
  pending: boolean;
}

const DISABLED: Record<'current' | 'free' | 'otherPeriod' | 'restricted', { label: string; note: string | null }> = {
  current: { label: 'Current Plan', note: null },
  free: { label: 'Free Plan', note: null },
  otherPeriod: { label: 'Upgrade in Yearly view', note: 'Your plan is billed yearly' },
  restricted: { label: 'Downgrade unavailable', note: 'Available when your plan ends' },
};

/** What a card's button says and does (spec §2, §4 Payment types); the clicked one shows progress. */
export function payActionOf(offer: PlanOffer, pendingKey: string | null): PayActionView {
  const { action } = offer;
  if (action.kind !== 'buy') return { ...DISABLED[action.kind], contained: false, purchase: null, pending: false };
  const p = action.purchase;
  const upgrade = p.type === 'UPGRADE';
  const pending = pendingKey === purchaseKey(p);
  return {
    label: pending ? 'Processing payment...' : `${upgrade ? 'Upgrade to' : 'Subscribe to'} ${offer.plan.name}`,
    note: upgrade
      ? p.switchesPeriod
        ? `Upgrade now - New ${periodWord(p.variant)} starts today`
        : 'Upgrade now - No expiration change'
      : `Subscribe for 1 ${periodWord(p.variant)} access`,
    contained: offer.mostPopular || upgrade,
    purchase: p,
    pending,
  };
}
