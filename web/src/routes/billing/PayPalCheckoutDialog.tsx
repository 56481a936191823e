import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { usd } from '../../lib/format';
import { periodWord } from './planModel';
import type { Purchase } from './planModel';

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
        <Box sx={{ p: 2, mb: 2.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2">{purchase.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {what}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1.5 }}>
            <Typography color="text.secondary">Total</Typography>
            <Typography sx={{ fontWeight: 700 }}>{usd(purchase.amount)} USD</Typography>
          </Stack>
        </Box>
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
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

/** While PayPal's script loads, a spinner; if it cannot load, the spec's provider error. */
function ScriptStatus() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <Alert severity="error">Error with PayPal. Please try again.</Alert>;
  if (isPending) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">Loading PayPal...</Typography>
      </Stack>
    );
  }
  return null;
}
