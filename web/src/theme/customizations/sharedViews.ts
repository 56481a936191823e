import type { Components, Theme } from '@mui/material/styles';

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    /** A page's title (the h1 of PageHeader): an h4, 24px on phones and 30px from sm up. */
    pageTitle: true;
    /** The line under a title (a page's subtitle, an empty state's description): body1, 4px below the title. */
    lead: true;
    /** A caption on a line of its own: a form's note, a toast's detail, a hint under an action. */
    noteLine: true;
  }
}

/**
 * Looks of the shared components (state views, dialogs, page header, auth layout, shell menus) (issue 18:
 * styles in the theme, not in `sx` copies): the text variants they repeat. One-offs are styled parts next
 * to their components (stateViewParts, dialogParts, welcomeParts, authParts...).
 */
export const sharedViewsCustomizations: Components<Theme> = {
  MuiTypography: {
    // No variantMapping (areas' default props would replace each other's): components pass their element.
    variants: [
      {
        props: { variant: 'pageTitle' },
        style: ({ theme }) => ({ ...theme.typography.h4, fontSize: 24, [theme.breakpoints.up('sm')]: { fontSize: 30 } }),
      },
      { props: { variant: 'lead' }, style: ({ theme }) => ({ ...theme.typography.body1, marginTop: theme.spacing(0.5) }) },
      { props: { variant: 'noteLine' }, style: ({ theme }) => ({ ...theme.typography.caption, display: 'block' }) },
    ],
  },
};
