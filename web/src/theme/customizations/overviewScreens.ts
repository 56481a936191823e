import { alpha } from '@mui/material/styles';
import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Avatar' {
  interface AvatarPropsVariantOverrides {
    /** A small accent-tinted icon tile before a card's title (Dashboard, Setup). */
    tile: true;
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
