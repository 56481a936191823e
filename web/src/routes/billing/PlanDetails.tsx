import { Typography } from '@mui/material';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import { limitDisplay, UNLIMITED } from '@flagstream/domain';
import type { SubscriptionPlan } from '@flagstream/domain';
import { usd } from '../../lib/format';
import { planLimits, upgradeBreakdown } from './planCardModel';
import type { Purchase } from './planModel';
import { Breakdown, FeatureCheck, FeatureItem, FeatureList, IconRow, LimitRow, LimitsPanel, LimitText, UpgradeBox } from './PlanCardParts';

/** The plan's four limits in a tinted panel. */
export function PlanLimits({ plan }: { plan: SubscriptionPlan }) {
  return (
    <LimitsPanel>
      <Typography variant="limitsHeading">Limits</Typography>
      {planLimits(plan).map(({ label, limit }) => (
        <LimitRow key={label} direction="row">
          <LimitText variant="body2" color="text.secondary">
            {label}
          </LimitText>
          <LimitText variant="body2" value unlimited={limit === UNLIMITED}>
            {limitDisplay(limit)}
          </LimitText>
        </LimitRow>
      ))}
    </LimitsPanel>
  );
}

/** The plan's first features, each with a check. */
export function PlanFeatures({ features }: { features: string[] }) {
  return (
    <FeatureList component="ul" spacing={1}>
      {features.map((f) => (
        <FeatureItem component="li" key={f} direction="row" spacing={1}>
          <FeatureCheck fontSize="small" color="primary" />
          <Typography variant="body2">{f}</Typography>
        </FeatureItem>
      ))}
    </FeatureList>
  );
}

/** "{amount} upgrade cost" and how it comes about. */
export function UpgradeCost({ plan, upgrade }: { plan: SubscriptionPlan; upgrade: Purchase }) {
  return (
    <UpgradeBox>
      <IconRow direction="row" spacing={0.75}>
        <TrendingUpRoundedIcon fontSize="small" color="success" />
        <Typography variant="subtitle2">{usd(upgrade.amount)} upgrade cost</Typography>
      </IconRow>
      <Breakdown variant="caption" color="text.secondary" data-testid="upgrade-breakdown">
        {upgradeBreakdown(plan, upgrade)}
      </Breakdown>
    </UpgradeBox>
  );
}
