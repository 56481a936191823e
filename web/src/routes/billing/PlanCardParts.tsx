import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import type { PlanTone } from './planCardModel';

// The plan card's one-off looks as styled parts; shared text looks are theme variants (billingScreens.ts).

/** The card: the most popular plan with a 2 px accent border and a glow, the current one with a soft border. */
export const PlanFrame = styled(Card, { shouldForwardProp: (p) => p !== 'tone' })<{ tone: PlanTone }>(({ theme, tone }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  overflow: 'visible',
  borderColor: tone === 'popular' ? theme.palette.primary.main : tone === 'current' ? alpha(theme.palette.primary.main, 0.5) : undefined,
  borderWidth: tone === 'popular' ? 2 : 1,
  boxShadow: tone === 'popular' ? `0 12px 32px ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.3 : 0.14)}` : 'none',
}));

/** The highlighted card's 2 px border takes its extra pixel from the padding, so the cards' rows line up. */
export const PlanContent = styled(CardContent, { shouldForwardProp: (p) => p !== 'highlighted' })<{ highlighted: boolean }>(({ theme, highlighted }) => ({
  padding: highlighted ? '23px' : theme.spacing(3),
  '&:last-child': { paddingBottom: highlighted ? '23px' : theme.spacing(3) },
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
}));

/** "Most Popular", astride the card's top border. */
export const PopularChip = styled(Chip)(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  fontWeight: 700,
  paddingLeft: theme.spacing(0.5),
  paddingRight: theme.spacing(0.5),
  zIndex: 1,
}));

export const HeadingRow = styled(Stack)({ alignItems: 'center', justifyContent: 'space-between', minHeight: 26 });

/** The description keeps two lines on wide screens, so the prices line up. */
export const Description = styled(Typography)(({ theme }) => ({ marginTop: theme.spacing(0.75), [theme.breakpoints.up('md')]: { minHeight: 40 } }));

export const PriceRow = styled(Stack)(({ theme }) => ({ alignItems: 'baseline', marginTop: theme.spacing(2.5) }));

/** The saving's line, kept (empty) on cards without one from the small breakpoint. */
export const SavingLine = styled(Box)(({ theme }) => ({ minHeight: 0, marginTop: theme.spacing(0.5), [theme.breakpoints.up('sm')]: { minHeight: 24 } }));

export const Saving = styled(Typography)(({ theme }) => ({ color: theme.palette.success.main, fontWeight: 600 }));

export const LimitsPanel = styled(Box)(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(1.75),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
}));

export const LimitRow = styled(Stack)(({ theme }) => ({
  justifyContent: 'space-between',
  paddingTop: theme.spacing(0.25),
  paddingBottom: theme.spacing(0.25),
}));

/** A limit's label or value on one 20 px line; an unlimited value's "∞" a little larger. */
export const LimitText = styled(Typography, { shouldForwardProp: (p) => p !== 'value' && p !== 'unlimited' })<{ value?: boolean; unlimited?: boolean }>(
  ({ value, unlimited }) => ({ lineHeight: '20px', ...(value ? { fontWeight: 600 } : {}), ...(unlimited ? { fontSize: 17 } : {}) }),
);

// `as typeof Stack`: styled() drops Stack's `component` prop from the types; these render a ul and its li.
export const FeatureList = styled(Stack)(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  marginTop: theme.spacing(2.5),
  marginBottom: theme.spacing(3),
})) as typeof Stack;

export const FeatureItem = styled(Stack)({ alignItems: 'flex-start' }) as typeof Stack;

export const FeatureCheck = styled(CheckRoundedIcon)({ marginTop: '1px' });

/** The button and what comes with it sit at the card's bottom. */
export const PlanFooter = styled(Box)({ marginTop: 'auto' });

export const UpgradeBox = styled(Box)(({ theme }) => ({
  marginBottom: theme.spacing(2),
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${alpha(theme.palette.success.main, 0.35)}`,
  backgroundColor: alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
}));

export const IconRow = styled(Stack)({ alignItems: 'center' });

export const Breakdown = styled(Typography)(({ theme }) => ({ display: 'block', marginTop: theme.spacing(0.5) }));

/** An empty caption line keeps every card's button at the same height. */
export const NoteSpacer = styled(Box)(({ theme }) => ({
  height: 20,
  marginTop: theme.spacing(1),
  display: 'none',
  [theme.breakpoints.up('sm')]: { display: 'block' },
}));
