import { Chip, Typography } from '@mui/material';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import type { Variant } from '@flagstream/domain';
import { usd } from '../../lib/format';
import { PayAction } from './PayAction';
import { planToneOf, upgradeOf } from './planCardModel';
import { PlanFeatures, PlanLimits, UpgradeCost } from './PlanDetails';
import { periodWord } from './planModel';
import type { PlanBadge, PlanOffer, Purchase } from './planModel';
import { Description, HeadingRow, PlanContent, PlanFooter, PlanFrame, PopularChip, PriceRow, Saving, SavingLine } from './PlanCardParts';

const BADGE_COLOUR: Record<PlanBadge, 'primary' | 'success' | 'default'> = {
  'Current Plan': 'primary',
  'Upgrade Available': 'success',
  Downgrade: 'default',
};

/** One card of "Available Plans" (spec §2). */
export function PlanCard({
  offer,
  view,
  canPay,
  pendingKey,
  busy,
  onBuy,
}: {
  offer: PlanOffer;
  view: Variant;
  canPay: boolean;
  pendingKey: string | null;
  busy: boolean;
  onBuy: (p: Purchase) => void;
}) {
  const { plan } = offer;
  const upgrade = upgradeOf(offer);
  return (
    <PlanFrame data-testid={`plan-${plan.id}`} tone={planToneOf(offer)}>
      {offer.mostPopular && <PopularChip size="small" color="primary" icon={<StarRoundedIcon />} label="Most Popular" />}
      <PlanContent highlighted={offer.mostPopular}>
        <PlanHeading offer={offer} />
        <PlanPrice offer={offer} view={view} />
        <PlanLimits plan={plan} />
        <PlanFeatures features={offer.features} />
        <PlanFooter>
          {upgrade && <UpgradeCost plan={plan} upgrade={upgrade} />}
          <PayAction offer={offer} canPay={canPay} pendingKey={pendingKey} busy={busy} onBuy={onBuy} />
        </PlanFooter>
      </PlanContent>
    </PlanFrame>
  );
}

/** The plan's name, its badge, and its description. */
function PlanHeading({ offer }: { offer: PlanOffer }) {
  return (
    <>
      <HeadingRow direction="row" spacing={1}>
        <Typography variant="h6" component="h3">
          {offer.plan.name}
        </Typography>
        <Chip size="small" label={offer.badge} color={BADGE_COLOUR[offer.badge]} variant={offer.badge === 'Current Plan' ? 'filled' : 'outlined'} />
      </HeadingRow>
      <Description variant="body2" color="text.secondary">
        {offer.plan.description}
      </Description>
    </>
  );
}

/** "{price}/{period}" and, in the yearly view, the saving. */
function PlanPrice({ offer, view }: { offer: PlanOffer; view: Variant }) {
  return (
    <>
      <PriceRow direction="row" spacing={0.5}>
        <Typography variant="planPrice" component="span">
          {usd(offer.price)}
        </Typography>
        <Typography component="span" color="text.secondary">
          /{periodWord(view)}
        </Typography>
      </PriceRow>
      <SavingLine>{offer.yearlySaving !== null && <Saving variant="body2">Save {offer.yearlySaving}% vs monthly</Saving>}</SavingLine>
    </>
  );
}
