import { DialogActions } from '@mui/material';
import { styled } from '@mui/material/styles';

/** A confirmation's buttons: the dialog's side padding, 20px below. */
export const DialogFooter = styled(DialogActions)(({ theme }) => ({
  paddingLeft: theme.spacing(3),
  paddingRight: theme.spacing(3),
  paddingBottom: theme.spacing(2.5),
}));

/** A form dialog's buttons: 16px above and below, the dialog's side padding. */
export const DialogFormFooter = styled(DialogActions)(({ theme }) => ({ padding: theme.spacing(2, 3) }));
