import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A day over the timeline's entries ("MONDAY, JANUARY 26, 2026"): a bold, spaced overline. */
    dayHeading: true;
    /** What an entry or a compared entity is, at body2 size: semi-bold, breaking anywhere (long names and keys). */
    entityName: true;
    /** A heading between the event types of the filter's menu ("FLAGS"): small, bold, uppercase. */
    menuGroup: true;
  }
}

/**
 * Looks of the Audit Log screen (issue 18: styles in the theme, not `sx` copies): the timeline's day
 * headings, entity names and the filter menu's group headings. One-offs are styled parts next to their
 * components (TimelineParts, KindMarks, FieldDiff...).
 */
/** The class of the audit filter's event-type menu: a long list, so it scrolls past 420px (its paper is in a portal). */
export const TYPE_MENU_PAPER = 'fs-typeMenuPaper';

export const auditScreensCustomizations: Components<Theme> = {
  MuiMenu: { styleOverrides: { paper: { [`&.${TYPE_MENU_PAPER}`]: { maxHeight: 420 } } } },
  MuiTypography: {
    // No variantMapping (areas' default props would replace each other's): components pass their element.
    variants: [
      {
        props: { variant: 'dayHeading' },
        style: ({ theme }) => ({
          ...theme.typography.overline,
          fontWeight: 700,
          letterSpacing: '0.08em',
          lineHeight: 1.5,
          color: theme.palette.text.secondary,
        }),
      },
      {
        props: { variant: 'entityName' },
        style: ({ theme }) => ({ ...theme.typography.body2, fontWeight: 600, overflowWrap: 'anywhere' }),
      },
      {
        props: { variant: 'menuGroup' },
        // an <li> of the menu's list, no marker
        style: ({ theme }) => ({
          padding: theme.spacing(1.25, 2, 0.5),
          fontSize: 11,
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: theme.palette.text.secondary,
          listStyle: 'none',
        }),
      },
    ],
  },
};
