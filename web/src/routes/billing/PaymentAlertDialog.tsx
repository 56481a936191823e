import { Box, Button, Dialog, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';

export interface PaymentAlert {
  /** the spec's alert text ("Payment error. Please try again.", "Error with PayPal. Please try again.") */
  title: string;
  /** what went wrong, when known ("Error creating payment record", "Payment confirmation failed", the server's reason) */
  detail?: string;
}

/** The payment error alert of spec §8, as a dialog the user acknowledges. */
export function PaymentAlertDialog({ message, onClose }: { message: PaymentAlert | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(message)} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="payment-alert-title">
      {message && (
        <>
          <DialogContent sx={{ pt: 4 }}>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Box sx={{ width: 52, height: 52, borderRadius: 3, bgcolor: 'error.main', color: '#fff', display: 'grid', placeItems: 'center' }}>
                <ErrorOutlineRoundedIcon />
              </Box>
              <Typography id="payment-alert-title" variant="h6">
                {message.title}
              </Typography>
              {message.detail && <Typography color="text.secondary">{message.detail}</Typography>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button variant="contained" onClick={onClose} autoFocus fullWidth>
              OK
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
