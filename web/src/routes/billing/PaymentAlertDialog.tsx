import { Box, Button, Dialog, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';

export interface PaymentAlert {
  /** the spec's alert text ("Payment error. Please try again.", "Error with PayPal. Please try again.") */
  title: string;
  /** what went wrong, when known ("Error creating payment record", "Payment confirmation failed", the server's reason) */
  detail?: string;
}

const AlertContent = styled(DialogContent)(({ theme }) => ({ paddingTop: theme.spacing(4) }));
const Centred = styled(Stack)({ alignItems: 'center', textAlign: 'center' });
const AlertActions = styled(DialogActions)(({ theme }) => ({ paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3), paddingBottom: theme.spacing(3) }));

/** The error icon on a solid red square. */
const ErrorTile = styled(Box)(({ theme }) => ({
  width: 52,
  height: 52,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  backgroundColor: theme.palette.error.main,
  color: '#fff',
  display: 'grid',
  placeItems: 'center',
}));

/** The payment error alert of spec §8, as a dialog the user acknowledges. */
export function PaymentAlertDialog({ message, onClose }: { message: PaymentAlert | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(message)} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="payment-alert-title">
      {message && (
        <>
          <AlertContent>
            <Centred spacing={1.5}>
              <ErrorTile>
                <ErrorOutlineRoundedIcon />
              </ErrorTile>
              <Typography id="payment-alert-title" variant="h6">
                {message.title}
              </Typography>
              {message.detail && <Typography color="text.secondary">{message.detail}</Typography>}
            </Centred>
          </AlertContent>
          <AlertActions>
            <Button variant="contained" onClick={onClose} autoFocus fullWidth>
              OK
            </Button>
          </AlertActions>
        </>
      )}
    </Dialog>
  );
}
