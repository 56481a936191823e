import { DialogActions, DialogContent } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The Invite dialog's content sides: 2 on phones, 3 from sm up. */
export const InviteContent = styled(DialogContent)(({ theme }) => ({
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
}));

export const InviteActions = styled(DialogActions)(({ theme }) => ({
  padding: theme.spacing(1, 2, 2.5),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
}));
