import { alpha } from '@mui/material/styles';
import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Chip' {
  interface ChipPropsVariantOverrides {
    /** The "Stale" mark of a flag the server calls stale: a 20px chip, bold, on the warning tint. */
    stale: true;
  }
}
declare module '@mui/material/Badge' {
  interface BadgePropsVariantOverrides {
    /** A count inside a button's label (All 12, Stale 3): in the text's flow, 18px, neutral unless coloured. */
    inline: true;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** The word beside the kill switch ("Live", "Killed"): a bold caption, coloured by its state. */
    switchState: true;
  }
}

/**
 * Looks of the Feature Flags list (the table, the phone cards, the environment values dialog, the
 * stale-flag hygiene bits) (issue 18: styles in the theme, not in `sx` copies). Layout one-offs are
 * styled parts next to their components (flagListParts.ts and the files that use them).
 */
export const flagListScreensCustomizations: Components<Theme> = {
  MuiChip: {
    variants: [
      {
        // with size "small": a chip of its own colours, so none of MUI's filled or outlined ones
        props: { variant: 'stale' },
        style: ({ theme }) => ({
          height: 20,
          fontSize: 11,
          fontWeight: 700,
          flexShrink: 0,
          color: theme.palette.mode === 'dark' ? theme.palette.warning.light : theme.palette.warning.dark,
          backgroundColor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
          '& .MuiChip-icon': { fontSize: 13, color: 'inherit', marginLeft: theme.spacing(0.5) },
        }),
      },
    ],
  },
  MuiBadge: {
    variants: [
      {
        props: { variant: 'inline' },
        style: { '& .MuiBadge-badge': { position: 'static', transform: 'none', fontSize: 11, height: 18, minWidth: 18 } },
      },
      {
        props: { variant: 'inline', color: 'default' },
        style: ({ theme }) => ({ '& .MuiBadge-badge': { backgroundColor: theme.palette.action.selected } }),
      },
    ],
  },
  MuiTypography: {
    // No variantMapping (areas' default props would replace each other's): components pass their element.
    variants: [{ props: { variant: 'switchState' }, style: ({ theme }) => ({ ...theme.typography.caption, fontWeight: 700 }) }],
  },
};
