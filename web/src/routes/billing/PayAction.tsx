import { Button, CircularProgress, Typography } from '@mui/material';
import { PayButton } from './BillingParts';
import { payActionOf } from './planCardModel';
import type { PlanOffer, Purchase } from './planModel';
import { NoteSpacer } from './PlanCardParts';

/** A plan card's button and the note under it: buy, or why it cannot be bought here. */
export function PayAction({
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
  const a = payActionOf(offer, pendingKey);
  const note = a.note ? <Typography variant="actionNote">{a.note}</Typography> : <NoteSpacer />;
  const p = a.purchase;
  if (!p)
    return (
      <>
        <Button fullWidth size="large" variant="outlined" disabled>
          {a.label}
        </Button>
        {note}
      </>
    );
  return (
    <>
      <PayButton
        fullWidth
        size="large"
        variant={a.contained ? 'contained' : 'outlined'}
        disabled={!canPay || busy || !(p.amount > 0)}
        onClick={() => onBuy(p)}
        startIcon={a.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {a.label}
      </PayButton>
      {note}
    </>
  );
}
