import { DialogContent, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The Welcome dialog's looks: roomy content, a centred head under a rocket mark, the free plan's panel. */
export const WelcomeContent = styled(DialogContent)(({ theme }) => ({
  padding: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));
export const WelcomeHead = styled(Stack)(({ theme }) => ({ alignItems: 'center', textAlign: 'center', marginBottom: theme.spacing(3) }));
/** The rocket on an accent square. */
export const RocketMark = styled('div')(({ theme }) => ({
  width: 56,
  height: 56,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  display: 'grid',
  placeItems: 'center',
  marginBottom: theme.spacing(1),
}));
export const PlanPanel = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
  border: `1px solid ${theme.palette.divider}`,
}));
export const PlanPanelTitle = styled(Typography)(({ theme }) => ({ marginBottom: theme.spacing(1) }));
export const FeatureLine = styled(Stack)({ alignItems: 'center', '& > .MuiSvgIcon-root': { fontSize: 18 } });
