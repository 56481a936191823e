import { alpha } from '@mui/material/styles';
import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Avatar' {
  interface AvatarPropsVariantOverrides {
    /** A small accent-tinted icon tile before a card's title (Dashboard, Setup). */
    tile: true;
  }
}
declare module '@mui/material/Paper' {
  interface PaperPropsVariantOverrides {
    /** A card of the Dashboard and Billing grids (a Card's variant is its Paper's): outlined, as tall as its cell, content padded 20/24 px. */
    panel: true;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A card's title: an h6 a little smaller (Dashboard, Setup, Billing). */
    cardTitle: true;
  }
}
/**
 * Looks of the Dashboard, Setup & Integration, Billing and Invitation screens and the shared state
 * views (issue 18: styles in the theme, not repeated `sx`).
 */
export const overviewScreensCustomizations: Components<Theme> = {
  MuiCard: {
    variants: [
      {
        props: { variant: 'panel' },
        style: ({ theme }) => ({
          // the outlined card's border (a variant of its own replaces Paper's "outlined")
          border: `1px solid ${theme.palette.divider}`,
          height: '100%',
          '& > .MuiCardContent-root, & > .MuiCardContent-root:last-child': {
            padding: theme.spacing(2.5),
            [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
          },
        }),
      },
    ],
  },
  MuiAvatar: {
    variants: [
      {
        props: { variant: 'tile' },
        style: ({ theme }) => ({
          width: 40,
          height: 40,
          borderRadius: 12,
          color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main,
          backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.1),
        }),
      },
    ],
  },
  MuiTypography: {
    defaultProps: { variantMapping: { cardTitle: 'h6' } },
    variants: [{ props: { variant: 'cardTitle' }, style: ({ theme }) => ({ ...theme.typography.h6, fontSize: theme.typography.pxToRem(17) }) }],
  },
};
