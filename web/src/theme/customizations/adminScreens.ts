import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** An uppercase column label over a list's rows (Team Members' Member, Role, Joined). */
    columnHead: true;
    /** A choice's name in a list of choices: a role card, a command (body2, semi-bold). */
    optionTitle: true;
    /** The line under it that says what the choice does (caption, secondary, on its own line). */
    optionCaption: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsSizeOverrides {
    /** A 22px count next to a list card's title. */
    count: true;
  }
}

/**
 * Looks of the Team Members, API Tokens and shell (command palette) screens (issue 18: styles in the
 * theme, not in `sx` copies): the text variants they repeat and the count chip.
 */
/** The class of the role picker's menu (Team Members): its paper is in a portal, out of the picker's styles' reach. */
export const ROLE_MENU_PAPER = 'fs-roleMenuPaper';

export const adminScreensCustomizations: Components<Theme> = {
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({ [`&.${ROLE_MENU_PAPER}`]: { marginTop: theme.spacing(0.5), minWidth: 260 } }),
    },
  },
  MuiTypography: {
    // No variantMapping (areas' default props would replace each other's): unmapped variants render a span; optionTitle is given its p.
    variants: [
      {
        props: { variant: 'columnHead' },
        style: ({ theme }) => ({
          ...theme.typography.caption,
          fontWeight: 600,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: theme.palette.text.secondary,
          lineHeight: 1.8,
        }),
      },
      { props: { variant: 'optionTitle' }, style: ({ theme }) => ({ ...theme.typography.body2, fontWeight: 600 }) },
      {
        props: { variant: 'optionCaption' },
        style: ({ theme }) => ({ ...theme.typography.caption, color: theme.palette.text.secondary, display: 'block', lineHeight: 1.35 }),
      },
    ],
  },
  MuiChip: {
    variants: [
      {
        props: { size: 'count' },
        style: ({ theme }) => ({ height: 22, '& .MuiChip-label': { paddingLeft: theme.spacing(0.9), paddingRight: theme.spacing(0.9) } }),
      },
    ],
  },
};
