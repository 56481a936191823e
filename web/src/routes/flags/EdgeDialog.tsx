import { Dialog } from '@mui/material';
import { styled } from '@mui/material/styles';

/** A dialog that keeps a small margin on phones (the flag form, Environment Values). */
export const EdgeDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': {
    margin: theme.spacing(1.5),
    width: 'calc(100% - 24px)',
    maxHeight: 'calc(100% - 24px)',
    [theme.breakpoints.up('sm')]: { margin: theme.spacing(4), width: 'calc(100% - 64px)', maxHeight: 'calc(100% - 64px)' },
  },
}));
