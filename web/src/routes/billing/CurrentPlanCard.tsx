import { Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import EventRepeatRoundedIcon from '@mui/icons-material/EventRepeatRounded';
import { planPrice } from '@flagstream/domain';
import type { Variant } from '@flagstream/domain';
import { longDate, usd } from '../../lib/format';
import { periodWord, purchaseKey } from './planModel';
import { darkOutlined } from './PlanCard';
import type { Purchase, SubscriptionContext } from './planModel';

const STATUS_CHIP: Record<string, { label: string; color: 'success' | 'default' | 'warning' }> = {
  active: { label: 'Active', color: 'success' },
  inactive: { label: 'Inactive', color: 'default' },
  expired: { label: 'Previous plan expired', color: 'warning' },
};

/** "Current Plan: {name}", its price per chosen period, " • Expires {long date}", and the extension buttons. */
export function CurrentPlanCard({
  ctx,
  status,
  expiresIso,
  view,
  renewals,
  canPay,
  payable,
  pendingKey,
  busy,
  onBuy,
}: {
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
}) {
  const plan = ctx.current;
  // A paid plan's price is the one its subscription is billed at (issue 17: the Yearly view showed
  // "$182.40/year" for a monthly subscription); the free plan follows the chosen view.
  const billed: Variant = plan.isFreePlan || ctx.expiresAt === null ? view : ctx.subscriptionVariant;
  const chip = STATUS_CHIP[status] ?? { label: status, color: 'default' as const };
  return (
    <Card
      sx={(t) => ({
        mb: { xs: 2, sm: 3 },
        backgroundImage: `linear-gradient(135deg, ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.22 : 0.08)} 0%, transparent 60%)`,
      })}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2.5, md: 3 }}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
        >
          <Stack direction="row" spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box
              sx={(t) => ({
                width: 48,
                height: 48,
                borderRadius: '14px',
                display: { xs: 'none', sm: 'grid' },
                placeItems: 'center',
                flexShrink: 0,
                color: '#fff',
                bgcolor: t.palette.primary.main,
              })}
            >
              <WorkspacePremiumRoundedIcon />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="h6" component="h2">
                  Current Plan: {plan.name}
                </Typography>
                {/* A free plan has no subscription to call inactive; the chip speaks of paid ones. */}
                {!(plan.isFreePlan && status === 'inactive') && (
                  <Chip size="small" label={chip.label} color={chip.color} variant={chip.color === 'default' ? 'outlined' : 'filled'} />
                )}
              </Stack>
              <Typography color="text.secondary" sx={{ mt: 0.25 }}>
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                  {usd(planPrice(plan, billed))}
                </Box>
                /{periodWord(billed)}
                {billed !== view ? ` (billed ${billed === 'Year' ? 'yearly' : 'monthly'})` : ''}
                {expiresIso ? ` • Expires ${longDate(expiresIso)}` : ''}
              </Typography>
            </Box>
          </Stack>
          {renewals.length > 0 && canPay && (
            <Box sx={{ flexShrink: 0 }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Extend subscription from expiration date:
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {renewals.map((p) => {
                  const pending = pendingKey === purchaseKey(p);
                  return (
                    <Button
                      key={p.variant}
                      variant="outlined"
                      disabled={!payable || busy || !(p.amount > 0)}
                      onClick={() => onBuy(p)}
                      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <EventRepeatRoundedIcon />}
                      sx={[{ bgcolor: 'background.paper', whiteSpace: 'nowrap' }, darkOutlined]}
                    >
                      Extend +1 {periodWord(p.variant)} ({usd(p.amount)})
                    </Button>
                  );
                })}
              </Stack>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
