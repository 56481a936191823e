import { Box, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import EventRepeatRoundedIcon from '@mui/icons-material/EventRepeatRounded';
import { planPrice } from '@flagstream/domain';
import type { Variant } from '@flagstream/domain';
import { longDate, usd } from '../../lib/format';
import { ExtendButton } from './BillingParts';
import { billedVariantOf, priceSuffix, statusChipOf } from './currentPlanModel';
import { periodWord, purchaseKey } from './planModel';
import type { Purchase, SubscriptionContext } from './planModel';

/** The accent-tinted card at the top of the page. */
const PlanBanner = styled(Card)(({ theme }) => ({
  marginBottom: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { marginBottom: theme.spacing(3) },
  backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.08)} 0%, transparent 60%)`,
}));

const BannerRow = styled(Stack)(({ theme }) => ({
  justifyContent: 'space-between',
  alignItems: 'stretch',
  [theme.breakpoints.up('md')]: { alignItems: 'center' },
}));

/** The plan's icon in a solid accent square, from the small breakpoint. */
const PlanIcon = styled(Box)(({ theme }) => ({
  width: 48,
  height: 48,
  borderRadius: '14px',
  display: 'none',
  [theme.breakpoints.up('sm')]: { display: 'grid' },
  placeItems: 'center',
  flexShrink: 0,
  color: '#fff',
  backgroundColor: theme.palette.primary.main,
}));

const NameRow = styled(Stack)(({ theme }) => ({ alignItems: 'center', flexWrap: 'wrap', rowGap: theme.spacing(0.5) }));
const Shrinkable = styled(Box)({ minWidth: 0 });
const ShrinkableRow = styled(Stack)({ alignItems: 'center', minWidth: 0 });
const PriceLine = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.25) }));
const Renewals = styled(Box)({ flexShrink: 0 });
const RenewalsLabel = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));

interface CurrentPlanProps {
  ctx: SubscriptionContext;
  status: string;
  expiresIso: string | null | undefined;
  view: Variant;
  renewals: Purchase[];
  /** may manage billing: the extension buttons show */
  canPay: boolean;
  /** and payments work here: they are enabled */
  payable: boolean;
  pendingKey: string | null;
  busy: boolean;
  onBuy: (p: Purchase) => void;
}

/** "Current Plan: {name}", its price per chosen period, " • Expires {long date}", and the extension buttons. */
export function CurrentPlanCard(props: CurrentPlanProps) {
  return (
    <PlanBanner variant="panel">
      <CardContent>
        <BannerRow direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2.5, md: 3 }}>
          <ShrinkableRow direction="row" spacing={{ xs: 0, sm: 2 }}>
            <PlanIcon>
              <WorkspacePremiumRoundedIcon />
            </PlanIcon>
            <PlanSummary {...props} />
          </ShrinkableRow>
          {props.renewals.length > 0 && props.canPay && <RenewalButtons {...props} />}
        </BannerRow>
      </CardContent>
    </PlanBanner>
  );
}

function PlanSummary({ ctx, status, expiresIso, view }: CurrentPlanProps) {
  const plan = ctx.current;
  const billed = billedVariantOf(ctx, view);
  const chip = statusChipOf(status, plan.isFreePlan);
  return (
    <Shrinkable>
      <NameRow direction="row" spacing={1}>
        <Typography variant="h6" component="h2">
          Current Plan: {plan.name}
        </Typography>
        {chip && <Chip size="small" label={chip.label} color={chip.color} variant={chip.color === 'default' ? 'outlined' : 'filled'} />}
      </NameRow>
      <PriceLine color="text.secondary">
        <Typography variant="strong" component="span">
          {usd(planPrice(plan, billed))}
        </Typography>
        /{periodWord(billed)}
        {priceSuffix(billed, view, expiresIso ? longDate(expiresIso) : null)}
      </PriceLine>
    </Shrinkable>
  );
}

/** "Extend subscription from expiration date:" +1 month, +1 year. */
function RenewalButtons({ renewals, payable, pendingKey, busy, onBuy }: CurrentPlanProps) {
  return (
    <Renewals>
      <RenewalsLabel variant="body2" color="text.secondary">
        Extend subscription from expiration date:
      </RenewalsLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {renewals.map((p) => (
          <ExtendButton
            key={p.variant}
            variant="outlined"
            disabled={!payable || busy || !(p.amount > 0)}
            onClick={() => onBuy(p)}
            startIcon={pendingKey === purchaseKey(p) ? <CircularProgress size={16} color="inherit" /> : <EventRepeatRoundedIcon />}
          >
            Extend +1 {periodWord(p.variant)} ({usd(p.amount)})
          </ExtendButton>
        ))}
      </Stack>
    </Renewals>
  );
}
