import { Box, Button, Card, CardContent, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { CSSObject, Theme } from '@mui/material/styles';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import { limitDisplay, planPrice } from '@flagstream/domain';
import type { Variant } from '@flagstream/domain';
import { usd } from '../../lib/format';
import { periodWord, purchaseKey } from './planModel';
import type { PlanBadge, PlanOffer, Purchase } from './planModel';

/** Outlined accent buttons read better in dark mode with the lighter accent. */
export const darkOutlined = (t: Theme): CSSObject =>
  t.palette.mode === 'dark' ? { '&.MuiButton-outlined:not(.Mui-disabled)': { color: t.palette.primary.light, borderColor: t.palette.primary.light } } : {};

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
  const { plan, action } = offer;
  const purchase = action.kind === 'buy' ? action.purchase : null;
  const upgrade = purchase?.type === 'UPGRADE' ? purchase : null;
  const highlighted = offer.mostPopular;
  const limits: Array<[string, number]> = [
    ['Environments', plan.featureMaxEnvironments],
    ['Feature Flags', plan.featureMaxFeatureFlags],
    ['Overrides', plan.featureMaxOverrides],
    ['Team Members', plan.featureMaxTeamMembers],
  ];

  return (
    <Card
      data-testid={`plan-${plan.id}`}
      sx={(t) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderColor: highlighted ? t.palette.primary.main : offer.badge === 'Current Plan' ? alpha(t.palette.primary.main, 0.5) : undefined,
        borderWidth: highlighted ? 2 : 1,
        boxShadow: highlighted ? `0 12px 32px ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.3 : 0.14)}` : 'none',
      })}
    >
      {offer.mostPopular && (
        <Chip
          size="small"
          color="primary"
          icon={<StarRoundedIcon />}
          label="Most Popular"
          sx={{ position: 'absolute', top: 0, left: '50%', transform: 'translate(-50%, -50%)', fontWeight: 700, px: 0.5, zIndex: 1 }}
        />
      )}
      {/* the highlighted card's 2 px border takes its extra pixel from the padding, so the cards' rows line up */}
      <CardContent
        sx={{ p: highlighted ? '23px' : 3, '&:last-child': { pb: highlighted ? '23px' : 3 }, display: 'flex', flexDirection: 'column', flexGrow: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 26 }}>
          <Typography variant="h6" component="h3">
            {plan.name}
          </Typography>
          <Chip size="small" label={offer.badge} color={BADGE_COLOUR[offer.badge]} variant={offer.badge === 'Current Plan' ? 'filled' : 'outlined'} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, minHeight: { md: 40 } }}>
          {plan.description}
        </Typography>

        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'baseline', mt: 2.5 }}>
          <Typography component="span" sx={{ fontSize: 34, fontWeight: 700, letterSpacing: '-0.03em', lineHeight: 1.1 }}>
            {usd(offer.price)}
          </Typography>
          <Typography component="span" color="text.secondary">
            /{periodWord(view)}
          </Typography>
        </Stack>
        <Box sx={{ minHeight: { xs: 0, sm: 24 }, mt: 0.5 }}>
          {offer.yearlySaving !== null && (
            <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
              Save {offer.yearlySaving}% vs monthly
            </Typography>
          )}
        </Box>

        <Box sx={{ mt: 2, p: 1.75, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, display: 'block', mb: 0.5, fontWeight: 600 }}>
            Limits
          </Typography>
          {limits.map(([label, n]) => (
            <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: '20px' }}>
                {label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: '20px', ...(n === -1 ? { fontSize: 17 } : {}) }}>
                {limitDisplay(n)}
              </Typography>
            </Stack>
          ))}
        </Box>

        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, mb: 3 }}>
          {offer.features.map((f) => (
            <Stack component="li" key={f} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <CheckRoundedIcon fontSize="small" color="primary" sx={{ mt: '1px' }} />
              <Typography variant="body2">{f}</Typography>
            </Stack>
          ))}
        </Stack>

        <Box sx={{ mt: 'auto' }}>
          {upgrade && (
            <Box
              sx={(t) => ({
                mb: 2,
                p: 1.5,
                borderRadius: 2,
                border: `1px solid ${alpha(t.palette.success.main, 0.35)}`,
                bgcolor: alpha(t.palette.success.main, t.palette.mode === 'dark' ? 0.12 : 0.06),
              })}
            >
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <TrendingUpRoundedIcon fontSize="small" color="success" />
                <Typography variant="subtitle2">{usd(upgrade.amount)} upgrade cost</Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }} data-testid="upgrade-breakdown">
                {upgrade.switchesPeriod ? (
                  <>
                    {usd(planPrice(plan, upgrade.variant))}/{periodWord(upgrade.variant)} less {usd(upgrade.credit ?? 0)} unused for {upgrade.daysLeft} days
                    left • You pay {usd(upgrade.amount)} today
                  </>
                ) : (
                  <>
                    Proportional for {upgrade.daysLeft} days left • Regular: {usd(planPrice(plan, upgrade.variant))}/{periodWord(upgrade.variant)} • You pay{' '}
                    {usd(upgrade.amount)} today
                  </>
                )}
              </Typography>
            </Box>
          )}
          <PayAction offer={offer} canPay={canPay} pendingKey={pendingKey} busy={busy} onBuy={onBuy} />
        </Box>
      </CardContent>
    </Card>
  );
}

function PayAction({
  offer,
  canPay,
  pendingKey,
  busy,
  onBuy,
}: {
  offer: PlanOffer;
  canPay: boolean;
  pendingKey: string | null;
  busy: boolean;
  onBuy: (p: Purchase) => void;
}) {
  const { action } = offer;
  // An empty caption line keeps every card's button at the same height.
  const spacer = <Box sx={{ height: 20, mt: 1, display: { xs: 'none', sm: 'block' } }} />;
  if (action.kind === 'current')
    return (
      <>
        <Button fullWidth size="large" variant="outlined" disabled>
          Current Plan
        </Button>
        {spacer}
      </>
    );
  if (action.kind === 'free')
    return (
      <>
        <Button fullWidth size="large" variant="outlined" disabled>
          Free Plan
        </Button>
        {spacer}
      </>
    );
  if (action.kind === 'otherPeriod') {
    return (
      <>
        <Button fullWidth size="large" variant="outlined" disabled>
          Upgrade in Yearly view
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', mt: 1, lineHeight: '20px' }}>
          Your plan is billed yearly
        </Typography>
      </>
    );
  }
  if (action.kind === 'restricted') {
    return (
      <>
        <Button fullWidth size="large" variant="outlined" disabled>
          Downgrade unavailable
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', mt: 1, lineHeight: '20px' }}>
          Available when your plan ends
        </Typography>
      </>
    );
  }
  const p = action.purchase;
  const pending = pendingKey === purchaseKey(p);
  const label = p.type === 'UPGRADE' ? `Upgrade to ${offer.plan.name}` : `Subscribe to ${offer.plan.name}`;
  return (
    <>
      <Button
        fullWidth
        size="large"
        variant={offer.mostPopular || p.type === 'UPGRADE' ? 'contained' : 'outlined'}
        disabled={!canPay || busy || !(p.amount > 0)}
        onClick={() => onBuy(p)}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={[darkOutlined, { whiteSpace: 'nowrap' }]}
      >
        {pending ? 'Processing payment...' : label}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', mt: 1, lineHeight: '20px' }}>
        {p.type === 'UPGRADE'
          ? p.switchesPeriod
            ? `Upgrade now - New ${periodWord(p.variant)} starts today`
            : 'Upgrade now - No expiration change'
          : `Subscribe for 1 ${periodWord(p.variant)} access`}
      </Typography>
    </>
  );
}
