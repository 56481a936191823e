import { Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The limit-reached dialog's looks: a centred message under a lock mark, what the paid plans add, two wide buttons. */
export const LimitContent = styled(DialogContent)(({ theme }) => ({ paddingTop: theme.spacing(4) }));
export const LimitBody = styled(Stack)({ alignItems: 'center', textAlign: 'center' });
/** The lock on a warning-coloured square. */
export const LockMark = styled('div')(({ theme }) => ({
  width: 52,
  height: 52,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  backgroundColor: theme.palette.warning.main,
  color: '#fff',
  display: 'grid',
  placeItems: 'center',
}));
export const UpgradeList = styled(Stack)(({ theme }) => ({
  width: '100%',
  textAlign: 'left',
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
}));
export const UpgradeLine = styled(Stack)({ alignItems: 'center' });
/** On a narrow dialog the buttons wrap, the main one on top, each as wide as the line. */
export const LimitActions = styled(DialogActions)(({ theme }) => ({
  paddingLeft: theme.spacing(3),
  paddingRight: theme.spacing(3),
  paddingBottom: theme.spacing(3),
  flexWrap: 'wrap-reverse',
  gap: theme.spacing(1),
  '& > :not(style) ~ :not(style)': { marginLeft: 0 },
}));
export const WideButton = styled(Button)({ flex: '1 1 auto', whiteSpace: 'nowrap' });
