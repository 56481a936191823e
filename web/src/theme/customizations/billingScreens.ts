import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A plan card's price ("$49.00"): large and tight. */
    planPrice: true;
    /** A usage meter's count: large, a little smaller on phones. */
    meterCount: true;
    /** The centred caption under a plan's button ("Your plan is billed yearly"), one 20px line. */
    actionNote: true;
    /** The small uppercase heading of a plan's limits panel ("LIMITS"). */
    limitsHeading: true;
  }
}

/**
 * Looks of the Billing & Plans screen (issue 18: styles in the theme, not `sx` copies): the plan
 * card's price, notes and limits heading, the usage meters' counts. One-offs are styled parts
 * next to their components (PlanCardParts, BillingParts).
 */
export const billingScreensCustomizations: Components<Theme> = {
  MuiTypography: {
    // No variantMapping (areas' default props would replace each other's): components pass their element.
    variants: [
      {
        props: { variant: 'planPrice' },
        style: { fontSize: 34, fontWeight: 700, letterSpacing: '-0.03em', lineHeight: 1.1 },
      },
      {
        props: { variant: 'meterCount' },
        style: ({ theme }) => ({
          fontSize: 26,
          fontWeight: 700,
          lineHeight: 1.1,
          letterSpacing: '-0.02em',
          [theme.breakpoints.up('sm')]: { fontSize: 30 },
        }),
      },
      {
        props: { variant: 'actionNote' },
        style: ({ theme }) => ({
          ...theme.typography.caption,
          display: 'block',
          textAlign: 'center',
          marginTop: theme.spacing(1),
          lineHeight: '20px',
          color: theme.palette.text.secondary,
        }),
      },
      {
        props: { variant: 'limitsHeading' },
        style: ({ theme }) => ({
          ...theme.typography.overline,
          lineHeight: 1.5,
          display: 'block',
          marginBottom: theme.spacing(0.5),
          fontWeight: 600,
          color: theme.palette.text.secondary,
        }),
      },
    ],
  },
};
