import { Alert, Box, Button, CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { usd } from '../../lib/format';
import { periodWord } from './planModel';
import type { Purchase } from './planModel';
import { DialogFooter as CheckoutActions } from '../../components/dialogParts';

/** What is being bought, on a tint above the buttons. */
const OrderSummary = styled(Box)(({ theme }) => ({
  padding: theme.spacing(2),
  marginBottom: theme.spacing(2.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
}));
const TotalRow = styled(Stack)(({ theme }) => ({ justifyContent: 'space-between', marginTop: theme.spacing(1.5) }));
const Total = styled(Typography)({ fontWeight: 700 });
const Loading = styled(Stack)(({ theme }) => ({
  alignItems: 'center',
  justifyContent: 'center',
  paddingTop: theme.spacing(3),
  paddingBottom: theme.spacing(3),
}));

/**
 * PayPal's JS SDK buttons for one purchase (loaded lazily: only with a PayPal client id).
 * `createOrder` creates the order in the browser and records it on the server; `onApprove`
 * hands the approved order to the server, which captures and verifies it.
 */
export default function PayPalCheckoutDialog({
  purchase,
  clientId,
  createOrder,
  onApprove,
  onError,
  onClose,
}: {
  purchase: Purchase;
  clientId: string;
  createOrder: (create: (body: object) => Promise<string>) => Promise<string>;
  onApprove: (orderId: string) => Promise<void>;
  onError: (e: unknown) => void;
  onClose: () => void;
}) {
  const what =
    purchase.type === 'UPGRADE'
      ? 'Upgrade now - No expiration change'
      : purchase.type === 'RENEWAL'
        ? `Extend +1 ${periodWord(purchase.variant)} from the expiration date`
        : `Subscribe for 1 ${periodWord(purchase.variant)} access`;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Pay with PayPal</DialogTitle>
      <DialogContent>
        <OrderSummary>
          <Typography variant="subtitle2">{purchase.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {what}
          </Typography>
          <TotalRow direction="row">
            <Typography color="text.secondary">Total</Typography>
            <Total>{usd(purchase.amount)} USD</Total>
          </TotalRow>
        </OrderSummary>
        <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture', locale: 'en_US' }}>
          <ScriptStatus />
          <PayPalButtons
            style={{ layout: 'vertical', shape: 'rect', label: 'pay' }}
            forceReRender={[purchase.plan.id, purchase.type, purchase.variant, purchase.amount]}
            createOrder={(_data, actions) => createOrder((body) => actions.order.create(body as Parameters<typeof actions.order.create>[0]))}
            onApprove={async (data) => {
              await onApprove(data.orderID);
            }}
            onError={(err) => onError(err)}
            onCancel={() => onClose()}
          />
        </PayPalScriptProvider>
      </DialogContent>
      <CheckoutActions>
        <Button onClick={onClose}>Cancel</Button>
      </CheckoutActions>
    </Dialog>
  );
}

/** While PayPal's script loads, a spinner; if it cannot load, the spec's provider error. */
function ScriptStatus() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <Alert severity="error">Error with PayPal. Please try again.</Alert>;
  if (isPending) {
    return (
      <Loading direction="row" spacing={1.5}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">Loading PayPal...</Typography>
      </Loading>
    );
  }
  return null;
}
